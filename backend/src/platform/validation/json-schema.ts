import { z } from 'zod';

/** The subset of JSON Schema (draft 2020-12) that zod emits for the project's schemas. */
export interface JsonSchema {
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
  description?: string;
  [key: string]: unknown;
}

const cache = new WeakMap<z.ZodType, JsonSchema>();

/**
 * What a request may send, as JSON Schema: zod's own conversion of the schema's input side (what the route accepts
 * before its transforms), without the `$schema` line. Parts JSON Schema cannot express (a refinement) are left
 * open. One conversion for the OpenAPI document and the fuzz test.
 */
export function inputJsonSchema(schema: z.ZodType): JsonSchema {
  let converted = cache.get(schema);
  if (!converted) {
    const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
    converted = rest;
    cache.set(schema, converted);
  }
  return converted;
}
