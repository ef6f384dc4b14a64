import escapeHtml from 'escape-html';
import { libraryFont } from '@shared/fonts';
import { PREVIEW_THEME } from '@shared/preview-theme';
import { designProperties, type SnippetDesign } from '@shared/snippet-document';
import { rootDir } from '../../lib/paths';

/** The stylesheet the live frame gives Tailwind's browser build, compiled here instead. */
const TAILWIND_INPUT = `@import "tailwindcss";
@custom-variant dark (&:where(.dark, .dark *));
${PREVIEW_THEME}
`;

/** `<style type="text/tailwindcss">` blocks of the snippet: Tailwind's browser build reads them, so the compiler does too. */
const TAILWIND_STYLE = /<style\b[^>]*\btype\s*=\s*["']?text\/tailwindcss["']?[^>]*>([\s\S]*?)<\/style>/gi;

/** Alpine.js directives or the Alpine global: the document loads Alpine only then. */
const USES_ALPINE = /\sx-[a-z]+(?:[:.][\w.:-]*)?(?=[\s=>/])|\bAlpine\./;
/** Code blocks that highlight.js colours in the live frame. */
const USES_CODE_BLOCKS = /<pre\b[^>]*>\s*<code\b/i;

/**
 * Tailwind's compiler and scanner, loaded on first use: the compiler and what it brings (the resolver,
 * PostCSS, Lightning CSS) cost about a tenth of a second of every start otherwise.
 */
const loadTailwind = () => Promise.all([import('@tailwindcss/node'), import('@tailwindcss/oxide')]);

/**
 * Tailwind's CSS for exactly the classes the code uses, with the preview's
 * theme (brand colours, font, radius and shadow as utilities). A fresh
 * compiler each time: a compiler keeps every class it has built.
 */
export async function compileSnippetCss(code: string): Promise<string> {
  const [{ compile }, { Scanner }] = await loadTailwind();
  const extra = Array.from(code.matchAll(TAILWIND_STYLE), (m) => m[1] ?? '').join('\n');
  const candidates = new Scanner({}).scanFiles([{ content: code, extension: 'html' }]);
  const build = async (input: string) =>
    (await compile(input, { base: rootDir, onDependency: () => undefined })).build(candidates);
  if (!extra) return build(TAILWIND_INPUT);
  try {
    return await build(`${TAILWIND_INPUT}\n${extra}`);
  } catch {
    // A broken block (an unknown @apply) breaks only itself, as in the browser build.
    return build(TAILWIND_INPUT);
  }
}

/** Keeps compiled CSS inside its <style> element whatever a class name holds. */
const safeStyleText = (css: string) => css.replace(/<\/(style)/gi, '<\\/$1');

export interface DocumentAssetUrls {
  bridge: string;
  alpine: string;
  highlight: string;
  highlightCss: string;
  /** The stylesheet of a font the app serves, by the font's slug; null for any other font. */
  fontCss(slug: string): Promise<string | null>;
}

/**
 * A snippet as a complete page: its code in the body as it was written (the
 * parser places a full document's head and body parts), the design system as
 * custom properties on <html>, Tailwind compiled in, and only the scripts the
 * code needs. The bridge comes last, marked static: it drives pins, picking
 * and the inspector without rendering anything itself.
 */
export async function renderSnippetDocument(
  code: string,
  design: SnippetDesign | null,
  urls: DocumentAssetUrls,
): Promise<string> {
  const css = await compileSnippetCss(code);
  const font = libraryFont(design?.fontFamily ?? 'Inter') ?? libraryFont('Inter');
  const fontCss = font ? await urls.fontCss(font.slug) : null;
  const properties = design
    ? Object.entries(designProperties(design))
        .map(([name, value]) => `${name}: ${value}`)
        .join('; ')
    : '';
  const codeBlocks = USES_CODE_BLOCKS.test(code);
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Snippet preview</title>',
    fontCss ? `<link rel="stylesheet" href="${escapeHtml(fontCss)}">` : '',
    codeBlocks ? `<link rel="stylesheet" href="${escapeHtml(urls.highlightCss)}">` : '',
    `<style>html.dark { color-scheme: dark; }\n${safeStyleText(css)}</style>`,
    codeBlocks ? `<script defer src="${escapeHtml(urls.highlight)}"></script>` : '',
    `<script defer src="${escapeHtml(urls.bridge)}" data-static=""></script>`,
    USES_ALPINE.test(code) ? `<script defer src="${escapeHtml(urls.alpine)}"></script>` : '',
  ].filter(Boolean);
  const htmlAttributes = [
    'lang="en"',
    design?.isDarkMode ? 'class="dark"' : '',
    properties ? `style="${escapeHtml(properties)}"` : '',
  ].filter(Boolean);
  return `<!doctype html>
<html ${htmlAttributes.join(' ')}>
<head>
${head.join('\n')}
</head>
<body>
${code}
</body>
</html>
`;
}
