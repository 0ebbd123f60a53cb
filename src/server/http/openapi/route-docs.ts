import type { RouteOptions } from 'fastify';
import type { ZodType } from 'zod';

/** What the OpenAPI document says about a route beyond its zod schemas (http/openapi). */
export interface RouteDocs {
  summary?: string;
  description?: string;
  /** a body that is not JSON (the multipart upload): content type → schema */
  requestBody?: Record<string, ZodType>;
  /** answers that are not JSON (the HTML download): status → { description, content type → schema } */
  responses?: Record<number, { description: string; content: Record<string, ZodType> }>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    docs?: RouteDocs;
  }
}

/**
 * Every route Fastify registers, recorded as it is registered (an onRoute hook added before the modules): the
 * document is made from this table, so a route cannot exist without appearing in it.
 */
export type RecordedRoute = Pick<RouteOptions, 'method' | 'url' | 'schema' | 'config'>;
