export interface SseMessage {
  event: string;
  data: string;
}

/**
 * Reads a text/event-stream as its chunks arrive and hands over each
 * complete event: events end with a blank line, `data:` lines join with
 * newlines, comment lines (`:`) are skipped.
 */
export function createSseParser(onMessage: (message: SseMessage) => void) {
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
    if (data.length > 0) onMessage({ event, data: data.join('\n') });
  };
  return {
    push(chunk: string) {
      buffer += chunk;
      // A chunk may end between \r and \n: keep a trailing \r until its partner arrives.
      const complete = buffer.endsWith('\r') ? buffer.slice(0, -1) : buffer;
      const rest = buffer.slice(complete.length);
      const normalised = complete.replace(/\r\n?/g, '\n');
      const blocks = normalised.split('\n\n');
      buffer = blocks.pop()! + rest;
      for (const block of blocks) flush(block);
    },
    end() {
      const last = buffer.replace(/\r\n?/g, '\n');
      buffer = '';
      if (last.trim() !== '') flush(last);
    },
  };
}
