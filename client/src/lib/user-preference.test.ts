import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { preferenceKey, readPreference, writePreference } from './user-preference';

const schema = z.object({ layout: z.enum(['tabs', 'split']).optional(), share: z.number().min(0).max(100).optional() });

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('user preferences', () => {
  it('keep each user apart', () => {
    expect(preferenceKey(7, 'editor-layout')).not.toBe(preferenceKey(8, 'editor-layout'));
    const storage = memoryStorage();
    writePreference(storage, preferenceKey(7, 'editor-layout'), { layout: 'split', share: 40 });
    expect(readPreference(storage, preferenceKey(7, 'editor-layout'), schema)).toEqual({ layout: 'split', share: 40 });
    expect(readPreference(storage, preferenceKey(8, 'editor-layout'), schema)).toBeUndefined();
  });

  it('ignore what is not JSON or not of the expected shape', () => {
    const storage = memoryStorage();
    storage.items.set('a', '{not json');
    storage.items.set('b', JSON.stringify({ layout: 'sideways' }));
    storage.items.set('c', JSON.stringify({ share: 140 }));
    for (const key of ['a', 'b', 'c', 'missing']) expect(readPreference(storage, key, schema)).toBeUndefined();
  });

  it('survive a storage the browser refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => writePreference(refusing, 'k', { layout: 'tabs' })).not.toThrow();
    expect(readPreference(refusing, 'k', schema)).toBeUndefined();
    expect(readPreference(undefined, 'k', schema)).toBeUndefined();
  });
});
