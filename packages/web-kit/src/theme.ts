import type { DesignSystem } from '@shared/design-system';
import { analyzeCss } from './css-analysis';
import {
  DEFAULT_ACCENT_COLOR,
  DEFAULT_BORDER_RADIUS,
  DEFAULT_BOX_SHADOW,
  DEFAULT_FONT_FAMILY,
  DEFAULT_PRIMARY_COLOR,
} from '@shared/constants';
import {
  type Rgb,
  WHITE,
  buttonFill,
  contrast,
  ensureContrast,
  hoverShade,
  hslToRgb,
  luminance,
  mix,
  readColor,
  readableOn,
  readableOnBoth,
  toHsl,
  toHex,
} from './color';

/** The colour custom properties every fragment declares, in the order they are written. */
export const PALETTE_VARS = [
  'bg',
  'surface',
  'surface-2',
  'border',
  'heading',
  'text',
  'muted',
  'primary',
  'on-primary',
  'accent',
  'on-accent',
  'accent-text',
  'accent-soft',
  'on-brand',
  'button-bg',
  'button-text',
  'button-hover',
  'ring',
] as const;

export type PaletteVar = (typeof PALETTE_VARS)[number];
export type Palette = Record<PaletteVar, string>;

/**
 * What a palette is computed from. The optional colours are explicit choices
 * (from an edit such as "make the button red") that win over derived values.
 */
export interface PaletteInput {
  primary: Rgb;
  accent: Rgb;
  dark: boolean;
  bg?: Rgb;
  button?: Rgb;
  heading?: Rgb;
  text?: Rgb;
}

/** Below this luminance a background counts as dark and gets light text. */
export const DARK_LUMINANCE = 0.18;

export function buildPalette(input: PaletteInput): Palette {
  const { primary, accent } = input;
  const p = toHsl(primary);
  const dark = input.bg ? luminance(input.bg) < DARK_LUMINANCE : input.dark;
  let bg: Rgb, surface: Rgb, surface2: Rgb, border: Rgb, heading: Rgb, text: Rgb;
  if (dark) {
    bg = input.bg ?? hslToRgb({ h: p.h, s: Math.min(p.s, 0.32), l: 0.075 });
    surface = mix(bg, WHITE, 0.05);
    surface2 = mix(bg, accent, 0.12);
    border = mix(bg, WHITE, 0.13);
    heading = input.heading ?? ensureContrast(hslToRgb({ h: p.h, s: Math.min(p.s, 0.3), l: 0.96 }), bg, 12);
    text = input.text ?? ensureContrast(hslToRgb({ h: p.h, s: Math.min(p.s, 0.18), l: 0.84 }), bg, 7);
  } else {
    bg = input.bg ?? WHITE;
    surface = mix(bg, primary, 0.035);
    surface2 = mix(bg, accent, 0.08);
    border = mix(bg, primary, 0.13);
    heading =
      input.heading ??
      (contrast(primary, bg) >= 7
        ? primary
        : ensureContrast(hslToRgb({ h: p.h, s: Math.min(p.s, 0.5), l: 0.16 }), bg, 10));
    text = input.text ?? ensureContrast(hslToRgb({ h: p.h, s: Math.min(p.s, 0.22), l: 0.3 }), bg, 7);
  }
  const muted = ensureContrast(mix(text, bg, 0.3), bg, 4.6);
  const button = buttonFill(input.button ?? accent);
  const accentText = ensureContrast(accent, bg, 4.6);
  return {
    bg: toHex(bg),
    surface: toHex(surface),
    'surface-2': toHex(surface2),
    border: toHex(border),
    heading: toHex(heading),
    text: toHex(text),
    muted: toHex(muted),
    primary: toHex(primary),
    'on-primary': toHex(readableOn(primary)),
    accent: toHex(accent),
    'on-accent': toHex(readableOn(accent)),
    'accent-text': toHex(accentText),
    'accent-soft': toHex(mix(bg, accent, dark ? 0.18 : 0.11)),
    'on-brand': toHex(readableOnBoth(primary, accent)),
    'button-bg': toHex(button.fill),
    'button-text': toHex(button.text),
    'button-hover': toHex(hoverShade(button.fill)),
    ring: toHex(accentText),
  };
}

const GENERIC_FAMILIES = new Set([
  'serif',
  'sans-serif',
  'monospace',
  'system-ui',
  'cursive',
  'ui-sans-serif',
  'ui-serif',
  'ui-monospace',
]);
const SERIF_HINT =
  /serif(?!.*sans)|playfair|georgia|garamond|merriweather|lora|baskerville|times|dm serif|libre|crimson|fraunces|cormorant/i;
const MONO_HINT = /mono|code|courier|consolas/i;

/** A complete font stack from whatever the project stored (one name or a list), safe inside a style block. */
export function fontStack(fontFamily: string): string {
  const families = fontFamily
    .replace(/[^\w\s,'"-]/g, '')
    .split(',')
    .map((f) =>
      f
        .trim()
        .replace(/^['"]|['"]$/g, '')
        .trim(),
    )
    .filter((f) => f.length > 0 && f.length < 60);
  if (families.length === 0) families.push(DEFAULT_FONT_FAMILY);
  const [first = DEFAULT_FONT_FAMILY] = families;
  const fallback = MONO_HINT.test(first)
    ? ['ui-monospace', 'SFMono-Regular', 'Menlo', 'monospace']
    : SERIF_HINT.test(first)
      ? ['Georgia', 'Times New Roman', 'serif']
      : ['ui-sans-serif', 'system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'sans-serif'];
  const all = [...families, ...fallback.filter((f) => !families.includes(f))];
  return all
    .map((f) =>
      GENERIC_FAMILIES.has(f) || f === '-apple-system' || f === 'SFMono-Regular' || f === 'Menlo' ? f : `"${f}"`,
    )
    .join(', ');
}

export function safeRadius(value: string): string {
  const v = value.trim();
  if (/^\d+(\.\d+)?$/.test(v)) return `${v}px`;
  return /^[\w\s.%()+*/-]{1,40}$/.test(v) ? v : DEFAULT_BORDER_RADIUS;
}

export function safeShadow(value: string): string {
  const v = value.trim();
  return /^[\w\s.,()#%/-]{1,240}$/.test(v) ? v : DEFAULT_BOX_SHADOW;
}

export interface Theme {
  palette: Palette;
  primary: Rgb;
  accent: Rgb;
  dark: boolean;
  font: string;
  radius: string;
  shadow: string;
}

/**
 * The theme of generated fragments: the design system's colours, optionally
 * overridden by cues from the prompt ("dark mode", "a red button").
 * Text colours from cues are honoured only where they stay readable.
 */
/**
 * What the project's pasted stylesheet defines beyond its fields, read by the same analyser as the
 * project dialog: the page's background (when it agrees with the project's mode, which wins) and its
 * text colour. A stylesheet that cannot be read contributes nothing.
 */
export function stylesheetCues(css: string | null | undefined, dark: boolean): Partial<PaletteInput> {
  if (!css?.trim()) return {};
  let colors: { background: string; text: string };
  try {
    colors = analyzeCss(css).colorSystem;
  } catch {
    return {};
  }
  const cues: Partial<PaletteInput> = {};
  const bg = readColor(colors.background);
  const text = readColor(colors.text);
  if (bg && luminance(bg) < DARK_LUMINANCE === dark) cues.bg = bg;
  if (text) {
    cues.text = text;
    cues.heading = text;
  }
  return cues;
}

export function themeFromDesignSystem(ds: DesignSystem, promptCues: Partial<PaletteInput> = {}): Theme {
  // The prompt's own wishes win over the stylesheet's.
  const cues = { ...stylesheetCues(ds.cssContent, promptCues.dark ?? Boolean(ds.isDarkMode)), ...promptCues };
  const primary = cues.primary ?? readColor(ds.primaryColor ?? '') ?? (readColor(DEFAULT_PRIMARY_COLOR) as Rgb);
  const accent = cues.accent ?? readColor(ds.accentColor ?? '') ?? (readColor(DEFAULT_ACCENT_COLOR) as Rgb);
  const input: PaletteInput = {
    primary,
    accent,
    dark: cues.dark ?? Boolean(ds.isDarkMode),
    bg: cues.bg,
    button: cues.button,
  };
  const bg = readColor(buildPalette(input).bg) as Rgb;
  if (cues.heading && contrast(cues.heading, bg) >= 4.5) input.heading = cues.heading;
  if (cues.text && contrast(cues.text, bg) >= 4.5) input.text = cues.text;
  return {
    palette: buildPalette(input),
    primary,
    accent,
    dark: luminance(bg) < DARK_LUMINANCE,
    font: fontStack(ds.fontFamily ?? ''),
    radius: safeRadius(ds.borderRadius ?? ''),
    shadow: safeShadow(ds.boxShadow ?? ''),
  };
}

/** The custom-property rule that opens every fragment's style block; edits rewrite single lines of it. */
export function themeBlock(prefix: string, theme: Theme): string {
  const lines = PALETTE_VARS.map((name) => `    --${name}: ${theme.palette[name]};`);
  lines.push(`    --font: ${theme.font};`, `    --radius: ${theme.radius};`, `    --shadow: ${theme.shadow};`);
  return `  .${prefix} {\n${lines.join('\n')}\n  }`;
}
