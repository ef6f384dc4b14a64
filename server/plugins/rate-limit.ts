import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../lib/errors';

export interface AttemptLimitOptions {
  max: number;
  windowMs: number;
  /** Extra key taken from the parsed body, e.g. the e-mail address. */
  bodyKey?: (body: unknown) => string | undefined;
}

/**
 * A preHandler that counts attempts per client address and, when given, per
 * body key (e-mail): either one over its limit answers 429 with when to retry.
 */
export function attemptLimiter(app: FastifyInstance, name: string, opts: AttemptLimitOptions) {
  const byAddress = app.createRateLimit({
    max: opts.max,
    timeWindow: opts.windowMs,
    keyGenerator: (req) => `${name}:ip:${req.ip}`,
  });
  const byKey = opts.bodyKey
    ? app.createRateLimit({
        max: opts.max,
        timeWindow: opts.windowMs,
        keyGenerator: (req) => `${name}:key:${opts.bodyKey!(req.body) ?? ''}`,
      })
    : null;

  return async function limit(request: FastifyRequest) {
    const results = [await byAddress(request)];
    if (byKey && opts.bodyKey?.(request.body)) results.push(await byKey(request));
    for (const r of results) {
      if (!r.isAllowed && r.isExceeded) {
        const seconds = Math.max(1, r.ttlInSeconds);
        throw tooManyRequests(
          `Too many attempts. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
          seconds,
        );
      }
    }
  };
}

export const emailFromBody = (body: unknown) => {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 254) : undefined;
};
