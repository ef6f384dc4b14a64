/**
 * Runs inside the sandboxed preview frame (opaque origin): renders the code
 * the app posts, reports script errors, and drives the inspector, the
 * selection highlight and comment pins. It trusts only messages from its
 * parent window on its own channel.
 */
import {
  CHANNEL_PATTERN,
  FROM_FRAME_KEY,
  HIGHLIGHT_TERM,
  TO_FRAME_KEY,
  type FrameDesign,
  type FrameMode,
  type FramePin,
  type FromFrame,
  type ScrollPosition,
  type ToFrame,
} from './protocol';
import { elementMatchesTerm, firstClassName, isExecutableScriptType, needsFreshDocument } from './frame-logic';
import { createOverlay } from './frame-overlay';
import { resolveSelector, selectorFor } from './frame-selector';
import { describeElement } from './element-description';
import { fontStylesheetPath, libraryFont } from '@shared/fonts';
import { designProperties } from '@shared/snippet-document';

type RenderMessage = Extract<ToFrame, { type: 'render' }>;

declare global {
  interface Window {
    hljs?: { highlightElement(element: HTMLElement): void };
  }
}

const channel = new URLSearchParams(location.hash.slice(1)).get('channel') ?? '';
// The URL's origin, which is the app's: this document's own origin is opaque.
const parentOrigin = location.origin;
const bridgeScript = document.currentScript as HTMLScriptElement | null;
const alpineSrc = bridgeScript?.dataset.alpine ?? null;
/** axe-core and the checks script: loaded the first time checks run, never before. */
const axeSrc = bridgeScript?.dataset.axe ?? null;
const checksSrc = bridgeScript?.dataset.checks ?? null;
/** A snippet's static document (the server rendered the code into it): nothing to render here. */
const isStaticDocument = bridgeScript?.dataset.static !== undefined;
const MAX_HIGHLIGHTS = 300;
const EXTERNAL_SCRIPT_TIMEOUT_MS = 10_000;

let seq = 0;
let renderedCode: string | null = null;
let alpineLoaded = false;
let mode: FrameMode = 'none';
let term = '';
let pins: FramePin[] = [];
let reportedMissing = '';

/** What went wrong since the code was rendered, for the checks: script errors and blocked requests. */
const MAX_DIAGNOSTICS = 50;
const diagnostics = { errors: [] as string[], blocked: [] as { uri: string; directive: string }[] };
function noteError(message: string) {
  if (diagnostics.errors.length < MAX_DIAGNOSTICS) diagnostics.errors.push(message.slice(0, 500));
}

function post(message: FromFrame) {
  if (message.type === 'error') noteError(message.message);
  if (!CHANNEL_PATTERN.test(channel)) return;
  window.parent.postMessage({ [FROM_FRAME_KEY]: channel, ...message }, parentOrigin);
}

// ---- errors -------------------------------------------------------------

window.addEventListener('error', (event) => {
  post({ type: 'error', seq, message: describeError(event.message, event.error, event.lineno) });
});
window.addEventListener('unhandledrejection', (event) => {
  const reason = event.reason as unknown;
  post({
    type: 'error',
    seq,
    message: `Uncaught (in promise) ${reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason)}`,
  });
});
document.addEventListener('securitypolicyviolation', (event) => {
  if (diagnostics.blocked.length < MAX_DIAGNOSTICS && event.blockedURI !== 'eval' && event.blockedURI !== 'inline')
    diagnostics.blocked.push({ uri: event.blockedURI.slice(0, 300), directive: event.effectiveDirective });
  if (
    !event.effectiveDirective.startsWith('script-src') ||
    event.blockedURI === 'eval' ||
    event.blockedURI === 'inline'
  )
    return;
  post({
    type: 'error',
    seq,
    message: `Blocked external script ${event.blockedURI}: the preview loads only its own Tailwind CSS, Alpine.js and highlight.js.`,
  });
});

// console.error from the snippet's code counts as an error for the checks.
const nativeConsoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  noteError(args.map((a) => (a instanceof Error ? `${a.name}: ${a.message}` : String(a))).join(' '));
  nativeConsoleError(...args);
};

function describeError(message: string, error: unknown, line?: number): string {
  const text = message || (error instanceof Error ? `${error.name}: ${error.message}` : 'Script error');
  return line ? `${text} (line ${line})` : text;
}

// ---- load events for scripts that arrive after the page loaded ------------

/**
 * Snippet scripts run after this document has loaded, so listeners they add
 * for DOMContentLoaded or load would never fire: they are collected while the
 * scripts run and called once the scripts are done, as in a fresh page.
 */
let collected: { type: string; target: EventTarget; listener: EventListenerOrEventListenerObject }[] | null = null;
const nativeAddEventListener = EventTarget.prototype.addEventListener;
function collecting(
  this: EventTarget,
  type: string,
  listener: EventListenerOrEventListenerObject | null,
  options?: boolean | AddEventListenerOptions,
) {
  if (collected && listener && (type === 'DOMContentLoaded' || (type === 'load' && this === window))) {
    collected.push({ type, target: this, listener });
    return;
  }
  nativeAddEventListener.call(this, type, listener, options);
}
document.addEventListener = collecting as typeof document.addEventListener;
window.addEventListener = collecting as typeof window.addEventListener;

function callListener(entry: { type: string; target: EventTarget; listener: EventListenerOrEventListenerObject }) {
  const event = new Event(entry.type);
  try {
    if (typeof entry.listener === 'function') entry.listener.call(entry.target, event);
    else entry.listener.handleEvent(event);
  } catch (error) {
    reportThrown(error);
  }
}

function reportThrown(error: unknown) {
  post({
    type: 'error',
    seq,
    message: error instanceof Error ? `Uncaught ${error.name}: ${error.message}` : `Uncaught ${String(error)}`,
  });
}

// ---- rendering ------------------------------------------------------------

/** Adds the stylesheet of the project's font when the app serves it (once per font). */
function loadFont(fontFamily: string) {
  const font = libraryFont(fontFamily);
  if (!font) return;
  const href = fontStylesheetPath(font);
  if (document.head.querySelector(`link[data-font="${font.slug}"]`)) return;
  if (font.slug === 'inter') return; // the frame document links Inter itself
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.dataset.font = font.slug;
  document.head.append(link);
}

function applyDesign(design: FrameDesign | null) {
  const root = document.documentElement;
  if (!design) return;
  loadFont(design.fontFamily);
  for (const [name, value] of Object.entries(designProperties(design))) root.style.setProperty(name, value);
  root.classList.toggle('dark', design.isDarkMode);
}

function freshScript(source: HTMLScriptElement): HTMLScriptElement {
  const script = document.createElement('script');
  for (const attr of Array.from(source.attributes)) script.setAttribute(attr.name, attr.value);
  script.text = source.text;
  return script;
}

/** Runs scripts one after another, waiting for each external one, as the HTML parser would. */
async function runScripts(slots: { slot: ChildNode; source: HTMLScriptElement }[]) {
  for (const { slot, source } of slots) {
    const script = freshScript(source);
    if (script.src && script.type !== 'module') {
      script.async = false;
      const settled = new Promise<void>((resolve) => {
        script.addEventListener('load', () => resolve());
        script.addEventListener('error', () => resolve());
        setTimeout(resolve, EXTERNAL_SCRIPT_TIMEOUT_MS);
      });
      slot.replaceWith(script);
      await settled;
    } else {
      slot.replaceWith(script);
    }
  }
}

function loadAlpine(): Promise<void> {
  if (alpineLoaded || !alpineSrc) return Promise.resolve();
  alpineLoaded = true;
  return new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = alpineSrc;
    script.addEventListener('load', () => queueMicrotask(resolve));
    script.addEventListener('error', () => resolve());
    document.head.append(script);
  });
}

function highlightCodeBlocks() {
  if (!window.hljs) return;
  for (const block of Array.from(document.querySelectorAll<HTMLElement>('pre code:not([data-highlighted])'))) {
    try {
      window.hljs.highlightElement(block);
    } catch (error) {
      reportThrown(error);
    }
  }
}

/** The next paint; a hidden frame (an inactive tab) gets no animation frames, so a timer stands in. */
const nextFrame = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => resolve());
    setTimeout(resolve, 100);
  });

async function mount(code: string) {
  diagnostics.errors = [];
  diagnostics.blocked = [];
  const parsed = new DOMParser().parseFromString(code, 'text/html');
  const keep: ScrollPosition = { x: window.scrollX, y: window.scrollY };
  const slots: { slot: ChildNode; source: HTMLScriptElement }[] = [];

  for (const old of Array.from(document.head.querySelectorAll('[data-atelier-snippet]'))) old.remove();
  for (const node of Array.from(parsed.head.children)) {
    const tag = node.tagName.toLowerCase();
    const isStylesheet = tag === 'link' && /\bstylesheet\b/i.test(node.getAttribute('rel') ?? '');
    if (tag === 'style' || isStylesheet) {
      const copy = document.importNode(node, true);
      copy.setAttribute('data-atelier-snippet', '');
      document.head.append(copy);
    } else if (tag === 'script' && isExecutableScriptType(node.getAttribute('type'))) {
      const slot = document.createElement('template');
      slot.setAttribute('data-atelier-snippet', '');
      document.head.append(slot);
      slots.push({ slot, source: node as HTMLScriptElement });
    }
  }

  const body = document.body;
  for (const attr of Array.from(body.attributes)) body.removeAttribute(attr.name);
  for (const attr of Array.from(parsed.body.attributes)) body.setAttribute(attr.name, attr.value);
  const content = document.createDocumentFragment();
  for (const child of Array.from(parsed.body.childNodes)) content.append(document.importNode(child, true));
  for (const script of Array.from(content.querySelectorAll('script'))) {
    if (!isExecutableScriptType(script.getAttribute('type'))) continue;
    const slot = document.createComment('script');
    script.replaceWith(slot);
    slots.push({ slot, source: script });
  }
  body.replaceChildren(content);
  renderedCode = code;
  window.scrollTo(keep.x, keep.y);

  collected = [];
  const onloadBefore = window.onload;
  try {
    await runScripts(slots);
  } finally {
    const queue = collected;
    collected = null;
    for (const entry of queue.filter((e) => e.type === 'DOMContentLoaded')) callListener(entry);
    for (const entry of queue.filter((e) => e.type === 'load')) callListener(entry);
    const onload = window.onload;
    if (typeof onload === 'function' && onload !== onloadBefore) {
      try {
        onload.call(window, new Event('load'));
      } catch (error) {
        reportThrown(error);
      }
    }
  }
  await loadAlpine();
  highlightCodeBlocks();
}

async function render(message: RenderMessage) {
  if (needsFreshDocument(renderedCode, message.code)) {
    post({ type: 'reloading', scroll: { x: window.scrollX, y: window.scrollY } });
    location.reload();
    return 'reloading';
  }
  seq = message.seq;
  applyDesign(message.design);
  if (message.code !== renderedCode) await mount(message.code);
  refreshOverlay();
  await nextFrame();
  await nextFrame();
  if (message.scroll) window.scrollTo(message.scroll.x, message.scroll.y);
  post({ type: 'rendered', seq: message.seq });
  return 'rendered';
}

// Renders run one at a time; while one runs, only the newest waiting message is kept.
let waiting: RenderMessage | null = null;
let rendering = false;
async function queueRender(message: RenderMessage) {
  waiting = message;
  if (rendering) return;
  rendering = true;
  try {
    while (waiting) {
      const next = waiting;
      waiting = null;
      if ((await render(next)) === 'reloading') return;
    }
  } finally {
    rendering = false;
  }
}

// ---- inspector, pin picking, highlight and pins ----------------------------

const overlay = createOverlay();
const modeStyle = document.createElement('style');
modeStyle.textContent = '*, *::before, *::after { cursor: crosshair !important; }';

function snippetElement(target: EventTarget | null): Element | null {
  if (!(target instanceof Element)) return null;
  if (target.closest('atelier-layer')) return null;
  return target === document.documentElement ? document.body : target;
}

function classedAncestor(element: Element): Element | null {
  for (let el: Element | null = element; el && el !== document.documentElement; el = el.parentElement) {
    if (firstClassName(el.getAttribute('class'))) return el;
  }
  return null;
}

function setMode(next: FrameMode) {
  mode = next;
  if (mode === 'none') {
    modeStyle.remove();
    overlay.setHover(null, '');
  } else {
    document.head.append(modeStyle);
  }
}

function hoverLabel(element: Element): string {
  if (mode === 'inspect') {
    const classed = classedAncestor(element);
    const name = classed ? firstClassName(classed.getAttribute('class')) : null;
    return name ? `.${name}` : element.tagName.toLowerCase();
  }
  return element.tagName.toLowerCase();
}

nativeAddEventListener.call(
  window,
  'mousemove',
  (event) => {
    if (mode === 'none') return;
    const element = snippetElement(event.target);
    const shown = mode === 'inspect' && element ? (classedAncestor(element) ?? element) : element;
    overlay.setHover(shown, shown ? hoverLabel(shown) : '');
  },
  true,
);

// While inspecting or picking, a click selects an element instead of reaching the snippet.
for (const type of ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'dblclick', 'auxclick']) {
  nativeAddEventListener.call(
    window,
    type,
    (event) => {
      if (mode === 'none') return;
      event.preventDefault();
      event.stopImmediatePropagation();
    },
    true,
  );
}
nativeAddEventListener.call(
  window,
  'click',
  (event) => {
    if (mode === 'none') return;
    const element = snippetElement(event.target);
    if (!element) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (mode === 'inspect') {
      const classed = classedAncestor(element);
      setMode('none');
      post({ type: 'inspect', className: classed ? (firstClassName(classed.getAttribute('class')) ?? '') : '' });
    } else {
      post({ type: 'pick', selector: selectorFor(element), description: describeElement(element) });
    }
  },
  true,
);

// Links and forms would navigate the frame away from the preview.
nativeAddEventListener.call(document, 'click', (event) => {
  if (event.defaultPrevented || !(event.target instanceof Element)) return;
  const link = event.target.closest('a[href]');
  if (!link) return;
  const href = link.getAttribute('href') ?? '';
  if (href.startsWith('#') || link.getAttribute('target') === '_blank') return;
  event.preventDefault();
});
nativeAddEventListener.call(document, 'submit', (event) => {
  if (!event.defaultPrevented) event.preventDefault();
});

function matchingElements(): Element[] {
  if (!term) return [];
  const found: Element[] = [];
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    if (elementMatchesTerm(element.tagName, element.id, Array.from(element.classList), term)) {
      found.push(element);
      if (found.length >= MAX_HIGHLIGHTS) break;
    }
  }
  return found;
}

let refreshQueued = false;
function refreshOverlay() {
  const highlighted = matchingElements();
  overlay.setHighlights(highlighted);
  const missing = overlay.setPins(pins, resolveSelector, (id) => post({ type: 'pin-click', id }));
  const key = missing.join('\n');
  if (pins.length > 0 && key !== reportedMissing) post({ type: 'pins-state', missing });
  reportedMissing = key;
  return highlighted.length;
}
function scheduleRefresh() {
  if (refreshQueued || (!term && pins.length === 0)) return;
  refreshQueued = true;
  requestAnimationFrame(() => {
    refreshQueued = false;
    refreshOverlay();
  });
}
new ResizeObserver(scheduleRefresh).observe(document.documentElement);
new MutationObserver(scheduleRefresh).observe(document.body, {
  subtree: true,
  childList: true,
  attributes: true,
  attributeFilter: ['class', 'style', 'hidden', 'id'],
});
nativeAddEventListener.call(document, 'load', scheduleRefresh, true);

// ---- checks and the spotlight ------------------------------------------------

const loadedScripts = new Map<string, Promise<void>>();
function loadScript(src: string): Promise<void> {
  let pending = loadedScripts.get(src);
  if (!pending) {
    pending = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.addEventListener('load', () => resolve());
      script.addEventListener('error', () => {
        loadedScripts.delete(src);
        reject(new Error('The checks could not be loaded from the server.'));
      });
      document.head.append(script);
    });
    loadedScripts.set(src, pending);
  }
  return pending;
}

async function loadChecks() {
  if (!axeSrc || !checksSrc) throw new Error('This preview cannot run checks.');
  await loadScript(axeSrc);
  await loadScript(checksSrc);
}

async function runChecks(id: number) {
  try {
    await loadChecks();
    const checks = window.atelierChecks;
    if (!checks) throw new Error('The checks could not be loaded from the server.');
    await document.fonts.ready;
    const result = await checks.run({ errors: diagnostics.errors.slice(), blocked: diagnostics.blocked.slice() });
    post({ type: 'checked', id, result });
  } catch (error) {
    post({
      type: 'check-failed',
      id,
      message: error instanceof Error ? error.message.slice(0, 300) : 'The checks failed.',
    });
  }
}

function spotlight(selector: string | null, label: string) {
  const element = selector ? resolveSelector(selector) : null;
  const shown = element && element !== document.documentElement ? element : null;
  overlay.setHover(shown, label.slice(0, 80));
  shown?.scrollIntoView({ block: 'center', inline: 'nearest' });
  post({ type: 'spotlighted', found: shown !== null });
}

// ---- messages from the app -------------------------------------------------

nativeAddEventListener.call(window, 'message', (event) => {
  const message = event as MessageEvent;
  if (message.source !== window.parent || message.origin !== parentOrigin) return;
  const data = message.data as (ToFrame & Record<string, unknown>) | null;
  if (!data || typeof data !== 'object' || data[TO_FRAME_KEY] !== channel) return;
  switch (data.type) {
    case 'render':
      if (typeof data.code === 'string' && !isStaticDocument) void queueRender(data);
      break;
    case 'mode':
      if (data.mode === 'none' || data.mode === 'inspect' || data.mode === 'pick') setMode(data.mode);
      break;
    case 'highlight':
      term = typeof data.term === 'string' && HIGHLIGHT_TERM.test(data.term) ? data.term : '';
      post({ type: 'highlighted', count: refreshOverlay() });
      break;
    case 'pins':
      pins = Array.isArray(data.pins) ? data.pins.filter((p) => p && typeof p.selector === 'string') : [];
      refreshOverlay();
      break;
    case 'check':
      if (typeof data.id === 'number') void runChecks(data.id);
      break;
    case 'prepare-checks':
      // A failure here is reported by the check that follows.
      loadChecks().catch(() => undefined);
      break;
    case 'spotlight':
      if (mode === 'none')
        spotlight(
          typeof data.selector === 'string' ? data.selector : null,
          typeof data.label === 'string' ? data.label : '',
        );
      break;
  }
});

// highlight.js (deferred before this script) colours the code blocks the server rendered.
if (isStaticDocument) highlightCodeBlocks();
post({ type: 'ready' });
