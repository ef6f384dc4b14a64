/**
 * Reads shared by the calls that wait for them, without serving anything older than the call: a call
 * that finds no read of its key running starts one; calls that arrive while it runs wait and share the
 * next one, which starts when it ends. Every call is thus answered by a read that began after the call
 * did, so it sees every change committed before it arrived, in this process or another, and a crowd
 * asking the same costs one read per read's duration instead of one per call. Nothing is kept once a
 * read has answered; a read that fails fails the calls that share it.
 */
export function createSharedReads<V>() {
  interface Slot {
    /** The read running now. */
    running: Promise<V>;
    /** The read that the calls which came during `running` wait for; it starts when `running` ends. */
    next: Promise<V> | null;
  }
  const slots = new Map<string, Slot>();
  const ignore = () => {};

  function release(key: string, slot: Slot, read: Promise<V>) {
    read.then(ignore, ignore).then(() => {
      if (slot.running === read && slot.next === null) slots.delete(key);
    });
  }

  return function read(key: string, load: () => Promise<V>): Promise<V> {
    const slot = slots.get(key);
    if (!slot) {
      const running = load();
      const fresh: Slot = { running, next: null };
      slots.set(key, fresh);
      release(key, fresh, running);
      return running;
    }
    if (slot.next) return slot.next;
    const next: Promise<V> = slot.running.then(ignore, ignore).then(() => {
      // From here on, arriving calls wait for the read after this one.
      slot.running = next;
      slot.next = null;
      return load();
    });
    slot.next = next;
    release(key, slot, next);
    return next;
  };
}
