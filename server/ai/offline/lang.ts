/**
 * The languages the built-in generator writes, and how a prompt's language
 * is told: tinyld's detector restricted to these languages, English when the
 * text is too short to say.
 */
import { detect } from 'tinyld';

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
 * The language of a prompt; e-mail addresses and links say nothing about it.
 * One or two words ("contact", "faq accordion") are too few to tell: the
 * detector reads them as Portuguese or French, so they count as English.
 */
export function detectLang(text: string): Lang {
  const words = text.replace(/\S+@\S+|https?:\/\/\S+/g, ' ').trim();
  if (words.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length < 3) return 'en';
  const found = detect(words, { only: [...LANGS] });
  const guess: Lang = isLang(found) ? found : 'en';
  // Short prompts fool the detector ("Navigation mit Mega-Menü" reads as Portuguese): when the guess has
  // none of its language's small words and exactly one other language has the most, that one wins.
  const scores = functionWordScores(words);
  if (scores[guess] > 0) return guess;
  const best = Math.max(...LANGS.map((l) => scores[l]));
  // No small word of any language and nothing but plain letters ("comparison table section"): English.
  if (best === 0 && /^[\x20-\x7e]*$/.test(words)) return 'en';
  const leaders = LANGS.filter((l) => scores[l] === best);
  return best > 0 && leaders.length === 1 && leaders[0] !== undefined ? leaders[0] : guess;
}

/** Small words that belong to one of the languages far more than to the others. */
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
  es: new Set(['el', 'los', 'las', 'y', 'con', 'para', 'una', 'del', 'nuestro', 'nuestra', 'nuestros', 'sobre']),
  it: new Set(['il', 'gli', 'con', 'per', 'della', 'nostro', 'nostra', 'nostri', 'sul', 'dei', 'delle']),
  nl: new Set(['het', 'en', 'met', 'voor', 'een', 'van', 'onze', 'ons', 'op']),
  pt: new Set(['os', 'com', 'um', 'uma', 'dos', 'das', 'nosso', 'nossa', 'nossos', 'em']),
};

function functionWordScores(text: string): Localized<number> {
  const words = text.toLowerCase().split(/[^\p{L}]+/u);
  const score = (l: Lang) => words.filter((w) => FUNCTION_WORDS[l].has(w)).length;
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
