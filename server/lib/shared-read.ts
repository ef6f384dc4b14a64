/**
 * Reads shared by the calls that wait for them, without serving anything older than the call. A read
 * starts once the event loop has taken in what was waiting (a `setImmediate`) and no read of its key is
 * running; every call that comes before it starts shares it, and calls that come while it runs share the
 * next one. Every call is thus answered by a read that began after the call did, so it sees every change
 * committed before it arrived, in this process or another, and a crowd asking the same costs one read
 * per read's duration instead of one per call. The pause matters to the embedded database, whose
 * statements run without yielding: requests that arrived meanwhile are only read from their sockets
 * afterwards, and would otherwise each find no read running and start their own. Nothing is kept once
 * a read has answered; a read that fails fails the calls that share it.
 */
export function createSharedReads<V>() {
  interface Slot {
    /** The read running now, or the last one. */
    running: Promise<V> | null;
    /** The read not started yet, which arriving calls join. */
    next: Promise<V> | null;
  }
  const slots = new Map<string, Slot>();
  const ignore = () => {};
  const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

  return function read(key: string, load: () => Promise<V>): Promise<V> {
    let slot = slots.get(key);
    if (!slot) {
      slot = { running: null, next: null };
      slots.set(key, slot);
    }
    if (slot.next) return slot.next;
    const s = slot;
    const next: Promise<V> = (s.running ?? Promise.resolve())
      .then(ignore, ignore)
      .then(turn)
      .then(() => {
        // From here on, arriving calls wait for the read after this one.
        s.running = next;
        s.next = null;
        return load();
      });
    s.next = next;
    next.then(ignore, ignore).then(() => {
      if (s.running === next && s.next === null) slots.delete(key);
    });
    return next;
  };
}
