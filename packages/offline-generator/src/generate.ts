import type { DesignSystem } from '@shared/design-system';
import { hashString, seededRandom, shortTag } from './hash';
import { findPattern, PATTERN_DEFINITIONS } from './patterns';
import type { PatternContext } from './patterns/types';
import { LANGUAGE_NAMES, type Lang } from './lang';
import { analysePrompt, type PromptAnalysis, type SectionCopy } from './prompt';
import { findColors, TARGET_WORDS } from './color-words';
import { type PaletteInput, type Theme, themeFromDesignSystem } from '@atelier/web-kit/theme';

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

export interface GenerateResult {
  code: string;
  patterns: string[];
  /** What was built, in English for staff: "Pricing with 3 plans and your prices". */
  summary: string;
  /** Set when the prompt asked for something the library does not have, naming the component built instead. */
  note?: string;
}

function plural(noun: string, n: number): string {
  if (n === 1) return noun;
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  if (/(s|x|ch|sh)$/.test(noun)) return `${noun}es`;
  return `${noun}s`;
}

function joinWords(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

function withArticle(title: string): string {
  const first = title.split(' ')[0] ?? '';
  const words = first === first.toUpperCase() ? title : title.charAt(0).toLowerCase() + title.slice(1);
  return `${/^[aeiou]/i.test(words) || /^(FAQ|F|H|L|M|N|R|S|X)\b/.test(words) ? 'an' : 'a'} ${words}`;
}

/** One section in a few words: its title, what the prompt set in it, and how many items. */
function describeSection(id: string, copy: SectionCopy): string {
  const pattern = findPattern(id);
  const title = pattern?.title ?? id;
  const details: string[] = [];
  if (copy.count !== undefined) {
    const noun = pattern?.itemNouns[0] ?? 'item';
    details.push(`${copy.count} ${plural(noun, copy.count)}`);
  }
  if (copy.items?.length) {
    const shown = copy.items.slice(0, 4).map((item) => `“${item}”`);
    details.push(`${joinWords(shown)}${copy.items.length > 4 ? ' and more' : ''}`);
  }
  const yours = [
    copy.heading !== undefined && 'headline',
    copy.subheading !== undefined && 'subheading',
    copy.eyebrow !== undefined && 'eyebrow',
    copy.badge !== undefined && 'badge',
    copy.button !== undefined && 'button',
    copy.prices?.length && 'prices',
    copy.figures?.length && 'figures',
    copy.email !== undefined && 'e-mail address',
    copy.phone !== undefined && 'phone number',
    copy.url !== undefined && 'link',
    copy.date !== undefined && `date (${copy.date})`,
  ].filter((d): d is string => typeof d === 'string');
  if (yours.length) details.push(`your ${joinWords(yours)}`);
  if (copy.imageSide) details.push(`the image on the ${copy.imageSide}`);
  if (copy.highlight !== undefined) {
    const name = copy.prices?.[copy.highlight]?.name ?? copy.items?.[copy.highlight];
    details.push(
      name ? `“${name}” highlighted` : `${pattern?.itemNouns[0] ?? 'item'} ${copy.highlight + 1} highlighted`,
    );
  }
  return details.length ? `${title} with ${joinWords(details)}` : title;
}

export function summarize(analysis: PromptAnalysis): { summary: string; note?: string } {
  const parts = analysis.sections.map((s) => describeSection(s.id, s.copy));
  const inLang = (lang: Lang) => (lang === 'en' ? '' : `, in ${LANGUAGE_NAMES[lang]}`);
  const body = parts.length > 2 ? `${parts.length} sections: ${parts.join('; ')}` : joinWords(parts);
  const summary = `${body}${inLang(analysis.lang)}`;
  const [only] = analysis.sections;
  if (analysis.unmatched === undefined || !only) return { summary };
  const title = findPattern(only.id)?.title ?? only.id;
  return {
    summary,
    note: `Nothing in the built-in library matches “${analysis.unmatched}”; this is the closest component: ${withArticle(title)}.`,
  };
}

export function generate(input: {
  prompt: string;
  name: string;
  designSystem: DesignSystem;
  lang?: Lang;
}): GenerateResult {
  const analysis = analysePrompt(
    input.prompt,
    input.name,
    PATTERN_DEFINITIONS,
    input.designSystem.name,
    ...(input.lang ? [input.lang] : []),
  );
  const theme = themeFromDesignSystem(input.designSystem, promptStyle(input.prompt));
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
  return {
    code: `${fragments.join('\n\n')}\n`,
    patterns: analysis.sections.map((s) => s.id),
    ...summarize(analysis),
  };
}

export function renderOne(id: string, designSystem: DesignSystem, prompt = ''): string {
  const analysis = analysePrompt(prompt, '', PATTERN_DEFINITIONS, designSystem.name);
  const theme = themeFromDesignSystem(designSystem, promptStyle(prompt));
  const own = analysis.sections.find((s) => s.id === id);
  const only = analysis.sections.length === 1 ? analysis.sections[0] : undefined;
  const copy = own?.copy ?? only?.copy ?? {};
  return `${renderSection(id, theme, analysis, copy, `${analysis.seed}:${id}`, () => false).html}\n`;
}
