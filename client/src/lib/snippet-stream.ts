import type { EditOutcome, SnippetDto, SnippetStreamEvent } from '@shared/schemas/snippets';
import { ApiError, apiRequest } from './api';
import { readEventStream } from './sse';

export interface SnippetStreamHandlers {
  /** The model wrote more text. */
  onDelta?: (text: string) => void;
  /** The provider started over: drop what was streamed so far. */
  onReset?: () => void;
  /** An edit's outcome: what of the instruction was applied and what was not (rule-based edits). */
  onOutcome?: (outcome: EditOutcome) => void;
}

const ENDED_EARLY = 'The connection closed before the snippet was ready. Please try again.';

/**
 * Starts a streamed AI job (create, re-prompt) and follows its events:
 * deltas of the answer, then the saved snippet. Resolves with the snippet;
 * a failure, before or during the stream, rejects with an ApiError whose
 * body is the server's JSON (status: body), and is logged.
 */
export async function streamSnippetJob(
  url: string,
  body: unknown,
  handlers: SnippetStreamHandlers,
  signal?: AbortSignal,
): Promise<SnippetDto> {
  const res = await apiRequest('POST', url, body, {
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    signal,
  });
  if (!(res.headers.get('content-type') ?? '').startsWith('text/event-stream') || !res.body) {
    const { outcome, ...snippet } = (await res.json()) as SnippetDto & { outcome?: EditOutcome };
    if (outcome) handlers.onOutcome?.(outcome);
    return snippet as SnippetDto;
  }

  let result: SnippetDto | null = null;
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
        result = message.data.snippet;
        if (message.data.outcome) handlers.onOutcome?.(message.data.outcome);
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
