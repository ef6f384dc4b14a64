import type { FastifyInstance, HTTPMethods, RouteOptions } from 'fastify';
import { routeAccess, type RouteAccess } from './session';

export interface RegisteredRoute {
  method: HTTPMethods;
  url: string;
  /** Reachable without a session and without a share link. */
  public: boolean;
  /** public, shared (a signed-in user, or a holder of the snippet's share link or grant) or private. */
  access: RouteAccess;
  /** The status codes and ranges ('200', '4xx' …) whose answers the route declares a schema for. */
  responses: string[];
  /** The answers' schemas by status code or range, as declared. */
  responseSchemas: Record<string, unknown>;
  /** Left out of the API reference (the built client's files, the reference's own page and files). */
  hidden: boolean;
  /** The schemas the route checks requests with (body, querystring, params, headers), as declared. */
  requestSchemas: Partial<Record<'body' | 'querystring' | 'params' | 'headers', unknown>>;
  /** The largest body the route reads, when it sets one (else the app's). */
  bodyLimit: number | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registered, one entry per method, in registration order. */
    registeredRoutes: RegisteredRoute[];
  }
}

/** Keeps the list of registered routes, so the access rules can be checked against all of them. */
export function registerRouteRegistry(app: FastifyInstance) {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // Read when asked: hooks of inner scopes may still declare the route public after this one ran.
      routes.push({
        method,
        url: route.url,
        get public() {
          return route.config?.public === true;
        },
        get access() {
          return routeAccess(route.config);
        },
        get responses() {
          return Object.keys((route.schema?.response as object | undefined) ?? {});
        },
        get responseSchemas() {
          return (route.schema?.response as Record<string, unknown> | undefined) ?? {};
        },
        get hidden() {
          return (route.schema as { hide?: boolean } | undefined)?.hide === true;
        },
        get bodyLimit() {
          return route.bodyLimit;
        },
        get requestSchemas() {
          const { body, querystring, params, headers } = route.schema ?? {};
          return { body, querystring, params, headers };
        },
      });
    }
  });
}
