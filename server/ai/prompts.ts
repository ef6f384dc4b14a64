import type { DesignSystem } from '@shared/design-system';

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

const OUTPUT_CONTRACT = `Output contract for the code:
- One self-contained HTML fragment that carries its own <style> element and, when behaviour is needed, its own <script> element.
- No <!DOCTYPE>, <html>, <head> or <body> element. No external scripts, stylesheets or font links: the preview page already provides Tailwind CSS utility classes, Alpine.js and the project's font.
- Tailwind utility classes and Alpine.js directives (x-data, x-show, @click …) may be used freely.
- Responsive from 375 px wide upwards: mobile first, comfortable at 768 px and at 1280 px and wider.
- Scope custom CSS to a class on the fragment's root element so it cannot leak into the rest of the page.
- Scripts must work when the fragment is inserted once, keep their variables out of the global scope and call no external services.
- Use the design system: its colours, font, radius and shadow, in its colour scheme.
- Semantic, accessible markup: headings in order, alt text on images, labelled controls, readable contrast.
- For imagery use inline SVG, CSS gradients or placeholder images from https://placehold.co with width and height set.`;

function role(ds: DesignSystem): string {
  return `You are a senior front-end developer at a web agency. You write production-quality HTML, CSS and JavaScript snippets (page sections and components) for client websites, later converted to Shopify sections.

Design system of this project:
${formatDesignSystem(ds)}

${OUTPUT_CONTRACT}`;
}

export function buildGenerateSystemPrompt(ds: DesignSystem): string {
  return `${role(ds)}

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
