/**
 * One-click fixes for the checks' mechanical findings, made on the snippet's code by rule: every
 * other byte stays as it was. The finding names its element by the selector the preview frame made
 * (`body > section > img:nth-of-type(2)`, or from a unique `#id`), which is found again in the code
 * parsed as the browser parses it.
 */
import { type DefaultTreeAdapterMap, parse } from 'parse5';
import { colorDistance, contrast, mix, parseColor, toHex, WHITE, BLACK, type Rgb } from '@atelier/web-kit/color';
import { attr, elements, isElement, textContent, type Element } from './dom';

export type CheckFixKind = 'contrast' | 'name' | 'alt' | 'wrap' | 'heading-order';

export interface CheckFixRequest {
  kind: CheckFixKind;
  rule: string;
  selector: string;
  data?: Record<string, string | number | boolean>;
}

export interface CheckFixDesign {
  primaryColor: string;
  accentColor: string;
}

export type CheckFixResult = { ok: true; code: string; summary: string } | { ok: false; reason: string };

type ParentNode = DefaultTreeAdapterMap['parentNode'];

const childElements = (node: ParentNode): Element[] => node.childNodes.filter(isElement);

/** An id as CSS.escape wrote it, read back: hex escapes (`\\31 `) and escaped characters (`\\:`). */
function unescapeCss(text: string): string {
  return text.replace(/\\(?:([0-9a-fA-F]{1,6})\s?|(.))/g, (_m, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : (char ?? ''),
  );
}

/** The element a frame selector names in the parsed code, or null. */
export function findBySelector(doc: DefaultTreeAdapterMap['document'], selector: string): Element | null {
  const parts = selector.split(' > ').map((p) => p.trim());
  const html = childElements(doc).find((e) => e.tagName === 'html');
  const body = html ? childElements(html).find((e) => e.tagName === 'body') : undefined;
  if (!body) return null;
  let current: Element | null = null;
  const first = parts.shift();
  if (first === 'body') current = body;
  else if (first?.startsWith('#')) {
    const id = unescapeCss(first.slice(1));
    current = elements(body).find((e) => attr(e, 'id') === id) ?? null;
  }
  for (const part of parts) {
    if (!current) return null;
    const m = /^([a-z][a-z0-9-]*)(?::nth-of-type\((\d+)\))?$/i.exec(part);
    if (!m) return null;
    const tag = (m[1] ?? '').toLowerCase();
    const nth = Number(m[2] ?? 1);
    const same = childElements(current).filter((e) => e.tagName === tag);
    current = same[nth - 1] ?? null;
  }
  return current;
}

const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Sets (or adds) an attribute in the element's start tag. */
function setAttribute(code: string, el: Element, name: string, value: string): string {
  const loc = el.sourceCodeLocation;
  if (!loc?.startTag) throw new Error('no location');
  const existing = loc.attrs?.[name];
  const text = `${name}="${escapeAttr(value)}"`;
  if (existing) return code.slice(0, existing.startOffset) + text + code.slice(existing.endOffset);
  let at = loc.startTag.endOffset - 1;
  if (code[at - 1] === '/') at -= 1;
  const before = code.slice(0, at);
  const space = /\s$/.test(before) ? '' : ' ';
  return `${before}${space}${text}${code.slice(at)}`;
}

function removeAttribute(code: string, el: Element, name: string): string {
  const at = el.sourceCodeLocation?.attrs?.[name];
  if (!at) return code;
  let start = at.startOffset;
  while (start > 0 && /\s/.test(code[start - 1] ?? '')) start -= 1;
  return code.slice(0, start) + code.slice(at.endOffset);
}

/** Adds declarations to the element's inline style (they win over its classes and stylesheet rules). */
function addStyle(code: string, el: Element, declarations: string): string {
  const current = (attr(el, 'style') ?? '').trim().replace(/;?\s*$/, '');
  return setAttribute(code, el, 'style', current ? `${current}; ${declarations}` : declarations);
}

// ---- names and alternative text ------------------------------------------------------------

const ICON_WORDS: Record<string, string> = {
  search: 'Search',
  menu: 'Open menu',
  bars: 'Open menu',
  hamburger: 'Open menu',
  close: 'Close',
  x: 'Close',
  times: 'Close',
  cart: 'Cart',
  bag: 'Bag',
  user: 'Account',
  account: 'Account',
  heart: 'Favourite',
  share: 'Share',
  play: 'Play',
  pause: 'Pause',
  next: 'Next',
  prev: 'Previous',
  previous: 'Previous',
  'arrow-right': 'Next',
  'chevron-right': 'Next',
  'arrow-left': 'Previous',
  'chevron-left': 'Previous',
  send: 'Send',
  mail: 'Email',
  envelope: 'Email',
  phone: 'Call',
  download: 'Download',
  plus: 'Add',
  minus: 'Remove',
  trash: 'Delete',
  edit: 'Edit',
  instagram: 'Instagram',
  facebook: 'Facebook',
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  pinterest: 'Pinterest',
  github: 'GitHub',
  whatsapp: 'WhatsApp',
};

const SOCIAL_HOSTS = [
  'instagram',
  'facebook',
  'twitter',
  'linkedin',
  'youtube',
  'tiktok',
  'pinterest',
  'github',
  'whatsapp',
];

function wordsIn(text: string): string | null {
  const lower = text.toLowerCase();
  const keys = Object.keys(ICON_WORDS).sort((a, b) => b.length - a.length);
  for (const key of keys) {
    if (new RegExp(`(^|[^a-z])${key.replace('-', '[-_]')}([^a-z]|$)`).test(lower)) return ICON_WORDS[key] ?? null;
  }
  return null;
}

/** A name for a control without one: its title, an icon's title or name, where a link goes, what a form button does. */
function nameFor(el: Element, form: Element | null): string | null {
  const title = attr(el, 'title')?.trim();
  if (title) return title;
  const inner = elements(el);
  for (const child of inner) {
    if (child.tagName === 'title') {
      const t = textContent(child);
      if (t) return t;
    }
    const alt = attr(child, 'alt')?.trim();
    if (alt) return alt;
  }
  const href = attr(el, 'href') ?? '';
  const host = SOCIAL_HOSTS.find((h) => href.toLowerCase().includes(h));
  if (host) return ICON_WORDS[host] ?? null;
  if (href.startsWith('mailto:')) return 'Send an email';
  if (href.startsWith('tel:')) return 'Call us';
  const hints = [el, ...inner].map((e) =>
    ['class', 'data-lucide', 'data-icon', 'data-feather', 'id', 'name', 'href'].map((a) => attr(e, a) ?? '').join(' '),
  );
  for (const hint of hints) {
    const word = wordsIn(hint);
    if (word) return word;
  }
  if (form && (attr(el, 'type') ?? 'submit') === 'submit' && el.tagName === 'button') {
    const input = elements(form).find((e) => e.tagName === 'input' && /email/i.test(attr(e, 'type') ?? ''));
    return input ? 'Subscribe' : 'Send';
  }
  return null;
}

const HEADING = /^h[1-6]$/;

/** Where a search for an image's name stops: the section, a list of repeated items, or the page. */
const OUTER = new Set(['body', 'section', 'main', 'header', 'footer', 'ul', 'ol', 'nav']);
/** One repeated item (a card, a list entry, a figure): nothing beyond it names its image. */
const ITEM = new Set(['li', 'article', 'figure', 'a', 'button']);

/** Text near an image that says what it shows: a figure's caption, else the heading or name beside it in its card. */
function nearbyText(el: Element): string | null {
  let node = el.parentNode as ParentNode | null;
  for (let depth = 0; node && depth < 3 && isElement(node as never); depth += 1) {
    const parent = node as Element;
    if (OUTER.has(parent.tagName)) break;
    const caption = elements(parent).find((e) => e.tagName === 'figcaption');
    if (caption) return textContent(caption) || null;
    const named = elements(parent).find(
      (e) => HEADING.test(e.tagName) || e.tagName === 'strong' || e.tagName === 'cite',
    );
    if (named && !elements(named).includes(el)) return textContent(named) || null;
    if (ITEM.has(parent.tagName)) break;
    node = parent.parentNode as ParentNode | null;
  }
  return null;
}

// ---- contrast ------------------------------------------------------------------------------------

/** The tones of the design system's colours (tints and shades) and white and black: what the fix may pick. */
function designTones(design: CheckFixDesign): Rgb[] {
  const tones: Rgb[] = [WHITE, BLACK];
  for (const text of [design.primaryColor, design.accentColor]) {
    const c = parseColor(text);
    if (!c) continue;
    tones.push(c);
    for (let t = 0.1; t < 1; t += 0.1) tones.push(mix(c, WHITE, t), mix(c, BLACK, t));
  }
  return tones;
}

/** The design-system colour nearest to `from` that reaches `ratio` on every background between `dark` and `light`. */
export function nearestPassingColor(
  from: Rgb,
  dark: Rgb,
  light: Rgb,
  ratio: number,
  design: CheckFixDesign,
): Rgb | null {
  let best: Rgb | null = null;
  let bestDistance = Infinity;
  for (const tone of designTones(design)) {
    if (contrast(tone, dark) < ratio || contrast(tone, light) < ratio) continue;
    const d = colorDistance(tone, from);
    if (d < bestDistance) {
      best = tone;
      bestDistance = d;
    }
  }
  return best;
}

// ---- the fixes ---------------------------------------------------------------------------------------

function enclosingForm(doc: DefaultTreeAdapterMap['document'], el: Element): Element | null {
  for (
    let node = el.parentNode as ParentNode | null;
    node && isElement(node as never);
    node = (node as Element).parentNode
  ) {
    if ((node as Element).tagName === 'form') return node as Element;
  }
  void doc;
  return null;
}

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** Applies one mechanical fix to the code; the reason when it cannot be made by rule. */
export function applyCheckFix(code: string, fix: CheckFixRequest, design: CheckFixDesign): CheckFixResult {
  const doc = parse(code, { sourceCodeLocationInfo: true });
  const target = fix.kind === 'wrap' && str(fix.data?.target) ? str(fix.data?.target) : fix.selector;
  const el = findBySelector(doc, target);
  if (!el?.sourceCodeLocation?.startTag)
    return { ok: false, reason: 'The element is not in the code as written (a script may draw it). Fix it by hand.' };

  switch (fix.kind) {
    case 'alt': {
      if (el.tagName === 'img') {
        const text = nearbyText(el);
        return {
          ok: true,
          code: setAttribute(code, el, 'alt', text ?? ''),
          summary: text
            ? `Gave the picture the text "${text}" from beside it`
            : 'Marked the picture as decoration (empty alt)',
        };
      }
      if (el.tagName === 'svg' || attr(el, 'role') === 'img') {
        const text = nearbyText(el);
        return text
          ? { ok: true, code: setAttribute(code, el, 'aria-label', text), summary: `Named the picture "${text}"` }
          : {
              ok: true,
              code: setAttribute(code, el, 'aria-hidden', 'true'),
              summary: 'Hid the decorative picture from screen readers',
            };
      }
      return { ok: false, reason: 'Only pictures get alternative text. Fix it by hand.' };
    }
    case 'name': {
      if (fix.rule === 'label-content-name-mismatch') {
        if (!textContent(el)) return { ok: false, reason: 'The control shows no text to name it by. Fix it by hand.' };
        return {
          ok: true,
          code: removeAttribute(code, el, 'aria-label'),
          summary: 'Removed the hidden name, so the control is named by the text it shows',
        };
      }
      const name = nameFor(el, enclosingForm(doc, el));
      if (!name)
        return {
          ok: false,
          reason:
            'Nothing in the code says what this control does. Add an aria-label by hand (aria-label="Open menu").',
        };
      let next = setAttribute(code, el, 'aria-label', name);
      // Its icon is then decoration.
      const icon = elements(el).find((e) => e.tagName === 'svg' && attr(e, 'aria-hidden') === undefined);
      if (icon) {
        const reparsed = findBySelector(parse(next, { sourceCodeLocationInfo: true }), target);
        const svg = reparsed
          ? elements(reparsed).find((e) => e.tagName === 'svg' && attr(e, 'aria-hidden') === undefined)
          : null;
        if (svg) next = setAttribute(next, svg, 'aria-hidden', 'true');
      }
      return { ok: true, code: next, summary: `Named the control "${name}"` };
    }
    case 'contrast': {
      const from = parseColor(str(fix.data?.color));
      const dark = parseColor(str(fix.data?.backgroundDark));
      const light = parseColor(str(fix.data?.backgroundLight)) ?? dark;
      const ratio = Number(fix.data?.required ?? 4.5) || 4.5;
      if (!from || !dark || !light)
        return { ok: false, reason: 'The colours were not measured. Run the checks again.' };
      const color = nearestPassingColor(from, dark, light, ratio, design);
      if (!color)
        return {
          ok: false,
          reason: 'No colour of the design system reads on this background. Change the background by hand.',
        };
      return {
        ok: true,
        code: addStyle(code, el, `color: ${toHex(color)}`),
        summary: `Changed the text colour to ${toHex(color)}, the nearest design-system colour that passes ${ratio}:1`,
      };
    }
    case 'wrap': {
      if (str(fix.data?.remedy) === 'wrap')
        return {
          ok: true,
          code: addStyle(code, el, 'flex-wrap: wrap'),
          summary: 'Let the row wrap onto a new line on small screens',
        };
      return {
        ok: true,
        code: addStyle(code, el, 'max-width: 100%; box-sizing: border-box; overflow-wrap: anywhere'),
        summary: 'Kept the element within the screen width (max-width: 100%)',
      };
    }
    case 'heading-order': {
      const expected = Number(fix.data?.expected);
      const loc = el.sourceCodeLocation;
      if (!HEADING.test(el.tagName) || !(expected >= 1 && expected <= 6) || !loc.endTag)
        return { ok: false, reason: 'This heading cannot be renumbered by rule. Fix it by hand.' };
      const tag = `h${expected}`;
      const start = loc.startTag!.startOffset + 1;
      const end = loc.endTag.startOffset + 2;
      const next = code.slice(0, start) + tag + code.slice(start + 2, end) + tag + code.slice(end + 2);
      return { ok: true, code: next, summary: `Made the ${el.tagName} an ${tag}, so the headings follow in order` };
    }
  }
}
