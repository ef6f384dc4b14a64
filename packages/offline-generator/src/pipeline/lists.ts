/**
 * Lists the prompt introduces: after a colon ("three plans: Klein, Familie und Büro"), inside
 * parentheses ("3 values (Durable, Artisanal, Intemporel)"), after a dash, or after "links"
 * ("links Menu, Reservations, Gift cards, Jobs"); items split on commas, "and"/"or" in the seven
 * languages and slashes, each with what its own parentheses say about it ("Lucía (Vinyasa)").
 * Items may be several lower-case words ("rye flour", "piscina en la azotea").
 */
import type { Lang } from '../lang';
import type { Found } from '../prompt-content';

export interface IntroducedItem {
  name: string;
  /** What the item's parentheses say: "Vinyasa", "gentle retinol alternative". */
  description?: string;
}

export interface IntroducedList extends Found {
  items: IntroducedItem[];
}

/** "and" and "or" in each language: Spanish "en" is "in", Dutch "of" is "or". */
const AND_OR: Record<Lang, string> = {
  en: 'and|or',
  de: 'und|oder|sowie',
  fr: 'et|ou',
  es: 'y|o|e',
  it: 'e|ed|o',
  nl: 'en|of',
  pt: 'e|ou',
};
const JOINERS = new Map(
  (Object.keys(AND_OR) as Lang[]).map((lang) => [
    lang,
    new RegExp(
      `\\s*(?:(?<!\\d),|,(?!\\d))\\s*(?:(?:${AND_OR[lang]})\\s+)?|\\s+(?:${AND_OR[lang]})\\s+|\\s*\\/\\s*`,
      'giu',
    ),
  ]),
);

/** An item starting so ends the list: "…, with an icon", "…, als Akkordeon", "…, plus a teaser". */
const ENDS_LIST =
  /^(?:with|without|as|each|every|plus|also|then|in|on|for|all|mit|ohne|als|jede[rsnm]?|sowie|auch|dann|avec|sans|comme|chaque|chacun|puis|pour|con|sin|como|cada|luego|para|senza|ogni|poi|per|met|zonder|elke?|dan|voor|com|sem|cada|depois|a|an|the|ein|eine|einen|un|une|una|uno|een|um|uma|num|numa|em|no|na|dans|en|im|am|auf|nel|nella|sul|sulla|op|bij|al)(?![\p{L}])/iu;

/** "5 Fragen zu Allergenen" → "Allergenen": a count and its noun before "about" are not part of the first item. */
const COUNTED_LEAD =
  /^(?:\d{1,2}|\p{L}+)\s+\p{L}+\s+(?:about|on|regarding|zu|zum|zur|über|sur|sobre|su|sul|sulla|over|acerca de)\s+/iu;

const MAX_WORDS = 6;

function splitTop(segment: string, lang: Lang): Array<{ text: string; at: number }> {
  // Split on joiners outside parentheses.
  const parts: Array<{ text: string; at: number }> = [];
  let depth = 0;
  let start = 0;
  const masked = segment.replace(/[()]/g, (c) => c).split('');
  const flat = masked
    .map((c) => {
      if (c === '(') depth++;
      if (c === ')') depth = Math.max(0, depth - 1);
      return depth > 0 && c !== '(' ? '\u0002' : c;
    })
    .join('');
  for (const m of flat.matchAll(JOINERS.get(lang) ?? /,/g)) {
    parts.push({ text: segment.slice(start, m.index), at: start });
    start = m.index + m[0].length;
  }
  parts.push({ text: segment.slice(start), at: start });
  return parts;
}

function itemOf(raw: string): IntroducedItem | null {
  let text = raw.trim().replace(/^[-–—•*]\s*/, '');
  text = text.replace(/^\d{1,2}[).]\s*/, '');
  let description: string | undefined;
  const paren = /\s*\(([^()]*)\)\s*$/.exec(text);
  if (paren) {
    description = paren[1]?.trim() || undefined;
    text = text.slice(0, paren.index).trim();
  }
  text = text.replace(/[.;:!]+$/, '').trim();
  if (!text || /[()"“”«»„]/.test(text)) return null;
  const words = text.split(/\s+/);
  if (words.length > MAX_WORDS) return null;
  return description ? { name: text, description } : { name: text };
}

function listFrom(segment: string, offset: number, lang: Lang): IntroducedList | null {
  const items: IntroducedItem[] = [];
  let end = offset;
  for (const [i, part] of splitTop(segment, lang).entries()) {
    let raw = part.text;
    if (i === 0) raw = raw.replace(COUNTED_LEAD, '');
    if (i > 0 && ENDS_LIST.test(raw.trim())) break;
    const item = itemOf(raw);
    if (!item) {
      if (i === 0) return null;
      break;
    }
    items.push(item);
    end = offset + part.at + part.text.trimEnd().length;
  }
  if (items.length < 2) return null;
  // Figures and prices ("35 years, 2,400 cases won") are read as such, not as names.
  if (items.filter((i) => /\d/.test(i.name)).length * 2 > items.length) return null;
  return { items, start: offset, end };
}

/** "mr. Visser", "Dr. Berg": a title's full stop ends no list. */
const TITLE_BEFORE = /(?:^|[\s(])(?:mr|mrs|ms|dr|prof|st|mme|mlle|sr|sra|dott|hr|fr|mw|dhr)$/i;

/** Where a list introduced at `from` ends: the sentence's end, a semicolon, a dash, or its closing parenthesis. */
function segmentEnd(prompt: string, from: number, closing: string | null): number {
  let depth = 0;
  for (let i = from; i < prompt.length; i++) {
    const c = prompt[i] ?? '';
    if (c === '(') depth++;
    else if (c === ')') {
      if (depth === 0) return closing === ')' ? i : i;
      depth--;
    } else if (depth === 0) {
      if (c === ';' || c === '\n' || c === '—' || c === '–') return i;
      if (c === '.' && /^\.(?:\s|$)/.test(prompt.slice(i, i + 2)) && !TITLE_BEFORE.test(prompt.slice(0, i))) return i;
      if (c === ' ' && prompt[i + 1] === '-' && prompt[i + 2] === ' ') return i;
      if (c === ':') return i;
    }
  }
  return prompt.length;
}

const LEAD_NOUNS = [
  'links',
  'enlaces',
  'liens',
  'collegamenti',
  'koppelingen',
  'ligações',
  'tabs',
  'onglets',
  'pestañas',
  'schede',
  'tabbladen',
  'abas',
  'spalten',
  'columns',
  'colonnes',
  'columnas',
  'colonne',
  'kolommen',
  'colunas',
];
/** "links Menu, Reservations…": a noun naming what follows, then a capitalised name (case matters after it). */
const LEAD_WORDS = new RegExp(
  `(?<![\\p{L}])(?:${LEAD_NOUNS.map((w) => `[${w.charAt(0).toUpperCase()}${w.charAt(0)}]${w.slice(1)}`).join('|')})\\s+(?=\\p{Lu})`,
  'gu',
);

/** Lists the prompt introduces, in prompt order. */
export function findIntroducedLists(prompt: string, lang: Lang): IntroducedList[] {
  const out: IntroducedList[] = [];
  const starts: Array<{ at: number; closing: string | null }> = [];
  for (let i = 0; i < prompt.length; i++) {
    const c = prompt[i];
    if (c === ':' && !/\d/.test(prompt[i + 1] ?? '') && !/\/\//.test(prompt.slice(i + 1, i + 3)))
      starts.push({ at: i + 1, closing: null });
    else if (c === '(') starts.push({ at: i + 1, closing: ')' });
    else if ((c === '—' || c === '–' || (c === '-' && prompt[i - 1] === ' ')) && prompt[i + 1] === ' ')
      starts.push({ at: i + 1, closing: null });
  }
  starts.sort((a, b) => a.at - b.at);
  // "links A, B and C" first: a colon before it ("footer: © 2025 …, links A / B") does not swallow it.
  const led = [...prompt.matchAll(LEAD_WORDS)].map((m) => ({ at: m.index + m[0].length, closing: null }));
  for (const s of [...led, ...starts]) {
    if (out.some((l) => s.at >= l.start && s.at < l.end)) continue;
    const end = segmentEnd(prompt, s.at, s.closing);
    const segment = prompt.slice(s.at, end);
    const lead = segment.length - segment.trimStart().length;
    const list = listFrom(segment.trim(), s.at + lead, lang);
    if (list && !out.some((l) => list.start < l.end && l.start < list.end)) out.push(list);
  }
  return out.sort((a, b) => a.start - b.start);
}
