import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createResponseSerializer } from './response-serializer';

const compile = (schema: z.ZodType, verify = false) =>
  createResponseSerializer({ verify })({ schema, method: 'GET', url: '/api/things', httpStatus: '200' });

const Thing = z.object({
  id: z.number().int(),
  name: z.string(),
  tags: z.array(z.string()),
  counts: z.record(z.string(), z.number().int()),
  note: z.string().nullable(),
});

describe('createResponseSerializer', () => {
  it('sends only the declared fields, at every depth', () => {
    const serialize = compile(z.array(Thing));
    const body = serialize([
      { id: 1, name: 'a', tags: ['x'], counts: { roofer: 2 }, note: null, passwordHash: 'secret' },
    ]) as string;
    expect(JSON.parse(body)).toEqual([{ id: 1, name: 'a', tags: ['x'], counts: { roofer: 2 }, note: null }]);
    expect(body).not.toContain('secret');
  });

  it('refuses a response that does not match its schema with the type provider’s serialization error', () => {
    const serialize = compile(Thing);
    let thrown: unknown;
    try {
      serialize({ id: 'one', name: 'a', tags: [], counts: {}, note: null });
    } catch (error) {
      thrown = error;
    }
    expect(isResponseSerializationError(thrown)).toBe(true);
  });

  it('gives what encoding gives for plain-data schemas, and in verify mode catches a schema where they differ', () => {
    const value = { id: 2, name: 'b', tags: [], counts: {}, note: 'n' };
    expect(compile(Thing, true)(value)).toBe(JSON.stringify(value));
    // a default fills the field when parsing but not when encoding: not a plain-data response schema
    const withDefault = z.object({ id: z.number(), label: z.string().default('none') });
    expect(() => compile(withDefault, true)({ id: 3 })).toThrow(/parsing and encoding/);
    expect(compile(withDefault, false)({ id: 3 })).toBe('{"id":3,"label":"none"}');
  });
});
