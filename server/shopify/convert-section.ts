import type { BackgroundImage } from './css';
import type { Field } from './field-types';
import { guardLiquid, humanize, IdRegistry } from './liquid';
import { prepareSnippet, scopePreparedCss, type ConversionInput } from './prepare';
import { Renderer, type RenderState } from './render';
import { alpineScript, alpineVersion, wrapScripts } from './script';

export interface SectionResult {
  shopifyCode: string;
  /** What must be on the page at run time, e.g. ['Alpine.js']. */
  runtime: string[];
  /** Input settings in the schema: section settings plus the settings of every block type. */
  settingsCount: number;
  /** Default blocks in the preset (one per repeated item of the snippet). */
  blocksCount: number;
}

const SCOPE = '#shopify-section-{{ section.id }}';
/** Scoping runs on plain CSS; the Liquid scope replaces this after snippet text has been guarded. */
const SCOPE_PLACEHOLDER = '#atelier-section-scope';
const MAX_BLOCKS_LIMIT = 50;

type SettingJson = Record<string, unknown>;

function hasText(value: Field['values'][number]): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function firstText(field: Field): string | undefined {
  return field.values.find(hasText);
}

/**
 * A schema setting; defaults follow Shopify's rules per type (none for url and
 * image_picker). A block text that some items lack gets no default: a preset
 * block leaves out what its item lacks, and Shopify fills what a preset leaves
 * out from the default, so another item's text would show there.
 */
function settingJson(field: Field): SettingJson {
  const setting: SettingJson = { type: field.type, id: field.id, label: field.label };
  if (field.info) setting.info = field.info;
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'inline_richtext':
    case 'richtext': {
      const value = firstText(field);
      if (value !== undefined && field.values.every(hasText)) setting.default = value;
      break;
    }
    case 'checkbox':
      setting.default = field.values[0] === true;
      break;
    case 'select':
      setting.options = field.options;
      setting.default = typeof field.values[0] === 'string' ? field.values[0] : field.options?.[0]?.value;
      break;
    default:
      break;
  }
  return setting;
}

/** A repeated item's own values, for the preset's default blocks. */
function presetSettings(fields: readonly Field[], k: number): Record<string, string | boolean> {
  const settings: Record<string, string | boolean> = {};
  for (const field of fields) {
    const value = field.values[k];
    if (field.type === 'url' || field.type === 'image_picker') continue;
    if (typeof value === 'boolean') settings[field.id] = value;
    else if (hasText(value)) settings[field.id] = value;
  }
  return settings;
}

function commentText(text: string): string {
  return text.replace(/[{}%]/g, '');
}

function backgroundVariable(background: BackgroundImage, field: Field): string {
  const ref = `section.settings.${field.id}`;
  return `${background.variable}: url("{% if ${ref} != blank %}{{ ${ref} | image_url: width: 1920 }}{% else %}${guardLiquid(background.url)}{% endif %}");`;
}

/**
 * Converts a snippet into a Shopify section: its texts, images, links and the
 * project's colours become settings, repeated items become blocks, styles are
 * scoped to the section and scripts run once per section instance.
 */
export async function convertToSection(input: ConversionInput): Promise<SectionResult> {
  const prepared = await prepareSnippet(input);
  const { template, colors, parts } = prepared;

  const state: RenderState = {
    target: 'section',
    colors,
    usedColors: new Set(),
    params: new Map(),
    captures: 0,
    exposed: prepared.exposed,
    registryAccessor: (element) => `atelierSnippets['s${input.id}'].of(${element})`,
  };
  const markup = new Renderer(state).renderTop(template.nodes);

  const backgrounds: BackgroundImage[] = [];
  const scoped = scopePreparedCss(prepared, SCOPE_PLACEHOLDER, backgrounds);
  scoped.usedColors.forEach((id) => state.usedColors.add(id));

  const ids = new IdRegistry([...template.fields.map((f) => f.id), ...colors.map((c) => c.id)]);
  const backgroundSettings = backgrounds.map((background) => {
    const id = ids.take('background_image');
    const field: Field = { id, label: humanize(id), type: 'image_picker', values: [background.url] };
    return { background, field };
  });
  const backgroundFields = backgroundSettings.map((setting) => setting.field);
  const usedColors = colors.filter((c) => state.usedColors.has(c.id));

  const rootVariables = [
    ...usedColors.map((c) => `${c.variable}: {{ section.settings.${c.id} | default: '${c.hex}' }};`),
    ...backgroundSettings.map(({ background, field }) => backgroundVariable(background, field)),
  ];
  const styleParts = [
    ...scoped.imports.map(guardLiquid),
    rootVariables.length > 0 ? `${SCOPE} {\n  ${rootVariables.join('\n  ')}\n}` : '',
    guardLiquid(scoped.css).split(SCOPE_PLACEHOLDER).join(SCOPE),
  ].filter(Boolean);

  const scripts: string[] = [];
  if (parts.scripts.some((s) => s.trim() !== '')) {
    scripts.push(
      `<script>\n${wrapScripts(parts.scripts, {
        rootLookup: `document.getElementById('shopify-section-{{ section.id }}')`,
        rootSelector: '[id^="shopify-section-"]',
        registryKey: `s${input.id}`,
        alpineComponents: prepared.alpineComponents,
        exposed: [...prepared.exposed],
      })}\n</script>`,
    );
  }
  for (const module of parts.modules) scripts.push(`<script type="module">\n${guardLiquid(module)}\n</script>`);
  scripts.push(...parts.externalScripts.map((s) => s.tag));
  if (prepared.runtime.includes('Alpine.js')) scripts.push(alpineScript());

  const sectionSettings: SettingJson[] = [...template.fields, ...backgroundFields].map(settingJson);
  if (usedColors.length > 0) {
    sectionSettings.push({ type: 'header', content: 'Colors' });
    for (const color of usedColors)
      sectionSettings.push({ type: 'color', id: color.id, label: color.label, default: color.hex });
  }
  const blocks = template.groups.map((group) => ({
    type: group.blockType,
    name: group.blockName,
    settings: group.fields.map(settingJson),
  }));
  const presetBlocks = template.groups.flatMap((group) =>
    group.instances.map((_, k) => ({ type: group.blockType, settings: presetSettings(group.fields, k) })),
  );
  const schema: SettingJson = {
    name: prepared.displayName,
    tag: 'section',
    class: `atelier-${prepared.handle}`,
    settings: sectionSettings,
  };
  if (blocks.length > 0) {
    schema.blocks = blocks;
    schema.max_blocks = Math.min(MAX_BLOCKS_LIMIT, Math.max(12, presetBlocks.length * 2));
  }
  schema.presets = [
    presetBlocks.length > 0 ? { name: prepared.displayName, blocks: presetBlocks } : { name: prepared.displayName },
  ];
  const schemaJson = JSON.stringify(schema, null, 2).replace(/\{%/g, '{\\u0025').replace(/%\}/g, '\\u0025}');

  const header = [
    '{% comment %}',
    `  ${commentText(prepared.displayName)}: converted by Atelier from snippet ${input.id}.`,
    prepared.runtime.length > 0
      ? `  Runtime: ${prepared.runtime.join(', ')} ${alpineVersion()}, shipped inline at the end of this file (no CDN); it starts once per page and not at all when the theme already provides window.Alpine.`
      : '  Runtime: none beyond the theme.',
    '  Styles are scoped to this section; texts, images, links and colours are section settings.',
    `  Font: the design uses ${commentText(input.designSystem.fontFamily || 'the theme font')}; load it in the theme for an exact match.`,
    '{% endcomment %}',
  ].join('\n');

  const shopifyCode = [
    header,
    styleParts.length > 0 ? `<style>\n${styleParts.join('\n')}\n</style>` : '',
    ...parts.links,
    markup.trim(),
    ...scripts,
    `{% schema %}\n${schemaJson}\n{% endschema %}`,
  ]
    .filter((chunk) => chunk !== '')
    .join('\n\n')
    .concat('\n');

  const settingsCount =
    sectionSettings.filter((s) => s.type !== 'header').length + blocks.reduce((sum, b) => sum + b.settings.length, 0);
  return { shopifyCode, runtime: prepared.runtime, settingsCount, blocksCount: presetBlocks.length };
}
