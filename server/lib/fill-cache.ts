import { LRUCache } from 'lru-cache';

/**
 * An LRU cache filled on a miss by a loader. Concurrent misses of one key share one load, and a
 * load that was running when its key was dropped answers its caller but is not kept: what it read
 * may predate the change that dropped the key.
 */
export function createFillCache<V extends object>(options: LRUCache.Options<string, V, unknown>) {
  const cache = new LRUCache<string, V>(options);
  const filling = new Map<string, Promise<V | undefined>>();

  return {
    /** The kept value, or what `load` answers (kept unless undefined). A load that throws keeps nothing. */
    get(key: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
      const hit = cache.get(key);
      if (hit !== undefined) return Promise.resolve(hit);
      const running = filling.get(key);
      if (running) return running;
      const fill: Promise<V | undefined> = load()
        .then((value) => {
          if (value !== undefined && filling.get(key) === fill) cache.set(key, value);
          return value;
        })
        .finally(() => {
          if (filling.get(key) === fill) filling.delete(key);
        });
      filling.set(key, fill);
      return fill;
    },
    delete(key: string) {
      cache.delete(key);
      filling.delete(key);
    },
    /** Drops every kept value that matches, and every load under way (their values are unknown yet). */
    deleteWhere(matches: (value: V, key: string) => boolean) {
      for (const [key, value] of cache.entries()) if (matches(value, key)) cache.delete(key);
      filling.clear();
    },
    /** Drops every kept value and every load under way. */
    clear() {
      cache.clear();
      filling.clear();
    },
    get size() {
      return cache.size;
    },
  };
}

export type FillCache<V extends object> = ReturnType<typeof createFillCache<V>>;
