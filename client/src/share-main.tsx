import './index.css';

/**
 * The public pages' entry (share.html). The server's HTML already holds what a visitor sees first (the
 * share page's header, /preview's frame), so the app starts once the browser has painted it: its code
 * downloads in parallel (modulepreload links in the HTML) but runs after the first paint, never in
 * front of it.
 */
requestAnimationFrame(() => {
  setTimeout(() => void import('./share-app'), 0);
});
