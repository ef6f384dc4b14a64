/**
 * What the output benchmark measures in the rendered preview frame. The
 * probes run inside the frame (computed styles, document.fonts, layout), the
 * interactions are driven with real clicks and keys through Playwright and
 * wait for the state they expect (never a fixed sleep). A check whose
 * controls are missing fails.
 */
import type { ElementHandle, Frame, Page } from 'playwright-core';
import { parseFragment } from 'parse5';
import type { DesignSystem } from '../../shared/design-system';
import { readColor } from '@atelier/web-kit/color';
import { ITEM, type Case, type Interaction } from './output-cases';

// ---- requirements ------------------------------------------------------------

export type Requirement =
  | { kind: 'pattern'; id: string }
  | { kind: 'text'; value: string; what: string }
  | { kind: 'words'; value: string }
  | { kind: 'control'; label: string }
  | { kind: 'count'; selector: string; n: number; of: string }
  | { kind: 'email'; value: string }
  | { kind: 'phone'; value: string }
  | { kind: 'highlight'; index: number }
  | { kind: 'image-side'; side: 'left' | 'right' }
  | { kind: 'has'; selector: string; what: string }
  | { kind: 'brand'; name: string };

export interface Verdict {
  /** The requirement's kind ('count', 'email'…) or the check's name ('font'). */
  kind: string;
  name: string;
  ok: boolean;
  detail: string;
}

/** The explicit requirements of a prompt, in the order they are reported. */
export function requirementsOf(c: Case, ds: DesignSystem): Requirement[] {
  return [
    { kind: 'pattern', id: c.pattern },
    ...(c.text ?? []).map((value): Requirement => ({ kind: 'text', value, what: 'text' })),
    ...(c.prices ?? []).map((value): Requirement => ({ kind: 'text', value, what: 'price' })),
    ...(c.words ?? []).map((value): Requirement => ({ kind: 'words', value })),
    ...(c.controls ?? []).map((label): Requirement => ({ kind: 'control', label })),
    ...(c.count ? [{ kind: 'count', selector: c.count.selector ?? ITEM, n: c.count.n, of: c.count.of } as const] : []),
    ...(c.email ? [{ kind: 'email', value: c.email } as const] : []),
    ...(c.phone ? [{ kind: 'phone', value: c.phone } as const] : []),
    ...(c.highlight !== undefined ? [{ kind: 'highlight', index: c.highlight } as const] : []),
    ...(c.imageSide ? [{ kind: 'image-side', side: c.imageSide } as const] : []),
    ...(c.has ?? []).map(([selector, what]): Requirement => ({ kind: 'has', selector, what })),
    ...(c.brand ? [{ kind: 'brand', name: ds.name } as const] : []),
  ];
}

// ---- the static probe (in the frame) ------------------------------------------

export interface ProbeInput {
  pattern: string;
  requirements: Requirement[];
  /** 'rgb(r, g, b)' of the project's colours. */
  primary: string;
  accent: string;
  font: string;
}

export interface ProbeResult {
  /** The visible text (innerText of the body). */
  visibleText: string;
  patterns: string[];
  verdicts: Verdict[];
  primaryDrawn: boolean;
  accentDrawn: boolean;
  /** First family of the computed font-family of visible headings and paragraphs, with counts. */
  families: Record<string, number>;
  /** Faces of the document with their status, after document.fonts.ready. */
  faces: Array<{ family: string; status: string }>;
  /** Visible elements (or their ::before/::after) with a rounded corner. */
  rounded: string[];
  /** Visible elements (or their ::before/::after) with a box shadow. */
  shadowed: string[];
}

/** Runs in the frame: everything that needs computed styles, layout or the fonts, in one pass. */
export async function probeInFrame(input: ProbeInput): Promise<ProbeResult> {
  await document.fonts.ready;
  const describe = (el: Element) => {
    const cls = (el.getAttribute('class') ?? '').trim().split(/\s+/)[0];
    return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}`;
  };
  const visible = (el: Element | null): boolean => {
    if (!el || !el.isConnected) return false;
    const rect = el.getBoundingClientRect();
    if (rect.width < 1 || rect.height < 1) return false;
    return el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
  };
  const norm = (s: string) => s.replace(/\s+/g, ' ').trim();
  const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const hasWord = (text: string, value: string, flags: string, right: boolean) =>
    new RegExp(`(?<![\\p{L}\\p{N}])${escapeRe(value)}${right ? '(?![\\p{L}\\p{N}])' : ''}`, `u${flags}`).test(text);
  const root = document.querySelector(`[data-pattern="${input.pattern}"]`) ?? document.body;
  const visibleText = norm(document.body.innerText);
  // All the text of the output, hidden panels included (a closed answer is still content).
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const chunks: string[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const parent = n.parentElement?.tagName;
    if (parent !== 'SCRIPT' && parent !== 'STYLE' && parent !== 'TEMPLATE') chunks.push(n.textContent ?? '');
  }
  const allText = norm(chunks.join(' '));
  const nameOf = (el: Element) => norm(`${el.getAttribute('aria-label') ?? ''} ${(el as HTMLElement).innerText}`);
  // The outermost matches inside `scope`, leaving out copies inside an aria-hidden wrapper (a marquee's second row).
  const within = (scope: Element, selector: string) =>
    Array.from(scope.querySelectorAll(selector)).filter((el) => {
      const outer = el.parentElement?.closest(selector);
      const hiddenCopy = el.parentElement?.closest('[aria-hidden="true"]');
      return (!outer || outer === scope || !scope.contains(outer)) && (!hiddenCopy || !scope.contains(hiddenCopy));
    });

  const verdicts: Verdict[] = [];
  for (const r of input.requirements) {
    switch (r.kind) {
      case 'pattern': {
        const found = Array.from(document.querySelectorAll('[data-pattern]')).map((e) =>
          e.getAttribute('data-pattern'),
        );
        verdicts.push({
          kind: r.kind,
          name: `pattern ${r.id}`,
          ok: found.includes(r.id),
          detail: `sections: ${found.join(', ') || 'none'}`,
        });
        break;
      }
      case 'text':
        verdicts.push({
          kind: r.kind,
          name: `${r.what} "${r.value}"`,
          ok: hasWord(allText, r.value, '', true),
          detail: 'not in the text',
        });
        break;
      case 'words':
        verdicts.push({
          kind: r.kind,
          name: `word "${r.value}"`,
          ok: hasWord(allText, r.value, 'i', false),
          detail: 'not in the text',
        });
        break;
      case 'control': {
        const controls = Array.from(document.querySelectorAll('a, button')).filter(visible);
        const ok = controls.some((c) => nameOf(c).toLowerCase().includes(r.label.toLowerCase()));
        verdicts.push({
          kind: r.kind,
          name: `button/link "${r.label}"`,
          ok,
          detail: 'no visible <a>/<button> with that name',
        });
        break;
      }
      case 'count': {
        const n = within(root, r.selector).length;
        verdicts.push({ kind: r.kind, name: `${r.n} ${r.of}`, ok: n === r.n, detail: `${n} × ${r.selector}` });
        break;
      }
      case 'email': {
        const linked = Array.from(document.querySelectorAll('a[href^="mailto:"]')).some(
          (a) => (a.getAttribute('href') ?? '').slice(7).split('?')[0]?.toLowerCase() === r.value.toLowerCase(),
        );
        const shown = allText.includes(r.value);
        verdicts.push({
          kind: r.kind,
          name: `e-mail ${r.value}`,
          ok: shown && linked,
          detail: `${shown ? 'shown' : 'not shown'}, ${linked ? 'linked' : 'no mailto: link'}`,
        });
        break;
      }
      case 'phone': {
        const digits = r.value.replace(/\D/g, '').replace(/^0+/, '');
        const linked = Array.from(document.querySelectorAll('a[href^="tel:"]')).some((a) =>
          (a.getAttribute('href') ?? '').replace(/\D/g, '').endsWith(digits),
        );
        const shown = allText.includes(r.value);
        verdicts.push({
          kind: r.kind,
          name: `phone ${r.value}`,
          ok: shown && linked,
          detail: `${shown ? 'shown' : 'not shown'}, ${linked ? 'linked' : 'no tel: link with its digits'}`,
        });
        break;
      }
      case 'highlight': {
        // The highlighted plan is the one whose look differs from all the others.
        const plans = within(root, 'article');
        const look = (el: Element) => {
          const s = getComputedStyle(el);
          return [s.backgroundColor, s.borderTopColor, s.borderTopWidth, s.boxShadow, s.transform, s.outlineStyle].join(
            '|',
          );
        };
        const looks = plans.map(look);
        const odd = looks.map((l, i) => (looks.filter((x) => x === l).length === 1 ? i : -1)).filter((i) => i >= 0);
        verdicts.push({
          kind: r.kind,
          name: `plan ${r.index + 1} highlighted`,
          ok: plans.length >= 3 && odd.length === 1 && odd[0] === r.index,
          detail: `${plans.length} plans, distinct look: ${odd.map((i) => i + 1).join(', ') || 'none'}`,
        });
        break;
      }
      case 'image-side': {
        const images = Array.from(root.querySelectorAll('img, svg, picture, video'))
          .filter(visible)
          .map((el) => el.getBoundingClientRect())
          .sort((a, b) => b.width * b.height - a.width * a.height);
        const heading = root.querySelector('h1, h2, h3');
        const img = images[0];
        const h = heading && visible(heading) ? heading.getBoundingClientRect() : null;
        const side = img && h ? (img.left + img.width / 2 < h.left + h.width / 2 ? 'left' : 'right') : 'none';
        verdicts.push({ kind: r.kind, name: `image on the ${r.side}`, ok: side === r.side, detail: `image: ${side}` });
        break;
      }
      case 'has': {
        const n = root.querySelectorAll(r.selector).length;
        verdicts.push({ kind: r.kind, name: r.what, ok: n > 0, detail: `no ${r.selector}` });
        break;
      }
      case 'brand':
        verdicts.push({
          kind: r.kind,
          name: `brand "${r.name}" shown`,
          ok: visibleText.includes(r.name),
          detail: 'not visible',
        });
        break;
    }
  }

  // Colours, fonts, corners and shadows of what is drawn.
  const colourRe = /rgba?\(\d+, \d+, \d+(?:, [\d.]+)?\)/g;
  const opaque = (c: string) => !/rgba\([^)]*, 0\)$/.test(c);
  const drawn = new Set<string>();
  const families: Record<string, number> = {};
  const rounded: string[] = [];
  const shadowed: string[] = [];
  const ownText = (el: Element) =>
    Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
  for (const el of Array.from(document.body.querySelectorAll('*'))) {
    if (!visible(el)) continue;
    const s = getComputedStyle(el);
    const add = (c: string) => {
      for (const m of c.match(colourRe) ?? [])
        if (opaque(m)) drawn.add(m.replace(/^rgba\((\d+, \d+, \d+), 1\)$/, 'rgb($1)'));
    };
    add(s.backgroundColor);
    add(s.backgroundImage);
    if (ownText(el)) add(s.color);
    for (const side of ['Top', 'Right', 'Bottom', 'Left'] as const) {
      if (
        parseFloat(s.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0 &&
        s.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none'
      )
        add(s.getPropertyValue(`border-${side.toLowerCase()}-color`));
    }
    if (el instanceof SVGElement && el.tagName !== 'svg') {
      if (s.fill !== 'none') add(s.fill);
      if (s.stroke !== 'none') add(s.stroke);
    }
    if (/^(H[1-6]|P)$/.test(el.tagName) && ownText(el)) {
      const first = (s.fontFamily.split(',')[0] ?? '').trim().replace(/^["']|["']$/g, '');
      families[first] = (families[first] ?? 0) + 1;
    }
    for (const pseudo of [null, '::before', '::after'] as const) {
      const p = pseudo ? getComputedStyle(el, pseudo) : s;
      if (pseudo && (p.content === 'none' || p.content === 'normal' || p.display === 'none')) continue;
      const radii = [
        p.borderTopLeftRadius,
        p.borderTopRightRadius,
        p.borderBottomRightRadius,
        p.borderBottomLeftRadius,
      ];
      if (radii.some((v) => parseFloat(v) > 0)) rounded.push(`${describe(el)}${pseudo ?? ''} (${radii.join(' ')})`);
      if (p.boxShadow !== 'none' && p.boxShadow !== '') shadowed.push(`${describe(el)}${pseudo ?? ''}`);
    }
  }
  const faces: Array<{ family: string; status: string }> = [];
  document.fonts.forEach((f) => faces.push({ family: f.family.replace(/^["']|["']$/g, ''), status: f.status }));
  return {
    visibleText,
    patterns: Array.from(document.querySelectorAll('[data-pattern]')).map((e) => e.getAttribute('data-pattern') ?? ''),
    verdicts,
    primaryDrawn: drawn.has(input.primary),
    accentDrawn: drawn.has(input.accent),
    families,
    faces,
    rounded,
    shadowed,
  };
}

/** Runs in the frame at 375 px: horizontal overflow, and fixed boxes that leave the screen. */
export function overflowInFrame(): { fits: boolean; scrollWidth: number; clientWidth: number; offenders: string[] } {
  const doc = document.documentElement;
  const width = doc.clientWidth;
  const scrollWidth = Math.max(doc.scrollWidth, document.body.scrollWidth);
  const offenders: string[] = [];
  let fixedOut = false;
  for (const el of Array.from(document.body.querySelectorAll('*'))) {
    const rect = el.getBoundingClientRect();
    if (rect.width < 1 || rect.height < 1 || !el.checkVisibility({ checkVisibilityCSS: true })) continue;
    const out = rect.right > width + 0.5 || rect.left < -0.5;
    if (!out) continue;
    const fixed = getComputedStyle(el).position === 'fixed';
    if (fixed) fixedOut = true;
    const parent = el.parentElement;
    const parentOut = parent && parent !== document.body && parent.getBoundingClientRect().right > width + 0.5;
    if (!parentOut && offenders.length < 3) {
      const cls = (el.getAttribute('class') ?? '').trim().split(/\s+/)[0];
      offenders.push(
        `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}${fixed ? ' (fixed)' : ''} right ${Math.round(rect.right)}`,
      );
    }
  }
  return { fits: scrollWidth <= width && !fixedOut, scrollWidth, clientWidth: width, offenders };
}

/** The content height of the frame's document. */
export function contentHeightInFrame(): number {
  return Math.max(document.documentElement.scrollHeight, document.body.scrollHeight);
}

// ---- static checks (Node) ------------------------------------------------------

export function parseErrors(code: string): string[] {
  const errors: string[] = [];
  parseFragment(code, { onParseError: (e) => errors.push(`${e.code} at line ${e.startLine}`) });
  return errors;
}

/** 'rgb(r, g, b)' as getComputedStyle writes it. */
export function rgbOf(color: string): string {
  const c = readColor(color);
  return c ? `rgb(${c.r}, ${c.g}, ${c.b})` : color;
}

/** The project's font family (first name, unquoted). */
export function fontName(ds: DesignSystem): string {
  return (ds.fontFamily.split(',')[0] ?? '').trim().replace(/^["']|["']$/g, '');
}

/**
 * The project's font is drawn: every visible heading and paragraph has it
 * first, and a face of that family has loaded (not merely declared: a
 * family without faces would fall back silently).
 */
export function fontVerdict(probe: ProbeResult, font: string): Verdict {
  const ours = (family: string) => family === font || family === `${font} Variable`;
  const others = Object.entries(probe.families).filter(([f]) => !ours(f));
  const used = Object.entries(probe.families).some(([f]) => ours(f));
  const loaded = probe.faces.some((f) => ours(f.family) && f.status === 'loaded');
  const ok = used && others.length === 0 && loaded;
  const detail = [
    others.length ? `text in ${others.map(([f, n]) => `${f} ×${n}`).join(', ')}` : '',
    used ? '' : 'no heading or paragraph in the font',
    loaded
      ? ''
      : `no loaded face of ${font} (${
          probe.faces
            .filter((f) => ours(f.family))
            .map((f) => f.status)
            .join(', ') || 'none declared'
        })`,
  ]
    .filter(Boolean)
    .join('; ');
  return { kind: 'font', name: 'font drawn', ok, detail };
}

// ---- interactions (Playwright, real input) -----------------------------------------

type Check = { ok: boolean; detail: string };
const pass: Check = { ok: true, detail: '' };
const fail = (detail: string): Check => ({ ok: false, detail });

const CLOSE_WORDS = /close|dismiss|schlie(ß|ss)en|fermer|cerrar|chiudi|sluiten|fechar|×|✕|✖/i;
const NEXT_WORDS = /next|weiter|nächst|suivant|siguiente|successiv|volgende|próxim|seguinte|›|→|»/i;

async function click(el: ElementHandle<Element>): Promise<Check> {
  try {
    await el.click({ timeout: 10_000 });
    return pass;
  } catch (error) {
    return fail(
      `could not click: ${String(error instanceof Error ? error.message : error)
        .replace(/\s+/g, ' ')
        .slice(0, 600)}`,
    );
  }
}

/** Browser-side helpers, as source: declared inside each in-frame function that needs them. */
const VISIBLE = `(el) => { if (!el || !el.isConnected) return false; const r = el.getBoundingClientRect(); if (r.width < 1 || r.height < 1) return false; return el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }); }`;

/** Source of an in-frame function of `arg`, with `visible` and `root` (the pattern's section, else the body) in scope. */
function script(pattern: string, body: string, arg: unknown): string {
  return `(() => { const visible = ${VISIBLE}; const arg = ${JSON.stringify(arg ?? null)};
    const root = document.querySelector(${JSON.stringify(`[data-pattern="${pattern}"]`)}) ?? document.body;
    ${body} })()`;
}

/** Waits until `body` returns a truthy value in the frame; false when `timeout` ms pass first. */
async function cond(
  frame: Frame,
  pattern: string,
  body: string,
  arg: unknown = null,
  timeout = 5_000,
): Promise<boolean> {
  try {
    await frame.waitForFunction(script(pattern, body, arg), undefined, { timeout, polling: 50 });
    return true;
  } catch (error) {
    if (error instanceof Error && /Timeout/i.test(error.message)) return false;
    throw error;
  }
}

/** The element `body` returns, for real clicks; null when it returns none. */
async function pickIn(frame: Frame, pattern: string, body: string, arg: unknown = null) {
  const handle = await frame.evaluateHandle(`${script(pattern, body, arg)} ?? null`);
  const el = handle.asElement();
  if (!el) await handle.dispose();
  return el as ElementHandle<Element> | null;
}

function valueIn<R>(frame: Frame, pattern: string, body: string, arg: unknown = null): Promise<R> {
  return frame.evaluate(script(pattern, body, arg)) as Promise<R>;
}

/** Price-like numbers in `scope`'s visible text, leaving out the text of `skip`. */
const NUMBERS = `const numbers = (scope, skip) => { let t = scope.innerText; if (skip) t = t.replace(skip.innerText, ''); return (t.match(/\\d[\\d.,]*/g) ?? []).join(' '); };`;

async function toggleNumbers(frame: Frame, pattern: string, scopeSelector: string): Promise<Check> {
  const btn = await pickIn(
    frame,
    pattern,
    `const groups = Array.from(root.querySelectorAll('[role="group"]')).filter((g) => g.querySelectorAll('button[aria-pressed]').length >= 2);
     return groups.flatMap((g) => Array.from(g.querySelectorAll('button[aria-pressed="false"]'))).find(visible) ?? null;`,
  );
  if (!btn) return fail('no visible [role=group] with an unpressed button[aria-pressed]');
  const before = await valueIn<string>(
    frame,
    pattern,
    `${NUMBERS} const scope = root.querySelector(arg) ?? root; return numbers(scope, root.querySelector('[role="group"]'));`,
    scopeSelector,
  );
  if (!before) return fail(`no numbers in ${scopeSelector}`);
  await btn.evaluate((b) => b.setAttribute('data-bench-pressed', ''));
  const clicked = await click(btn);
  if (!clicked.ok) return clicked;
  const ok = await cond(
    frame,
    pattern,
    `${NUMBERS} const b = root.querySelector('[data-bench-pressed]'); const scope = root.querySelector(arg.scope) ?? root;
     return b && b.getAttribute('aria-pressed') === 'true' && numbers(scope, root.querySelector('[role="group"]')) !== arg.before;`,
    { scope: scopeSelector, before },
  );
  return ok ? pass : fail('pressing the other button did not set aria-pressed and change the numbers');
}

async function disclosure(frame: Frame, pattern: string, what: string, selector: string): Promise<Check> {
  const btn = await pickIn(
    frame,
    pattern,
    `return Array.from(root.querySelectorAll(arg)).find((b) => visible(b) && b.getAttribute('aria-expanded') === 'false') ?? null;`,
    selector,
  );
  if (!btn) return fail(`no visible collapsed ${selector}`);
  const panelId = (await btn.getAttribute('aria-controls')) ?? '';
  const state = await valueIn<string>(
    frame,
    pattern,
    `const p = document.getElementById(arg); return !p ? 'missing' : visible(p) ? 'visible' : 'hidden';`,
    panelId,
  );
  if (state !== 'hidden') return fail(`${what}: controlled panel #${panelId} is ${state} before the click`);
  await btn.evaluate((b) => b.setAttribute('data-bench-target', ''));
  const clicked = await click(btn);
  if (!clicked.ok) return clicked;
  const ok = await cond(
    frame,
    pattern,
    `const b = document.querySelector('[data-bench-target]'); const p = document.getElementById(arg);
     return b && b.getAttribute('aria-expanded') === 'true' && visible(p) && (p.innerText ?? '').trim() !== '';`,
    panelId,
  );
  return ok ? pass : fail(`${what}: panel not shown (or aria-expanded not true) after the click`);
}

const DIALOG = `const openDialog = () => Array.from(document.querySelectorAll('dialog[open], [role="dialog"][aria-modal="true"], dialog')).find(visible) ?? null;`;

async function dialogFrom(page: Page, frame: Frame, pattern: string, lightbox: boolean): Promise<Check> {
  const trigger = await pickIn(
    frame,
    pattern,
    `return Array.from(root.querySelectorAll('button[aria-haspopup="dialog"]')).find(visible) ?? null;`,
  );
  if (!trigger) return fail('no visible button[aria-haspopup=dialog]');
  await trigger.evaluate((b) => b.setAttribute('data-bench-trigger', ''));
  let clicked = await click(trigger);
  if (!clicked.ok) return clicked;
  const opened = await cond(
    frame,
    pattern,
    `${DIALOG} const d = openDialog(); if (!d) return false;
     if (!arg) return true;
     return Array.from(d.querySelectorAll('img, svg, picture')).some((i) => visible(i) && i.getBoundingClientRect().width >= Math.min(400, innerWidth * 0.5));`,
    lightbox,
  );
  if (!opened)
    return fail(
      lightbox ? 'no visible dialog with a large image after the click' : 'no visible dialog after the click',
    );
  await page.keyboard.press('Escape');
  const closed = await cond(
    frame,
    pattern,
    `${DIALOG} return !openDialog() && document.activeElement === document.querySelector('[data-bench-trigger]');`,
  );
  if (!closed) return fail('Escape did not close the dialog and return focus to the trigger');
  clicked = await click(trigger);
  if (!clicked.ok) return clicked;
  if (!(await cond(frame, pattern, `${DIALOG} return !!openDialog();`))) return fail('the dialog did not open again');
  const close = await pickIn(
    frame,
    pattern,
    `${DIALOG} const d = openDialog(); const re = new RegExp(arg, 'i');
     return Array.from(d?.querySelectorAll('button') ?? []).find((b) => visible(b) && (re.test(b.getAttribute('aria-label') ?? '') || re.test(b.innerText) || b.closest('form[method="dialog"]'))) ?? null;`,
    CLOSE_WORDS.source,
  );
  if (!close) return fail('no close button in the dialog');
  clicked = await click(close);
  if (!clicked.ok) return clicked;
  return (await cond(frame, pattern, `${DIALOG} return !openDialog();`))
    ? pass
    : fail('the close button did not close the dialog');
}

async function carousel(frame: Frame, pattern: string): Promise<Check> {
  const shown = `const car = root.matches('[aria-roledescription="carousel"]') ? root : root.querySelector('[aria-roledescription="carousel"]');
    const slides = car ? Array.from(car.querySelectorAll('[aria-roledescription="slide"]')) : [];
    const shown = slides.map((s, i) => (visible(s) && !s.hidden && s.getAttribute('aria-hidden') !== 'true' ? i : -1)).filter((i) => i >= 0).join(',');`;
  const before = await valueIn<{ slides: number; shown: string } | null>(
    frame,
    pattern,
    `${shown} return car ? { slides: slides.length, shown } : null;`,
  );
  if (!before) return fail('no [aria-roledescription=carousel]');
  if (before.slides < 2) return fail(`${before.slides} [aria-roledescription=slide]`);
  if (!before.shown) return fail('no slide visible');
  const next = await pickIn(
    frame,
    pattern,
    `${shown} const re = new RegExp(arg, 'i');
     const buttons = Array.from(document.querySelectorAll('button[aria-controls]')).filter((b) => { const t = document.getElementById(b.getAttribute('aria-controls')); return visible(b) && t && (car.contains(t) || t.contains(car)); });
     return buttons.find((b) => re.test((b.getAttribute('aria-label') ?? '') + ' ' + b.innerText)) ?? buttons[buttons.length - 1] ?? null;`,
    NEXT_WORDS.source,
  );
  if (!next) return fail('no visible button[aria-controls] pointing at the slides');
  const clicked = await click(next);
  if (!clicked.ok) return clicked;
  const ok = await cond(frame, pattern, `${shown} return shown !== '' && shown !== arg;`, before.shown);
  return ok ? pass : fail('clicking next did not change the visible slide');
}

async function cookie(frame: Frame, pattern: string, action: 'accept' | 'reject' | 'settings'): Promise<Check> {
  const placed = await valueIn<string>(
    frame,
    pattern,
    `let el = root.querySelector('[data-consent]');
     while (el && getComputedStyle(el).position !== 'fixed') el = el.parentElement;
     if (!el || !visible(el)) return 'no visible fixed box around the consent buttons';
     const r = el.getBoundingClientRect();
     if (r.bottom < innerHeight - 48) return 'the banner is not at the bottom (bottom ' + Math.round(r.bottom) + ' of ' + innerHeight + ')';
     el.setAttribute('data-bench-banner', '');
     return '';`,
  );
  if (placed) return fail(placed);
  const btn = await pickIn(
    frame,
    pattern,
    `return Array.from(root.querySelectorAll('[data-consent="' + arg + '"]')).find(visible) ?? null;`,
    action,
  );
  if (!btn) return fail(`no visible [data-consent=${action}]`);
  const clicked = await click(btn);
  if (!clicked.ok) return clicked;
  if (action !== 'settings') {
    const hidden = await cond(frame, pattern, `return !visible(document.querySelector('[data-bench-banner]'));`);
    return hidden ? pass : fail(`${action} did not hide the banner`);
  }
  const ok = await cond(
    frame,
    pattern,
    `const boxes = Array.from(root.querySelectorAll('input[type="checkbox"]')).filter((c) => (visible(c) || (c.labels && Array.from(c.labels).some(visible))) && c.labels && c.labels.length > 0 && Array.from(c.labels).some((l) => l.innerText.trim() !== ''));
     const save = Array.from(root.querySelectorAll('[data-consent="save"]')).find(visible);
     return boxes.length > 0 && !!save;`,
  );
  return ok ? pass : fail('settings did not show labelled checkboxes and a [data-consent=save] button');
}

async function dismiss(frame: Frame, pattern: string): Promise<Check> {
  const btn = await pickIn(
    frame,
    pattern,
    `const re = new RegExp(arg, 'i'); const buttons = Array.from(root.querySelectorAll('button[aria-label]')).filter(visible);
     return buttons.find((b) => re.test(b.getAttribute('aria-label'))) ?? (buttons.length === 1 ? buttons[0] : null);`,
    CLOSE_WORDS.source,
  );
  if (!btn) return fail('no visible dismiss button[aria-label]');
  const clicked = await click(btn);
  if (!clicked.ok) return clicked;
  return (await cond(frame, pattern, `return root !== document.body && !visible(root);`))
    ? pass
    : fail('the bar is still visible');
}

async function countdown(frame: Frame, pattern: string): Promise<Check> {
  const start = await valueIn<string | null>(
    frame,
    pattern,
    `const t = root.querySelector('time[datetime]'); if (!t) return null; if (Number.isNaN(Date.parse(t.getAttribute('datetime')))) return 'bad'; return root.innerText;`,
  );
  if (start === null) return fail('no <time datetime>');
  if (start === 'bad') return fail('the <time> datetime does not parse');
  const ticked = await cond(frame, pattern, `return root.innerText !== arg;`, start, 6_000);
  return ticked ? pass : fail('the displayed time did not change within 6 s');
}

const FILL = `const fill = (scope) => {
  for (const f of Array.from(scope.querySelectorAll('input, select, textarea'))) {
    if (!visible(f) || f.disabled || (!f.required && f.type !== 'radio')) continue;
    if (f.type === 'checkbox') { if (!f.checked) f.click(); continue; }
    if (f.type === 'radio') { const g = scope.querySelectorAll('input[type="radio"][name="' + f.name + '"]'); if (!Array.from(g).some((r) => r.checked)) f.click(); continue; }
    if (f.tagName === 'SELECT') { const o = Array.from(f.options).find((o) => o.value !== ''); if (o) f.value = o.value; }
    else if (f.value === '') f.value = { email: 'test@example.com', tel: '+49 30 1234567', number: '1', date: '2030-01-01', url: 'https://example.com', password: 'secret123' }[f.type] ?? (f.pattern ? '' : 'Test');
    f.dispatchEvent(new Event('input', { bubbles: true })); f.dispatchEvent(new Event('change', { bubbles: true }));
  } };`;

async function multiStep(frame: Frame, pattern: string): Promise<Check> {
  const steps = `const current = () => { const all = Array.from(root.querySelectorAll('[aria-current="step"]')); return all.length === 1 ? all[0] : null; };`;
  if (!(await valueIn<boolean>(frame, pattern, `${steps} return !!current();`)))
    return fail('no single [aria-current=step]');
  let moved = 0;
  for (let i = 0; i < 8; i++) {
    const next = await pickIn(
      frame,
      pattern,
      `return Array.from(root.querySelectorAll('button[data-step="next"]')).find(visible) ?? null;`,
    );
    if (!next) break;
    if ((await next.getAttribute('type')) !== 'button') return fail('the next button is not type=button');
    await valueIn(
      frame,
      pattern,
      `${FILL} ${steps} document.querySelectorAll('[data-bench-step]').forEach((e) => e.removeAttribute('data-bench-step')); current().setAttribute('data-bench-step', ''); fill(root); return true;`,
    );
    const clicked = await click(next);
    if (!clicked.ok) return clicked;
    const advanced = await cond(
      frame,
      pattern,
      `${steps} const c = current(); return !!c && !c.hasAttribute('data-bench-step');`,
    );
    if (!advanced)
      return fail(`"next" did not move aria-current=step (after ${moved} moves; visible required fields were filled)`);
    moved++;
    // Waited for: the back button may appear a frame after aria-current moves.
    if (
      !(await cond(
        frame,
        pattern,
        `return Array.from(root.querySelectorAll('button[data-step="back"]')).some(visible);`,
      ))
    )
      return fail('no visible [data-step=back] after moving on');
  }
  if (moved === 0) return fail('no visible button[data-step=next]');
  const submit = await pickIn(
    frame,
    pattern,
    `${FILL} fill(root); return Array.from(root.querySelectorAll('button[type="submit"], form button:not([type]), input[type="submit"]')).find(visible) ?? null;`,
  );
  if (!submit) return fail('no visible submit button on the last step');
  const clicked = await click(submit);
  if (!clicked.ok) return clicked;
  const thanked = await cond(
    frame,
    pattern,
    `return Array.from(root.querySelectorAll('[role="status"]')).some((s) => visible(s) && s.innerText.trim() !== '');`,
  );
  return thanked ? pass : fail('submitting the last step showed no role=status message');
}

async function showPassword(frame: Frame, pattern: string): Promise<Check> {
  const problem = await valueIn<string>(
    frame,
    pattern,
    `const pw = Array.from(root.querySelectorAll('input[type="password"]')).find(visible);
     const email = Array.from(root.querySelectorAll('input[type="email"]')).find(visible);
     if (!pw || !email) return 'no visible e-mail and password inputs';
     if (!pw.labels?.length || !email.labels?.length) return 'an input has no <label>';
     pw.setAttribute('data-bench-password', '');
     return '';`,
  );
  if (problem) return fail(problem);
  const toggle = await pickIn(
    frame,
    pattern,
    `return Array.from(root.querySelectorAll('button[aria-pressed]')).find(visible) ?? null;`,
  );
  if (!toggle) return fail('no visible show-password button[aria-pressed]');
  await toggle.evaluate((b) => b.setAttribute('data-bench-toggle', ''));
  const clicked = await click(toggle);
  if (!clicked.ok) return clicked;
  const ok = await cond(
    frame,
    pattern,
    `return document.querySelector('[data-bench-password]')?.type === 'text' && document.querySelector('[data-bench-toggle]')?.getAttribute('aria-pressed') === 'true';`,
  );
  return ok ? pass : fail('the password input did not switch to text with aria-pressed=true');
}

async function storeFilter(frame: Frame, pattern: string, query: string): Promise<Check> {
  const input = await pickIn(
    frame,
    pattern,
    `return Array.from(root.querySelectorAll('input[type="search"]')).find((i) => visible(i) && i.labels && i.labels.length > 0) ?? null;`,
  );
  if (!input) return fail('no visible labelled input[type=search]');
  const items = `const items = Array.from(root.querySelectorAll(${JSON.stringify(ITEM)})).filter((el) => !el.parentElement?.closest(${JSON.stringify(ITEM)}) && !el.querySelector('input'));`;
  const count = await valueIn<number>(frame, pattern, `${items} return items.filter(visible).length;`);
  if (count < 2) return fail(`${count} visible items before filtering`);
  try {
    await input.fill(query, { timeout: 10_000 });
  } catch {
    return fail('could not type into the search field');
  }
  const ok = await cond(
    frame,
    pattern,
    `${items} const hit = items.filter((i) => i.textContent.includes(arg)); const miss = items.filter((i) => !i.textContent.includes(arg));
     return hit.length > 0 && hit.every(visible) && miss.length > 0 && miss.every((i) => !visible(i));`,
    query,
  );
  return ok ? pass : fail(`typing "${query}" did not leave only the matching items visible`);
}

async function tabs(page: Page, frame: Frame, pattern: string): Promise<Check> {
  const tab = await pickIn(
    frame,
    pattern,
    `const list = root.querySelector('[role="tablist"]'); if (!list) return null;
     const tabs = Array.from(list.querySelectorAll('[role="tab"][aria-selected][aria-controls]'));
     return tabs.length >= 2 ? (tabs.find((t) => visible(t) && t.getAttribute('aria-selected') !== 'true') ?? null) : null;`,
  );
  if (!tab)
    return fail('no [role=tablist] with 2+ [role=tab][aria-selected][aria-controls] and an unselected visible tab');
  await tab.evaluate((t) => t.setAttribute('data-bench-tab', ''));
  const clicked = await click(tab);
  if (!clicked.ok) return clicked;
  const shown = await cond(
    frame,
    pattern,
    `const tabs = Array.from(root.querySelectorAll('[role="tab"]'));
     return tabs.every((t) => { const p = document.getElementById(t.getAttribute('aria-controls')); const on = t.hasAttribute('data-bench-tab');
       return p && (t.getAttribute('aria-selected') === 'true') === on && visible(p) === on; });`,
  );
  if (!shown) return fail('clicking tab 2 did not select it, show its panel and hide the others');
  await page.keyboard.press('ArrowRight');
  const moved = await cond(
    frame,
    pattern,
    `const a = document.activeElement; return !!a && a.getAttribute('role') === 'tab' && !a.hasAttribute('data-bench-tab');`,
  );
  return moved ? pass : fail('ArrowRight did not move focus to another tab');
}

async function megaMenu(frame: Frame, pattern: string): Promise<Check> {
  const btn = await pickIn(
    frame,
    pattern,
    `return Array.from(root.querySelectorAll('button[aria-expanded]')).find((b) => visible(b) && b.getAttribute('aria-expanded') === 'false') ?? null;`,
  );
  if (!btn) return fail('no visible collapsed button[aria-expanded] at desktop width');
  await btn.evaluate((b) => b.setAttribute('data-bench-target', ''));
  const clicked = await click(btn);
  if (!clicked.ok) return clicked;
  const ok = await cond(
    frame,
    pattern,
    `const b = document.querySelector('[data-bench-target]'); const id = b.getAttribute('aria-controls');
     const p = id ? document.getElementById(id) : b.nextElementSibling;
     if (b.getAttribute('aria-expanded') !== 'true' || !visible(p)) return false;
     const links = Array.from(p.querySelectorAll('a[href]')).filter(visible);
     const groups = Array.from(p.querySelectorAll('ul')).filter((u) => visible(u) && u.querySelector('a[href]'));
     return links.length >= 4 && groups.length >= 2;`,
  );
  return ok ? pass : fail('the opened panel does not show 2+ groups of links (4+ links)');
}

/** Drives one interaction in a rendered frame; `page` is the page holding the frame (for keys). */
export async function interact(page: Page, frame: Frame, c: Case, kind: Interaction): Promise<Check> {
  const p = c.pattern;
  switch (kind) {
    case 'pricing-toggle':
      return toggleNumbers(frame, p, '[data-pattern]');
    case 'unit-toggle':
      return toggleNumbers(frame, p, 'table');
    case 'accordion':
      return disclosure(frame, p, 'accordion', 'button[aria-expanded][aria-controls]');
    case 'mobile-menu':
      return disclosure(frame, p, 'mobile menu', 'button[aria-expanded][aria-controls]');
    case 'tabs':
      return tabs(page, frame, p);
    case 'modal':
      return dialogFrom(page, frame, p, false);
    case 'lightbox':
      return dialogFrom(page, frame, p, true);
    case 'carousel':
      return carousel(frame, p);
    case 'mega-menu':
      return megaMenu(frame, p);
    case 'cookie-accept':
      return cookie(frame, p, 'accept');
    case 'cookie-reject':
      return cookie(frame, p, 'reject');
    case 'cookie-settings':
      return cookie(frame, p, 'settings');
    case 'announcement-dismiss':
      return dismiss(frame, p);
    case 'countdown':
      return countdown(frame, p);
    case 'multi-step':
      return multiStep(frame, p);
    case 'show-password':
      return showPassword(frame, p);
    case 'store-filter':
      return storeFilter(frame, p, c.filter ?? '');
  }
}

/** Interactions that need the phone width. */
export const MOBILE_INTERACTIONS: ReadonlySet<Interaction> = new Set(['mobile-menu']);
