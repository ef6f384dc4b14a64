/**
 * Just enough DOM for rule-based edits: parse5 with source locations, so an
 * edit rewrites exact character ranges and leaves every other byte alone.
 */
import { type DefaultTreeAdapterMap, parseFragment } from 'parse5';

export type Element = DefaultTreeAdapterMap['element'];
export type TextNode = DefaultTreeAdapterMap['textNode'];
type Node = DefaultTreeAdapterMap['childNode'] | DefaultTreeAdapterMap['documentFragment'];

export function parseWithLocations(code: string): DefaultTreeAdapterMap['documentFragment'] {
  return parseFragment(code, { sourceCodeLocationInfo: true });
}

function childrenOf(node: Node): Node[] {
  if ('childNodes' in node) {
    const own = node.childNodes as Node[];
    // A <template>'s content lives in a separate fragment.
    return 'content' in node && node.content ? [...own, ...(node.content.childNodes as Node[])] : own;
  }
  return [];
}

export function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

/**
 * The nodes under `root` (itself included) in document order, skipping the inside of nodes `enter`
 * refuses. Iterative: a snippet nested thousands of levels deep is walked like a flat one.
 */
function walk(root: Node, visit: (node: Node) => void, enter: (node: Node) => boolean = () => true): void {
  const stack: Node[] = [root];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    visit(node);
    if (!enter(node)) continue;
    const children = childrenOf(node);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as Node);
  }
}

/** Elements in document order. */
export function elements(root: Node): Element[] {
  const out: Element[] = [];
  walk(root, (node) => {
    if (isElement(node)) out.push(node);
  });
  return out;
}

export function topLevelElements(code: string): Element[] {
  return parseWithLocations(code).childNodes.filter(isElement);
}

export function attr(el: Element, name: string): string | undefined {
  return el.attrs.find((a) => a.name === name)?.value;
}

export function classes(el: Element): string[] {
  return (attr(el, 'class') ?? '').split(/\s+/).filter(Boolean);
}

/** Elements whose text is not the page's visible text. */
const SKIPPED = ['script', 'style', 'svg', 'template'];

export function textNodes(root: Node): TextNode[] {
  const out: TextNode[] = [];
  walk(
    root,
    (node) => {
      if (node.nodeName === '#text') out.push(node as TextNode);
    },
    (node) => node.nodeName !== '#text' && (!isElement(node) || !SKIPPED.includes(node.tagName)),
  );
  return out;
}

export function textContent(root: Node): string {
  return textNodes(root)
    .map((t) => t.value)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface Range {
  start: number;
  end: number;
}

/**
 * Where the visible text of an element lives: its whole inside when it holds
 * only text, else the first non-blank text node (a button with an icon keeps
 * the icon).
 */
export function textRange(el: Element): Range | null {
  const loc = el.sourceCodeLocation;
  if (!loc?.startTag || !loc.endTag) return null;
  const onlyText = el.childNodes.every((c) => c.nodeName === '#text');
  if (onlyText) return { start: loc.startTag.endOffset, end: loc.endTag.startOffset };
  const first = textNodes(el).find((t) => t.value.trim() !== '');
  if (!first?.sourceCodeLocation) return null;
  return { start: first.sourceCodeLocation.startOffset, end: first.sourceCodeLocation.endOffset };
}

export function replaceRange(code: string, range: Range, text: string): string {
  return code.slice(0, range.start) + text + code.slice(range.end);
}
