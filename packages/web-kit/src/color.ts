/**
 * The one colour module: parsing every CSS colour syntax (through culori),
 * finding colours inside declaration values, WCAG luminance and contrast,
 * perceptual distance, and the few derived shades the generators need.
 * Channels are 0–255 (sRGB, clipped into the gamut), alpha 0–1.
 */
import {
  clampRgb,
  colorsNamed,
  converter,
  differenceEuclidean,
  parse,
  type Color,
  type Rgb as CuloriRgb,
} from 'culori';

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export interface Rgba extends Rgb {
  a: number;
}

export const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };
export const BLACK: Rgba = { r: 0, g: 0, b: 0, a: 1 };

const toRgbSpace = converter('rgb');
const toOklab = converter('oklab');
const toOklch = converter('oklch');
const toHslSpace = converter('hsl');
const oklabDistance = differenceEuclidean('oklab');

function clamp(v: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, v));
}

function hexByte(v: number): string {
  return Math.round(clamp(v, 0, 255))
    .toString(16)
    .padStart(2, '0');
}

/** The CSS named colours as #rrggbb, without `transparent`. */
export const NAMED_COLORS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(colorsNamed).map(([name, n]) => [
    name,
    `#${hexByte((n >> 16) & 255)}${hexByte((n >> 8) & 255)}${hexByte(n & 255)}`,
  ]),
);

/** True for a CSS named colour such as `teal` (not `transparent`). */
export function isNamedColor(word: string): boolean {
  return Object.hasOwn(NAMED_COLORS, word.toLowerCase());
}

function fromCulori(color: Color | undefined): Rgba | null {
  if (!color) return null;
  const rgb = clampRgb(toRgbSpace(color)) as CuloriRgb;
  const channel = (v: number | undefined) => Math.round(clamp(v ?? 0, 0, 1) * 255);
  return { r: channel(rgb.r), g: channel(rgb.g), b: channel(rgb.b), a: clamp(rgb.alpha ?? 1, 0, 1) };
}

function toCulori({ r, g, b }: Rgb, alpha = 1): CuloriRgb {
  return { mode: 'rgb', r: r / 255, g: g / 255, b: b / 255, alpha };
}

const COLOR_FUNCTIONS = new Set(['rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch', 'color']);
const HEX_RE = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/;

/** Reads one CSS colour token (`#abc`, `teal`, `rgb(0 0 0 / .5)`, `oklch(…)`); null when it is none. */
export function parseColor(text: string): Rgba | null {
  const t = text.trim().toLowerCase();
  if (t.startsWith('#')) return HEX_RE.test(t) ? fromCulori(parse(t)) : null;
  if (t === 'transparent') return { r: 0, g: 0, b: 0, a: 0 };
  if (isNamedColor(t)) return fromCulori(parse(t));
  const m = /^([a-z]+)\(([\s\S]*)\)$/.exec(t);
  const [, name = '', args = ''] = m ?? [];
  if (!m || !COLOR_FUNCTIONS.has(name) || args.includes('(')) return null;
  return fromCulori(parse(t));
}

/**
 * A colour as people type it in a form or a prompt: CSS syntax, a hex without
 * its `#`, or a name written with spaces or dashes ("dark blue").
 */
export function readColor(text: string): Rgba | null {
  const t = text.trim();
  if (/^(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(t)) return parseColor(`#${t}`);
  return parseColor(t) ?? parseColor(t.replace(/[\s-]/g, ''));
}

/** Lowercase #rrggbb (alpha dropped). */
export function toHex({ r, g, b }: Rgb): string {
  return `#${hexByte(r)}${hexByte(g)}${hexByte(b)}`;
}

/** Lowercase #rrggbb for any colour text, or null. */
export function normalizeColor(text: string): string | null {
  const c = parseColor(text);
  return c ? toHex(c) : null;
}

export interface FoundColor {
  color: Rgba;
  hex: string;
}

const IDENT_CHAR = /[a-z0-9_-]/i;

/**
 * Every colour inside a declaration value, in order. Strings and url()
 * contents are skipped; unknown functions (color-mix, gradients, var
 * leftovers) are searched inside.
 */
export function findColors(value: string): FoundColor[] {
  const found: FoundColor[] = [];
  const text = value;
  const lower = text.toLowerCase();
  const n = text.length;
  let i = 0;
  while (i < n) {
    const ch = text[i] ?? '';
    if (ch === '"' || ch === "'") {
      const end = text.indexOf(ch, i + 1);
      i = end < 0 ? n : end + 1;
      continue;
    }
    if (ch === '#') {
      const m = /^#([0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{4}|[0-9a-f]{3})(?![0-9a-z_-])/i.exec(text.slice(i, i + 10));
      if (m) {
        pushColor(found, parseColor(m[0]));
        i += m[0].length;
        continue;
      }
      i++;
      continue;
    }
    if (/[a-z]/i.test(ch) && (i === 0 || !IDENT_CHAR.test(text[i - 1] ?? ''))) {
      let j = i;
      while (j < n && IDENT_CHAR.test(text[j] ?? '')) j++;
      const word = lower.slice(i, j);
      if (text[j] === '(') {
        if (word === 'url') {
          const close = text.indexOf(')', j);
          i = close < 0 ? n : close + 1;
          continue;
        }
        if (COLOR_FUNCTIONS.has(word)) {
          const close = matchParen(text, j);
          if (close > 0) {
            const inner = text.slice(j + 1, close);
            if (!inner.includes('(')) {
              pushColor(found, parseColor(`${word}(${inner})`));
              i = close + 1;
              continue;
            }
          }
        }
        i = j + 1;
        continue;
      }
      if (word === 'transparent') pushColor(found, { r: 0, g: 0, b: 0, a: 0 });
      else if (isNamedColor(word)) pushColor(found, parseColor(word));
      i = j;
      continue;
    }
    i++;
  }
  return found;
}

function pushColor(found: FoundColor[], c: Rgba | null) {
  if (c) found.push({ color: c, hex: toHex(c) });
}

/** Index of the `)` closing the `(` at `open`, or -1. */
export function matchParen(text: string, open: number): number {
  let depth = 0;
  for (let k = open; k < text.length; k++) {
    const c = text[k];
    if (c === '(') depth++;
    else if (c === ')') {
      depth--;
      if (depth === 0) return k;
    } else if (c === '"' || c === "'") {
      const end = text.indexOf(c, k + 1);
      if (end < 0) return -1;
      k = end;
    }
  }
  return -1;
}

function linear(v: number): number {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance({ r, g, b }: Rgb): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio, 1 to 21. */
export function contrast(a: Rgb, b: Rgb): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export interface Hsl {
  /** degrees, 0–360 */
  h: number;
  /** 0–1 */
  s: number;
  /** 0–1 */
  l: number;
}

export function toHsl(c: Rgb): Hsl {
  const hsl = toHslSpace(toCulori(c));
  return { h: hsl.h ?? 0, s: hsl.s, l: hsl.l };
}

export function hslToRgb({ h, s, l }: Hsl): Rgba {
  const rgb = toRgbSpace({ mode: 'hsl', h: ((h % 360) + 360) % 360, s: clamp(s, 0, 1), l: clamp(l, 0, 1) });
  return { r: rgb.r * 255, g: rgb.g * 255, b: rgb.b * 255, a: 1 };
}

/** OKLCH chroma: how far from grey a colour looks (greys ≈ 0, slate ≈ 0.04, vivid blue ≈ 0.2). */
export function chroma(c: Rgb): number {
  return toOklch(toCulori(c)).c;
}

/** Below this chroma a colour reads as a grey, even a tinted one such as slate. */
export const NEUTRAL_CHROMA = 0.05;

/** Perceptual distance in OKLab (0 = same; ~0.1 = clearly a different colour). */
export function colorDistance(x: Rgb, y: Rgb): number {
  return oklabDistance(toOklab(toCulori(x)), toOklab(toCulori(y)));
}

/** Linear mix in sRGB: 0 keeps `a`, 1 gives `b`. */
export function mix(a: Rgb, b: Rgb, amountOfB: number): Rgba {
  const t = clamp(amountOfB, 0, 1);
  return { r: a.r + (b.r - a.r) * t, g: a.g + (b.g - a.g) * t, b: a.b + (b.b - a.b) * t, a: 1 };
}

/**
 * Moves `fg` towards black or white (whichever side gains contrast) until it
 * reaches `ratio` against `bg`, keeping as much of its hue as possible.
 */
export function ensureContrast(fg: Rgb, bg: Rgb, ratio: number): Rgb {
  if (contrast(fg, bg) >= ratio) return fg;
  const towards = luminance(bg) > 0.18 ? BLACK : WHITE;
  for (let t = 0.05; t <= 1; t += 0.05) {
    const c = mix(fg, towards, t);
    if (contrast(c, bg) >= ratio) return c;
  }
  return towards;
}

/**
 * White or a near-black tinted by the colour itself. White wins while it stays
 * comfortably legible (3.4:1, used on bold labels) because that is what brand
 * colours usually carry; otherwise whichever reads better.
 */
export function readableOn(bg: Rgb): Rgb {
  const dark = mix(bg, BLACK, 0.86);
  if (contrast(WHITE, bg) >= 3.4) return WHITE;
  return contrast(WHITE, bg) >= contrast(dark, bg) ? WHITE : dark;
}

/**
 * A fill for buttons whose label meets WCAG AA (4.5:1): light colours keep
 * their hue with dark text, mid tones are deepened until white text passes.
 */
export function buttonFill(c: Rgb): { fill: Rgb; text: Rgb } {
  if (contrast(WHITE, c) >= 4.5) return { fill: c, text: WHITE };
  const dark = mix(c, BLACK, 0.86);
  if (contrast(dark, c) >= 6) return { fill: c, text: dark };
  return { fill: ensureContrast(c, WHITE, 4.5), text: WHITE };
}

/** A readable text colour for a band painted with a gradient between two colours. */
export function readableOnBoth(a: Rgb, b: Rgb): Rgb {
  const dark = mix(mix(a, b, 0.5), BLACK, 0.88);
  const whiteWorst = Math.min(contrast(WHITE, a), contrast(WHITE, b));
  const darkWorst = Math.min(contrast(dark, a), contrast(dark, b));
  return whiteWorst >= darkWorst ? WHITE : dark;
}

/** Darker on light colours, lighter on very dark ones: the hover shade of a filled control. */
export function hoverShade(c: Rgb): Rgb {
  return luminance(c) < 0.04 ? mix(c, WHITE, 0.16) : mix(c, BLACK, 0.14);
}

const NAMED_FOR_DESCRIPTION = Object.entries(NAMED_COLORS)
  .filter(([name]) => !name.includes('grey'))
  .map(([name, hex]) => ({ name, color: parseColor(hex) as Rgba }));

/** The nearest CSS colour name, for human-readable descriptions. */
export function nearestColorName(c: Rgb): string {
  let best = 'gray';
  let bestDistance = Infinity;
  for (const { name, color: n } of NAMED_FOR_DESCRIPTION) {
    // Weighted Euclidean distance: cheap and close enough to perceived difference for naming.
    const dr = c.r - n.r;
    const dg = c.g - n.g;
    const db = c.b - n.b;
    const rMean = (c.r + n.r) / 2;
    const d = (2 + rMean / 256) * dr * dr + 4 * dg * dg + (2 + (255 - rMean) / 256) * db * db;
    if (d < bestDistance) {
      bestDistance = d;
      best = name;
    }
  }
  return best;
}
