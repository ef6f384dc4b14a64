import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** Query parameters whose value is a secret: login, reset and verification tokens, keys, passwords, signatures. */
const SECRET_NAME =
  /token|code|pass(word|wd|phrase)?|pwd|secret|key|signature|sig$|auth|credential|session|otp|nonce|jwt|cookie/i;

export const REDACTED = '[REDACTED]';

function decodeName(raw: string) {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/** The URL with the value of every secret-named query parameter replaced, everything else as it was. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      return SECRET_NAME.test(decodeName(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}

/** What a log line says about a request: never a cookie, a header, or a secret from the query string. */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};

/** The app's logger options: the caller's level and destination, our serializers. */
export function loggerOptions(logger: boolean | object | undefined): boolean | object {
  if (!logger) return false;
  const base = logger === true ? {} : (logger as { serializers?: object });
  return { ...base, serializers: { ...base.serializers, ...logSerializers } };
}

/**
 * The request log: each request at debug level (LOG_LEVEL=debug shows them), a request that failed at
 * error level. At the default level a read writes no line: pino drops a debug call before building it.
 */
export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest) {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const entry = { res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...entry, err: error }, 'request errored');
    else if (reply.statusCode >= 500) reply.log.error(entry, 'request completed');
    else reply.log.debug(entry, 'request completed');
  }
}
