import { useEffect, useRef } from 'react';

/**
 * A request to open a snippet's Prompt Code dialog with a prompt filled in:
 * sent from the Comments section (after a fix that was not whole), heard by
 * the editor's dialog. Neither knows the other.
 */
type Listener = (text: string) => void;

const listeners = new Map<number, Set<Listener>>();

/** Asks the open editor of the snippet for its Prompt Code dialog with `text`; whether an editor heard it. */
export function requestPromptCode(snippetId: number, text: string): boolean {
  const heard = listeners.get(snippetId);
  if (!heard || heard.size === 0) return false;
  for (const listener of heard) listener(text);
  return true;
}

/** Hears the Prompt Code requests for a snippet while mounted. */
export function usePromptCodeRequest(snippetId: number, onRequest: Listener) {
  const latest = useRef(onRequest);
  useEffect(() => {
    latest.current = onRequest;
  });
  useEffect(() => {
    const listener: Listener = (text) => latest.current(text);
    const heard = listeners.get(snippetId) ?? new Set<Listener>();
    heard.add(listener);
    listeners.set(snippetId, heard);
    return () => {
      heard.delete(listener);
      if (heard.size === 0) listeners.delete(snippetId);
    };
  }, [snippetId]);
}
