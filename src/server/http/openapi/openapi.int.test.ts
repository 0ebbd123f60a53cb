import type { RouteOptions } from 'fastify';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '@/testing/server/test-app';
import { type OpenApiDocument, undocumentedRoutes } from './openapi-coverage';

// Fastify's own route table, recorded independently of the app's recorder (the sweeps' technique,
// security/route-sweeps.int.test.ts): the document must describe every route this sees.
const recorded: RouteOptions[] = [];

type Operation = {
  security?: Record<string, string[]>[];
  'x-api-token'?: boolean;
  requestBody?: { content: Record<string, unknown> };
};

describe('OpenAPI document', () => {
  let t: TestApp;
  let document: OpenApiDocument & { openapi: string; paths: Record<string, Record<string, Operation>> };

  beforeAll(async () => {
    t = await createTestApp({}, { onRoute: (route) => recorded.push(route) });
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    document = response.json();
  });
  afterAll(() => t.close());

  it('is a valid OpenAPI 3.1 document (validator package)', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(
      structuredClone(document) as unknown as Parameters<Validator['validate']>[0],
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents every registered API route with its schemas', () => {
    const apiRoutes = recorded.filter((r) => r.url.startsWith('/api/'));
    expect(apiRoutes.length).toBeGreaterThan(40);
    expect(undocumentedRoutes(recorded, document)).toEqual([]);
  });

  it('fails for a route registered without a response schema', () => {
    const undocumented = [
      ...recorded,
      { method: 'POST', url: '/api/reports/:id/new-thing', schema: { body: z.object({ x: z.number() }) }, config: {} },
    ] as RouteOptions[];
    expect(undocumentedRoutes(undocumented, document)).toEqual([
      'POST /api/reports/:id/new-thing: not in the document',
    ]);
    // a documented route that lost its answer's schema
    const analysis = structuredClone(document);
    delete (analysis.paths['/api/reports/{id}/analysis']!.get as { responses: Record<string, unknown> }).responses[
      '200'
    ];
    expect(undocumentedRoutes(recorded, analysis)).toEqual([
      'GET /api/reports/:id/analysis: no documented success answer (add a response schema)',
    ]);
  });

  it('marks the operations personal API tokens may call, and only those', () => {
    const tokenOps = Object.entries(document.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op['x-api-token'])
        .map(([method, op]) => {
          expect(op.security).toContainEqual({ apiToken: [] });
          return `${method.toUpperCase()} ${path}`;
        }),
    );
    expect(tokenOps.sort()).toEqual(
      [
        'GET /api/reports',
        'POST /api/reports/upload',
        'GET /api/reports/{id}/status',
        'GET /api/reports/{id}/analysis',
        'GET /api/reports/{id}/contractors',
        'GET /api/reports/{id}/download',
        'POST /api/reports/{id}/retry',
        'PATCH /api/deficiencies/{id}',
        'PUT /api/deficiencies/{id}/quantity',
        'PUT /api/deficiencies/{id}/note',
        'DELETE /api/deficiencies/{id}',
        'PATCH /api/reports/{id}/property',
        'POST /api/reports/{id}/deficiencies',
        'GET /api/reports/{id}/repair-requests',
        'POST /api/reports/{id}/repair-requests',
        'GET /api/repair-requests/{id}',
        'PUT /api/repair-requests/{id}',
        'DELETE /api/repair-requests/{id}',
      ].sort(),
    );
    expect(document.paths['/api/reports/upload']!.post!.requestBody!.content).toHaveProperty('multipart/form-data');
    expect(document.paths['/api/admin/stats']?.get?.security).toEqual([{ session: [] }, { adminToken: [] }]);
  });
});
