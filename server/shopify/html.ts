import { parseFragment, type DefaultTreeAdapterTypes } from 'parse5';
import { escapeAttribute, escapeText } from '@atelier/web-kit/html';

export type Node = DefaultTreeAdapterTypes.Node;
export type ChildNode = DefaultTreeAdapterTypes.ChildNode;
export type Element = DefaultTreeAdapterTypes.Element;
export type TextNode = DefaultTreeAdapterTypes.TextNode;
export type Fragment = DefaultTreeAdapterTypes.DocumentFragment;
export type Template = DefaultTreeAdapterTypes.Template;

const HTML_NS = 'http://www.w3.org/1999/xhtml';

export const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
const RAW_TEXT_ELEMENTS = new Set(['script', 'style', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'plaintext']);

export function parseHtml(code: string): Fragment {
  return parseFragment(code);
}

export function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

export function isText(node: Node): node is TextNode {
  return node.nodeName === '#text';
}

function isTemplate(node: Element): node is Template {
  return node.tagName === 'template' && node.namespaceURI === HTML_NS;
}

export function isHtml(node: Element): boolean {
  return node.namespaceURI === HTML_NS;
}

export function attr(node: Element, name: string): string | undefined {
  return node.attrs.find((a) => attrName(a) === name)?.value;
}

export function attrName(a: { name: string; prefix?: string }): string {
  return a.prefix ? `${a.prefix}:${a.name}` : a.name;
}

export function classList(node: Element): string[] {
  return (attr(node, 'class') ?? '').split(/\s+/).filter(Boolean);
}

export function childNodesOf(node: Element | Fragment): ChildNode[] {
  if (isElement(node) && isTemplate(node)) return node.content.childNodes;
  return node.childNodes;
}

export function elementChildren(node: Element | Fragment): Element[] {
  return childNodesOf(node).filter(isElement);
}

/** Collapses runs of white space the way a browser renders inline text. */
export function normalizeSpace(text: string): string {
  return text.replace(/[ \t\n\r\f]+/g, ' ').trim();
}

/** Text that means something to a reader: letters or digits, not only punctuation or icons. */
export function isMeaningfulText(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

export function textContent(node: Node): string {
  if (isText(node)) return node.value;
  if (isElement(node)) return childNodesOf(node).map(textContent).join('');
  return '';
}

export interface SerializeHooks {
  /** Rewrites an attribute value before it is written (colours, for instance). */
  attribute?: (element: Element, name: string, value: string) => string;
  /** Nodes written as the given markup instead of themselves. */
  replace?: ReadonlyMap<Node, string>;
}

/** Serializes nodes back to HTML; text and attribute values are escaped, Liquid is guarded by the caller. */
export function serializeNodes(nodes: readonly ChildNode[], hooks: SerializeHooks = {}): string {
  return nodes.map((node) => serializeNode(node, hooks)).join('');
}

export function serializeNode(node: ChildNode, hooks: SerializeHooks = {}): string {
  const replacement = hooks.replace?.get(node);
  if (replacement !== undefined) return replacement;
  if (isText(node)) {
    const parent = node.parentNode;
    if (parent && isElement(parent) && RAW_TEXT_ELEMENTS.has(parent.tagName) && isHtml(parent)) return node.value;
    return escapeText(node.value);
  }
  if (!isElement(node)) return '';
  return serializeElement(node, serializeNodes(childNodesOf(node), hooks), hooks);
}

function startTag(element: Element, hooks: SerializeHooks = {}, extra = ''): string {
  const attrs = element.attrs
    .map((a) => {
      const name = attrName(a);
      const value = hooks.attribute ? hooks.attribute(element, name, a.value) : a.value;
      return value === '' ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`;
    })
    .join('');
  return `<${element.tagName}${attrs}${extra}`;
}

function serializeElement(element: Element, inner: string, hooks: SerializeHooks = {}): string {
  const open = startTag(element, hooks);
  if (isHtml(element) && VOID_ELEMENTS.has(element.tagName)) return `${open}>`;
  if (!isHtml(element) && inner === '') return `${open} />`;
  return `${open}>${inner}</${element.tagName}>`;
}
