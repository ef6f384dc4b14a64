/**
 * Copy banks of the languages other than English: one complete bank per
 * language, in the same shape as the English topic banks.
 */
import { GENERIC_BANK, type TopicBank } from '../copy-bank';
import type { Lang } from '../lang';

// Filled per language in banks/<lang>.ts.
export const LANG_BANKS: Record<Exclude<Lang, 'en'>, TopicBank> = {
  de: GENERIC_BANK,
  fr: GENERIC_BANK,
  es: GENERIC_BANK,
  it: GENERIC_BANK,
  nl: GENERIC_BANK,
  pt: GENERIC_BANK,
};
