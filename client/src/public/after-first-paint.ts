/**
 * Runs `start` once the browser has shown the server's HTML, which already holds what a visitor sees
 * first: the app's code is fetched and run after that paint, never in front of it.
 *
 * - `content`: the HTML has text to show (the share page's header): start when the browser reports the
 *   first contentful paint, which it does once the frame is on screen. A tab in the background paints
 *   nothing; it starts after a second.
 * - `frame`: the HTML shows only a frame (/preview): start two animation frames on.
 *
 * A page that has already painted starts at once. The built documents run this inline, from their
 * HTML, and only then load their entry, which calls it again (scripts/public-pages.ts).
 */
export function afterFirstPaint(start: () => void, first: 'content' | 'frame') {
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    setTimeout(start, 0);
  };
  const painted = performance.getEntriesByName(first === 'content' ? 'first-contentful-paint' : 'first-paint');
  if (painted.length > 0) {
    go();
    return;
  }
  const twoFramesOn = () => requestAnimationFrame(() => requestAnimationFrame(go));
  if (first === 'frame' || !PerformanceObserver.supportedEntryTypes.includes('paint')) {
    twoFramesOn();
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    go();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(go, 1000);
}
