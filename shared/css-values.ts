/**
 * What a design-system field may hold: values that a browser reads as the
 * CSS they claim to be, so a typo is refused at the form instead of ending up
 * in generated code. Checks only the written form, never the stored rows.
 */

/** The CSS named colours (CSS Color 4), with the #rrggbb the native picker shows for each. */
export const CSS_NAMED_COLORS: Readonly<Record<string, string>> = {
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

const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/;
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/;
const FUNCTION = /^(rgba?|hsla?)\((.*)\)$/;

const isNumber = (v: string) => NUMBER.test(v);
const isPercent = (v: string) => v.endsWith('%') && isNumber(v.slice(0, -1));
const isNumberOrPercent = (v: string) => isNumber(v) || isPercent(v);
const isHue = (v: string) => isNumber(v.replace(/(deg|grad|rad|turn)$/, ''));

/** The arguments of rgb()/hsl(): the comma form (3 or 4) or the space form with an optional '/ alpha'. */
function colorArguments(inside: string): { channels: string[]; alpha?: string; modern: boolean } | null {
  if (inside.includes(',')) {
    const parts = inside.split(',').map((p) => p.trim());
    if (parts.length < 3 || parts.length > 4) return null;
    return { channels: parts.slice(0, 3), alpha: parts[3], modern: false };
  }
  const [main = '', alpha, ...rest] = inside.split('/').map((p) => p.trim());
  if (rest.length > 0 || alpha === '') return null;
  const channels = main.split(/\s+/).filter(Boolean);
  return channels.length === 3 ? { channels, alpha, modern: true } : null;
}

function isColorFunction(name: string, inside: string): boolean {
  const args = colorArguments(inside);
  if (!args) return false;
  const { channels, alpha, modern } = args;
  const none = (check: (v: string) => boolean) => (v: string) => (modern && v === 'none') || check(v);
  if (alpha !== undefined && !none(isNumberOrPercent)(alpha)) return false;
  if (name.startsWith('rgb')) {
    // the comma form takes all numbers or all percentages
    if (!modern) return channels.every(isNumber) || channels.every(isPercent);
    return channels.every(none(isNumberOrPercent));
  }
  const [hue = '', saturation = '', lightness = ''] = channels;
  const rest = modern ? none(isNumberOrPercent) : isPercent;
  return none(isHue)(hue) && rest(saturation) && rest(lightness);
}

/** A hex code (#rgb, #rgba, #rrggbb, #rrggbbaa), rgb()/rgba()/hsl()/hsla(), or a CSS colour name. */
export function isCssColor(value: string): boolean {
  const v = value.trim().toLowerCase();
  if (HEX.test(v) || Object.hasOwn(CSS_NAMED_COLORS, v)) return true;
  const fn = FUNCTION.exec(v);
  return fn !== null && isColorFunction(fn[1]!, fn[2]!.trim());
}

const RADIUS_UNITS = /(px|rem|em|%)$/;

/** One border-radius length: 0, or a non-negative number with px, rem, em or %. */
function isRadiusLength(v: string): boolean {
  if (v === '0') return true;
  const unit = RADIUS_UNITS.exec(v);
  return unit !== null && isNumber(v.slice(0, -unit[1]!.length)) && !v.startsWith('-');
}

/** A border radius: one to four lengths (corners), each 0 or a number with px, rem, em or %. */
export function isCssRadius(value: string): boolean {
  const parts = value.trim().toLowerCase().split(/\s+/);
  return parts.length >= 1 && parts.length <= 4 && parts.every(isRadiusLength);
}

const SHADOW_UNITS = /(px|rem|em|ch|ex|vw|vh|vmin|vmax|pt|pc|cm|mm|in|q)$/;

function isShadowLength(v: string): boolean {
  if (/^[+-]?0(?:\.0*)?$/.test(v)) return true;
  const unit = SHADOW_UNITS.exec(v);
  return unit !== null && isNumber(v.slice(0, -unit[1]!.length));
}

/** Splits on a separator outside parentheses: 'rgb(0 0 0 / 0.1)' stays one piece. */
function splitTopLevel(value: string, separator: RegExp): string[] | null {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of value) {
    if (ch === '(') depth++;
    if (ch === ')' && --depth < 0) return null;
    if (depth === 0 && separator.test(ch)) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  if (depth !== 0) return null;
  parts.push(current);
  return parts;
}

/** One shadow: optional inset, 2 to 4 lengths (x, y, blur ≥ 0, spread), an optional colour, in CSS's order rules. */
function isShadowLayer(layer: string): boolean {
  const tokens = splitTopLevel(layer.trim(), /\s/)?.filter(Boolean);
  if (!tokens || tokens.length === 0) return false;
  let inset = false;
  let color = false;
  let lengths: string[] | null = null;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token === 'inset' && !inset) inset = true;
    else if (isShadowLength(token) && lengths === null) {
      lengths = [];
      while (i < tokens.length && isShadowLength(tokens[i]!)) lengths.push(tokens[i++]!);
      i--;
    } else if (!color && (isCssColor(token) || token === 'transparent' || token === 'currentcolor')) color = true;
    else return false;
  }
  if (!lengths || lengths.length < 2 || lengths.length > 4) return false;
  return !lengths[2]?.startsWith('-');
}

/** A box shadow: 'none', or one or more comma-separated shadows such as '0 1px 3px rgb(0 0 0 / 0.1)'. */
export function isCssBoxShadow(value: string): boolean {
  const v = value.trim().toLowerCase();
  if (v === 'none') return true;
  const layers = splitTopLevel(v, /,/);
  return layers !== null && layers.every(isShadowLayer);
}

function hexByte(n: number) {
  return Math.round(Math.min(255, Math.max(0, n)))
    .toString(16)
    .padStart(2, '0');
}

function channel(v: string, scale: number) {
  return v === 'none' ? 0 : isPercent(v) ? (parseFloat(v) / 100) * scale : parseFloat(v);
}

function hueDegrees(v: string) {
  if (v === 'none') return 0;
  const n = parseFloat(v);
  if (v.endsWith('turn')) return n * 360;
  if (v.endsWith('grad')) return n * 0.9;
  if (v.endsWith('rad')) return (n * 180) / Math.PI;
  return n;
}

/**
 * The #rrggbb of a colour for the native picker, which takes nothing else;
 * null for what is not a colour (the picker then keeps its own value).
 */
export function cssColorToHex(value: string): string | null {
  const v = value.trim().toLowerCase();
  if (!isCssColor(v)) return null;
  if (v.startsWith('#')) {
    const digits = v.length <= 5 ? [...v.slice(1, 4)].map((d) => d + d).join('') : v.slice(1, 7);
    return `#${digits}`;
  }
  const named = CSS_NAMED_COLORS[v];
  if (named) return named;
  const [, name = '', inside = ''] = FUNCTION.exec(v) ?? [];
  const { channels } = colorArguments(inside.trim())!;
  const [a = '', b = '', c = ''] = channels;
  if (name.startsWith('rgb'))
    return `#${hexByte(channel(a, 255))}${hexByte(channel(b, 255))}${hexByte(channel(c, 255))}`;
  const h = (((hueDegrees(a) % 360) + 360) % 360) / 360;
  const s = Math.min(1, Math.max(0, channel(b, 100) / 100));
  const l = Math.min(1, Math.max(0, channel(c, 100) / 100));
  const k = (n: number) => (n + h * 12) % 12;
  const f = (n: number) => l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return `#${hexByte(f(0) * 255)}${hexByte(f(8) * 255)}${hexByte(f(4) * 255)}`;
}
