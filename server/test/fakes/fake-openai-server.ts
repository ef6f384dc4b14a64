import type { ServerResponse } from 'node:http';
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

/** OpenAI chat completions (POST /v1/chat/completions), JSON and SSE chunks, on 127.0.0.1 with a random port. */
export function startFakeOpenAiServer(options: FakeServerOptions = {}): Promise<FakeAiServer> {
  let counter = 0;
  const created = (): number => Math.floor(Date.now() / 1000);

  function usage(request: RecordedRequest, output: number, input?: number) {
    const prompt = input ?? estimateTokens(JSON.stringify(request.body));
    return { prompt_tokens: prompt, completion_tokens: output, total_tokens: prompt + output };
  }

  function completion(
    request: RecordedRequest,
    message: { content: string | null; refusal: string | null },
    finishReason: string,
    output: number,
    input?: number,
  ) {
    return {
      id: `chatcmpl-fake-${(counter += 1)}`,
      object: 'chat.completion',
      created: created(),
      model: request.body?.model ?? 'unknown',
      choices: [{ index: 0, message: { role: 'assistant', ...message }, finish_reason: finishReason, logprobs: null }],
      usage: usage(request, output, input),
    };
  }

  function errorBody(type: string, message: string, code: string | null = null) {
    return { error: { message, type, param: null, code } };
  }

  function chunker(request: RecordedRequest, sse: SseWriter) {
    const id = `chatcmpl-fake-${(counter += 1)}`;
    const base = { id, object: 'chat.completion.chunk', created: created(), model: request.body?.model ?? 'unknown' };
    const includeUsage = request.body?.stream_options?.include_usage === true;
    return {
      send: (delta: Record<string, unknown>, finishReason: string | null = null): boolean =>
        sse.send(
          JSON.stringify({ ...base, choices: [{ index: 0, delta, finish_reason: finishReason, logprobs: null }] }),
        ),
      finish: (finishReason: string, output: number, input?: number): void => {
        sse.send(
          JSON.stringify({ ...base, choices: [{ index: 0, delta: {}, finish_reason: finishReason, logprobs: null }] }),
        );
        if (includeUsage) sse.send(JSON.stringify({ ...base, choices: [], usage: usage(request, output, input) }));
        sse.send('[DONE]');
        sse.end();
      },
    };
  }

  async function streamPieces(
    chunks: ReturnType<typeof chunker>,
    sse: SseWriter,
    pieces: string[],
    field: 'content' | 'refusal',
    delayMs = 0,
  ): Promise<boolean> {
    for (const [i, piece] of pieces.entries()) {
      if (i > 0 && delayMs > 0) await sse.sleep(delayMs);
      if (!chunks.send({ [field]: piece })) return false;
    }
    return true;
  }

  function startStream(request: RecordedRequest, sse: SseWriter) {
    sse.start();
    const chunks = chunker(request, sse);
    chunks.send({ role: 'assistant', content: '', refusal: null });
    return chunks;
  }

  async function render(reply: FakeReply, request: RecordedRequest, res: ServerResponse, sse: SseWriter) {
    const streaming = request.body?.stream === true;
    switch (reply.type) {
      case 'text': {
        const finishReason = reply.stop === 'length' ? 'length' : 'stop';
        const output = reply.usage?.output ?? estimateTokens(reply.text);
        if (!streaming) {
          sendJson(
            res,
            200,
            completion(request, { content: reply.text, refusal: null }, finishReason, output, reply.usage?.input),
          );
          return;
        }
        const chunks = startStream(request, sse);
        if (await streamPieces(chunks, sse, reply.chunks ?? splitText(reply.text), 'content', reply.chunkDelayMs)) {
          chunks.finish(finishReason, output, reply.usage?.input);
        }
        return;
      }
      case 'refusal': {
        const text = reply.text ?? "I'm sorry, I can't help with that.";
        if (reply.viaContentFilter) {
          if (!streaming) {
            sendJson(res, 200, completion(request, { content: null, refusal: null }, 'content_filter', 0));
            return;
          }
          startStream(request, sse).finish('content_filter', 0);
          return;
        }
        if (!streaming) {
          sendJson(res, 200, completion(request, { content: null, refusal: text }, 'stop', estimateTokens(text)));
          return;
        }
        const chunks = startStream(request, sse);
        await streamPieces(chunks, sse, splitText(text), 'refusal');
        chunks.finish('stop', estimateTokens(text));
        return;
      }
      case 'error':
        sendJson(res, reply.status, reply.body ?? errorBody('server_error', `Error ${reply.status}`), reply.headers);
        return;
      case 'overloaded':
        sendJson(res, 503, errorBody('server_error', 'The server is overloaded or not ready yet.'));
        return;
      case 'stall':
        if (streaming) await streamPieces(startStream(request, sse), sse, reply.afterChunks ?? [], 'content');
        return;
      case 'stream-error': {
        if (!streaming) {
          sendJson(res, 500, errorBody(reply.errorType, reply.message));
          return;
        }
        await streamPieces(startStream(request, sse), sse, reply.afterChunks ?? [], 'content');
        sse.send(JSON.stringify(errorBody(reply.errorType, reply.message)));
        sse.end();
        return;
      }
      case 'drop':
        if (!streaming) {
          sse.destroy();
          return;
        }
        await streamPieces(startStream(request, sse), sse, reply.afterChunks ?? [], 'content');
        sse.end();
        return;
    }
  }

  return startFakeServer(
    {
      basePath: '/v1',
      endpoint: '/chat/completions',
      apiKeyOf: (request) => header(request, 'authorization')?.replace(/^Bearer\s+/i, ''),
      unauthorized: {
        type: 'error',
        status: 401,
        body: errorBody('invalid_request_error', 'Incorrect API key provided.', 'invalid_api_key'),
      },
      render,
    },
    options,
  );
}
