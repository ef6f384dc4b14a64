import { describe, expect, it } from 'vitest';
import { renderPattern } from '@atelier/offline-generator/library';
import { convertToSection } from './convert-section';
import { convertToSnippet } from './convert-snippet';
import { runThemeCheck } from './theme-check';
import { designSystem, schemaOf, type SectionSchema } from '../test/fixtures/shopify-sections';

/** What a preset block shows for each setting: its own value, else the block schema's default. */
function presetValues(schema: SectionSchema, index: number): Record<string, unknown> {
  const block = schema.presets[0]?.blocks?.[index];
  if (!block) throw new Error(`No preset block ${index}`);
  const definition = schema.blocks?.find((b) => b.type === block.type);
  if (!definition) throw new Error(`No block type ${block.type}`);
  const values: Record<string, unknown> = {};
  for (const setting of definition.settings) {
    if (!setting.id) continue;
    values[setting.id] = setting.id in block.settings ? block.settings[setting.id] : setting.default;
  }
  return values;
}

async function section(id: string, prompt: string, snippetId: number) {
  const code = renderPattern(id, designSystem, prompt);
  return { code, result: await convertToSection({ id: snippetId, name: id, code, designSystem }) };
}

describe('offline patterns as Shopify sections', () => {
  it('fills every preset block with its own item: the contact email and phone show no street address', async () => {
    const { code, result } = await section('contact', 'contact', 801);
    expect(code).toContain('12 Harbour Street');
    const schema = schemaOf(result.shopifyCode);
    const blocks = schema.presets[0]?.blocks ?? [];
    expect(blocks).toHaveLength(3);
    const shown = blocks.map((_, i) => Object.values(presetValues(schema, i)).filter((v) => typeof v === 'string'));
    const [email = [], phone = [], studio = []] = shown;
    expect(email).toContain('Email');
    expect(email.some((v) => v.includes('@'))).toBe(true);
    expect(phone).toContain('+1 (555) 012-3456');
    for (const values of [email, phone]) expect(values.some((v) => v.includes('Harbour'))).toBe(false);
    expect(studio).toContain('12 Harbour Street, Portland, OR');
    expect(studio.some((v) => v.includes('@') || v.includes('555'))).toBe(false);
  });

  it('turns a logo strip into blocks, one per logo, with presets', async () => {
    const { code, result } = await section('logo-cloud', 'logos', 802);
    const logos = code.match(/aria-label="[^"]+"/g) ?? [];
    expect(logos.length).toBeGreaterThanOrEqual(6);
    const schema = schemaOf(result.shopifyCode);
    expect(schema.blocks).toHaveLength(1);
    expect(schema.max_blocks).toBeGreaterThanOrEqual(logos.length);
    expect(schema.presets[0]?.blocks).toHaveLength(logos.length);
    expect(result.blocksCount).toBe(logos.length);
    expect(result.shopifyCode).toContain('{% for block in section.blocks %}');
    const check = await runThemeCheck({ 'sections/section-802.liquid': result.shopifyCode });
    expect(check.errors).toEqual([]);
    expect(check.warnings).toEqual([]);
  });

  it.each([
    ['faq', 'faq accordion'],
    ['testimonials', 'customer testimonials'],
    ['pricing', 'pricing with a monthly yearly toggle'],
  ])('ships Alpine with the %s section and the snippet, loading nothing from a CDN', async (id, prompt) => {
    const { code, result } = await section(id, prompt, 803);
    expect(code).toMatch(/x-data/);
    expect(result.runtime).toEqual(['Alpine.js']);
    const snippet = await convertToSnippet({ id: 803, name: id, code, designSystem });
    for (const output of [result.shopifyCode, snippet.snippetCode]) {
      expect(output).not.toMatch(/cdn\.jsdelivr|unpkg\.com|cdnjs/);
      expect(output).not.toMatch(/<script[^>]*\bsrc="https?:/);
      expect(output).not.toMatch(/\.src\s*=\s*['"]https?:/);
      const alpine = output.match(/<script data-atelier-alpine[^>]*>[\s\S]*?<\/script>/g) ?? [];
      expect(alpine).toHaveLength(1);
      expect(alpine[0]).toContain('window.Alpine');
      expect(alpine[0]).toContain('Alpine.start');
    }
    expect(snippet.documentation).not.toMatch(/jsDelivr/);
    expect(snippet.documentation).toMatch(/Alpine\.js/);
    const check = await runThemeCheck({ 'sections/section-803.liquid': result.shopifyCode });
    expect(check.errors).toEqual([]);
    expect(check.warnings).toEqual([]);
  });
});
