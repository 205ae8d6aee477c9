import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { PLATFORM_MESSAGES, ValidationFailed } from '../errors/domain-errors';

/** A NUL character, or half of a surrogate pair: text PostgreSQL refuses (NUL) or the driver silently mangles. */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isStorableText = (text: string): boolean => !UNSTORABLE.test(text);

/**
 * The paths ('name', 'productionEquipments.0.notes'; '' for the value itself) of every string, or object key, in
 * `value` that cannot be stored. Walks without recursion, so nesting of any depth is fine.
 */
export function unstorableTextPaths(value: unknown, root = ''): string[] {
  const found: string[] = [];
  const stack: Array<[unknown, string]> = [[value, root]];
  while (stack.length > 0) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (!isStorableText(v)) found.push(path);
    } else if (v && typeof v === 'object') {
      for (const [key, child] of Object.entries(v)) {
        const childPath = path ? `${path}.${key}` : key;
        if (!isStorableText(key)) found.push(childPath);
        else stack.push([child, childPath]);
      }
    }
  }
  return found;
}

/** 400 with the message on each field holding text that cannot be stored. */
export function refuseUnstorableText(paths: readonly string[]): void {
  if (paths.length === 0) return;
  throw new ValidationFailed(Object.fromEntries(paths.map((path) => [path, PLATFORM_MESSAGES.unstorableText])));
}

/**
 * Every route, after the access guard and before its pipes: a NUL character or a lone surrogate anywhere in the path
 * parameters, the query or the JSON body answers 400 with a message on that field, and nothing is changed. One rule for
 * all routes, new ones included, instead of one per schema (the database would refuse NUL with an error the user did
 * not cause). A guard, not an interceptor (why: platform.module.ts).
 */
@Injectable()
export class StorableTextGuard implements CanActivate {
  canActivate(context: ExecutionContext): true {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    refuseUnstorableText([request.params, request.query, request.body].flatMap((part) => unstorableTextPaths(part)));
    return true;
  }
}
