/** How long a group may keep waiting for a crowd that is still arriving, after its first call. */
const GROUP_WAIT_MAX_MS = 20;

/**
 * Group commit. Calls that arrive while a batch is being written wait and go together in the next one
 * (at most `maxBatch` per batch): a crowd pays for one transaction per batch instead of one per call.
 *
 * A batch starts once two turns of the event loop in a row bring no new call (`setImmediate`, no
 * timer), or once it is full, or GROUP_WAIT_MAX_MS after it began waiting. A lone call is written two
 * turns on. A crowd is written together, although it arrives spread over many turns: the server takes in
 * one new connection per turn (libuv accepts one at a time). Without the wait, every turn would write
 * a group of one. On the embedded database, whose statements run on the app's own thread, each of
 * those turns would be a whole write.
 *
 * `write` answers each item in order, with its result or the error that is that item's alone. When a
 * whole batch fails, each of its items is written again on its own, so one bad item fails only its
 * own call.
 */
export function createBatcher<I, O>(write: (items: I[]) => Promise<Array<O | Error>>, maxBatch = 200) {
  type Waiting = { item: I; resolve: (value: O) => void; reject: (error: unknown) => void };
  let queue: Waiting[] = [];
  let state: 'idle' | 'waiting' | 'writing' = 'idle';

  function settle(waiting: Waiting, result: O | Error | undefined) {
    if (result instanceof Error) waiting.reject(result);
    else if (result === undefined) waiting.reject(new Error('The batch answered no result for this item'));
    else waiting.resolve(result);
  }

  async function writeBatch(batch: Waiting[]) {
    try {
      const results = await write(batch.map((w) => w.item));
      batch.forEach((w, i) => settle(w, results[i]));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
      for (const w of batch) await writeBatch([w]);
    }
  }

  /**
   * Waits, a turn at a time, while the group still grows: until two turns in a row bring no new call.
   * A connection taken in on one turn has its request read on the next, so one quiet turn is not yet
   * the end of a crowd.
   */
  function gather() {
    state = 'waiting';
    const since = performance.now();
    let seen = queue.length;
    let quiet = 0;
    const turn = () => {
      quiet = queue.length > seen ? 0 : quiet + 1;
      seen = queue.length;
      if (quiet < 2 && queue.length < maxBatch && performance.now() - since < GROUP_WAIT_MAX_MS) setImmediate(turn);
      else void writeNext();
    };
    setImmediate(turn);
  }

  async function writeNext() {
    state = 'writing';
    const batch = queue.slice(0, maxBatch);
    queue = queue.slice(batch.length);
    try {
      await writeBatch(batch);
    } finally {
      state = 'idle';
      if (queue.length > 0) gather();
    }
  }

  return {
    add(item: I): Promise<O> {
      return new Promise<O>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        if (state === 'idle') gather();
      });
    },
  };
}
