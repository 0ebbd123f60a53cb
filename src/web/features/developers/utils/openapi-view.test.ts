import { describe, expect, it } from 'vitest';
import { type OpenApiDocument, tokenOperations } from './openapi-view';

// The shapes zod-openapi writes: refs to components, nullable as anyOf, enums, binary uploads.
const doc: OpenApiDocument = {
  components: {
    schemas: {
      Error: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] },
    },
  },
  paths: {
    '/api/reports/upload': {
      post: {
        summary: 'Upload a report',
        'x-api-token': true,
        requestBody: {
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                properties: { file: { type: 'string', format: 'binary' } },
                required: ['file'],
              },
            },
          },
        },
        responses: {
          '201': {
            content: {
              'application/json': {
                schema: { type: 'object', properties: { reportId: { type: 'integer' } }, required: ['reportId'] },
              },
            },
          },
          default: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
        },
      },
    },
    '/api/reports/{id}/status': {
      get: {
        'x-api-token': true,
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
        responses: {
          '200': {
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    status: { type: 'string', enum: ['processing', 'completed'] },
                    failureReason: { anyOf: [{ type: 'string' }, { type: 'null' }] },
                  },
                },
              },
            },
          },
        },
      },
    },
    '/api/tokens': { get: { summary: 'Your tokens', responses: {} } },
  },
};

describe('tokenOperations', () => {
  it('lists only the operations marked for tokens, with their fields', () => {
    const operations = tokenOperations(doc);
    expect(operations.map((op) => `${op.method} ${op.path}`)).toEqual([
      'POST /api/reports/upload',
      'GET /api/reports/{id}/status',
    ]);
    expect(operations[0]!.body).toEqual({
      contentType: 'multipart/form-data',
      fields: [{ name: 'file', type: 'file', required: true }],
    });
    expect(operations[0]!.answer).toEqual({
      status: '201',
      contentType: 'application/json',
      fields: [{ name: 'reportId', type: 'integer', required: true }],
      type: null,
    });
    expect(operations[1]!.summary).toBe('GET /api/reports/{id}/status');
    expect(operations[1]!.params).toEqual([{ name: 'id', type: 'integer', required: true }]);
    expect(operations[1]!.answer!.fields).toEqual([
      { name: 'status', type: '"processing" | "completed"', required: false },
      { name: 'failureReason', type: 'string | null', required: false },
    ]);
  });
});
