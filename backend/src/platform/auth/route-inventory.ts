import { RequestMethod, type INestApplication } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { readInput, type RouteInput } from '../validation/route-input';
import { ACCESS_KEY, type AccessRule } from './access.decorator';

export interface RouteInfo {
  method: string;
  /** As registered, with :params, e.g. /api/companies/:id */
  path: string;
  /** The declaration the guard will enforce (handler first, then controller); undefined = undeclared. */
  rule: AccessRule | undefined;
  handler: string;
  /** What the route accepts: its body, query and id schemas as its decorators declare them (validation/route-input.ts). */
  input: RouteInput;
  /** The status of a success (@HttpCode, else Nest's default: 201 for POST, 200 otherwise). */
  successStatus: number;
}

const asList = (value: unknown): string[] => (Array.isArray(value) ? value : [value ?? '']).map(String);

function join(...parts: string[]): string {
  const path = parts.map((p) => p.replace(/^\/+|\/+$/g, '')).filter(Boolean).join('/');
  return `/${path}`;
}

/** Every route of every controller in the application, read from Nest's metadata (what the router registers). */
export function listRoutes(app: INestApplication): RouteInfo[] {
  return listRoutesOf(app.get(ModulesContainer));
}

/** The same, from the modules container (a provider can inject it). */
export function listRoutesOf(modules: ModulesContainer): RouteInfo[] {
  const routes: RouteInfo[] = [];
  const seen = new Set<unknown>();
  for (const module of modules.values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!controller || seen.has(controller)) continue;
      seen.add(controller);
      const controllerPaths = asList(Reflect.getMetadata(PATH_METADATA, controller));
      const controllerRule = Reflect.getMetadata(ACCESS_KEY, controller) as AccessRule | undefined;
      const proto = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(proto)) {
        if (name === 'constructor') continue;
        const handler = proto[name];
        if (typeof handler !== 'function') continue;
        const methodPath = Reflect.getMetadata(PATH_METADATA, handler) as unknown;
        if (methodPath === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        const rule = (Reflect.getMetadata(ACCESS_KEY, handler) as AccessRule | undefined) ?? controllerRule;
        const successStatus = (Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined) ?? (method === 'POST' ? 201 : 200);
        for (const base of controllerPaths) {
          for (const sub of asList(methodPath)) {
            routes.push({ method, path: join(base, sub), rule, handler: `${controller.name}.${name}`, input: readInput(handler), successStatus });
          }
        }
      }
    }
  }
  return routes.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}
