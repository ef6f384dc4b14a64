import type { SnippetDto } from '@shared/schemas/snippets';
import { ApiError, apiRequest } from '@/lib/api';
import { createSseParser } from '@/lib/sse';

export interface PromptHandlers {
  /** The raw answer streamed so far. */
  onText(raw: string): void;
  /** What was streamed is void: the server starts over. */
  onReset(): void;
}

/**
 * POST /api/snippets/{id}/prompt as a stream: deltas of the answer, then the
 * saved snippet. A failure inside the stream becomes an ApiError like any
 * failed call (status: body).
 */
export async function promptSnippet(
  id: number,
  prompt: string,
  handlers: PromptHandlers,
  signal?: AbortSignal,
): Promise<SnippetDto> {
  const res = await apiRequest(
    'POST',
    `/api/snippets/${id}/prompt`,
    { prompt },
    {
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      signal,
    },
  );
  if (!(res.headers.get('content-type') ?? '').includes('text/event-stream') || !res.body) {
    return (await res.json()) as SnippetDto;
  }
  let raw = '';
  let result: SnippetDto | null = null;
  let failure: ApiError | null = null;
  const parser = createSseParser(({ event, data }) => {
    const payload = JSON.parse(data) as Record<string, unknown>;
    if (event === 'delta' && typeof payload.text === 'string') {
      raw += payload.text;
      handlers.onText(raw);
    } else if (event === 'reset') {
      raw = '';
      handlers.onReset();
    } else if (event === 'done') {
      result = payload.snippet as SnippetDto;
    } else if (event === 'error') {
      failure = new ApiError(typeof payload.status === 'number' ? payload.status : 500, data);
    }
  });
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.push(value);
  }
  parser.end();
  if (failure) throw failure;
  if (!result)
    throw new ApiError(
      502,
      JSON.stringify({ message: 'The answer ended before the code was ready. Please try again.' }),
    );
  return result;
}
