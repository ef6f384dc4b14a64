/**
 * Runs `start` once the browser has painted the server's HTML, which already holds what a visitor sees
 * first (the share page's header, /preview's frame): the app's code downloads in parallel
 * (modulepreload links in the HTML) but runs after the first paint, never in front of it.
 */
export function afterFirstPaint(start: () => void) {
  requestAnimationFrame(() => setTimeout(start, 0));
}
