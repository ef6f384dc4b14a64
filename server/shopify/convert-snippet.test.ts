import { beforeAll, describe, expect, it } from 'vitest';
import { convertToSnippet, type SnippetResult } from './convert-snippet';
import { runThemeCheck, type ThemeCheckResult } from './theme-check';
import {
  allFixtures,
  designSystem,
  faq,
  hero,
  pricing,
  scripted,
  type Fixture,
} from '../test/fixtures/shopify-sections';

const converted = new Map<number, SnippetResult>();
const checked = new Map<number, ThemeCheckResult>();

function result(fixture: Fixture): SnippetResult {
  const found = converted.get(fixture.id);
  if (!found) throw new Error(`Fixture ${fixture.id} was not converted`);
  return found;
}

function exampleOf(snippetCode: string): string {
  const example = /@example\n\s*(\{% render [^\n]*%\})\n/.exec(snippetCode)?.[1];
  if (example === undefined) throw new Error('No @example in the LiquidDoc');
  return example;
}

/** Params declared with LiquidDoc: name and type. */
function declaredParams(snippetCode: string): { name: string; type: string }[] {
  const doc = /\{% doc %\}([\s\S]*?)\{% enddoc %\}/.exec(snippetCode)?.[1] ?? '';
  return [...doc.matchAll(/@param \{(\w+)\} \[(\w+)\] - /g)].map(([, type = '', name = '']) => ({ type, name }));
}

beforeAll(async () => {
  for (const fixture of allFixtures) {
    const snippet = await convertToSnippet({ ...fixture, designSystem });
    converted.set(fixture.id, snippet);
    // A section that renders the snippet the way the documentation says, so
    // Theme Check also validates the parameters against the LiquidDoc.
    const caller = `<div class="host">\n  ${exampleOf(snippet.snippetCode)}\n</div>\n{% schema %}\n{"name":"Host","settings":[],"presets":[{"name":"Host"}]}\n{% endschema %}\n`;
    checked.set(
      fixture.id,
      await runThemeCheck({ [snippet.fileName]: snippet.snippetCode, 'sections/host.liquid': caller }),
    );
  }
});

describe('convertToSnippet on realistic snippets', () => {
  it.each(allFixtures.map((f) => [f.name, f] as const))(
    '%s has no Theme Check errors, rendered from a section',
    (_name, fixture) => {
      const check = checked.get(fixture.id);
      expect(check?.errors).toEqual([]);
      expect(check?.warnings.filter((w) => w.check !== 'RemoteAsset')).toEqual([]);
    },
  );

  it.each(allFixtures.map((f) => [f.name, f] as const))(
    '%s declares every parameter it uses, each with a fallback',
    (_name, fixture) => {
      const { snippetCode, fileName } = result(fixture);
      expect(fileName).toMatch(/^snippets\/[a-z0-9-]+\.liquid$/);
      const params = declaredParams(snippetCode);
      expect(params.length).toBeGreaterThan(0);
      expect(new Set(params.map((p) => p.name)).size).toBe(params.length);
      const body = snippetCode.slice(snippetCode.indexOf('{% enddoc %}'));
      for (const param of params) {
        expect(body).toMatch(new RegExp(`\\b${param.name}\\b`));
        if (param.type === 'string' && !param.name.endsWith('_link')) {
          expect(body).toMatch(new RegExp(`(\\{\\{|=) ${param.name} \\| default: `));
        }
      }
    },
  );

  it('names the file after the snippet and documents parameters, an example and where it goes', () => {
    const snippet = result(hero);
    expect(snippet.fileName).toBe('snippets/spring-hero-banner.liquid');
    expect(snippet.snippetCode.startsWith('{% doc %}')).toBe(true);
    expect(snippet.snippetCode).toContain('@param {string} [eyebrow] - Eyebrow. Default: New season');
    expect(snippet.snippetCode).toContain('@param {image} [image] - Image. Falls back to the original picture.');
    expect(snippet.snippetCode).toContain("{{ eyebrow | default: 'New season' | escape }}");
    expect(snippet.snippetCode).toContain('href="{{ primary_button_link | default: \'/collections/new\' | escape }}"');
    expect(snippet.snippetCode).toContain('{% if image != blank %}{{ image | image_url: width: 1600 | image_tag:');
    expect(snippet.documentation).toContain('| Name | Type | Default | Description |');
    expect(snippet.documentation).toContain('| `eyebrow` | string | New season | Eyebrow |');
    expect(snippet.documentation).toContain("{% render 'spring-hero-banner', eyebrow: 'New season'");
    expect(snippet.documentation).toContain('`snippets/spring-hero-banner.liquid`');
  });

  it('scopes styles to the snippet wrapper and passes colours as parameters', () => {
    const { snippetCode } = result(hero);
    const stylesheet = /\{% stylesheet %\}([\s\S]*?)\{% endstylesheet %\}/.exec(snippetCode)?.[1] ?? '';
    expect(stylesheet).toContain('.atelier-spring-hero-banner .hero__title {');
    expect(stylesheet).not.toContain('{{');
    expect(snippetCode).toContain(
      `<div class="atelier-spring-hero-banner" style="--atelier-primary: {{ primary_color | default: '#1e293b' }}; --atelier-accent: {{ accent_color | default: '#3b82f6' }};">`,
    );
    expect(snippetCode).toContain('@param {string} [primary_color] - Primary color (hex). Default: #1e293b');
  });

  it('unrolls repeated items into numbered parameters and lists into one separated parameter', () => {
    const { snippetCode } = result(pricing);
    expect(snippetCode).toContain("{{ plan_2_badge | default: 'Most popular' | escape }}");
    expect(snippetCode).toContain(
      "{% assign atelier_lines = plan_3_features | default: 'Unlimited storefronts|Dedicated manager|Custom reports|API access|SSO' | split: '|' %}",
    );
    expect(snippetCode).toContain('<div class="plan plan--featured">');
    expect(snippetCode).not.toContain('block.');
  });

  it('documents Alpine as a run-time need and finds its root through the current script', () => {
    const snippet = result(faq);
    expect(snippet.documentation).toContain('Alpine.js 3');
    expect(snippet.snippetCode).toContain('Runtime: Alpine.js 3');
    const scriptedSnippet = result(scripted).snippetCode;
    expect(scriptedSnippet).toContain(
      "var root = document.currentScript && document.currentScript.closest('.atelier-countdown-banner');",
    );
    expect(scriptedSnippet).toContain(`onclick="atelierSnippets['countdown-banner'].of(this).dismissBanner()"`);
  });
});
