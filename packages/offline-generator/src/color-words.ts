/**
 * Colours as people write them in prompts and instructions: "#112233",
 * "teal", "dark blue", and which part of a page a phrase talks about.
 */
import { type Rgb, BLACK, WHITE, mix, NAMED_COLORS, readColor, toHex } from '@atelier/web-kit/color';

const MODIFIERS: Record<string, (c: Rgb) => Rgb> = {
  dark: (c) => mix(c, BLACK, 0.35),
  deep: (c) => mix(c, BLACK, 0.3),
  light: (c) => mix(c, WHITE, 0.45),
  pale: (c) => mix(c, WHITE, 0.6),
  soft: (c) => mix(c, WHITE, 0.3),
  bright: (c) => c,
};

/** Every colour named in free text: hex, rgb()/hsl(), CSS names, and "dark blue" style phrases. */
export function findColors(text: string): Array<{ rgb: Rgb; label: string }> {
  const found: Array<{ rgb: Rgb; label: string }> = [];
  for (const m of text.matchAll(/(#[0-9a-f]{3,8}\b|rgba?\([^)]*\)|hsla?\([^)]*\))/gi)) {
    const rgb = readColor(m[0]);
    if (rgb) found.push({ rgb, label: toHex(rgb) });
  }
  const words = text
    .replace(/#[0-9a-f]{3,8}\b|rgba?\([^)]*\)|hsla?\([^)]*\)/gi, ' ')
    .toLowerCase()
    .replace(/[^a-z\s-]/g, ' ')
    .split(/[\s-]+/)
    .filter(Boolean);
  let pairedWithPrevious = false;
  for (const [i, current] of words.entries()) {
    if (pairedWithPrevious) {
      pairedWithPrevious = false;
      continue;
    }
    const next = words[i + 1];
    const pair = current + (next ?? '');
    if (next && NAMED_COLORS[pair]) {
      found.push({ rgb: readColor(pair) as Rgb, label: `${current} ${next}` });
      pairedWithPrevious = true;
      continue;
    }
    const word = current === 'grey' ? 'gray' : current;
    if (!NAMED_COLORS[word] || word in MODIFIERS) continue;
    const base = readColor(word) as Rgb;
    const modifier = words[i - 1];
    const shade = modifier && modifier in MODIFIERS ? MODIFIERS[modifier] : undefined;
    found.push(shade ? { rgb: shade(base), label: `${modifier} ${word}` } : { rgb: base, label: word });
  }
  return found;
}

export function findColor(text: string): { rgb: Rgb; label: string } | null {
  return findColors(text)[0] ?? null;
}

export type ColorTarget = 'button' | 'bg' | 'accent' | 'primary' | 'heading' | 'text';

export const TARGET_WORDS: Array<[ColorTarget, RegExp]> = [
  ['button', /\b(buttons?|cta|ctas|call to action)\b/],
  ['bg', /\b(background|backgrounds|bg|backdrop)\b/],
  ['accent', /\b(accent|accents|highlights?|links?|secondary colou?r)\b/],
  ['primary', /\b(primary|brand colou?r|main colou?r)\b/],
  ['heading', /\b(headings?|headlines?|titles?|h1|h2)\b/],
  ['text', /\b(text|body text|copy|paragraphs?|font colou?r)\b/],
];
