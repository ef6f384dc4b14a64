import * as React from 'react';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@shared/constants';

export interface ToastAction {
  label: string;
  /** Where else the same can be done: read to screen reader users instead of the button. */
  altText: string;
  onClick: () => void;
}

export interface ToastInput {
  title?: React.ReactNode;
  description?: React.ReactNode;
  variant?: 'default' | 'destructive';
  /** A button that acts on what the toast says; clicking it closes the toast. */
  action?: ToastAction;
  /** How long the toast stays, in ms: TOAST_DURATION_MS, or TOAST_ACTION_DURATION_MS with an action. */
  duration?: number;
}

export interface ToasterToast extends ToastInput {
  id: string;
  open: boolean;
}

type Action =
  { type: 'ADD'; toast: ToasterToast } | { type: 'DISMISS'; toastId?: string } | { type: 'REMOVE'; toastId?: string };

let count = 0;
const nextId = () => String((count = (count + 1) % Number.MAX_SAFE_INTEGER));

const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>();
let memory: ToasterToast[] = [];
const listeners = new Set<(state: ToasterToast[]) => void>();

function scheduleRemove(id: string) {
  if (removeTimeouts.has(id)) return;
  removeTimeouts.set(
    id,
    setTimeout(() => {
      removeTimeouts.delete(id);
      dispatch({ type: 'REMOVE', toastId: id });
    }, TOAST_REMOVE_DELAY_MS),
  );
}

function reduce(state: ToasterToast[], action: Action): ToasterToast[] {
  switch (action.type) {
    case 'ADD':
      return [action.toast, ...state].slice(0, TOAST_LIMIT);
    case 'DISMISS':
      for (const t of state) if (!action.toastId || t.id === action.toastId) scheduleRemove(t.id);
      return state.map((t) => (!action.toastId || t.id === action.toastId ? { ...t, open: false } : t));
    case 'REMOVE':
      return action.toastId ? state.filter((t) => t.id !== action.toastId) : [];
  }
}

function dispatch(action: Action) {
  memory = reduce(memory, action);
  for (const l of listeners) l(memory);
}

/** Shows a toast; at most one is on screen (SPEC §9). */
export function toast(input: ToastInput) {
  const id = nextId();
  dispatch({ type: 'ADD', toast: { ...input, id, open: true } });
  return { id, dismiss: () => dispatch({ type: 'DISMISS', toastId: id }) };
}

/** A failure toast: the destructive variant, as every failure in SPEC §8. */
export const toastError = (title: string, description?: React.ReactNode) =>
  toast({ title, description, variant: 'destructive' });

export function useToast() {
  const [state, setState] = React.useState<ToasterToast[]>(memory);
  React.useEffect(() => {
    listeners.add(setState);
    // A toast raised before this subscription (by a child's effect) must still show.
    setState(memory);
    return () => {
      listeners.delete(setState);
    };
  }, []);
  return { toasts: state, toast, dismiss: (toastId?: string) => dispatch({ type: 'DISMISS', toastId }) };
}
