import type { FastifyInstance } from 'fastify';
import { hasProxyHeaders } from '../lib/net';

/**
 * Without TRUST_PROXY, the first request that arrives with proxy headers logs one warning: the app
 * then sees every client as the proxy's address (one rate-limit bucket for all) and ignores the
 * headers, which is safe but rarely what was meant.
 */
export function registerProxyHeaderWarning(app: FastifyInstance, trustProxy: unknown) {
  if (trustProxy !== false) return;
  let warned = false;
  app.addHook('onRequest', async (request) => {
    if (warned || !hasProxyHeaders(request.headers)) return;
    warned = true;
    request.log.warn(
      'Requests arrive with proxy headers (Forwarded, X-Forwarded-For or X-Real-IP) but TRUST_PROXY is not set: ' +
        'every client counts as the proxy. Behind one reverse proxy, set TRUST_PROXY=1 (see the README).',
    );
  });
}
