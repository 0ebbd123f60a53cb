import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { AppError } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Paths verified by a provider's signature instead (they are called server-to-server, without an Origin). */
export const SIGNATURE_VERIFIED_PATHS = ['/api/stripe/webhook', '/api/sms/status'];

/** The one origin the app is served from (APP_URL's): the only Origin a mutation may carry. */
export const appOrigin = (config: Pick<Config, 'appUrl'>): string => new URL(config.appUrl).origin;

/**
 * CSRF defence for cookie sessions: a mutating request that carries a foreign Origin (or is marked cross-site by
 * the browser) is refused. Requests with no Origin at all come from non-browser clients, which carry no ambient
 * cookie risk. Only APP_URL's origin is ours: never one made from the Host header, which whoever sends the request
 * writes (a DNS-rebound name, a proxy passing Host through, a second name of the server).
 */
export const registerOriginCheck = (app: FastifyInstance, config: Config): void => {
  const allowed = appOrigin(config);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    // the matched route, not the raw URL: '/%61pi/…' reaches an /api route too
    const route = request.routeOptions.url ?? request.url;
    if (SIGNATURE_VERIFIED_PATHS.includes(route)) return;
    // a bearer credential without any cookie: nothing ambient for a foreign page to ride on (a browser cannot add an
    // Authorization header cross-site without a CORS preflight, which nothing here answers); the token is checked
    // by the bearer hook. A request that carries a cookie keeps the check, whatever else it carries.
    if (request.headers.authorization?.startsWith('Bearer ') && request.headers.cookie === undefined) return;
    const origin = request.headers.origin;
    if (origin) {
      if (origin !== allowed) throw new AppError('forbidden', 'Cross-site request refused.');
      return;
    }
    if (request.headers['sec-fetch-site'] === 'cross-site')
      throw new AppError('forbidden', 'Cross-site request refused.');
  });
};
