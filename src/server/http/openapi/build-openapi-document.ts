import { z, type ZodType } from 'zod';
import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';
import { ErrorBodySchema } from '@/contracts/common';
import { routeAccess } from '../../modules/auth/route-access';
import type { RecordedRoute } from './route-docs';

/** the wire contract's version (API.md), not the app's release */
export const API_VERSION = '1.0.0';

const ErrorSchema = ErrorBodySchema.meta({ id: 'Error', description: 'Every non-2xx answer' });
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
type Method = (typeof METHODS)[number];

/** '/api/reports/:id' → '/api/reports/{id}' */
export const openApiPath = (url: string): string => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** The routes the document describes: the API's, one entry per method (Fastify's implicit HEAD left out). */
export const documentedRoutes = (routes: RecordedRoute[]): { method: Method; route: RecordedRoute }[] =>
  routes.flatMap((route) => {
    if (!route.url.startsWith('/api/')) return [];
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).map((m) => m.toLowerCase());
    return methods
      .filter((m): m is Method => (METHODS as readonly string[]).includes(m))
      .map((method) => ({ method, route }));
  });

const isZod = (value: unknown): value is ZodType => value instanceof z.ZodType;

const securityOf = (route: RecordedRoute): Record<string, string[]>[] => {
  const access = routeAccess(route.url, route.config?.access);
  if (access === 'public') return [];
  if (access === 'admin') return [{ session: [] }, { adminToken: [] }];
  return route.config?.apiToken ? [{ apiToken: [] }, { session: [] }] : [{ session: [] }];
};

const responsesOf = (route: RecordedRoute): ZodOpenApiResponsesObject => {
  const responses: ZodOpenApiResponsesObject = {};
  const declared = (route.schema?.response ?? {}) as Record<string, unknown>;
  for (const [status, schema] of Object.entries(declared)) {
    if (!isZod(schema)) continue;
    responses[status as '200'] =
      schema instanceof z.ZodNull
        ? { description: 'No content' }
        : { description: 'Success', content: { 'application/json': { schema } } };
  }
  for (const [status, answer] of Object.entries(route.config?.docs?.responses ?? {})) {
    responses[status as '200'] = {
      description: answer.description,
      content: Object.fromEntries(Object.entries(answer.content).map(([type, schema]) => [type, { schema }])),
    };
  }
  responses.default = { description: 'An error', content: { 'application/json': { schema: ErrorSchema } } };
  return responses;
};

const operationOf = (method: Method, route: RecordedRoute): ZodOpenApiOperationObject => {
  const schema = (route.schema ?? {}) as { params?: unknown; querystring?: unknown; body?: unknown };
  const docs = route.config?.docs;
  const operation: ZodOpenApiOperationObject = {
    operationId: `${method}${openApiPath(route.url).replace(/[^A-Za-z0-9]+(.)?/g, (_m, c?: string) => (c ?? '').toUpperCase())}`,
    summary: docs?.summary ?? `${method.toUpperCase()} ${route.url}`,
    ...(docs?.description ? { description: docs.description } : {}),
    tags: [route.url.split('/')[2] ?? 'api'],
    security: securityOf(route),
    responses: responsesOf(route),
  };
  const params = schema.params instanceof z.ZodObject ? schema.params : undefined;
  const query = schema.querystring instanceof z.ZodObject ? schema.querystring : undefined;
  if (params || query) operation.requestParams = { ...(params ? { path: params } : {}), ...(query ? { query } : {}) };
  if (isZod(schema.body)) operation.requestBody = { content: { 'application/json': { schema: schema.body } } };
  else if (docs?.requestBody)
    operation.requestBody = {
      content: Object.fromEntries(Object.entries(docs.requestBody).map(([type, body]) => [type, { schema: body }])),
    };
  if (route.config?.apiToken) operation['x-api-token'] = true;
  return operation;
};

/** The OpenAPI 3.1 document of every API route, made by zod-openapi from the routes' own zod schemas. */
export const buildOpenApiDocument = (routes: RecordedRoute[], info: { serverUrl: string }) => {
  const paths: ZodOpenApiPathsObject = {};
  for (const { method, route } of documentedRoutes(routes)) {
    const path = openApiPath(route.url);
    paths[path] = { ...paths[path], [method]: operationOf(method, route) };
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Punchlist API',
      version: API_VERSION,
      description:
        'Upload a home inspection report, poll its analysis, and read every deficiency with costs and contractors. ' +
        'Authenticate with a personal API token (Settings → API tokens): `Authorization: Bearer pl_…`. Operations ' +
        'marked `x-api-token` accept it; the others need a signed-in browser session.',
    },
    servers: [{ url: info.serverUrl }],
    components: {
      securitySchemes: {
        apiToken: { type: 'http', scheme: 'bearer', description: 'A personal API token (pl_…)' },
        session: { type: 'apiKey', in: 'cookie', name: 'punchlist_session' },
        adminToken: { type: 'http', scheme: 'bearer', description: 'ADMIN_API_TOKEN (server automation)' },
      },
    },
    paths,
  });
};
