import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { useCurrentUser } from './current-user';

/** Where one user's preference lives in the browser's local storage: each signed-in user has their own. */
export const preferenceKey = (userId: number, name: string) => `atelier:user:${userId}:${name}`;

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'setItem'>;

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage blocked by the browser's settings
  }
}

/** The stored value when it is there, readable and of the expected shape; otherwise undefined. */
export function readPreference<T>(storage: ReadableStorage | undefined, key: string, schema: z.ZodType<T>) {
  try {
    const raw = storage?.getItem(key);
    if (raw == null) return undefined;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Stores the value; a full or blocked storage only means the preference is not remembered. */
export function writePreference(storage: WritableStorage | undefined, key: string, value: unknown) {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // remembered for this visit only
  }
}

/**
 * A small preference of the signed-in user (a layout, a size), remembered in this browser and
 * restored on the next visit; undefined until one was chosen. Without a signed-in user it lasts the visit.
 */
export function useUserPreference<T>(name: string, schema: z.ZodType<T>): [T | undefined, (value: T) => void] {
  const { user } = useCurrentUser();
  const key = user ? preferenceKey(user.id, name) : null;
  const [entry, setEntry] = useState(() => ({
    key,
    value: key ? readPreference(browserStorage(), key, schema) : undefined,
  }));
  // Another user signed in: their own preference, not the previous one's.
  let current = entry;
  if (entry.key !== key) {
    current = { key, value: key ? readPreference(browserStorage(), key, schema) : undefined };
    setEntry(current);
  }
  const set = useCallback(
    (value: T) => {
      setEntry({ key, value });
      if (key) writePreference(browserStorage(), key, value);
    },
    [key],
  );
  return [current.value, set];
}
