import { parseFragment } from 'parse5';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { contrast, parseColor } from '@atelier/web-kit/color';
import { runOfflineGenerator } from './index';
import { OFFLINE_PATTERNS, editOfflineSnippet, generateOfflineSnippet, renderPattern } from './library';
import { buildPalette } from '@atelier/web-kit/theme';
import { ACME, BLOOM } from '../test/fixtures/offline-patterns';

const VARIANT_PROMPTS = [
  '',
  'for a coffee shop',
  'for a SaaS analytics tool',
  'for a yoga studio',
  'for a travel agency',
  'for an online course',
  'for a design studio',
];

function parseErrors(html: string): string[] {
  const errors: string[] = [];
  parseFragment(html, { onParseError: (e) => errors.push(`${e.code} at ${e.startLine}:${e.startCol}`) });
  return errors;
}

function varValue(html: string, name: string): string {
  const value = new RegExp(`--${name}:\\s*([^;]+);`).exec(html)?.[1];
  if (value === undefined) throw new Error(`--${name} missing`);
  return value;
}

/** Class prefixes are seeded hashes; comparing layouts and copy means ignoring them. */
function withoutPrefixes(code: string): string {
  return code.replace(/\b([a-z]+(?:-[a-z]+)*)-[a-z][a-z0-9]{4}\b/g, '$1-x');
}

function changedRegion(a: string, b: string): { before: string; after: string } {
  let start = 0;
  while (start < a.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  return { before: a.slice(start, endA), after: b.slice(start, endB) };
}

describe('pattern library', () => {
  it('has at least 16 patterns with unique ids, titles and keywords', () => {
    expect(OFFLINE_PATTERNS.length).toBeGreaterThanOrEqual(16);
    const ids = OFFLINE_PATTERNS.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const required of [
      'hero',
      'navbar',
      'feature-grid',
      'pricing',
      'testimonials',
      'faq',
      'cta',
      'footer',
      'contact',
      'product-cards',
      'gallery',
      'stats',
      'team',
      'newsletter',
      'blog-cards',
      'logo-cloud',
    ]) {
      expect(ids).toContain(required);
    }
    for (const p of OFFLINE_PATTERNS) {
      expect(p.title.length).toBeGreaterThan(2);
      expect(p.keywords.length).toBeGreaterThan(0);
    }
  });

  describe.each(OFFLINE_PATTERNS.map((p) => p.id))('%s', (id) => {
    it('renders HTML without parse errors in every variant and mode', () => {
      for (const prompt of VARIANT_PROMPTS) {
        for (const ds of [ACME, { ...BLOOM, isDarkMode: true }]) {
          const html = renderPattern(id, ds, `${id} ${prompt}`);
          expect(parseErrors(html), `${id} "${prompt}"`).toEqual([]);
        }
      }
    });

    it('is one scoped root element with its own style block and no external resources', () => {
      const html = renderPattern(id, ACME, 'for a coffee shop');
      const fragment = parseFragment(html);
      const roots = fragment.childNodes.filter((n) => 'tagName' in n);
      expect(roots).toHaveLength(1);
      const root = roots[0] as { tagName: string; attrs: Array<{ name: string; value: string }> };
      expect(['section', 'nav', 'footer']).toContain(root.tagName);
      const prefix = root.attrs.find((a) => a.name === 'class')?.value.split(' ')[0] as string;
      expect(prefix).toMatch(new RegExp(`^${/^[a-z]/.test(id) ? '' : 'page-'}${id}-[a-z][a-z0-9]{4}$`));
      expect(root.attrs.find((a) => a.name === 'data-pattern')?.value).toBe(id);
      // Every class belongs to the fragment: nothing leans on a utility framework.
      for (const [, classes = ''] of html.matchAll(/\sclass="([^"]*)"/g)) {
        for (const token of classes.split(/\s+/).filter(Boolean)) expect(token.startsWith(prefix), token).toBe(true);
      }
      const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
      for (const m of style.matchAll(/^\s*([^@{}\s][^{}]*?)\s*\{/gm)) expect(m[1], m[1]).toContain(`.${prefix}`);
      expect(html).not.toMatch(/(?:src|href)="https?:|url\(\s*['"]?https?:|@import/);
      for (const m of html.matchAll(/<img\b[^>]*>/g)) expect(m[0]).toMatch(/\salt="[^"]*"/);
    });

    it('uses the project colours and font, and dark mode changes the background', () => {
      const light = renderPattern(id, BLOOM);
      expect(light).toContain('#7c3aed');
      expect(light).toContain('#f59e0b');
      expect(light).toContain('"Playfair Display"');
      expect(light).toContain('--radius: 12px;');
      expect(light).toContain('0 10px 30px rgb(0 0 0 / 0.15)');
      expect(light).toMatch(/var\(--(accent|accent-text|accent-soft|button-bg|on-brand)\)/);
      const dark = renderPattern(id, { ...BLOOM, isDarkMode: true });
      const lightBg = parseColor(varValue(light, 'bg'));
      const darkBg = parseColor(varValue(dark, 'bg'));
      expect(varValue(dark, 'bg')).not.toBe(varValue(light, 'bg'));
      expect(contrast(darkBg!, { r: 0, g: 0, b: 0 })).toBeLessThan(2);
      expect(contrast(lightBg!, { r: 255, g: 255, b: 255 })).toBeLessThan(1.2);
      expect(varValue(dark, 'text')).not.toBe(varValue(light, 'text'));
    });

    it('labels its form fields and names its buttons', () => {
      const html = renderPattern(id, ACME, 'for a fitness studio');
      for (const m of html.matchAll(/<(input|textarea|select)\b[^>]*\sid="([^"]+)"/g)) {
        if (/type="checkbox"/.test(m[0])) continue;
        expect(html, `label for ${m[2]}`).toContain(`for="${m[2]}"`);
      }
      for (const m of html.matchAll(/<button\b[^>]*>([\s\S]*?)<\/button>/g)) {
        const [button, inner = ''] = m;
        const text = inner
          .replace(/<svg[\s\S]*?<\/svg>/g, '')
          .replace(/<[^>]+>/g, '')
          .trim();
        expect(text.length > 0 || /aria-label="[^"]+"/.test(button), button.slice(0, 120)).toBe(true);
      }
    });
  });

  it('renderPattern rejects an unknown id', () => {
    expect(() => renderPattern('carousel-3d', ACME)).toThrow(/unknown/i);
  });
});

describe('palette', () => {
  it('keeps text readable whatever the colours', () => {
    const colours = ['#1e293b', '#3b82f6', '#facc15', '#10b981', '#ffffff', '#000000', '#f97316', '#ec4899', '#a3a3a3'];
    for (const primary of colours) {
      for (const accent of colours) {
        for (const dark of [false, true]) {
          const p = buildPalette({ primary: parseColor(primary)!, accent: parseColor(accent)!, dark });
          const bg = parseColor(p.bg)!;
          const label = `${primary} ${accent} ${dark}`;
          expect(contrast(parseColor(p.text)!, bg), label).toBeGreaterThanOrEqual(7);
          expect(contrast(parseColor(p.heading)!, bg), label).toBeGreaterThanOrEqual(7);
          expect(contrast(parseColor(p.muted)!, bg), label).toBeGreaterThanOrEqual(4.5);
          expect(contrast(parseColor(p['accent-text'])!, bg), label).toBeGreaterThanOrEqual(4.5);
          expect(contrast(parseColor(p['button-text'])!, parseColor(p['button-bg'])!), label).toBeGreaterThanOrEqual(
            4.5,
          );
        }
      }
    }
  });

  it('survives hostile design-system values', () => {
    const html = renderPattern('hero', {
      ...ACME,
      fontFamily: 'Evil</style><script>alert(1)</script>',
      borderRadius: '1px;}</style>',
      boxShadow: 'x</style><b>',
      primaryColor: 'nonsense',
      accentColor: 'rgb(10 20 30)',
    });
    expect(html).not.toMatch(/<\/style>[\s\S]*<\/style>/);
    expect(html).not.toContain('<script>');
    expect(parseErrors(html)).toEqual([]);
    expect(html).toContain('--accent: #0a141e;');
  });
});

describe('generateOfflineSnippet', () => {
  it('is deterministic', () => {
    const input = { prompt: 'A pricing section with 3 plans for a note-taking app', name: 'Notes', designSystem: ACME };
    expect(generateOfflineSnippet(input)).toEqual(generateOfflineSnippet(input));
  });

  it('gives visibly different results for different prompts', () => {
    const prompts = [
      'hero for a coffee shop',
      'hero for a SaaS analytics platform',
      'pricing for a gym',
      'testimonials from happy customers',
      'FAQ about shipping and returns',
      'a landing page for a yoga studio',
      'team section for a design agency',
      'product cards for a fashion store',
      'gallery of our travel destinations',
      'stats for a fintech startup',
      'newsletter signup for a food blog',
      'blog cards for an online school',
      'logo cloud of partners',
      'contact form for a dental clinic',
      'footer for a real estate agency',
      'navbar for a music festival',
      'call to action for a cloud platform',
      'features of our project management tool',
      'hero with heading "Bake bread at home" for a bakery',
      'how it works section for a tutoring service',
    ];
    const outputs = prompts.map((prompt) =>
      withoutPrefixes(generateOfflineSnippet({ prompt, name: 'Snippet', designSystem: ACME }).code),
    );
    expect(new Set(outputs).size).toBeGreaterThanOrEqual(15);
  });

  it('picks patterns from keywords and synonyms, in the order asked', () => {
    const pick = (prompt: string) => generateOfflineSnippet({ prompt, name: 'Test', designSystem: ACME }).patterns;
    expect(pick('landing page with hero, features and pricing')).toEqual(['hero', 'feature-grid', 'pricing']);
    expect(pick('a section answering common questions')).toEqual(['faq']);
    expect(pick('three tiers for our membership')).toEqual(['pricing']);
    expect(pick('customer reviews in cards')).toEqual(['testimonials']);
    expect(pick('something nice and modern')).toEqual(['hero']);
    expect(pick('a footer, then a newsletter, a navbar and testimonials')).toEqual([
      'navbar',
      'newsletter',
      'testimonials',
      'footer',
    ]);
    expect(pick('a landing page for a bakery').length).toBeGreaterThanOrEqual(5);
    expect(pick('pricing section with a heading "Pricing that scales"')).toEqual(['pricing']);
  });

  it('takes headings, button labels and counts from the prompt', () => {
    const hero = generateOfflineSnippet({
      prompt: 'Hero with heading "Grow faster" and button "Start now"',
      name: 'Home',
      designSystem: ACME,
    }).code;
    expect(hero).toMatch(/<h1[^>]*>Grow faster<\/h1>/);
    expect(hero).toMatch(/class="[^"]*__btn"[^>]*>Start now/);

    const pricing = generateOfflineSnippet({
      prompt: 'pricing with 2 plans, title: Fair prices for everyone',
      name: 'Plans',
      designSystem: ACME,
    }).code;
    expect(pricing.match(/<article class="[^"]*__plan\b/g)).toHaveLength(2);
    expect(pricing).toMatch(/<h2[^>]*>Fair prices for everyone<\/h2>/);

    const features = generateOfflineSnippet({
      prompt: '6 features for a bike repair shop',
      name: 'Features',
      designSystem: ACME,
    }).code;
    expect(features.match(/<li class="[^"]*__card"/g)).toHaveLength(6);

    const faq = generateOfflineSnippet({ prompt: 'FAQ with 4 questions', name: 'Help', designSystem: ACME }).code;
    expect(faq.match(/aria-controls="[^"]*-a\d+"/g)).toHaveLength(4);

    const multi = generateOfflineSnippet({
      prompt: 'hero titled "Hello world", then pricing with heading "Our plans"',
      name: 'x',
      designSystem: ACME,
    }).code;
    expect(multi).toMatch(/<h1[^>]*>Hello world<\/h1>/);
    expect(multi).toMatch(/<h2[^>]*>Our plans<\/h2>/);
  });

  it('derives copy from the topic; the brand is the project, never a word of the prompt or the snippet name', () => {
    const bike = generateOfflineSnippet({
      prompt: 'hero for a bicycle repair workshop',
      name: 'Home',
      designSystem: ACME,
    }).code;
    expect(bike.toLowerCase()).toContain('bicycle repair workshop');
    const named = generateOfflineSnippet({
      prompt: 'a navbar with links to Back Office and our Instagram',
      name: 'Lumora navigation',
      designSystem: { ...ACME, name: 'Kornblume Bakery' },
    }).code;
    expect(named).toContain('Kornblume Bakery');
    expect(named).not.toMatch(/__brand[^>]*>\s*(?:Lumora|Back|Instagram)/);
    const called = generateOfflineSnippet({
      prompt: 'a hero for a shop called Nordlicht',
      name: 'x',
      designSystem: ACME,
    });
    expect(called.code).toContain('Nordlicht');
    const coffee = generateOfflineSnippet({
      prompt: 'menu items for a coffee place',
      name: 'Menu',
      designSystem: ACME,
    }).code;
    expect(coffee).toMatch(/Flat White|Cinnamon Bun|Granola|Risotto|Flatbread|Sea Bass|Tart|Salad/);
  });

  it('follows style wishes in the prompt', () => {
    const dark = generateOfflineSnippet({ prompt: 'a hero in dark mode', name: 'x', designSystem: ACME }).code;
    expect(contrast(parseColor(varValue(dark, 'bg'))!, { r: 0, g: 0, b: 0 })).toBeLessThan(2);
    const red = generateOfflineSnippet({ prompt: 'a hero with a red button', name: 'x', designSystem: ACME }).code;
    expect(parseColor(varValue(red, 'button-bg'))!.r).toBeGreaterThan(180);
  });

  it('gives every section of a page its own prefix', () => {
    const { code, patterns } = generateOfflineSnippet({
      prompt: 'landing page with hero, features, testimonials, pricing, faq and footer',
      name: 'x',
      designSystem: ACME,
    });
    expect(patterns).toHaveLength(6);
    const prefixes = [...code.matchAll(/<(?:section|nav|footer) class="([^" ]+)[^"]*" data-pattern=/g)].map(
      (m) => m[1],
    );
    expect(new Set(prefixes).size).toBe(6);
    expect(parseErrors(code)).toEqual([]);
  });
});

describe('editOfflineSnippet', () => {
  const { code } = generateOfflineSnippet({
    prompt: 'landing page with hero "Grow faster", features and pricing',
    name: 'Acme',
    designSystem: ACME,
  });
  const edit = (instruction: string, from = code) =>
    editOfflineSnippet({ code: from, instruction, designSystem: ACME });

  it('changes the button colour and nothing else', () => {
    const r = edit('make the button red');
    if (!r.ok) throw new Error(r.reason);
    const buttonBg = [...r.code.matchAll(/--button-bg:\s*([^;]+);/g)].map(([, value = '']) => parseColor(value)!);
    expect(buttonBg).toHaveLength(3);
    for (const c of buttonBg) expect(c.r).toBeGreaterThan(200);
    expect(r.code.replace(/--button-(bg|text|hover):[^;]+;/g, '')).toBe(
      code.replace(/--button-(bg|text|hover):[^;]+;/g, ''),
    );
    expect(r.summary).toMatch(/button/i);
  });

  it('changes the background to a hex colour and keeps text readable', () => {
    const r = edit('change the background to #112233');
    if (!r.ok) throw new Error(r.reason);
    expect(r.code).toContain('--bg: #112233;');
    expect(contrast(parseColor(varValue(r.code, 'text'))!, parseColor('#112233')!)).toBeGreaterThanOrEqual(7);
    expect(withoutVars(r.code)).toBe(withoutVars(code));
  });

  it('uses a named colour as the accent', () => {
    const r = edit('use green as the accent');
    if (!r.ok) throw new Error(r.reason);
    expect(r.code).toContain('--accent: #008000;');
    expect(withoutVars(r.code)).toBe(withoutVars(code));
  });

  it('changes the heading text, keeping every other byte', () => {
    const r = edit('change the heading to "Grow slower"');
    if (!r.ok) throw new Error(r.reason);
    expect(changedRegion(code, r.code)).toEqual({ before: 'fast', after: 'slow' });
    expect(r.code.length).toBe(code.length);
  });

  it('changes the button text', () => {
    const r = edit('button text to "Join today"');
    if (!r.ok) throw new Error(r.reason);
    const changed = changedRegion(code, r.code);
    expect(changed.after).toContain('Join today');
    expect(changed.before.length).toBeLessThan(20);
  });

  it('escapes new text', () => {
    const r = edit('change the heading to "<b>Bold</b> & more"');
    if (!r.ok) throw new Error(r.reason);
    expect(r.code).toContain('&lt;b&gt;Bold&lt;/b&gt; &amp; more');
    expect(parseErrors(r.code)).toEqual([]);
  });

  it('switches dark and light mode back and forth', () => {
    const dark = edit('make it dark');
    if (!dark.ok) throw new Error(dark.reason);
    expect(contrast(parseColor(varValue(dark.code, 'bg'))!, { r: 0, g: 0, b: 0 })).toBeLessThan(2);
    expect(withoutVars(dark.code)).toBe(withoutVars(code));
    const light = edit('light mode', dark.code);
    if (!light.ok) throw new Error(light.reason);
    expect(light.code).toBe(code);
  });

  it('adds a section before the footer and removes one', () => {
    const withFooter = editOfflineSnippet({ code, instruction: 'add a footer', designSystem: ACME });
    if (!withFooter.ok) throw new Error(withFooter.reason);
    const added = edit('add a FAQ section', withFooter.code);
    if (!added.ok) throw new Error(added.reason);
    expect(added.code.startsWith(withFooter.code.slice(0, withFooter.code.indexOf('<footer')))).toBe(true);
    expect(added.code.indexOf('data-pattern="faq"')).toBeLessThan(added.code.indexOf('<footer'));
    expect(added.code).toContain('x-data="{ open: 0 }"');
    expect(parseErrors(added.code)).toEqual([]);
    const removed = edit('remove the pricing', added.code);
    if (!removed.ok) throw new Error(removed.reason);
    expect(removed.code).not.toContain('data-pattern="pricing"');
    expect(removed.code).toContain('data-pattern="faq"');
    expect(removed.code).toContain('data-pattern="hero"');
    const back = edit('remove the faq', added.code);
    if (!back.ok) throw new Error(back.reason);
    expect(back.code).toBe(withFooter.code);
  });

  it('applies several plain instructions at once', () => {
    const r = edit('make it dark and change the heading to "Night shift"');
    if (!r.ok) throw new Error(r.reason);
    expect(r.code).toMatch(/>Night shift<\/h1>/);
    expect(r.summary).toMatch(/dark/);
  });

  it('changes font, corners and shadows through the theme variables only', () => {
    const font = edit('change the font to Roboto');
    if (!font.ok) throw new Error(font.reason);
    expect(font.code.match(/--font: "Roboto", /g)).toHaveLength(3);
    const square = edit('make the corners square');
    if (!square.ok) throw new Error(square.reason);
    expect(square.code.match(/--radius: 0px;/g)).toHaveLength(3);
    const rounder = edit('make the corners rounder');
    if (!rounder.ok) throw new Error(rounder.reason);
    expect(rounder.code).toContain('--radius: 1rem;');
    const flat = edit('remove the shadows');
    if (!flat.ok) throw new Error(flat.reason);
    expect(flat.code.match(/--shadow: none;/g)).toHaveLength(3);
    for (const r of [font, square, rounder, flat]) {
      expect(r.code.replace(/--(font|radius|shadow):[^;]+;/g, '')).toBe(
        code.replace(/--(font|radius|shadow):[^;]+;/g, ''),
      );
    }
  });

  it('reads "background: #hex" as a colour change', () => {
    const r = edit('background: #fafafa');
    if (!r.ok) throw new Error(r.reason);
    expect(r.code).toContain('--bg: #fafafa;');
  });

  it('explains that anything else needs a model provider', () => {
    for (const instruction of [
      'make the logo bigger',
      'rewrite the copy to sound friendlier',
      'add a red button',
      '',
    ]) {
      const r = edit(instruction);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.reason).toContain('AI_PROVIDER');
        expect(r.reason).toContain('ANTHROPIC_API_KEY');
        expect(r.reason).toContain('OPENAI_API_KEY');
        expect(r.reason).toContain('OPENAI_BASE_URL');
      }
    }
    const missing = edit('remove the team section');
    expect(missing.ok).toBe(false);
  });

  it('swaps a project colour in code written elsewhere', () => {
    const foreign = '<div class="promo"><style>.promo a { background: #3B82F6; }</style><a href="#">Go</a></div>\n';
    const r = editOfflineSnippet({ code: foreign, instruction: 'use teal as the accent', designSystem: ACME });
    if (!r.ok) throw new Error(r.reason);
    expect(r.code).toBe(foreign.replace('#3B82F6', '#008080'));
  });
});

function withoutVars(code: string): string {
  return code.replace(/--[a-z0-9-]+:\s*#[0-9a-f]{6};/g, '');
}

async function describeImagesOffline(images: Buffer[]): Promise<string> {
  return (await runOfflineGenerator({ task: 'describe-images', images })).prompt;
}

describe('describing reference images', () => {
  async function picture(width: number, height: number, base: string, stripe?: string): Promise<Buffer> {
    const image = sharp({ create: { width, height, channels: 3, background: base } });
    if (!stripe) return image.png().toBuffer();
    const band = await sharp({ create: { width: Math.round(width / 3), height, channels: 3, background: stripe } })
      .png()
      .toBuffer();
    return image
      .composite([{ input: band, left: 0, top: 0 }])
      .png()
      .toBuffer();
  }

  it('reports orientation, lightness and dominant colours', async () => {
    const text = await describeImagesOffline([await picture(600, 300, '#1f2937', '#3b82f6')]);
    expect(text.length).toBeGreaterThanOrEqual(10);
    expect(text).toContain('landscape');
    expect(text).toContain('dark');
    expect(text).toContain('#1f2937');
    expect(text).toContain('#3b82f6');
    expect(text.indexOf('#1f2937')).toBeLessThan(text.indexOf('#3b82f6'));
  });

  it('tells portrait from square and light from dark', async () => {
    const portrait = await describeImagesOffline([await picture(300, 600, '#f8fafc')]);
    expect(portrait).toContain('portrait');
    expect(portrait).toMatch(/\blight\b/);
    const square = await describeImagesOffline([await picture(400, 400, '#fde68a', '#dc2626')]);
    expect(square).toContain('square');
  });

  it('describes several images and skips unreadable ones', async () => {
    const text = await describeImagesOffline([
      await picture(600, 300, '#0f172a'),
      Buffer.from('not an image'),
      await picture(300, 600, '#ffffff'),
    ]);
    expect(text).toContain('2 references');
    expect(text).toContain('landscape');
    expect(text).toContain('portrait');
    await expect(describeImagesOffline([Buffer.from('nope')])).rejects.toThrow();
    await expect(describeImagesOffline([])).rejects.toThrow();
  });

  it('writes a prompt the generator acts on', async () => {
    const prompt = await describeImagesOffline([await picture(600, 300, '#111827', '#e11d48')]);
    const { code } = generateOfflineSnippet({ prompt, name: 'From image', designSystem: ACME });
    expect(contrast(parseColor(varValue(code, 'bg'))!, { r: 0, g: 0, b: 0 })).toBeLessThan(2);
    expect(code).toContain('--accent: #e11d48;');
  });
});

describe('determinism', () => {
  it('gives the same layout for the same prompt whatever the snippet is called', () => {
    const a = generateOfflineSnippet({ prompt: 'landing page for a yoga studio', name: 'First', designSystem: ACME });
    const b = generateOfflineSnippet({ prompt: 'landing page for a yoga studio', name: 'Second', designSystem: ACME });
    expect(b.patterns).toEqual(a.patterns);
  });
});

describe('offline edits: sizes and partial answers', () => {
  const stats = generateOfflineSnippet({
    prompt: 'a stats section with 4 numbers',
    name: 'Acme',
    designSystem: ACME,
  }).code;
  const edit = (instruction: string, from = stats) =>
    editOfflineSnippet({ code: from, instruction, designSystem: ACME });

  it('reads "bigger font size for the numbers" as a size of the numbers, not a font family', () => {
    const r = edit('use a bigger font size for the numbers');
    if (!r.ok) throw new Error(r.reason);
    expect(r.code).toMatch(/__value \{[^}]*font-size: calc\(clamp\([^)]*\) \* 1\.25\)/);
    expect(varValue(r.code, 'font')).toBe(varValue(stats, 'font'));
    expect(r.outcome).toEqual({ applied: ['Made the numbers bigger.'], notApplied: [] });
  });

  it('makes headings smaller by a given share', () => {
    const r = edit('make the heading 20% smaller');
    if (!r.ok) throw new Error(r.reason);
    expect(r.code).toMatch(/__title \{[^}]*font-size: calc\([^;]+\* 0\.8\)/);
  });

  it('applies what it understands and names what it left', () => {
    const r = edit('switch to dark mode and add a parallax effect to the photos');
    if (!r.ok) throw new Error(r.reason);
    expect(r.outcome.applied).toEqual(['Switched to dark mode.']);
    expect(r.outcome.notApplied).toHaveLength(1);
    expect(r.outcome.notApplied[0]).toContain('add a parallax effect to the photos');
  });

  it('changes nothing and names the part when nothing applies', () => {
    const r = edit('add a parallax effect to the photos');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.reason).toMatch(/^Nothing was changed\. “add a parallax effect to the photos”/);
  });
});
