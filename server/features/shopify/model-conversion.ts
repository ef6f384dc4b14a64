import type { DesignSystem } from '@shared/design-system';
import type { ThemeCheckOffense } from '@shared/schemas/shopify';
import type { ConversionKind } from './conversion-checks';
import { describeOffense } from './conversion-checks';

/** What the model is asked to convert. */
export interface ModelConversionInput {
  kind: ConversionKind;
  snippetId: number;
  name: string;
  code: string;
  designSystem: DesignSystem;
  /** sections/section-12.liquid or snippets/hero-banner.liquid. */
  themePath: string;
  /** The snippet's handle: the name {% render %} uses. */
  handle: string;
}

export interface ModelAnswer {
  code: string;
  /** Markdown, for a Shopify snippet. */
  documentation?: string;
}

export const CONVERSION_SYSTEM = [
  'You convert HTML/CSS/JS snippets into Shopify Online Store 2.0 theme files.',
  'You write valid Liquid that passes Shopify Theme Check, keep the design and behaviour of the snippet exactly,',
  'and answer with the files only, in the format asked, without any other text.',
].join(' ');

const COMMON_RULES = [
  'Use only Liquid tags, objects and filters that exist in Shopify themes.',
  'Keep the layout, the responsive behaviour, the animations and the interactions of the snippet.',
  'Tailwind must not run in the storefront: no Tailwind CDN script and no @tailwindcss/browser. Write plain CSS for every utility class the snippet uses (or replace the classes with your own).',
  "Scripts must work when the file appears more than once on a page: find elements inside this instance's root element, never document-wide, and guard against running twice. External scripts get defer or async.",
  'Text copied from the snippet that contains {{ or {% must be escaped so Liquid does not read it.',
];

const SECTION_RULES = [
  'Exactly one {% schema %} … {% endschema %} block, at the end of the file, holding valid JSON with "name" (at most 25 characters), "tag": "section", "settings" and "presets" (at least one preset, so the section can be added in the theme editor).',
  "Every piece of editable content becomes a setting with the snippet's own content as its default: headings and short texts (text or inline_richtext), paragraphs (richtext or textarea), images (image_picker; keep the original URL as the fallback when the setting is blank), links (url), button labels (text), and the design system's colours (color settings with the colours below as defaults).",
  "Repeated items (cards, features, testimonials, questions, slides, logos, plans, list rows) become blocks with their own settings, rendered with {% for block in section.blocks %} and {{ block.shopify_attributes }} on each block's root element. The preset lists one block per item of the snippet with the item's content as settings.",
  'Styles go in one <style> element or {% stylesheet %}; every selector is scoped to #shopify-section-{{ section.id }} so nothing leaks into the theme (in {% stylesheet %} Liquid does not run: scope with a class of the section instead).',
];

const SNIPPET_RULES = (handle: string) => [
  `The file starts with a LiquidDoc block: {% doc %}, one line saying what the snippet shows, one line per parameter in the form "@param {string} [name] - description" (square brackets: the parameter is optional; use {image} for Shopify image objects), an "@example" line followed by a call such as {% render '${handle}', heading: 'Hello' %}, then {% enddoc %}.`,
  "Editable content (texts, links, images, colours) becomes optional parameters that fall back to the snippet's own content, e.g. {{ heading | default: 'Original heading' }}; an image parameter falls back to the original picture.",
  'A snippet has no {% schema %} block.',
  `Styles go in {% stylesheet %} or a <style> element, every selector scoped to a wrapper element with a class unique to this snippet (e.g. .atelier-${handle}).`,
];

function designSystemLines(ds: DesignSystem): string[] {
  return [
    `- Name: ${ds.name}`,
    `- Styling reference: ${ds.stylingReference}`,
    `- Primary colour: ${ds.primaryColor}`,
    `- Accent colour: ${ds.accentColor}`,
    `- Font family: ${ds.fontFamily}`,
    `- Border radius: ${ds.borderRadius}`,
    `- Box shadow: ${ds.boxShadow}`,
    `- Mode: ${ds.isDarkMode ? 'dark' : 'light'}`,
  ];
}

function fenceFor(text: string): string {
  const longest = Math.max(2, ...Array.from(text.matchAll(/`{3,}/g), (m) => m[0].length));
  return '`'.repeat(longest + 1);
}

const numbered = (rules: string[]) => rules.map((rule, i) => `${i + 1}. ${rule}`).join('\n');

function answerFormat(input: ModelConversionInput): string {
  if (input.kind === 'section') {
    return [
      'Answer format: one fenced code block with the complete file and nothing else:',
      '```liquid',
      '(the whole section file)',
      '```',
    ].join('\n');
  }
  return [
    'Answer format: exactly two fenced code blocks, in this order, and nothing else:',
    '```liquid',
    '(the whole snippet file)',
    '```',
    '````markdown',
    `(the documentation in Markdown: a title, what the snippet shows, how to add it to a theme as ${input.themePath} and render it, a table of the parameters with their types and defaults, and an example {% render %} call)`,
    '````',
    'The documentation block opens and closes with four backticks, so its own ``` examples stay inside it.',
  ].join('\n');
}

/** The request for the first answer: the snippet, the design system, the rules and the answer format. */
export function buildConversionPrompt(input: ModelConversionInput): string {
  const target =
    input.kind === 'section'
      ? `Convert this snippet into one Shopify section file, ${input.themePath}.`
      : `Convert this snippet into one Shopify snippet file, ${input.themePath}, rendered with {% render '${input.handle}' %}, and write its documentation.`;
  const rules =
    input.kind === 'section' ? [...SECTION_RULES, ...COMMON_RULES] : [...SNIPPET_RULES(input.handle), ...COMMON_RULES];
  const fence = fenceFor(input.code);
  return [
    target,
    '',
    'Rules:',
    numbered(rules),
    '',
    'Design system of the project:',
    ...designSystemLines(input.designSystem),
    '',
    `Snippet "${input.name}" (id ${input.snippetId}):`,
    `${fence}html`,
    input.code,
    fence,
    '',
    answerFormat(input),
  ].join('\n');
}

/** The request for the one repair: the first request, the answer and what the checks found. */
export function buildRepairPrompt(input: ModelConversionInput, answer: string, offenses: ThemeCheckOffense[]): string {
  const fence = fenceFor(answer);
  return [
    buildConversionPrompt(input),
    '',
    'Your previous answer was:',
    `${fence}text`,
    answer,
    fence,
    '',
    'It failed these checks (Shopify Theme Check and the rules above):',
    ...offenses.map((o) => `- ${describeOffense(o)}`),
    '',
    'Fix every problem and answer again with the complete file(s), in the same answer format.',
  ].join('\n');
}

interface Fence {
  lang: string;
  /** Index just after the opening line. */
  bodyStart: number;
  marker: string;
}

const OPENING = /^[ \t]*(`{3,}|~{3,})[ \t]*([\w-]*)[^\n`]*$/gm;

function openings(text: string): Fence[] {
  return Array.from(text.matchAll(OPENING), (m) => {
    const [line, marker = '', lang = ''] = m;
    return { lang: lang.toLowerCase(), bodyStart: m.index + line.length + 1, marker };
  });
}

/** Closing fences of the same kind, at least as long (CommonMark), after `from`. */
function closings(text: string, marker: string, from: number): number[] {
  const char = marker[0] === '`' ? '`' : '~';
  const pattern = new RegExp(`^[ \\t]*\\${char}{${marker.length},}[ \\t]*$`, 'gm');
  pattern.lastIndex = from;
  const found: number[] = [];
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) found.push(m.index);
  return found.filter((index) => index >= from);
}

const LIQUID_LANGS = new Set(['liquid', 'html', 'shopify', '']);
const MARKDOWN_LANGS = new Set(['markdown', 'md']);

/**
 * Reads the model's answer: the first ```liquid block is the file; for a
 * Shopify snippet, the ````markdown block after it is the documentation, read
 * up to its last closing fence so that nested examples stay inside. Null when
 * the answer does not follow the format.
 */
export function parseModelAnswer(kind: ConversionKind, text: string): ModelAnswer | null {
  const fences = openings(text);
  const liquid = fences.find((f) => LIQUID_LANGS.has(f.lang));
  if (!liquid) return null;
  const liquidEnd = closings(text, liquid.marker, liquid.bodyStart)[0];
  if (liquidEnd === undefined) return null;
  const code = text.slice(liquid.bodyStart, liquidEnd).replace(/\s+$/, '');
  if (code.trim() === '') return null;
  if (kind === 'section') return { code: `${code}\n` };

  const markdown = fences.find((f) => f.bodyStart > liquidEnd && MARKDOWN_LANGS.has(f.lang));
  if (!markdown) return null;
  const ends = closings(text, markdown.marker, markdown.bodyStart);
  const docEnd = ends.at(-1);
  if (docEnd === undefined) return null;
  const documentation = text.slice(markdown.bodyStart, docEnd).replace(/\s+$/, '');
  if (documentation.trim() === '') return null;
  return { code: `${code}\n`, documentation: `${documentation}\n` };
}

export function formatProblem(kind: ConversionKind): string {
  return kind === 'section'
    ? 'The answer did not contain the section file in a ```liquid block.'
    : 'The answer did not contain the snippet file in a ```liquid block followed by the documentation in a ````markdown block.';
}
