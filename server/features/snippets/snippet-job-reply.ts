import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SnippetStreamEvent } from '@shared/schemas/snippets';
import { toHttpError } from '../../core/errors';
import { HttpError } from '../../lib/errors';
import { abortWhenClientLeaves, openEventStream, wantsEventStream } from '../../lib/sse';
import type { SnippetJob } from './snippets.service';

/**
 * Runs an AI job for a request: as server-sent events (delta, reset, done,
 * error) when the client accepts `text/event-stream`, else as one JSON answer.
 * When the client goes away first, the provider request is aborted and
 * nothing is saved.
 */
export async function replyWithJob(request: FastifyRequest, reply: FastifyReply, job: SnippetJob, status: number) {
  const { signal, dispose } = abortWhenClientLeaves(reply);

  if (!wantsEventStream(request)) {
    try {
      // One JSON answer: the snippet, with the job's report (outcome, summary, note) beside its fields.
      const { snippet, ...report } = await job({ signal });
      return reply.status(status).send({ ...snippet, ...report });
    } finally {
      dispose();
    }
  }

  const stream = openEventStream(reply);
  const send = (event: SnippetStreamEvent) => stream.send(event.event, event.data);
  try {
    const { snippet, ...report } = await job({
      signal,
      onText: (text) => send({ event: 'delta', data: { text } }),
      onRetry: () => send({ event: 'reset', data: {} }),
    });
    send({ event: 'done', data: { snippet, ...report } });
  } catch (err) {
    if (signal.aborted) {
      request.log.info('the client left before the snippet was ready; the job was cancelled');
    } else {
      const failure = toHttpError(err);
      if (failure instanceof HttpError) {
        send({ event: 'error', data: { status: failure.statusCode, error: failure.code, message: failure.message } });
      } else {
        request.log.error({ err }, 'snippet job failed');
        send({ event: 'error', data: { status: 500, error: 'internal', message: 'Internal Server Error' } });
      }
    }
  } finally {
    dispose();
    stream.end();
  }
}
