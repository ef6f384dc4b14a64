/**
 * The checks, run inside the sandboxed preview frame on demand (built to /frame/checks.js and loaded
 * by the bridge with axe-core the first time checks run): axe-core's WCAG 2.2 A/AA rules, and
 * Atelier's own: contrast against what is really behind the text, overflow at the frame's width,
 * reduced motion, the design system, and the script errors and blocked requests the bridge saw.
 */
import type { AxeResults, ImpactValue, NodeResult, Result } from 'axe-core';
import {
  CHECK_FINDINGS_MAX,
  CHECK_IMPACTS,
  CHECK_NODES_PER_RULE,
  type CheckFinding,
  type CheckFix,
  type CheckImpact,
  type CheckKind,
  type CheckResult,
} from '@shared/checks';
import { contrast, findColors, luminance, NEUTRAL_CHROMA, chroma, parseColor, toHex } from '@atelier/web-kit/color';
import type { Rgb, Rgba } from '@atelier/web-kit/color';
import { describeElement } from './element-description';
import { selectorFor } from './frame-selector';
import { plainAdvice } from './check-advice';

export interface ChecksInput {
  /** Script errors and console.error messages since the code was rendered. */
  errors: string[];
  /** Requests the frame's policy blocked since the code was rendered. */
  blocked: { uri: string; directive: string }[];
}

interface AxeApi {
  version: string;
  getRules(tags?: string[]): { ruleId: string; tags: string[] }[];
  run(context: unknown, options: unknown): Promise<AxeResults>;
}

declare global {
  interface Window {
    axe?: AxeApi;
    atelierChecks?: { run(input: ChecksInput): Promise<CheckResult> };
  }
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
/** Beyond the WCAG tags: heading order, which the built-in engine can fix. */
const EXTRA_RULES = ['heading-order'];
/** axe rules Atelier checks itself: tap targets (24 px, without axe's spacing exception) and duplicate ids. */
const OWN_RULES = new Set(['target-size', 'duplicate-id-aria']);

const KIND_OF_RULE: Record<string, CheckKind> = {
  'color-contrast': 'contrast',
  'target-size': 'tap-target',
  'meta-viewport': 'mobile',
  'css-orientation-lock': 'mobile',
};

const FIX_OF_RULE: Record<string, CheckFix> = {
  'color-contrast': 'contrast',
  'atelier-contrast': 'contrast',
  'button-name': 'name',
  'link-name': 'name',
  'input-button-name': 'name',
  'aria-command-name': 'name',
  'label-content-name-mismatch': 'name',
  'image-alt': 'alt',
  'role-img-alt': 'alt',
  'svg-img-alt': 'alt',
  'heading-order': 'heading-order',
  'atelier-overflow': 'wrap',
};

const impactOf = (impact: ImpactValue | undefined): CheckImpact =>
  CHECK_IMPACTS.includes(impact as CheckImpact) ? (impact as CheckImpact) : 'moderate';

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function finding(
  rule: string,
  kind: CheckKind,
  impact: CheckImpact,
  title: string,
  element: Element | null,
  extra: { fix?: string; data?: CheckFinding['data']; html?: string } = {},
): CheckFinding {
  const autoFix = FIX_OF_RULE[rule];
  return {
    rule,
    kind,
    impact,
    title: clip(title, 300),
    fix: clip(extra.fix ?? plainAdvice(rule, title), 600),
    element: element ? clip(describeElement(element), 200) : '',
    selector: element ? clip(selectorFor(element), 2000) : '',
    html: clip(extra.html ?? (element ? element.outerHTML.replace(/\s+/g, ' ') : ''), 300),
    ...(extra.data ? { data: extra.data } : {}),
    ...(autoFix ? { autoFix } : {}),
  };
}

// ---- colours ---------------------------------------------------------------

const CANVAS: Rgba = { r: 255, g: 255, b: 255, a: 1 };

function over(top: Rgba, below: Rgba): Rgba {
  const a = top.a + below.a * (1 - top.a);
  if (a === 0) return { r: 0, g: 0, b: 0, a: 0 };
  const ch = (t: number, b: number) => (t * top.a + b * below.a * (1 - top.a)) / a;
  return { r: ch(top.r, below.r), g: ch(top.g, below.g), b: ch(top.b, below.b), a };
}

/** A background as the range it spans: its darkest and its lightest colour. */
interface Range {
  dark: Rgba;
  light: Rgba;
}

const solid = (c: Rgba): Range => ({ dark: c, light: c });

function widen(range: Range, colours: Rgba[]): Range {
  let { dark, light } = range;
  for (const c of colours) {
    if (luminance(c) < luminance(dark)) dark = c;
    if (luminance(c) > luminance(light)) light = c;
  }
  return { dark, light };
}

/** The darkest and lightest pixels of an image, or null when it cannot be read (no CORS, not loaded). */
const imageRanges = new Map<string, Promise<Range | null>>();
function imageRange(src: string): Promise<Range | null> {
  let pending = imageRanges.get(src);
  if (!pending) {
    pending = new Promise<Range | null>((resolve) => {
      const img = new Image();
      img.crossOrigin = 'anonymous';
      const timer = setTimeout(() => resolve(null), 1500);
      img.onload = () => {
        clearTimeout(timer);
        try {
          const canvas = document.createElement('canvas');
          canvas.width = 24;
          canvas.height = 24;
          const ctx = canvas.getContext('2d');
          if (!ctx) return resolve(null);
          ctx.drawImage(img, 0, 0, 24, 24);
          const { data } = ctx.getImageData(0, 0, 24, 24);
          const px: Rgba[] = [];
          for (let i = 0; i < data.length; i += 4)
            px.push({ r: data[i]!, g: data[i + 1]!, b: data[i + 2]!, a: (data[i + 3] ?? 255) / 255 });
          const first = px[0] ?? CANVAS;
          resolve(widen(solid(first), px));
        } catch {
          resolve(null);
        }
      };
      img.onerror = () => {
        clearTimeout(timer);
        resolve(null);
      };
      img.src = src;
    });
    imageRanges.set(src, pending);
  }
  return pending;
}

const URL_RE = /url\((['"]?)(.*?)\1\)/g;

/** What an element paints behind its content: its colour and image layers, as a range; `unknown` for unreadable images. */
async function paintedRange(el: Element, below: Range): Promise<{ range: Range; unknown: boolean }> {
  const style = getComputedStyle(el);
  let range = below;
  let unknown = false;
  const bg = parseColor(style.backgroundColor);
  if (bg && bg.a > 0) range = { dark: over(bg, range.dark), light: over(bg, range.light) };
  const image = style.backgroundImage;
  const layers: Rgba[] = [];
  if (image && image !== 'none') {
    if (image.includes('gradient(')) {
      for (const found of findColors(image)) layers.push(found.color);
    }
    for (const match of image.matchAll(URL_RE)) {
      const sampled = await imageRange(match[2] ?? '');
      if (sampled) layers.push(sampled.dark, sampled.light);
      else unknown = true;
    }
  }
  if (el instanceof HTMLImageElement && el.currentSrc) {
    const sampled = await imageRange(el.currentSrc);
    if (sampled) layers.push(sampled.dark, sampled.light);
    else unknown = true;
  }
  if (el instanceof HTMLVideoElement || el instanceof HTMLCanvasElement) unknown = true;
  if (layers.length > 0) {
    const composite = (c: Rgba) => [over(c, range.dark), over(c, range.light)];
    const all = layers.flatMap(composite);
    const first = all[0] as Rgba;
    range = widen(solid(first), all);
  }
  return { range, unknown };
}

function isLargeText(style: CSSStyleDeclaration): boolean {
  const size = parseFloat(style.fontSize);
  const weight = parseInt(style.fontWeight, 10) || 400;
  return size >= 24 || (size >= 18.66 && weight >= 700);
}

/**
 * Contrast of the text of `el` against everything painted behind it at its centre, gradients and
 * images counted as their darkest and lightest sample.
 */
async function measureContrast(el: Element) {
  const style = getComputedStyle(el);
  const rect = el.getBoundingClientRect();
  if (rect.width === 0 || rect.height === 0) return null;
  const x = Math.min(Math.max(rect.left + rect.width / 2, 0), innerWidth - 1);
  const y = Math.min(Math.max(rect.top + Math.min(rect.height / 2, 12), 0), innerHeight - 1);
  const stack = document.elementsFromPoint(x, y);
  const at = stack.indexOf(el);
  // The element itself and what lies under it, painted bottom first.
  const layers = (at >= 0 ? stack.slice(at) : [el, ...ancestors(el)]).reverse();
  let range = solid(CANVAS);
  let unknown = false;
  for (const layer of layers) {
    const painted = await paintedRange(layer, range);
    range = painted.range;
    unknown ||= painted.unknown;
  }
  const fgRaw = parseColor(style.color) ?? { r: 0, g: 0, b: 0, a: 1 };
  const worst = Math.min(
    contrast(over(fgRaw, range.dark), range.dark),
    contrast(over(fgRaw, range.light), range.light),
  );
  return { ratio: worst, fg: over(fgRaw, range.dark), range, unknown, required: isLargeText(style) ? 3 : 4.5 };
}

function ancestors(el: Element): Element[] {
  const list: Element[] = [];
  for (let p = el.parentElement; p; p = p.parentElement) list.push(p);
  return list;
}

const round2 = (n: number) => Math.floor(n * 100) / 100;

async function contrastFindings(incomplete: NodeResult[]): Promise<{ found: CheckFinding[]; undecided: number }> {
  const found: CheckFinding[] = [];
  let undecided = 0;
  for (const node of incomplete) {
    const el = node.element;
    if (!el || !(el instanceof Element)) continue;
    const measured = await measureContrast(el);
    if (!measured) continue;
    if (measured.ratio >= measured.required) continue;
    if (measured.unknown) {
      undecided += 1;
      continue;
    }
    const { range } = measured;
    const bgNote =
      toHex(range.dark) === toHex(range.light) ? toHex(range.dark) : `${toHex(range.dark)} to ${toHex(range.light)}`;
    found.push(
      finding(
        'atelier-contrast',
        'contrast',
        'serious',
        `Text contrast is ${round2(measured.ratio)}:1 against the background behind it (${bgNote}); it needs ${measured.required}:1`,
        el,
        {
          data: {
            ratio: round2(measured.ratio),
            required: measured.required,
            color: toHex(measured.fg),
            backgroundDark: toHex(range.dark),
            backgroundLight: toHex(range.light),
          },
        },
      ),
    );
  }
  return { found, undecided };
}

// ---- axe -------------------------------------------------------------------

function axeFindings(results: AxeResults): CheckFinding[] {
  const found: CheckFinding[] = [];
  for (const rule of results.violations as Result[]) {
    for (const node of rule.nodes.slice(0, CHECK_NODES_PER_RULE)) {
      const el = node.element instanceof Element ? node.element : null;
      const data: Record<string, string | number> = {};
      if (rule.id === 'color-contrast') {
        const d = node.any[0]?.data as
          { contrastRatio?: number; fgColor?: string; bgColor?: string; expectedContrastRatio?: string } | undefined;
        if (d?.contrastRatio) data.ratio = d.contrastRatio;
        if (d?.fgColor) data.color = d.fgColor;
        if (d?.bgColor) {
          data.backgroundDark = d.bgColor;
          data.backgroundLight = d.bgColor;
        }
        if (d?.expectedContrastRatio) data.required = parseFloat(d.expectedContrastRatio);
      }
      if (rule.id === 'heading-order' && el) {
        const headings = Array.from(document.body.querySelectorAll('h1, h2, h3, h4, h5, h6'));
        const at = headings.indexOf(el);
        const before = at > 0 ? headings[at - 1] : undefined;
        if (before) data.expected = Math.min(6, Number(before.tagName.slice(1)) + 1);
      }
      const title =
        rule.id === 'color-contrast' && typeof data.ratio === 'number'
          ? `Text contrast is ${data.ratio}:1 against ${data.backgroundDark}; it needs ${data.required ?? 4.5}:1`
          : rule.help;
      found.push(
        finding(rule.id, KIND_OF_RULE[rule.id] ?? 'accessibility', impactOf(node.impact ?? rule.impact), title, el, {
          html: node.html,
          ...(Object.keys(data).length > 0 ? { data } : {}),
        }),
      );
    }
  }
  return found;
}

// ---- overflow ---------------------------------------------------------------

function clipsX(el: Element): boolean {
  const x = getComputedStyle(el).overflowX;
  return x !== 'visible';
}

/** The outermost elements that stick out of the frame's width, when the page scrolls sideways. */
function overflowFindings(): CheckFinding[] {
  const root = document.documentElement;
  const width = root.clientWidth;
  if (root.scrollWidth <= width + 1) return [];
  const offenders: Element[] = [];
  const sticksOut = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && (r.right > width + 1 || r.left < -1);
  };
  const walk = (el: Element) => {
    for (const child of Array.from(el.children)) {
      if (child.tagName === 'SCRIPT' || child.tagName === 'STYLE') continue;
      const style = getComputedStyle(child);
      if (style.display === 'none' || style.position === 'fixed') continue;
      if (sticksOut(child) && style.visibility !== 'hidden') {
        offenders.push(child);
        continue;
      }
      if (!clipsX(child)) walk(child);
    }
  };
  walk(document.body);
  const found = offenders.slice(0, CHECK_NODES_PER_RULE).map((el) => {
    const r = el.getBoundingClientRect();
    const past = Math.round(Math.max(r.right - width, -r.left));
    // The fix: a row that does not wrap is let wrap; anything else is kept within the width.
    const row = [el, ...ancestors(el)].find((a) => {
      if (a === document.body) return false;
      const st = getComputedStyle(a);
      return (
        st.display.includes('flex') &&
        st.flexWrap === 'nowrap' &&
        st.flexDirection.startsWith('row') &&
        a.children.length > 1
      );
    });
    const tooWide = r.width > width - 1;
    const remedy =
      row && !tooWide ? { remedy: 'wrap', target: selectorFor(row) } : { remedy: 'max-width', target: selectorFor(el) };
    return finding(
      'atelier-overflow',
      'mobile',
      'serious',
      `At ${width} px this element is ${past} px wider than the screen, so the page scrolls sideways`,
      el,
      { data: { width, past, ...remedy } },
    );
  });
  if (found.length === 0)
    found.push(
      finding(
        'atelier-overflow',
        'mobile',
        'serious',
        `At ${width} px the page is ${root.scrollWidth - width} px wider than the screen`,
        null,
      ),
    );
  return found;
}

// ---- reduced motion -----------------------------------------------------------

interface MotionRules {
  /** Selectors of rules that apply only when the visitor asks for less motion. */
  reduce: string[];
  /** Selectors of rules that animate only when the visitor has not asked for less motion. */
  safe: string[];
}

function collectMotionRules(): MotionRules {
  const rules: MotionRules = { reduce: [], safe: [] };
  const visit = (list: CSSRuleList, media: string, selector: string) => {
    for (const rule of Array.from(list)) {
      if (rule instanceof CSSMediaRule) {
        visit(rule.cssRules, `${media} ${rule.conditionText}`, selector);
      } else if (rule instanceof CSSStyleRule) {
        const own = rule.selectorText.includes('&') || !selector ? rule.selectorText : selector;
        const sel = own.replaceAll('&', selector || ':root');
        if (/prefers-reduced-motion:\s*reduce/.test(media)) rules.reduce.push(sel);
        if (/prefers-reduced-motion:\s*no-preference/.test(media) && /animation|transition/.test(rule.style.cssText))
          rules.safe.push(sel);
        if (rule.cssRules.length > 0) visit(rule.cssRules, media, sel);
      } else if ('cssRules' in rule) {
        visit((rule as CSSGroupingRule).cssRules, media, selector);
      }
    }
  };
  for (const sheet of Array.from(document.styleSheets)) {
    try {
      visit(sheet.cssRules, '', '');
    } catch {
      // a stylesheet of another origin cannot be read
    }
  }
  return rules;
}

const matchesAny = (el: Element, selectors: string[]) =>
  selectors.some((s) => {
    try {
      return el.matches(s) || s.trim() === '*';
    } catch {
      return false;
    }
  });

function motionFindings(): CheckFinding[] {
  const animated: Element[] = [];
  for (const el of Array.from(document.body.querySelectorAll('*'))) {
    const style = getComputedStyle(el);
    if (style.animationName === 'none' || style.display === 'none') continue;
    const durations = style.animationDuration.split(',').map((d) => parseFloat(d) || 0);
    if (Math.max(...durations) > 0) animated.push(el);
  }
  const scripted = document
    .getAnimations()
    .filter((a) => !(a instanceof CSSAnimation) && !(a instanceof CSSTransition) && a.playState === 'running')
    .map((a) => (a.effect as KeyframeEffect | null)?.target)
    .filter((t): t is Element => t instanceof Element && !animated.includes(t));
  if (animated.length === 0 && scripted.length === 0) return [];
  const scriptsAsk = Array.from(document.scripts).some((s) => s.text.includes('prefers-reduced-motion'));
  const rules = collectMotionRules();
  const unguarded = animated.filter((el) => !matchesAny(el, rules.reduce) && !matchesAny(el, rules.safe));
  const scriptedUnguarded = scriptsAsk ? [] : scripted;
  return [...unguarded, ...scriptedUnguarded]
    .slice(0, CHECK_NODES_PER_RULE)
    .map((el) =>
      finding(
        'atelier-reduced-motion',
        'motion',
        'moderate',
        'This animation keeps running for visitors who asked their device for less motion',
        el,
        { data: { animation: clip(getComputedStyle(el).animationName, 80) } },
      ),
    );
}

// ---- design system -------------------------------------------------------------

const GENERIC = new Set([
  'serif',
  'sans-serif',
  'monospace',
  'cursive',
  'fantasy',
  'system-ui',
  'ui-sans-serif',
  'ui-serif',
  'ui-monospace',
  'ui-rounded',
  '-apple-system',
  'inherit',
]);
const MONO_TAGS = new Set(['CODE', 'PRE', 'KBD', 'SAMP']);

const firstFamily = (value: string) =>
  (value.split(',')[0] ?? '')
    .trim()
    .replace(/^["']|["']$/g, '')
    .replace(/ Variable$/, '')
    .toLowerCase();

/**
 * Whether `c` is `brand` mixed with white and/or black (a tint or shade, as the design system's
 * derived colours are): the same pure hue (channels minus their minimum, over their spread) and no
 * more colourful than the brand colour itself, within rounding.
 */
function isToneOf(c: Rgb, brand: Rgb): boolean {
  const spread = (x: Rgb) => Math.max(x.r, x.g, x.b) - Math.min(x.r, x.g, x.b);
  const pure = (x: Rgb) => {
    const min = Math.min(x.r, x.g, x.b);
    const s = spread(x) || 1;
    return [(x.r - min) / s, (x.g - min) / s, (x.b - min) / s];
  };
  const sc = spread(c);
  if (sc > spread(brand) + 3) return false;
  const tolerance = 0.02 + 2 / Math.max(sc, 1);
  const [a, b] = [pure(c), pure(brand)];
  return a.every((v, i) => Math.abs(v - (b[i] as number)) <= tolerance);
}

function ownText(el: Element): boolean {
  return Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && (n.nodeValue ?? '').trim() !== '');
}

function probe(css: Partial<CSSStyleDeclaration>): CSSStyleDeclaration {
  const el = document.createElement('div');
  Object.assign(el.style, css);
  document.documentElement.append(el);
  const style = getComputedStyle(el);
  const copy = { borderTopLeftRadius: style.borderTopLeftRadius, boxShadow: style.boxShadow } as CSSStyleDeclaration;
  el.remove();
  return copy;
}

function designFindings(): CheckFinding[] {
  const rootStyle = getComputedStyle(document.documentElement);
  const brand = ['--color-primary', '--color-accent']
    .map((name) => parseColor(rootStyle.getPropertyValue(name)))
    .filter((c): c is Rgba => c !== null && chroma(c) >= NEUTRAL_CHROMA);
  const font = firstFamily(rootStyle.getPropertyValue('--font-family'));
  const shapes = probe({ borderRadius: 'var(--radius)', boxShadow: 'var(--shadow)', position: 'absolute' });
  const radius = parseFloat(shapes.borderTopLeftRadius) || 0;
  const shadow = shapes.boxShadow;

  const colours = new Map<string, { el: Element; count: number; c: Rgb }>();
  const fonts = new Map<string, { el: Element; count: number }>();
  const radii = new Map<string, { el: Element; count: number }>();
  const shadows = new Map<string, { el: Element; count: number }>();
  const note = <T extends { el: Element; count: number }>(map: Map<string, T>, key: string, make: () => T) => {
    const seen = map.get(key);
    if (seen) seen.count += 1;
    else map.set(key, make());
  };
  const inBrand = (c: Rgb) => chroma(c) < NEUTRAL_CHROMA || brand.some((b) => isToneOf(c, b));
  for (const el of Array.from(document.body.querySelectorAll('*'))) {
    if (el.closest('svg') && el.tagName !== 'svg') continue;
    const style = getComputedStyle(el);
    if (style.display === 'none' || style.visibility === 'hidden') continue;
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    const text = ownText(el);
    const painted = [
      text ? style.color : '',
      style.backgroundColor,
      parseFloat(style.borderTopWidth) > 0 ? style.borderTopColor : '',
    ];
    for (const value of painted) {
      const c = value ? parseColor(value) : null;
      if (!c || c.a < 0.1 || inBrand(c)) continue;
      note(colours, toHex(c), () => ({ el, count: 1, c }));
    }
    if (text && !MONO_TAGS.has(el.tagName) && !el.closest('pre, code')) {
      const family = firstFamily(style.fontFamily);
      if (family && font && family !== font && !GENERIC.has(family)) note(fonts, family, () => ({ el, count: 1 }));
    }
    const r = parseFloat(style.borderTopLeftRadius) || 0;
    const full = r >= 9999 || style.borderTopLeftRadius.endsWith('%') || r >= Math.min(rect.width, rect.height) / 2;
    const allowed =
      radius === 0
        ? r === 0 || full
        : [0, radius / 2, radius, radius * 1.5, radius * 2, radius * 3].some((a) => Math.abs(a - r) < 0.6) || full;
    if (!allowed) note(radii, `${Math.round(r * 10) / 10}px`, () => ({ el, count: 1 }));
    if (style.boxShadow !== 'none' && style.boxShadow !== shadow && !/\binset\b/.test(style.boxShadow))
      note(shadows, style.boxShadow, () => ({ el, count: 1 }));
  }
  const found: CheckFinding[] = [];
  const times = (n: number) => (n === 1 ? 'once' : `${n} times`);
  for (const [hex, { el, count }] of Array.from(colours).slice(0, 8))
    found.push(
      finding(
        'atelier-design-colour',
        'design',
        'minor',
        `The colour ${hex} is not in the design system (used ${times(count)})`,
        el,
        {
          data: { color: hex, count },
        },
      ),
    );
  for (const [family, { el, count }] of Array.from(fonts).slice(0, 4))
    found.push(
      finding(
        'atelier-design-font',
        'design',
        'minor',
        `The font "${family}" is not the project's font (used ${times(count)})`,
        el,
        {
          data: { font: family, count },
        },
      ),
    );
  for (const [value, { el, count }] of Array.from(radii).slice(0, 4))
    found.push(
      finding(
        'atelier-design-radius',
        'design',
        'minor',
        `Corner radius ${value} is not the design system's ${radius}px (used ${times(count)})`,
        el,
        {
          data: { radius: value, expected: `${radius}px`, count },
        },
      ),
    );
  for (const [value, { el, count }] of Array.from(shadows).slice(0, 4))
    found.push(
      finding(
        'atelier-design-shadow',
        'design',
        'minor',
        shadow === 'none'
          ? `A shadow where the design system has none (used ${times(count)})`
          : `A shadow that is not the design system's (used ${times(count)})`,
        el,
        { data: { shadow: clip(value, 200), count } },
      ),
    );
  return found;
}

// ---- duplicate ids ----------------------------------------------------------------

const REFERENCING = [
  'aria-labelledby',
  'aria-describedby',
  'aria-controls',
  'aria-owns',
  'aria-activedescendant',
  'for',
  'href',
];

function duplicateIdFindings(): CheckFinding[] {
  const byId = new Map<string, Element[]>();
  for (const el of Array.from(document.body.querySelectorAll('[id]'))) {
    const list = byId.get(el.id) ?? [];
    list.push(el);
    byId.set(el.id, list);
  }
  const found: CheckFinding[] = [];
  for (const [id, els] of byId) {
    if (els.length < 2 || id === '') continue;
    const referenced = Array.from(document.body.querySelectorAll(REFERENCING.map((a) => `[${a}]`).join(','))).some(
      (el) =>
        REFERENCING.some((a) => {
          const v = el.getAttribute(a);
          return v !== null && (a === 'href' ? v === `#${id}` : v.split(/\s+/).includes(id));
        }),
    );
    for (const el of els.slice(0, 4))
      found.push(
        finding(
          'atelier-duplicate-id',
          'accessibility',
          referenced ? 'serious' : 'moderate',
          `The id "${clip(id, 60)}" is used ${els.length} times${referenced ? ', and something points to it' : ''}`,
          el,
          { data: { id: clip(id, 60), count: els.length } },
        ),
      );
    if (found.length >= CHECK_NODES_PER_RULE) break;
  }
  return found;
}

// ---- tap targets --------------------------------------------------------------------

const INTERACTIVE =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="switch"], [tabindex]:not([tabindex="-1"])';
const TARGET_MIN = 24;

/** A link inside a sentence: WCAG leaves its size to the line of text. */
function inSentence(el: Element): boolean {
  if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
  const parent = el.parentElement;
  return !!parent && (parent.textContent ?? '').trim().length > (el.textContent ?? '').trim().length + 10;
}

const centre = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
const distanceToRect = (p: { x: number; y: number }, r: DOMRect) =>
  Math.hypot(Math.max(r.left - p.x, 0, p.x - r.right), Math.max(r.top - p.y, 0, p.y - r.bottom));

function tapTargetFindings(): CheckFinding[] {
  const found: CheckFinding[] = [];
  const targets = Array.from(document.body.querySelectorAll(INTERACTIVE))
    .map((el) => ({ el, r: el.getBoundingClientRect() }))
    .filter(({ r }) => r.width > 0 && r.height > 0);
  const small = (r: DOMRect) => r.width < TARGET_MIN - 0.5 || r.height < TARGET_MIN - 0.5;
  /**
   * WCAG 2.5.8's spacing exception: a 24 px circle centred on the small target touches no other
   * target, nor the circle of another small one.
   */
  const spaced = (el: Element, r: DOMRect) => {
    const c = centre(r);
    return targets.every((t) => {
      if (t.el === el || t.el.contains(el) || el.contains(t.el)) return true;
      if (distanceToRect(c, t.r) < TARGET_MIN / 2) return false;
      return !small(t.r) || Math.hypot(c.x - centre(t.r).x, c.y - centre(t.r).y) >= TARGET_MIN;
    });
  };
  for (const el of Array.from(document.body.querySelectorAll(INTERACTIVE))) {
    if (el.closest('[hidden], [inert]') || (el as HTMLElement).closest('[aria-hidden="true"]')) continue;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none') continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    if (r.width >= TARGET_MIN - 0.5 && r.height >= TARGET_MIN - 0.5) continue;
    if (inSentence(el) || spaced(el, r)) continue;
    // A checkbox or radio whose label is part of the target.
    if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio') && el.labels?.length)
      continue;
    // A control inside a big enough control (a link around a button) is reached through it.
    const holder = el.parentElement?.closest(INTERACTIVE);
    if (holder) continue;
    found.push(
      finding(
        'atelier-tap-target',
        'tap-target',
        'serious',
        `This control is ${Math.round(r.width)} × ${Math.round(r.height)} px; a finger needs at least ${TARGET_MIN} × ${TARGET_MIN} px`,
        el,
        { data: { width: Math.round(r.width), height: Math.round(r.height) } },
      ),
    );
    if (found.length >= CHECK_NODES_PER_RULE) break;
  }
  return found;
}

// ---- errors and outside requests ------------------------------------------------

function errorFindings(input: ChecksInput): CheckFinding[] {
  const unique = Array.from(new Set(input.errors)).slice(0, CHECK_NODES_PER_RULE);
  return unique.map((message) =>
    finding('atelier-console-error', 'console', 'serious', clip(`Script error: ${message}`, 300), null),
  );
}

const isOutside = (url: string) => {
  try {
    const u = new URL(url, location.href);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.origin !== location.origin;
  } catch {
    return false;
  }
};

/** What the snippet asks of other sites: pictures, media and frames in its markup and styles, and what the page fetched. */
function outsideRequests(): { url: string; element: Element | null; what: string }[] {
  const found: { url: string; element: Element | null; what: string }[] = [];
  const seen = new Set<string>();
  const add = (url: string, element: Element | null, what: string) => {
    if (!isOutside(url)) return;
    const abs = new URL(url, location.href).href;
    if (seen.has(abs)) return;
    seen.add(abs);
    found.push({ url: abs, element, what });
  };
  for (const el of Array.from(
    document.body.querySelectorAll('img, source, video, audio, iframe, embed, object, script[src], link[href]'),
  )) {
    const what =
      el.tagName === 'IMG' || el.tagName === 'SOURCE'
        ? 'picture'
        : el.tagName === 'IFRAME'
          ? 'embedded page'
          : el.tagName === 'SCRIPT'
            ? 'script'
            : 'file';
    for (const a of ['src', 'href', 'data', 'poster']) {
      const v = el.getAttribute(a);
      if (v) add(v, el.tagName === 'SOURCE' ? el.parentElement : el, what);
    }
    const srcset = el.getAttribute('srcset');
    if (srcset)
      for (const part of srcset.split(','))
        add(part.trim().split(/\s+/)[0] ?? '', el.tagName === 'SOURCE' ? el.parentElement : el, what);
  }
  for (const el of Array.from(document.body.querySelectorAll('*'))) {
    const image = getComputedStyle(el).backgroundImage;
    if (image && image !== 'none') for (const m of image.matchAll(URL_RE)) add(m[2] ?? '', el, 'background picture');
  }
  for (const entry of performance.getEntriesByType('resource')) add(entry.name, null, 'file');
  return found;
}

function blockedFindings(input: ChecksInput): CheckFinding[] {
  const seen = new Set<string>();
  const found: CheckFinding[] = [];
  const blockedUrls = new Set(input.blocked.map((b) => b.uri));
  for (const { url, element, what } of outsideRequests()) {
    if (blockedUrls.has(url) || found.length >= CHECK_NODES_PER_RULE) continue;
    seen.add(url);
    found.push(
      finding(
        'atelier-blocked-request',
        'blocked',
        'serious',
        `The ${what} ${clip(url, 160)} comes from another site`,
        element,
        {
          fix: "Pictures and files from other sites may be blocked or vanish on the client's site, and the preview checks them offline. Upload the file to the project's Files and use that address instead.",
          data: { uri: clip(url, 200) },
        },
      ),
    );
  }
  for (const { uri, directive } of input.blocked) {
    const key = `${directive} ${uri}`;
    if (seen.has(key) || found.length >= CHECK_NODES_PER_RULE) continue;
    seen.add(key);
    const what = directive.startsWith('script')
      ? 'script'
      : directive.startsWith('style')
        ? 'stylesheet'
        : directive.startsWith('font')
          ? 'font'
          : directive.startsWith('connect')
            ? 'data request'
            : directive.startsWith('frame')
              ? 'embedded page'
              : 'request';
    found.push(
      finding(
        'atelier-blocked-request',
        'blocked',
        'serious',
        `The ${what} ${clip(uri || '(inline)', 160)} was blocked`,
        null,
        {
          data: { directive: clip(directive, 60), uri: clip(uri, 200) },
        },
      ),
    );
  }
  return found;
}

// ---- all of them ------------------------------------------------------------------

const ORDER: Record<CheckImpact, number> = { critical: 0, serious: 1, moderate: 2, minor: 3 };

async function run(input: ChecksInput): Promise<CheckResult> {
  const started = performance.now();
  const axe = window.axe;
  if (!axe) throw new Error('axe-core did not load');
  // Experimental rules stay out, as in axe's own defaults.
  const rules = [
    ...axe
      .getRules(WCAG_TAGS)
      .filter((r) => !r.tags.includes('experimental') && !OWN_RULES.has(r.ruleId))
      .map((r) => r.ruleId),
    ...EXTRA_RULES,
  ];
  const results = await axe.run(
    { exclude: [['atelier-layer']] },
    {
      runOnly: { type: 'rule', values: rules },
      resultTypes: ['violations', 'incomplete'],
      elementRef: true,
      // axe would fetch the page's stylesheets again (blocked by the frame's policy): it reads them in place.
      preload: false,
    },
  );
  const incompleteContrast = (results.incomplete as Result[]).find((r) => r.id === 'color-contrast')?.nodes ?? [];
  const contrastOwn = await contrastFindings(incompleteContrast);
  const all = [
    ...errorFindings(input),
    ...blockedFindings(input),
    ...axeFindings(results),
    ...duplicateIdFindings(),
    ...tapTargetFindings(),
    ...contrastOwn.found,
    ...overflowFindings(),
    ...motionFindings(),
    ...designFindings(),
  ].sort((a, b) => ORDER[a.impact] - ORDER[b.impact]);
  return {
    findings: all.slice(0, CHECK_FINDINGS_MAX),
    omitted: Math.max(0, all.length - CHECK_FINDINGS_MAX),
    undecided: contrastOwn.undecided,
    durationMs: Math.round(performance.now() - started),
    viewportWidth: document.documentElement.clientWidth,
    axeVersion: clip(axe.version, 40),
  };
}

window.atelierChecks = { run };
