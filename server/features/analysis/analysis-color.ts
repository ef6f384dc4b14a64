/**
 * Colour parsing for the design-system analysers: every CSS colour syntax a
 * stylesheet may carry (hex, named, rgb/hsl/hwb in legacy and space syntax,
 * lab/lch, oklab/oklch, color()) becomes sRGB, then lowercase #rrggbb.
 */

export interface Rgba {
  /** 0–255, clamped into the sRGB gamut */
  r: number;
  g: number;
  b: number;
  /** 0–1 */
  a: number;
}

const NAMED_SOURCE =
  'aliceblue:f0f8ff,antiquewhite:faebd7,aqua:00ffff,aquamarine:7fffd4,azure:f0ffff,beige:f5f5dc,bisque:ffe4c4,' +
  'black:000000,blanchedalmond:ffebcd,blue:0000ff,blueviolet:8a2be2,brown:a52a2a,burlywood:deb887,cadetblue:5f9ea0,' +
  'chartreuse:7fff00,chocolate:d2691e,coral:ff7f50,cornflowerblue:6495ed,cornsilk:fff8dc,crimson:dc143c,cyan:00ffff,' +
  'darkblue:00008b,darkcyan:008b8b,darkgoldenrod:b8860b,darkgray:a9a9a9,darkgreen:006400,darkgrey:a9a9a9,' +
  'darkkhaki:bdb76b,darkmagenta:8b008b,darkolivegreen:556b2f,darkorange:ff8c00,darkorchid:9932cc,darkred:8b0000,' +
  'darksalmon:e9967a,darkseagreen:8fbc8f,darkslateblue:483d8b,darkslategray:2f4f4f,darkslategrey:2f4f4f,' +
  'darkturquoise:00ced1,darkviolet:9400d3,deeppink:ff1493,deepskyblue:00bfff,dimgray:696969,dimgrey:696969,' +
  'dodgerblue:1e90ff,firebrick:b22222,floralwhite:fffaf0,forestgreen:228b22,fuchsia:ff00ff,gainsboro:dcdcdc,' +
  'ghostwhite:f8f8ff,gold:ffd700,goldenrod:daa520,gray:808080,green:008000,greenyellow:adff2f,grey:808080,' +
  'honeydew:f0fff0,hotpink:ff69b4,indianred:cd5c5c,indigo:4b0082,ivory:fffff0,khaki:f0e68c,lavender:e6e6fa,' +
  'lavenderblush:fff0f5,lawngreen:7cfc00,lemonchiffon:fffacd,lightblue:add8e6,lightcoral:f08080,lightcyan:e0ffff,' +
  'lightgoldenrodyellow:fafad2,lightgray:d3d3d3,lightgreen:90ee90,lightgrey:d3d3d3,lightpink:ffb6c1,' +
  'lightsalmon:ffa07a,lightseagreen:20b2aa,lightskyblue:87cefa,lightslategray:778899,lightslategrey:778899,' +
  'lightsteelblue:b0c4de,lightyellow:ffffe0,lime:00ff00,limegreen:32cd32,linen:faf0e6,magenta:ff00ff,maroon:800000,' +
  'mediumaquamarine:66cdaa,mediumblue:0000cd,mediumorchid:ba55d3,mediumpurple:9370db,mediumseagreen:3cb371,' +
  'mediumslateblue:7b68ee,mediumspringgreen:00fa9a,mediumturquoise:48d1cc,mediumvioletred:c71585,' +
  'midnightblue:191970,mintcream:f5fffa,mistyrose:ffe4e1,moccasin:ffe4b5,navajowhite:ffdead,navy:000080,' +
  'oldlace:fdf5e6,olive:808000,olivedrab:6b8e23,orange:ffa500,orangered:ff4500,orchid:da70d6,' +
  'palegoldenrod:eee8aa,palegreen:98fb98,paleturquoise:afeeee,palevioletred:db7093,papayawhip:ffefd5,' +
  'peachpuff:ffdab9,peru:cd853f,pink:ffc0cb,plum:dda0dd,powderblue:b0e0e6,purple:800080,rebeccapurple:663399,' +
  'red:ff0000,rosybrown:bc8f8f,royalblue:4169e1,saddlebrown:8b4513,salmon:fa8072,sandybrown:f4a460,' +
  'seagreen:2e8b57,seashell:fff5ee,sienna:a0522d,silver:c0c0c0,skyblue:87ceeb,slateblue:6a5acd,slategray:708090,' +
  'slategrey:708090,snow:fffafa,springgreen:00ff7f,steelblue:4682b4,tan:d2b48c,teal:008080,thistle:d8bfd8,' +
  'tomato:ff6347,turquoise:40e0d0,violet:ee82ee,wheat:f5deb3,white:ffffff,whitesmoke:f5f5f5,yellow:ffff00,' +
  'yellowgreen:9acd32';

const NAMED = new Map<string, string>(
  NAMED_SOURCE.split(',').map((pair) => {
    const [name, hex] = pair.split(':');
    return [name, hex];
  }),
);

/** The CSS named colours, without `transparent`. */
export function isNamedColor(word: string): boolean {
  return NAMED.has(word.toLowerCase());
}

const COLOR_FUNCTIONS = new Set(['rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch', 'color']);

function clamp(v: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, v));
}

// Helpers live at module level: the server runs through tsx, whose keep-names wrapper makes
// closures created per call noticeably slow on megabyte stylesheets.
function expand(s: string): number {
  return parseInt(s.length === 1 ? s + s : s, 16);
}

function hexToRgba(hex: string): Rgba | null {
  const h = hex.replace(/^#/, '').toLowerCase();
  if (!/^[0-9a-f]+$/.test(h)) return null;
  if (h.length === 3 || h.length === 4) {
    return { r: expand(h[0]), g: expand(h[1]), b: expand(h[2]), a: h.length === 4 ? expand(h[3]) / 255 : 1 };
  }
  if (h.length === 6 || h.length === 8) {
    return {
      r: expand(h.slice(0, 2)),
      g: expand(h.slice(2, 4)),
      b: expand(h.slice(4, 6)),
      a: h.length === 8 ? expand(h.slice(6, 8)) / 255 : 1,
    };
  }
  return null;
}

/** A component of a colour function: number, percentage, angle or `none`. */
interface Component {
  value: number;
  unit: '' | '%' | 'deg' | 'rad' | 'grad' | 'turn';
}

function parseComponent(token: string): Component | null {
  if (token === 'none') return { value: 0, unit: '' };
  const m = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)(%|deg|rad|grad|turn)?$/i.exec(token);
  if (!m) return null;
  return { value: Number(m[1]), unit: (m[2]?.toLowerCase() ?? '') as Component['unit'] };
}

/** Splits `a b c / d` or `a, b, c, d` into colour components plus alpha. */
function splitArguments(inner: string): { parts: Component[]; alpha: Component | null } | null {
  let body = inner.trim();
  let alphaToken: string | null = null;
  const slash = body.indexOf('/');
  if (slash >= 0) {
    alphaToken = body.slice(slash + 1).trim();
    body = body.slice(0, slash).trim();
  }
  const tokens = body.includes(',') ? body.split(',').map((t) => t.trim()) : body.split(/\s+/);
  if (alphaToken === null && tokens.length === 4) alphaToken = tokens.pop() ?? null;
  if (tokens.length !== 3) return null;
  const parts: Component[] = [];
  for (const t of tokens) {
    const c = parseComponent(t);
    if (!c) return null;
    parts.push(c);
  }
  let alpha: Component | null = null;
  if (alphaToken !== null) {
    alpha = parseComponent(alphaToken);
    if (!alpha) return null;
  }
  return { parts, alpha };
}

function alphaOf(c: Component | null): number {
  if (!c) return 1;
  return clamp(c.unit === '%' ? c.value / 100 : c.value, 0, 1);
}

function hueDegrees(c: Component): number {
  switch (c.unit) {
    case 'rad':
      return (c.value * 180) / Math.PI;
    case 'grad':
      return c.value * 0.9;
    case 'turn':
      return c.value * 360;
    default:
      return c.value;
  }
}

/** A percentage, or a bare number read on the given scale (modern syntax allows both). */
function ratio(c: Component, bareScale: number): number {
  return c.unit === '%' ? c.value / 100 : c.value / bareScale;
}

function gammaEncode(v: number): number {
  const sign = v < 0 ? -1 : 1;
  const abs = Math.abs(v);
  return sign * (abs <= 0.0031308 ? abs * 12.92 : 1.055 * Math.pow(abs, 1 / 2.4) - 0.055);
}

function gammaDecode(v: number): number {
  const sign = v < 0 ? -1 : 1;
  const abs = Math.abs(v);
  return sign * (abs <= 0.04045 ? abs / 12.92 : Math.pow((abs + 0.055) / 1.055, 2.4));
}

function fromLinear(lr: number, lg: number, lb: number, a: number): Rgba {
  return {
    r: Math.round(clamp(gammaEncode(lr), 0, 1) * 255),
    g: Math.round(clamp(gammaEncode(lg), 0, 1) * 255),
    b: Math.round(clamp(gammaEncode(lb), 0, 1) * 255),
    a,
  };
}

function hslChannel(n: number, hue: number, sat: number, light: number): number {
  const k = (n + hue / 30) % 12;
  const amount = sat * Math.min(light, 1 - light);
  return light - amount * Math.max(-1, Math.min(k - 3, 9 - k, 1));
}

function hslToRgb(h: number, s: number, l: number, a: number): Rgba {
  const hue = ((h % 360) + 360) % 360;
  const sat = clamp(s, 0, 1);
  const light = clamp(l, 0, 1);
  return {
    r: Math.round(hslChannel(0, hue, sat, light) * 255),
    g: Math.round(hslChannel(8, hue, sat, light) * 255),
    b: Math.round(hslChannel(4, hue, sat, light) * 255),
    a,
  };
}

function hwbToRgb(h: number, w: number, bl: number, a: number): Rgba {
  const white = clamp(w, 0, 1);
  const black = clamp(bl, 0, 1);
  if (white + black >= 1) {
    const grey = Math.round((white / (white + black)) * 255);
    return { r: grey, g: grey, b: grey, a };
  }
  const base = hslToRgb(h, 1, 0.5, a);
  const keep = 1 - white - black;
  return {
    r: Math.round(((base.r / 255) * keep + white) * 255),
    g: Math.round(((base.g / 255) * keep + white) * 255),
    b: Math.round(((base.b / 255) * keep + white) * 255),
    a,
  };
}

function oklabToRgb(L: number, A: number, B: number, alpha: number): Rgba {
  const l = Math.pow(L + 0.3963377774 * A + 0.2158037573 * B, 3);
  const m = Math.pow(L - 0.1055613458 * A - 0.0638541728 * B, 3);
  const s = Math.pow(L - 0.0894841775 * A - 1.291485548 * B, 3);
  return fromLinear(
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
    alpha,
  );
}

/** CIE Lab (D50, as CSS defines it) through XYZ and a Bradford adaptation to sRGB. */
function labToRgb(L: number, A: number, B: number, alpha: number): Rgba {
  const kappa = 24389 / 27;
  const eps = 216 / 24389;
  const fy = (L + 16) / 116;
  const fx = fy + A / 500;
  const fz = fy - B / 200;
  const x = ((Math.pow(fx, 3) > eps ? Math.pow(fx, 3) : (116 * fx - 16) / kappa) * 0.3457) / 0.3585;
  const y = L > kappa * eps ? Math.pow(fy, 3) : L / kappa;
  const z = ((Math.pow(fz, 3) > eps ? Math.pow(fz, 3) : (116 * fz - 16) / kappa) * (1 - 0.3457 - 0.3585)) / 0.3585;
  const X = 0.955473421488075 * x - 0.02309845494876471 * y + 0.06325924320057072 * z;
  const Y = -0.0283697093338637 * x + 1.0099953980813041 * y + 0.021041441191917323 * z;
  const Z = 0.012314014864481998 * x - 0.020507649298898964 * y + 1.330365926242124 * z;
  return xyzD65ToRgb(X, Y, Z, alpha);
}

function xyzD65ToRgb(X: number, Y: number, Z: number, alpha: number): Rgba {
  return fromLinear(
    3.2409699419045226 * X - 1.537383177570094 * Y - 0.4986107602930034 * Z,
    -0.9692436362808796 * X + 1.8759675015077202 * Y + 0.04155505740717559 * Z,
    0.05563007969699366 * X - 0.20397695888897652 * Y + 1.0569715142428786 * Z,
    alpha,
  );
}

function polar(lightness: number, chroma: number, hue: number): [number, number, number] {
  const rad = (hue * Math.PI) / 180;
  return [lightness, chroma * Math.cos(rad), chroma * Math.sin(rad)];
}

function colorFunction(inner: string): Rgba | null {
  const m = /^\s*([a-z0-9-]+)\s+(.*)$/i.exec(inner);
  if (!m) return null;
  const space = m[1].toLowerCase();
  const args = splitArguments(m[2]);
  if (!args) return null;
  const [c1, c2, c3] = args.parts.map((p) => ratio(p, 1));
  const a = alphaOf(args.alpha);
  switch (space) {
    case 'srgb':
      return fromLinear(gammaDecode(c1), gammaDecode(c2), gammaDecode(c3), a);
    case 'srgb-linear':
      return fromLinear(c1, c2, c3, a);
    case 'display-p3': {
      const r = gammaDecode(c1);
      const g = gammaDecode(c2);
      const b = gammaDecode(c3);
      return xyzD65ToRgb(
        0.4865709486482162 * r + 0.26566769316909306 * g + 0.1982172852343625 * b,
        0.2289745640697488 * r + 0.6917385218365064 * g + 0.079286914093745 * b,
        0.04511338185890264 * g + 1.043944368900976 * b,
        a,
      );
    }
    default:
      return null;
  }
}

function rgbChannel(c: Component): number {
  return Math.round(clamp(c.unit === '%' ? (c.value / 100) * 255 : c.value, 0, 255));
}

/** An a/b axis of lab or oklab, where 100 % means `full`. */
function axis(c: Component, full: number): number {
  return c.unit === '%' ? (c.value / 100) * full : c.value;
}

function functionToRgba(name: string, inner: string): Rgba | null {
  if (name === 'color') return colorFunction(inner);
  const args = splitArguments(inner);
  if (!args) return null;
  const [p1, p2, p3] = args.parts;
  const a = alphaOf(args.alpha);
  switch (name) {
    case 'rgb':
    case 'rgba':
      return { r: rgbChannel(p1), g: rgbChannel(p2), b: rgbChannel(p3), a };
    case 'hsl':
    case 'hsla':
      return hslToRgb(hueDegrees(p1), ratio(p2, 100), ratio(p3, 100), a);
    case 'hwb':
      return hwbToRgb(hueDegrees(p1), ratio(p2, 100), ratio(p3, 100), a);
    case 'lab':
      return labToRgb(p1.value, axis(p2, 125), axis(p3, 125), a);
    case 'lch': {
      const chroma = p2.unit === '%' ? (p2.value / 100) * 150 : p2.value;
      const [L, A, B] = polar(p1.value, chroma, hueDegrees(p3));
      return labToRgb(L, A, B, a);
    }
    case 'oklab':
      return oklabToRgb(ratio(p1, 1), axis(p2, 0.4), axis(p3, 0.4), a);
    case 'oklch': {
      const chroma = p2.unit === '%' ? (p2.value / 100) * 0.4 : p2.value;
      const [L, A, B] = polar(ratio(p1, 1), chroma, hueDegrees(p3));
      return oklabToRgb(L, A, B, a);
    }
    default:
      return null;
  }
}

/** Reads one colour token (`#abc`, `teal`, `rgb(0 0 0 / .5)`, `oklch(…)`); null when it is none. */
export function parseColor(text: string): Rgba | null {
  const t = text.trim().toLowerCase();
  if (t.startsWith('#')) return hexToRgba(t);
  if (t === 'transparent') return { r: 0, g: 0, b: 0, a: 0 };
  const named = NAMED.get(t);
  if (named) return hexToRgba(named);
  const m = /^([a-z]+)\(([\s\S]*)\)$/.exec(t);
  if (!m || !COLOR_FUNCTIONS.has(m[1])) return null;
  if (m[2].includes('(')) return null;
  return functionToRgba(m[1], m[2]);
}

function hexByte(v: number): string {
  return Math.round(clamp(v, 0, 255))
    .toString(16)
    .padStart(2, '0');
}

export function toHex({ r, g, b }: Rgba): string {
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
    const ch = text[i];
    if (ch === '"' || ch === "'") {
      const end = text.indexOf(ch, i + 1);
      i = end < 0 ? n : end + 1;
      continue;
    }
    if (ch === '#') {
      const m = /^#([0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{4}|[0-9a-f]{3})(?![0-9a-z_-])/i.exec(text.slice(i, i + 10));
      if (m) {
        pushColor(found, hexToRgba(m[1]));
        i += m[0].length;
        continue;
      }
      i++;
      continue;
    }
    if (/[a-z]/i.test(ch) && (i === 0 || !IDENT_CHAR.test(text[i - 1]))) {
      let j = i;
      while (j < n && IDENT_CHAR.test(text[j])) j++;
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
              pushColor(found, functionToRgba(word, inner.toLowerCase()));
              i = close + 1;
              continue;
            }
          }
        }
        i = j + 1;
        continue;
      }
      if (word === 'transparent') pushColor(found, { r: 0, g: 0, b: 0, a: 0 });
      else if (NAMED.has(word)) pushColor(found, hexToRgba(NAMED.get(word) as string));
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

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance({ r, g, b }: Rgba): number {
  return 0.2126 * gammaDecode(r / 255) + 0.7152 * gammaDecode(g / 255) + 0.0722 * gammaDecode(b / 255);
}

export interface Hsl {
  h: number;
  s: number;
  l: number;
}

export function toHsl({ r, g, b }: Rgba): Hsl {
  const rr = r / 255;
  const gg = g / 255;
  const bb = b / 255;
  const max = Math.max(rr, gg, bb);
  const min = Math.min(rr, gg, bb);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  let h: number;
  if (max === rr) h = ((gg - bb) / d) % 6;
  else if (max === gg) h = (bb - rr) / d + 2;
  else h = (rr - gg) / d + 4;
  return { h: (h * 60 + 360) % 360, s, l };
}

/** OKLCH chroma: how far from grey a colour looks (greys ≈ 0, slate ≈ 0.04, vivid blue ≈ 0.2). */
export function chroma(c: Rgba): number {
  const [, a, b] = toOklab(c);
  return Math.hypot(a, b);
}

/** Below this chroma a colour reads as a grey, even a tinted one such as slate. */
export const NEUTRAL_CHROMA = 0.05;

/** Perceptual distance in OKLab (0 = same; ~0.1 = clearly a different colour). */
export function colorDistance(x: Rgba, y: Rgba): number {
  const [l1, a1, b1] = toOklab(x);
  const [l2, a2, b2] = toOklab(y);
  return Math.hypot(l1 - l2, a1 - a2, b1 - b2);
}

function toOklab({ r, g, b }: Rgba): [number, number, number] {
  const lr = gammaDecode(r / 255);
  const lg = gammaDecode(g / 255);
  const lb = gammaDecode(b / 255);
  const l = Math.cbrt(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb);
  const m = Math.cbrt(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb);
  const s = Math.cbrt(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}
