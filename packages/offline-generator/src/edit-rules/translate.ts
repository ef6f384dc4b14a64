/**
 * "Translate it to German": only the text the generator itself writes can
 * be translated without a model. Each section's pattern is rendered in
 * English and in the target language from the same seeds; where the two
 * renderings line up (same elements, same number of texts), their texts pair
 * up into a dictionary. Texts the dictionary lacks stay as they are and are
 * reported as not translated: nothing is claimed that did not happen.
 */
import type { DesignSystem } from '@shared/design-system';
import { escapeText } from '@atelier/web-kit/html';
import { banksLineUp } from './bank-shape';
import { LANG_BANKS } from '../banks';
import { GENERIC_BANK, type TopicBank } from '../copy-bank';
import { attr, type Element, elements, parseWithLocations, textNodes, topLevelElements } from '../dom';
import { hashString, seededRandom } from '../hash';
import { type Lang, LANGUAGE_NAMES } from '../lang';
import { findPattern } from '../patterns';
import { themeFromDesignSystem } from '@atelier/web-kit/theme';
import { applyEdits, type Step, unquoted, Unsupported } from './shared';

const NAMES: Record<string, Exclude<Lang, 'en'>> = {
  german: 'de',
  deutsch: 'de',
  french: 'fr',
  français: 'fr',
  francais: 'fr',
  spanish: 'es',
  español: 'es',
  espanol: 'es',
  italian: 'it',
  italiano: 'it',
  dutch: 'nl',
  nederlands: 'nl',
  portuguese: 'pt',
  português: 'pt',
  portugues: 'pt',
};

const SEEDS = 24;
const ATTRS = ['aria-label', 'alt', 'placeholder', 'title'];

/** The visible texts and labelling attributes of a fragment, in order, with the tag skeleton they sit in. */
function texts(html: string): { skeleton: string; values: string[] } {
  const tree = parseWithLocations(html);
  const values: string[] = [];
  for (const el of elements(tree)) for (const a of ATTRS) if (attr(el, a)) values.push(attr(el, a) ?? '');
  for (const t of textNodes(tree)) if (t.value.trim()) values.push(t.value.trim());
  const skeleton = elements(tree)
    .map((el) => el.tagName)
    .join(',');
  return { skeleton, values };
}

function dictionary(id: string, lang: Exclude<Lang, 'en'>, ds: DesignSystem): Map<string, string> {
  const pattern = findPattern(id);
  const map = new Map<string, string>();
  if (!pattern) return map;
  // Bank texts pair up only when the two banks have the same shape; else the labels alone do.
  const target: TopicBank = banksLineUp(GENERIC_BANK, LANG_BANKS[lang]) ? LANG_BANKS[lang] : GENERIC_BANK;
  const theme = themeFromDesignSystem(ds);
  const render = (l: Lang, bank: TopicBank, seed: number) =>
    pattern.render({
      prefix: 'x',
      theme,
      lang: l,
      bank,
      topic: bank.noun,
      brand: ds.name,
      copy: {},
      rng: seededRandom(hashString(`${id}:${seed}`)),
    });
  for (let seed = 0; seed < SEEDS; seed++) pairTexts(render('en', GENERIC_BANK, seed), render(lang, target, seed), map);
  return map;
}

/**
 * Adds the text pairs of two renderings of one fragment (English and another
 * language) to a dictionary, when the renderings line up: the same elements
 * and the same number of texts. Returns whether they did.
 */
export function pairTexts(english: string, other: string, into: Map<string, string>): boolean {
  const en = texts(english);
  const tr = texts(other);
  if (en.skeleton !== tr.skeleton || en.values.length !== tr.values.length) return false;
  en.values.forEach((value, i) => {
    const translated = tr.values[i];
    if (translated !== undefined && translated !== value && !into.has(value)) into.set(value, translated);
  });
  return true;
}

export function translateRule(clause: string, code: string, ds: DesignSystem): Step | null {
  const lower = unquoted(clause).toLowerCase();
  const m =
    /\b(?:translate|translated|translation)\b.*?\b(?:to|into|in)\s+([a-zçñê]+)/.exec(lower) ??
    /\b(?:in|into)\s+([a-zçñê]+)\s*(?:please)?$/.exec(lower);
  if (!m?.[1] || !(/\btranslat/.test(lower) || /\b(write|make|put|switch|change|set|turn)\b/.test(lower))) return null;
  const lang = NAMES[m[1]];
  if (!lang) {
    if (/\btranslat/.test(lower))
      throw new Unsupported(`offline translation covers ${Object.values(LANGUAGE_NAMES).slice(1).join(', ')} only.`);
    return null;
  }
  const language = LANGUAGE_NAMES[lang];
  const roots = topLevelElements(code).filter((el) => attr(el, 'data-pattern') !== undefined);
  if (roots.length === 0) throw new Unsupported(`only generated sections can be translated without a model.`);
  const edits: Array<{ start: number; end: number; text: string }> = [];
  const left: string[] = [];
  for (const root of roots) {
    const words = dictionary(attr(root, 'data-pattern') ?? '', lang, ds);
    for (const el of elements(root)) {
      for (const a of ATTRS) {
        const value = attr(el, a);
        const loc = el.sourceCodeLocation?.attrs?.[a];
        if (value === undefined || !loc || !/\p{L}{2}/u.test(value)) continue;
        const next = words.get(value);
        if (next !== undefined)
          edits.push({
            start: loc.startOffset,
            end: loc.endOffset,
            text: `${a}="${escapeText(next).replace(/"/g, '&quot;')}"`,
          });
        else left.push(value);
      }
    }
    for (const t of textNodes(root as Element)) {
      const value = t.value.trim();
      const loc = t.sourceCodeLocation;
      if (!value || !loc || !/\p{L}{2}/u.test(value) || value === ds.name) continue;
      const next = words.get(value);
      if (next === undefined) {
        left.push(value);
        continue;
      }
      const lead = /^\s*/.exec(t.value)?.[0] ?? '';
      const trail = /\s*$/.exec(t.value)?.[0] ?? '';
      edits.push({ start: loc.startOffset, end: loc.endOffset, text: lead + escapeText(next) + trail });
    }
  }
  if (edits.length === 0)
    throw new Unsupported(
      `none of the ${left.length} texts is one the built-in generator can put into ${language}; translating written copy needs a model.`,
    );
  let out = applyEdits(code, edits);
  if (left.length === 0) {
    // Everything is in the new language: say so to browsers and screen readers.
    const langEdits = topLevelElements(out)
      .filter((el) => attr(el, 'data-pattern') !== undefined)
      .flatMap((el) => {
        const loc = el.sourceCodeLocation;
        const existing = loc?.attrs?.lang;
        if (existing) return [{ start: existing.startOffset, end: existing.endOffset, text: `lang="${lang}"` }];
        const at = loc?.attrs?.['data-pattern']?.endOffset;
        return at === undefined ? [] : [{ start: at, end: at, text: ` lang="${lang}"` }];
      });
    out = applyEdits(out, langEdits);
    return { code: out, summary: `Translated the text to ${language}.` };
  }
  const sample = [...new Set(left)].slice(0, 3).map((s) => `“${s.length > 40 ? `${s.slice(0, 37)}…` : s}”`);
  const more = left.length > 3 ? ` and ${left.length - 3} more` : '';
  throw new PartialTranslation(
    { code: out, summary: `Translated ${edits.length} of ${edits.length + left.length} texts to ${language}.` },
    `${left.length} texts were left in their language (${sample.join(', ')}${more}): only the generator's own labels and copy have ${language} versions; the rest needs a model.`,
  );
}

/** A translation applied in part: the step to keep, and what was left out. */
export class PartialTranslation extends Error {
  constructor(
    readonly step: Step,
    readonly left: string,
  ) {
    super(left);
  }
}
