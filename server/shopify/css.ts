import postcss, { type AtRule, type Container, type Root } from 'postcss';
import { replaceColorsInCss, type ThemeColor } from './colors';

export interface ScopeOptions {
  /** Selector of the element every rule is confined to. */
  scope: string;
  colors: readonly ThemeColor[];
  /** Appended to keyframe names so two converted snippets never share an animation name. */
  keyframeSuffix: string;
}

export interface BackgroundImage {
  /** Custom property that replaces url(...) in the stylesheet. */
  variable: string;
  url: string;
}

export interface ScopedCss {
  css: string;
  /** @import rules, which must open a stylesheet. */
  imports: string[];
  usedColors: Set<string>;
}

const ROOT_COMPOUND = /^(?:html|body|:root|:host)(?![\w-])/i;

function splitFirstCompound(selector: string): [string, string] {
  let depth = 0;
  let quote = '';
  for (let i = 0; i < selector.length; i++) {
    const ch = selector.charAt(i);
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = '';
      continue;
    }
    if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '\\') i++;
    else if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') depth--;
    else if (depth === 0 && /[\s>+~]/.test(ch)) return [selector.slice(0, i), selector.slice(i)];
  }
  return [selector, ''];
}

/**
 * Confines one selector to the scope element. Rules written for the page
 * itself (:root, html, body) apply to the scope element instead, so custom
 * properties and base typography stay inside the converted code.
 */
export function scopeSelector(selector: string, scope: string): string {
  const trimmed = selector.trim();
  if (!ROOT_COMPOUND.test(trimmed)) return `${scope} ${trimmed}`;
  let [compound, remainder] = splitFirstCompound(trimmed);
  let qualifiers = compound.replace(ROOT_COMPOUND, '');
  while (/^\s/.test(remainder) && ROOT_COMPOUND.test(remainder.trimStart())) {
    [compound, remainder] = splitFirstCompound(remainder.trimStart());
    qualifiers += compound.replace(ROOT_COMPOUND, '');
  }
  return `${scope}${qualifiers}${remainder}`;
}

function isKeyframes(node: AtRule): boolean {
  return /(^|-)keyframes$/i.test(node.name);
}

function scopeContainer(container: Container, scope: string): void {
  container.each((node) => {
    if (node.type === 'rule') {
      const scoped = [...new Set(node.selectors.map((s) => scopeSelector(s, scope)))];
      node.selectors = scoped;
    } else if (node.type === 'atrule') {
      if (isKeyframes(node) || /^(font-face|page|property|counter-style|font-feature-values)$/i.test(node.name)) return;
      scopeContainer(node, scope);
    }
  });
}

function renameKeyframes(root: Root, suffix: string): void {
  const names = new Map<string, string>();
  root.walkAtRules((node) => {
    if (!isKeyframes(node)) return;
    const name = node.params.trim();
    const renamed = `${name}-${suffix}`;
    names.set(name, renamed);
    node.params = renamed;
  });
  if (names.size === 0) return;
  root.walkDecls((decl) => {
    if (
      !/^(animation|animation-name|-webkit-animation|-webkit-animation-name)$/i.test(decl.prop) &&
      !decl.prop.startsWith('--')
    ) {
      return;
    }
    decl.value = decl.value.replace(/[A-Za-z_][\w-]*/g, (word) => names.get(word) ?? word);
  });
}

/** One declaration per line, two spaces per level: Tailwind output and hand-written CSS read alike. */
function formatCss(root: Root): void {
  root.walk((node) => {
    let depth = 0;
    for (let parent = node.parent; parent && parent.type !== 'root'; parent = parent.parent as Container | undefined)
      depth++;
    const indent = '  '.repeat(depth);
    node.raws.before = `\n${indent}`;
    if (node.type === 'decl') {
      node.raws.between = ': ';
    } else if (node.type === 'rule' || node.type === 'atrule') {
      node.raws.between = node.type === 'rule' || node.nodes ? ' ' : '';
      if (node.type === 'atrule') node.raws.afterName = node.params ? ' ' : '';
      node.raws.after = `\n${indent}`;
      node.raws.semicolon = true;
    }
  });
}

/** Unwraps @layer blocks: inside a theme, layered rules would lose to every unlayered theme rule. */
function flattenLayers(root: Root): void {
  root.walkAtRules('layer', (node) => {
    if (node.nodes && node.nodes.length > 0) node.replaceWith(node.nodes);
    else node.remove();
  });
}

/**
 * Scopes a stylesheet to one element: every selector is prefixed, page-level
 * selectors map to the scope element, keyframes get unique names and the
 * project's colours become custom properties. `backgrounds` collects image
 * URLs found in backgrounds, which are replaced by custom properties so the
 * caller can make them editable.
 */
export function scopeCss(css: string, options: ScopeOptions, backgrounds?: BackgroundImage[]): ScopedCss {
  const root = postcss.parse(css);
  const imports: string[] = [];
  root.walkAtRules((node) => {
    if (node.name.toLowerCase() === 'import') {
      imports.push(`${node.toString()};`);
      node.remove();
    } else if (node.name.toLowerCase() === 'charset') {
      node.remove();
    }
  });
  root.walkComments((comment) => {
    comment.remove();
  });
  flattenLayers(root);
  scopeContainer(root, options.scope);
  renameKeyframes(root, options.keyframeSuffix);
  const usedColors = new Set<string>();
  root.walkDecls((decl) => {
    const { value, used } = replaceColorsInCss(decl.value, options.colors);
    decl.value = value;
    used.forEach((id) => usedColors.add(id));
    if (backgrounds && /^background(-image)?$/i.test(decl.prop)) {
      decl.value = decl.value.replace(/url\(\s*(['"]?)([^'")]+)\1\s*\)/gi, (match, _quote: string, url: string) => {
        if (!/^(https?:)?\/\//i.test(url) && !/^\/[^/]/.test(url)) return match;
        let entry = backgrounds.find((b) => b.url === url);
        if (!entry) {
          entry = { variable: `--atelier-image-${backgrounds.length + 1}`, url };
          backgrounds.push(entry);
        }
        return `var(${entry.variable})`;
      });
    }
  });
  formatCss(root);
  return { css: root.toString().trim(), imports, usedColors };
}
