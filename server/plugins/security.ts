import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { forbidden } from '../lib/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the answer is not an app page and gets no page policy (uploaded files set their own). */
    pagePolicy?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The content security policy of the app's own pages (the built client): its
 * scripts, styles and fonts come from this server; inline styles are allowed
 * for the style attributes and tags of the UI components; images may be
 * uploads, data URLs, pasted blobs or pictures on the web; the only frame is
 * the preview frame, which answers with its own stricter policy.
 */
export const APP_CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  mediaSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
  manifestSrc: ["'self'"],
};

/** Powerful browser features the app never uses, off for every page and any frame in it. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** The headers Helmet sets for these options, worked out once: they are the same for every answer. */
function helmetHeaders(options: Parameters<typeof helmet>[0]): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  } as unknown as ServerResponse;
  let done = false;
  helmet(options)({} as IncomingMessage, res, (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error(String(err));
    done = true;
  });
  if (!done) throw new Error('Helmet did not set its headers synchronously');
  return headers;
}

/** The page policy that also allows these inline scripts (their hash sources), for a page that has some. */
export function pagePolicyAllowing(scriptSources: readonly string[]): string {
  const key = scriptSources.join(' ');
  let policy = policies.get(key);
  if (!policy) {
    const headers = helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { ...APP_CSP_DIRECTIVES, scriptSrc: [...APP_CSP_DIRECTIVES.scriptSrc, ...scriptSources] },
      },
    });
    policy = headers['Content-Security-Policy']!;
    policies.set(key, policy);
  }
  return policy;
}
const policies = new Map<string, string>();

/**
 * Security headers on every answer (Helmet's, worked out once at start): the
 * app's content security policy, no framing by other sites, a referrer
 * policy, no MIME sniffing, HSTS when APP_URL is https, and the permissions
 * policy. Routes with their own policy (the preview frame) set it on their
 * reply; routes whose answers are not app pages (uploaded files) declare
 * `pagePolicy: false`. Registered before any other hook, so refusals carry
 * the headers too.
 */
export async function registerSecurityHeaders(app: FastifyInstance, appUrl: string) {
  const options: Parameters<typeof helmet>[0] = {
    contentSecurityPolicy: { useDefaults: false, directives: APP_CSP_DIRECTIVES },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: appUrl.startsWith('https://') ? { maxAge: 180 * 24 * 60 * 60 } : false,
    xFrameOptions: { action: 'sameorigin' },
  };
  const page = { ...helmetHeaders(options), 'Permissions-Policy': PERMISSIONS_POLICY };
  const notPage = {
    ...helmetHeaders({ ...options, contentSecurityPolicy: false }),
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(request.routeOptions.config?.pagePolicy === false ? notPage : page);
  });
}

/**
 * A state-changing request that names a foreign Origin is refused, so no
 * cross-site page can act with a staff member's cookie.
 */
export function registerSecurity(app: FastifyInstance, appUrl: string) {
  const allowed = new Set([new URL(appUrl).origin]);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (!origin) return;
    // The host the request was addressed to (the forwarded one behind a trusted proxy), already checked.
    const host = request.host;
    const sameHost = host && (origin === `http://${host}` || origin === `https://${host}`);
    if (!allowed.has(origin) && !sameHost) {
      throw forbidden('Cross-site requests are not allowed.');
    }
  });
}
