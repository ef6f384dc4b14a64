/**
 * Content a prompt spells out, found in the prompt's own words and kept as
 * written: e-mail addresses, phone numbers, links, prices, figures, dates,
 * named lists, where an image goes and what to highlight. Positions are
 * offsets in the prompt, so the analysis can hand each piece to the section
 * the prompt was talking about there.
 */
import type { Lang } from './lang';

export interface Found {
  start: number;
  end: number;
}

/** Lower case with every character kept in its place (a few letters grow when lowered; they stay as they are). */
export function lowerInPlace(text: string): string {
  let out = '';
  for (const c of text) {
    const lower = c.toLowerCase();
    out += lower.length === c.length ? lower : c;
  }
  return out;
}

/** Replaces the given ranges with `fill`, keeping every other offset. */
export function blank(text: string, ranges: readonly Found[], fill = ' '): string {
  const chars = text.split('');
  for (const r of ranges) for (let i = r.start; i < r.end && i < chars.length; i++) chars[i] = fill;
  return chars.join('');
}

export function overlaps(a: Found, ranges: readonly Found[]): boolean {
  return ranges.some((r) => a.start < r.end && r.start < a.end);
}

const TRAILING = /[.,;:!?)\]}»"”’']+$/;

function trimmed(text: string, start: number): { text: string; start: number; end: number } {
  const clean = text.replace(TRAILING, '');
  return { text: clean, start, end: start + clean.length };
}

// ---------------------------------------------------------------- contact

export function findEmails(prompt: string): Array<Found & { text: string }> {
  const out: Array<Found & { text: string }> = [];
  for (const m of prompt.matchAll(/(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu)) {
    out.push(trimmed(m[0], m.index));
  }
  return out;
}

const TLDS = 'com|de|fr|es|it|nl|pt|io|org|net|co|shop|app|dev|eu|ch|at|be|uk|info|store|studio|design';

export function findUrls(prompt: string, emails: readonly Found[]): Array<Found & { text: string }> {
  const out: Array<Found & { text: string }> = [];
  const re = new RegExp(
    `(?:https?:\\/\\/|www\\.)[^\\s"“”«»<>]+|(?<![@\\p{L}\\p{N}._-])[\\p{L}\\p{N}-]+(?:\\.[\\p{L}\\p{N}-]+)*\\.(?:${TLDS})(?:\\/[^\\s,;"“”«»<>]*)?(?![\\p{L}\\p{N}@])`,
    'gu',
  );
  for (const m of prompt.matchAll(re)) {
    const found = trimmed(m[0], m.index);
    if (!overlaps(found, emails)) out.push(found);
  }
  return out;
}

/** International ("+49 30 1234567", "+34 912 345 678") and national ("030 987654") numbers, as written. */
export function findPhones(prompt: string): Array<Found & { text: string }> {
  const out: Array<Found & { text: string }> = [];
  const re = /(?<![\p{L}\p{N}+])(?:\+\d{1,3}|\(0\d{1,5}\)|0\d{1,5})(?:[ \u00a0./-]?\(?\d+\)?)+/gu;
  for (const m of prompt.matchAll(re)) {
    const text = m[0].trim();
    const digits = text.replace(/\D/g, '').length;
    if (digits >= 6 && digits <= 15) out.push({ text, start: m.index, end: m.index + text.length });
  }
  return out;
}

// ---------------------------------------------------------------- prices

const NUM = '\\d{1,3}(?:[.,\\u00a0\\u202f]\\d{3})+(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d{1,2})?';
const CUR_BEFORE = '(?:US\\$|R\\$|[€$£¥₹]|CHF|EUR|USD|GBP)\\s?';
const CUR_AFTER = '\\s?(?:€|\\$|£|CHF|EUR|USD|GBP|euros?|dollars?)';
const PER =
  '(?:\\s?\\/\\s?(?:mo|month|monat|mois|mes|mese|maand|mês|yr|year|jahr|an|año|anno|jaar|ano|week|woche|semaine|semana|settimana|user|nutzer|person|personne|persona|pessoa|night|nacht|nuit|noche|notte))?';
const PRICE_RE = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${CUR_BEFORE}(?:${NUM})|(?:${NUM})${CUR_AFTER})${PER}(?![\\p{L}\\p{N}])`,
  'giu',
);
const PRICE_NAME_RE =
  /((?:\p{Lu}[\p{L}\p{N}+&'’-]*)(?:\s+\p{Lu}[\p{L}\p{N}+&'’-]*)?)\s*(?:[:=–—-]|(?<![\p{L}])(?:for|at|für|zu|um|à|pour|a|por|per|voor|para))?\s*$/u;

export interface FoundPrice extends Found {
  name?: string;
  amount: string;
}

/** "Basic €9, Pro €29 and Team €79": amounts as written, with the capitalised name before each when there is one. */
export function findPrices(prompt: string, isCommonWord: (word: string) => boolean): FoundPrice[] {
  const out: FoundPrice[] = [];
  for (const m of prompt.matchAll(PRICE_RE)) {
    const amount = m[0].trim();
    const start = m.index;
    const before = prompt.slice(Math.max(0, start - 40), start);
    const named = PRICE_NAME_RE.exec(before);
    const name = named?.[1];
    if (name && !isCommonWord(name.toLowerCase())) {
      out.push({ name, amount, start: start - before.length + named.index, end: start + m[0].length });
    } else out.push({ amount, start, end: start + m[0].length });
  }
  return out;
}

// ---------------------------------------------------------------- dates

const MONTHS: Record<string, number> = {};
const MONTH_NAMES: string[][] = [
  ['january', 'jan', 'januar', 'jänner', 'janvier', 'enero', 'gennaio', 'januari', 'janeiro'],
  ['february', 'feb', 'februar', 'février', 'fevrier', 'febrero', 'febbraio', 'februari', 'fevereiro'],
  ['march', 'mar', 'märz', 'maerz', 'mars', 'marzo', 'maart', 'março', 'marco'],
  ['april', 'apr', 'avril', 'abril', 'aprile'],
  ['may', 'mai', 'mayo', 'maggio', 'mei', 'maio'],
  ['june', 'jun', 'juni', 'juin', 'junio', 'giugno', 'junho'],
  ['july', 'jul', 'juli', 'juillet', 'julio', 'luglio', 'julho'],
  ['august', 'aug', 'août', 'aout', 'agosto', 'augustus'],
  ['september', 'sep', 'sept', 'septembre', 'septiembre', 'setiembre', 'settembre', 'setembro'],
  ['october', 'oct', 'oktober', 'octobre', 'octubre', 'ottobre', 'outubro'],
  ['november', 'nov', 'novembre', 'noviembre', 'novembro'],
  ['december', 'dec', 'dezember', 'décembre', 'decembre', 'diciembre', 'dicembre', 'dezembro'],
];
MONTH_NAMES.forEach((names, i) => {
  for (const name of names) MONTHS[name] = i + 1;
});
const MONTH_ALT = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|');

/**
 * A date without a year is the next occurrence after this fixed day, never
 * after the clock's today: the same prompt always gives the same page.
 * "1 December" is 2026-12-01, "15 January" 2027-01-15.
 */
export const DATE_REFERENCE = { year: 2026, month: 11, day: 26 } as const;

function yearFor(month: number, day: number): number {
  const after = month > DATE_REFERENCE.month || (month === DATE_REFERENCE.month && day > DATE_REFERENCE.day);
  return after ? DATE_REFERENCE.year : DATE_REFERENCE.year + 1;
}

function isoDate(year: number, month: number, day: number): string | undefined {
  if (month < 1 || month > 12 || day < 1) return undefined;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > days) return undefined;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const DATE_RES: Array<{ re: RegExp; parts: (m: RegExpMatchArray) => [number | undefined, number, number] }> = [
  { re: /(?<![\p{N}])(\d{4})-(\d{2})-(\d{2})(?![\p{N}])/gu, parts: (m) => [Number(m[1]), Number(m[2]), Number(m[3])] },
  {
    re: /(?<![\p{N}./])(\d{1,2})[./](\d{1,2})[./](\d{4})(?![\p{N}])/gu,
    parts: (m) => [Number(m[3]), Number(m[2]), Number(m[1])],
  },
  {
    re: new RegExp(
      `(?<![\\p{L}\\p{N}])(\\d{1,2})(?:\\.|er|ère|º|°|st|nd|rd|th)?\\s*(?:de\\s+|of\\s+)?(${MONTH_ALT})\\.?(?:,?\\s+(?:de\\s+)?(\\d{4}))?(?![\\p{L}\\p{N}])`,
      'gu',
    ),
    parts: (m) => [m[3] ? Number(m[3]) : undefined, MONTHS[m[2] ?? ''] ?? 0, Number(m[1])],
  },
  {
    re: new RegExp(
      `(?<![\\p{L}\\p{N}])(${MONTH_ALT})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s+(\\d{4}))?(?![\\p{L}\\p{N}])`,
      'gu',
    ),
    parts: (m) => [m[3] ? Number(m[3]) : undefined, MONTHS[m[1] ?? ''] ?? 0, Number(m[2])],
  },
];

/** Dates in any of the languages, as ISO 8601 dates (see DATE_REFERENCE for the year when none is given). */
export function findDates(lower: string): Array<Found & { iso: string }> {
  const out: Array<Found & { iso: string }> = [];
  for (const { re, parts } of DATE_RES) {
    for (const m of lower.matchAll(re)) {
      const found = { start: m.index, end: m.index + m[0].length };
      if (overlaps(found, out)) continue;
      const [year, month, day] = parts(m);
      const iso = isoDate(year ?? yearFor(month, day), month, day);
      if (iso) out.push({ ...found, iso });
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

// ---------------------------------------------------------------- figures

const FIGURE_RE =
  /(?<![\p{L}\p{N}.,])([+~]?\d[\d.,]*(?:\s?%|\s?(?:k|K|M|Mio\.?|Mrd\.?|million|millions|millionen|mille|mila|miljoen|milhões)(?![\p{L}]))?\+?)\s+(\p{L}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*){0,3}?)(?=\s*(?:[,;.!?\n]|$)|\s+(?:and|und|sowie|et|y|e|en|or|oder|ou|o|of)\s)/gu;

/** "12,000 loaves baked, 98% happy customers": value and label as written. `isCount` tells "3 plans" (a count) apart. */
export function findFigures(
  text: string,
  isCount: (word: string) => boolean,
): Array<Found & { value: string; label: string }> {
  const out: Array<Found & { value: string; label: string }> = [];
  for (const m of text.matchAll(FIGURE_RE)) {
    const value = (m[1] ?? '').replace(/[.,]+$/, '');
    const label = m[2] ?? '';
    const first = label.split(/\s+/)[0] ?? '';
    // "3 plans" is a count; "1,200 customers" a figure.
    if (!value || (/^\d{1,2}$/.test(value) && isCount(first.toLowerCase()))) continue;
    out.push({ value, label, start: m.index, end: m.index + m[0].length });
  }
  return out;
}

// ---------------------------------------------------------------- image side

const IMAGE_WORDS =
  'image|picture|photo|illustration|visual|media|bild|foto|grafik|abbildung|imagen|imagem|immagine|afbeelding|plaatje|photographie';
const TEXT_WORDS = 'text|copy|texte|texto|testo|tekst';
function sideWords(lang: Lang): Array<[RegExp, 'left' | 'right']> {
  const compound = lang === 'de' || lang === 'nl';
  return [
    [new RegExp(`left|gauche|izquierda|sinistra|esquerda${compound ? '|links|linken|linker|linkerkant' : ''}`), 'left'],
    [
      new RegExp(`right|droite|derecha|destra|direita${compound ? '|rechts|rechten|rechter|rechterkant' : ''}`),
      'right',
    ],
  ];
}

/** "image on the left", "Bild links", "image à gauche", "text on the left" (so the image goes right). */
export function findImageSides(lower: string, lang: Lang): Array<{ at: number; side: 'left' | 'right' }> {
  const out: Array<{ at: number; side: 'left' | 'right' }> = [];
  const sides = sideWords(lang);
  const side = (word: string) => sides.find(([re]) => new RegExp(`^(?:${re.source})$`).test(word))?.[1];
  const all = sides.map(([re]) => re.source).join('|');
  const B = '(?<![\\p{L}\\p{N}])';
  const E = '(?![\\p{L}\\p{N}])';
  const pairs: Array<[RegExp, boolean, 1 | 2]> = [
    [new RegExp(`${B}(${IMAGE_WORDS})${E}[^.;,\\n]{0,30}?${B}(${all})${E}`, 'gu'), false, 2],
    [new RegExp(`${B}(${all})${E}[^.;,\\n]{0,14}?${B}(${IMAGE_WORDS})${E}`, 'gu'), false, 1],
    [new RegExp(`${B}(${TEXT_WORDS})${E}[^.;,\\n]{0,30}?${B}(${all})${E}`, 'gu'), true, 2],
  ];
  for (const [re, invert, group] of pairs) {
    for (const m of lower.matchAll(re)) {
      const found = side(m[group] ?? '');
      if (!found) continue;
      out.push({ at: m.index, side: invert ? (found === 'left' ? 'right' : 'left') : found });
    }
    if (out.length) break;
  }
  return out;
}

// ---------------------------------------------------------------- highlight

const HIGHLIGHT_CUE =
  /(?<![\p{L}])(highlight(?:ed|s)?|emphasi[sz]e[ds]?|most popular|popular|recommended|best value|featured|hervorheben|hervorgehoben|betont|beliebteste[nrs]?|beliebt|empfohlen(?:e[nrs]?)?|mettre en avant|mis en avant|mise en avant|le plus populaire|populaire|recommandée?|destacar|destacad[oa]|más popular|recomendad[oa]|evidenzia(?:re|to|ta)?|più popolare|consigliat[oa]|markeren|uitgelicht|uitlichten|populairste|aanbevolen|realçar|em destaque|mais popular)(?![\p{L}])/gu;
const ORDINALS: Array<[RegExp, 'first' | 'middle' | 'last']> = [
  [
    /(?<![\p{L}])(middle|central|centre|center|mittlere[nrs]?|mitte|milieu|medio|del medio|centrale|mezzo|di mezzo|middelste|midden|meio|do meio)(?![\p{L}])/u,
    'middle',
  ],
  [
    /(?<![\p{L}])(first|erste[nrs]?|premier|première|primer|primero|primera|primo|prima|eerste|primeiro|primeira)(?![\p{L}])/u,
    'first',
  ],
  [/(?<![\p{L}])(last|letzte[nrs]?|dernier|dernière|último|última|ultimo|ultima|laatste)(?![\p{L}])/u, 'last'],
];

export interface HighlightCue {
  at: number;
  end: number;
  /** The words around the cue, to look for a name or an ordinal in. */
  window: Found;
  ordinal?: 'first' | 'middle' | 'last';
}

export function findHighlightCues(lower: string): HighlightCue[] {
  const out: HighlightCue[] = [];
  for (const m of lower.matchAll(HIGHLIGHT_CUE)) {
    const window = { start: Math.max(0, m.index - 30), end: Math.min(lower.length, m.index + m[0].length + 40) };
    const around = lower.slice(window.start, window.end);
    const ordinal = ORDINALS.find(([re]) => re.test(around))?.[1];
    out.push({ at: m.index, end: m.index + m[0].length, window, ordinal });
  }
  return out;
}

// ---------------------------------------------------------------- lists

const CONJUNCTIONS: Record<Lang, string[]> = {
  en: ['and', '&'],
  de: ['und', 'sowie', '&'],
  fr: ['et', '&'],
  es: ['y', 'e', '&'],
  it: ['e', 'ed', '&'],
  nl: ['en', '&'],
  pt: ['e', '&'],
};
const LEADERS = new Set(
  (
    'a an the our my your their some ' +
    'ein eine einen einem einer unser unsere unseren unserem ihr ihre dein deine der die das den dem ' +
    'un une le la les l notre nos votre vos mon ma mes ' +
    'el los las nuestro nuestra nuestros nuestras mi mis su sus ' +
    'il lo gli i uno una nostro nostra nostri nostre ' +
    'het de een ons onze mijn ' +
    'o os as um uma nosso nossa nossos nossas meu minha'
  ).split(/\s+/),
);
const LINK_NOUNS = new Set(['link', 'links', 'lien', 'liens', 'enlace', 'enlaces', 'collegamento', 'koppeling']);

interface Token {
  kind: 'word' | 'sep' | 'conj' | 'break';
  text: string;
  start: number;
  end: number;
}

function tokenize(text: string, lang: Lang): Token[] {
  const conj = new Set([...CONJUNCTIONS.en, ...CONJUNCTIONS[lang]]);
  const tokens: Token[] = [];
  for (const m of text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}&'’.+-]*|&|,|\S/gu)) {
    let word = m[0];
    // A word ends before a closing full stop ("Pastries.").
    if (word.length > 1 && /[.+-]$/.test(word) && !/^\p{Lu}{1,3}\+?$/u.test(word)) word = word.replace(/[.-]+$/, '');
    const start = m.index;
    const end = start + word.length;
    const lower = word.toLowerCase();
    const kind: Token['kind'] =
      word === ',' ? 'sep' : conj.has(lower) ? 'conj' : /^[\p{L}\p{N}]/u.test(word) ? 'word' : 'break';
    tokens.push({ kind, text: word, start, end });
    // Punctuation cut off the word still ends a list.
    if (end < start + m[0].length)
      tokens.push({ kind: 'break', text: m[0].slice(word.length), start: end, end: start + m[0].length });
  }
  return tokens;
}

type WordClass = 'cap' | 'code' | 'lower';
function classOf(word: string): WordClass {
  if (/^[\p{Lu}\p{N}][\p{Lu}\p{N}+]{0,3}$/u.test(word) && /\p{Lu}/u.test(word)) return 'code';
  return /^\p{Lu}/u.test(word) ? 'cap' : 'lower';
}

export interface FoundList extends Found {
  items: string[];
}

/**
 * Named lists: "Coffee, Tea and Pastries", "S, M, L, XL", "Instagram and Facebook and an imprint link".
 * `known` tells words that name sections, slots or filler ("hero", "Überschrift", "modern"): a list made
 * mostly of those lists sections, not content.
 */
export function findLists(
  text: string,
  lang: Lang,
  known: (lower: string) => boolean,
  isNoun: (lower: string) => boolean,
): FoundList[] {
  const tokens = tokenize(text, lang);
  const lists: FoundList[] = [];

  const item = (at: number): { text: string; next: number; cls: WordClass; start: number } | null => {
    let i = at;
    while (
      tokens[i]?.kind === 'word' &&
      LEADERS.has((tokens[i]?.text ?? '').toLowerCase()) &&
      tokens[i + 1]?.kind === 'word'
    )
      i++;
    const first = tokens[i];
    if (!first || first.kind !== 'word') return null;
    const next = tokens[i + 1];
    // "an imprint link": the word before a link noun names the link.
    if (
      classOf(first.text) === 'lower' &&
      next?.kind === 'word' &&
      LINK_NOUNS.has(next.text.toLowerCase()) &&
      !known(first.text.toLowerCase())
    ) {
      return {
        text: first.text.charAt(0).toUpperCase() + first.text.slice(1),
        next: i + 2,
        cls: 'cap',
        start: first.start,
      };
    }
    const cls = classOf(first.text);
    if (/^\d/.test(first.text)) return null;
    const words: Token[] = [];
    let j = i;
    while (words.length < 3) {
      const t = tokens[j];
      if (!t || t.kind !== 'word' || classOf(t.text) !== cls) break;
      const lower = t.text.toLowerCase();
      if (cls === 'lower' && known(lower)) break;
      if (words.length > 0 && isNoun(lower)) break;
      words.push(t);
      j++;
    }
    const last = words[words.length - 1];
    if (!last) return null;
    return { text: text.slice(first.start, last.end), next: j, cls, start: first.start };
  };

  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]?.kind !== 'word') continue;
    const found: Array<{ text: string; cls: WordClass }> = [];
    let at = i;
    let start = -1;
    let end = -1;
    for (;;) {
      const it = item(at);
      if (!it) break;
      if (start < 0) start = it.start;
      found.push({ text: it.text, cls: it.cls });
      end = tokens[it.next - 1]?.end ?? end;
      let k = it.next;
      if (tokens[k]?.kind === 'sep') k++;
      if (tokens[k]?.kind === 'conj') k++;
      if (k === it.next) break;
      at = k;
    }
    if (found.length < 2) continue;
    const lowerItems = found.filter((f) => f.cls === 'lower').length;
    const knownItems = found.filter((f) => known(f.text.toLowerCase())).length;
    // Right after the noun it lists ("links Home, Shop, About and Contact", "tabs: Coffee, Tea"), the
    // items are content even when they are words that name sections.
    const lead = tokens[i - 1]?.text === ':' ? tokens[i - 2] : tokens[i - 1];
    const leadLower = lead?.kind === 'word' ? lead.text.toLowerCase() : '';
    const introduced = leadLower !== '' && (LINK_NOUNS.has(leadLower) || isNoun(leadLower));
    if ((lowerItems > 0 && found.length < 3) || (knownItems * 2 >= found.length && !introduced)) continue;
    lists.push({ items: found.map((f) => f.text), start, end });
    i = tokens.findIndex((t) => t.start >= end) - 1;
    if (i < 0) break;
  }
  return lists;
}
