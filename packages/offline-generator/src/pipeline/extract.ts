/**
 * Phase 1, extract: what the prompt says, before any decision about the page. The language, the
 * components it names (with where it names them), and its requirements as written: quoted copy,
 * counts, named lists, prices, figures, contact details, dates, topics and features.
 */
import { NAMED_COLORS } from '@atelier/web-kit/color';
import { hashString } from '../hash';
import { LANGS, type Lang } from '../lang';
import {
  FIELD_WORDS,
  findBrand,
  findCounts,
  findLabelled,
  findQuotes,
  findTopic,
  isItemNoun,
  isKeyword,
  keywordPositions,
  LABEL_SET,
  LANDING_SET,
  LANDING_WORDS,
  lexiconOf,
  matchKeywords,
  NUMBER_WORDS,
  PRICE_FILLERS,
  promptLanguage,
  searchableText,
  STOP_WORDS,
  subjectSpans,
  wordsOf,
  type Hit,
  type Lexicon,
  type Match,
  type PatternMeta,
  type Span,
  type Topic,
} from '../prompt';
import {
  blank,
  findDates,
  findEmails,
  findFigures,
  findLists,
  findPhones,
  findPrices,
  findUrls,
  lowerInPlace,
  overlaps,
  type Found,
  type FoundList,
  type FoundPrice,
} from '../prompt-content';
import { findFeatures, type Feature } from './features';
import { findIntroducedLists } from './lists';

export interface Extraction {
  prompt: string;
  /** The snippet's name: it may hint at the topic, never at the layout. */
  name: string;
  projectName: string;
  seed: number;
  lang: Lang;
  /** The prompt lower-cased in place (same offsets). */
  lower: string;
  /** Lower-cased, quoted copy and content blanked: where component words are searched. */
  text: string;
  lexicon: Lexicon;
  compound: boolean;
  quotes: Span[];
  /** Quoted and labelled copy ("heading: Grow faster"), in prompt order. */
  spans: Span[];
  emails: Array<Found & { text: string }>;
  urls: Array<Found & { text: string }>;
  phones: Array<Found & { text: string }>;
  dates: Array<Found & { iso: string }>;
  prices: FoundPrice[];
  figures: ReturnType<typeof findFigures>;
  /** Two figures or more: a row of numbers rather than one number in a sentence. */
  figureList: boolean;
  lists: FoundList[];
  /** What an item's own parentheses say ("Lucía (Vinyasa)" → Vinyasa), by item name. */
  details: ReadonlyMap<string, string | undefined>;
  brand: string;
  /** Words of the brand and of named lists: content, never the topic. */
  brandWords: string[];
  topicFound: Topic | null;
  /** Components named, with where. */
  found: Match[];
  counts: Map<string, { count: number; at: number }>;
  /** "about …" phrases after the first component named: the subject of a section. */
  subjects: Array<{ at: number; start: number; end: number }>;
  /** The prompt asks for a whole page ("landing page", "website"). */
  landing: boolean;
  features: Feature[];
}

/** "all texts in English", „bitte auf Englisch“, « en anglais », "testi in olandese": the language asked for the copy. */
const LANGUAGE_ASKED: Record<Lang, string> = {
  en: 'english|englisch|anglais|inglés|ingles|inglese|engels|inglês',
  de: 'german|deutsch|allemand|alemán|aleman|tedesco|duits|alemão|alemao',
  fr: 'french|französisch|franzosisch|français|francais|francés|frances|francese|frans|francês',
  es: 'spanish|spanisch|espagnol|español|espanol|spagnolo|spaans|espanhol',
  it: 'italian|italienisch|italien|italiano|italiaans',
  nl: 'dutch|niederländisch|holländisch|néerlandais|neerlandais|holandés|holandes|neerlandés|olandese|nederlands|holandês',
  pt: 'portuguese|portugiesisch|portugais|portugués|portugues|portoghese|portugees|português',
};
const LANGUAGE_CUE = /(?<![\p{L}])(?:in|auf|en|em|op|na)\s+(?:het\s+|lingua\s+|língua\s+)?(\p{L}+)(?![\p{L}])/gu;

/** The language the prompt asks the copy to be written in, when it names one ("texts in Dutch please"). */
export function askedLanguage(lower: string): Lang | undefined {
  for (const m of lower.matchAll(LANGUAGE_CUE)) {
    const word = m[1] ?? '';
    const lang = LANGS.find((l) => new RegExp(`^(?:${LANGUAGE_ASKED[l]})$`, 'u').test(word));
    if (lang) return lang;
  }
  return undefined;
}

export function extract(
  prompt: string,
  name: string,
  patterns: readonly PatternMeta[],
  projectName = '',
  langGiven?: Lang,
): Extraction {
  const seed = hashString(prompt.trim().toLowerCase());
  const lower = lowerInPlace(prompt);
  const lang = askedLanguage(lower) ?? langGiven ?? promptLanguage(prompt);
  const lexicon = lexiconOf(patterns);
  const { metas } = lexicon;
  const compound = lang === 'de' || lang === 'nl';

  const known = (w: string) =>
    STOP_WORDS.has(w) ||
    FIELD_WORDS.has(w) ||
    LABEL_SET.has(w) ||
    NAMED_COLORS[w] !== undefined ||
    LANDING_SET.has(w) ||
    isKeyword(w, lexicon);
  const isCountNoun = (w: string) => NUMBER_WORDS[w] !== undefined || isItemNoun(w, lexicon, compound);

  const quotes = findQuotes(prompt, lower);
  const labelled = findLabelled(prompt, quotes);
  const spans = [...quotes, ...labelled].sort((a, b) => a.start - b.start);

  // Content as written, found before keywords so that an address or a price asks for no section.
  const emails = findEmails(prompt);
  const urls = findUrls(prompt, emails);
  const phones = findPhones(blank(prompt, [...emails, ...urls]));
  const dates = findDates(blank(lower, [...emails, ...urls, ...phones, ...spans]));
  const prices = findPrices(
    blank(prompt, [...emails, ...urls, ...phones, ...dates, ...spans]),
    (w) => LABEL_SET.has(w) || isKeyword(w, lexicon) || PRICE_FILLERS.has(w),
  );
  const taken: Found[] = [...spans, ...emails, ...urls, ...phones, ...dates, ...prices];
  const figures = findFigures(blank(prompt, taken, ','), isCountNoun);
  const figureList = figures.length >= 2;
  const text = searchableText(prompt, figureList ? [...taken, ...figures] : taken);

  const listText = blank(prompt, [...taken, ...(figureList ? figures : [])], '\u0001');
  // Lists the prompt introduces (after a colon, in parentheses, after "links") are bounded by their
  // punctuation; the word-class reading finds the others ("Coffee, Tea and Pastries").
  const introduced = findIntroducedLists(prompt, lang);
  const lists: FoundList[] = [
    ...introduced.map((l) => ({ start: l.start, end: l.end, items: l.items.map((i) => i.name) })),
    ...findLists(listText, lang, known, isCountNoun).filter((l) => !overlaps(l, introduced)),
  ].sort((a, b) => a.start - b.start);
  const details = new Map(introduced.flatMap((l) => l.items.map((i) => [i.name, i.description] as const)));

  const brand = findBrand(prompt, lower, projectName, spans, known);
  const brandWords = [...wordsOf(brand), ...lists.flatMap((l) => l.items.flatMap(wordsOf))];
  const topicFound = findTopic(text, lexicon, lang, brandWords);

  const hits = matchKeywords(text, metas, compound);
  for (const meta of metas) {
    const own = hits.get(meta.id);
    if (!own || !meta.absorbs) continue;
    const from = Math.min(...own.map((h) => h.start));
    for (const id of meta.absorbs) {
      const left = (hits.get(id) ?? []).filter((h) => h.start < from);
      if (left.length > 0) hits.set(id, left);
      else hits.delete(id);
    }
  }
  const counts = findCounts(text, metas, new Set(hits.keys()), compound);
  const found: Match[] = [];
  for (const meta of metas) {
    const own: Hit[] = hits.get(meta.id) ?? [];
    const positions = own.map((h) => h.start);
    const counted = counts.get(meta.id);
    if (counted) positions.push(counted.at);
    if (positions.length) found.push({ meta, hits: own, positions });
  }
  // The subject of a section asked for earlier ("FAQ about shipping") asks for no section of its own.
  const firstAsked = Math.min(...found.flatMap((f) => f.positions));
  // Words of a named list ("links Home, Shop, About and Contact") are its items: "About" starts no subject there.
  const inList = (at: number) => lists.some((l) => at >= l.start && at < l.end);
  const subjects = subjectSpans(prompt).filter(
    (s) => firstAsked < s.start && !inList(s.at) && !spans.some((q) => s.start >= q.start && s.start < q.end),
  );
  const inTopic = (at: number) => topicFound !== null && at >= topicFound.start && at < topicFound.end;
  const landing = LANDING_WORDS.some((w) => keywordPositions(text, w, compound).some((at) => !inTopic(at)));

  return {
    prompt,
    name,
    projectName,
    seed,
    lang,
    lower,
    text,
    lexicon,
    compound,
    quotes,
    spans,
    emails,
    urls,
    phones,
    dates,
    prices,
    figures,
    figureList,
    lists,
    details,
    brand,
    brandWords,
    topicFound,
    found,
    counts,
    subjects,
    landing,
    features: findFeatures(lower),
  };
}
