/**
 * fast-check arbitraries of hostile requests, derived from what a route declares it accepts (route.input: its body,
 * query and id schemas as JSON Schema, or its upload). Values start valid-ish (the schema's own types, lengths,
 * patterns and enums; ids of both test companies) and are mutated: wrong types, extremes, NUL and lone surrogates,
 * huge strings and numbers, impossible dates, prototype keys, nested junk.
 *
 *   fc.check(fc.asyncProperty(requestFor(route, { ids }), async (request) => ...), { seed, numRuns })
 */
import fc from 'fast-check';
import type { RouteInfo } from '../../src/platform/auth/route-inventory';
import { inputJsonSchema, type JsonSchema } from '../../src/platform/validation/json-schema';
import { multipart } from '../jobs/fixtures';

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** The raw body text, or undefined. */
  payload?: string;
}

export interface FuzzContext {
  /** Ids of rows of both companies (and ids that name nothing): what id fields and path ids are drawn from. */
  ids: readonly number[];
}

/** A request the route accepts (its access-table fixture on the caller's own rows): mutated one value at a time. */
export interface ValidRequest {
  params: readonly number[];
  body?: object;
}

/** A JSON value written as raw text (a number JSON.stringify cannot produce, nesting deeper than it would go). */
class Raw {
  constructor(readonly text: string) {}
}
const raw = (text: string) => new Raw(text);

/** JSON text of a value that may hold Raw parts. */
export function toJsonText(value: unknown): string {
  const parts: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (!(v instanceof Raw)) return v;
    parts.push(v.text);
    return `@@raw${parts.length - 1}@@`;
  });
  return (text ?? 'null').replace(/"@@raw(\d+)@@"/g, (_m, i: string) => parts[Number(i)]!);
}

/** An object holding the key `__proto__` (or `constructor.prototype`) as an own property, as JSON.parse makes it. */
const prototypeKeys = fc.constantFrom(
  JSON.parse('{"__proto__": {"isActive": false, "companyId": 1, "permissions": ["companies.all"]}}') as object,
  JSON.parse('{"constructor": {"prototype": {"companyId": 1}}}') as object,
  JSON.parse('{"__proto__": null, "toString": "x", "hasOwnProperty": 1, "valueOf": []}') as object,
);

const nested = (depth: number, open: string, close: string) => raw(open.repeat(depth) + close.repeat(depth));

/** Texts PostgreSQL or the rules must refuse or survive. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '\u0000', 'a\u0000b', 'Trench\u0000ing', '\uD800', 'x\uDFFFy', '\uDC00\uD800', '\uD83D', '%00', '\\u0000', '',
    ' ', '\t\n', "'; DROP TABLE job; --", '=HYPERLINK("http://x")', '<script>alert(1)</script>', '../../etc/passwd',
    '2025-02-30', '2025-02-29', '2024-13-01', '2025-00-10', '0000-01-01', '9999-12-31T24:00:00Z', '2025-06-31T07:00:00-05:00',
    '2025-01-01T07:00:00+99:99', '2025-01-01T25:61', '+275760-09-13T00:00:00Z', '1e309', '-1e309', 'NaN', 'Infinity', '-0',
    '0x1F', '99999999999999999999', '2147483648', '-2147483649', '1.5', 'true', 'null', '[]', '{}', '__proto__', 'constructor',
    'toString', 'Production', 'Time Record',
  ),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }).map((s) => `${s}\u0000`),
  fc.constantFrom('x'.repeat(70_000), '\u0000'.repeat(2_000), '\uD800'.repeat(2_000), 'é'.repeat(300)),
);

/** Numbers at and past every limit, and a few that JSON.stringify cannot write. */
const hostileNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    0, -1, 0.5, -0.000001, 2147483647, 2147483648, -2147483648, 2 ** 53 + 2, 1e21, 1e308, -1e308, 5e-324, 24.000001, 1e15,
    raw('1e400'), raw('-1e400'), raw('123456789012345678901234567890'), raw('-0'), raw('1E+2'),
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Whole values of the wrong kind: containers, deep nesting, prototype keys, anything. */
const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, [], {}, [null], { '': '' }, nested(10_000, '[', ']'), raw(`${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`)),
  prototypeKeys,
  fc.anything({ maxDepth: 3, maxKeys: 4, withNullPrototype: true, withBoxedValues: false }),
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof({ arbitrary: hostileText, weight: 3 }, { arbitrary: hostileNumber, weight: 2 }, { arbitrary: junk, weight: 1 });

const typesOf = (s: JsonSchema): string[] => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);

/** A value the schema accepts, roughly (refinements aside): its types, bounds, patterns and enums; ids from the pool. */
export function validish(schema: JsonSchema, context: FuzzContext, depth = 0): fc.Arbitrary<unknown> {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((s) => validish(s, context, depth)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const types = typesOf(schema);
  if (types.length > 1) return fc.oneof(...types.map((type) => validish({ ...schema, type }, context, depth)));
  switch (types[0]) {
    case 'string':
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).map((s) => s.slice(0, schema.maxLength ?? 1000));
      if (schema.format === 'email') return fc.emailAddress();
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) });
    case 'integer':
      return schema.exclusiveMinimum === 0 || schema.minimum === 1
        ? fc.oneof(fc.constantFrom(...context.ids), fc.integer({ min: 1, max: 2147483647 }))
        : fc.integer({ min: schema.minimum ?? -1000, max: Math.min(schema.maximum ?? 100_000, 100_000) });
    case 'number':
      return fc.oneof(fc.integer({ min: 0, max: 1000 }), fc.double({ min: -1e6, max: 1e6, noNaN: true }));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return depth > 3 ? fc.constant([]) : fc.array(validish(schema.items ?? {}, context, depth + 1), { maxLength: 3 });
    case 'object': {
      const properties = schema.properties ?? {};
      const record = Object.fromEntries(Object.entries(properties).map(([key, s]) => [key, validish(s, context, depth + 1)]));
      return fc.record(record, { requiredKeys: schema.required?.filter((k) => k in properties) ?? [] });
    }
    default:
      return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.boolean(), fc.constant(null));
  }
}

/** Mostly valid-ish, with hostile values at any depth: each field is replaced now and then, containers too. */
export function hostile(schema: JsonSchema, context: FuzzContext, depth = 0): fc.Arbitrary<unknown> {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((s) => hostile(s, context, depth)));
  const types = typesOf(schema);
  if (types.includes('object') && schema.properties && depth < 4) {
    const properties = schema.properties;
    const field = (s: JsonSchema) => fc.oneof({ arbitrary: validish(s, context, depth + 1), weight: 4 }, { arbitrary: hostile(s, context, depth + 1), weight: 1 });
    const record = fc.record(
      Object.fromEntries(Object.entries(properties).map(([key, s]) => [key, field(s)])),
      { requiredKeys: schema.required?.filter((k) => k in properties) ?? [] },
    );
    return fc.oneof(
      { arbitrary: record, weight: 6 },
      { arbitrary: fc.tuple(record, prototypeKeys).map(([value, keys]) => ({ ...value, ...keys })), weight: 1 },
      { arbitrary: fc.tuple(record, fc.dictionary(fc.string({ maxLength: 8 }), hostileValue, { maxKeys: 3 })).map(([value, extra]) => ({ ...extra, ...value })), weight: 1 },
      { arbitrary: junk, weight: 1 },
    );
  }
  if (types.includes('array') && depth < 4) {
    return fc.oneof(
      fc.array(hostile(schema.items ?? {}, context, depth + 1), { maxLength: 3 }),
      fc.array(validish(schema.items ?? {}, context, depth + 1), { minLength: 300, maxLength: 600 }),
      junk,
    );
  }
  return fc.oneof({ arbitrary: hostileValue, weight: 3 }, { arbitrary: junk, weight: 1 });
}

/** The paths of every value in a JSON body ('a', 'lines.0.hours'), containers included. */
function valuePaths(value: unknown, prefix: string[] = []): string[][] {
  if (!value || typeof value !== 'object') return [prefix];
  const children = Object.entries(value).flatMap(([key, child]) => valuePaths(child, [...prefix, key]));
  return prefix.length > 0 ? [prefix, ...children] : children;
}

/** A copy of `value` with the value at `path` replaced. */
function replaced(value: unknown, path: readonly string[], next: unknown): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path as [string, ...string[]];
  const copy: Record<string, unknown> = Array.isArray(value) ? [...value] as unknown as Record<string, unknown> : { ...(value as object) };
  copy[head] = replaced(copy[head], rest, next);
  return copy;
}

/** A valid body with one of its values (or one added key) made hostile: the request gets past everything else. */
function mutatedBody(body: object): fc.Arbitrary<unknown> {
  const paths = [...valuePaths(body), ['unknownField']];
  return fc.tuple(fc.constantFrom(...paths), hostileValue).map(([path, value]) => replaced(body, path, value));
}

/** UTF-16 text as a URL component, lone surrogates included (as the bytes a broken client would send). */
export function encodeComponent(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) out += `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
    else out += encodeURIComponent(ch);
  }
  return out;
}

/** A query string of these values: arrays repeat the key, objects and other values are written as text. */
function queryString(values: Record<string, unknown>): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(values)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      const text = typeof v === 'string' ? v : v instanceof Raw ? v.text : toJsonText(v);
      pairs.push(`${encodeComponent(key)}=${encodeComponent(text)}`);
    }
  }
  return pairs.length ? `?${pairs.join('&')}` : '';
}

/** Path ids: rows of both companies, ids that name nothing, and text that is no id at all. */
function pathId(context: FuzzContext): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...context.ids).map(String), weight: 4 },
    { arbitrary: fc.constantFrom('0', '-1', '1.5', '1e3', '2147483648', '99999999999999999999', 'abc', '__proto__', 'constructor', ' 1', '1 ', '0x10', '%00', 'null'), weight: 2 },
    { arbitrary: hostileText.filter((s) => s.length > 0 && s.length < 200 && !s.includes("/")), weight: 2 },
  );
}

/** A multipart body with one file: a CSV of the declared columns whose cells are hostile. */
function uploadBody(route: RouteInfo): fc.Arbitrary<{ payload: string; contentType: string }> {
  const upload = route.input.upload!;
  const columns = upload.columns ?? ['value'];
  const cell = fc.oneof(hostileText.filter((s) => s.length < 5_000), fc.constantFrom('Yes', 'No', '12', 'm'));
  const csvCell = (s: string) => `"${s.replace(/"/g, '""')}"`;
  return fc.record({
    field: fc.oneof({ arbitrary: fc.constant(upload.field), weight: 5 }, { arbitrary: fc.constantFrom('file', '', '__proto__'), weight: 1 }),
    fileName: fc.constantFrom('codes.csv', 'codes.xlsx', 'codes.txt', 'c\u0000des.csv', '\uD800.csv', '../codes.csv'),
    rows: fc.array(fc.array(cell, { minLength: columns.length, maxLength: columns.length }), { minLength: 0, maxLength: 3 }),
  }).map(({ field, fileName, rows }) => {
    const csv = [columns.map(csvCell).join(','), ...rows.map((r) => r.map(csvCell).join(','))].join('\r\n');
    const { payload, headers } = multipart(field, fileName, csv, 'text/csv');
    return { payload: payload.toString('utf8'), contentType: headers['content-type'] };
  });
}

const writes = new Set(['POST', 'PUT', 'PATCH']);

/**
 * Hostile requests to this route (without the caller's token): its path ids, its query and its body or upload.
 * With `valid` (a request the route accepts), half the requests are that request with one value made hostile.
 */
export function requestFor(route: RouteInfo, context: FuzzContext, valid?: ValidRequest): fc.Arbitrary<FuzzRequest> {
  const params = route.path.match(/:[A-Za-z0-9_]+/g) ?? [];
  const ids = fc.tuple(...params.map(() => pathId(context)));
  const path = (valid ? fc.oneof(fc.constant(valid.params.map(String)), ids) : ids).map((values) => {
    let i = 0;
    return route.path.replace(/:[A-Za-z0-9_]+/g, () => encodeComponent(values[i++]!));
  });
  const querySchema: JsonSchema = route.input.query ? inputJsonSchema(route.input.query) : { type: 'object', properties: {} };
  const query = fc.oneof(
    { arbitrary: hostile(querySchema, context).map((v) => (v && typeof v === 'object' && !Array.isArray(v) ? v : { q: v })), weight: 3 },
    { arbitrary: fc.dictionary(fc.constantFrom(...Object.keys(querySchema.properties ?? {}), 'id', '__proto__', 'x'), fc.array(hostileText, { minLength: 1, maxLength: 2 })), weight: 1 },
  ).map((values) => queryString(values as Record<string, unknown>));
  let body: fc.Arbitrary<{ payload?: string; contentType?: string }>;
  if (route.input.upload) {
    body = fc.oneof({ arbitrary: uploadBody(route), weight: 4 }, { arbitrary: hostileValue.map((v) => ({ payload: toJsonText(v), contentType: 'application/json' })), weight: 1 });
  } else if (writes.has(route.method)) {
    const schema: JsonSchema = route.input.body ? inputJsonSchema(route.input.body) : {};
    const fromSchema = fc.oneof({ arbitrary: validish(schema, context), weight: 1 }, { arbitrary: hostile(schema, context), weight: 4 });
    body = fc.tuple(
      valid?.body ? fc.oneof({ arbitrary: mutatedBody(valid.body), weight: 1 }, { arbitrary: fromSchema, weight: 1 }) : fromSchema,
      fc.constantFrom('application/json', 'application/json', 'application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded'),
    ).map(([value, contentType]) => ({ payload: toJsonText(value), contentType }));
  } else {
    body = fc.constant({});
  }
  return fc.tuple(path, query, body).map(([p, q, b]) => ({
    method: route.method,
    url: `${p}${q}`,
    headers: (b.contentType ? { 'content-type': b.contentType } : {}) as Record<string, string>,
    ...(b.payload !== undefined ? { payload: b.payload } : {}),
  }));
}
