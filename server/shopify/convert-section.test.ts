import postcss from 'postcss';
import { beforeAll, describe, expect, it } from 'vitest';
import { convertToSection, type SectionResult } from './convert-section';
import { runThemeCheck, type ThemeCheckResult } from './theme-check';
import {
  allFixtures,
  designSystem,
  faq,
  featureGrid,
  hero,
  pricing,
  schemaOf,
  scripted,
  styleOf,
  tailwindCards,
  type Fixture,
  type SchemaSetting,
} from '../test/fixtures/shopify-sections';

const SCOPE = '#shopify-section-{{ section.id }}';
const INPUT_TYPES = new Set([
  'text',
  'textarea',
  'richtext',
  'inline_richtext',
  'url',
  'image_picker',
  'checkbox',
  'select',
  'color',
]);

const converted = new Map<number, SectionResult>();
const checked = new Map<number, ThemeCheckResult>();

function result(fixture: Fixture): SectionResult {
  const found = converted.get(fixture.id);
  if (!found) throw new Error(`Fixture ${fixture.id} was not converted`);
  return found;
}

beforeAll(async () => {
  for (const fixture of allFixtures) {
    const section = await convertToSection({ ...fixture, designSystem });
    converted.set(fixture.id, section);
    checked.set(fixture.id, await runThemeCheck({ [`sections/section-${fixture.id}.liquid`]: section.shopifyCode }));
  }
});

/** Every rule in the section's stylesheet, with the Liquid replaced so PostCSS can read it. */
function scopedRules(liquid: string): postcss.Rule[] {
  const css = styleOf(liquid)
    .split(SCOPE)
    .join('#S')
    .replace(/\{\{[^}]*\}\}/g, 'x')
    .replace(/\{%[^%]*%\}/g, '');
  const rules: postcss.Rule[] = [];
  postcss.parse(css).walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as postcss.AtRule).name)) return;
    rules.push(rule);
  });
  return rules;
}

function validSetting(setting: SchemaSetting): void {
  if (setting.type === 'header') return;
  expect(INPUT_TYPES.has(setting.type)).toBe(true);
  expect(setting.id).toMatch(/^[a-z0-9_]+$/);
  expect(setting.label && setting.label.length > 0).toBe(true);
  if (['text', 'textarea', 'inline_richtext'].includes(setting.type) && 'default' in setting) {
    expect(typeof setting.default === 'string' && setting.default.trim() !== '').toBe(true);
  }
  if (setting.type === 'richtext' && 'default' in setting) expect(String(setting.default)).toMatch(/^<(p|ul)>/);
  if (setting.type === 'url' || setting.type === 'image_picker') expect('default' in setting).toBe(false);
  if (setting.type === 'color') expect(setting.default).toMatch(/^#[0-9a-f]{6}$/);
  if (setting.type === 'select') expect(setting.options?.map((o) => o.value)).toContain(setting.default);
}

describe('convertToSection on realistic snippets', () => {
  it.each(allFixtures.map((f) => [f.name, f] as const))('%s has no Theme Check errors', (_name, fixture) => {
    const check = checked.get(fixture.id);
    expect(check?.errors).toEqual([]);
    expect(check?.ok).toBe(true);
  });

  it.each(allFixtures.map((f) => [f.name, f] as const))('%s has a valid schema with a preset', (_name, fixture) => {
    const schema = schemaOf(result(fixture).shopifyCode);
    expect(schema.name.length).toBeGreaterThan(0);
    expect(schema.name.length).toBeLessThanOrEqual(25);
    expect(schema.presets).toHaveLength(1);
    expect(schema.presets[0]?.name).toBe(schema.name);
    const ids = schema.settings.filter((s) => s.type !== 'header').map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    schema.settings.forEach(validSetting);
    for (const block of schema.blocks ?? []) {
      expect(block.type).toMatch(/^[a-z0-9_]+$/);
      expect(block.name.length).toBeLessThanOrEqual(25);
      const blockIds = block.settings.map((s) => s.id);
      expect(new Set(blockIds).size).toBe(blockIds.length);
      block.settings.forEach(validSetting);
    }
  });

  it.each(allFixtures.map((f) => [f.name, f] as const))(
    '%s scopes every style rule to the section',
    (_name, fixture) => {
      const rules = scopedRules(result(fixture).shopifyCode);
      expect(rules.length).toBeGreaterThan(0);
      for (const rule of rules) for (const selector of rule.selectors) expect(selector.startsWith('#S')).toBe(true);
    },
  );

  it("exposes the project's colours as colour settings used through custom properties", () => {
    const section = result(hero).shopifyCode;
    const colors = schemaOf(section).settings.filter((s) => s.type === 'color');
    expect(colors).toEqual([
      { type: 'color', id: 'primary_color', label: 'Primary color', default: '#1e293b' },
      { type: 'color', id: 'accent_color', label: 'Accent color', default: '#3b82f6' },
    ]);
    const style = styleOf(section);
    expect(style).toContain("--atelier-primary: {{ section.settings.primary_color | default: '#1e293b' }};");
    expect(style).toContain('.btn-primary {\n  background: var(--atelier-primary);');
    expect(style).not.toMatch(/#1e293b;\s*color: #fff/);
  });

  it('turns headings, paragraphs, links and the image of a hero into settings', () => {
    const section = result(hero).shopifyCode;
    const settings = schemaOf(section).settings;
    const byId = new Map(settings.map((s) => [s.id, s]));
    expect(byId.get('eyebrow')).toMatchObject({ type: 'text', default: 'New season' });
    expect(byId.get('lead')).toMatchObject({ type: 'textarea' });
    expect(byId.get('image')).toMatchObject({ type: 'image_picker', label: 'Image' });
    expect(byId.get('image_alt')).toMatchObject({ type: 'text', default: 'Folded linen shirts on a wooden table' });
    const urls = settings.filter((s) => s.type === 'url');
    expect(urls).toHaveLength(2);
    expect(section).toContain(`href="{{ section.settings.${urls[0]?.id} | default: '/collections/new' | escape }}"`);
    expect(section).toContain(
      "{{ section.settings.image | image_url: width: 1600 | image_tag: alt: atelier_alt, class: 'hero__image' }}",
    );
    expect(section).toMatch(
      /\{% else %\}<img class="hero__image" src="https:\/\/images\.unsplash\.com[^"]*" alt="\{\{ atelier_alt \| escape \}\}" width="1600" height="1067">\{% endif %\}/,
    );
    expect(section).toContain('<h1 class="hero__title">{{ section.settings.title | escape }} ');
  });

  it('makes repeated cards blocks with defaults in the preset', () => {
    const section = result(featureGrid);
    const schema = schemaOf(section.shopifyCode);
    expect(schema.blocks?.map((b) => b.type)).toEqual(['feature_card']);
    expect(schema.max_blocks).toBeGreaterThanOrEqual(3);
    const presetBlocks = schema.presets[0]?.blocks ?? [];
    expect(presetBlocks.map((b) => b.settings.title)).toEqual(['Free returns', 'Ships in 24 hours', 'Made to last']);
    expect(presetBlocks.map((b) => b.settings.icon)).toEqual(['icon_1', 'icon_2', 'icon_3']);
    expect(section.blocksCount).toBe(3);
    expect(section.shopifyCode).toContain("{% for block in section.blocks %}{% if block.type == 'feature_card' %}");
    expect(section.shopifyCode).toContain('<article class="feature-card" {{ block.shopify_attributes }}>');
    expect(section.shopifyCode).toContain('@keyframes rise-s102');
  });

  it('keeps an Alpine FAQ working: numbered items follow the block position and Alpine is named as run time', () => {
    const section = result(faq);
    expect(section.runtime).toEqual(['Alpine.js']);
    expect(section.shopifyCode).toMatch(/^\{% comment %\}[\s\S]*Runtime: Alpine\.js/);
    expect(section.shopifyCode).toContain('@click="open = open === {{ forloop.index }} ? null : {{ forloop.index }}"');
    expect(section.shopifyCode).toContain('x-show="open === {{ forloop.index }}" x-cloak');
    expect(section.shopifyCode).toContain('<script data-atelier-alpine="');
    expect(section.shopifyCode).not.toContain('cdn.jsdelivr.net');
    const schema = schemaOf(section.shopifyCode);
    expect(schema.blocks?.[0]).toMatchObject({ type: 'faq_item', name: 'FAQ item' });
    const answer = schema.blocks?.[0]?.settings.find((s) => s.id === 'answer');
    expect(answer).toMatchObject({ type: 'richtext' });
    expect(schema.presets[0]?.blocks?.[1]?.settings.answer).toBe(
      '<p>Yes. Sale items can be returned within <strong>30 days</strong> for store credit.</p>',
    );
    expect(styleOf(section.shopifyCode)).toContain(`${SCOPE} [x-cloak] {\n  display: none !important;`);
  });

  it('gives pricing plans a style select, an optional badge and a feature list per plan', () => {
    const schema = schemaOf(result(pricing).shopifyCode);
    const plan = schema.blocks?.find((b) => b.type === 'plan');
    const style = plan?.settings.find((s) => s.id === 'style');
    expect(style?.options).toEqual([
      { value: 'standard', label: 'Standard' },
      { value: 'featured', label: 'Featured' },
    ]);
    expect(plan?.settings.find((s) => s.id === 'show_badge')).toMatchObject({ type: 'checkbox' });
    expect(plan?.settings.find((s) => s.id === 'features')).toMatchObject({
      type: 'textarea',
      default: '1 storefront\nEmail support\nBasic analytics',
    });
    const presets = schema.presets[0]?.blocks ?? [];
    expect(presets.map((b) => b.settings.style)).toEqual(['standard', 'featured', 'standard']);
    expect(presets.map((b) => b.settings.show_badge)).toEqual([false, true, false]);
    expect(presets[2]?.settings.features).toBe(
      'Unlimited storefronts\nDedicated manager\nCustom reports\nAPI access\nSSO',
    );
    expect(result(pricing).shopifyCode).toContain(
      '{% if block.settings.cta_link != blank %}<a href="{{ block.settings.cta_link | escape }}"',
    );
  });

  it('compiles the Tailwind classes a snippet uses into scoped CSS', () => {
    const section = result(tailwindCards).shopifyCode;
    const style = styleOf(section);
    expect(style).toContain(`${SCOPE} .p-4 {\n  padding: calc(var(--spacing) * 4);`);
    expect(style).toContain(`${SCOPE} {\n  --font-sans: Inter, ui-sans-serif, system-ui, sans-serif;`);
    expect(style).toContain('--color-primary: var(--atelier-primary);');
    expect(style).toMatch(/@media \(width >= 48rem\) \{\s*#shopify-section-\{\{ section\.id \}\} \.md\\:grid-cols-3/);
    expect(style).not.toContain('@layer');
    const schema = schemaOf(section);
    expect(schema.blocks?.[0]?.type).toBe('card');
    expect(schema.blocks?.[0]?.settings.map((s) => s.id)).toEqual(
      expect.arrayContaining(['image', 'image_alt', 'image_placeholder', 'heading']),
    );
  });

  it('maps :root and body rules to the section and wraps scripts so instances do not share globals', () => {
    const section = result(scripted).shopifyCode;
    const style = styleOf(section);
    expect(style).toContain(`${SCOPE} {\n  --brand: var(--atelier-primary);\n  --highlight: var(--atelier-accent);\n}`);
    expect(style).toContain(`${SCOPE} {\n  background: #f1f5f9;\n}`);
    expect(style).not.toMatch(/(^|\n)\s*(body|html|:root)\b/);
    const script = /<script>\n([\s\S]*?)\n<\/script>/.exec(section)?.[1] ?? '';
    expect(script.startsWith('(function () {')).toBe(true);
    expect(script.trimEnd().endsWith('})();')).toBe(true);
    expect(script).toContain("var root = document.getElementById('shopify-section-{{ section.id }}');");
    expect(script).toContain('}).call(window, scopedDocument);');
    expect(section).toContain(`onclick="atelierSnippets['s106'].of(this).dismissBanner()"`);
    expect(section).toContain('<span id="hours">00</span>');
  });
});
