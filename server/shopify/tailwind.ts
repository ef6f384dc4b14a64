import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import postcss from 'postcss';
import { compile } from 'tailwindcss';
import type { DesignSystem } from '@shared/design-system';

export interface TailwindOutput {
  /** Plain CSS for the utilities found (theme variables, preflight, utilities), without cascade layers; '' when none. */
  css: string;
  /** The class names that produced CSS. */
  utilities: Set<string>;
}

const require = createRequire(import.meta.url);
const packageDir = path.dirname(require.resolve('tailwindcss/package.json'));
const stylesheets = new Map<string, Promise<string>>();

function loadStylesheet(id: string): Promise<{ path: string; base: string; content: string }> {
  const file = id.replace(/^tailwindcss\/?/, '') || 'index.css';
  const fullPath = path.join(packageDir, file.endsWith('.css') ? file : `${file}.css`);
  if (path.relative(packageDir, fullPath).startsWith('..')) {
    return Promise.reject(new Error(`Unexpected stylesheet import: ${id}`));
  }
  let content = stylesheets.get(fullPath);
  if (!content) {
    content = readFile(fullPath, 'utf8');
    stylesheets.set(fullPath, content);
  }
  return content.then((text) => ({ path: fullPath, base: packageDir, content: text }));
}

function cssString(value: string): string {
  return value.replace(/[;{}\\]/g, '').trim();
}

function fontStack(fontFamily: string): string {
  const clean = cssString(fontFamily);
  if (!clean) return 'ui-sans-serif, system-ui, sans-serif';
  if (clean.includes(',')) return clean;
  const name = /^["'].*["']$/.test(clean) || !/\s/.test(clean) ? clean : `"${clean}"`;
  return `${name}, ui-sans-serif, system-ui, sans-serif`;
}

/** A radius as the project stores it; a bare number is taken as pixels. */
function radiusValue(radius: string): string {
  const clean = cssString(radius);
  if (!clean) return '0.5rem';
  return /^\d+(\.\d+)?$/.test(clean) && Number(clean) !== 0 ? `${clean}px` : clean;
}

/**
 * The preview renders snippets with Tailwind and the project's colours as
 * `primary` and `accent`, its radius as `brand` and its shadow as `brand`;
 * the same theme is used here so `bg-primary`, `text-accent`,
 * `rounded-brand` or `shadow-brand` mean the same thing once converted.
 */
function inputCss(designSystem: DesignSystem): string {
  return [
    '@layer theme, base, components, utilities;',
    "@import 'tailwindcss/theme.css' layer(theme);",
    "@import 'tailwindcss/preflight.css' layer(base);",
    "@import 'tailwindcss/utilities.css' layer(utilities);",
    '@theme {',
    `  --color-primary: ${cssString(designSystem.primaryColor) || '#1e293b'};`,
    `  --color-accent: ${cssString(designSystem.accentColor) || '#3b82f6'};`,
    `  --font-sans: ${fontStack(designSystem.fontFamily)};`,
    `  --radius-brand: ${radiusValue(designSystem.borderRadius)};`,
    `  --shadow-brand: ${cssString(designSystem.boxShadow) || 'none'};`,
    '}',
  ].join('\n');
}

function unescapeClass(name: string): string {
  return name.replace(/\\(.)/g, '$1');
}

/** Candidate class names in a snippet: class attributes, Alpine class bindings and strings in scripts. */
export function tailwindCandidates(classes: Iterable<string>, scripts: readonly string[]): string[] {
  const candidates = new Set<string>();
  for (const c of classes) if (c) candidates.add(c);
  for (const script of scripts) {
    for (const [, , body = ''] of script.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
      for (const token of body.split(/\s+/)) if (/^[!-]?[a-z@[][^\s]*$/i.test(token)) candidates.add(token);
    }
  }
  return [...candidates];
}

/**
 * Compiles the Tailwind utilities a snippet uses into plain CSS. Nothing is
 * emitted when no candidate is a Tailwind utility; otherwise preflight comes
 * along, because the snippet was designed on top of it.
 */
export async function compileTailwind(
  candidates: readonly string[],
  designSystem: DesignSystem,
): Promise<TailwindOutput> {
  if (candidates.length === 0) return { css: '', utilities: new Set() };
  const compiler = await compile(inputCss(designSystem), {
    base: packageDir,
    loadStylesheet: (id) => loadStylesheet(id),
  });
  const root = postcss.parse(compiler.build([...candidates]));
  const utilities = new Set<string>();
  let utilityRules = 0;
  root.walkAtRules('layer', (layer) => {
    if (layer.params.trim() !== 'utilities' || !layer.nodes) return;
    layer.walkRules((rule) => {
      utilityRules++;
      for (const [, name] of rule.selector.matchAll(/\.((?:\\.|[\w-])+)/g))
        if (name) utilities.add(unescapeClass(name));
    });
  });
  if (utilityRules === 0) return { css: '', utilities };
  root.walkComments((comment) => {
    comment.remove();
  });
  return { css: root.toString(), utilities };
}
