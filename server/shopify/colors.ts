import type { DesignSystem } from '@shared/design-system';

export interface ThemeColor {
  /** Setting or parameter id, e.g. primary_color. */
  id: string;
  label: string;
  /** CSS custom property that carries the colour inside the converted code. */
  variable: string;
  /** The project's colour as #rrggbb. */
  hex: string;
}

type Rgb = [number, number, number];

function parseHex(value: string): { rgb: Rgb; alpha: number } | undefined {
  const match = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(value.trim());
  if (!match) return undefined;
  let digits = match[1];
  if (digits.length <= 4) digits = [...digits].map((d) => d + d).join('');
  const n = (i: number) => parseInt(digits.slice(i, i + 2), 16);
  return { rgb: [n(0), n(2), n(4)], alpha: digits.length === 8 ? n(6) / 255 : 1 };
}

function parseRgbFunction(value: string): { rgb: Rgb; alpha: number } | undefined {
  const match = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)\s*(?:[,/]\s*([\d.]+%?))?\s*\)$/i.exec(value.trim());
  if (!match) return undefined;
  const channels = [match[1], match[2], match[3]].map(Number);
  if (channels.some((c) => !Number.isFinite(c) || c > 255)) return undefined;
  let alpha = 1;
  if (match[4]) alpha = match[4].endsWith('%') ? Number(match[4].slice(0, -1)) / 100 : Number(match[4]);
  return { rgb: channels.map(Math.round) as Rgb, alpha };
}

function parseColor(value: string): { rgb: Rgb; alpha: number } | undefined {
  return parseHex(value) ?? parseRgbFunction(value);
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** The project's colours that the converted code exposes as editable settings. */
export function themeColors(designSystem: DesignSystem): ThemeColor[] {
  const candidates = [
    { id: 'primary_color', label: 'Primary color', variable: '--atelier-primary', value: designSystem.primaryColor },
    { id: 'accent_color', label: 'Accent color', variable: '--atelier-accent', value: designSystem.accentColor },
  ];
  const colors: ThemeColor[] = [];
  for (const candidate of candidates) {
    const parsed = parseColor(candidate.value ?? '');
    if (!parsed || parsed.alpha !== 1) continue;
    const hex = toHex(parsed.rgb);
    if (colors.some((c) => c.hex === hex)) continue;
    colors.push({ id: candidate.id, label: candidate.label, variable: candidate.variable, hex });
  }
  return colors;
}

const COLOR_TOKEN = /#[0-9a-fA-F]{3,8}\b|rgba?\([^()]*\)/g;

/**
 * Replaces the project's colours in a CSS value with their custom property,
 * keeping any transparency through color-mix().
 */
export function replaceColorsInCss(value: string, colors: readonly ThemeColor[]): { value: string; used: Set<string> } {
  const used = new Set<string>();
  if (colors.length === 0) return { value, used };
  const replaced = value.replace(COLOR_TOKEN, (token) => {
    const parsed = parseColor(token);
    if (!parsed) return token;
    const color = colors.find((c) => c.hex === toHex(parsed.rgb));
    if (!color) return token;
    used.add(color.id);
    if (parsed.alpha >= 1) return `var(${color.variable})`;
    const percent = Math.round(parsed.alpha * 1000) / 10;
    return `color-mix(in srgb, var(${color.variable}) ${percent}%, transparent)`;
  });
  return { value: replaced, used };
}

/** The colour a plain attribute value (an SVG fill, for instance) names, when it is one of the project's. */
export function matchColor(value: string, colors: readonly ThemeColor[]): ThemeColor | undefined {
  const parsed = parseColor(value);
  if (!parsed || parsed.alpha !== 1) return undefined;
  return colors.find((c) => c.hex === toHex(parsed.rgb));
}
