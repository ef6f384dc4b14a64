import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SnippetStreamEvent } from '@shared/schemas/snippets';
import { HttpError, toHttpError } from '../../lib/errors';
import type { SnippetJob } from './snippets.service';

/** A comment line now and then keeps proxies from closing a stream while the model thinks. */
const HEARTBEAT_MS = 15_000;

export const wantsEventStream = (request: FastifyRequest) =>
  String(request.headers.accept ?? '').includes('text/event-stream');

/** A signal that aborts when the client goes away before its answer is complete. */
export function abortWhenClientLeaves(reply: FastifyReply) {
  const res = reply.raw;
  const controller = new AbortController();
  const onClose = () => {
    if (!res.writableFinished) controller.abort();
  };
  res.on('close', onClose);
  return { signal: controller.signal, dispose: () => res.off('close', onClose) };
}

/**
 * Runs an AI job for a request: as server-sent events (delta, reset, done,
 * error) when the client accepts `text/event-stream`, else as one JSON answer.
 * When the client goes away first, the provider request is aborted and
 * nothing is saved.
 */
export async function replyWithJob(request: FastifyRequest, reply: FastifyReply, job: SnippetJob, status: number) {
  const res = reply.raw;
  const { signal, dispose } = abortWhenClientLeaves(reply);

  if (!wantsEventStream(request)) {
    try {
      // One JSON answer: the snippet, with the edit's outcome beside its fields when there is one.
      const { snippet, outcome } = await job({ signal });
      return reply.status(status).send(outcome ? { ...snippet, outcome } : snippet);
    } finally {
      dispose();
    }
  }

  reply.hijack();
  res.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
  });
  const write = (chunk: string) => {
    if (!res.writableEnded && !res.destroyed) res.write(chunk);
  };
  const send = (event: SnippetStreamEvent) => write(`event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`);
  write(': stream open\n\n');
  const heartbeat = setInterval(() => write(': ping\n\n'), HEARTBEAT_MS);

  try {
    const { snippet, outcome } = await job({
      signal,
      onText: (text) => send({ event: 'delta', data: { text } }),
      onRetry: () => send({ event: 'reset', data: {} }),
    });
    send({ event: 'done', data: outcome ? { snippet, outcome } : { snippet } });
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
    clearInterval(heartbeat);
    dispose();
    if (!res.writableEnded) res.end();
  }
}
