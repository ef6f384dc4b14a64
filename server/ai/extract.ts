import { parse, parseFragment, type DefaultTreeAdapterTypes } from 'parse5';
import { answerCode } from '@shared/answer-parsing';
import { escapeAttribute } from '@atelier/web-kit/html';
import { AiOutputError } from './errors';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

/** Elements that render nothing on their own: a fragment made only of these is not a usable snippet. */
const INVISIBLE = new Set(['style', 'script', 'link', 'meta', 'title', 'base', 'template', 'noscript']);

function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

function attr(el: Element, name: string): string | undefined {
  return el.attrs.find((a) => a.name === name)?.value;
}

function findElement(root: Node, tagName: string): Element | undefined {
  if (isElement(root) && root.tagName === tagName) return root;
  if (!('childNodes' in root)) return undefined;
  for (const child of root.childNodes) {
    const found = findElement(child, tagName);
    if (found) return found;
  }
  return undefined;
}

function sliceNode(source: string, node: Node): string {
  const loc = (node as Element).sourceCodeLocation;
  return loc ? source.slice(loc.startOffset, loc.endOffset) : '';
}

/**
 * A full document becomes the body's content plus the head's own styles and
 * inline scripts; everything else in the head (meta, title, CDN links) is the
 * preview's job. The original text is sliced, not re-serialised, so the
 * model's formatting survives.
 */
function documentToFragment(source: string): string {
  const doc = parse(source, { sourceCodeLocationInfo: true });
  const head = findElement(doc, 'head');
  const body = findElement(doc, 'body');

  const headParts = (head?.childNodes ?? [])
    .filter(isElement)
    .filter((el) => el.tagName === 'style' || (el.tagName === 'script' && attr(el, 'src') === undefined))
    .map((el) => sliceNode(source, el));

  let content = '';
  const children = body?.childNodes ?? [];
  const first = children.find((c) => c.sourceCodeLocation);
  const last = children.findLast((c) => c.sourceCodeLocation);
  if (first?.sourceCodeLocation && last?.sourceCodeLocation) {
    content = source
      .slice(first.sourceCodeLocation.startOffset, last.sourceCodeLocation.endOffset)
      .replace(/<\/(?:body|html)\s*>/gi, '')
      .trim();
  }
  // The body's classes and inline style carry the page background and text colour.
  const bodyAttrs = body
    ? ['class', 'style'].flatMap((n) => (attr(body, n) ? [`${n}="${escapeAttribute(attr(body, n) ?? '')}"`] : []))
    : [];
  if (bodyAttrs.length > 0 && content !== '') content = `<div ${bodyAttrs.join(' ')}>\n${content}\n</div>`;

  return [...headParts, content].filter((p) => p.trim() !== '').join('\n');
}

function isProvidedLibrary(el: Element): boolean {
  const ref = el.tagName === 'script' ? attr(el, 'src') : el.tagName === 'link' ? attr(el, 'href') : undefined;
  return ref !== undefined && /tailwind|alpine/i.test(ref);
}

/** A second copy of Alpine.js or Tailwind loaded by the snippet breaks the preview, which provides both. */
function stripProvidedLibraries(html: string): string {
  const fragment = parseFragment(html, { sourceCodeLocationInfo: true });
  const cuts: Array<[number, number]> = [];
  const visit = (node: Node): void => {
    if (isElement(node) && isProvidedLibrary(node) && node.sourceCodeLocation) {
      cuts.push([node.sourceCodeLocation.startOffset, node.sourceCodeLocation.endOffset]);
      return;
    }
    if ('childNodes' in node) node.childNodes.forEach(visit);
  };
  visit(fragment);
  let out = html;
  for (const [start, end] of cuts.sort((a, b) => b[0] - a[0])) out = out.slice(0, start) + out.slice(end);
  return cuts.length > 0 ? out.replace(/\n[ \t]*\n(?:[ \t]*\n)+/g, '\n\n').trim() : out;
}

/** True when the text parses as HTML holding at least one element that renders. */
export function hasUsableHtml(html: string): boolean {
  const visit = (node: Node): boolean => {
    if (isElement(node) && !INVISIBLE.has(node.tagName)) return true;
    return 'childNodes' in node && node.childNodes.some(visit);
  };
  return visit(parseFragment(html));
}

/**
 * The HTML fragment in a model's answer: its code (`answerCode`: from a fence,
 * ```html preferred, or from prose around bare markup), a full document
 * reduced to a fragment, without a second copy of the libraries the preview
 * provides. Throws AiOutputError when nothing usable is left.
 */
export function extractHtml(answer: string): string {
  const candidate = answerCode(answer);
  if (candidate === null) throw new AiOutputError();
  const isDocument = /<!doctype\s+html|<html[\s>]|<head[\s>]|<body[\s>]/i.test(candidate);
  const fragment = stripProvidedLibraries(isDocument ? documentToFragment(candidate) : candidate.trim());
  if (!hasUsableHtml(fragment)) throw new AiOutputError();
  return fragment;
}
