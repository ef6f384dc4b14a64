import { describe, expect, it } from 'vitest';
import { createSseParser, type SseMessage } from './sse';

function parse(chunks: string[]) {
  const out: SseMessage[] = [];
  const parser = createSseParser((m) => out.push(m));
  for (const c of chunks) parser.push(c);
  parser.end();
  return out;
}

describe('createSseParser', () => {
  it('reads named events and skips comments', () => {
    expect(parse([': stream open\n\nevent: delta\ndata: {"text":"<p>"}\n\n: ping\n\nevent: done\ndata: {}\n\n'])).toEqual([
      { event: 'delta', data: '{"text":"<p>"}' },
      { event: 'done', data: '{}' },
    ]);
  });

  it('joins events cut anywhere across chunks, CRLF included', () => {
    const text = 'event: delta\r\ndata: {"text":"a"}\r\n\r\nevent: reset\r\ndata: {}\r\n\r\n';
    for (let cut = 1; cut < text.length; cut++) {
      expect(parse([text.slice(0, cut), text.slice(cut)]), `cut at ${cut}`).toEqual([
        { event: 'delta', data: '{"text":"a"}' },
        { event: 'reset', data: '{}' },
      ]);
    }
  });

  it('joins multi-line data and defaults the event name', () => {
    expect(parse(['data: one\ndata: two\n\n'])).toEqual([{ event: 'message', data: 'one\ntwo' }]);
  });

  it('flushes a last event without its blank line at the end', () => {
    expect(parse(['event: done\ndata: {"x":1}'])).toEqual([{ event: 'done', data: '{"x":1}' }]);
  });
});
