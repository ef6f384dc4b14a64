/**
 * Where a numbered pin marker goes: just outside the top-left corner of the
 * element it marks, never over that element's text. Plain geometry in document
 * coordinates, so it is tested without a browser.
 */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The room between a marker and what it marks. */
export const MARKER_GAP = 2;
/** The least room kept between a marker and the edge of the page. */
export const EDGE_MARGIN = 2;

export function intersects(a: Box, b: Box): boolean {
  return a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;
}

/** The smallest box around all of the boxes (null for none). */
export function boundingBox(boxes: readonly Box[]): Box | null {
  if (boxes.length === 0) return null;
  const left = Math.min(...boxes.map((b) => b.left));
  const top = Math.min(...boxes.map((b) => b.top));
  const right = Math.max(...boxes.map((b) => b.left + b.width));
  const bottom = Math.max(...boxes.map((b) => b.top + b.height));
  return { left, top, width: right - left, height: bottom - top };
}

/**
 * The marker's top-left corner. Tried in turn: diagonally outside the top-left
 * corner, left of the first line, above it, right of the element's top, below
 * it, inside the corner; each moved inside the page's edges (`pageWidth`, top 0)
 * where it would stick out. The first that covers none of `text` (the element's
 * line boxes) and, where it can, none of `taken` (markers already placed) wins.
 */
export function placeMarker(
  element: Box,
  marker: { width: number; height: number },
  text: readonly Box[],
  pageWidth: number,
  taken: readonly Box[] = [],
): { left: number; top: number } {
  const { width: w, height: h } = marker;
  const g = MARKER_GAP;
  const right = element.left + element.width;
  const bottom = element.top + element.height;
  const candidates = [
    { left: element.left - w - g, top: element.top - h - g },
    { left: element.left - w - g, top: element.top },
    { left: element.left, top: element.top - h - g },
    { left: right + g, top: element.top },
    { left: right - w, top: element.top - h - g },
    { left: element.left, top: bottom + g },
    { left: element.left, top: element.top },
  ].map(({ left, top }) => ({
    left: Math.max(EDGE_MARGIN, Math.min(left, pageWidth - w - EDGE_MARGIN)),
    top: Math.max(EDGE_MARGIN, top),
  }));
  const box = (p: { left: number; top: number }): Box => ({ ...p, width: w, height: h });
  const clearOf = (p: { left: number; top: number }, boxes: readonly Box[]) =>
    !boxes.some((b) => intersects(box(p), b));
  return (
    candidates.find((p) => clearOf(p, text) && clearOf(p, taken)) ??
    candidates.find((p) => clearOf(p, text)) ??
    candidates[0]!
  );
}
