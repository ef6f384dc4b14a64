import { describe, expect, it } from 'vitest';
import type { DesignSystem } from '@shared/design-system';
import { OFFLINE_PATTERNS, renderPattern } from '@atelier/offline-generator/library';
import { convertToSection } from './convert-section';
import { convertToSnippet } from './convert-snippet';
import { runThemeCheck } from './theme-check';
import { designSystem, schemaOf } from '../test/fixtures/shopify-sections';

const darkSystem: DesignSystem = {
  ...designSystem,
  name: 'Nocturne',
  primaryColor: '#f97316',
  accentColor: '#a855f7',
  fontFamily: 'DM Sans',
  borderRadius: '1rem',
  isDarkMode: true,
};

const cases = OFFLINE_PATTERNS.map((pattern, i) => [pattern.id, 700 + i] as const);

describe('every offline pattern converts both ways', () => {
  it('has patterns to convert', () => {
    expect(OFFLINE_PATTERNS.length).toBeGreaterThan(10);
  });

  it.each(cases)('%s passes Theme Check as a section and as a rendered snippet', async (id, snippetId) => {
    const input = { id: snippetId, name: `${id} pattern`, code: renderPattern(id, designSystem), designSystem };
    const section = await convertToSection(input);
    const snippet = await convertToSnippet(input);
    const example = /@example\n\s*(\{% render [^\n]*%\})\n/.exec(snippet.snippetCode)?.[1];
    expect(example).toBeDefined();
    const host = `<div>${example}</div>\n{% schema %}\n{"name":"Host","settings":[],"presets":[{"name":"Host"}]}\n{% endschema %}\n`;
    const check = await runThemeCheck({
      [`sections/section-${snippetId}.liquid`]: section.shopifyCode,
      [snippet.fileName]: snippet.snippetCode,
      'sections/host.liquid': host,
    });
    expect(check.errors).toEqual([]);
    const schema = schemaOf(section.shopifyCode);
    expect(schema.presets[0]?.name).toBe(schema.name);
    expect(section.settingsCount).toBeGreaterThan(0);
  });

  it.each(cases)('%s takes its colour settings from a dark design system', async (id, snippetId) => {
    const input = { id: snippetId, name: id, code: renderPattern(id, darkSystem), designSystem: darkSystem };
    const schema = schemaOf((await convertToSection(input)).shopifyCode);
    const colors = schema.settings.filter((s) => s.type === 'color');
    expect(colors.length).toBeGreaterThan(0);
    for (const color of colors) expect([darkSystem.primaryColor, darkSystem.accentColor]).toContain(color.default);
    const snippet = await convertToSnippet(input);
    expect(snippet.snippetCode).toMatch(/^\{% doc %\}/);
  });
});
