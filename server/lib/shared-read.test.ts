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
  it('answers a lone call with its own read, at once', async () => {
    const read = createSharedReads<number>();
    let loads = 0;
    expect(await read('a', async () => ++loads)).toBe(1);
    expect(await read('a', async () => ++loads)).toBe(2);
  });

  it('makes calls that come during a read wait for the next one, which they share', async () => {
    const read = createSharedReads<string>();
    const loads: Array<ReturnType<typeof deferred<string>>> = [];
    const load = () => {
      const d = deferred<string>();
      loads.push(d);
      return d.promise;
    };
    const first = read('k', load);
    // these arrive while the first read runs: it may predate their arrival, so they wait
    const second = read('k', load);
    const third = read('k', load);
    expect(loads).toHaveLength(1);
    loads[0]!.resolve('before');
    expect(await first).toBe('before');
    await Promise.resolve();
    await new Promise((r) => setImmediate(r));
    expect(loads).toHaveLength(2);
    // arrives while the second read runs: waits for a third
    const fourth = read('k', load);
    loads[1]!.resolve('after');
    expect(await second).toBe('after');
    expect(await third).toBe('after');
    await new Promise((r) => setImmediate(r));
    expect(loads).toHaveLength(3);
    loads[2]!.resolve('latest');
    expect(await fourth).toBe('latest');
  });

  it('keeps keys apart, and a failed read fails only the calls that shared it', async () => {
    const read = createSharedReads<string>();
    const a = deferred<string>();
    const first = read('a', () => a.promise);
    const other = read('b', async () => 'b');
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
