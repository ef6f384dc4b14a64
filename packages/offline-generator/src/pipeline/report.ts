/**
 * Phase 5, report: what was built, in English for staff ("Pricing with 3 plans and your prices"),
 * naming only what the verify phase found in the output, and naming what was asked for and is not
 * there ("Not built: a search field").
 */
import { findPattern } from '../patterns';
import { LANGUAGE_NAMES, type Lang } from '../lang';
import type { PromptAnalysis, SectionCopy } from '../prompt';
import type { Verdict } from './verify';

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

/**
 * One section in a few words: its title, what the prompt set in it that the page shows, and how many
 * items. Copy the page shows is named in curly quotes (“Pro”); nothing missing is ever named so.
 */
function describeSection(id: string, copy: SectionCopy, found: (kind: string, text: string) => boolean): string {
  const pattern = findPattern(id);
  const title = pattern?.title ?? id;
  const details: string[] = [];
  if (copy.count !== undefined) {
    const noun = pattern?.itemNouns[0] ?? 'item';
    details.push(`${copy.count} ${plural(noun, copy.count)}`);
  }
  const items = (copy.items ?? []).filter((item) => found('item', item));
  if (items.length) {
    const shown = items.slice(0, 4).map((item) => `“${item}”`);
    details.push(`${joinWords(shown)}${items.length > 4 ? ' and more' : ''}`);
  }
  const slot = (kind: 'heading' | 'subheading' | 'eyebrow' | 'badge' | 'button', name: string) =>
    copy[kind] !== undefined && found(kind, copy[kind] ?? '') && name;
  const yours = [
    slot('heading', 'headline'),
    slot('subheading', 'subheading'),
    slot('eyebrow', 'eyebrow'),
    slot('badge', 'badge'),
    slot('button', 'button'),
    copy.prices?.some((p) => found('price', p.amount)) && 'prices',
    copy.figures?.some((f) => found('figure', f.value)) && 'figures',
    copy.email !== undefined && found('email', copy.email) && 'e-mail address',
    copy.phone !== undefined && found('phone', copy.phone) && 'phone number',
    copy.url !== undefined && 'link',
    copy.date !== undefined && `date (${copy.date})`,
  ].filter((d): d is string => typeof d === 'string');
  if (yours.length) details.push(`your ${joinWords(yours)}`);
  if (copy.imageSide) details.push(`the image on the ${copy.imageSide}`);
  if (copy.highlight !== undefined) {
    const name = copy.prices?.[copy.highlight]?.name ?? copy.items?.[copy.highlight];
    details.push(
      name && found('item', name)
        ? `“${name}” highlighted`
        : `${pattern?.itemNouns[0] ?? 'item'} ${copy.highlight + 1} highlighted`,
    );
  }
  return details.length ? `${title} with ${joinWords(details)}` : title;
}

/** What was asked for and is not on the page, in plain words (the prompt's text in straight quotes). */
function notBuilt(verdicts: readonly Verdict[]): string[] {
  return verdicts
    .filter((v) => !v.met)
    .map(({ requirement: r }) => (r.kind === 'feature' ? r.label : `${r.label} "${r.text}"`));
}

/**
 * The summary and, when the prompt named nothing the library has, a note naming the component built
 * instead. Curly quotes (“…”) mark copy the page shows; the prompt's own words stand in straight quotes.
 */
export function summarize(analysis: PromptAnalysis, verdicts: readonly Verdict[]): { summary: string; note?: string } {
  const parts = analysis.sections.map((s, i) =>
    describeSection(s.id, s.copy, (kind, text) =>
      verdicts.some(
        (v) => v.shown && v.requirement.section === i && v.requirement.kind === kind && v.requirement.text === text,
      ),
    ),
  );
  const inLang = (lang: Lang) => (lang === 'en' ? '' : `, in ${LANGUAGE_NAMES[lang]}`);
  const body = parts.length > 2 ? `${parts.length} sections: ${parts.join('; ')}` : joinWords(parts);
  const missing = notBuilt(verdicts);
  const summary = `${body}${inLang(analysis.lang)}${missing.length ? `. Not built: ${missing.join('; ')}` : ''}`;
  const [only] = analysis.sections;
  if (analysis.unmatched === undefined || !only) return { summary };
  const title = findPattern(only.id)?.title ?? only.id;
  return {
    summary,
    note: `Nothing in the built-in library matches "${analysis.unmatched}"; this is the closest component: ${withArticle(title)}.`,
  };
}
