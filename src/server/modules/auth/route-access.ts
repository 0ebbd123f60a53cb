import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { lingerOnRefusedBody } from '../../http/linger-on-refused-body';
import { requireAdmin, requireUser } from './guards';

/** Who may call a route: anyone, a signed-in user, or an admin (session with the role, or ADMIN_API_TOKEN). */
export type RouteAccess = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** default: 'admin' under /api/admin/, 'user' for every other /api route; a public route says so */
    access?: RouteAccess;
  }
}

/** A public route's config: `{ config: { ...PUBLIC_ROUTE } }`. */
export const PUBLIC_ROUTE = { access: 'public' } as const satisfies { access: RouteAccess };

/** What a matched API route requires (exported for the sweeps' cross-check). */
export const routeAccess = (url: string, declared: RouteAccess | undefined): RouteAccess =>
  declared ?? (url.startsWith('/api/admin/') ? 'admin' : 'user');

/**
 * Signed out means 401 before anything else about the request is looked at: the route's own guard runs in its
 * handler, after the body, params and query were parsed and validated (a 400 that told a stranger what the route
 * takes, and a body read for nobody). This hook runs at onRequest, after the session hook, on every API route: a
 * route is protected unless it declares `access: 'public'`, so a new route is never open by omission. The handlers
 * keep their requireUser/requireAdmin (they need the user, and the check stays next to the code it guards).
 */
export const registerRouteAccessCheck = (app: FastifyInstance, config: Config): void => {
  app.addHook('onRequest', async (request, reply) => {
    // the matched route (none for a 404), not the raw URL: '/%61pi/…' is an /api route too
    const url = request.routeOptions.url;
    if (!url?.startsWith('/api/')) return;
    const access = routeAccess(url, request.routeOptions.config.access);
    if (access === 'public') return;
    try {
      if (access === 'admin') requireAdmin(request, config);
      else requireUser(request);
    } catch (error) {
      // an upload refused before its body was read: let the client finish sending and read the answer
      lingerOnRefusedBody(request, reply);
      throw error;
    }
  });
};
