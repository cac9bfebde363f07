import { ModulesContainer } from '@nestjs/core';
import type { INestApplication } from '@nestjs/common';

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'ALL', 'OPTIONS', 'HEAD'];

/** Each route Nest registered (`GET /api/v1/x/:id`), read from the controllers' own metadata at run time, with the module whose controller declares it. */
export function registeredRoutesByModule(app: INestApplication): { route: string; module: string }[] {
  const routes: { route: string; module: string }[] = [];
  const controllers = [...app.get(ModulesContainer).values()].flatMap((module) =>
    [...module.controllers.values()].map((wrapper) => ({ wrapper, module: module.metatype.name })),
  );
  for (const { wrapper, module } of controllers) {
    const type = wrapper.metatype as (new (...args: never[]) => object) | null;
    if (!type) continue;
    const base = Reflect.getMetadata('path', type) as string;
    for (const name of Object.getOwnPropertyNames(type.prototype)) {
      const handler = (type.prototype as Record<string, unknown>)[name];
      if (name === 'constructor' || typeof handler !== 'function') continue;
      const path = Reflect.getMetadata('path', handler) as string | undefined;
      const method = Reflect.getMetadata('method', handler) as number | undefined;
      if (path === undefined || method === undefined) continue;
      routes.push({ route: `${METHODS[method]} /${[base, path].filter((part) => part && part !== '/').join('/')}`.replace(/\/+/g, '/'), module });
    }
  }
  return routes;
}

/** Every route Nest registered, as `METHOD /path/:param`. */
export function registeredRoutes(app: INestApplication): string[] {
  return registeredRoutesByModule(app).map((entry) => entry.route);
}
