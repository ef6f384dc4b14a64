import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { NUL_MESSAGE } from '@shared/schemas/primitives';
import { toHttpError } from '../core/errors';
import { HttpError } from '../lib/errors';

/** Every failure becomes `{ error, message }` JSON; 5xx causes go only to the log. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((thrown: FastifyError | HttpError, request, reply) => {
    const err = toHttpError(thrown) as FastifyError | HttpError;
    if (err instanceof HttpError) {
      if (err.statusCode >= 500) request.log.error({ err: err.cause ?? err }, err.message);
      if (err.headers) reply.headers(err.headers);
      return reply.status(err.statusCode).send({
        error: err.code,
        message: err.message,
        ...(err.details ? { details: err.details } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: v.message ?? 'Invalid value',
      }));
      const first = issues[0];
      const where = err.validationContext && err.validationContext !== 'body' ? `${err.validationContext} ` : '';
      const message =
        first?.message === NUL_MESSAGE
          ? `The ${where}field "${first.path}" cannot contain the NUL character (U+0000).`
          : first && first.message.startsWith('Invalid input: expected')
            ? `Invalid ${where}${first.path || 'input'}: ${first.message.replace(/^Invalid input: /, '')}`
            : (first?.message ?? 'Invalid input');
      return reply.status(400).send({ error: 'bad_request', message, details: issues });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err }, 'response did not match its schema');
      return reply.status(500).send({ error: 'internal', message: 'Internal Server Error' });
    }
    const status = err.statusCode ?? 500;
    if (status < 500) {
      const message =
        err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.name === 'SyntaxError'
          ? 'The request body is not valid JSON.'
          : err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? (request.routeOptions.config.bodyTooLarge ?? 'The request body is too large.')
            : err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
              ? 'Unsupported content type: send JSON (application/json).'
              : err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
                ? 'The request body is empty: send a JSON object.'
                : err.message;
      return reply.status(status).send({ error: errorCode(status), message });
    }
    request.log.error({ err }, 'request failed');
    return reply.status(500).send({ error: 'internal', message: 'Internal Server Error' });
  });
}

function errorCode(status: number) {
  switch (status) {
    case 400:
      return 'bad_request';
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'rate_limited';
    default:
      return 'error';
  }
}
