import type { DesignSystem } from '@shared/design-system';
import { themeColors, type ThemeColor } from './colors';
import { scopeCss, type BackgroundImage, type ScopedCss } from './css';
import { annotateTemplate, type AnnotatedTemplate } from './fields';
import { attrName, childNodesOf, isElement, type ChildNode } from './html';
import { toHandle, truncateName } from './liquid';
import { splitSnippet, type SnippetParts } from './parts';
import { alpineComponentName, declaredNames, referencedNames } from './script';
import { compileTailwind, tailwindCandidates } from './tailwind';
import { buildTemplate, markScriptOwned } from './template';

export interface ConversionInput {
  id: number;
  name: string;
  code: string;
  designSystem: DesignSystem;
}

export interface PreparedSnippet {
  input: ConversionInput;
  parts: SnippetParts;
  template: AnnotatedTemplate;
  colors: ThemeColor[];
  /** File handle: hero-banner. */
  handle: string;
  /** Name shown in the theme editor, at most 25 characters. */
  displayName: string;
  /** Tailwind output followed by the snippet's own styles, unscoped. */
  css: string;
  alpineComponents: string[];
  exposed: Set<string>;
  runtime: string[];
}

/** Schema names and the LiquidDoc summary: at most 25 characters (Shopify's limit for section names). */
const MAX_NAME_LENGTH = 25;

function visitElements(nodes: readonly ChildNode[], visit: (name: string, value: string) => void): void {
  for (const node of nodes) {
    if (!isElement(node)) continue;
    for (const a of node.attrs) visit(attrName(a), a.value);
    visitElements(childNodesOf(node), visit);
  }
}

function scriptReferences(parts: SnippetParts): { alpineComponents: string[]; exposed: Set<string> } {
  const declared = declaredNames(parts.scripts.join('\n'));
  const alpineComponents = new Set<string>();
  const exposed = new Set<string>();
  if (declared.size === 0) return { alpineComponents: [], exposed };
  visitElements(parts.markup, (name, value) => {
    if (name === 'x-data') {
      const component = alpineComponentName(value);
      if (component && declared.has(component)) {
        alpineComponents.add(component);
        return;
      }
    }
    if (/^on[a-z]+$/.test(name) || /^(x-|@|:)/.test(name)) {
      referencedNames(value, declared).forEach((n) => exposed.add(n));
    }
  });
  return { alpineComponents: [...alpineComponents], exposed };
}

/** Everything both conversions share: parsing, Tailwind, the template with its fields. */
export async function prepareSnippet(input: ConversionInput): Promise<PreparedSnippet> {
  const parts = splitSnippet(input.code);
  const candidates = tailwindCandidates(
    [...parts.classes, ...parts.boundClassExpressions.flatMap((e) => e.match(/[^\s'"{}:,]+/g) ?? [])],
    parts.scripts,
  );
  const tailwind = await compileTailwind(candidates, input.designSystem);
  const colors = themeColors(input.designSystem);
  markScriptOwned(parts.markup, parts.scripts);
  const template = annotateTemplate(
    buildTemplate(parts.markup),
    tailwind.utilities,
    colors.map((c) => c.id),
  );
  const { alpineComponents, exposed } = scriptReferences(parts);
  const css = [tailwind.css, ...parts.styles, parts.usesXCloak ? '[x-cloak] { display: none !important; }' : '']
    .filter((chunk) => chunk.trim() !== '')
    .join('\n');
  const fallbackName = `Snippet ${input.id}`;
  return {
    input,
    parts,
    template,
    colors,
    handle: toHandle(input.name, `snippet-${input.id}`),
    displayName: truncateName(input.name.trim() || fallbackName, MAX_NAME_LENGTH) || fallbackName,
    css,
    alpineComponents,
    exposed,
    runtime: parts.usesAlpine ? ['Alpine.js'] : [],
  };
}

/** Scopes the prepared CSS; a stylesheet that cannot be read is reported as such. */
export function scopePreparedCss(prepared: PreparedSnippet, scope: string, backgrounds: BackgroundImage[]): ScopedCss {
  try {
    return scopeCss(
      prepared.css,
      { scope, colors: prepared.colors, keyframeSuffix: `s${prepared.input.id}` },
      backgrounds,
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`The snippet's CSS could not be read: ${reason}`);
  }
}
