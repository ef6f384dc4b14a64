import type { DesignSystem } from '@shared/design-system';
import { DEFAULT_FONT_FAMILY } from '@shared/constants';
import { libraryFont } from '@shared/fonts';
import { PREVIEW_FONT_FALLBACK } from '@shared/preview-theme';
import { themeFromDesignSystem } from '@atelier/web-kit/theme';

/** The project's CSS rides along as a style reference; beyond this it costs tokens without adding much. */
export const CSS_CONTEXT_MAX_CHARS = 12_000;

export const GENERATE_MAX_TOKENS = 16_000;
export const EDIT_MAX_TOKENS = 16_000;
export const DESCRIBE_MAX_TOKENS = 1_500;
export const COMPLETE_MAX_TOKENS = 8_000;

/** Cuts CSS at the end of a rule so the model never sees half a declaration. */
export function truncateCss(css: string, max = CSS_CONTEXT_MAX_CHARS): string {
  const trimmed = css.trim();
  if (trimmed.length <= max) return trimmed;
  const lastRuleEnd = trimmed.lastIndexOf('}', max - 1);
  const cut = lastRuleEnd > max / 2 ? lastRuleEnd + 1 : max;
  const omitted = trimmed.length - cut;
  return `${trimmed.slice(0, cut)}\n/* … ${omitted} more characters of the project's CSS omitted */`;
}

/** Wraps text in a Markdown fence longer than any backtick run inside it. */
export function fence(text: string, lang = ''): string {
  const longestRun = Math.max(2, ...Array.from(text.matchAll(/`+/g), (m) => m[0].length));
  const ticks = '`'.repeat(longestRun + 1);
  return `${ticks}${lang}\n${text}\n${ticks}`;
}

const GENERIC_FAMILIES = new Set(['serif', 'sans-serif', 'monospace', 'cursive', 'fantasy', 'system-ui']);

/** One family as CSS writes it: quoted unless it is a generic family (ui-sans-serif and the like included). */
function cssFamily(name: string): string {
  const bare = name.trim().replace(/^["']|["']$/g, '');
  return GENERIC_FAMILIES.has(bare.toLowerCase()) || bare.startsWith('ui-') ? bare : `"${bare}"`;
}

/**
 * The truth about the project's font in the preview: a family from the app's
 * font library is served by the app and loaded by the frame; any other is
 * drawn only where the device has it, and the frame falls back to the rest of
 * the project's list and then to its generic stack.
 */
export function fontFacts(fontFamily: string): string {
  const served = libraryFont(fontFamily);
  if (served) {
    return `Font: "${served.family}". The app serves this font itself (no font service involved) and the preview loads it: it is the page's default font (Tailwind's \`font-sans\`), so text needs no font-family of its own. Do not add <link>, @import or @font-face for it.`;
  }
  const names = fontFamily
    .split(',')
    .map((f) => f.trim())
    .filter((f) => f !== '');
  const [first = DEFAULT_FONT_FAMILY, ...rest] = names;
  const fallback = [...rest.map(cssFamily), PREVIEW_FONT_FALLBACK].join(', ');
  return `Font: ${cssFamily(first)}. The app does not serve this font, so it is drawn only on devices that have it installed; everywhere else the page falls back to ${fallback}. The page's default font (Tailwind's \`font-sans\`) is already ${cssFamily(first)}, ${fallback}, so text needs no font-family of its own. Do not try to load the font (no <link>, @import, @font-face or font service: the preview blocks fonts from other hosts), and choose sizes and weights that still look right in the fallback.`;
}

/**
 * The colour roles of the design system, derived from its two colours and its
 * mode by the same palette the built-in generator paints with.
 */
export function colourRoles(ds: DesignSystem): string {
  const p = themeFromDesignSystem(ds).palette;
  return [
    `- Primary ${p.primary}: the brand colour for key areas, bands, logos and emphasis; text on it ${p['on-primary']}.`,
    `- Accent ${p.accent}: calls to action, highlights, links and active states; text on it ${p['on-accent']}; as text on the page background use ${p['accent-text']}.`,
    `- Buttons: fill ${p['button-bg']}, label ${p['button-text']}, hover ${p['button-hover']}.`,
    `- Page background ${p.bg}; surfaces (cards, panels) ${p.surface}; tinted surface ${p['surface-2']}; soft accent background ${p['accent-soft']}.`,
    `- Headings ${p.heading}; body text ${p.text}; muted text (captions, meta) ${p.muted}; borders and dividers ${p.border}.`,
  ].join('\n');
}

/** Class examples for the brand utilities; each comes from a variable of the frame's Tailwind theme. */
export const BRAND_UTILITIES = [
  'bg-primary',
  'text-primary',
  'border-primary',
  'bg-accent',
  'text-accent',
  'border-accent',
  'ring-accent',
  'font-sans',
  'rounded-brand',
  'shadow-brand',
] as const;

function brandUtilities(): string {
  const list = BRAND_UTILITIES.map((c) => `\`${c}\``).join(', ');
  return `Brand utilities the page defines from this design system: ${list} (and every other Tailwind utility built on the colours \`primary\` and \`accent\`, such as \`from-primary\` or \`hover:bg-accent\`). The other roles have no utilities: declare the ones you use as custom properties on the fragment's root element (e.g. \`--surface\`, \`--muted\`) and use them through var() or arbitrary values such as \`bg-[var(--surface)]\`.`;
}

function shapeRules(ds: DesignSystem): string[] {
  const rules: string[] = [];
  const radius = ds.borderRadius.trim();
  if (/^0(px|rem|em|%)?$/.test(radius)) {
    rules.push(
      'The radius is 0: square corners everywhere, no pills or circles (buttons, badges, avatars and images included).',
    );
  } else {
    rules.push(`Round corners with the brand radius (${radius}, \`rounded-brand\`) rather than other radii.`);
  }
  const shadow = ds.boxShadow.trim();
  if (shadow === '' || shadow === 'none') {
    rules.push('The shadow is none: no box shadows; separate surfaces with borders or background tones.');
  } else {
    rules.push(`Raise cards and overlays with the brand shadow (\`shadow-brand\`) rather than other shadows.`);
  }
  rules.push(
    ds.isDarkMode
      ? 'Dark mode: dark backgrounds with light text, built directly in these colours (do not rely on `dark:` variants or prefers-color-scheme).'
      : 'Light mode: light backgrounds with dark text, built directly in these colours (do not rely on `dark:` variants or prefers-color-scheme).',
  );
  return rules;
}

export function formatDesignSystem(ds: DesignSystem): string {
  const lines = [
    `Project: ${ds.name}`,
    `Styling reference: ${ds.stylingReference}`,
    `Primary colour: ${ds.primaryColor}`,
    `Accent colour: ${ds.accentColor}`,
    `Font family: ${ds.fontFamily}`,
    `Border radius: ${ds.borderRadius}`,
    `Box shadow: ${ds.boxShadow}`,
    `Colour scheme: ${ds.isDarkMode ? 'dark mode (dark backgrounds, light text)' : 'light mode (light backgrounds, dark text)'}`,
    '',
    'Colour roles (derived from the two colours and the mode; body text meets 4.5:1 on its background):',
    colourRoles(ds),
    '',
    fontFacts(ds.fontFamily),
    '',
    brandUtilities(),
    '',
    ...shapeRules(ds),
  ];
  const css = ds.cssContent?.trim();
  if (css) {
    lines.push(
      '',
      "The project's existing CSS (match its look; reuse its custom properties where they fit):",
      fence(truncateCss(css), 'css'),
    );
  }
  return lines.join('\n');
}

const DESIGN_SYSTEM_WINS = `The design system wins over every other source of styling: reference images, the project's CSS, the habits of component libraries and your own taste. Depart from it only where the request itself names a different colour, font, radius or shadow, and then only for the part it names.`;

const OUTPUT_CONTRACT = `Output contract for the code:
- One self-contained HTML fragment that carries its own <style> element and, when behaviour is needed, its own <script> element.
- No <!DOCTYPE>, <html>, <head> or <body> element. No external scripts, stylesheets or font links: the page already provides Tailwind CSS utility classes and Alpine.js, and loads the project's font when the app serves it.
- Tailwind utility classes and Alpine.js directives (x-data, x-show, @click …) may be used freely.
- Responsive from 375 px wide upwards: mobile first, comfortable at 768 px and at 1280 px and wider.
- Scope custom CSS to a class on the fragment's root element so it cannot leak into the rest of the page.
- Scripts must work when the fragment is inserted once, keep their variables out of the global scope and call no external services.
- Interactive parts (menus, tabs, accordions, toggles, dialogs, carousels, countdowns, forms) work in the preview, with keyboard access.
- Use the design system: its colour roles, font, radius and shadow, in its colour scheme.
- Semantic, accessible markup: headings in order, alt text on images, labelled controls, readable contrast.`;

const IMAGERY = `Imagery needs no other host: load nothing from stock-photo, placeholder or image services or any other third-party address, because published pages must not make visitors' browsers contact other hosts. Use inline SVG for icons, logos and illustrations, and CSS gradients or tinted blocks in the brand colours, at the image's aspect ratio, where a photo belongs (with role="img" and an aria-label or alt text describing the intended photo). Use an image address only when the request itself gives one.`;

function contentRules(name: string): string {
  return `Content rules:
- Every quoted string in the request goes into the page verbatim (same words, case and punctuation) in the place it names: headline, button, badge, eyebrow, label.
- Honour counts, numbers, prices, currencies, percentages, names, lists, e-mail addresses, phone numbers and links exactly as given: "three plans" means exactly three, "6 logos" exactly six.
- Write every visible text (headings, copy, button labels, placeholders, alt text, aria-labels) in the language of the request; when it is not English, set that language's lang attribute on the fragment's root element.
- "${name}" is the brand: use it for the company, shop or product name, logo text and copyright. Never invent another brand or take a word from the request as the company name.
- Where the request leaves text open, write short, realistic copy in the tone of the styling reference; no lorem ipsum.`;
}

function editContentRules(name: string): string {
  return `Content rules for changes:
- Quoted strings in the instruction go in verbatim (same words, case and punctuation) in the place they name.
- Honour counts, numbers, prices, names and links exactly as given.
- New or changed text is in the language of the current snippet unless the instruction asks for a translation.
- "${name}" is the brand: never replace it with another company name.`;
}

function role(ds: DesignSystem): string {
  return `You are a senior front-end developer at a web agency. You write production-quality HTML, CSS and JavaScript snippets (page sections and components) for client websites, later converted to Shopify sections.

Design system of this project:
${formatDesignSystem(ds)}

${DESIGN_SYSTEM_WINS}

${OUTPUT_CONTRACT}

${IMAGERY}`;
}

export function buildGenerateSystemPrompt(ds: DesignSystem): string {
  return `${role(ds)}

${contentRules(ds.name)}

Build what the request asks for (the component it names, with the content it gives); never answer a different component.

Answer with the fragment in a single \`\`\`html code block and nothing else.`;
}

export const EDIT_BLOCK_FORMAT = `<<<<<<< SEARCH
exact lines copied from the current code
=======
the lines that replace them
>>>>>>> REPLACE`;

export function buildEditSystemPrompt(ds: DesignSystem): string {
  return `${role(ds)}

You change existing snippets. Change only what the instruction asks for and keep everything else exactly as it is.

${editContentRules(ds.name)}

Answer with one or more search/replace blocks and nothing else:

${EDIT_BLOCK_FORMAT}

Rules for the blocks:
- The SEARCH part copies the current code exactly, character for character, including indentation, and matches exactly one place in it. Include just enough neighbouring lines to make it unique.
- Blocks are applied one after another, in the order given.
- To delete code, leave the replace part empty. To add code, search for a neighbouring line and repeat it in the replace part together with the addition.
- If the change rewrites most of the snippet, answer the whole updated fragment in a single \`\`\`html code block instead.`;
}

function imagesNote(count: number, purpose: string): string {
  if (count === 0) return '';
  return `\n\n${count === 1 ? 'One reference image is' : `${count} reference images are`} attached: ${purpose}`;
}

export function buildGeneratePrompt(input: { prompt: string; name: string; imageCount: number }): string {
  return `Create a snippet named "${input.name}".

Request:
${input.prompt.trim()}${imagesNote(input.imageCount, 'follow their layout, content and style, adapted to the design system.')}`;
}

function editContext(input: { code: string; instruction: string; selector?: string; imageCount: number }): string {
  const target = input.selector
    ? `\n\nThe request concerns the element matching the CSS selector \`${input.selector}\`; change that element first and the rest only where needed.`
    : '';
  return `Current code:
${fence(input.code, 'html')}

Requested change:
${input.instruction.trim()}${target}${imagesNote(input.imageCount, 'they illustrate the requested change.')}`;
}

export function buildEditPrompt(input: {
  code: string;
  instruction: string;
  selector?: string;
  imageCount: number;
}): string {
  return `${editContext(input)}

Answer with search/replace blocks.`;
}

/** The second request, after search/replace blocks failed to apply: the whole fragment is safer than another guess. */
export function buildFullEditPrompt(input: {
  code: string;
  instruction: string;
  selector?: string;
  imageCount: number;
}): string {
  return `${editContext(input)}

Answer with the complete updated fragment in a single \`\`\`html code block and nothing else. Keep every part the change does not touch exactly as it is.`;
}

export const DESCRIBE_IMAGES_SYSTEM = `You turn reference images (screenshots, mock-ups, photos of sketches) into a prompt for a developer who builds a responsive HTML section from it.
Describe, as one instruction that starts with "Create": the layout (sections, columns on wide screens and how they stack on phones), the content (quote visible headings, copy and button labels), components, colours (as hex estimates), typography, spacing, imagery and any interactive behaviour.
Answer with the prompt only: no preamble, no headings, no Markdown, at most 250 words.`;

export function buildDescribeImagesPrompt(imageCount: number): string {
  return imageCount === 1
    ? 'Write the prompt for this reference image.'
    : `Write one prompt covering these ${imageCount} reference images (they show the same design, or parts of it).`;
}

/** Models sometimes wrap the prompt in a fence, quotes or a "Prompt:" label despite being told not to. */
export function cleanDescription(text: string): string {
  let out = text.trim();
  const fenced = /^(`{3,})[\w-]*\n([\s\S]*?)\n\1\s*$/.exec(out)?.[2];
  if (fenced !== undefined) out = fenced.trim();
  out = out.replace(/^(\*\*)?prompt:?(\*\*)?:?\s*/i, '');
  if (/^["“].*["”]$/s.test(out)) out = out.slice(1, -1).trim();
  return out;
}
