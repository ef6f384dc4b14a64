import { parseFragment } from 'parse5';
import { describe, expect, it } from 'vitest';
import type { DesignSystem } from '@shared/design-system';
import { renderSection } from './generate';
import { LANGS, type Lang } from './lang';
import { PATTERN_DEFINITIONS } from './patterns';
import { readPrice } from './patterns/pricing';
import { type SectionCopy } from './prompt';
import { analysePrompt } from './pipeline/plan';
import { themeFromDesignSystem } from '@atelier/web-kit/theme';
import { ACME, BRUTAL } from '../test/fixtures/offline-patterns';

/** Prompts whose seeds reach every variant of every pattern. */
const SEEDS = ['', 'for a coffee shop', 'for a SaaS tool', 'for a yoga studio', 'for a travel agency', 'for a course'];

const IDS = PATTERN_DEFINITIONS.map((p) => p.id);

/** One pattern rendered with copy set directly, as the prompt analysis would hand it over. */
function render(
  id: string,
  copy: SectionCopy = {},
  options: { lang?: Lang; designSystem?: DesignSystem; seed?: string } = {},
): string {
  const analysis = {
    ...analysePrompt(`${id} ${options.seed ?? ''}`, '', PATTERN_DEFINITIONS, 'Acme'),
    lang: options.lang ?? 'en',
  };
  const theme = themeFromDesignSystem(options.designSystem ?? ACME);
  return renderSection(id, theme, analysis, copy, `test:${options.seed ?? ''}`, () => false).html;
}

/** Every variant of every pattern, plus the layouts only a prompt's copy reaches. */
function everyRendering(options: { lang?: Lang; designSystem?: DesignSystem }): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const id of IDS) {
    for (const seed of SEEDS) out.push([id, render(id, {}, { ...options, seed })]);
    out.push([id, render(id, { carousel: true, toggle: true, imageSide: 'left' }, options)]);
  }
  out.push(['footer', render('footer', { items: ['Instagram', 'Imprint'] }, options)]);
  out.push(['contact', render('contact', { email: 'a@b.de' }, options)]);
  return out;
}

function textOf(html: string): string {
  return html
    .replace(/<style>[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

function count(html: string, re: RegExp): number {
  return [...html.matchAll(re)].length;
}

describe('labels in the prompt language', () => {
  // Labels the patterns write themselves; none of them occurs in the English copy bank.
  const ENGLISH = [
    'Most popular',
    'Billing period',
    '2 months free',
    'billed yearly',
    'Talk to us',
    'Start for free',
    'All prices in USD',
    'All rights reserved',
    'Open menu',
    'Sign in',
    'Add to cart',
    'View details',
    'View all',
    'Enlarge',
    'Previous',
    'Full name',
    'Send message',
    'Email address',
    'privacy policy',
    'min read',
    'Portrait of',
    'Still have questions',
    'About us',
    'Loved by thousands',
    'Follow us',
    'out of 5',
    'Step 1',
    'Testimonials',
    'How can we help',
  ];

  it.each(LANGS.filter((l) => l !== 'en'))('writes no English label in %s', (lang) => {
    for (const [id, html] of everyRendering({ lang })) {
      for (const label of ENGLISH) expect(html.includes(label), `${id} (${lang}) says "${label}"`).toBe(false);
      const errors: string[] = [];
      parseFragment(html, { onParseError: (e) => errors.push(e.code) });
      expect(errors, id).toEqual([]);
    }
  });

  it('writes them in English for English prompts', () => {
    const html = everyRendering({ lang: 'en' })
      .map(([, h]) => h)
      .join('\n');
    for (const label of ['Most popular', 'Open menu', 'Enlarge', 'Previous', 'All rights reserved'])
      expect(html).toContain(label);
  });

  it('formats bank prices in the language’s currency', () => {
    expect(textOf(render('pricing', {}, { lang: 'en' }))).toMatch(/\$9\b/);
    const german = textOf(render('pricing', {}, { lang: 'de' }));
    expect(german).toMatch(/\b9\s€/u);
    expect(german).not.toContain('$');
    expect(german).toContain('Am beliebtesten');
    expect(textOf(render('pricing', {}, { lang: 'fr' }))).toMatch(/\b29\s€/u);
  });
});

describe('pricing from the prompt', () => {
  it('reads written prices', () => {
    expect(readPrice('€1.200,50/mo')).toMatchObject({ before: '€', value: 1200.5, after: '/mo', decimalMark: ',' });
    expect(readPrice('29 €')).toMatchObject({ before: '', value: 29, after: ' €', decimals: false });
    expect(readPrice('$1,200/yr')).toMatchObject({ value: 1200, group: ',' });
    expect(readPrice('9,90 €')).toMatchObject({ value: 9.9, decimalMark: ',' });
    expect(readPrice('Free')).toBeNull();
  });

  it('shows the named plans and amounts verbatim, as many as given, with the chosen highlight', () => {
    const prices = [
      { name: 'Basic', amount: '€9' },
      { name: 'Plus', amount: '€19' },
      { name: 'Premium', amount: '€49' },
      { name: 'Team', amount: '€99' },
    ];
    const html = render('pricing', { prices, highlight: 3 });
    expect(count(html, /<article /g)).toBe(4);
    for (const p of prices) {
      expect(html).toContain(`>${p.name}</h3>`);
      expect(html).toContain(p.amount);
    }
    expect(html).not.toContain('$');
    const featured = /<article class="[^"]*--featured"[^>]*>[\s\S]*?<\/article>/.exec(html)?.[0] ?? '';
    expect(featured).toContain('Team');
    expect(featured).toContain('Most popular');
  });

  it('highlights the middle plan by default', () => {
    const prices = [{ amount: '10 €' }, { amount: '20 €' }, { amount: '30 €' }];
    const featured = /<article class="[^"]*--featured"[^>]*>[\s\S]*?<\/article>/.exec(
      render('pricing', { prices }),
    )?.[0];
    expect(featured).toContain('20 €');
  });

  it('adds a monthly/yearly switch when asked, with yearly prices worked out in the same currency', () => {
    const html = render(
      'pricing',
      {
        toggle: true,
        prices: [
          { name: 'Solo', amount: '12 €' },
          { name: 'Duo', amount: '24 €' },
        ],
      },
      { lang: 'de' },
    );
    expect(html).toMatch(/role="group" aria-label="Abrechnungszeitraum"/);
    expect(count(html, /<button [^>]*\baria-pressed="(true|false)"/g)).toBe(2);
    expect(html).toContain('>12 €</span>');
    expect(html).toContain('>10 €</span>');
    expect(html).toContain('>20 €</span>');
    expect(html).toContain('/Monat');
  });

  it('always has the switch for monthly bank plans, and none when the prompt gives prices without asking', () => {
    // The generic and software banks sell monthly plans.
    for (const seed of ['', 'for a SaaS tool', 'for a gym'])
      expect(render('pricing', {}, { seed })).toContain('role="group"');
    expect(render('pricing', { prices: [{ amount: '$5' }] })).not.toContain('role="group"');
    expect(render('pricing', { toggle: false })).not.toContain('role="group"');
  });
});

describe('content from the prompt', () => {
  it('FAQ: the questions it names, as many as asked, as a working accordion', () => {
    const items = ['Do you deliver?', 'Is it vegan?', 'Can I pick up?'];
    const html = render('faq', { items });
    for (const q of items) expect(html).toContain(`<span>${q}</span>`);
    expect(count(html, /<button [^>]*aria-expanded/g)).toBe(3);
    const ids = [...html.matchAll(/aria-controls="([^"]+)"/g)].map((m) => m[1]);
    for (const id of ids) expect(html).toContain(`id="${id}"`);
    expect(count(render('faq', { count: 7 }), /aria-controls=/g)).toBe(7);
  });

  it('contact: e-mail, phone and link as written, as links', () => {
    for (const seed of SEEDS) {
      const html = render(
        'contact',
        { email: 'hallo@baeckerei.de', phone: '+49 30 123 456', url: 'instagram.com/baeckerei' },
        { seed },
      );
      expect(html).toContain('href="mailto:hallo@baeckerei.de">hallo@baeckerei.de</a>');
      expect(html).toContain('href="tel:+4930123456">+49 30 123 456</a>');
      expect(html).toContain('href="https://instagram.com/baeckerei">instagram.com/baeckerei</a>');
    }
  });

  it('stats: the figures and labels as written, and only those', () => {
    const figures = [
      { value: '12,000', label: 'loaves baked' },
      { value: '98%', label: 'happy customers' },
    ];
    const html = render('stats', { figures });
    expect(count(html, /<dd /g)).toBe(2);
    for (const f of figures) {
      expect(html).toContain(`>${f.value}</dd>`);
      expect(html).toContain(`>${f.label}</dt>`);
    }
  });

  it('footer: the links it names, and icons for the social networks among them', () => {
    for (const seed of SEEDS) {
      const html = render('footer', { items: ['Instagram', 'Facebook', 'Imprint', 'Privacy'] }, { seed });
      expect(html).toContain('aria-label="Acme on Instagram"');
      expect(html).toContain('aria-label="Acme on Facebook"');
      expect(html).not.toContain('LinkedIn');
      expect(html).toContain('>Imprint</a>');
      expect(html).toContain('>Privacy</a>');
      expect(html).not.toContain('>Instagram</a>');
    }
  });

  it('about and hero: the image on the side asked for', () => {
    for (const seed of SEEDS) {
      expect(render('about', { imageSide: 'right' }, { seed })).toMatch(/class="about-\w+ about-\w+--reverse"/);
      expect(render('about', { imageSide: 'left' }, { seed })).not.toMatch(/class="about-\w+ about-\w+--reverse"/);
      const left = render('hero', { imageSide: 'left' }, { seed });
      expect(left).toMatch(/--split hero-\w+--media-start"/);
      expect(render('hero', { imageSide: 'right' }, { seed })).toMatch(/--split" data-pattern/);
    }
  });

  it.each([
    ['team', ['Anna Berg', 'Ben Ott'], /<h3 class="[^"]+">([^<]+)<\/h3>/g],
    ['blog-cards', ['Our new oven', 'Sourdough basics', 'Meet the bakers'], /<a href="#">([^<]+)<\/a><\/h3>/g],
    ['product-cards', ['Rye loaf', 'Croissant'], /<h3 class="[^"]+"><a href="#">([^<]+)<\/a>/g],
    ['gallery', ['Shop front', 'Oven', 'Counter', 'Team'], /<figcaption class="[^"]+">([^<]+)</g],
    ['feature-grid', ['Organic flour', 'Baked daily', 'Free delivery'], /<h3 class="[^"]+">([^<]+)<\/h3>/g],
    ['steps', ['Order', 'We bake', 'You enjoy'], /<\/span>([^<]+)<\/h3>/g],
    ['testimonials', ['Ida', 'Jon', 'Kai'], /<cite class="[^"]+">([^<]+)<\/cite>/g],
    ['logo-cloud', ['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon'], /role="img" aria-label="([^"]+)"/g],
    ['navbar', ['Shop', 'Story', 'Visit'], /<li><a href="#"[^>]*>([^<]+)<\/a><\/li>/g],
  ] as const)('%s: the names it gives, one item each', (id, items, re) => {
    for (const seed of SEEDS) {
      const html = render(id, { items: [...items] }, { seed });
      expect(
        [...html.matchAll(re)].map((m) => m[1]),
        `${id} ${seed}`,
      ).toEqual(items);
    }
  });

  it('counts items without names', () => {
    expect(count(render('team', { count: 6 }), /<li class="[^"]+__member"/g)).toBe(6);
    expect(count(render('gallery', { count: 8 }), /aria-haspopup="dialog"/g)).toBe(8);
    expect(count(render('testimonials', { count: 5, carousel: true }), /aria-roledescription="slide"/g)).toBe(5);
    expect(count(render('product-cards', { count: 2 }), /<article /g)).toBe(2);
  });

  it('hero, call to action and newsletter: eyebrow, badge and button as written', () => {
    const hero = render('hero', {
      heading: 'Fresh every day',
      subheading: 'Since 1920',
      button: 'Order now',
      badge: 'New: oat bread',
    });
    for (const text of ['Fresh every day', 'Since 1920', 'Order now', 'New: oat bread']) expect(hero).toContain(text);
    for (const id of ['cta', 'newsletter']) {
      const html = render(id, { eyebrow: 'Last chance', button: 'Join' });
      expect(html).toContain('>Last chance</p>');
      expect(html).toContain('Join');
    }
  });

  it('testimonials: a carousel when asked for one', () => {
    const html = render('testimonials', { carousel: true, count: 3 });
    expect(html).toMatch(/id="(testimonials-\w+-slides)" role="region" aria-roledescription="carousel"/);
    const slides = /id="(testimonials-\w+-slides)"/.exec(html)?.[1];
    expect(count(html, new RegExp(`<button [^>]*aria-controls="${slides}"`, 'g'))).toBe(2);
    expect(count(html, /aria-roledescription="slide"/g)).toBe(3);
  });
});

describe('design system respect', () => {
  it('draws no pills, circles or fixed shadows when the project is square and flat', () => {
    for (const [id, html] of everyRendering({ designSystem: BRUTAL })) {
      expect(html, id).toContain('--radius: 0px;');
      expect(html, id).toContain('--shadow: none;');
      expect(html, id).not.toMatch(/999px|rounded-full/);
      for (const [, value] of html.matchAll(/border-radius:\s*([^;}]+)/g)) {
        expect(value, `${id}: border-radius ${value}`).toMatch(/var\(--radius\)|^(0|inherit)\s*$/);
        expect(value, `${id}: border-radius ${value}`).not.toContain('50%');
      }
      for (const [, value] of html.matchAll(/box-shadow:\s*([^;}]+)/g))
        expect(value?.trim(), `${id}: box-shadow ${value}`).toMatch(/^(var\(--shadow\)|none)$/);
      for (const [, value] of html.matchAll(/[^-]rx:\s*([^;}]+)/g)) expect(value, id).toContain('var(--radius)');
    }
  });
});
