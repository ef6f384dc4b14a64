import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ACCENT_COLOR,
  DEFAULT_BORDER_RADIUS,
  DEFAULT_FONT_FAMILY,
  DEFAULT_PRIMARY_COLOR,
} from '@shared/constants';
import {
  analyzeCss,
  cleanShadow,
  CSS_ANALYSIS_MAX_BYTES,
  CssParseError,
  CssTooLargeError,
  firstFamily,
  radiusPx,
} from './css-analyzer';

const fixture = (name: string) =>
  readFileSync(new URL(`../../../../server/test/fixtures/css/${name}`, import.meta.url), 'utf8');

describe('analyzeCss on a Bootstrap-style compiled theme', () => {
  const result = analyzeCss(fixture('bootstrap-theme.css'));

  it('reads the theme colours from --bs-* variables and the button variants', () => {
    expect(result.colorSystem.primary.main).toBe('#5b3cc4');
    expect(result.colorSystem.secondary.main).toBe('#6c757d');
    expect(result.colorSystem.accent.main).toBe('#e8590c');
  });

  it('takes page colours from body, resolved through var() chains, and ignores the dark theme block', () => {
    expect(result.colorSystem.background).toBe('#ffffff');
    expect(result.colorSystem.text).toBe('#2b2d42');
    expect(result.isDarkMode).toBe(false);
    expect(result.colorSystem.neutrals).toContain('#ffffff');
    expect(result.colorSystem.neutrals).not.toContain('#5b3cc4');
    for (const hex of result.colorSystem.neutrals) expect(hex).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('reads the body font through the variable chain and the heading font', () => {
    expect(result.typography.fontFamily).toBe('Nunito Sans');
    expect(result.typography.headings.h1).toEqual({
      fontFamily: 'Merriweather',
      fontSize: '2.5rem',
      fontWeight: '700',
    });
  });

  it('resolves button and card radii from the per-component variables', () => {
    expect(result.brandingComponents.buttons.borderRadius).toBe('0.625rem');
    expect(result.brandingComponents.cards?.borderRadius).toBe('1rem');
  });

  it('ranks the card shadow first and drops focus rings', () => {
    expect(result.brandingComponents.shadows[0]).toBe('0 0.5rem 1.5rem rgba(27, 19, 64, 0.08)');
    expect(result.brandingComponents.shadows.join(' | ')).not.toContain('0 0 0 0.25rem');
  });

  it('describes the feel from the measured values', () => {
    expect(result.uiVibe).toBe('soft, layered, vibrant, light');
    expect(result.visualTone).toBe('confident and modern');
  });
});

describe('analyzeCss on a Tailwind-style build', () => {
  const result = analyzeCss(fixture('tailwind-build.css'));

  it('converts the oklch theme colours and picks the button colour as primary, the accent scale as accent', () => {
    expect(result.colorSystem.primary.main).toBe('#009689');
    expect(result.colorSystem.accent.main).toBe('#ff2056');
  });

  it('reads --default-font-family through --font-sans and the display font of headings', () => {
    expect(result.typography.fontFamily).toBe('Plus Jakarta Sans');
    expect(result.typography.headings.h1?.fontFamily).toBe('Fraunces');
    expect(result.typography.headings.h1?.fontWeight).toBe('800');
  });

  it('ignores the preflight reset (button { border-radius: 0 }) and uses the component radius', () => {
    expect(result.brandingComponents.buttons.borderRadius).toBe('0.75rem');
    expect(result.brandingComponents.cards?.borderRadius).toBe('1rem');
  });

  it('strips the empty --tw-* shadow layers', () => {
    expect(result.brandingComponents.shadows[0]).toBe(
      '0 10px 15px -3px rgb(0 0 0 / 0.1), 0 4px 6px -4px rgb(0 0 0 / 0.1)',
    );
    expect(result.brandingComponents.shadows.join(' ')).not.toContain('#0000');
  });

  it('keeps the light base even though dark: variants exist', () => {
    expect(result.colorSystem.background).toBe('#f8fafc');
    expect(result.isDarkMode).toBe(false);
  });
});

describe('analyzeCss on a dark theme', () => {
  const result = analyzeCss(fixture('dark-theme.css'));

  it('detects dark mode from the page background', () => {
    expect(result.colorSystem.background).toBe('#0b1020');
    expect(result.colorSystem.text).toBe('#e2e8f0');
    expect(result.isDarkMode).toBe(true);
    expect(result.uiVibe).toMatch(/dark$/);
  });

  it('reads hsl() primary and the accent from variable names', () => {
    expect(result.colorSystem.primary.main).toBe('#9560f0');
    expect(result.colorSystem.accent.main).toBe('#22d3ee');
  });

  it('reads the font from the font shorthand and keeps the desktop button radius', () => {
    expect(result.typography.fontFamily).toBe('Inter');
    expect(result.typography.headings.h1?.fontFamily).toBe('Space Grotesk');
    expect(result.brandingComponents.buttons.borderRadius).toBe('8px');
    expect(result.brandingComponents.cards?.borderRadius).toBe('14px');
  });
});

describe('analyzeCss details', () => {
  it('reads --brand-accent as the accent, not as a second primary', () => {
    const result = analyzeCss(`
      :root { --brand-accent: #f97316; }
      .btn-primary { background: #1d4ed8; color: #fff; }
      a:hover, .badge { color: var(--brand-accent); }
      .link-accent { border-color: var(--brand-accent); }
    `);
    expect(result.colorSystem.primary.main).toBe('#1d4ed8');
    expect(result.colorSystem.accent.main).toBe('#f97316');
  });

  it('normalises every colour syntax to #rrggbb', () => {
    const css = `
      :root { --brand: rgb(0 128 255 / .5); }
      .btn-primary { background-color: RGBA(10, 20, 30, 1); }
      .btn-secondary { background: hsl(120deg 100% 25%); }
      .accent { color: rebeccapurple; }
      .btn-tertiary { background-color: #AbC; }
      body { background-color: #ffffffcc; color: #111; }
    `;
    const r = analyzeCss(css);
    expect(r.colorSystem.primary.main).toBe('#0a141e');
    expect(r.colorSystem.secondary.main).toBe('#008000');
    expect(r.colorSystem.accent.main).toBe('#663399');
    expect(r.colorSystem.tertiary.main).toBe('#aabbcc');
    expect(r.colorSystem.background).toBe('#ffffff');
    expect(r.colorSystem.text).toBe('#111111');
  });

  it('uses var() fallbacks and follows chains of custom properties', () => {
    const css = `
      :root { --a: var(--b); --b: var(--c, #e11d48); --unused: red; }
      button { background: var(--a); border-radius: var(--missing, 6px); }
      body { color: var(--nothing, var(--also-nothing, #222)); }
    `;
    const r = analyzeCss(css);
    expect(r.colorSystem.primary.main).toBe('#e11d48');
    expect(r.brandingComponents.buttons.borderRadius).toBe('6px');
    expect(r.colorSystem.text).toBe('#222222');
  });

  it('survives cyclic custom properties', () => {
    const r = analyzeCss(':root { --a: var(--b); --b: var(--a); } .btn { background: var(--a, #0f766e); }');
    expect(r.colorSystem.primary.main).toBe('#0f766e');
  });

  it('ranks button and link colours above colours used once on plain text', () => {
    const css = `
      body { background: #fff; color: #1f2937; }
      p.note { color: #16a34a; }
      .button, [type=submit] { background-color: #c2410c; border: 1px solid #c2410c; border-radius: 999px; }
      a, a:hover { color: #7c3aed; }
    `;
    const r = analyzeCss(css);
    expect(r.colorSystem.primary.main).toBe('#c2410c');
    expect(r.colorSystem.accent.main).toBe('#7c3aed');
    expect(r.brandingComponents.buttons.borderRadius).toBe('999px');
    expect(r.uiVibe).toContain('pill-shaped');
  });

  it('does not take status colours (success, danger) as the brand', () => {
    const css = `
      .btn-danger { background: #dc2626; } .btn-danger:hover { background: #b91c1c; }
      .alert-success { background: #16a34a; color: #fff; } .alert-success { border-color: #16a34a; }
      .btn { background: #0369a1; }
    `;
    expect(analyzeCss(css).colorSystem.primary.main).toBe('#0369a1');
  });

  it('reads shadcn-style channel variables used as hsl(var(--primary))', () => {
    const css = `
      :root { --background: 0 0% 100%; --foreground: 222.2 84% 4.9%; --primary: 221.2 83.2% 53.3%; --accent: 142 71% 45%; --radius: 0.5rem; }
      .dark { --background: 222.2 84% 4.9%; --primary: 217.2 91.2% 59.8%; }
      body { background-color: hsl(var(--background)); color: hsl(var(--foreground)); }
    `;
    const r = analyzeCss(css);
    expect(r.colorSystem.primary.main).toBe('#2563eb');
    expect(r.colorSystem.accent.main).toBe('#21c45d');
    expect(r.colorSystem.background).toBe('#ffffff');
    expect(r.brandingComponents.buttons.borderRadius).toBe('0.5rem');
    expect(r.isDarkMode).toBe(false);
  });

  it('keeps black as the brand of a monochrome design whose buttons share the text colour', () => {
    const r = analyzeCss(
      'body { background: #fff; color: #111; } button { background: #111; color: #fff; border-radius: 0; } a { color: #111; }',
    );
    expect(r.colorSystem.primary.main).toBe('#111111');
    expect(r.uiVibe).toBe('minimal, sharp-edged, flat, monochrome, light');
    expect(r.visualTone).toBe('stark and editorial');
  });

  it('treats a dark page background as dark mode even without a dark media query', () => {
    const r = analyzeCss('html { background: #111; } body { color: #eee; font-family: "IBM Plex Sans", sans-serif; }');
    expect(r.isDarkMode).toBe(true);
    expect(r.typography.fontFamily).toBe('IBM Plex Sans');
  });

  it('falls back to the project defaults when the stylesheet says nothing about fonts or radii', () => {
    const r = analyzeCss('.x { margin: 0 }');
    expect(r.colorSystem.primary.main).toBe(DEFAULT_PRIMARY_COLOR);
    expect(r.colorSystem.accent.main).toBe(DEFAULT_ACCENT_COLOR);
    expect(r.uiVibe).toBe('minimal, flat, monochrome, light');
    expect(r.typography.fontFamily).toBe(DEFAULT_FONT_FAMILY);
    expect(r.brandingComponents.buttons.borderRadius).toBe(DEFAULT_BORDER_RADIUS);
    expect(r.brandingComponents.shadows).toEqual([]);
    expect(r.brandingComponents.cards).toBeUndefined();
    expect(r.isDarkMode).toBe(false);
  });

  it('throws CssParseError with line and column on invalid CSS', () => {
    const css = '.a { color: red; }\n.b {\n  color: blue;\n';
    let error: unknown;
    try {
      analyzeCss(css);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(CssParseError);
    const e = error as CssParseError;
    expect(e.line).toBe(2);
    expect(e.column).toBe(1);
    expect(e.code).toBe('css_parse_error');
    expect(e.message).toMatch(/Unclosed block.*line 2, column 1/);
  });

  it('reports an unclosed string where it starts', () => {
    expect(() => analyzeCss('a {\n  content: "oops;\n}')).toThrow(expect.objectContaining({ line: 2, column: 12 }));
  });

  it('refuses input over 2 MB', () => {
    const big = `.a{color:red}\n${' '.repeat(CSS_ANALYSIS_MAX_BYTES)}`;
    expect(() => analyzeCss(big)).toThrow(CssTooLargeError);
    const multibyte = `/*${'é'.repeat(CSS_ANALYSIS_MAX_BYTES / 2)}*/`;
    expect(() => analyzeCss(multibyte)).toThrow(CssTooLargeError);
  });
});

describe('helpers', () => {
  it('firstFamily unquotes and maps Apple aliases to system-ui', () => {
    expect(firstFamily('"Nunito Sans", sans-serif')).toBe('Nunito Sans');
    expect(firstFamily('-apple-system, "Segoe UI"')).toBe('system-ui');
    expect(firstFamily('inherit')).toBeNull();
  });

  it('radiusPx converts units and marks pills', () => {
    expect(radiusPx('0.5rem')).toBe(8);
    expect(radiusPx('6px 6px 0 0')).toBe(6);
    expect(radiusPx('50%')).toBe(Infinity);
    expect(radiusPx('0')).toBe(0);
    expect(radiusPx('calc(1rem - 1px)')).toBeNull();
  });

  it('cleanShadow removes empty layers and rings but keeps real ones', () => {
    expect(cleanShadow('0 0 #0000, 0 0 0 3px rgba(0,0,0,.2), 0 4px 8px rgba(0,0,0,.1)')).toBe(
      '0 4px 8px rgba(0,0,0,.1)',
    );
    expect(cleanShadow('none')).toBeNull();
    expect(cleanShadow('0 2px 4px transparent')).toBeNull();
    expect(cleanShadow('inset 0 1px 0 rgba(255,255,255,.15)')).toBe('inset 0 1px 0 rgba(255,255,255,.15)');
  });
});
