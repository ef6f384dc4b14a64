import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../lib/errors';
import { addressKey } from '../lib/net';

export interface AttemptLimitOptions {
  max: number;
  windowMs: number;
  /** Extra key taken from the parsed body, e.g. the e-mail address. */
  bodyKey?: (body: unknown) => string | undefined;
}

/**
 * Counts attempts per client address (by `addressKey`: IPv6 by its /64) and, when given, per body
 * key (e-mail): either one over its limit answers 429 with when to retry. The address is counted in
 * `onRequest`, before the body is read or parsed, so a refused request costs no parsing; the body key
 * in `preValidation`. Spread the result into the route's options.
 */
export function attemptLimiter(app: FastifyInstance, name: string, opts: AttemptLimitOptions) {
  const byAddress = app.createRateLimit({
    max: opts.max,
    timeWindow: opts.windowMs,
    keyGenerator: (req) => `${name}:ip:${addressKey(req.ip)}`,
  });
  const byKey = opts.bodyKey
    ? app.createRateLimit({
        max: opts.max,
        timeWindow: opts.windowMs,
        keyGenerator: (req) => `${name}:key:${opts.bodyKey!(req.body) ?? ''}`,
      })
    : null;

  type Result = Awaited<ReturnType<typeof byAddress>>;
  const refuse = (r: Result, request: FastifyRequest) => {
    if (r.isAllowed || !r.isExceeded) return;
    const seconds = Math.max(1, r.ttlInSeconds);
    const err = tooManyRequests(
      `Too many attempts. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
      seconds,
    );
    // A body still on its way is never read: the connection closes after this answer.
    if (request.headers['content-length'] !== undefined || request.headers['transfer-encoding'] !== undefined) {
      err.headers!.connection = 'close';
    }
    throw err;
  };

  return {
    onRequest: async function limitAddress(request: FastifyRequest) {
      refuse(await byAddress(request), request);
    },
    ...(byKey
      ? {
          preValidation: async function limitKey(request: FastifyRequest) {
            if (opts.bodyKey?.(request.body)) refuse(await byKey(request), request);
          },
        }
      : {}),
  };
}

export interface FailureLockoutOptions {
  /** Failures allowed for one (e-mail, client address) pair within `pairWindowMs`. */
  perPair: number;
  pairWindowMs: number;
  /** Failures allowed for one e-mail from all addresses together within `keyWindowMs`. */
  perKey: number;
  keyWindowMs: number;
  key: (body: unknown) => string | undefined;
}

/**
 * Lock-out after failed attempts, counted per (e-mail, client address) so a guesser at one address
 * never locks the owner out at another, plus a higher per-e-mail ceiling for guessing spread over
 * many addresses. `check` refuses with 429 once either count is used up; `fail` counts a failure.
 */
export function failureLockout(app: FastifyInstance, name: string, opts: FailureLockoutOptions) {
  const pair = app.createRateLimit({
    max: opts.perPair,
    timeWindow: opts.pairWindowMs,
    keyGenerator: (req) => `${name}:pair:${opts.key(req.body) ?? ''}|${addressKey(req.ip)}`,
  });
  const byKey = app.createRateLimit({
    max: opts.perKey,
    timeWindow: opts.keyWindowMs,
    keyGenerator: (req) => `${name}:email:${opts.key(req.body) ?? ''}`,
  });
  return {
    async check(request: FastifyRequest) {
      if (!opts.key(request.body)) return;
      for (const limiter of [pair, byKey]) {
        const r = await limiter(request, { increment: false });
        if (!r.isAllowed && r.remaining === 0) {
          const seconds = Math.max(1, r.ttlInSeconds);
          throw tooManyRequests(
            `Too many failed sign-in attempts. Please wait ${waitText(seconds)} and try again.`,
            seconds,
          );
        }
      }
    },
    async fail(request: FastifyRequest) {
      if (!opts.key(request.body)) return;
      await pair(request);
      await byKey(request);
    },
  };
}

function waitText(seconds: number) {
  if (seconds < 120) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

export const emailFromBody = (body: unknown) => {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 254) : undefined;
};
