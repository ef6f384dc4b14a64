import { describe, expect, it } from 'vitest';
import { GENERIC_BANK, type SectionKey, type TopicBank } from '../copy-bank';
import { detectLang, type Lang } from '../lang';
import { LANG_BANKS } from './index';

type OtherLang = Exclude<Lang, 'en'>;

const ENTRIES = Object.entries(LANG_BANKS) as Array<[OtherLang, TopicBank]>;

const LOCALES: Record<OtherLang, string> = {
  de: 'de-DE',
  fr: 'fr-FR',
  es: 'es-ES',
  it: 'it-IT',
  nl: 'nl-NL',
  pt: 'pt-PT',
};

const PLAN_UNITS: Record<OtherLang, string> = {
  de: '/Monat',
  fr: '/mois',
  es: '/mes',
  it: '/mese',
  nl: '/maand',
  pt: '/mês',
};

/** Words that give away an English sentence; none of them is a word in the other languages. */
const ENGLISH_WORDS = new Set([
  'the',
  'and',
  'your',
  'with',
  'you',
  'our',
  'for',
  'this',
  'that',
  'from',
  'will',
  'have',
  'get',
  'what',
]);

/** Fields that hold identifiers rather than copy. */
const NOT_COPY = new Set(['id', 'match', 'heroArt', 'icon']);

/** Every piece of copy in a bank, with where it sits. */
function copyOf(value: unknown, path = ''): Array<{ path: string; text: string }> {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => copyOf(v, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, v]) =>
      NOT_COPY.has(key) ? [] : copyOf(v, path ? `${path}.${key}` : key),
    );
  }
  return [];
}

function wordsOf(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}]+/u);
}

describe('copy banks of other languages', () => {
  it('has a bank for every language but English', () => {
    expect(ENTRIES.map(([lang]) => lang).sort()).toEqual(['de', 'es', 'fr', 'it', 'nl', 'pt']);
    for (const [lang, bank] of ENTRIES) {
      expect(bank).not.toBe(GENERIC_BANK);
      expect(bank.id).toBe(`generic-${lang}`);
      expect(bank.match).toEqual([]);
    }
  });

  it.each(ENTRIES)('%s: every field is filled, with as many entries as in English', (_lang, bank) => {
    expect(Object.keys(bank).sort()).toEqual(Object.keys(GENERIC_BANK).sort());
    const lists = [
      'brands',
      'heroHeadings',
      'heroLeads',
      'eyebrows',
      'ctas',
      'nav',
      'features',
      'plans',
      'quotes',
      'faqs',
      'stats',
      'products',
      'posts',
      'steps',
      'gallery',
      'roles',
      'about',
    ] as const;
    for (const key of lists) expect(bank[key].length, key).toBeGreaterThanOrEqual(GENERIC_BANK[key].length);
    for (const key of Object.keys(GENERIC_BANK.titles) as SectionKey[]) {
      expect(bank.titles[key].length, `titles.${key}`).toBeGreaterThanOrEqual(GENERIC_BANK.titles[key].length);
      expect(bank.leads[key].length, `leads.${key}`).toBeGreaterThanOrEqual(GENERIC_BANK.leads[key].length);
    }
    for (const [primary, secondary] of bank.ctas) expect(primary).not.toBe(secondary);
    for (const plan of bank.plans) {
      expect(plan.price).toBeGreaterThan(0);
      expect(plan.features.length).toBeGreaterThanOrEqual(3);
    }
    for (const { path, text } of copyOf(bank)) {
      expect(text.trim(), path).not.toBe('');
      expect(text, path).toBe(text.trim());
    }
  });

  it.each(ENTRIES)('%s: only {brand} is filled in, never the topic', (_lang, bank) => {
    for (const { path, text } of copyOf(bank)) {
      expect(text.replaceAll('{brand}', ''), path).not.toMatch(/[{}]/);
    }
  });

  it.each(ENTRIES)('%s: no English sentence is left', (_lang, bank) => {
    for (const { path, text } of copyOf(bank)) {
      const english = wordsOf(text).filter((w) => ENGLISH_WORDS.has(w));
      expect(english, `${path}: ${text}`).toEqual([]);
    }
  });

  it.each(ENTRIES)('%s: the hero leads and features read as the language', (lang, bank) => {
    const text = [...bank.heroLeads, ...bank.features.map((f) => f.text)].join(' ').replaceAll('{brand}', '');
    expect(detectLang(text)).toBe(lang);
    expect(detectLang(bank.faqs.map((f) => `${f.q} ${f.a}`).join(' '))).toBe(lang);
  });

  it.each(ENTRIES)('%s: prices and plan units follow the language', (lang, bank) => {
    expect(bank.planUnit).toBe(PLAN_UNITS[lang]);
    const euros = new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency: 'EUR' });
    for (const product of bank.products) {
      const amount = Number(product.price.replace(/[^\d,]/g, '').replace(',', '.'));
      expect(amount, product.name).toBeGreaterThan(0);
      expect(product.price, product.name).toBe(euros.format(amount));
    }
  });

  it.each(ENTRIES)('%s: typographic quotes and apostrophes only', (_lang, bank) => {
    for (const { path, text } of copyOf(bank)) {
      expect(text, path).not.toMatch(/['"]|\.\.\./);
      const count = (c: string) => text.split(c).length - 1;
      expect(count('«'), path).toBe(count('»'));
      expect(count('„'), path).toBe(count('“'));
    }
  });

  it('French spaces its high punctuation and guillemets without breaks', () => {
    for (const { path, text } of copyOf(LANG_BANKS.fr)) {
      expect(text, path).not.toMatch(/ [:;!?»%€]|« /);
      expect(text, path).not.toMatch(/[^\u202f][;!?]/);
      expect(text, path).not.toMatch(/[^\u00a0]:/);
      expect(text, path).not.toMatch(/«[^\u00a0]|[^\u00a0]»/);
    }
  });

  it('Spanish opens every question and exclamation', () => {
    for (const { path, text } of copyOf(LANG_BANKS.es)) {
      const count = (c: string) => text.split(c).length - 1;
      expect(count('¿'), path).toBe(count('?'));
      expect(count('¡'), path).toBe(count('!'));
    }
    expect(LANG_BANKS.es.faqs.every((f) => f.q.startsWith('¿'))).toBe(true);
  });

  it('German uses German quotation marks', () => {
    const quoted = copyOf(LANG_BANKS.de).filter(({ text }) => /[„“”]/.test(text));
    expect(quoted.length).toBeGreaterThan(0);
    for (const { path, text } of quoted) expect(text, path).toMatch(/„[^“”]+“/);
  });
});
