import { describe, expect, it } from 'vitest';
import { readEventStream, type SseMessage } from './sse';

/** A response body that arrives in the given pieces. */
function body(chunks: string[]) {
  const encoder = new TextEncoder();
  return new ReadableStream<BufferSource>({
    start(controller) {
      for (const c of chunks) controller.enqueue(encoder.encode(c));
      controller.close();
    },
  });
}

async function read(chunks: string[]) {
  const out: SseMessage[] = [];
  await readEventStream(body(chunks), (m) => out.push(m));
  return out;
}

describe('readEventStream', () => {
  it('reads named events and skips comments', async () => {
    expect(
      await read([': stream open\n\nevent: delta\ndata: {"text":"<p>"}\n\n: ping\n\nevent: done\ndata: {}\n\n']),
    ).toEqual([
      { event: 'delta', data: '{"text":"<p>"}' },
      { event: 'done', data: '{}' },
    ]);
  });

  it('joins events cut anywhere across chunks, CRLF included', async () => {
    const text = 'event: delta\r\ndata: {"text":"a"}\r\n\r\nevent: reset\r\ndata: {}\r\n\r\n';
    for (let cut = 1; cut < text.length; cut++) {
      expect(await read([text.slice(0, cut), text.slice(cut)]), `cut at ${cut}`).toEqual([
        { event: 'delta', data: '{"text":"a"}' },
        { event: 'reset', data: '{}' },
      ]);
    }
  });

  it('reads a stream cut every few characters, mixed line ends', async () => {
    const stream =
      'event: delta\ndata: {"text":"<di"}\n\n: keep-alive\n\nevent: delta\r\ndata: {"text":"v>"}\r\n\r\nevent: done\ndata: {"snippet":{}}\n\n';
    const chunks: string[] = [];
    for (let i = 0; i < stream.length; i += 7) chunks.push(stream.slice(i, i + 7));
    expect(await read(chunks)).toEqual([
      { event: 'delta', data: '{"text":"<di"}' },
      { event: 'delta', data: '{"text":"v>"}' },
      { event: 'done', data: '{"snippet":{}}' },
    ]);
  });

  it('joins multi-line data and names an unnamed event a message', async () => {
    expect(await read(['data: one\ndata: two\n\n'])).toEqual([{ event: 'message', data: 'one\ntwo' }]);
  });

  it('drops an event cut off before its blank line, as EventSource does', async () => {
    expect(await read(['event: delta\ndata: {"text":"a"}\n\nevent: done\ndata: {"x":1}'])).toEqual([
      { event: 'delta', data: '{"text":"a"}' },
    ]);
  });
});
