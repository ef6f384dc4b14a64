import { describe, expect, it } from 'vitest';
import { createSharedReads } from './shared-read';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('shared reads', () => {
  it('answers a lone call with its own read', async () => {
    const read = createSharedReads<number>();
    let loads = 0;
    expect(await read('a', async () => ++loads)).toBe(1);
    expect(await read('a', async () => ++loads)).toBe(2);
  });

  it('shares a read among the calls that come before it starts, and makes later ones wait for the next', async () => {
    const read = createSharedReads<string>();
    const loads: Array<ReturnType<typeof deferred<string>>> = [];
    const load = () => {
      const d = deferred<string>();
      loads.push(d);
      return d.promise;
    };
    const turn = () => new Promise((r) => setImmediate(r));
    // two calls in one turn of the event loop: one read, begun after all three
    const first = read('k', load);
    const second = read('k', load);
    expect(loads).toHaveLength(0);
    await turn();
    await turn();
    expect(loads).toHaveLength(1);
    // these arrive while that read runs: it may predate their arrival, so they wait for the next
    const third = read('k', load);
    const fourth = read('k', load);
    loads[0]!.resolve('before');
    expect(await first).toBe('before');
    expect(await second).toBe('before');
    await turn();
    await turn();
    expect(loads).toHaveLength(2);
    const fifth = read('k', load);
    loads[1]!.resolve('after');
    expect(await third).toBe('after');
    expect(await fourth).toBe('after');
    await turn();
    await turn();
    expect(loads).toHaveLength(3);
    loads[2]!.resolve('latest');
    expect(await fifth).toBe('latest');
  });

  it('keeps keys apart, and a failed read fails only the calls that shared it', async () => {
    const read = createSharedReads<string>();
    const a = deferred<string>();
    const first = read('a', () => a.promise);
    const other = read('b', async () => 'b');
    await new Promise((r) => setImmediate(r));
    await new Promise((r) => setImmediate(r));
    const waiting = read('a', async () => {
      throw new Error('gone');
    });
    a.reject(new Error('first failed'));
    await expect(first).rejects.toThrow('first failed');
    await expect(waiting).rejects.toThrow('gone');
    expect(await other).toBe('b');
    expect(await read('a', async () => 'again')).toBe('again');
  });
});
