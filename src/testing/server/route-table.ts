import type { RouteOptions } from 'fastify';

// The app's route table as the sweeps see it: every route Fastify registered (recorded by an onRoute hook), so a
// route added later is swept without anyone remembering to list it.

export interface SweptRoute {
  method: string;
  url: string;
  /** path parameters in order (':id', ':reportId' → ['id', 'reportId']) */
  params: string[];
  /** body fields that name one of our rows (reportId, deficiencyId, …), read from the route's zod body schema */
  bodyIds: string[];
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const isMutating = (route: Pick<SweptRoute, 'method'>) => MUTATING.has(route.method);

const paramsOf = (url: string): string[] => [...url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);

/** Keys of a zod object schema that end in Id/Ids (a reference to a row someone owns). */
const idKeysOf = (schema: unknown): string[] => {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape).filter((key) => /Ids?$/.test(key)) : [];
};

/** One entry per method (a route declared for several methods, and Fastify's implicit HEAD, are split/dropped). */
export const toSweptRoutes = (options: RouteOptions[]): SweptRoute[] => {
  const routes: SweptRoute[] = [];
  for (const option of options) {
    const methods = Array.isArray(option.method) ? option.method : [option.method];
    for (const method of methods) {
      if (method === 'HEAD' || option.url === '*' || option.url.endsWith('/*')) continue;
      routes.push({
        method,
        url: option.url,
        params: paramsOf(option.url),
        bodyIds: idKeysOf((option.schema as { body?: unknown } | undefined)?.body),
      });
    }
  }
  return routes.sort((a, b) => `${a.url} ${a.method}`.localeCompare(`${b.url} ${b.method}`));
};

/** Fills a route's path parameters: `fill(name, segmentBefore)` names the value for each. */
export const fillPath = (route: SweptRoute, fill: (param: string, resource: string) => string | number): string =>
  route.url.replace(/\/([^/]+)\/:([A-Za-z]+)/g, (_match, resource: string, param: string) => {
    const value = fill(param, resource);
    return `/${resource}/${encodeURIComponent(String(value))}`;
  });

/** Counts the (method, path) pairs in `app.printRoutes()` output, HEAD excluded: a cross-check of the recorder. */
export const countPrintedRoutes = (printed: string): number => {
  let count = 0;
  for (const match of printed.matchAll(/\(([A-Z, ]+)\)/g)) {
    count += match[1]!.split(',').filter((m) => m.trim() !== 'HEAD').length;
  }
  return count;
};
