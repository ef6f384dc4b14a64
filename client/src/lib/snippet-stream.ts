import type { SnippetJobDone, SnippetJobResult, SnippetStreamEvent } from '@shared/schemas/snippets';
import { ApiError, apiRequest } from './api';
import { readEventStream } from './sse';

export interface SnippetStreamHandlers {
  /** The model wrote more text. */
  onDelta?: (text: string) => void;
  /** The provider started over: drop what was streamed so far. */
  onReset?: () => void;
}

const ENDED_EARLY = 'The connection closed before the snippet was ready. Please try again.';

/**
 * Starts a streamed AI job (create, re-prompt) and follows its events:
 * deltas of the answer, then the saved snippet. Resolves with the snippet and
 * the job's report (an edit's outcome, a generation's summary and note);
 * a failure, before or during the stream, rejects with an ApiError whose
 * body is the server's JSON (status: body), and is logged.
 */
export async function streamSnippetJob(
  url: string,
  body: unknown,
  handlers: SnippetStreamHandlers,
  signal?: AbortSignal,
): Promise<SnippetJobDone> {
  const res = await apiRequest('POST', url, body, {
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    signal,
  });
  if (!(res.headers.get('content-type') ?? '').startsWith('text/event-stream') || !res.body) {
    // One JSON answer: the snippet with the report beside its fields.
    const { outcome, summary, note, ...snippet } = (await res.json()) as SnippetJobResult;
    return {
      snippet,
      ...(outcome === undefined ? {} : { outcome }),
      ...(summary === undefined ? {} : { summary }),
      ...(note === undefined ? {} : { note }),
    };
  }

  let result: SnippetJobDone | null = null;
  let failure: ApiError | null = null;
  await readEventStream(res.body, ({ event, data }) => {
    const message = { event, data: JSON.parse(data) } as SnippetStreamEvent;
    switch (message.event) {
      case 'delta':
        handlers.onDelta?.(message.data.text);
        break;
      case 'reset':
        handlers.onReset?.();
        break;
      case 'done':
        result = message.data;
        break;
      case 'error':
        failure = new ApiError(message.data.status, data);
        break;
    }
  });

  if (failure) {
    console.error(failure);
    throw failure;
  }
  if (!result) throw new ApiError(502, JSON.stringify({ message: ENDED_EARLY }));
  return result;
}
