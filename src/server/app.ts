import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { LIMITS } from '@/contracts/common';
import type { AppContext } from './context';
import { registerErrorHandling } from './errors';
import { registerNoStore } from './http/no-store';
import { recordRoutes, registerOpenApiRoute } from './http/openapi/openapi-route';
import { registerOriginCheck } from './http/origin-check';
import { databaseRateLimitStore } from './http/rate-limit-store';
import { createResponseSerializer } from './http/response-serializer';
import { fastifyTrustProxy } from './http/trust-proxy';
import { registerSpa } from './http/spa';
import { registerBearerAuth } from './modules/api-tokens/bearer-auth';
import { registerAuthHook } from './modules/auth/auth-hook';
import { registerRouteAccessCheck } from './modules/auth/route-access';
import { initModules, MODULES } from './modules/registry';

export interface BuildAppOptions {
  /** serve the built SPA from dist/web (off in API tests) */
  serveWeb?: boolean;
  /** sees every route Fastify registers, before any is added (the tests' own record of the route table) */
  onRoute?: (route: RouteOptions) => void;
}

/** Builds the HTTP app (plugins, modules, error + 404 handlers); server.ts only listens. */
export const buildApp = async (ctx: AppContext, options: BuildAppOptions = {}): Promise<FastifyInstance> => {
  const app = Fastify({
    loggerInstance: ctx.log,
    // behind a reverse proxy, rate limits and logs need the client's address (TRUST_PROXY)
    trustProxy: fastifyTrustProxy(ctx.config.trustProxy),
    bodyLimit: 1024 * 1024,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializer({ verify: ctx.config.nodeEnv === 'test' }));
  registerErrorHandling(app);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: ctx.config.secureCookies ? [] : null,
      },
    },
    // the SPA is same-origin; keep cross-origin isolation headers from breaking downloads and the SW
    crossOriginEmbedderPolicy: false,
    // HSTS only means something over https
    hsts: ctx.config.secureCookies,
  });
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    global: false,
    // counters in the database: one budget across API processes and restarts (http/rate-limit-store.ts)
    store: databaseRateLimitStore(ctx.db),
    errorResponseBuilder: () => ({
      statusCode: 429,
      message: 'Too many attempts. Please wait a minute and try again.',
    }),
  });
  await app.register(fastifyMultipart, {
    limits: { fileSize: LIMITS.maxUploadBytes, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });

  // before any route: the OpenAPI document is made from every route registered
  const routes = recordRoutes(app);
  registerOriginCheck(app, ctx.config);
  registerAuthHook(app, ctx);
  // personal API tokens (Authorization: Bearer pl_…) on the routes that accept them
  registerBearerAuth(app, ctx);
  // signed out → 401 before the body is read or validated (a route is protected unless it says it is public)
  registerRouteAccessCheck(app, ctx.config);
  registerNoStore(app);

  await initModules(ctx, { seed: true });
  for (const module of MODULES) if (module.routes) await app.register(module.routes, { ctx });
  registerOpenApiRoute(app, routes, ctx.config.appUrl);

  if (options.serveWeb) await registerSpa(app);
  return app as unknown as FastifyInstance;
};
