/**
 * Renders code in the app's real preview frame, as the editor does: a page
 * of the app's origin holds the sandboxed /frame.html (same sandbox, channel
 * in the hash) and talks to its bridge by postMessage — render on 'ready',
 * again after 'reloading' — with the project's design values
 * (snippetDesignOf). The frame loads Alpine, Tailwind and the project's font
 * from the app, exactly as in the editor.
 */
import crypto from 'node:crypto';
import type { Frame, Page } from 'playwright-core';
import type { DesignSystem } from '../../shared/design-system';
import { PREVIEW_FRAME_HEIGHT } from '../../shared/constants';
import { FRAME_PATH, FROM_FRAME_KEY, TO_FRAME_KEY } from '../../client/preview/protocol';
import { snippetDesignOf } from '../../shared/snippet-document';

/** The host page's path: answered by the benchmark (page.route), on the app's origin. */
const HOST_PATH = '/__output-bench-host';

function hostDocument(channel: string, width: number): string {
  const keys = JSON.stringify({ to: TO_FRAME_KEY, from: FROM_FRAME_KEY, channel });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Preview host</title>
<style>html, body { margin: 0; background: #fff; } iframe { display: block; border: 0; width: ${width}px; height: ${PREVIEW_FRAME_HEIGHT}px; }</style>
</head><body>
<iframe title="Snippet preview" src="${FRAME_PATH}#channel=${channel}" sandbox="allow-scripts allow-forms allow-popups allow-modals" referrerpolicy="no-referrer"></iframe>
<script>
const KEYS = ${keys};
const frame = document.querySelector('iframe');
const state = { ready: false, seq: 0, rendered: 0, errors: [], code: null, design: null };
window.benchHost = state;
function send(message) {
  frame.contentWindow.postMessage({ [KEYS.to]: KEYS.channel, ...message }, '*');
}
function renderLatest() {
  if (!state.ready || state.code === null) return;
  state.seq += 1;
  send({ type: 'render', seq: state.seq, code: state.code, design: state.design });
}
window.benchRender = (code, design) => { state.code = code; state.design = design; renderLatest(); };
addEventListener('message', (event) => {
  if (event.source !== frame.contentWindow || event.origin !== 'null') return;
  const data = event.data;
  if (!data || typeof data !== 'object' || data[KEYS.from] !== KEYS.channel) return;
  if (data.type === 'ready') {
    state.ready = true;
    renderLatest();
    send({ type: 'mode', mode: 'none' });
    send({ type: 'highlight', term: '' });
    send({ type: 'pins', pins: [] });
  } else if (data.type === 'reloading') {
    state.ready = false;
  } else if (data.type === 'rendered') {
    if (data.seq === state.seq) state.rendered = data.seq;
  } else if (data.type === 'error') {
    state.errors.push(String(data.message).slice(0, 300));
  }
});
</script>
</body></html>`;
}

export interface Rendered {
  frame: Frame;
  /** Script errors the frame reported (window errors, rejections, blocked scripts). */
  errors(): Promise<string[]>;
}

/** Lets the page answer the host document; call once per page. */
export async function prepareHost(page: Page, appUrl: string, width: number): Promise<void> {
  await page.route(`${appUrl}${HOST_PATH}*`, (route) => {
    const channel = new URL(route.request().url()).searchParams.get('channel') ?? '';
    return route.fulfill({ contentType: 'text/html; charset=utf-8', body: hostDocument(channel, width) });
  });
}

/** Opens a fresh preview frame on `page` and renders `code` with the project's design, as the editor does. */
export async function renderInFrame(
  page: Page,
  appUrl: string,
  code: string,
  designSystem: DesignSystem,
): Promise<Rendered> {
  const channel = crypto.randomBytes(16).toString('hex');
  await page.goto(`${appUrl}${HOST_PATH}?channel=${channel}`);
  await page.evaluate(
    ([c, d]) => (window as unknown as { benchRender(code: string, design: unknown): void }).benchRender(c, d),
    [code, snippetDesignOf(designSystem)] as const,
  );
  await page.waitForFunction('window.benchHost.rendered > 0 && window.benchHost.rendered === window.benchHost.seq', {
    timeout: 30_000,
  });
  const frame = page.frames().find((f) => f.url().includes(FRAME_PATH));
  if (!frame) throw new Error('The preview frame is missing');
  // The project's font: the frame has drawn once it is loaded (or has failed).
  await frame.evaluate('document.fonts.ready.then(() => true)');
  return {
    frame,
    errors: () => page.evaluate('window.benchHost.errors.slice()') as Promise<string[]>,
  };
}

/** Resizes the frame element (the frame's viewport height), e.g. to its content for a screenshot. */
export async function setFrameHeight(page: Page, height: number): Promise<void> {
  await page.evaluate((h) => {
    const iframe = document.querySelector('iframe');
    if (iframe) iframe.style.height = `${h}px`;
  }, height);
}

export { PREVIEW_FRAME_HEIGHT };

/**
 * Runs `fn(arg)` in the frame. The function is sent as source, and the
 * TypeScript runner wraps named functions in a `__name` helper that exists
 * only in Node: a local stand-in is declared around it.
 */
export function inFrame<A, R>(frame: Frame, fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
  return frame.evaluate(expression(fn, arg)) as Promise<R>;
}

function expression<A>(fn: (arg: A) => unknown, arg: A): string {
  return `(() => { const __name = (f) => f; return (${fn.toString()})(${JSON.stringify(arg)}); })()`;
}
