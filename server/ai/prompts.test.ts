import { describe, expect, it } from 'vitest';
import type { DesignSystem } from '@shared/design-system';
import {
  buildEditPrompt,
  buildEditSystemPrompt,
  buildGenerateSystemPrompt,
  cleanDescription,
  fence,
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
