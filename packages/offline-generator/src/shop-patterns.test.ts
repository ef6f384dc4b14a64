import { parseFragment } from 'parse5';
import { describe, expect, it } from 'vitest';
import type { DesignSystem } from '@shared/design-system';
import { GENERIC_BANK } from './copy-bank';
import { seededRandom } from './hash';
import { generateOfflineSnippet, renderPattern } from './library';
import { LANGS, type Lang } from './lang';
import { findPattern } from './patterns';
import { TEXT as COMPARISON } from './patterns/comparison';
import { TEXT as INGREDIENTS, allergensOf } from './patterns/ingredients';
import { TEXT as MEGA_MENU } from './patterns/mega-menu';
import { TEXT as SHIPPING } from './patterns/shipping-returns';
import { TEXT as SIZE_GUIDE, formatMeasure, sizeRows } from './patterns/size-guide';
import { TEXT as STORE_LOCATOR, searchText } from './patterns/store-locator';
import { TEXT as TIMELINE, milestoneYears, startYear } from './patterns/timeline';
import type { PatternContext } from './patterns/types';
import type { SectionCopy } from './prompt';
import { themeFromDesignSystem } from '@atelier/web-kit/theme';
import { ACME } from '../test/fixtures/offline-patterns';

const IDS = [
  'size-guide',
  'store-locator',
  'timeline',
  'mega-menu',
  'comparison',
  'shipping-returns',
  'ingredients',
] as const;

const TABLES: Record<(typeof IDS)[number], Record<Lang, unknown>> = {
  'size-guide': SIZE_GUIDE,
  'store-locator': STORE_LOCATOR,
  timeline: TIMELINE,
  'mega-menu': MEGA_MENU,
  comparison: COMPARISON,
  'shipping-returns': SHIPPING,
  ingredients: INGREDIENTS,
};

/** One section rendered directly, with the copy a prompt would have spelled out. */
function render(id: string, copy: SectionCopy = {}, lang: Lang = 'en', ds: DesignSystem = ACME): string {
  const pattern = findPattern(id);
  if (!pattern) throw new Error(`no pattern ${id}`);
  const ctx: PatternContext = {
    prefix: `${id}-abcde`,
    theme: themeFromDesignSystem(ds),
    lang,
    bank: GENERIC_BANK,
    topic: 'bakery',
    brand: 'Acme',
    copy,
    rng: seededRandom(7),
  };
  return pattern.render(ctx);
}

function parseErrors(html: string): string[] {
  const errors: string[] = [];
  parseFragment(html, { onParseError: (e) => errors.push(`${e.code} at ${e.startLine}:${e.startCol}`) });
  return errors;
}

interface Node {
  nodeName: string;
  tagName?: string;
  value?: string;
  attrs?: Array<{ name: string; value: string }>;
  childNodes?: Node[];
}

function elements(html: string): Node[] {
  const all: Node[] = [];
  const walk = (n: Node) => {
    if (n.tagName) all.push(n);
    for (const c of n.childNodes ?? []) walk(c);
  };
  walk(parseFragment(html) as unknown as Node);
  return all;
}

const attr = (n: Node, name: string) => n.attrs?.find((a) => a.name === name)?.value;

/** What a visitor or a screen reader meets: text and the attributes that carry words. */
function visibleWords(html: string): string {
  return elements(html)
    .flatMap((n) => [
      ...(n.childNodes ?? [])
        .filter((c) => c.nodeName === '#text' && n.tagName !== 'style' && n.tagName !== 'script')
        .map((c) => c.value ?? ''),
      ...['aria-label', 'placeholder', 'title', 'alt'].map((a) => attr(n, a) ?? ''),
    ])
    .join('\n');
}

function text(n: Node): string {
  if (n.nodeName === '#text') return n.value ?? '';
  if (n.tagName === 'style' || n.tagName === 'script') return '';
  return (n.childNodes ?? []).map(text).join('');
}

/** Every string of a label table, with its path, so two languages can be compared entry by entry. */
function strings(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}.${i}`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, `${path}.${k}`));
  return [];
}

describe('shop and content sections', () => {
  it.each(IDS)('%s is valid HTML in every language, light and dark', (id) => {
    for (const lang of LANGS) {
      for (const ds of [ACME, { ...ACME, isDarkMode: true, borderRadius: '0', boxShadow: 'none' }]) {
        const html = render(id, {}, lang, ds);
        expect(parseErrors(html), `${id} ${lang}`).toEqual([]);
        expect(html).toContain(`data-pattern="${id}"`);
      }
    }
  });

  it.each(IDS)('%s writes every label in the language asked for', (id) => {
    const table = TABLES[id];
    const english = new Map(strings(table.en));
    for (const lang of LANGS.filter((l) => l !== 'en')) {
      const words = visibleWords(render(id, {}, lang));
      const own = new Map(strings(table[lang]));
      expect([...own.keys()].sort(), lang).toEqual([...english.keys()].sort());
      for (const [path, en] of english) {
        if (en.length < 4 || own.get(path) === en || /\{/.test(en)) continue;
        const phrase = new RegExp(`(?<![\\p{L}])${en.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u');
        expect(words, `${id} ${lang} ${path}: "${en}"`).not.toMatch(phrase);
      }
    }
  });

  it.each(IDS)('%s takes the copy the prompt spelled out and escapes it', (id) => {
    const html = render(id, { heading: 'Fish & <Chips>', items: ['Alpha & Co', 'Beta'] });
    expect(html).not.toContain('<Chips>');
    if (id !== 'mega-menu') expect(html).toContain('Fish &amp; &lt;Chips&gt;');
    expect(html).toContain('Alpha &amp; Co');
    expect(parseErrors(html)).toEqual([]);
  });

  it.each(IDS)('%s names its controls and points ARIA references at real ids', (id) => {
    const html = render(id, {}, 'de');
    const nodes = elements(html);
    const ids = new Set(nodes.map((n) => attr(n, 'id')).filter(Boolean));
    for (const n of nodes) {
      for (const name of ['aria-controls', 'aria-labelledby', 'for']) {
        const ref = attr(n, name);
        if (ref !== undefined) expect(ids, `${name}="${ref}"`).toContain(ref);
      }
      if (n.tagName === 'button') expect(text(n).trim().length > 0 || attr(n, 'aria-label')).toBeTruthy();
      if (n.tagName === 'input') expect(html).toContain(`for="${attr(n, 'id')}"`);
    }
  });

  it('is the same for the same prompt', () => {
    for (const id of IDS) {
      const prompt = `${id} for a bakery`;
      expect(renderPattern(id, ACME, prompt)).toBe(renderPattern(id, ACME, prompt));
    }
  });
});

describe('size guide', () => {
  it('builds a captioned table with scoped headers from the sizes asked for', () => {
    const html = render('size-guide', { items: ['S', 'M', 'L', 'XL'] });
    const nodes = elements(html);
    const table = nodes.find((n) => n.tagName === 'table');
    expect(table).toBeDefined();
    expect(nodes.some((n) => n.tagName === 'caption' && /Body measurements/.test(text(n)))).toBe(true);
    for (const th of nodes.filter((n) => n.tagName === 'th')) expect(['col', 'row']).toContain(attr(th, 'scope'));
    const rowHeads = nodes.filter((n) => n.tagName === 'th' && attr(n, 'scope') === 'row').map((n) => text(n));
    expect(rowHeads).toEqual(['S', 'M', 'L', 'XL']);
    const heads = nodes.filter((n) => n.tagName === 'th' && attr(n, 'scope') === 'col').map((n) => text(n));
    expect(heads.join(' ')).toMatch(/Chest.*Waist.*Hips.*Length/);
  });

  it('scrolls inside a labelled, focusable wrapper and switches units with pressed buttons', () => {
    const nodes = elements(render('size-guide'));
    const wrapper = nodes.find((n) => attr(n, 'role') === 'region' && attr(n, 'tabindex') === '0');
    expect(wrapper && attr(wrapper, 'aria-label')).toBeTruthy();
    expect((wrapper?.childNodes ?? []).some((n) => n.tagName === 'table')).toBe(true);
    const group = nodes.find((n) => attr(n, 'role') === 'group');
    expect(group && attr(group, 'aria-label')).toBe('Unit');
    const buttons = (group?.childNodes ?? []).filter((n) => n.tagName === 'button');
    expect(buttons.map((b) => attr(b, 'aria-pressed'))).toEqual(['true', 'false']);
  });

  it('grows measurements with the size and converts them to inches', () => {
    const rows = sizeRows(['S', 'M', 'L']);
    expect(rows.map((r) => r.cm[0])).toEqual([90, 96, 102]);
    expect(sizeRows(['36', '38', '40']).map((r) => r.cm[0])).toEqual([84, 90, 96]);
    expect(formatMeasure(96, 'in', 'en')).toBe('38');
    expect(formatMeasure(90, 'in', 'de')).toBe('35,5');
    expect(formatMeasure(90, 'cm', 'fr')).toBe('90');
  });
});

describe('store locator', () => {
  it('lists the stores asked for with address, hours, phone and directions', () => {
    const html = render('store-locator', { items: ['Berlin', 'Hamburg', 'Munich'] }, 'de');
    const nodes = elements(html);
    const stores = nodes.filter((n) => n.tagName === 'li' && /__store\b/.test(attr(n, 'class') ?? ''));
    expect(
      stores.map((s) => text(s.childNodes?.find((c) => c.tagName === 'div') ?? s).includes('Route planen')),
    ).toEqual([true, true, true]);
    expect(nodes.filter((n) => n.tagName === 'h3').map(text)).toEqual(['Berlin', 'Hamburg', 'Munich']);
    expect(nodes.filter((n) => n.tagName === 'address')).toHaveLength(3);
    expect(nodes.filter((n) => attr(n, 'href')?.startsWith('tel:'))).toHaveLength(3);
    const input = nodes.find((n) => n.tagName === 'input');
    expect(input && attr(input, 'type')).toBe('search');
    expect(html).toContain('Keine Filiale passt zu');
    expect(nodes.some((n) => n.tagName === 'svg' && attr(n, 'role') === 'img' && attr(n, 'aria-label'))).toBe(true);
  });

  it('searches without case or accents', () => {
    expect(searchText('München Gärtnerplatz')).toBe('munchen gartnerplatz');
  });
});

describe('timeline', () => {
  const years = (html: string) =>
    elements(html)
      .filter((n) => n.tagName === 'time')
      .map((n) => attr(n, 'datetime'));

  it('starts at the year the prompt names and ends today', () => {
    expect(years(render('timeline', { heading: 'Baking since 1998' }))).toEqual([
      '1998',
      '2005',
      '2012',
      '2019',
      '2026',
    ]);
    expect(years(render('timeline', { items: ['2010', '1995', '2026'] }))).toEqual(['1995', '2010', '2026']);
    expect(startYear({ figures: [{ value: '1987', label: 'founded' }] })).toBe(1987);
    expect(startYear({ heading: 'Our story' })).toBeUndefined();
  });

  it('spreads distinct years evenly', () => {
    expect(milestoneYears(2006, 5)).toEqual([2006, 2011, 2016, 2021, 2026]);
    expect(milestoneYears(2024, 5)).toEqual([2024, 2025, 2026]);
    expect(milestoneYears(2026, 3)).toEqual([2026]);
  });

  it('uses named milestones as titles', () => {
    const html = render('timeline', { heading: 'Since 2000', items: ['First shop', 'Second shop'] });
    expect(
      elements(html)
        .filter((n) => n.tagName === 'h3')
        .map(text),
    ).toEqual(['First shop', 'Second shop']);
    expect(years(html)).toEqual(['2000', '2026']);
  });
});

describe('comparison', () => {
  it('puts the products asked for in columns and gives every icon a text', () => {
    const html = render('comparison', { items: ['Basic', 'Pro', 'Team'], highlight: 2 });
    const nodes = elements(html);
    expect(nodes.some((n) => n.tagName === 'caption')).toBe(true);
    const cols = nodes.filter((n) => n.tagName === 'th' && attr(n, 'scope') === 'col');
    expect(cols.map((n) => text(n))).toEqual(['Feature', 'Basic', 'Pro', 'Most popularTeam']);
    expect(cols.map((n) => /__hl/.test(attr(n, 'class') ?? ''))).toEqual([false, false, false, true]);
    const cells = nodes.filter((n) => n.tagName === 'td' && (n.childNodes ?? []).some((c) => c.tagName === 'span'));
    expect(cells.length).toBe(18);
    for (const cell of cells) expect(['Included', 'Not included']).toContain(text(cell).trim());
    expect(cells.some((c) => text(c).trim() === 'Not included')).toBe(true);
  });
});

describe('shipping and returns', () => {
  it('shows delivery options, return steps and an accordion of details', () => {
    const html = render('shipping-returns', {
      items: ['Standard', 'Express'],
      prices: [{ amount: '€5' }, { amount: '€12' }],
    });
    const nodes = elements(html);
    expect(
      nodes.filter((n) => /__option\b/.test(attr(n, 'class') ?? '')).map((n) => text(n).replace(/\s+/g, ' ').trim()),
    ).toEqual([
      'Standard €5 3–5 working days Free on orders over $50',
      'Express €12 1–2 working days Order by 2 pm for same-day dispatch',
    ]);
    expect(nodes.filter((n) => /__step\b/.test(attr(n, 'class') ?? ''))).toHaveLength(3);
    const triggers = nodes.filter((n) => n.tagName === 'button' && attr(n, 'aria-controls'));
    expect(triggers.length).toBeGreaterThanOrEqual(3);
    for (const b of triggers) expect(attr(b, 'aria-expanded')).toBe('false');
  });
});

describe('ingredients', () => {
  it('marks allergens in any language and sums them up', () => {
    const html = render('ingredients', { items: ['Wheat flour', 'Water', 'Butter', 'Sea salt'] });
    const bold = elements(html)
      .filter((n) => n.tagName === 'strong')
      .map(text);
    expect(bold).toEqual(['Wheat flour', 'Butter']);
    expect(html).toContain('(allergen: Gluten)');
    expect(html).toMatch(/Contains:<\/dt>\s*<dd>Gluten, Milk<\/dd>/);
    expect(allergensOf('Haselnüsse')).toEqual(['nuts']);
    expect(allergensOf('Farine de blé')).toEqual(['gluten']);
    expect(allergensOf('Mushrooms')).toEqual([]);
    expect(allergensOf('Peanut butter')).toEqual(['peanuts']);
  });

  it('has a captioned nutrition table per 100 g', () => {
    const nodes = elements(render('ingredients', {}, 'fr'));
    expect(nodes.find((n) => n.tagName === 'caption') && text(nodes.find((n) => n.tagName === 'caption') as Node)).toBe(
      'Valeurs nutritionnelles pour 100 g',
    );
    const rows = nodes.filter((n) => n.tagName === 'th' && attr(n, 'scope') === 'row');
    expect(rows.map(text)[0]).toBe('Énergie');
    expect(text(nodes.filter((n) => n.tagName === 'td')[0] as Node)).toMatch(/^\d+ kJ \/ \d+ kcal$/);
  });
});

describe('mega menu', () => {
  it('opens grouped link panels from buttons and has a mobile toggle', () => {
    const nodes = elements(render('mega-menu', { items: ['Women', 'Men', 'Kids'] }));
    const triggers = nodes.filter((n) => n.tagName === 'button' && /-p\d$/.test(attr(n, 'aria-controls') ?? ''));
    expect(triggers.map((b) => text(b))).toEqual(['Women', 'Men', 'Kids']);
    const panel = nodes.find((n) => attr(n, 'id') === attr(triggers[0] as Node, 'aria-controls'));
    expect(panel && attr(panel, 'x-show')).toBe('open === 0');
    expect(
      nodes.filter((n) => n.tagName === 'ul' && attr(n, 'aria-labelledby')?.startsWith('mega-menu-abcde-g0-')),
    ).toHaveLength(3);
    const toggle = nodes.find((n) => n.tagName === 'button' && attr(n, 'aria-controls') === 'mega-menu-abcde-menu');
    expect(toggle && attr(toggle, 'aria-expanded')).toBe('false');
    const root = nodes[0] as Node;
    expect(root.tagName).toBe('nav');
    expect(attr(root, 'x-on:keydown.escape')).toContain('focus()');
  });
});

describe('choosing these sections from a prompt', () => {
  const pick = (prompt: string) => generateOfflineSnippet({ prompt, name: 'x', designSystem: ACME }).patterns;

  it('keeps an FAQ about shipping an FAQ', () => {
    expect(pick('FAQ accordion with 4 questions about shipping and returns')).toEqual(['faq']);
    expect(pick('FAQ about returns and shipping, then a contact form')).toEqual(['faq', 'contact']);
    expect(pick('Shipping and returns information')).toEqual(['shipping-returns']);
  });

  it('finds each section by its own words', () => {
    expect(pick('A size guide with sizes S, M, L, XL')).toEqual(['size-guide']);
    expect(pick('store locator for our shops')).toEqual(['store-locator']);
    expect(pick('Timeline of our history since 1998')).toEqual(['timeline']);
    expect(pick('how it works in 3 steps')).toEqual(['steps']);
    expect(pick('comparison table of our plans')).toEqual(['comparison']);
    expect(pick('compare our products')).toEqual(['comparison']);
    expect(pick('ingredients and nutrition facts of our granola')).toEqual(['ingredients']);
  });

  it('starts a timeline at the year the prompt names', () => {
    for (const prompt of ['Timeline of our history since 1998', 'Zeitstrahl unserer Geschichte seit 1998']) {
      const { code } = generateOfflineSnippet({ prompt, name: 'x', designSystem: ACME });
      const years = [...code.matchAll(/<time[^>]*datetime="(\d{4})"/g)].map((m) => m[1]);
      expect(years[0], prompt).toBe('1998');
      expect(years.at(-1)).toBe('2026');
    }
  });

  it('lets a mega menu stand in for the navbar', () => {
    expect(pick('A header with a mega menu and a hero')).toEqual(['mega-menu', 'hero']);
    expect(pick('navbar and hero')).toEqual(['navbar', 'hero']);
  });
});
