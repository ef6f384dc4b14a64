import type { ServerResponse } from 'node:http';
import { createAiProvider } from '../../ai/create-provider';
import {
  estimateTokens,
  header,
  sendJson,
  splitText,
  startFakeServer,
  type FakeAiServer,
  type FakeReply,
  type FakeServerOptions,
  type RecordedRequest,
  type SseWriter,
} from './fake-server-core';

export {
  fakeReply,
  type FakeAiServer,
  type FakeReply,
  type FakeServerOptions,
  type RecordedRequest,
} from './fake-server-core';

/** The Anthropic Messages API (POST /v1/messages), JSON and SSE, on 127.0.0.1 with a random port. */
export function startFakeAnthropicServer(options: FakeServerOptions = {}): Promise<FakeAiServer> {
  let counter = 0;
  const messageId = (): string => `msg_fake_${(counter += 1)}`;

  function inputTokens(request: RecordedRequest): number {
    return estimateTokens(JSON.stringify(request.body));
  }

  function message(request: RecordedRequest, text: string, stopReason: string, output: number, input?: number) {
    return {
      id: messageId(),
      type: 'message',
      role: 'assistant',
      model: request.body?.model ?? 'unknown',
      content: text === '' ? [] : [{ type: 'text', text }],
      stop_reason: stopReason,
      stop_sequence: null,
      usage: { input_tokens: input ?? inputTokens(request), output_tokens: output },
    };
  }

  function errorBody(type: string, text: string) {
    return { type: 'error', error: { type, message: text } };
  }

  function streamStart(request: RecordedRequest, sse: SseWriter, input?: number): void {
    sse.start();
    const start = { ...message(request, '', '', 1, input), stop_reason: null };
    sse.send(JSON.stringify({ type: 'message_start', message: start }), 'message_start');
    sse.send(
      JSON.stringify({ type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } }),
      'content_block_start',
    );
    sse.send(JSON.stringify({ type: 'ping' }), 'ping');
  }

  async function streamChunks(sse: SseWriter, chunks: string[], delayMs = 0): Promise<boolean> {
    for (const [i, chunk] of chunks.entries()) {
      if (i > 0 && delayMs > 0) await sse.sleep(delayMs);
      const event = { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: chunk } };
      if (!sse.send(JSON.stringify(event), 'content_block_delta')) return false;
    }
    return true;
  }

  function streamEnd(sse: SseWriter, stopReason: string, output: number): void {
    sse.send(JSON.stringify({ type: 'content_block_stop', index: 0 }), 'content_block_stop');
    sse.send(
      JSON.stringify({
        type: 'message_delta',
        delta: { stop_reason: stopReason, stop_sequence: null },
        usage: { output_tokens: output },
      }),
      'message_delta',
    );
    sse.send(JSON.stringify({ type: 'message_stop' }), 'message_stop');
    sse.end();
  }

  async function render(reply: FakeReply, request: RecordedRequest, res: ServerResponse, sse: SseWriter) {
    const streaming = request.body?.stream === true;
    switch (reply.type) {
      case 'text': {
        const stopReason = reply.stop === 'length' ? 'max_tokens' : 'end_turn';
        const output = reply.usage?.output ?? estimateTokens(reply.text);
        if (!streaming) {
          sendJson(res, 200, message(request, reply.text, stopReason, output, reply.usage?.input));
          return;
        }
        streamStart(request, sse, reply.usage?.input);
        if (await streamChunks(sse, reply.chunks ?? splitText(reply.text), reply.chunkDelayMs)) {
          streamEnd(sse, stopReason, output);
        }
        return;
      }
      case 'refusal': {
        const text = reply.text ?? '';
        if (!streaming) {
          sendJson(res, 200, message(request, text, 'refusal', estimateTokens(text)));
          return;
        }
        streamStart(request, sse);
        if (text !== '') await streamChunks(sse, splitText(text));
        streamEnd(sse, 'refusal', estimateTokens(text));
        return;
      }
      case 'error':
        sendJson(res, reply.status, reply.body ?? errorBody('api_error', `Error ${reply.status}`), {
          'request-id': `req_fake_${counter}`,
          ...reply.headers,
        });
        return;
      case 'overloaded':
        sendJson(res, 529, errorBody('overloaded_error', 'Overloaded'));
        return;
      case 'stall':
        if (streaming) {
          streamStart(request, sse);
          await streamChunks(sse, reply.afterChunks ?? []);
        }
        return;
      case 'stream-error':
        if (!streaming) {
          sendJson(res, reply.errorType === 'overloaded_error' ? 529 : 500, errorBody(reply.errorType, reply.message));
          return;
        }
        streamStart(request, sse);
        await streamChunks(sse, reply.afterChunks ?? []);
        sse.send(JSON.stringify(errorBody(reply.errorType, reply.message)), 'error');
        sse.end();
        return;
      case 'drop':
        if (!streaming) {
          sse.destroy();
          return;
        }
        streamStart(request, sse);
        await streamChunks(sse, reply.afterChunks ?? []);
        sse.end();
        return;
    }
  }

  return startFakeServer(
    {
      basePath: '',
      endpoint: '/v1/messages',
      // The API takes the key as x-api-key or as a bearer token; SDK 1.x sends the latter.
      apiKeyOf: (request) =>
        header(request, 'x-api-key') ?? header(request, 'authorization')?.replace(/^Bearer\s+/i, ''),
      unauthorized: { type: 'error', status: 401, body: errorBody('authentication_error', 'invalid x-api-key') },
      render,
    },
    options,
  );
}

/** The app's real Anthropic provider, talking to a fake server, without retries. */
export function anthropicAt(fake: Pick<FakeAiServer, 'url'>) {
  return createAiProvider({
    provider: 'anthropic',
    anthropicApiKey: 'test',
    anthropicBaseUrl: fake.url,
    maxRetries: 0,
  });
}
