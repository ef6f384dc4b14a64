export interface SseEvent {
  event: string;
  data: string;
}

/**
 * Splits a text/event-stream into events as chunks arrive. Each event ends
 * with a blank line; `data:` lines join with newlines; comments are skipped.
 */
export function createSseParser(onEvent: (event: SseEvent) => void) {
  let buffer = '';
  const flush = (block: string) => {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) onEvent({ event, data: data.join('\n') });
  };
  return {
    push(chunk: string) {
      buffer += chunk.replace(/\r\n?/g, '\n');
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        flush(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
      }
    },
    end() {
      if (buffer.trim() !== '') flush(buffer);
      buffer = '';
    },
  };
}
