import { describe, expect, it } from 'vitest';
import {
  elementMatchesTerm,
  firstClassName,
  hasScript,
  isExecutableScriptType,
  needsFreshDocument,
} from './frame-logic';
import { designProperties, fontFamilyValue } from '@shared/snippet-document';

describe('needsFreshDocument', () => {
  it('updates markup in place and reloads for scripts', () => {
    expect(needsFreshDocument(null, '<script>let a = 1</script>')).toBe(false);
    expect(needsFreshDocument('<p>a</p>', '<p>b</p>')).toBe(false);
    expect(needsFreshDocument('<p>a</p><script>let a</script>', '<p>b</p><script>let a</script>')).toBe(true);
    expect(needsFreshDocument('<p>a</p><SCRIPT>x()</SCRIPT>', '<p>b</p>')).toBe(true);
    expect(needsFreshDocument('<script>x()</script>', '<script>x()</script>')).toBe(false);
  });

  it('does not take the word script for an element', () => {
    expect(hasScript('<p>The script reads <code>scripts</code></p>')).toBe(false);
    expect(hasScript('<script type="module">x()</script>')).toBe(true);
  });
});

describe('design properties', () => {
  it('maps the design system to custom properties', () => {
    expect(
      designProperties({
        primaryColor: '#111111',
        accentColor: '#3b82f6',
        fontFamily: 'Open Sans',
        borderRadius: '0.5rem',
        boxShadow: '0 1px 2px #0002',
        isDarkMode: true,
      }),
    ).toEqual({
      '--color-primary': '#111111',
      '--color-accent': '#3b82f6',
      '--font-family': '"Open Sans"',
      '--radius': '0.5rem',
      '--shadow': '0 1px 2px #0002',
    });
  });

  it('quotes font names but not generic families or quoted names', () => {
    expect(fontFamilyValue('Inter')).toBe('"Inter"');
    expect(fontFamilyValue("'Playfair Display', serif")).toBe("'Playfair Display', serif");
    expect(fontFamilyValue('Roboto, system-ui')).toBe('"Roboto", system-ui');
    expect(fontFamilyValue('  ')).toBe('Inter');
    expect(fontFamilyValue('Evil"; }')).toBe('"Evil; }"');
  });
});

describe('inspector and highlight helpers', () => {
  it('reports the first class', () => {
    expect(firstClassName('  hero__title text-xl ')).toBe('hero__title');
    expect(firstClassName('')).toBeNull();
    expect(firstClassName(null)).toBeNull();
  });

  it('matches tag, id or class names containing the term', () => {
    expect(elementMatchesTerm('SECTION', '', [], 'sect')).toBe(true);
    expect(elementMatchesTerm('DIV', 'main-nav', [], 'nav')).toBe(true);
    expect(elementMatchesTerm('DIV', '', ['card__title', 'p-4'], 'Title')).toBe(true);
    expect(elementMatchesTerm('DIV', '', ['card'], 'hero')).toBe(false);
    expect(elementMatchesTerm('DIV', '', ['card'], '')).toBe(false);
  });

  it('runs only script types a browser executes', () => {
    expect(isExecutableScriptType(null)).toBe(true);
    expect(isExecutableScriptType('module')).toBe(true);
    expect(isExecutableScriptType('text/JavaScript')).toBe(true);
    expect(isExecutableScriptType('application/ld+json')).toBe(false);
    expect(isExecutableScriptType('text/template')).toBe(false);
  });
});
