import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PUBLIC_ROUTE } from '../../modules/auth/route-access';
import { buildOpenApiDocument } from './build-openapi-document';
import type { RecordedRoute } from './route-docs';

export const OPENAPI_PATH = '/api/openapi.json';

const OpenApiDocumentSchema = z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) });

/** Starts recording routes: call before any route is registered. */
export const recordRoutes = (app: FastifyInstance): RecordedRoute[] => {
  const routes: RecordedRoute[] = [];
  app.addHook('onRoute', (route) => {
    routes.push({ method: route.method, url: route.url, schema: route.schema, config: route.config });
  });
  return routes;
};

/** GET /api/openapi.json: built once, on first request, from the routes registered by then (all of them). */
export const registerOpenApiRoute = (app: FastifyInstance, routes: RecordedRoute[], appUrl: string): void => {
  let body: string | null = null;
  app.get(
    OPENAPI_PATH,
    {
      config: {
        ...PUBLIC_ROUTE,
        docs: {
          summary: 'This document',
          responses: {
            200: { description: 'The OpenAPI 3.1 document', content: { 'application/json': OpenApiDocumentSchema } },
          },
        },
      },
    },
    async (_request, reply) => {
      body ??= JSON.stringify(buildOpenApiDocument(routes, { serverUrl: new URL(appUrl).origin }));
      return reply.header('cache-control', 'public, max-age=300').type('application/json; charset=utf-8').send(body);
    },
  );
};
