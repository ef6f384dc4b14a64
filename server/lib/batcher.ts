/**
 * Group commit. Calls that arrive while a batch is being written wait and go
 * together in the next one (at most `maxBatch` per batch): a crowd pays for one
 * transaction per batch instead of one per call. A batch starts once the event
 * loop has taken in the requests that were waiting (a `setImmediate`), so a lone
 * call waits for no timer, and the requests that arrived together are written
 * together even when a write takes no turn of the event loop (the embedded
 * database runs on the app's thread, so a statement of its own for the first
 * would otherwise end before the second is read). `write` answers each item in order, with its result or
 * the error that is that item's alone. When a whole batch fails, each of its
 * items is written again on its own, so one bad item fails only its own call.
 */
export function createBatcher<I, O>(write: (items: I[]) => Promise<Array<O | Error>>, maxBatch = 200) {
  type Waiting = { item: I; resolve: (value: O) => void; reject: (error: unknown) => void };
  let queue: Waiting[] = [];
  let writing = false;
  let scheduled = false;

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

  async function drain() {
    scheduled = false;
    writing = true;
    try {
      while (queue.length > 0) {
        const batch = queue.slice(0, maxBatch);
        queue = queue.slice(batch.length);
        await writeBatch(batch);
      }
    } finally {
      writing = false;
    }
  }

  return {
    add(item: I): Promise<O> {
      return new Promise<O>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        if (!writing && !scheduled) {
          scheduled = true;
          setImmediate(() => void drain());
        }
      });
    },
  };
}
