import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { setSessionCookie } from './session-cookie';
import { resolveSession, SESSION_COOKIE, type SessionUser } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** the signed-in user, or null */
    user: SessionUser | null;
    sessionToken: string | null;
  }
}

/** Loads the signed-in user from the session cookie for every API request (sliding 30-day expiry). */
export const registerAuthHook = (app: FastifyInstance, ctx: AppContext): void => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('onRequest', async (request, reply) => {
    // the matched route, not the raw URL ('/%61pi/…' is an /api route too)
    if (!(request.routeOptions.url ?? request.url).startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const session = await resolveSession(ctx.db, token);
    if (!session) return;
    request.user = session.user;
    request.sessionToken = token;
    if (session.refreshed) setSessionCookie(reply, ctx.config, token, session.expiresAt);
  });
};
