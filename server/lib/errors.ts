/** An error that carries the HTTP answer it should become. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, details?: unknown) => new HttpError(400, 'bad_request', message, details);
export const unauthorized = (message = 'Please sign in to continue.') => new HttpError(401, 'unauthorized', message);
export const forbidden = (message: string) => new HttpError(403, 'forbidden', message);
export const notFound = (message: string) => new HttpError(404, 'not_found', message);
export const conflict = (message: string) => new HttpError(409, 'conflict', message);
export const payloadTooLarge = (message: string) => new HttpError(413, 'payload_too_large', message);
export const unprocessable = (message: string, code = 'unprocessable') => new HttpError(422, code, message);
/** The mail server could not take a message: the request may be retried later (the cause goes to the log). */
export function mailUnavailable(cause: unknown) {
  const err = new HttpError(
    503,
    'mail_unavailable',
    'The e-mail could not be sent: the mail server cannot be reached. Please try again in a few minutes.',
    undefined,
    { 'retry-after': '60' },
  );
  err.cause = cause;
  return err;
}
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, 'rate_limited', message, undefined, { 'retry-after': String(retryAfterSeconds) });
