import { Readable } from 'node:stream';

/**
 * Reads the first `length` bytes of a stream (fewer when it is shorter) and hands back a stream
 * of all its bytes, the head included, so a decision about the bytes can be made before they are
 * stored. Nothing beyond the head is buffered. If the returned body is never read, destroy `source`.
 */
export async function readHead(source: Readable, length: number): Promise<{ head: Buffer; body: Readable }> {
  const iterator: AsyncIterator<Buffer> = source[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let read = 0;
  let ended = false;
  while (read < length) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    chunks.push(next.value);
    read += next.value.length;
  }
  async function* all(): AsyncGenerator<Buffer> {
    try {
      yield* chunks;
      if (ended) return;
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        yield next.value;
      }
    } finally {
      // A consumer that stops early (a size cap, a failed store) must stop the source too.
      await iterator.return?.();
    }
  }
  const head = Buffer.concat(chunks);
  return {
    head: head.length > length ? head.subarray(0, length) : head,
    body: Readable.from(all(), { objectMode: false }),
  };
}

/** Passes a stream's chunks through unchanged while keeping them in `into`. */
export function keepingChunks(source: Readable, into: Buffer[]): Readable {
  async function* relay(): AsyncGenerator<Buffer> {
    for await (const chunk of source) {
      into.push(chunk as Buffer);
      yield chunk as Buffer;
    }
  }
  return Readable.from(relay(), { objectMode: false });
}
