import type { SnippetDto, SnippetStreamEvent } from '@shared/schemas/snippets';
import { ApiError } from '@/lib/api';
import { createSseParser } from '@/lib/sse';

export interface StreamHandlers {
  /** The model wrote more text. */
  onDelta?: (text: string) => void;
  /** The provider started over: drop what was streamed so far. */
  onReset?: () => void;
}

/**
 * Starts a streamed AI job (create or re-prompt) and follows its events.
 * POST cannot use EventSource, so the answer is read with fetch and a stream
 * reader. Resolves with the saved snippet; a failure, before or during the
 * stream, rejects with an ApiError whose body is the server's JSON.
 */
export async function streamSnippetJob(
  url: string,
  body: unknown,
  handlers: StreamHandlers,
  signal?: AbortSignal,
): Promise<SnippetDto> {
  const res = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    body: JSON.stringify(body),
    signal,
  });
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    const error = new ApiError(res.status, text || res.statusText);
    console.error(error);
    throw error;
  }
  if (!res.headers.get('content-type')?.startsWith('text/event-stream') || !res.body) {
    return (await res.json()) as SnippetDto;
  }

  let result: SnippetDto | null = null;
  let failure: ApiError | null = null;
  const parser = createSseParser(({ event, data }) => {
    const message = { event, data: JSON.parse(data) } as SnippetStreamEvent;
    switch (message.event) {
      case 'delta':
        handlers.onDelta?.(message.data.text);
        break;
      case 'reset':
        handlers.onReset?.();
        break;
      case 'done':
        result = message.data.snippet;
        break;
      case 'error':
        failure = new ApiError(message.data.status, JSON.stringify(message.data));
        break;
    }
  });

  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.push(value);
  }
  parser.end();

  if (failure) {
    console.error(failure);
    throw failure;
  }
  if (!result)
    throw new ApiError(
      502,
      JSON.stringify({ message: 'The connection closed before the snippet was ready. Please try again.' }),
    );
  return result;
}
