/**
 * A snippet as a complete static page: the server renders each version of a
 * snippet, in its project's design, to one HTML document with its CSS
 * compiled in (GET /frame/snippets/{id}). The public page, /preview and the
 * card thumbnails load that document; only the live editor renders in the
 * browser while the code is typed.
 */

/** The project's look as the preview applies it: custom properties and a `dark` class on <html>. */
export interface SnippetDesign {
  primaryColor: string;
  accentColor: string;
  fontFamily: string;
  borderRadius: string;
  boxShadow: string;
  isDarkMode: boolean;
}

/** Only the fields the preview uses (a project or its design system may be passed as it is). */
export function snippetDesignOf(design: SnippetDesign | null | undefined): SnippetDesign | null {
  if (!design) return null;
  return {
    primaryColor: design.primaryColor,
    accentColor: design.accentColor,
    fontFamily: design.fontFamily,
    borderRadius: design.borderRadius,
    boxShadow: design.boxShadow,
    isDarkMode: design.isDarkMode,
  };
}

const GENERIC_FAMILIES = new Set([
  'serif',
  'sans-serif',
  'monospace',
  'cursive',
  'fantasy',
  'system-ui',
  'ui-sans-serif',
  'ui-serif',
  'ui-monospace',
  'ui-rounded',
]);

/** One font name as a CSS value: quoted unless it is a generic family or already quoted. */
function quoteFamily(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '' || GENERIC_FAMILIES.has(trimmed.toLowerCase())) return trimmed;
  if (/^(["']).*\1$/.test(trimmed)) return trimmed;
  return `"${trimmed.replace(/["\\]/g, '')}"`;
}

/** The project's font as a font-family list ("Inter" or "Open Sans, serif" both work). */
export function fontFamilyValue(fontFamily: string): string {
  const names = fontFamily
    .split(',')
    .map(quoteFamily)
    .filter((n) => n !== '');
  return names.length > 0 ? names.join(', ') : 'Inter';
}

/** The custom properties the frame sets on <html> for a project's design system. */
export function designProperties(design: SnippetDesign): Record<string, string> {
  return {
    '--color-primary': design.primaryColor,
    '--color-accent': design.accentColor,
    '--font-family': fontFamilyValue(design.fontFamily),
    '--radius': design.borderRadius,
    '--shadow': design.boxShadow,
  };
}

/** Two 32-bit FNV-1a lanes with different offsets: 64 bits as 16 hex digits, the same in the browser and on the server. */
function hash64(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x050c5d1f;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x01000193) ^ (b >>> 15);
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

/**
 * What a static document is made from, as a short stamp: the code and the
 * design. A URL that carries the stamp of what the server holds is cached for
 * good; any change to the code or the design makes a new stamp, so a new URL.
 */
export function documentStamp(code: string, design: SnippetDesign | null): string {
  const d = snippetDesignOf(design);
  return hash64(
    JSON.stringify([
      code,
      d?.primaryColor,
      d?.accentColor,
      d?.fontFamily,
      d?.borderRadius,
      d?.boxShadow,
      d?.isDarkMode,
    ]),
  );
}

export const DOCUMENT_STAMP = /^[0-9a-f]{16}$/;

/** Where a snippet's static document is served: the latest version, or the one with `stamp`, cached for good. */
export function snippetDocumentPath(id: number, stamp?: string): string {
  return stamp ? `/frame/snippets/${id}?v=${stamp}` : `/frame/snippets/${id}`;
}
