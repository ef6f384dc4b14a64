import type { FastifyInstance } from 'fastify';
import { forbidden } from '../lib/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A state-changing request that names a foreign Origin is refused, so no
 * cross-site page can act with a staff member's cookie.
 */
export function registerSecurity(app: FastifyInstance, appUrl: string) {
  const allowed = new Set([new URL(appUrl).origin]);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (!origin) return;
    const host = request.headers.host;
    const sameHost = host && (origin === `http://${host}` || origin === `https://${host}`);
    if (!allowed.has(origin) && !sameHost) {
      throw forbidden('Cross-site requests are not allowed.');
    }
  });
}
