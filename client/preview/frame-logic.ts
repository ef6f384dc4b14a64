import type { FrameDesign } from './protocol';

/** A <script> element anywhere in the code (an attribute or text that merely says "script" does not count). */
export function hasScript(code: string): boolean {
  return /<script\b/i.test(code);
}

/**
 * In-place updates replace the body and keep the page's JavaScript world;
 * scripts must start from a fresh document instead, or their top-level
 * `let`/`const` would be declared twice and old timers would keep running.
 */
export function needsFreshDocument(previous: string | null, next: string): boolean {
  if (previous === null || previous === next) return false;
  return hasScript(previous) || hasScript(next);
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
export function designProperties(design: FrameDesign): Record<string, string> {
  return {
    '--color-primary': design.primaryColor,
    '--color-accent': design.accentColor,
    '--font-family': fontFamilyValue(design.fontFamily),
    '--radius': design.borderRadius,
    '--shadow': design.boxShadow,
  };
}

/** The class the inspector reports for an element: its first class name. */
export function firstClassName(classAttribute: string | null): string | null {
  const first = (classAttribute ?? '').trim().split(/\s+/)[0];
  return first ? first : null;
}

/** Whether an element's tag, id or one of its classes contains the selected term (case-insensitive). */
export function elementMatchesTerm(tagName: string, id: string, classNames: readonly string[], term: string): boolean {
  const needle = term.toLowerCase();
  if (needle === '') return false;
  if (tagName.toLowerCase().includes(needle)) return true;
  if (id.toLowerCase().includes(needle)) return true;
  return classNames.some((c) => c.toLowerCase().includes(needle));
}

/** Script types a browser executes; anything else (JSON data, templates) stays inert. */
export function isExecutableScriptType(type: string | null): boolean {
  const t = (type ?? '').trim().toLowerCase();
  return (
    t === '' || t === 'module' || t === 'text/javascript' || t === 'application/javascript' || t === 'text/ecmascript'
  );
}
