import { describe, expect, it } from 'vitest';
import type { CssAnalysisResult, WebsiteAnalysisResult } from '@shared/schemas/analysis';
import { createProjectInput, PROJECT_FORM_DEFAULTS } from '@shared/schemas/projects';
import { composeStylingReference, formFromCssAnalysis, formFromWebsiteAnalysis, hostnameOf } from './analysis-to-form';

const colorSystem = {
  primary: { main: '#5b3cc4' },
  secondary: { main: '#6c757d' },
  accent: { main: '#e8590c' },
  tertiary: '#0ca678',
  neutrals: ['#ffffff', '#2b2d42'],
  background: '#ffffff',
  text: '#2b2d42',
};
const typography = { fontFamily: 'Nunito Sans', headings: { h1: { fontFamily: 'Merriweather' } } };

const css: CssAnalysisResult = {
  colorSystem,
  typography,
  brandingComponents: { buttons: { borderRadius: '0.625rem' }, shadows: ['0 0.5rem 1.5rem rgba(27, 19, 64, 0.08)'] },
  uiVibe: 'soft, layered, vibrant, light',
  visualTone: 'confident and modern',
  isDarkMode: false,
};

const site: WebsiteAnalysisResult = {
  colorSystem,
  typography,
  buttonSystems: { primary: { borderRadius: '999px' } },
  componentStyles: { shadows: [] },
  uiVibe: 'bold, flat, dark',
  visualTone: 'serious',
  isDarkMode: true,
  sourceUrl: 'https://shop.example.com/',
};

describe('composeStylingReference', () => {
  it('names a colour repeated in two roles once', () => {
    const repeated = { ...colorSystem, secondary: { main: '#1F2937' }, tertiary: '#1f2937' };
    expect(composeStylingReference(repeated, 'Lexend', 'soft')).toBe(
      'Soft. Colors: primary #5b3cc4, secondary #1F2937, accent #e8590c. Font: Lexend.',
    );
  });

  it('names the vibe, every colour role (string or { main }) and the font', () => {
    expect(composeStylingReference(colorSystem, 'Nunito Sans', 'soft, layered, vibrant, light')).toBe(
      'Soft, layered, vibrant, light. Colors: primary #5b3cc4, secondary #6c757d, accent #e8590c, tertiary #0ca678. Font: Nunito Sans.',
    );
  });
});

describe('formFromCssAnalysis', () => {
  it('fills the styling fields from the answer and keeps name, URL and pasted CSS', () => {
    const current = { ...PROJECT_FORM_DEFAULTS, name: 'Acme', sourceUrl: 'https://acme.test', cssContent: ':root{}' };
    const form = formFromCssAnalysis(css, current);
    expect(form).toEqual({
      ...current,
      stylingReference: expect.stringContaining('Colors: primary #5b3cc4'),
      primaryColor: '#5b3cc4',
      accentColor: '#e8590c',
      fontFamily: 'Nunito Sans',
      borderRadius: '0.625rem',
      boxShadow: '0 0.5rem 1.5rem rgba(27, 19, 64, 0.08)',
      isDarkMode: false,
    });
    expect(createProjectInput.safeParse(form).success).toBe(true);
  });

  it('keeps the current value where the answer holds one the form would refuse', () => {
    const odd: CssAnalysisResult = {
      ...css,
      colorSystem: { ...colorSystem, primary: 'var(--brand)', accent: { main: 'banana' } },
      brandingComponents: {
        buttons: { borderRadius: 'calc(var(--r) * 2)' },
        shadows: ['var(--shadow)', '0 1px 2px rgb(0 0 0 / 0.1)'],
      },
    };
    const form = formFromCssAnalysis(odd, PROJECT_FORM_DEFAULTS);
    expect(form).toMatchObject({
      primaryColor: PROJECT_FORM_DEFAULTS.primaryColor,
      accentColor: PROJECT_FORM_DEFAULTS.accentColor,
      borderRadius: PROJECT_FORM_DEFAULTS.borderRadius,
      boxShadow: '0 1px 2px rgb(0 0 0 / 0.1)',
    });
    expect(createProjectInput.safeParse({ ...form, name: 'Odd', stylingReference: 'Odd one' }).success).toBe(true);
  });
});

describe('formFromWebsiteAnalysis', () => {
  it("names the project '{hostname} Design System' and keeps the result as pretty JSON", () => {
    const form = formFromWebsiteAnalysis(site, 'shop.example.com/about', PROJECT_FORM_DEFAULTS);
    expect(form.name).toBe('shop.example.com Design System');
    expect(form.cssContent).toBe(JSON.stringify(site, null, 2));
    expect(form.borderRadius).toBe('999px');
    expect(form.boxShadow).toBe('none');
    expect(form.isDarkMode).toBe(true);
    expect(form.primaryColor).toBe('#5b3cc4');
    expect(createProjectInput.safeParse(form).success).toBe(true);
  });

  it('reads host names with and without a scheme', () => {
    expect(hostnameOf('https://www.acme.com/x?y')).toBe('www.acme.com');
    expect(hostnameOf(' acme.com ')).toBe('acme.com');
    expect(hostnameOf('http://localhost:8080/')).toBe('localhost');
  });
});
