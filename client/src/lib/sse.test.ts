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
    expect(
      parse([': stream open\n\nevent: delta\ndata: {"text":"<p>"}\n\n: ping\n\nevent: done\ndata: {}\n\n']),
    ).toEqual([
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

describe('createSseParser, chunked at any point', () => {
  it('reads events split across chunks at any point', () => {
    const events: SseMessage[] = [];
    const parser = createSseParser((e) => events.push(e));
    const stream =
      'event: delta\ndata: {"text":"<di"}\n\n: keep-alive\n\nevent: delta\r\ndata: {"text":"v>"}\r\n\r\nevent: done\ndata: {"snippet":{}}\n\n';
    for (let i = 0; i < stream.length; i += 7) parser.push(stream.slice(i, i + 7));
    parser.end();
    expect(events).toEqual([
      { event: 'delta', data: '{"text":"<di"}' },
      { event: 'delta', data: '{"text":"v>"}' },
      { event: 'done', data: '{"snippet":{}}' },
    ]);
  });

  it('joins multi-line data and reads a last event without its blank line', () => {
    const events: SseMessage[] = [];
    const parser = createSseParser((e) => events.push(e));
    parser.push('data: a\ndata: b\n\nevent: error\ndata: {"status":500}');
    parser.end();
    expect(events).toEqual([
      { event: 'message', data: 'a\nb' },
      { event: 'error', data: '{"status":500}' },
    ]);
  });
});
