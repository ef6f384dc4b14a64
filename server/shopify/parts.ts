import {
  attr,
  attrName,
  childNodesOf,
  classList,
  isElement,
  isText,
  parseHtml,
  textContent,
  type ChildNode,
  type Element,
  type Fragment,
} from './html';
import { escapeAttribute } from '@atelier/web-kit/html';

export interface ExternalScript {
  src: string;
  /** The tag as it should be written (with defer added when it would block parsing). */
  tag: string;
}

/** A snippet split into what becomes markup, styles and scripts. */
export interface SnippetParts {
  markup: ChildNode[];
  styles: string[];
  /** Inline classic scripts, in page order. */
  scripts: string[];
  /** Inline module scripts that import other modules; kept as written. */
  modules: string[];
  externalScripts: ExternalScript[];
  /** Stylesheet and font links kept as written. */
  links: string[];
  usesAlpine: boolean;
  usesXCloak: boolean;
  classes: Set<string>;
  /** Class lists written in Alpine or Vue bindings (:class="{ 'a b': open }"). */
  boundClassExpressions: string[];
}

const DROPPED_TAGS = new Set(['meta', 'title', 'base']);
const CLASSIC_SCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

function isAlpineAttribute(name: string): boolean {
  return /^(x-[a-z]|@[a-z]|:[a-z])/i.test(name);
}

function tagOf(element: Element, extra: string[] = []): string {
  const attrs = element.attrs.map((a) =>
    a.value === '' ? ` ${attrName(a)}` : ` ${attrName(a)}="${escapeAttribute(a.value)}"`,
  );
  const close = element.tagName === 'link' ? '>' : `></${element.tagName}>`;
  return `<${element.tagName}${attrs.join('')}${extra.join('')}${close}`;
}

function removeNode(node: ChildNode): void {
  const parent = node.parentNode;
  if (!parent) return;
  const list = (parent as Element | Fragment).childNodes;
  const index = list.indexOf(node);
  if (index >= 0) list.splice(index, 1);
}

/**
 * Parses a snippet and lifts out its styles, scripts and head-only tags.
 * Tailwind's and Alpine's CDN scripts are dropped: the converter compiles the
 * utilities and names Alpine as a run-time requirement instead.
 */
export function splitSnippet(code: string): SnippetParts {
  const fragment = parseHtml(code);
  const parts: SnippetParts = {
    markup: [],
    styles: [],
    scripts: [],
    modules: [],
    externalScripts: [],
    links: [],
    usesAlpine: false,
    usesXCloak: false,
    classes: new Set(),
    boundClassExpressions: [],
  };
  const removals: ChildNode[] = [];

  const visit = (node: ChildNode) => {
    if (node.nodeName === '#comment') {
      removals.push(node);
      return;
    }
    if (!isElement(node)) return;
    const tag = node.tagName;
    if (tag === 'style') {
      parts.styles.push(textContent(node));
      removals.push(node);
      return;
    }
    if (tag === 'script') {
      const src = attr(node, 'src');
      const type = (attr(node, 'type') ?? '').trim().toLowerCase();
      if (src) {
        if (/tailwindcss|@tailwindcss\/browser/i.test(src)) {
          removals.push(node);
        } else if (/alpinejs/i.test(src)) {
          parts.usesAlpine = true;
          removals.push(node);
        } else {
          const blocking = attr(node, 'defer') === undefined && attr(node, 'async') === undefined && type !== 'module';
          parts.externalScripts.push({ src, tag: tagOf(node, blocking ? [' defer'] : []) });
          removals.push(node);
        }
        return;
      }
      if (CLASSIC_SCRIPT_TYPES.has(type)) {
        const code = textContent(node);
        if (type === 'module' && /^\s*(import|export)\b/m.test(code)) parts.modules.push(code);
        else parts.scripts.push(code);
        removals.push(node);
      }
      return;
    }
    if (tag === 'link') {
      const rel = (attr(node, 'rel') ?? '').toLowerCase();
      if (/stylesheet|preconnect|preload/.test(rel)) parts.links.push(tagOf(node));
      removals.push(node);
      return;
    }
    if (DROPPED_TAGS.has(tag)) {
      removals.push(node);
      return;
    }
    for (const a of node.attrs) {
      const name = attrName(a);
      if (isAlpineAttribute(name)) parts.usesAlpine = true;
      if (name === 'x-cloak') parts.usesXCloak = true;
      if (/^(:class|x-bind:class|v-bind:class)$/.test(name)) parts.boundClassExpressions.push(a.value);
    }
    classList(node).forEach((c) => parts.classes.add(c));
    childNodesOf(node).forEach(visit);
  };
  fragment.childNodes.forEach(visit);
  removals.forEach(removeNode);
  parts.markup = trimEdges(fragment.childNodes);
  return parts;
}

/** Drops leading and trailing white space left behind by lifted tags. */
function trimEdges(nodes: ChildNode[]): ChildNode[] {
  let start = 0;
  let end = nodes.length;
  const isBlankText = (node: ChildNode | undefined) => node !== undefined && isText(node) && node.value.trim() === '';
  while (start < end && isBlankText(nodes[start])) start++;
  while (end > start && isBlankText(nodes[end - 1])) end--;
  return nodes.slice(start, end);
}
