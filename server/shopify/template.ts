import {
  attr,
  childNodesOf,
  classList,
  isElement,
  isHtml,
  isMeaningfulText,
  isText,
  type ChildNode,
  type Element,
  type TextNode,
} from './html';
import type { ElementBinding, Field } from './field-types';

/**
 * The converted markup is built from a template tree. Outside repeated items a
 * template node stands for one DOM node. Inside a repeated group (cards, FAQ
 * entries, plans) one template stands for all items: each node keeps the
 * matching DOM node of every item (`sources[k]`, undefined where item k lacks
 * it), so the differences between items can become settings.
 */
export interface TElement {
  kind: 'element';
  tag: string;
  sources: (Element | undefined)[];
  children: TNode[];
  /** Content kept as written (SVG, template, pre, media); not searched for editable text. */
  opaque: boolean;
  binding: ElementBinding;
}

export interface TText {
  kind: 'text';
  sources: (TextNode | undefined)[];
  field?: Field;
}

export interface TGroup {
  kind: 'group';
  template: TElement;
  instances: Element[];
  blockType: string;
  blockName: string;
  fields: Field[];
  /** The per-item style select, when items differ in attributes. */
  variant?: Field;
}

export type TNode = TElement | TText | TGroup;

const OPAQUE_TAGS = new Set([
  'svg',
  'math',
  'template',
  'pre',
  'select',
  'textarea',
  'iframe',
  'video',
  'audio',
  'picture',
  'canvas',
  'noscript',
  'object',
  'embed',
  'code',
  'script',
]);

/** Alpine or Vue write these elements' content at run time. */
const DYNAMIC_CONTENT_ATTRS = ['x-text', 'x-html', 'v-text', 'v-html'];

/** Elements whose text the snippet's scripts write (a countdown's digits): kept as written. */
const scriptOwned = new WeakSet<Element>();

/**
 * Marks leaf elements that the scripts address by id or class selector, since
 * their text is replaced at run time and is no setting.
 */
export function markScriptOwned(nodes: readonly ChildNode[], scripts: readonly string[]): void {
  if (!scripts.some((code) => /textContent|innerHTML|innerText|outerHTML|insertAdjacent|\.nodeValue/.test(code)))
    return;
  const literals = scripts.flatMap((code) =>
    [...code.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)].map(([, , body = '']) => body),
  );
  if (literals.length === 0) return;
  const ids = new Set<string>();
  const classes = new Set<string>();
  for (const literal of literals) {
    if (/^[A-Za-z][\w-]*$/.test(literal)) ids.add(literal);
    for (const [, id] of literal.matchAll(/#([A-Za-z][\w-]*)/g)) if (id) ids.add(id);
    for (const [, name] of literal.matchAll(/\.([A-Za-z][\w-]*)/g)) if (name) classes.add(name);
  }
  const visit = (node: ChildNode) => {
    if (!isElement(node)) return;
    const children = childNodesOf(node);
    const leaf = !children.some(isElement);
    const id = attr(node, 'id');
    if (leaf && ((id && ids.has(id)) || classList(node).some((c) => classes.has(c)))) scriptOwned.add(node);
    children.forEach(visit);
  };
  nodes.forEach(visit);
}

function isOpaque(element: Element): boolean {
  if (!isHtml(element) || OPAQUE_TAGS.has(element.tagName) || scriptOwned.has(element)) return true;
  return DYNAMIC_CONTENT_ATTRS.some((name) => attr(element, name) !== undefined);
}

function isWhitespace(node: ChildNode): boolean {
  return isText(node) && node.value.trim() === '';
}

function significant(nodes: readonly ChildNode[]): ChildNode[] {
  return nodes.filter((node) => (isElement(node) || isText(node)) && !isWhitespace(node));
}

export function representative<T>(sources: readonly (T | undefined)[]): T {
  const found = sources.find((s) => s !== undefined);
  if (found === undefined) throw new Error('Template node without any source');
  return found;
}

function newElement(tag: string, n: number, opaque: boolean): TElement {
  return {
    kind: 'element',
    tag,
    sources: new Array<Element | undefined>(n).fill(undefined),
    children: [],
    opaque,
    binding: {},
  };
}

function fromNode(node: ChildNode, k: number, n: number): TElement | TText | undefined {
  if (isText(node)) {
    const text: TText = { kind: 'text', sources: new Array<TextNode | undefined>(n).fill(undefined) };
    text.sources[k] = node;
    return text;
  }
  if (!isElement(node)) return undefined;
  const element = newElement(node.tagName, n, isOpaque(node));
  element.sources[k] = node;
  if (!element.opaque) {
    element.children = childNodesOf(node)
      .map((child) => fromNode(child, k, n))
      .filter((child): child is TElement | TText => child !== undefined);
  }
  return element;
}

function jaccard(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 && b.length === 0) return 1;
  const setA = new Set(a);
  const shared = b.filter((x) => setA.has(x)).length;
  return shared / (setA.size + b.length - shared);
}

function matchScore(template: TElement | TText, node: ChildNode): number {
  if (template.kind === 'text') return isText(node) ? 1 : -1;
  if (!isElement(node) || node.tagName !== template.tag) return -1;
  return 1 + jaccard(classList(representative(template.sources)), classList(node));
}

/**
 * Aligns a template's children with one more item's children (a weighted
 * longest common subsequence on tag and classes), then merges recursively.
 * Nodes only the new item has are inserted as optional nodes.
 */
function mergeChildren(template: TElement, nodes: readonly ChildNode[], k: number, n: number): void {
  const left = template.children.filter((child): child is TElement | TText => {
    if (child.kind === 'group') return false;
    if (child.kind === 'text') return isMeaningfulNode(child);
    return true;
  });
  const right = significant(nodes);
  const rows = left.length;
  const cols = right.length;
  const pairs = left.map((a) => right.map((b) => matchScore(a, b)));
  const pairAt = (i: number, j: number): number => pairs[i]?.[j] ?? -1;
  const width = cols + 1;
  const score = new Array<number>((rows + 1) * width).fill(0);
  /** The best alignment of left[i…] with right[j…]; 0 once either side is used up. */
  const best = (i: number, j: number): number => score[i * width + j] ?? 0;
  for (let i = rows - 1; i >= 0; i--) {
    for (let j = cols - 1; j >= 0; j--) {
      const pair = pairAt(i, j);
      score[i * width + j] = Math.max(best(i + 1, j), best(i, j + 1), pair > 0 ? pair + best(i + 1, j + 1) : -Infinity);
    }
  }
  const matches = new Map<TElement | TText, ChildNode>();
  const inserts: { after: TElement | TText | undefined; node: ChildNode }[] = [];
  let i = 0;
  let j = 0;
  let previous: TElement | TText | undefined;
  for (;;) {
    const a = left[i];
    const b = right[j];
    if (a === undefined || b === undefined) break;
    const pair = pairAt(i, j);
    if (pair > 0 && best(i, j) === pair + best(i + 1, j + 1)) {
      matches.set(a, b);
      previous = a;
      i++;
      j++;
    } else if (best(i, j) === best(i + 1, j)) {
      previous = a;
      i++;
    } else {
      inserts.push({ after: previous, node: b });
      j++;
    }
  }
  const last = left.at(-1);
  for (const node of right.slice(j)) inserts.push({ after: last, node });

  for (const [child, node] of matches) {
    if (child.kind === 'text') {
      child.sources[k] = node as TextNode;
    } else {
      child.sources[k] = node as Element;
      if (!child.opaque) mergeChildren(child, childNodesOf(node as Element), k, n);
    }
  }
  if (inserts.length === 0) return;
  const rebuilt: TNode[] = [];
  const insertedAfter = (anchor: TElement | TText | undefined) => {
    for (const insert of inserts) {
      if (insert.after !== anchor) continue;
      const created = fromNode(insert.node, k, n);
      if (created) rebuilt.push(created);
    }
  };
  insertedAfter(undefined);
  for (const child of template.children) {
    rebuilt.push(child);
    if (child.kind !== 'group') insertedAfter(child);
  }
  template.children = rebuilt;
}

function isMeaningfulNode(text: TText): boolean {
  return text.sources.some((s) => s !== undefined && s.value.trim() !== '');
}

/** Builds one template from the items of a repeated group. */
function mergeInstances(instances: readonly Element[]): TElement {
  const n = instances.length;
  const [first, ...rest] = instances;
  if (first === undefined) throw new Error('A repeated group needs at least one item');
  const root = fromNode(first, 0, n) as TElement;
  for (const [index, instance] of rest.entries()) {
    const k = index + 1;
    root.sources[k] = instance;
    if (!root.opaque) mergeChildren(root, childNodesOf(instance), k, n);
  }
  return root;
}

function countNodes(node: TElement | TText): number {
  if (node.kind === 'text') return isMeaningfulNode(node) ? 1 : 0;
  return 1 + node.children.reduce((sum, child) => sum + (child.kind === 'group' ? 0 : countNodes(child)), 0);
}

function countShared(node: TElement | TText): number {
  const both = node.sources.every((s) => s !== undefined);
  if (node.kind === 'text') return both && isMeaningfulNode(node) ? 1 : 0;
  if (!both) return 0;
  return 1 + node.children.reduce((sum, child) => sum + (child.kind === 'group' ? 0 : countShared(child)), 0);
}

/** 1 when two elements have the same structure, lower the more nodes one of them lacks. */
function similarity(a: Element, b: Element): number {
  if (a.tagName !== b.tagName) return 0;
  const merged = mergeInstances([a, b]);
  const sizeA = countNodes(fromNode(a, 0, 1) as TElement);
  const sizeB = countNodes(fromNode(b, 0, 1) as TElement);
  return countShared(merged) / Math.max(sizeA, sizeB);
}

/** An SVG that names what it shows (a brand's logo, a badge): a picture, not decoration. */
export function isLabelledGraphic(element: Element): boolean {
  if (element.tagName !== 'svg' || attr(element, 'aria-hidden') === 'true') return false;
  const label = attr(element, 'aria-label')?.trim();
  if (label) return true;
  return childNodesOf(element).some((child) => isElement(child) && child.tagName === 'title');
}

/** How many things in an element a merchant would edit: readable texts and images. */
function editableWeight(element: Element): number {
  if (element.tagName === 'img' || isLabelledGraphic(element)) return 1;
  if (isOpaque(element)) return 0;
  let weight = 0;
  for (const child of childNodesOf(element)) {
    if (isText(child) && isMeaningfulText(child.value)) weight++;
    else if (isElement(child)) weight += editableWeight(child);
  }
  if (attr(element, 'style')?.includes('url(')) weight++;
  return weight;
}

const SIMILARITY_THRESHOLD = 0.7;

/**
 * Finds runs of similar siblings that read as repeated items: three or more
 * with something to edit, or two that each carry at least two editable
 * things (a question and its answer, a quote and its author).
 */
function findRuns(children: readonly ChildNode[]): Element[][] {
  const elements = children.filter(isElement);
  const runs: Element[][] = [];
  let nextStart = 0;
  for (const [index, first] of elements.entries()) {
    if (index < nextStart) continue;
    const run = [first];
    if (!isOpaque(first)) {
      for (const next of elements.slice(index + 1)) {
        if (similarity(first, next) < SIMILARITY_THRESHOLD) break;
        run.push(next);
      }
    }
    const weights = run.map(editableWeight);
    const qualifies =
      (run.length >= 3 && weights.every((w) => w >= 1)) || (run.length === 2 && weights.every((w) => w >= 2));
    if (qualifies && consecutive(children, run)) runs.push(run);
    nextStart = index + (qualifies ? run.length : 1);
  }
  return runs;
}

/** The nodes from a run's first item to its last, with what sits between them. */
function runSpan(children: readonly ChildNode[], run: readonly Element[]): ChildNode[] {
  const first = run.at(0);
  const last = run.at(-1);
  if (first === undefined || last === undefined) return [];
  return children.slice(children.indexOf(first), children.indexOf(last) + 1);
}

/** Only white space or comments may sit between the items of a run. */
function consecutive(children: readonly ChildNode[], run: readonly Element[]): boolean {
  return runSpan(children, run).every((node) => !isText(node) || node.value.trim() === '');
}

/**
 * Builds the template for content outside repeated items. Runs of repeated
 * items become groups (section blocks); groups are not searched inside one
 * another, since Shopify section blocks cannot nest.
 */
export function buildTemplate(nodes: readonly ChildNode[]): TNode[] {
  const runs = findRuns(nodes);
  const runOf = new Map<Element, Element[]>();
  for (const run of runs) for (const element of run) runOf.set(element, run);
  const result: TNode[] = [];
  const skipping = new Set<ChildNode>();
  for (const node of nodes) {
    if (skipping.has(node)) continue;
    const run = isElement(node) ? runOf.get(node) : undefined;
    if (run) {
      runSpan(nodes, run).forEach((skipped) => skipping.add(skipped));
      result.push({
        kind: 'group',
        template: mergeInstances(run),
        instances: run,
        blockType: '',
        blockName: '',
        fields: [],
      });
      continue;
    }
    if (isText(node)) {
      result.push({ kind: 'text', sources: [node] });
    } else if (isElement(node)) {
      const element = newElement(node.tagName, 1, isOpaque(node));
      element.sources[0] = node;
      if (!element.opaque) element.children = buildTemplate(childNodesOf(node));
      result.push(element);
    }
  }
  return result;
}
