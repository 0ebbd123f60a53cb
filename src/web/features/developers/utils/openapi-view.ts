// Reads the parts of our OpenAPI document the /developers page shows: the operations an API token may call, with
// the fields of their parameters, bodies and answers (one level deep; the full schemas are in the JSON).

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  format?: string;
  description?: string;
};
interface Operation {
  summary?: string;
  description?: string;
  'x-api-token'?: boolean;
  parameters?: { name: string; in: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: Schema }> }>;
}
export interface OpenApiDocument {
  info?: { title?: string; description?: string; version?: string };
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

export interface Field {
  name: string;
  type: string;
  required: boolean;
}
export interface OperationView {
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string | null;
  params: Field[];
  body: { contentType: string; fields: Field[] } | null;
  answer: { status: string; contentType: string | null; fields: Field[]; type: string | null } | null;
}

const resolve = (doc: OpenApiDocument, schema: Schema | undefined): Schema | undefined => {
  if (!schema?.$ref) return schema;
  const name = schema.$ref.split('/').pop()!;
  return doc.components?.schemas?.[name];
};

/** A short type: 'string', 'integer | null', 'array of object', "'completed' | 'failed'". */
export const typeOf = (doc: OpenApiDocument, raw: Schema | undefined): string => {
  const schema = resolve(doc, raw);
  if (!schema) return 'any';
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return [...new Set(alternatives.map((s) => typeOf(doc, s)))].join(' | ');
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return (
    types
      .map((t) => (t === 'array' ? `array of ${typeOf(doc, schema.items)}` : schema.format === 'binary' ? 'file' : t))
      .join(' | ') || 'object'
  );
};

const fieldsOf = (doc: OpenApiDocument, raw: Schema | undefined): Field[] => {
  const schema = resolve(doc, raw);
  const required = new Set(schema?.required ?? []);
  return Object.entries(schema?.properties ?? {}).map(([name, property]) => ({
    name,
    type: typeOf(doc, property),
    required: required.has(name),
  }));
};

/** The operations personal API tokens may call, in the document's order. */
export const tokenOperations = (doc: OpenApiDocument): OperationView[] =>
  Object.entries(doc.paths ?? {}).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, op]) => op['x-api-token'])
      .map(([method, op]) => {
        const [contentType, body] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
        const [status, success] =
          Object.entries(op.responses ?? {}).find(([code]) => /^2\d\d$/.test(code)) ?? ([] as never[]);
        const [answerType, answer] = Object.entries(success?.content ?? {})[0] ?? [];
        const answerSchema = resolve(doc, answer?.schema);
        return {
          id: `${method}-${path}`,
          method: method.toUpperCase(),
          path,
          summary: op.summary ?? `${method.toUpperCase()} ${path}`,
          description: op.description ?? null,
          params: (op.parameters ?? []).map((p) => ({
            name: p.in === 'query' ? `?${p.name}` : p.name,
            type: typeOf(doc, p.schema),
            required: p.required ?? false,
          })),
          body: contentType ? { contentType, fields: fieldsOf(doc, body?.schema) } : null,
          answer: status
            ? {
                status,
                contentType: answerType ?? null,
                fields: fieldsOf(doc, answerSchema),
                type: answerSchema?.properties ? null : answer ? typeOf(doc, answerSchema) : null,
              }
            : null,
        };
      }),
  );
