import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/**
 * The origin a link the app writes starts with (e-mailed sign-in links, file URLs): APP_URL when it
 * is set, otherwise the origin the request was addressed to, so someone browsing on 127.0.0.1 gets
 * links to 127.0.0.1, not to localhost. The host check has already refused any host this app does
 * not answer for (421), so the request's host is one of the allowed ones; behind a trusted proxy it
 * and the protocol are the forwarded ones.
 */
export function publicOrigin(request: FastifyRequest, config: Pick<Config, 'appUrl' | 'appUrlSet'>): string {
  if (config.appUrlSet) return config.appUrl;
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return config.appUrl;
  }
}
