/**
 * Runs `start` once the browser has shown the server's HTML, which already holds what a visitor sees
 * first (the share page's header, /preview's name and frame): the app's code is fetched and run after
 * that paint, never in front of it. It starts when the browser reports the first contentful paint; a
 * tab in the background paints nothing, and starts after a second.
 *
 * A page that has already painted starts at once. The built documents run this inline, from their
 * HTML, and only then load their entry, which calls it again (scripts/public-pages.ts).
 */
export function afterFirstPaint(start: () => void) {
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    setTimeout(start, 0);
  };
  if (performance.getEntriesByName('first-contentful-paint').length > 0) {
    go();
    return;
  }
  if (!PerformanceObserver.supportedEntryTypes.includes('paint')) {
    requestAnimationFrame(() => requestAnimationFrame(go));
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    go();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(go, 1000);
}
