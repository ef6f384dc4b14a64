import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { themeColors } from './colors';
import { scopeCss, scopeSelector, type BackgroundImage } from './css';
import { compileTailwind, tailwindCandidates } from './tailwind';
import { designSystem } from '../test/fixtures/shopify-sections';

const SCOPE = '#shopify-section-{{ section.id }}';
const colors = themeColors(designSystem);

describe('scopeSelector', () => {
  it.each([
    ['.card', `${SCOPE} .card`],
    [':root', SCOPE],
    ['html', SCOPE],
    ['body', SCOPE],
    ['html body .title', `${SCOPE} .title`],
    ['body > .wrapper', `${SCOPE} > .wrapper`],
    ['body.dark .card', `${SCOPE}.dark .card`],
    ['*', `${SCOPE} *`],
    ['::selection', `${SCOPE} ::selection`],
    ['.bodycopy p', `${SCOPE} .bodycopy p`],
    ['a[href="body"]', `${SCOPE} a[href="body"]`],
  ])('%s becomes %s', (selector, expected) => {
    expect(scopeSelector(selector, SCOPE)).toBe(expected);
  });
});

describe('scopeCss', () => {
  it('scopes rules inside media queries and leaves keyframe steps alone, renaming the animation', () => {
    const { css } = scopeCss(
      `@media (min-width: 768px) { .grid { display: grid } }
       @keyframes fade { from { opacity: 0 } to { opacity: 1 } }
       .card { animation: fade 1s ease both }`,
      { scope: '#scope', colors, keyframeSuffix: 's9' },
    );
    const root = postcss.parse(css);
    const media = root.nodes.find((n) => n.type === 'atrule' && n.name === 'media') as postcss.AtRule;
    expect((media.nodes?.[0] as postcss.Rule).selector).toBe('#scope .grid');
    const keyframes = root.nodes.find((n) => n.type === 'atrule' && n.name === 'keyframes') as postcss.AtRule;
    expect(keyframes.params).toBe('fade-s9');
    expect((keyframes.nodes?.[0] as postcss.Rule).selector).toBe('from');
    expect(css).toContain('animation: fade-s9 1s ease both');
  });

  it("turns the project's colours into custom properties, keeping transparency", () => {
    const { css, usedColors } = scopeCss(
      '.a { color: #1E293B; border-color: rgba(59, 130, 246, 0.25); background: #fff }',
      { scope: SCOPE, colors, keyframeSuffix: 's1' },
    );
    expect(css).toContain('color: var(--atelier-primary)');
    expect(css).toContain('border-color: color-mix(in srgb, var(--atelier-accent) 25%, transparent)');
    expect(css).toContain('background: #fff');
    expect([...usedColors].sort()).toEqual(['accent_color', 'primary_color']);
  });

  it('lifts @import rules, drops layers and collects background images', () => {
    const backgrounds: BackgroundImage[] = [];
    const { css, imports } = scopeCss(
      `@import url("https://fonts.googleapis.com/css2?family=Inter");
       @layer base { h1 { margin: 0 } }
       .hero { background: url('https://cdn.example.com/hero.jpg') center / cover; }`,
      { scope: SCOPE, colors, keyframeSuffix: 's1' },
      backgrounds,
    );
    expect(imports).toEqual(['@import url("https://fonts.googleapis.com/css2?family=Inter");']);
    expect(css).not.toContain('@layer');
    expect(css).toContain(`${SCOPE} h1`);
    expect(backgrounds).toEqual([{ variable: '--atelier-image-1', url: 'https://cdn.example.com/hero.jpg' }]);
    expect(css).toContain('background: var(--atelier-image-1) center / cover');
  });
});

describe('compileTailwind', () => {
  it('compiles the utilities a snippet uses into plain CSS', async () => {
    const { css, utilities } = await compileTailwind(
      ['p-4', 'md:flex', 'bg-primary', 'card', 'hover:text-accent'],
      designSystem,
    );
    expect(utilities.has('p-4')).toBe(true);
    expect(utilities.has('md:flex')).toBe(true);
    expect(utilities.has('card')).toBe(false);
    expect(css).toMatch(/\.p-4 \{\s*padding: calc\(var\(--spacing\) \* 4\);/);
    expect(css).toContain('--color-primary: #1e293b');
    expect(css).toContain('--color-accent: #3b82f6');
    expect(css).toContain('@media (width >= 48rem)');
  });

  it('compiles the brand radius and shadow the preview defines', async () => {
    const { css, utilities } = await compileTailwind(['rounded-brand', 'shadow-brand'], {
      ...designSystem,
      borderRadius: '14',
      boxShadow: '0 4px 12px rgba(0,0,0,0.1)',
    });
    expect(utilities).toEqual(new Set(['rounded-brand', 'shadow-brand']));
    expect(css).toMatch(/\.rounded-brand \{\s*border-radius: var\(--radius-brand\);/);
    expect(css).toContain('--radius-brand: 14px');
    expect(css).toContain('--tw-shadow: 0 4px 12px var(--tw-shadow-color, rgba(0,0,0,0.1));');
  });

  it('emits nothing when no class is a Tailwind utility', async () => {
    expect(await compileTailwind(['card', 'hero__title'], designSystem)).toEqual({ css: '', utilities: new Set() });
    expect(await compileTailwind([], designSystem)).toEqual({ css: '', utilities: new Set() });
  });

  it('finds candidates in class attributes and in strings of scripts', () => {
    const candidates = tailwindCandidates(['p-4'], ["el.classList.add('hidden', 'opacity-0'); const n = 3;"]);
    expect(candidates).toEqual(expect.arrayContaining(['p-4', 'hidden', 'opacity-0']));
  });
});
