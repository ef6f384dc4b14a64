import type { DesignSystem } from '@shared/design-system';
import { parseColor, toHex } from '@atelier/web-kit/color';

export interface ThemeColor {
  /** Setting or parameter id, e.g. primary_color. */
  id: string;
  label: string;
  /** CSS custom property that carries the colour inside the converted code. */
  variable: string;
  /** The project's colour as #rrggbb. */
  hex: string;
}

function readColor(value: string): { hex: string; alpha: number } | undefined {
  const parsed = parseColor(value);
  return parsed ? { hex: toHex(parsed), alpha: parsed.a } : undefined;
}

/** The project's colours that the converted code exposes as editable settings. */
export function themeColors(designSystem: DesignSystem): ThemeColor[] {
  const candidates = [
    { id: 'primary_color', label: 'Primary color', variable: '--atelier-primary', value: designSystem.primaryColor },
    { id: 'accent_color', label: 'Accent color', variable: '--atelier-accent', value: designSystem.accentColor },
  ];
  const colors: ThemeColor[] = [];
  for (const candidate of candidates) {
    const parsed = readColor(candidate.value ?? '');
    if (!parsed || parsed.alpha !== 1) continue;
    const hex = parsed.hex;
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
    const parsed = readColor(token);
    if (!parsed) return token;
    const color = colors.find((c) => c.hex === parsed.hex);
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
  const parsed = readColor(value);
  if (!parsed || parsed.alpha !== 1) return undefined;
  return colors.find((c) => c.hex === parsed.hex);
}
