import type { FastifyReply, FastifyRequest } from 'fastify';
import { tooManyRequests } from './errors';

/**
 * Server-sent events and client departure, written once: the snippet job
 * streams and the live snippet events both answer through `openEventStream`,
 * and every route that waits on a slow job stops it through
 * `abortWhenClientLeaves` / `whileClientWaits` when the browser goes away.
 */

/** A comment line now and then keeps proxies from closing a quiet stream. */
export const SSE_HEARTBEAT_MS = 15_000;

export const wantsEventStream = (request: FastifyRequest) =>
  String(request.headers.accept ?? '').includes('text/event-stream');

/** A signal that aborts when the client goes away before its answer is complete. */
export function abortWhenClientLeaves(reply: FastifyReply): { signal: AbortSignal; dispose: () => void } {
  const res = reply.raw;
  const controller = new AbortController();
  const onClose = () => {
    if (!res.writableFinished) controller.abort();
  };
  res.on('close', onClose);
  return { signal: controller.signal, dispose: () => res.off('close', onClose) };
}

/** Runs `job` with a signal that aborts when the client leaves first (nothing is done for nobody). */
export async function whileClientWaits<T>(reply: FastifyReply, job: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const { signal, dispose } = abortWhenClientLeaves(reply);
  try {
    return await job(signal);
  } finally {
    dispose();
  }
}

export interface EventStream {
  /** Writes one event; nothing once the stream has ended or the client has left. */
  send(event: string, data: unknown): void;
  /**
   * Ends the stream (the heartbeat stops). With `reconnectMs`, the client is first told to connect
   * again after that long (an SSE `retry:` field): an EventSource then reconnects on its own, to this
   * server's successor when it is shutting down.
   */
  end(options?: { reconnectMs?: number }): void;
  /** Called once when the stream ends, by `end()` or because the client left. */
  onEnd(listener: () => void): void;
}

/**
 * Takes the reply over as a `text/event-stream`: the headers the app already
 * set (security, request id) plus the stream's own, an opening comment, an
 * optional reconnection delay, and a heartbeat until the stream ends.
 */
export function openEventStream(
  reply: FastifyReply,
  options: { greeting?: string; retryMs?: number; heartbeatMs?: number } = {},
): EventStream {
  const res = reply.raw;
  reply.hijack();
  res.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  const write = (chunk: string) => {
    if (!res.writableEnded && !res.destroyed) res.write(chunk);
  };
  const retry = options.retryMs !== undefined ? `retry: ${options.retryMs}\n` : '';
  write(`${retry}: ${options.greeting ?? 'stream open'}\n\n`);
  const heartbeat = setInterval(() => write(': ping\n\n'), options.heartbeatMs ?? SSE_HEARTBEAT_MS);

  const listeners: Array<() => void> = [];
  let ended = false;
  const finish = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    for (const listener of listeners) listener();
  };
  res.on('close', finish);

  return {
    send: (event, data) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
    end(options) {
      if (options?.reconnectMs !== undefined) write(`retry: ${Math.round(options.reconnectMs)}\n: reconnect\n\n`);
      finish();
      if (!res.writableEnded) res.end();
    },
    // A listener added once the stream has ended (the client left meanwhile) runs at once.
    onEnd: (listener) => (ended ? listener() : void listeners.push(listener)),
  };
}

/**
 * Counts the open streams of each client address: `claim` throws a 429 when
 * the address already holds `max`, else returns the function that gives the
 * place back (call it once, when the stream ends or fails to open).
 */
export function createStreamLimiter(max: number) {
  const open = new Map<string, number>();
  return {
    claim(address: string): () => void {
      const count = open.get(address) ?? 0;
      if (count >= max) {
        throw tooManyRequests(`Too many open live connections from this address (at most ${max}).`, 30);
      }
      open.set(address, count + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (open.get(address) ?? 1) - 1;
        if (left <= 0) open.delete(address);
        else open.set(address, left);
      };
    },
    /** Streams open now from `address`. */
    count: (address: string) => open.get(address) ?? 0,
  };
}
