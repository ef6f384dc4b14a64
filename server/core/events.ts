import { EventEmitter } from 'node:events';
import type { Notifier } from '../db/client';

/** What changes live: pages listening on a snippet hear about new comments and versions. */
export type LiveEvent =
  | { type: 'comment.created'; snippetId: number; commentId: number }
  | { type: 'comment.updated'; snippetId: number; commentId: number }
  | { type: 'snippet.updated'; snippetId: number; versionNumber?: number }
  | { type: 'snippet.deleted'; snippetId: number }
  /** Sharing turned on or off: share pages hear `snippet.sharing` with shared false and stop. */
  | { type: 'snippet.sharing'; snippetId: number; shared: boolean };

const CHANNEL = 'atelier_events';
const EVERY_EVENT = 'every';

/**
 * Events go through PostgreSQL NOTIFY, so every app process on the same
 * database (and PGlite's single one) hears them, then fan out in-process.
 */
export function createEventBus(notifier: Notifier) {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let started: Promise<() => Promise<void>> | null = null;

  function start() {
    started ??= notifier.listen(CHANNEL, (payload) => {
      try {
        const event = JSON.parse(payload) as LiveEvent;
        emitter.emit(`snippet:${event.snippetId}`, event);
        emitter.emit(EVERY_EVENT, event);
      } catch {
        // not one of ours
      }
    });
    return started;
  }

  return {
    start,
    /** Publishes events in order, in one statement however many there are. */
    async publish(...events: LiveEvent[]) {
      if (events.length === 0) return;
      // Handlers of every event hear them here at once, before the database echoes them back: what
      // this process answers next must already reflect the change it just made.
      for (const event of events) emitter.emit(EVERY_EVENT, event);
      await notifier.notify(
        CHANNEL,
        events.map((event) => JSON.stringify(event)),
      );
    },
    /** Calls `handler` for every event of one snippet until the returned function is called. */
    async subscribe(snippetId: number, handler: (event: LiveEvent) => void) {
      await start();
      emitter.on(`snippet:${snippetId}`, handler);
      return () => {
        emitter.off(`snippet:${snippetId}`, handler);
      };
    },
    /**
     * Calls `handler` for every event of every snippet until the returned function is called: at once
     * for an event published by this process (which it then hears a second time, from the database),
     * and when it arrives for one published by another process.
     */
    async subscribeAll(handler: (event: LiveEvent) => void) {
      await start();
      emitter.on(EVERY_EVENT, handler);
      return () => {
        emitter.off(EVERY_EVENT, handler);
      };
    },
    async close() {
      if (started) await (await started)();
      emitter.removeAllListeners();
    },
  };
}

export type EventBus = ReturnType<typeof createEventBus>;
