/**
 * The languages the built-in generator writes, and how a prompt's language
 * is told: tinyld's detector restricted to these languages, English when the
 * text is too short to say.
 */
import { createRequire } from 'node:module';
import type * as Tinyld from 'tinyld';

/**
 * The detector, loaded on the first prompt: tinyld builds its model when it loads, about a tenth of a
 * second of every start, and most starts never generate anything.
 */
let tinyld: typeof Tinyld | undefined;
const detect: typeof Tinyld.detect = (...args) =>
  (tinyld ??= createRequire(import.meta.url)('tinyld') as typeof Tinyld).detect(...args);

export const LANGS = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt'] as const;
export type Lang = (typeof LANGS)[number];

/** One value per language: a table missing a language does not compile. */
export type Localized<T> = Record<Lang, T>;

export const LANGUAGE_NAMES: Localized<string> = {
  en: 'English',
  de: 'German',
  fr: 'French',
  es: 'Spanish',
  it: 'Italian',
  nl: 'Dutch',
  pt: 'Portuguese',
};

function isLang(code: string): code is Lang {
  return (LANGS as readonly string[]).includes(code);
}

/**
 * How much of a text the detector reads: a few sentences tell the language, and the detector's time
 * grows with its input (about a second for 10,000 characters on a busy machine).
 */
const LANG_SAMPLE_CHARS = 1500;

/**
 * The language of a prompt, told from its first sentences; e-mail addresses and links say nothing about it.
 * One or two words ("contact", "faq accordion") are too few to tell: the
 * detector reads them as Portuguese or French, so they count as English.
 */
export function detectLang(text: string): Lang {
  const words = text
    .slice(0, LANG_SAMPLE_CHARS * 2)
    .replace(/(?<!\S)\S+@\S+|https?:\/\/\S+/g, ' ')
    .trim()
    .slice(0, LANG_SAMPLE_CHARS);
  if (words.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length < 3) return 'en';
  const found = detect(words, { only: [...LANGS] });
  const guess: Lang = isLang(found) ? found : 'en';
  // Short prompts fool the detector ("Navigation mit Mega-Menü" reads as Portuguese): when the guess has
  // none of its language's small words and exactly one other language has the most, that one wins.
  const scores = functionWordScores(words);
  if (scores[guess] > 0) return guess;
  const best = Math.max(...LANGS.map((l) => scores[l]));
  // A few words, none of them small words of any language, nothing but plain letters ("comparison table
  // section"): English; the detector reads such prompts as French or Dutch.
  if (best === 0 && !/[^\P{L}a-z]/iu.test(words) && words.split(/\s+/).length <= 6) return 'en';
  const leaders = LANGS.filter((l) => scores[l] === best);
  return best > 0 && leaders.length === 1 && leaders[0] !== undefined ? leaders[0] : guess;
}

/** Small words that belong to one of the languages and to none of the others. */
const FUNCTION_WORDS: Localized<ReadonlySet<string>> = {
  en: new Set(['the', 'and', 'with', 'for', 'our', 'your', 'of', 'to', 'an', 'about', 'that']),
  de: new Set([
    'der',
    'die',
    'das',
    'und',
    'mit',
    'für',
    'ein',
    'eine',
    'einem',
    'einen',
    'unsere',
    'unser',
    'zum',
    'zur',
    'vom',
    'im',
    'über',
  ]),
  fr: new Set(['le', 'les', 'et', 'avec', 'pour', 'une', 'des', 'du', 'nos', 'notre', 'sur', 'dans', 'aux']),
  es: new Set(['el', 'los', 'las', 'y', 'nuestro', 'nuestra', 'nuestros', 'nuestras']),
  it: new Set(['il', 'gli', 'per', 'della', 'delle', 'dei', 'nostro', 'nostra', 'nostri', 'sul']),
  nl: new Set(['het', 'met', 'voor', 'een', 'van', 'onze', 'ons', 'op']),
  pt: new Set(['os', 'com', 'um', 'uma', 'dos', 'das', 'nosso', 'nossa', 'nossos', 'em']),
};

/** Spellings only one of the languages uses. */
const SPELLINGS: Partial<Localized<RegExp>> = {
  de: /ß|ä|ö|ü/g,
  es: /ñ|¿|¡|ción\b|ciones\b/g,
  it: /zion[ei]\b/g,
  nl: /\p{L}ij|ij\p{L}/gu,
  pt: /ção\b|ções\b|ões\b|ão\b/g,
};

function functionWordScores(text: string): Localized<number> {
  const words = text.toLowerCase().split(/[^\p{L}]+/u);
  const lower = text.toLowerCase();
  const score = (l: Lang) =>
    words.filter((w) => FUNCTION_WORDS[l].has(w)).length + (lower.match(SPELLINGS[l] ?? /$^/g)?.length ?? 0);
  return {
    en: score('en'),
    de: score('de'),
    fr: score('fr'),
    es: score('es'),
    it: score('it'),
    nl: score('nl'),
    pt: score('pt'),
  };
}
