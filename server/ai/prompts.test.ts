import { describe, expect, it } from 'vitest';
import type { DesignSystem } from '@shared/design-system';
import { PREVIEW_THEME } from '@shared/preview-theme';
import { contrast, readColor } from '@atelier/web-kit/color';
import {
  BRAND_UTILITIES,
  buildEditPrompt,
  buildEditSystemPrompt,
  buildGenerateSystemPrompt,
  cleanDescription,
  fence,
  fontFacts,
  formatDesignSystem,
  truncateCss,
} from './prompts';

const DESIGN: DesignSystem = {
  name: 'Atlas',
  stylingReference: 'bold geometric',
  primaryColor: '#111827',
  accentColor: '#f43f5e',
  fontFamily: 'Space Grotesk',
  borderRadius: '0',
  boxShadow: 'none',
  isDarkMode: false,
  cssContent: null,
};

describe('truncateCss', () => {
  it('leaves short CSS alone', () => {
    expect(truncateCss('  a { color: red; }  ')).toBe('a { color: red; }');
  });

  it('cuts long CSS after a whole rule and says how much was left out', () => {
    const rule = '.card { color: red; }\n';
    const css = rule.repeat(100);
    const out = truncateCss(css, 200);
    const [kept = ''] = out.split('\n/*');
    expect(kept.endsWith('}')).toBe(true);
    expect(kept.length).toBeLessThanOrEqual(200);
    expect(out).toMatch(
      new RegExp(`/\\* … ${css.trim().length - kept.length} more characters of the project's CSS omitted \\*/$`),
    );
  });
});

describe('fence', () => {
  it('grows longer than any backtick run in the text', () => {
    expect(fence('<p>x</p>', 'html')).toBe('```html\n<p>x</p>\n```');
    expect(fence('a ```` b')).toBe('`````\na ```` b\n`````');
  });
});

describe('system prompts', () => {
  it('carry the design system and the output contract', () => {
    const system = buildGenerateSystemPrompt(DESIGN);
    for (const fact of [
      'Atlas',
      'bold geometric',
      '#111827',
      '#f43f5e',
      'Space Grotesk',
      'light mode',
      '375 px',
      'Tailwind',
      'Alpine.js',
    ]) {
      expect(system).toContain(fact);
    }
    expect(system).toMatch(/No <!DOCTYPE>, <html>, <head> or <body>/);
    expect(system).toMatch(/No external scripts/);
    expect(formatDesignSystem(DESIGN)).not.toContain('existing CSS');
  });

  it('include the project CSS when there is some', () => {
    expect(formatDesignSystem({ ...DESIGN, cssContent: ':root { --brand: #f43f5e; }' })).toContain(
      '```css\n:root { --brand: #f43f5e; }\n```',
    );
  });

  it('ask edits for search/replace blocks', () => {
    expect(buildEditSystemPrompt(DESIGN)).toContain('<<<<<<< SEARCH\n');
    expect(buildEditPrompt({ code: '<p>a</p>', instruction: 'b', imageCount: 2 })).toContain(
      '2 reference images are attached',
    );
  });
});

/** A light bakery whose font the app serves. */
const LIGHT_SERVED: DesignSystem = {
  name: 'Maison Levain',
  stylingReference: 'warm artisanal bakery, serif headlines',
  primaryColor: '#7c2d12',
  accentColor: '#d97706',
  fontFamily: 'Playfair Display',
  borderRadius: '12px',
  boxShadow: '0 10px 30px rgba(0,0,0,0.08)',
  isDarkMode: false,
  cssContent: null,
};

/** A dark club whose font the app does not serve. */
const DARK_UNSERVED: DesignSystem = {
  name: 'Neon Vault',
  stylingReference: 'dark neon night club',
  primaryColor: '#a855f7',
  accentColor: '#22d3ee',
  fontFamily: 'Neue Haas Unica, Helvetica Neue',
  borderRadius: '0',
  boxShadow: 'none',
  isDarkMode: true,
  cssContent: null,
};

const SYSTEMS = { LIGHT_SERVED, DARK_UNSERVED };

/** The utilities a Tailwind theme variable creates: --color-x → bg-x, text-x …; --radius-x → rounded-x; --shadow-x → shadow-x; --font-x → font-x. */
function themeUtilities(theme: string): Set<string> {
  const out = new Set<string>();
  for (const [, namespace = '', name = ''] of theme.matchAll(/--(color|radius|shadow|font)-([\w-]+)\s*:/g)) {
    if (namespace === 'color') {
      for (const p of [
        'bg',
        'text',
        'border',
        'ring',
        'from',
        'via',
        'to',
        'fill',
        'stroke',
        'outline',
        'decoration',
      ]) {
        out.add(`${p}-${name}`);
      }
    } else if (namespace === 'radius') out.add(`rounded-${name}`);
    else out.add(`${namespace}-${name}`);
  }
  return out;
}

/** Backticked class names in a prompt that point at the brand theme (primary, accent, brand, sans). */
function brandClassesNamed(prompt: string): string[] {
  return Array.from(prompt.matchAll(/`(?:[\w-]+:)*([a-z]+-(?:primary|accent|brand|sans))`/g), (m) => m[1] ?? '');
}

describe.each(Object.entries(SYSTEMS))('system prompts for %s', (_label, ds) => {
  const generate = buildGenerateSystemPrompt(ds);
  const edit = buildEditSystemPrompt(ds);

  it('generation prompt matches the snapshot', () => {
    expect(generate).toMatchSnapshot();
  });

  it('edit prompt matches the snapshot', () => {
    expect(edit).toMatchSnapshot();
  });

  it.each([
    ['generate', generate],
    ['edit', edit],
  ])('%s: names only brand utilities the preview frame defines', (_job, prompt) => {
    const defined = themeUtilities(PREVIEW_THEME);
    const named = brandClassesNamed(prompt);
    expect(named).toEqual(expect.arrayContaining(['bg-primary', 'rounded-brand', 'shadow-brand']));
    for (const c of [...named, ...BRAND_UTILITIES]) expect(defined, c).toContain(c);
  });

  it.each([
    ['generate', generate],
    ['edit', edit],
  ])('%s: says the design system wins and needs no third-party image host', (_job, prompt) => {
    expect(prompt).toContain('The design system wins over every other source of styling');
    expect(prompt).toMatch(/load nothing from stock-photo, placeholder or image services/);
    expect(prompt).toMatch(/inline SVG/);
    expect(prompt).not.toMatch(/https?:\/\//);
    expect(prompt).not.toMatch(
      /unsplash|picsum|placehold\.co|placeholder\.com|placeimg|pexels|lorempixel|loremflickr|dummyimage|googleapis/i,
    );
  });

  it('generation carries the content rules', () => {
    expect(generate).toMatch(/quoted string in the request goes into the page verbatim/);
    expect(generate).toMatch(/Honour counts, numbers, prices/);
    expect(generate).toMatch(/in the language of the request/);
    expect(generate).toContain(`"${ds.name}" is the brand`);
  });

  it('edit carries the content rules for changes', () => {
    expect(edit).toMatch(/Quoted strings in the instruction go in verbatim/);
    expect(edit).toMatch(/Honour counts, numbers, prices/);
    expect(edit).toMatch(/language of the current snippet/);
    expect(edit).toContain(`"${ds.name}" is the brand`);
  });

  it('gives colour roles whose text is readable on the page background', () => {
    const hex = (label: RegExp) => {
      const found = label.exec(generate)?.[1];
      const color = found ? readColor(found) : null;
      if (!color) throw new Error(`no colour for ${String(label)}`);
      return color;
    };
    const bg = hex(/Page background (#[0-9a-f]{6})/);
    for (const role of [/body text (#[0-9a-f]{6})/, /muted text \(captions, meta\) (#[0-9a-f]{6})/]) {
      expect(contrast(hex(role), bg)).toBeGreaterThanOrEqual(4.5);
    }
    for (const role of ['surfaces', 'Headings', 'borders and dividers', 'Accent', 'Primary']) {
      expect(generate).toContain(role);
    }
  });
});

describe('the font in the prompt', () => {
  it('says a library font is served and must not be loaded', () => {
    const facts = fontFacts('Playfair Display');
    expect(facts).toContain('The app serves this font itself');
    expect(facts).not.toContain('falls back');
  });

  it('says an unknown font is not served and names the fallback stack the frame draws', () => {
    expect(fontFacts('Neue Haas Unica, Helvetica Neue')).toContain(
      'The app does not serve this font, so it is drawn only on devices that have it installed; everywhere else the page falls back to "Helvetica Neue", ui-sans-serif, system-ui, sans-serif.',
    );
    expect(PREVIEW_THEME).toContain('--font-sans: var(--font-family), ui-sans-serif, system-ui, sans-serif;');
  });

  it('tells square, flat projects to keep square and flat', () => {
    const system = buildGenerateSystemPrompt(DARK_UNSERVED);
    expect(system).toMatch(/square corners everywhere, no pills or circles/);
    expect(system).toMatch(/no box shadows/);
    expect(buildGenerateSystemPrompt(LIGHT_SERVED)).not.toMatch(/no pills/);
  });
});

describe('cleanDescription', () => {
  it.each([
    ['Create a hero.', 'Create a hero.'],
    ['Prompt: Create a hero.', 'Create a hero.'],
    ['**Prompt:** Create a hero.', 'Create a hero.'],
    ['"Create a hero."', 'Create a hero.'],
    ['```\nCreate a hero.\n```', 'Create a hero.'],
  ])('%j → %j', (input, expected) => {
    expect(cleanDescription(input)).toBe(expected);
  });
});
