/**
 * Group commit. Calls that arrive while a batch is being written wait and go
 * together in the next one (at most `maxBatch` per batch): a crowd pays for one
 * transaction per batch instead of one per call, and a lone call is written at
 * once, with no timer. `write` answers each item in order, with its result or
 * the error that is that item's alone. When a whole batch fails, each of its
 * items is written again on its own, so one bad item fails only its own call.
 */
export function createBatcher<I, O>(write: (items: I[]) => Promise<Array<O | Error>>, maxBatch = 200) {
  type Waiting = { item: I; resolve: (value: O) => void; reject: (error: unknown) => void };
  let queue: Waiting[] = [];
  let writing = false;

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
        if (!writing) void drain();
      });
    },
  };
}
