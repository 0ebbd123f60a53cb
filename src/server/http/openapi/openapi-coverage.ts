import { documentedRoutes, openApiPath } from './build-openapi-document';
import type { RecordedRoute } from './route-docs';

interface Operation {
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  parameters?: { in: string; name: string }[];
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
export interface OpenApiDocument {
  paths?: Record<string, Record<string, Operation | undefined> | undefined>;
}

const paramsOf = (url: string) => [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);

/**
 * What the document fails to say about the registered API routes: a route missing from it, one with no success
 * answer, a success answer other than 204 without a schema, a body the route validates but the document omits,
 * a path parameter left undescribed. Empty when every route is documented from its schemas.
 */
export const undocumentedRoutes = (routes: RecordedRoute[], document: OpenApiDocument): string[] => {
  const problems: string[] = [];
  for (const { method, route } of documentedRoutes(routes)) {
    const name = `${method.toUpperCase()} ${route.url}`;
    const operation = document.paths?.[openApiPath(route.url)]?.[method];
    if (!operation) {
      problems.push(`${name}: not in the document`);
      continue;
    }
    const successes = Object.entries(operation.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
    if (successes.length === 0) problems.push(`${name}: no documented success answer (add a response schema)`);
    for (const [status, answer] of successes) {
      const schemas = Object.values(answer.content ?? {}).filter((c) => c.schema !== undefined);
      if (status !== '204' && schemas.length === 0) problems.push(`${name}: answer ${status} has no schema`);
    }
    const body = (route.schema as { body?: unknown } | undefined)?.body;
    if (body && !operation.requestBody?.content) problems.push(`${name}: its body schema is not documented`);
    for (const param of paramsOf(route.url))
      if (!operation.parameters?.some((p) => p.in === 'path' && p.name === param))
        problems.push(`${name}: path parameter ${param} is not documented`);
  }
  return problems;
};
