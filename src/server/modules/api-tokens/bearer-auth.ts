import type { FastifyInstance } from 'fastify';
import { API_TOKEN_MESSAGES, API_TOKEN_PREFIX } from '@/contracts/api-tokens';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { lingerOnRefusedBody } from '../../http/linger-on-refused-body';
import { hitCounter } from '../../http/rate-limit-store';
import { routeAccess } from '../auth/route-access';
import { resolveApiToken } from './resolve-api-token';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * true: a personal API token may call this route (the user's own report routes). Off by default, so a new route
     * — an admin page, account deletion, token management — is never reachable with a token by omission; a new
     * report-owned route opts in with `config: { ...API_TOKEN_ROUTE }`.
     */
    apiToken?: boolean;
  }
  interface FastifyRequest {
    /** the personal API token this request was authenticated with, or null (a session, or signed out) */
    apiTokenId: number | null;
  }
}

/** A route personal API tokens may call: `{ config: { ...API_TOKEN_ROUTE } }`. */
export const API_TOKEN_ROUTE = { apiToken: true } as const;

const RATE_WINDOW_MS = 60_000;

/** The secret of a personal API token in `Authorization: Bearer pl_…`, or null (no header, or another bearer). */
export const bearerApiToken = (authorization: string | undefined): string | null => {
  if (!authorization?.startsWith('Bearer ')) return null;
  const secret = authorization.slice('Bearer '.length).trim();
  // any other bearer (ADMIN_API_TOKEN) is for requireAdmin to judge
  return secret.startsWith(API_TOKEN_PREFIX) ? secret : null;
};

/**
 * Personal API tokens (issue 22), after the session hook and before the route-access check: a token on a route that
 * does not accept them is refused (403) before its owner is even looked up; an unknown, revoked or expired one
 * answers 401; each token has its own per-minute budget (the shared rate_limits store). The token acts as its owner
 * with the role 'user': an admin's token reaches the admin's own reports and nobody else's.
 */
export const registerBearerAuth = (app: FastifyInstance, ctx: AppContext): void => {
  app.decorateRequest('apiTokenId', null);
  app.addHook('onRequest', async (request, reply) => {
    const url = request.routeOptions.url;
    if (!url?.startsWith('/api/')) return;
    const secret = bearerApiToken(request.headers.authorization);
    if (!secret) return;
    // public routes ignore credentials altogether
    if (routeAccess(url, request.routeOptions.config.access) === 'public') return;
    try {
      if (!request.routeOptions.config.apiToken) throw new AppError('forbidden', API_TOKEN_MESSAGES.notAllowed);
      const resolved = await resolveApiToken(ctx.db, secret);
      if (!resolved) throw new AppError('unauthorized', API_TOKEN_MESSAGES.invalid);
      const hit = await hitCounter(ctx.db, `api-token:${resolved.tokenId}`, RATE_WINDOW_MS);
      if (hit.count > ctx.config.apiTokenRateLimitPerMinute) {
        reply.header('retry-after', String(Math.max(1, Math.ceil(hit.ttlMs / 1000))));
        throw new AppError('rate_limited', API_TOKEN_MESSAGES.rateLimited);
      }
      request.user = { ...resolved.user, role: 'user' };
      // a cookie sent along does not make this a session request (sign-out routes never take tokens anyway)
      request.sessionToken = null;
      request.apiTokenId = resolved.tokenId;
    } catch (error) {
      lingerOnRefusedBody(request, reply);
      throw error;
    }
  });
};
