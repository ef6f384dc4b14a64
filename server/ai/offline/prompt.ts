/**
 * Reads a free-text prompt: which sections it asks for, the copy it spells
 * out (quoted headings, button labels, item counts) and its topic.
 */
import { NAMED_COLORS } from '../../lib/color';
import { GENERIC_BANK, TOPIC_BANKS, type TopicBank } from './copy-bank';
import { hashString, pick, seededRandom } from './hash';
import { detectLang, type Lang } from './lang';

/**
 * What the prompt spells out for one section. Every field is used as given
 * (verbatim, in the prompt's language); a pattern fills what is missing from
 * its copy bank.
 */
export interface SectionCopy {
  heading?: string;
  subheading?: string;
  button?: string;
  /** Short label above the heading ("eyebrow", "kicker"). */
  eyebrow?: string;
  /** A badge or tag ("badge \"New\"", "label it Bestseller"). */
  badge?: string;
  /** How many items ("three tiers", "4 questions", "6 logos"). */
  count?: number;
  /** Named items in the prompt's order: "Coffee, Tea and Pastries", "S, M, L, XL", "Berlin, Hamburg and Munich". */
  items?: string[];
  /** Prices as written ("€9", "29 €", "$1,200/yr"), with the name they belong to when given ("Basic €9"). */
  prices?: Array<{ name?: string; amount: string }>;
  /** Figures with their labels, as written: "12,000 loaves baked", "98% happy customers". */
  figures?: Array<{ value: string; label: string }>;
  email?: string;
  phone?: string;
  /** A link the prompt gives ("https://…", "instagram.com/brand"). */
  url?: string;
  /** Where the image goes ("image on the left"). */
  imageSide?: 'left' | 'right';
  /** Index of the item to highlight ("highlight the middle plan" → 1 of 3). */
  highlight?: number;
  /** A date the prompt names ("launch on 1 December"), as an ISO 8601 date. */
  date?: string;
  /** The prompt asks for a monthly/yearly switch ("with a monthly/yearly toggle", "annual billing"). */
  toggle?: boolean;
  /** The prompt asks for a carousel or slider ("testimonial slider", "carousel of reviews"). */
  carousel?: boolean;
}

/** What the analysis needs to know about a pattern. */
export interface PatternMeta {
  id: string;
  keywords: string[];
  /** Nouns counted in phrases such as "3 plans" or "six features". */
  itemNouns: string[];
  /** top and bottom patterns keep their place on a page; flow patterns follow the prompt's order. */
  place: 'top' | 'flow' | 'bottom';
  rank: number;
  /** Patterns this one stands in for when both are asked for (a mega menu is the navbar). */
  replaces?: string[];
}

export interface PromptAnalysis {
  seed: number;
  /** The prompt's language: every generated label and filler text is written in it. */
  lang: Lang;
  bank: TopicBank;
  topic: string;
  brand: string;
  sections: Array<{ id: string; copy: SectionCopy }>;
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  single: 1,
  couple: 2,
  pair: 2,
};

const STOP_WORDS = new Set(
  (
    'a an the and or with without for of to in on at by from into onto about above below under over that which who this these those it its ' +
    'my our your their his her me we us you they some any each every all both more most less very really please make create build design generate ' +
    'add include including includes featuring feature show showing use using need needs want wants like should would could can will be is are was were has have ' +
    'section sections block blocks component components page pages layout area part element module snippet site website web landing homepage home ' +
    'modern minimal minimalist clean dark light bold elegant simple beautiful responsive colorful colourful playful sleek big large small nice professional ' +
    'new cool fancy stylish centered centred animated full width wide grid list cards card row rows column columns style styled look looking ' +
    'also just then there here one two three four five six seven eight nine ten eleven twelve short long below after before next top bottom ' +
    'heading headline title subtitle subheading tagline text copy button buttons cta label called named image images photo photos icon icons background ' +
    'mobile desktop friendly version type kind set some premium free inspired reference references composition landscape portrait square ' +
    'px vivid muted soft-contrast high-contrast mid-toned dominated airy focused tall keep accents colour color colours colors tones tone mode theme ' +
    'team logo logos links link social slider carousel responsive need needs titled'
  ).split(/\s+/),
);

const LANDING_WORDS =
  /\b(landing\s*page|landing|home\s*page|homepage|website|web\s*site|one[-\s]?pager|full\s+page|whole\s+page|site)\b/;

interface Span {
  text: string;
  start: number;
  end: number;
  role?: 'heading' | 'subheading' | 'button' | 'brand';
}

const QUOTE_RE =
  /"([^"\n]{1,160})"|“([^”\n]{1,160})”|«([^»\n]{1,160})»|„([^“”\n]{1,160})[“”]|(?<![\w])'([^'\n]{1,160})'(?![\w])|‘([^’\n]{1,160})’/g;

function labelBefore(text: string): Span['role'] {
  const before = text.toLowerCase();
  const label =
    /(sub[-\s]?heading|subtitle|sub[-\s]?headline|tagline|description|subtext|lead text|heading|headline|title|titled|h1|button|cta|call to action|link|called|named|brand(?: name)?)\s*(?:text|label|copy)?\s*(?:[:=]|is|reads|reading|says|saying|that says|of|to|as)?\s*$/.exec(
      before,
    )?.[1];
  if (label === undefined) return undefined;
  if (/sub|tagline|description|lead/.test(label)) return 'subheading';
  if (/button|cta|call to action|link/.test(label)) return 'button';
  if (/called|named|brand/.test(label)) return 'brand';
  return 'heading';
}

function findQuotes(prompt: string): Span[] {
  const spans: Span[] = [];
  for (const m of prompt.matchAll(QUOTE_RE)) {
    const text = (m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? m[6] ?? '').trim();
    if (!text) continue;
    const start = m.index ?? 0;
    const end = start + m[0].length;
    let role = labelBefore(prompt.slice(Math.max(0, start - 40), start));
    if (!role && /^\s*(?:button|cta|link)\b/i.test(prompt.slice(end, end + 12))) role = 'button';
    spans.push({ text, start, end, role });
  }
  return spans;
}

const LABELLED_RE =
  /\b(sub[-\s]?heading|subtitle|tagline|heading|headline|title|button(?:\s+text)?|cta)\s*[:=]\s*([^"“'‘«,;\n][^,;\n]*?)(?=\s*(?:[,;\n]|\.(?:\s|$)|\s+and\s+(?:a|an|the)\s|\s+with\s|$))|\b(titled)\s+([^"“'‘«,;\n][^,;\n]*?)(?=\s*(?:[,;\n]|\.(?:\s|$)|\s+and\s+(?:a|an|the)\s|\s+with\s|$))/gi;

/** "title Grow faster": a label followed by a capitalised phrase counts as copy even without a colon. */
const CAPITALISED_RE =
  /\b([Hh]eading|[Hh]eadline|[Tt]itle|[Ss]ubtitle|[Tt]agline)\s+([A-Z][^,;\n]*?)(?=\s*(?:[,;\n]|\.(?:\s|$)|\s+and\s+(?:a|an|the)\s|\s+with\s|$))/g;

function findLabelled(prompt: string, quoted: Span[]): Span[] {
  const spans: Span[] = [];
  for (const m of prompt.matchAll(CAPITALISED_RE)) {
    const [whole, label, value] = m;
    if (label === undefined || value === undefined) continue;
    const start = (m.index ?? 0) + whole.length - value.length;
    if (quoted.some((q) => start >= q.start && start < q.end)) continue;
    spans.push({ text: value.trim(), start, end: start + value.length, role: labelBefore(label.toLowerCase() + ':') });
  }
  for (const m of prompt.matchAll(LABELLED_RE)) {
    const start = m.index ?? 0;
    if (quoted.some((q) => start >= q.start && start < q.end)) continue;
    const label = m[1] ?? m[3];
    const raw = m[2] ?? m[4];
    if (label === undefined || raw === undefined) continue;
    const value = raw.trim();
    if (!value) continue;
    const valueStart = start + m[0].length - raw.length;
    spans.push({ text: value, start: valueStart, end: valueStart + raw.length, role: labelBefore(label + ':') });
  }
  return spans;
}

/** Lower-cased prompt with quoted and labelled copy blanked out, so "Pricing that scales" in quotes asks for no pricing section. */
function searchableText(prompt: string, spans: Span[]): string {
  let chars = prompt.toLowerCase().split('');
  for (const s of spans) for (let i = s.start; i < s.end; i++) chars[i] = ' ';
  chars = chars.map((c) => (/[a-z0-9&'-]/.test(c) ? c : ' '));
  return chars.join('');
}

function escapeRe(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
}

function keywordPositions(text: string, keyword: string): number[] {
  const re = new RegExp(`(?<![a-z0-9])${escapeRe(keyword)}(?![a-z0-9])`, 'g');
  const positions: number[] = [];
  for (const m of text.matchAll(re)) {
    // "cta button" and "call to action link" describe a button, not a call-to-action band.
    if (
      /^(cta|call to action)$/.test(keyword) &&
      /^\s*(button|link|text|label)/.test(text.slice((m.index ?? 0) + m[0].length))
    )
      continue;
    positions.push(m.index ?? 0);
  }
  return positions;
}

/**
 * "questions about shipping and returns", "compare our plans": the words after
 * these name what a section is about, not further sections. The phrase runs to
 * the end of the clause ("… and a contact form" starts a new one).
 */
const SUBJECT_RE =
  /(?<![\p{L}\d])(?:(?:comparison(?: table)?|vergleich|comparatif|comparaison|comparación|comparativa|confronto|vergelijking|comparação)\s+(?:of|between|von|zwischen|de|des|entre|di|tra|fra|van|tussen)|about|regarding|concerning|compare|comparing|über|zum thema|sur|concernant|sobre|acerca de|riguardo a|riguardo|vergelijk|vergleiche|compara|comparer)\s+([^,.;:!?\n]+?)(?=\s+(?:and|und|et|y|e|en)\s+(?:a|an|the|then|ein|eine|einen|einem|un|une|una|uno|een|um|uma)(?![\p{L}\d])|\s+(?:with|then|plus|mit|avec|con|met|com)(?![\p{L}\d])|[,.;:!?\n]|$)/gu;

function subjectSpans(prompt: string): Array<{ start: number; end: number }> {
  return [...prompt.toLowerCase().matchAll(SUBJECT_RE)].map((m) => {
    const phrase = m[1] ?? '';
    const end = (m.index ?? 0) + m[0].length;
    return { start: end - phrase.length, end };
  });
}

const SINCE_YEAR_RE =
  /(?<![\p{L}\d])(?:since|founded in|established in|est\.?|seit|gegründet|depuis|fondée? en|desde|fundad[oa] en|fundad[oa] em|dal|fondat[oa] nel|sinds|opgericht in)\s+((?:1[89]|20)\d\d)(?!\d)/giu;

function findCounts(text: string, patterns: readonly PatternMeta[]): Map<string, { count: number; at: number }> {
  const counts = new Map<string, { count: number; at: number }>();
  const re =
    /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|single|couple|pair)\s+(?:of\s+)?(?:[a-z-]+\s+){0,2}?([a-z]+)\b/g;
  for (const m of text.matchAll(re)) {
    const [, amount, word] = m;
    if (amount === undefined || word === undefined) continue;
    const n = /^\d+$/.test(amount) ? parseInt(amount, 10) : (NUMBER_WORDS[amount] ?? 0);
    const forms = [word, word.replace(/ies$/, 'y'), word.replace(/es$/, ''), word.replace(/s$/, '')];
    const owner = patterns.find((p) => p.itemNouns.some((item) => forms.includes(item)));
    if (owner && n > 0 && !counts.has(owner.id)) counts.set(owner.id, { count: n, at: m.index ?? 0 });
  }
  return counts;
}

function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9'&-]+/)
    .filter(Boolean);
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Phrases count double; on a tie the topic named first wins ("coffee shop" is about coffee). */
function bankScore(bank: TopicBank, text: string): { score: number; first: number } {
  let score = 0;
  let first = Infinity;
  for (const word of bank.match) {
    const [at] = keywordPositions(text, word);
    if (at === undefined) continue;
    score += word.includes(' ') ? 2 : 1;
    first = Math.min(first, at);
  }
  return { score, first };
}

export function chooseBank(text: string): TopicBank {
  let best: TopicBank = GENERIC_BANK;
  let bestScore = { score: 0, first: Infinity };
  for (const bank of TOPIC_BANKS) {
    const score = bankScore(bank, text);
    if (
      score.score > bestScore.score ||
      (score.score === bestScore.score && score.score > 0 && score.first < bestScore.first)
    ) {
      best = bank;
      bestScore = score;
    }
  }
  return best;
}

function isKeyword(word: string, patterns: readonly PatternMeta[]): boolean {
  return patterns.some(
    (p) => p.keywords.includes(word) || p.itemNouns.includes(word) || p.itemNouns.includes(word.replace(/s$/, '')),
  );
}

interface Topic {
  text: string;
  /** Where the "for …" phrase sits in the searchable text, when the topic came from one. */
  start: number;
  end: number;
}

/** The phrase after "for"/"about" ("for a bicycle repair shop"), else the longest run of content words. */
function findTopic(text: string, patterns: readonly PatternMeta[], exclude: string[] = []): Topic | null {
  const skip = (w: string) => STOP_WORDS.has(w) || isKeyword(w, patterns) || exclude.includes(w);
  const clean = (phrase: string) => {
    const all = wordsOf(phrase);
    const from = all.findIndex((w) => !skip(w));
    const words = from === -1 ? [] : all.slice(from, all.findLastIndex((w) => !skip(w)) + 1);
    return words.length > 0 && words.length <= 5 && words.every((w) => !/^\d+$/.test(w)) ? words.join(' ') : '';
  };
  const forRe =
    /\b(?:for|about)\s+(?:an?\s+|the\s+|my\s+|our\s+|your\s+|their\s+)?([a-z0-9][a-z0-9'&\- ]*?)(?=\s+(?:with|that|which|and|including|featuring|using|in|on|showing|where|who|to|called|named)\b|\s{2,}|$)/g;
  for (const m of text.matchAll(forRe)) {
    const [whole, phrase] = m;
    if (phrase === undefined) continue;
    const topic = clean(phrase);
    if (topic) {
      const start = (m.index ?? 0) + whole.length - phrase.length;
      return { text: topic, start, end: start + phrase.length };
    }
  }
  let best: string[] = [];
  let run: string[] = [];
  for (const word of text.split(/\s+/)) {
    if (word && !skip(word) && !NAMED_COLORS[word] && !/\d/.test(word) && word.length > 1) run.push(word);
    else {
      if (run.length > best.length) best = run;
      run = [];
    }
  }
  if (run.length > best.length) best = run;
  return best.length ? { text: best.slice(0, 4).join(' '), start: -1, end: -1 } : null;
}

/**
 * The brand: a name the prompt gives explicitly ("called Nordlicht", brand "X"),
 * else the project's name. Never a capitalised word picked from the prompt.
 */
function findBrand(prompt: string, projectName: string, spans: Span[]): string {
  const quotedBrand = spans.find((s) => s.role === 'brand');
  if (quotedBrand) return quotedBrand.text;
  const called = /\b(?:called|named|brand(?:\s+name)?\s+is)\s+([A-Z][\w&'-]*(?:\s+[A-Z][\w&'-]*){0,2})/.exec(prompt);
  if (called?.[1]) return called[1];
  return projectName.trim();
}

const GENERIC_PAGES: string[][] = [
  ['navbar', 'hero', 'logo-cloud', 'feature-grid', 'testimonials', 'pricing', 'cta', 'footer'],
  ['navbar', 'hero', 'stats', 'feature-grid', 'steps', 'testimonials', 'faq', 'footer'],
  ['navbar', 'hero', 'feature-grid', 'testimonials', 'faq', 'newsletter', 'footer'],
];

const DEFAULT_PAGES: Record<string, string[][]> = {
  shop: [['navbar', 'hero', 'product-cards', 'feature-grid', 'testimonials', 'newsletter', 'footer']],
  food: [['navbar', 'hero', 'feature-grid', 'gallery', 'testimonials', 'contact', 'footer']],
  travel: [['navbar', 'hero', 'product-cards', 'gallery', 'testimonials', 'newsletter', 'footer']],
  agency: [['navbar', 'hero', 'logo-cloud', 'feature-grid', 'gallery', 'testimonials', 'cta', 'footer']],
  events: [['navbar', 'hero', 'stats', 'feature-grid', 'team', 'pricing', 'faq', 'footer']],
  fitness: [['navbar', 'hero', 'feature-grid', 'pricing', 'team', 'testimonials', 'cta', 'footer']],
  generic: GENERIC_PAGES,
};

/** Brings back casing such as "SaaS" or "AI" that the lower-cased search text lost; plain capitals stay lower case. */
function restoreCase(topic: string, source: string): string {
  return topic
    .split(' ')
    .map((word) => {
      const original = new RegExp(`(?<![\\w])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w])`, 'i').exec(
        source,
      )?.[0];
      return original && /[A-Z]/.test(original.slice(1)) ? original : word;
    })
    .join(' ');
}

export function fillTemplate(text: string, topic: string, brand: string): string {
  return text
    .replace(/\{Topic\}/g, capitalize(topic))
    .replace(/\{topic\}/g, topic)
    .replace(/\{brand\}/g, brand);
}

/**
 * `name` is the snippet's name (it may hint at the topic, never at the layout);
 * `projectName` is the brand unless the prompt names one.
 */
export function analysePrompt(
  prompt: string,
  name: string,
  patterns: readonly PatternMeta[],
  projectName = '',
): PromptAnalysis {
  const seed = hashString(prompt.trim().toLowerCase());
  const rng = seededRandom(seed);
  const quotes = findQuotes(prompt);
  const labelled = findLabelled(prompt, quotes);
  const spans = [...quotes, ...labelled].sort((a, b) => a.start - b.start);
  const text = searchableText(prompt, spans);

  const brand = findBrand(prompt, projectName, spans);
  const brandWords = wordsOf(brand);
  const topicFound = findTopic(text, patterns, brandWords);
  const inTopic = (at: number) => topicFound !== null && at >= topicFound.start && at < topicFound.end;

  const counts = findCounts(text, patterns);
  const found: Array<{ meta: PatternMeta; positions: number[] }> = [];
  for (const meta of patterns) {
    const positions = meta.keywords.flatMap((k) => keywordPositions(text, k));
    const counted = counts.get(meta.id);
    if (counted) positions.push(counted.at);
    if (positions.length) found.push({ meta, positions });
  }
  // Words inside "for a food blog" describe the topic; they pick sections only when nothing else does.
  // The subject of a section asked for earlier ("FAQ about shipping") asks for no section of its own.
  const firstAsked = Math.min(...found.flatMap((f) => f.positions));
  const subjects = subjectSpans(prompt).filter((s) => firstAsked < s.start);
  const inSubject = (at: number) => subjects.some((s) => at >= s.start && at < s.end);
  const outside = found
    .map((f) => ({ ...f, positions: f.positions.filter((p) => !inTopic(p) && !inSubject(p)) }))
    .filter((f) => f.positions.length > 0);
  const landing = [...text.matchAll(new RegExp(LANDING_WORDS.source, 'g'))].some((m) => !inTopic(m.index ?? 0));
  const chosen = outside.length > 0 || landing ? outside : found;
  const replaced = new Set(chosen.flatMap((f) => f.meta.replaces ?? []));
  const matches = chosen
    .filter((f) => !replaced.has(f.meta.id))
    .map((f) => ({
      ...f,
      first: Math.min(...f.positions),
    }));

  const topicText = `${text} ${searchableText(name, [])}`;
  const bank = chooseBank(topicText);
  let ids: string[];
  if (matches.length > 0) {
    const placeOrder = { top: 0, flow: 1, bottom: 2 };
    ids = matches
      .sort(
        (a, b) =>
          placeOrder[a.meta.place] - placeOrder[b.meta.place] ||
          (a.meta.place === 'flow' ? a.first - b.first : a.meta.rank - b.meta.rank),
      )
      .map((m) => m.meta.id);
  } else if (landing) {
    ids = [...pick(DEFAULT_PAGES[bank.id] ?? GENERIC_PAGES, rng)];
  } else {
    ids = ['hero'];
  }

  const sections = ids.map((id) => ({ id, copy: {} as SectionCopy }));
  const ownerOf = (at: number) => {
    let owner = sections[0];
    let best = -1;
    for (const m of matches) {
      const before = m.positions.filter((p) => p < at);
      if (before.length && Math.max(...before) > best) {
        best = Math.max(...before);
        owner = sections.find((s) => s.id === m.meta.id) ?? owner;
      }
    }
    if (!owner) throw new Error('A prompt analysis always keeps at least one section.');
    return owner;
  };
  for (const span of spans) {
    if (span.role === 'brand') continue;
    const copy = ownerOf(span.start).copy;
    const role =
      span.role ?? (copy.heading === undefined ? 'heading' : copy.subheading === undefined ? 'subheading' : undefined);
    if (role && copy[role] === undefined) copy[role] = span.text;
  }
  for (const section of sections) {
    const counted = counts.get(section.id);
    if (counted) section.copy.count = counted.count;
  }
  // "since 1998", "founded in 1998": the year is a date the section starts from.
  for (const m of prompt.matchAll(SINCE_YEAR_RE)) {
    const copy = ownerOf(m.index ?? 0).copy;
    if (copy.date === undefined && m[1] !== undefined) copy.date = `${m[1]}-01-01`;
  }

  const topicWords = topicFound?.text || findTopic(searchableText(name, []), patterns, brandWords)?.text;
  const topic = topicWords ? restoreCase(topicWords, `${prompt} ${name}`) : bank.noun;
  return { seed, lang: detectLang(prompt), bank, topic, brand: brand || pick(bank.brands, rng), sections };
}
