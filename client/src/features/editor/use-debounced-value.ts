import { useEffect, useRef, useState } from 'react';

/**
 * The value once it has stopped changing for `delay` ms. With `maxWait`, a
 * value that keeps changing (a streamed answer) still comes through at
 * least that often.
 */
export function useDebouncedValue<T>(value: T, delay: number, maxWait?: number): T {
  const [settled, setSettled] = useState(value);
  const waitingSince = useRef<number | null>(null);

  useEffect(() => {
    if (Object.is(value, settled)) {
      waitingSince.current = null;
      return;
    }
    const now = Date.now();
    waitingSince.current ??= now;
    const wait = maxWait === undefined ? delay : Math.max(0, Math.min(delay, waitingSince.current + maxWait - now));
    const timer = setTimeout(() => {
      waitingSince.current = null;
      setSettled(value);
    }, wait);
    return () => clearTimeout(timer);
  }, [value, settled, delay, maxWait]);

  return settled;
}
