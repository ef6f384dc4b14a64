import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/errors';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);
const HOST = /^(\[[0-9a-f:.]+\]|[^\s:[\]/@]+)(?::(\d{1,5}))?$/i;

interface HostName {
  name: string;
  /** '' when the host names no port. */
  port: string;
}

function parseHost(value: string): HostName | null {
  const match = HOST.exec(value.trim());
  if (!match) return null;
  const [, name = '', port = ''] = match;
  return { name: name.toLowerCase().replace(/\.$/, ''), port };
}

export interface HostCheckOptions {
  appUrl: string;
  /** ALLOWED_HOSTS: `name` (any port) or `name:port`. */
  allowedHosts: string[];
  /** The configured port: loopback names at it are allowed outside production. */
  port: number;
  isProduction: boolean;
}

/** Whether a request addressed to `host` (arriving on `localPort`) is one this app answers. */
export function hostAllowed(host: string, localPort: number | undefined, opts: HostCheckOptions): boolean {
  const requested = parseHost(host);
  if (!requested) return false;
  const app = new URL(opts.appUrl);
  const appPort = app.port || (app.protocol === 'https:' ? '443' : '80');
  if (requested.name === app.hostname.toLowerCase()) {
    if (requested.port === appPort || (requested.port === '' && app.port === '')) return true;
  }
  for (const entry of opts.allowedHosts) {
    const allowed = parseHost(entry);
    if (allowed && allowed.name === requested.name && (allowed.port === '' || allowed.port === requested.port)) {
      return true;
    }
  }
  if (!opts.isProduction && LOOPBACK_NAMES.has(requested.name)) {
    return requested.port === String(opts.port) || (localPort !== undefined && requested.port === String(localPort));
  }
  return false;
}

/**
 * A request addressed to a host name this app does not serve is refused with
 * 421 before any route runs, so a page on another site cannot reach a local
 * instance by pointing its own name at 127.0.0.1 (DNS rebinding). Behind a
 * trusted proxy the forwarded host is the one checked.
 */
export function registerHostCheck(app: FastifyInstance, opts: HostCheckOptions) {
  app.addHook('onRequest', async (request) => {
    if (!hostAllowed(request.host, request.raw.socket?.localPort, opts)) {
      throw new HttpError(421, 'misdirected_request', 'This server does not answer for that host name.');
    }
  });
}
