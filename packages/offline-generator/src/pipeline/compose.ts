/**
 * Phase 3, compose: each planned section rendered by its pattern, styled by the design system and
 * the style wishes the prompt itself makes ("in dark mode", "a red button").
 */
import { hashString, seededRandom, shortTag } from '../hash';
import { findPattern } from '../patterns';
import type { PatternContext } from '../patterns/types';
import type { PromptAnalysis, SectionCopy } from '../prompt';
import { findColors, TARGET_WORDS } from '../color-words';
import type { PaletteInput, Theme } from '@atelier/web-kit/theme';

/**
 * A class prefix such as "pricing-k3x9a", unique within `taken` (and then added to it).
 * A class name cannot start with a digit, so the 404 page's prefix reads "page-404-…".
 */
export function uniquePrefix(id: string, salt: string, taken: (prefix: string) => boolean): string {
  const base = /^[a-z]/.test(id) ? id : `page-${id}`;
  for (let attempt = 0; ; attempt++) {
    const prefix = `${base}-${shortTag(`${salt}:${attempt}`)}`;
    if (!taken(prefix)) return prefix;
  }
}

export function renderSection(
  id: string,
  theme: Theme,
  analysis: PromptAnalysis,
  copy: SectionCopy,
  salt: string,
  taken: (prefix: string) => boolean,
): { html: string; prefix: string } {
  const pattern = findPattern(id);
  if (!pattern) throw new Error(`Unknown section pattern: ${id}`);
  const prefix = uniquePrefix(id, salt, taken);
  const ctx: PatternContext = {
    prefix,
    theme,
    lang: analysis.lang,
    bank: analysis.bank,
    topic: analysis.topic,
    brand: analysis.brand,
    copy,
    rng: seededRandom(hashString(`${analysis.seed}:${salt}`)),
  };
  return { html: pattern.render(ctx), prefix };
}

const MODE_CUE =
  /\b(dark|light)\s+(?:[a-z-]+\s+){0,2}?(?:mode|theme|background|version|design|palette|look|colou?r scheme|page|site|website|landing|section|hero|layout|style)\b|\bin\s+(dark|light)\b/;

/** Style wishes in the prompt itself: "in dark mode", "a red button", "background #112233". */
export function promptStyle(prompt: string): Partial<PaletteInput> {
  // A quote's body never holds its opening mark, so an unclosed run of marks is read once, not once per mark.
  const text = prompt.replace(/"[^"]*"|“[^“”]*”|«[^«»]*»/g, ' ');
  const cues: Partial<PaletteInput> = {};
  const mode = MODE_CUE.exec(text.toLowerCase());
  if (mode) cues.dark = (mode[1] ?? mode[2]) === 'dark';
  for (const sentence of text.split(/[.;!?\n]+/)) {
    const [colour, ...others] = findColors(sentence);
    if (!colour || others.length > 0) continue;
    const lower = sentence.toLowerCase();
    for (const [target, re] of TARGET_WORDS) if (re.test(lower)) cues[target] = colour.rgb;
  }
  return cues;
}

/** The planned sections, one fragment each, in order. */
export function compose(analysis: PromptAnalysis, theme: Theme): string {
  const used = new Set<string>();
  const fragments = analysis.sections.map((section, i) => {
    const { html, prefix } = renderSection(
      section.id,
      theme,
      analysis,
      section.copy,
      `${analysis.seed}:${section.id}:${i}`,
      (p) => used.has(p),
    );
    used.add(prefix);
    return html;
  });
  return `${fragments.join('\n\n')}\n`;
}
