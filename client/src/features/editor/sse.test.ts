import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse';

describe('createSseParser', () => {
  it('reads events split across chunks at any point', () => {
    const events: SseEvent[] = [];
    const parser = createSseParser((e) => events.push(e));
    const stream = 'event: delta\ndata: {"text":"<di"}\n\n: keep-alive\n\nevent: delta\r\ndata: {"text":"v>"}\r\n\r\nevent: done\ndata: {"snippet":{}}\n\n';
    for (let i = 0; i < stream.length; i += 7) parser.push(stream.slice(i, i + 7));
    parser.end();
    expect(events).toEqual([
      { event: 'delta', data: '{"text":"<di"}' },
      { event: 'delta', data: '{"text":"v>"}' },
      { event: 'done', data: '{"snippet":{}}' },
    ]);
  });

  it('joins multi-line data and reads a last event without its blank line', () => {
    const events: SseEvent[] = [];
    const parser = createSseParser((e) => events.push(e));
    parser.push('data: a\ndata: b\n\nevent: error\ndata: {"status":500}');
    parser.end();
    expect(events).toEqual([
      { event: 'message', data: 'a\nb' },
      { event: 'error', data: '{"status":500}' },
    ]);
  });
});
