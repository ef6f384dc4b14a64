import type { FastifyInstance, RouteOptions } from 'fastify';

/** What a public route reads at most unless it says otherwise: sign-in forms and the like are a few hundred bytes. */
export const PUBLIC_BODY_LIMIT_BYTES = 64 * 1024;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The message of the 413 when a body is over the route's limit (default: 'The request body is too large.'). */
    bodyTooLarge?: string;
  }
}

/**
 * Every route open without a session (public, or to a share link's holder) reads a small body unless it declares its own `bodyLimit`: Fastify refuses a
 * larger one with 413 from its Content-Length, before reading or parsing it, so an anonymous client
 * cannot make the server parse megabytes. Routes that need more (a comment with an image) say so.
 */
export function registerPublicBodyLimit(app: FastifyInstance) {
  app.addHook('onRoute', (route: RouteOptions) => {
    if ((route.config?.public === true || route.config?.sharedSnippet) && route.bodyLimit === undefined)
      route.bodyLimit = PUBLIC_BODY_LIMIT_BYTES;
  });
}
