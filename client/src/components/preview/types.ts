import type { FrameDesign, FramePin } from '../../../preview/protocol';

export type PreviewViewport = 'desktop' | 'mobile';

/** The parts of a project's design system the preview applies. */
export type PreviewDesign = FrameDesign;

/**
 * A numbered marker over the element `selector` finds (a comment pinned to
 * an element). When the selector finds nothing, the marker shows in the
 * frame's corner in its 'element changed' state and `onPinsState` reports it.
 */
export type PreviewPin = FramePin;

/** An element a client picked to pin a comment to. */
export interface PinPick {
  /** Finds the element again in later versions of the code. */
  selector: string;
  /** The element as people speak of it, e.g. 'the quote in the second testimonial'. */
  description: string;
}

export interface InspectResult {
  /** The first class of the clicked element or of its nearest ancestor with one; '' when there is none. */
  className: string;
}

/** An element outlined in the preview with a label, as the inspector outlines one (a check's finding). */
export interface PreviewSpotlight {
  selector: string;
  label: string;
}
