import { describeRule } from '../auth/access-rule';
import type { RouteInfo } from '../auth/route-inventory';
import { inputJsonSchema, type JsonSchema } from '../validation/json-schema';
import { MAX_ID } from '../validation/zod.pipe';

type Json = Record<string, unknown>;

const DESCRIPTION = `The HTTP API of Groundwork, the API the product's own screens use.

Sign in with \`POST /auth/login\` and send the token it answers as \`Authorization: Bearer <token>\`. Every row
belongs to the token's company: ids of another company's rows answer 404, as missing ones do.

Who may call each operation is its \`x-access\` (the permissions, \`x-permissions\`, are any-of), enforced by the
server whatever the screens show. Errors are \`{statusCode, message, errors?}\`; \`errors\` maps each refused field
to its message. Bodies and queries are validated with the same schemas shown here; unknown fields are dropped.`;

const errorResponse = (description: string): Json => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

const humanize = (handler: string) => {
  const name = handler.split('.').pop() ?? handler;
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The first path segment after /api (jobs, users...), or the top segment (auth, health). */
const tagOf = (path: string) => {
  const [first, second] = path.split('/').filter(Boolean);
  return (first === 'api' ? second : first) ?? 'other';
};

function parameters(route: RouteInfo): Json[] {
  const path = (route.path.match(/:[A-Za-z0-9_]+/g) ?? []).map((param) => {
    const name = param.slice(1);
    const isId = route.input.ids.includes(name);
    return { name, in: 'path', required: true, schema: isId ? { type: 'integer', minimum: 1, maximum: MAX_ID } : { type: 'string' } };
  });
  const query: JsonSchema = route.input.query ? inputJsonSchema(route.input.query) : {};
  const required = new Set(query.required ?? []);
  const fromQuery = Object.entries(query.properties ?? {}).map(([name, schema]) => ({ name, in: 'query', required: required.has(name), schema }));
  return [...path, ...fromQuery];
}

function requestBody(route: RouteInfo): Json | undefined {
  const { body, upload } = route.input;
  if (upload) {
    const columns = upload.columns ? ` Columns: ${upload.columns.join(', ')}.` : '';
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: [upload.field],
            properties: { [upload.field]: { type: 'string', contentMediaType: 'application/octet-stream', description: `${upload.description}${columns}` } },
          },
        },
      },
    };
  }
  if (!body) return undefined;
  return { required: true, content: { 'application/json': { schema: inputJsonSchema(body) } } };
}

function operation(route: RouteInfo): Json {
  const rule = route.rule;
  const open = rule?.kind === 'public';
  const access = describeRule(rule);
  const body = requestBody(route);
  const takesInput = body !== undefined || route.input.query !== undefined;
  const writes = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);
  return {
    operationId: route.handler.replace('.', '_'),
    summary: humanize(route.handler),
    description: `Access: ${access}.`,
    tags: [tagOf(route.path)],
    'x-access': access,
    ...(rule?.kind === 'anyOf' ? { 'x-permissions': [...rule.permissions], ...(rule.switcher ? { 'x-switcher': true } : {}) } : {}),
    security: open ? [] : [{ bearer: [] }],
    parameters: parameters(route),
    ...(body ? { requestBody: body } : {}),
    responses: {
      [route.successStatus]: { description: 'Success.' },
      ...(takesInput ? { 400: errorResponse('Invalid input: `errors` gives each refused field its message.') } : {}),
      ...(open ? {} : { 401: errorResponse('No valid session.'), 403: errorResponse('The role does not allow it (see x-access).') }),
      ...(route.input.ids.length > 0 ? { 404: errorResponse("No such row in the caller's company.") } : {}),
      ...(writes ? { 409: errorResponse('It conflicts with the current data (a duplicate, a record in use, a locked record).') } : {}),
      503: errorResponse('The database is not reachable at the moment; try again shortly.'),
    },
  };
}

/** The OpenAPI 3.1 document of these routes: paths, parameters and bodies from each route's declared schemas. */
export function openApiDocument(routes: readonly RouteInfo[], version: string): Json {
  const paths: Record<string, Json> = {};
  for (const route of routes) {
    const path = route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route) };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Groundwork API', version, description: DESCRIPTION },
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The token of POST /auth/login.' } },
      schemas: {
        Error: {
          type: 'object',
          required: ['statusCode', 'message'],
          properties: {
            statusCode: { type: 'integer' },
            message: { type: 'string' },
            errors: { type: 'object', additionalProperties: { type: 'string' }, description: 'A message per refused field.' },
          },
        },
      },
    },
  };
}
