/**
 * The messages between the app and the sandboxed preview frame. Both sides
 * check the sender (`event.source`) and the frame's random channel id; the
 * frame runs untrusted snippet code, so the app treats every message from it
 * as untrusted data.
 */
import type { SnippetDesign } from '@shared/snippet-document';

/** Where the frame document is served; the channel id travels in the hash. */
export const FRAME_PATH = '/frame.html';

/** The project's look, as the frame applies it: CSS custom properties and a `dark` class on <html>. */
export type FrameDesign = SnippetDesign;

export interface FramePin {
  id: string;
  label: string;
  selector: string;
  active?: boolean;
}

export type FrameMode = 'none' | 'inspect' | 'pick';

export interface ScrollPosition {
  x: number;
  y: number;
}

export type ToFrame =
  | { type: 'render'; seq: number; code: string; design: FrameDesign | null; scroll?: ScrollPosition }
  | { type: 'mode'; mode: FrameMode }
  | { type: 'highlight'; term: string }
  | { type: 'pins'; pins: FramePin[] }
  /** Runs the checks (axe-core and Atelier's own) on what is rendered; axe loads the first time. */
  | { type: 'check'; id: number }
  /** Loads axe-core and the checks now, while the code renders, so the check that follows starts at once. */
  | { type: 'prepare-checks' }
  /** Outlines one element, as the inspector does, and scrolls it into view; null clears it. */
  | { type: 'spotlight'; selector: string | null; label: string };

export type FromFrame =
  | { type: 'ready' }
  | { type: 'rendered'; seq: number }
  /** The new code needs a fresh document (its scripts must not run twice in one page): the frame reloads itself. */
  | { type: 'reloading'; scroll: ScrollPosition }
  | { type: 'error'; seq: number; message: string }
  | { type: 'inspect'; className: string }
  /** A picked element: a selector to find it again and how people would speak of it ('the "Get started" button'). */
  | { type: 'pick'; selector: string; description: string }
  | { type: 'pins-state'; missing: string[] }
  | { type: 'pin-click'; id: string }
  | { type: 'highlighted'; count: number }
  /** The checks' result, untrusted: the app parses it with checkResultSchema. */
  | { type: 'checked'; id: number; result: unknown }
  | { type: 'check-failed'; id: number; message: string }
  | { type: 'spotlighted'; found: boolean };

/** The key each envelope carries, with the channel id as its value. */
export const TO_FRAME_KEY = 'atelierToFrame';
export const FROM_FRAME_KEY = 'atelierFromFrame';

/** What the editor's selection may be to highlight elements: letters, digits, underscore or hyphen. */
export const HIGHLIGHT_TERM = /^[A-Za-z0-9_-]+$/;

export const CHANNEL_PATTERN = /^[a-f0-9]{32}$/;
