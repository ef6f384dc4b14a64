import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Scripted stand-ins for AI providers, shared by the Anthropic and OpenAI fakes:
 * tests queue replies, the fake answers requests in order and records them.
 */
export type FakeReply =
  | {
      type: 'text';
      text: string;
      /** Stream pieces; default: the text cut into small pieces. */
      chunks?: string[];
      chunkDelayMs?: number;
      /** 'length': the answer hit the token limit. */
      stop?: 'end' | 'length';
      usage?: { input?: number; output?: number };
    }
  | { type: 'refusal'; text?: string; viaContentFilter?: boolean }
  | { type: 'error'; status: number; body?: unknown; headers?: Record<string, string> }
  | { type: 'overloaded' }
  /** Never finishes: a JSON request gets no answer at all, a stream stops after `afterChunks`. */
  | { type: 'stall'; afterChunks?: string[] }
  /** A stream that starts well, then carries an error event (Anthropic) or error chunk (OpenAI). */
  | { type: 'stream-error'; afterChunks?: string[]; errorType: string; message: string }
  /** A stream cut off without its closing events. */
  | { type: 'drop'; afterChunks?: string[] };

export const fakeReply = {
  text: (text: string, options: Omit<Extract<FakeReply, { type: 'text' }>, 'type' | 'text'> = {}): FakeReply => ({
    type: 'text',
    text,
    ...options,
  }),
  stream: (chunks: string[], chunkDelayMs = 0): FakeReply => ({
    type: 'text',
    text: chunks.join(''),
    chunks,
    chunkDelayMs,
  }),
  refusal: (options: { text?: string; viaContentFilter?: boolean } = {}): FakeReply => ({
    type: 'refusal',
    ...options,
  }),
  error: (status: number, body?: unknown, headers?: Record<string, string>): FakeReply => ({
    type: 'error',
    status,
    body,
    headers,
  }),
  overloaded: (): FakeReply => ({ type: 'overloaded' }),
  stall: (afterChunks: string[] = []): FakeReply => ({ type: 'stall', afterChunks }),
  streamError: (errorType: string, message: string, afterChunks: string[] = []): FakeReply => ({
    type: 'stream-error',
    errorType,
    message,
    afterChunks,
  }),
  drop: (afterChunks: string[] = []): FakeReply => ({ type: 'drop', afterChunks }),
};

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** Parsed JSON, or the raw text when it is not JSON. */
  body: any;
  /** True once the client went away before the reply was complete (an aborted request). */
  closedEarly: boolean;
  /** Settles when the reply is complete or the connection closed. */
  closed: Promise<void>;
}

export interface FakeAiServer {
  /** The base URL to configure: the host root for Anthropic, with /v1 for OpenAI. */
  readonly url: string;
  readonly requests: RecordedRequest[];
  enqueue(...replies: FakeReply[]): void;
  /** The reply used when the queue is empty (default: a 500 saying nothing was scripted). */
  setDefaultReply(reply: FakeReply | ((request: RecordedRequest) => FakeReply)): void;
  /** Forgets queued replies, recorded requests and the default reply. */
  reset(): void;
  close(): Promise<void>;
}

/** What one provider's wire format needs from the shared server. */
export interface WireFormat {
  /** Path prefix of the base URL handed to the SDK ('' or '/v1'). */
  basePath: string;
  endpoint: string;
  /** The key the client sent, read from this provider's header. */
  apiKeyOf(request: RecordedRequest): string | undefined;
  /** The provider's answer to a wrong key. */
  unauthorized: FakeReply;
  render(reply: FakeReply, request: RecordedRequest, res: ServerResponse, sse: SseWriter): Promise<void> | void;
}

export interface SseWriter {
  start(): void;
  /** Writes one event; false when the client is gone. */
  send(data: string, event?: string): boolean;
  sleep(ms: number): Promise<void>;
  end(): void;
  destroy(): void;
}

export function splitText(text: string, size = 24): string[] {
  const chunks: string[] = [];
  for (let at = 0; at < text.length; at += size) chunks.push(text.slice(at, at + size));
  return chunks.length > 0 ? chunks : [''];
}

export function header(request: RecordedRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export function estimateTokens(text: string): number {
  return Math.max(1, Math.ceil(text.length / 4));
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(payload),
    ...headers,
  });
  res.end(payload);
}

function sseWriter(res: ServerResponse): SseWriter {
  return {
    start: () => {
      res.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-cache',
        connection: 'keep-alive',
      });
      res.flushHeaders();
    },
    // Every event ends with a blank line, the last one too, or SDKs miss it.
    send: (data, event) => {
      if (res.destroyed || res.writableEnded) return false;
      res.write(`${event ? `event: ${event}\n` : ''}data: ${data}\n\n`);
      return true;
    },
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    end: () => {
      if (!res.destroyed) res.end();
    },
    destroy: () => res.destroy(),
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

export interface FakeServerOptions {
  /** When set, requests with another key get the provider's 401 answer. */
  apiKey?: string;
}

export async function startFakeServer(format: WireFormat, options: FakeServerOptions = {}): Promise<FakeAiServer> {
  const queue: FakeReply[] = [];
  const requests: RecordedRequest[] = [];
  const unscripted = fakeReply.error(500, {
    error: { type: 'api_error', message: 'The fake AI server has no scripted reply for this request.' },
  });
  let fallback: FakeReply | ((request: RecordedRequest) => FakeReply) = unscripted;

  const server = createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req);
      let body: unknown = raw;
      try {
        body = JSON.parse(raw);
      } catch {
        // Kept as text: the test sees exactly what was sent.
      }
      let markClosed = (): void => {};
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        body,
        closedEarly: false,
        closed: new Promise<void>((resolve) => {
          markClosed = resolve;
        }),
      };
      res.on('close', () => {
        recorded.closedEarly = !res.writableFinished;
        markClosed();
      });
      if (req.method !== 'POST' || req.url?.split('?')[0] !== `${format.basePath}${format.endpoint}`) {
        sendJson(res, 404, { error: { type: 'not_found_error', message: `No route for ${req.method} ${req.url}` } });
        return;
      }
      requests.push(recorded);
      const reply =
        options.apiKey !== undefined && format.apiKeyOf(recorded) !== options.apiKey
          ? format.unauthorized
          : (queue.shift() ?? (typeof fallback === 'function' ? fallback(recorded) : fallback));
      await format.render(reply, recorded, res, sseWriter(res));
    })().catch((err: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: { type: 'api_error', message: String(err) } });
      else res.destroy();
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}${format.basePath}`,
    requests,
    enqueue: (...replies) => {
      queue.push(...replies);
    },
    setDefaultReply: (reply) => {
      fallback = reply;
    },
    reset: () => {
      queue.length = 0;
      requests.length = 0;
      fallback = unscripted;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
    },
  };
}
