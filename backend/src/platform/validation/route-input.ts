import type { z } from 'zod';

/**
 * What a route accepts, declared by the decorators that read it (zod.pipe.ts: `@ZodBody`, `@BodyOf`, `@ZodQuery`,
 * `@IdParam`; `@Upload` for a multipart file). The route inventory (platform/auth/route-inventory.ts) hands it out
 * with each route, so the OpenAPI document and the fuzz test cover every route, new ones included, with the schemas
 * the route itself validates with.
 */
export interface RouteInput {
  body?: z.ZodType;
  query?: z.ZodType;
  /** Path parameters read as ids (`@IdParam`). */
  ids: string[];
  upload?: UploadDeclaration;
}

/** A multipart upload of one file. */
export interface UploadDeclaration {
  field: string;
  description: string;
  /** The spreadsheet's column headers, when the file is a table. */
  columns?: readonly string[];
}

const ROUTE_INPUT_KEY = 'groundwork:input';

/** Adds to the declaration of the handler `target[key]` (decorators of one handler each add their part). */
export function declareInput(target: object, key: string | symbol | undefined, part: Partial<RouteInput>): void {
  if (key === undefined) throw new Error('Input declarations belong on a route handler');
  const handler = (target as Record<string | symbol, unknown>)[key] as object;
  const current = readInput(handler);
  Reflect.defineMetadata(ROUTE_INPUT_KEY, { ...current, ...part, ids: [...current.ids, ...(part.ids ?? [])] }, handler);
}

/** The declaration of a route handler (nothing declared: no body, no query, no ids). */
export function readInput(handler: object): RouteInput {
  return (Reflect.getMetadata(ROUTE_INPUT_KEY, handler) as RouteInput | undefined) ?? { ids: [] };
}

/** `@Upload({ field, description, columns })` on a handler that reads one multipart file itself. */
export const Upload = (upload: UploadDeclaration): MethodDecorator => (target, key) => declareInput(target, key, { upload });
