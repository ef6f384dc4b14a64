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
  return isLang(found) ? found : 'en';
}
