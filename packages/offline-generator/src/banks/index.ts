/**
 * Copy banks of the languages other than English: one complete bank per
 * language, in the same shape as the English topic banks. They are
 * topic-neutral (no `{topic}`), since a prompt's subject word is not reliable
 * outside English; `{brand}` is filled as in English.
 */
import type { TopicBank } from '../copy-bank';
import type { Lang } from '../lang';
import { DE_BANK } from './de';
import { ES_BANK } from './es';
import { FR_BANK } from './fr';
import { IT_BANK } from './it';
import { NL_BANK } from './nl';
import { PT_BANK } from './pt';

export const LANG_BANKS: Record<Exclude<Lang, 'en'>, TopicBank> = {
  de: DE_BANK,
  fr: FR_BANK,
  es: ES_BANK,
  it: IT_BANK,
  nl: NL_BANK,
  pt: PT_BANK,
};
