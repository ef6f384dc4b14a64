import { EventSourceParserStream } from 'eventsource-parser/stream';

export interface SseMessage {
  event: string;
  data: string;
}

/**
 * Reads a text/event-stream body as it arrives (a POST cannot use
 * EventSource) and hands over each complete event, as EventSource would:
 * comments are skipped, `data:` lines join with newlines, an event without
 * a name is a `message`, and an event cut off before its blank line is dropped.
 */
export async function readEventStream(
  body: ReadableStream<BufferSource>,
  onMessage: (message: SseMessage) => void,
): Promise<void> {
  const reader = body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    onMessage({ event: value.event ?? 'message', data: value.data });
  }
}
