import { describe, expect, it } from 'vitest';
import { createBatcher } from './batcher';

/** A write the test releases by hand: what is queued meanwhile is the next batch. */
function gatedWrite() {
  const batches: number[][] = [];
  let release: () => void = () => undefined;
  const write = async (items: number[]) => {
    batches.push(items);
    await new Promise<void>((resolve) => (release = resolve));
    return items.map((n) => (n < 0 ? new Error(`negative ${n}`) : n * 10));
  };
  return { batches, write, release: () => release() };
}

describe('group commit', () => {
  it('writes a lone call on the next turn, and the calls that arrive meanwhile together in the next batch', async () => {
    const gate = gatedWrite();
    const batcher = createBatcher(gate.write);
    const first = batcher.add(1);
    await expect.poll(() => gate.batches).toEqual([[1]]);
    const rest = [2, 3, 4].map((n) => batcher.add(n));
    gate.release();
    await expect(first).resolves.toBe(10);
    await expect.poll(() => gate.batches.length).toBe(2);
    expect(gate.batches[1]).toEqual([2, 3, 4]);
    gate.release();
    await expect(Promise.all(rest)).resolves.toEqual([20, 30, 40]);
  });

  it('writes the calls of one turn together, even when a write takes no turn of the event loop', async () => {
    const seen: number[][] = [];
    // like the embedded database: the write's work is done before it returns
    const batcher = createBatcher(async (items: number[]) => {
      seen.push(items);
      return items;
    });
    await expect(Promise.all([1, 2, 3].map((n) => batcher.add(n)))).resolves.toEqual([1, 2, 3]);
    expect(seen).toEqual([[1, 2, 3]]);
  });

  it('keeps a group open while a crowd still arrives, one call a turn, and writes it when a turn brings none', async () => {
    const seen: number[][] = [];
    const batcher = createBatcher(async (items: number[]) => {
      seen.push(items);
      return items;
    });
    const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
    // as the server takes in one new connection a turn
    const calls: Array<Promise<number>> = [];
    for (let n = 1; n <= 30; n++) {
      calls.push(batcher.add(n));
      await nextTurn();
    }
    await expect(Promise.all(calls)).resolves.toHaveLength(30);
    expect(seen).toEqual([Array.from({ length: 30 }, (_, i) => i + 1)]);
  });

  it('writes a group once it is full, however the crowd keeps arriving', async () => {
    const seen: number[][] = [];
    const batcher = createBatcher(async (items: number[]) => {
      seen.push(items);
      return items;
    }, 4);
    const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
    const calls: Array<Promise<number>> = [];
    for (let n = 1; n <= 10; n++) {
      calls.push(batcher.add(n));
      await nextTurn();
    }
    await Promise.all(calls);
    expect(seen.flat()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(seen.every((batch) => batch.length <= 4)).toBe(true);
    expect(seen[0]).toEqual([1, 2, 3, 4]);
  });

  it('fails only the item whose result is an error, and keeps batches at most maxBatch long', async () => {
    const seen: number[][] = [];
    const batcher = createBatcher(async (items: number[]) => {
      seen.push(items);
      return items.map((n) => (n < 0 ? new Error(`negative ${n}`) : n));
    }, 2);
    const results = await Promise.allSettled([1, -2, 3, 4, 5].map((n) => batcher.add(n)));
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([
      1,
      'negative -2',
      3,
      4,
      5,
    ]);
    expect(seen.every((b) => b.length <= 2)).toBe(true);
  });

  it('writes each item of a failed batch again on its own, so one bad item fails only its own call', async () => {
    const seen: number[][] = [];
    let block: Promise<void> | null = null;
    let open: () => void = () => undefined;
    const batcher = createBatcher(async (items: number[]) => {
      seen.push(items);
      if (block) await block;
      if (items.includes(13)) throw new Error('unlucky batch');
      return items;
    });
    block = new Promise((resolve) => (open = resolve));
    const first = batcher.add(1);
    await expect.poll(() => seen).toEqual([[1]]);
    const crowd = [12, 13, 14].map((n) => batcher.add(n));
    block = null;
    open();
    await first;
    const settled = await Promise.allSettled(crowd);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(seen).toEqual([[1], [12, 13, 14], [12], [13], [14]]);
  });
});
