/**
 * Colour arithmetic for the offline generator: parsing what people type
 * (hex, rgb(), hsl(), CSS names), WCAG contrast, and tints that stay readable.
 */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export const NAMED_COLORS: Readonly<Record<string, string>> = {
  aliceblue: '#f0f8ff',
  antiquewhite: '#faebd7',
  aqua: '#00ffff',
  aquamarine: '#7fffd4',
  azure: '#f0ffff',
  beige: '#f5f5dc',
  bisque: '#ffe4c4',
  black: '#000000',
  blanchedalmond: '#ffebcd',
  blue: '#0000ff',
  blueviolet: '#8a2be2',
  brown: '#a52a2a',
  burlywood: '#deb887',
  cadetblue: '#5f9ea0',
  chartreuse: '#7fff00',
  chocolate: '#d2691e',
  coral: '#ff7f50',
  cornflowerblue: '#6495ed',
  cornsilk: '#fff8dc',
  crimson: '#dc143c',
  cyan: '#00ffff',
  darkblue: '#00008b',
  darkcyan: '#008b8b',
  darkgoldenrod: '#b8860b',
  darkgray: '#a9a9a9',
  darkgreen: '#006400',
  darkgrey: '#a9a9a9',
  darkkhaki: '#bdb76b',
  darkmagenta: '#8b008b',
  darkolivegreen: '#556b2f',
  darkorange: '#ff8c00',
  darkorchid: '#9932cc',
  darkred: '#8b0000',
  darksalmon: '#e9967a',
  darkseagreen: '#8fbc8f',
  darkslateblue: '#483d8b',
  darkslategray: '#2f4f4f',
  darkslategrey: '#2f4f4f',
  darkturquoise: '#00ced1',
  darkviolet: '#9400d3',
  deeppink: '#ff1493',
  deepskyblue: '#00bfff',
  dimgray: '#696969',
  dimgrey: '#696969',
  dodgerblue: '#1e90ff',
  firebrick: '#b22222',
  floralwhite: '#fffaf0',
  forestgreen: '#228b22',
  fuchsia: '#ff00ff',
  gainsboro: '#dcdcdc',
  ghostwhite: '#f8f8ff',
  gold: '#ffd700',
  goldenrod: '#daa520',
  gray: '#808080',
  green: '#008000',
  greenyellow: '#adff2f',
  grey: '#808080',
  honeydew: '#f0fff0',
  hotpink: '#ff69b4',
  indianred: '#cd5c5c',
  indigo: '#4b0082',
  ivory: '#fffff0',
  khaki: '#f0e68c',
  lavender: '#e6e6fa',
  lavenderblush: '#fff0f5',
  lawngreen: '#7cfc00',
  lemonchiffon: '#fffacd',
  lightblue: '#add8e6',
  lightcoral: '#f08080',
  lightcyan: '#e0ffff',
  lightgoldenrodyellow: '#fafad2',
  lightgray: '#d3d3d3',
  lightgreen: '#90ee90',
  lightgrey: '#d3d3d3',
  lightpink: '#ffb6c1',
  lightsalmon: '#ffa07a',
  lightseagreen: '#20b2aa',
  lightskyblue: '#87cefa',
  lightslategray: '#778899',
  lightslategrey: '#778899',
  lightsteelblue: '#b0c4de',
  lightyellow: '#ffffe0',
  lime: '#00ff00',
  limegreen: '#32cd32',
  linen: '#faf0e6',
  magenta: '#ff00ff',
  maroon: '#800000',
  mediumaquamarine: '#66cdaa',
  mediumblue: '#0000cd',
  mediumorchid: '#ba55d3',
  mediumpurple: '#9370db',
  mediumseagreen: '#3cb371',
  mediumslateblue: '#7b68ee',
  mediumspringgreen: '#00fa9a',
  mediumturquoise: '#48d1cc',
  mediumvioletred: '#c71585',
  midnightblue: '#191970',
  mintcream: '#f5fffa',
  mistyrose: '#ffe4e1',
  moccasin: '#ffe4b5',
  navajowhite: '#ffdead',
  navy: '#000080',
  oldlace: '#fdf5e6',
  olive: '#808000',
  olivedrab: '#6b8e23',
  orange: '#ffa500',
  orangered: '#ff4500',
  orchid: '#da70d6',
  palegoldenrod: '#eee8aa',
  palegreen: '#98fb98',
  paleturquoise: '#afeeee',
  palevioletred: '#db7093',
  papayawhip: '#ffefd5',
  peachpuff: '#ffdab9',
  peru: '#cd853f',
  pink: '#ffc0cb',
  plum: '#dda0dd',
  powderblue: '#b0e0e6',
  purple: '#800080',
  rebeccapurple: '#663399',
  red: '#ff0000',
  rosybrown: '#bc8f8f',
  royalblue: '#4169e1',
  saddlebrown: '#8b4513',
  salmon: '#fa8072',
  sandybrown: '#f4a460',
  seagreen: '#2e8b57',
  seashell: '#fff5ee',
  sienna: '#a0522d',
  silver: '#c0c0c0',
  skyblue: '#87ceeb',
  slateblue: '#6a5acd',
  slategray: '#708090',
  slategrey: '#708090',
  snow: '#fffafa',
  springgreen: '#00ff7f',
  steelblue: '#4682b4',
  tan: '#d2b48c',
  teal: '#008080',
  thistle: '#d8bfd8',
  tomato: '#ff6347',
  turquoise: '#40e0d0',
  violet: '#ee82ee',
  wheat: '#f5deb3',
  white: '#ffffff',
  whitesmoke: '#f5f5f5',
  yellow: '#ffff00',
  yellowgreen: '#9acd32',
};

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

function channel(value: string, scale: number): number {
  const v = value.trim();
  return v.endsWith('%') ? (parseFloat(v) / 100) * 255 : parseFloat(v) * scale;
}

/** Reads a CSS colour; alpha is ignored because the generator paints opaque surfaces. */
export function parseColor(input: string): Rgb | null {
  const s = input.trim().toLowerCase();
  const named = NAMED_COLORS[s.replace(/[\s-]/g, '')];
  if (named) return parseColor(named);
  const hex = /^#?([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(s);
  if (hex) {
    let h = hex[1];
    if (h.length <= 4) h = [...h.slice(0, 3)].map((c) => c + c).join('');
    return { r: parseInt(h.slice(0, 2), 16), g: parseInt(h.slice(2, 4), 16), b: parseInt(h.slice(4, 6), 16) };
  }
  const fn = /^(rgba?|hsla?)\(\s*([^)]*)\)$/.exec(s);
  if (!fn) return null;
  const parts = fn[2].split(/[\s,/]+/).filter(Boolean);
  if (parts.length < 3) return null;
  if (fn[1].startsWith('rgb')) {
    const [r, g, b] = parts.slice(0, 3).map((p) => channel(p, 1));
    if ([r, g, b].some((n) => Number.isNaN(n))) return null;
    return { r: clamp(Math.round(r), 0, 255), g: clamp(Math.round(g), 0, 255), b: clamp(Math.round(b), 0, 255) };
  }
  const h = parseFloat(parts[0]);
  const sat = parseFloat(parts[1]) / 100;
  const l = parseFloat(parts[2]) / 100;
  if ([h, sat, l].some((n) => Number.isNaN(n))) return null;
  return hslToRgb({ h, s: clamp(sat, 0, 1), l: clamp(l, 0, 1) });
}

export function toHex({ r, g, b }: Rgb): string {
  return '#' + [r, g, b].map((n) => clamp(Math.round(n), 0, 255).toString(16).padStart(2, '0')).join('');
}

export function mix(a: Rgb, b: Rgb, amountOfB: number): Rgb {
  const t = clamp(amountOfB, 0, 1);
  return { r: a.r + (b.r - a.r) * t, g: a.g + (b.g - a.g) * t, b: a.b + (b.b - a.b) * t };
}

export const WHITE: Rgb = { r: 255, g: 255, b: 255 };
export const BLACK: Rgb = { r: 0, g: 0, b: 0 };

export function luminance({ r, g, b }: Rgb): number {
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrast(a: Rgb, b: Rgb): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export interface Hsl {
  h: number;
  s: number;
  l: number;
}

export function rgbToHsl({ r, g, b }: Rgb): Hsl {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === rn) h = (gn - bn) / d + (gn < bn ? 6 : 0);
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  return { h: h * 60, s, l };
}

export function hslToRgb({ h, s, l }: Hsl): Rgb {
  const hue = (((h % 360) + 360) % 360) / 360;
  if (s === 0) return { r: l * 255, g: l * 255, b: l * 255 };
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const f = (t: number) => {
    const tt = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (tt < 1 / 6) return p + (q - p) * 6 * tt;
    if (tt < 1 / 2) return q;
    if (tt < 2 / 3) return p + (q - p) * (2 / 3 - tt) * 6;
    return p;
  };
  return { r: f(hue + 1 / 3) * 255, g: f(hue) * 255, b: f(hue - 1 / 3) * 255 };
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

/** The nearest CSS colour name, for human-readable descriptions. */
export function nearestColorName(c: Rgb): string {
  let best = 'gray';
  let bestDistance = Infinity;
  for (const [name, hex] of Object.entries(NAMED_COLORS)) {
    if (/grey/.test(name)) continue;
    const n = parseColor(hex) as Rgb;
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
