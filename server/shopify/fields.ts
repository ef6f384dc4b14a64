import {
  attr,
  attrName,
  childNodesOf,
  classList,
  elementChildren,
  isElement,
  isMeaningfulText,
  isText,
  normalizeSpace,
  serializeNode,
  serializeNodes,
  type ChildNode,
  type Element,
  type TextNode,
} from './html';
import type { AlpineText, Field, FieldType, IndexedValue } from './field-types';
import { humanize, IdRegistry, toIdentifier, truncateName } from './liquid';
import { isLabelledGraphic, representative, type TElement, type TGroup, type TNode, type TText } from './template';

const TAG_HINTS: Record<string, string> = {
  h1: 'heading',
  h2: 'heading',
  h3: 'heading',
  h4: 'heading',
  h5: 'heading',
  h6: 'heading',
  p: 'text',
  blockquote: 'quote',
  q: 'quote',
  figcaption: 'caption',
  cite: 'author',
  li: 'item',
  dt: 'term',
  dd: 'description',
  label: 'label',
  small: 'note',
  img: 'image',
  td: 'cell',
  th: 'cell',
  summary: 'question',
  legend: 'legend',
  time: 'date',
};

const GENERIC_CLASSES = new Set([
  'container',
  'wrapper',
  'wrap',
  'inner',
  'content',
  'contents',
  'row',
  'col',
  'column',
  'columns',
  'grid',
  'flex',
  'section',
  'clearfix',
  'active',
  'hidden',
  'visible',
  'show',
  'open',
  'relative',
  'absolute',
  'group',
  'peer',
  'sr',
  'only',
  'animate',
  'fade',
  'in',
  'reveal',
  'd',
  'text',
  'box',
]);

const TEXT_CONTAINERS = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'li',
  'span',
  'div',
  'blockquote',
  'figcaption',
  'dd',
  'dt',
  'td',
  'th',
  'label',
  'small',
  'cite',
  'q',
  'summary',
]);

const GUARDABLE = new Set([
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'span',
  'small',
  'a',
  'button',
  'li',
  'blockquote',
  'figcaption',
  'cite',
  'dt',
  'dd',
  'label',
  'strong',
  'em',
]);

const INLINE_FORMATTING = new Set(['strong', 'b', 'em', 'i', 'a']);

class FieldScope {
  readonly fields: Field[] = [];
  private readonly ids: IdRegistry;
  private readonly linkFamilies = new Map<Element, { label: string; url: string }>();
  /** Ids reserved by family() and not yet given to a field. */
  private readonly pending = new Set<string>();

  constructor(
    /** Number of repeated items this scope stands for (1 outside repeated items). */
    readonly n: number,
    /** Class-name words that only repeat the scope's own name (card in card-title). */
    readonly prefixTokens: readonly string[],
    readonly utilities: ReadonlySet<string>,
    reserved: Iterable<string> = [],
  ) {
    this.ids = new IdRegistry(reserved);
  }

  add(base: string, type: FieldType, values: Field['values'], extra: Partial<Field> = {}): Field {
    const id = this.ids.take(toIdentifier(base, 'field'));
    const field: Field = { id, label: truncateName(humanize(id), 60), type, values, ...extra };
    this.fields.push(field);
    return field;
  }

  /** A base id shared by related fields (button_label, button_link), free for every suffix. */
  family(base: string, suffixes: readonly string[]): string {
    const clean = toIdentifier(base, 'item');
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? clean : `${clean}_${n}`;
      if (suffixes.every((suffix) => this.ids.isFree(`${candidate}${suffix}`))) {
        for (const suffix of suffixes) {
          this.ids.take(`${candidate}${suffix}`);
          this.pending.add(`${candidate}${suffix}`);
        }
        return candidate;
      }
    }
  }

  addExact(id: string, type: FieldType, values: Field['values'], extra: Partial<Field> = {}): Field {
    this.pending.delete(id);
    const field: Field = { id, label: truncateName(humanize(id), 60), type, values, ...extra };
    this.fields.push(field);
    return field;
  }

  /** Uses an id reserved by family() when it is still free, otherwise a new one from the same base. */
  addPreferred(id: string, type: FieldType, values: Field['values']): Field {
    return this.pending.has(id) ? this.addExact(id, type, values) : this.add(id, type, values);
  }

  existingLinkIds(element: Element): { label: string; url: string } | undefined {
    return this.linkFamilies.get(element);
  }

  /** The label and url ids of one link or button: button_label and button_link, or link_label and link. */
  linkIds(element: Element, hint: string): { label: string; url: string } {
    let ids = this.linkFamilies.get(element);
    if (!ids) {
      const bare = hint === 'link' || hint.endsWith('_link');
      const base = this.family(hint, ['_label', bare ? '' : '_link']);
      ids = { label: `${base}_label`, url: bare ? base : `${base}_link` };
      this.linkFamilies.set(element, ids);
    }
    return ids;
  }

  semanticWords(element: Element, keepBlock = false): string[] | undefined {
    for (const name of classList(element)) {
      if (this.utilities.has(name) || /[:[\]/.!@]/.test(name) || /^(is|has|js)-/.test(name)) continue;
      const [part = ''] = (keepBlock ? name : (name.split('__').pop() ?? name)).split('--');
      const words = part.toLowerCase().split(/[-_]+/).filter(Boolean);
      if (words.length === 0 || words.every((w) => GENERIC_CLASSES.has(w))) continue;
      if (words.every((w) => this.prefixTokens.includes(w))) continue;
      return withoutPrefix(words, this.prefixTokens).slice(0, 4);
    }
    return undefined;
  }
}

/** Drops the leading words that repeat the section's prefix, keeping at least the last word. */
function withoutPrefix(words: readonly string[], prefixTokens: readonly string[]): string[] {
  const start = words.findIndex((w) => !prefixTokens.includes(w));
  return words.slice(start < 0 ? -1 : start);
}

function looksLikeButton(element: Element, scope: FieldScope): boolean {
  const classes = classList(element);
  if (classes.some((c) => /(^|[-_])(btn|button|cta)([-_]|$)/i.test(c))) return true;
  return classes.some((c) => /^(bg-|border|px-|py-)/.test(c) && scope.utilities.has(c));
}

function linkHint(element: Element, scope: FieldScope): string {
  const classes = classList(element);
  const buttonClass = classes
    .filter((c) => /(^|[-_])(btn|button)([-_]|$)/i.test(c) && !scope.utilities.has(c))
    .sort((a, b) => b.split(/[-_]+/).length - a.split(/[-_]+/).length)[0];
  if (buttonClass) {
    const modifier = buttonClass
      .toLowerCase()
      .split(/[-_]+/)
      .filter((w) => w && w !== 'btn' && w !== 'button' && !scope.prefixTokens.includes(w));
    return modifier.length > 0 ? `${modifier.join('_')}_button` : 'button';
  }
  const semantic = scope.semanticWords(element);
  if (semantic) return semantic.join('_');
  if (element.tagName === 'button' || looksLikeButton(element, scope)) return 'button';
  return 'link';
}

function elementHint(element: Element, scope: FieldScope): string | undefined {
  const semantic = scope.semanticWords(element);
  if (semantic) return semantic.join('_');
  return TAG_HINTS[element.tagName];
}

/** Names a text by the nearest ancestor that says what it is; a link's text is its label. */
function textHint(ancestors: readonly Element[], scope: FieldScope): string {
  for (const element of [...ancestors].reverse()) {
    if (element.tagName === 'a' || element.tagName === 'button') {
      const ids = scope.existingLinkIds(element);
      return ids ? ids.label : `${linkHint(element, scope)}_label`;
    }
    const hint = elementHint(element, scope);
    if (hint) return hint;
  }
  return 'text';
}

function isScriptedButton(element: Element, ancestors: readonly Element[]): boolean {
  if (ancestors.some((a) => a.tagName === 'form')) return true;
  const type = attr(element, 'type');
  if (type === 'submit' || type === 'reset') return true;
  return element.attrs.some((a) => {
    const name = attrName(a);
    return /^(@|:|x-|v-|on|data-|aria-)/.test(name) || ['id', 'form', 'name', 'value', 'formaction'].includes(name);
  });
}

function hasScriptHooks(element: Element): boolean {
  return element.attrs.some((a) => /^(@|:|x-|v-|on|data-|id$|ref$)/.test(attrName(a)));
}

function significantChildren(element: Element): ChildNode[] {
  return childNodesOf(element).filter((n) => isElement(n) || (isText(n) && n.value.trim() !== ''));
}

/** Text with only bold, italic and plain links inside: what Shopify's rich text settings can hold. */
function isInlineOnly(element: Element): boolean {
  return childNodesOf(element).every((child) => {
    if (isText(child)) return true;
    if (!isElement(child) || !INLINE_FORMATTING.has(child.tagName)) return false;
    const allowed = child.tagName === 'a' ? ['href', 'target', 'rel', 'title'] : [];
    return child.attrs.every((a) => allowed.includes(attrName(a))) && isInlineOnly(child);
  });
}

function hasFormatting(element: Element): boolean {
  return elementChildren(element).length > 0;
}

function richInner(element: Element): string {
  return normalizeSpace(serializeNodes(childNodesOf(element)));
}

/** A container of plain paragraphs and bulleted lists, what a rich text setting produces. */
function isRichTextContainer(element: Element): boolean {
  const children = significantChildren(element);
  if (children.length === 0 || children.some((c) => !isElement(c))) return false;
  return (children as Element[]).every((child) => {
    if (child.attrs.length > 0) return false;
    if (child.tagName === 'p') return isInlineOnly(child) && isMeaningfulText(richInner(child));
    // Shopify's rich text holds paragraphs and bulleted lists only.
    if (child.tagName === 'ul') {
      const items = significantChildren(child);
      return (
        items.length > 0 &&
        items.every((item) => isElement(item) && item.tagName === 'li' && item.attrs.length === 0 && isInlineOnly(item))
      );
    }
    return false;
  });
}

function richTextValue(element: Element): string {
  return significantChildren(element)
    .map((child) => {
      const el = child as Element;
      if (el.tagName === 'p') return `<p>${richInner(el)}</p>`;
      const items = significantChildren(el).map((li) => `<li>${richInner(li as Element)}</li>`);
      return `<${el.tagName}>${items.join('')}</${el.tagName}>`;
    })
    .join('');
}

function presentSources(element: TElement): Element[] {
  return element.sources.filter((s): s is Element => s !== undefined);
}

function valuesOf<T>(
  sources: readonly (T | undefined)[],
  read: (source: T) => string | undefined,
): (string | undefined)[] {
  return sources.map((source) => (source === undefined ? undefined : read(source)));
}

function meaningfulTextNode(node: TText): boolean {
  return node.sources.some((s) => s !== undefined && isMeaningfulText(s.value));
}

/** Paragraph-like text gets a multi-line field; short labels and headings a single line. */
function wantsTextarea(ancestors: readonly Element[], values: readonly (string | undefined)[]): boolean {
  if (values.some((v) => (v?.length ?? 0) > 100)) return true;
  const parent = [...ancestors].reverse().find((a) => !['strong', 'em', 'b', 'i'].includes(a.tagName));
  const paragraph = parent !== undefined && ['p', 'blockquote', 'dd', 'figcaption', 'q'].includes(parent.tagName);
  return paragraph && values.some((v) => (v?.length ?? 0) > 40);
}

function cssUrl(style: string | undefined): string | undefined {
  if (!style) return undefined;
  const match = /background(?:-image)?\s*:[^;]*url\(\s*(['"]?)([^'")]+)\1\s*\)/i.exec(style);
  return match?.[2];
}

interface ListShape {
  item: Element;
  text: TextNode;
  signature: string;
  items: string[];
}

function meaningfulTexts(node: ChildNode, into: TextNode[]): boolean {
  if (isText(node)) {
    if (isMeaningfulText(node.value)) into.push(node);
    return true;
  }
  if (!isElement(node)) return true;
  if (['img', 'a', 'button', 'input', 'select', 'textarea'].includes(node.tagName)) return false;
  if (node.tagName === 'svg') return true;
  return childNodesOf(node).every((child) => meaningfulTexts(child, into));
}

/** List items that differ only in their one text: rendered from one textarea line each. */
function listShape(element: Element): ListShape | undefined {
  const children = significantChildren(element);
  const items = children.filter(isElement);
  const [firstItem] = items;
  if (firstItem === undefined || items.length !== children.length) return undefined;
  let shape: ListShape | undefined;
  const texts: string[] = [];
  for (const item of items) {
    if (item.tagName !== firstItem.tagName) return undefined;
    const found: TextNode[] = [];
    if (!meaningfulTexts(item, found)) return undefined;
    const [text, ...more] = found;
    if (text === undefined || more.length > 0) return undefined;
    const signature = normalizeSpace(serializeNode(item, { replace: new Map([[text, '\u0000']]) }));
    if (shape && signature !== shape.signature) return undefined;
    shape ??= { item, text, signature, items: texts };
    texts.push(normalizeSpace(text.value));
  }
  return shape;
}

const STRING_LITERAL = /(['"])((?:(?!\1)[^\\]|\\.)*)\1/g;

interface SplitLiteral {
  /** The literal's text, unescaped. */
  text: string;
  /** The literal as written, with its quotes. */
  quoted: string;
  /** The code between the previous literal (or the start) and this one. */
  codeBefore: string;
}

function splitLiterals(expression: string): { code: string[]; literals: SplitLiteral[] } | undefined {
  if (expression.includes('`')) return undefined;
  const code: string[] = [];
  const literals: SplitLiteral[] = [];
  let last = 0;
  for (const match of expression.matchAll(STRING_LITERAL)) {
    const [quoted, , body = ''] = match;
    const codeBefore = expression.slice(last, match.index);
    code.push(codeBefore);
    literals.push({ text: body.replace(/\\(.)/g, '$1'), quoted, codeBefore });
    last = (match.index ?? 0) + quoted.length;
  }
  code.push(expression.slice(last));
  return { code, literals };
}

/**
 * x-text="yearly ? '$24' : '$29'": the quoted texts become fields (named after
 * the condition before them) and the element's initial text follows the one
 * it shows, so Alpine and the theme editor agree.
 */
function annotateAlpineText(element: TElement, sources: readonly Element[], scope: FieldScope): AlpineText | undefined {
  const split = element.sources.map((s) => (s ? splitLiterals(attr(s, 'x-text') ?? '') : undefined));
  const present = split.filter((x, k) => element.sources[k] !== undefined);
  if (present.some((x) => !x || x.literals.length === 0)) return undefined;
  const first = present[0]!;
  if (present.some((x) => x!.code.join('\u0000') !== first.code.join('\u0000'))) return undefined;
  if (!present.some((x) => x!.literals.some((literal) => isMeaningfulText(literal.text)))) return undefined;
  const texts = sources.map((s) =>
    normalizeSpace(
      childNodesOf(s)
        .map((n) => (isText(n) ? n.value : ''))
        .join(''),
    ),
  );
  const mirror = first.literals.findIndex((_, j) =>
    present.every((x, i) => {
      const literal = x?.literals[j];
      return literal !== undefined && normalizeSpace(literal.text) === texts[i];
    }),
  );
  if (mirror < 0 && new Set(texts).size > 1) return undefined;
  if (sources.some((s) => childNodesOf(s).some(isElement))) return undefined;
  const hint = elementHint(representative(element.sources), scope) ?? 'text';
  const literals = first.literals.map((literal, j): Field | string => {
    const values = split.map((x) => x?.literals[j]?.text);
    const meaningful = values.some((v) => v !== undefined && isMeaningfulText(v));
    const varies = values.some((v) => v !== undefined && v !== literal.text);
    if (!meaningful && !varies) return literal.quoted;
    const condition = j === mirror ? undefined : literal.codeBefore.match(/[A-Za-z_$][\w$]*/g)?.pop();
    return scope.add(condition ? `${hint}_${condition}` : hint, 'text', values);
  });
  return { code: first.code, literals, mirror: mirror >= 0 ? mirror : undefined };
}

interface AnnotateContext {
  scope: FieldScope;
  ancestors: Element[];
}

function annotateText(node: TText, context: AnnotateContext): void {
  if (!meaningfulTextNode(node)) return;
  const values = valuesOf(node.sources, (s) => normalizeSpace(s.value));
  const type = wantsTextarea(context.ancestors, values) ? 'textarea' : 'text';
  node.field = context.scope.addPreferred(
    toIdentifier(textHint(context.ancestors, context.scope), 'text'),
    type,
    values,
  );
}

function annotateImage(element: TElement, rep: Element, context: AnnotateContext): void {
  const { scope } = context;
  const base = scope.family(elementHint(rep, scope) ?? 'image', ['', '_alt', '_placeholder']);
  const srcs = valuesOf(element.sources, (s) => attr(s, 'src'));
  const picker = scope.addExact(base, 'image_picker', srcs, { label: humanize(base) });
  const alts = valuesOf(element.sources, (s) => normalizeSpace(attr(s, 'alt') ?? ''));
  const alt = alts.some((a) => a)
    ? scope.addExact(
        `${base}_alt`,
        'text',
        alts.map((a) => a || undefined),
        { label: `${humanize(base)} alt text` },
      )
    : undefined;
  const distinct = new Set(srcs.filter((s) => s !== undefined));
  const placeholder =
    distinct.size > 1
      ? scope.addExact(`${base}_placeholder`, 'text', srcs, {
          label: `${humanize(base)} placeholder URL`,
          info: 'Shown until an image is picked.',
        })
      : undefined;
  element.binding.image = { picker, alt, placeholder };
}

/** The name an SVG gives itself: its aria-label, else its title. */
function graphicLabel(element: Element): string | undefined {
  const label = normalizeSpace(attr(element, 'aria-label') ?? '');
  if (label) return truncateName(label, 40);
  const title = elementChildren(element).find((child) => child.tagName === 'title');
  const text = title ? normalizeSpace(serializeNodes(childNodesOf(title)).replace(/<[^>]*>/g, '')) : '';
  return text ? truncateName(text, 40) : undefined;
}

function annotateElement(element: TElement, context: AnnotateContext): void {
  const { scope } = context;
  const rep = representative(element.sources);
  const sources = presentSources(element);
  const binding = element.binding;

  if (scope.n > 1 && sources.length < scope.n) {
    const hint = elementHint(rep, scope) ?? (rep.tagName === 'svg' ? 'icon' : 'element');
    binding.optional = scope.add(
      `show_${hint}`,
      'checkbox',
      element.sources.map((s) => s !== undefined),
    );
  }

  if (sources.every((s) => attr(s, 'x-text') !== undefined)) {
    const alpineText = annotateAlpineText(element, sources, scope);
    if (alpineText) {
      binding.alpineText = alpineText;
      return;
    }
  }

  if (element.opaque) {
    const inner = new Set(sources.map((s) => serializeNodes(childNodesOf(s))));
    if (scope.n > 1 && inner.size > 1) {
      const markup = element.sources.map((s) => (s ? serializeNode(s) : undefined));
      const options = [...new Set(markup.filter((m): m is string => m !== undefined))];
      const elements = options.map((option) => element.sources[markup.indexOf(option)]!);
      const graphic = rep.tagName === 'svg' ? (scope.prefixTokens.includes('logo') ? 'logo' : 'icon') : undefined;
      const hint = toIdentifier(graphic ?? elementHint(rep, scope) ?? 'content', 'option');
      // Labelled graphics (logos) are offered by what they show.
      const names = elements.map((el) => (isLabelledGraphic(el) ? graphicLabel(el) : undefined));
      const named = names.every((name) => name) && new Set(names).size === names.length;
      const field = scope.add(
        hint,
        'select',
        markup.map((m) => (m === undefined ? undefined : `${hint}_${options.indexOf(m) + 1}`)),
        {
          options: options.map((_, i) => ({
            value: `${hint}_${i + 1}`,
            label: (named ? names[i] : undefined) ?? `${humanize(hint)} ${i + 1}`,
          })),
        },
      );
      binding.choice = { field, elements };
    }
    return;
  }

  if (rep.tagName === 'img') {
    if (sources.every((s) => attr(s, 'src'))) annotateImage(element, rep, context);
    return;
  }

  const urls = valuesOf(element.sources, (s) => cssUrl(attr(s, 'style')));
  if (urls.some((u) => u !== undefined) && sources.every((s) => cssUrl(attr(s, 'style')))) {
    const base = scope.family(`${elementHint(rep, scope) ?? 'background'}_image`, ['']);
    binding.background = { picker: scope.addExact(base, 'image_picker', urls, { label: humanize(base) }), urls };
  }

  const childContext: AnnotateContext = { scope, ancestors: [...context.ancestors, rep] };
  if (rep.tagName === 'a' && sources.every((s) => attr(s, 'href') !== undefined)) {
    const id = scope.linkIds(rep, linkHint(rep, scope)).url;
    binding.link = scope.addExact(
      id,
      'url',
      valuesOf(element.sources, (s) => attr(s, 'href')),
      { label: humanize(id) },
    );
  } else if (rep.tagName === 'button' && sources.every((s) => !isScriptedButton(s, context.ancestors))) {
    const id = scope.linkIds(rep, linkHint(rep, scope)).url;
    binding.link = scope.addExact(
      id,
      'url',
      sources.map(() => undefined),
      {
        label: humanize(id),
        info: 'Leave empty to keep a button.',
      },
    );
  }

  if (rep.tagName !== 'a' && rep.tagName !== 'button' && sources.every(isRichTextContainer)) {
    binding.content = scope.add(
      elementHint(rep, scope) ?? 'text',
      'richtext',
      valuesOf(element.sources, richTextValue),
    );
    if (!hasScriptHooks(rep)) binding.blankGuard = binding.content;
    return;
  }
  const blockRoot = scope.n > 1 && context.ancestors.length === 0;
  if (
    rep.tagName === 'p' &&
    !blockRoot &&
    sources.every((s) => s.attrs.length === 0 && isInlineOnly(s) && isMeaningfulText(richInner(s)))
  ) {
    binding.replace = scope.add(
      'text',
      'richtext',
      valuesOf(element.sources, (s) => `<p>${richInner(s)}</p>`),
    );
    return;
  }
  if (
    TEXT_CONTAINERS.has(rep.tagName) &&
    sources.every((s) => isInlineOnly(s) && hasFormatting(s) && isMeaningfulText(richInner(s)))
  ) {
    binding.content = scope.add(
      textHint(childContext.ancestors, scope),
      'inline_richtext',
      valuesOf(element.sources, richInner),
    );
    if (GUARDABLE.has(rep.tagName) && !hasScriptHooks(rep)) binding.blankGuard = binding.content;
    return;
  }
  if (scope.n > 1) {
    const shapes = element.sources.map((source) => (source ? listShape(source) : undefined));
    const present = shapes.filter((shape, k) => element.sources[k] !== undefined);
    const first = present[0];
    if (
      first &&
      present.every((shape) => shape !== undefined && shape.signature === first.signature) &&
      Math.max(...present.map((shape) => shape?.items.length ?? 0)) >= 2
    ) {
      const hint = elementHint(rep, scope);
      const field = scope.add(
        hint && hint !== 'item' ? hint : 'items',
        'textarea',
        shapes.map((shape) => shape?.items.join('\n')),
        {
          list: true,
          info: 'One item per line.',
        },
      );
      binding.list = { field, item: first.item, text: first.text };
      return;
    }
  }

  for (const child of element.children) annotateNode(child, childContext);

  const meaningful = element.children.filter(
    (c) => c.kind !== 'text' || c.sources.some((s) => s && s.value.trim() !== ''),
  );
  const only = meaningful.length === 1 ? meaningful[0] : undefined;
  if (only?.kind === 'text' && only.field && GUARDABLE.has(rep.tagName) && !hasScriptHooks(rep)) {
    binding.blankGuard = only.field;
  }
}

function annotateNode(node: TNode, context: AnnotateContext): void {
  if (node.kind === 'text') annotateText(node, context);
  else if (node.kind === 'element') annotateElement(node, context);
}

const HANDLED_ATTRS: Record<string, string[]> = {
  img: ['src', 'srcset', 'alt', 'width', 'height', 'sizes'],
  a: ['href'],
};

function indexedValue(values: readonly (string | undefined)[]): IndexedValue | undefined {
  const present = values.map((v, k) => ({ v, k })).filter((e): e is { v: string; k: number } => e.v !== undefined);
  if (present.length < 2) return undefined;
  const split = present.map((e) => e.v.split(/(\d+)/));
  const [head] = split;
  if (head === undefined || split.some((parts) => parts.length !== head.length)) return undefined;
  const result: IndexedValue = [];
  let indexed = false;
  for (const [i, part] of head.entries()) {
    const column = split.map((parts) => parts[i]);
    if (column.every((other) => other === part)) {
      result.push(part);
    } else if (i % 2 === 1 && present.every((e, row) => Number(column[row]) === e.k + 1)) {
      result.push({ index: 1 });
      indexed = true;
    } else if (i % 2 === 1 && present.every((e, row) => Number(column[row]) === e.k)) {
      result.push({ index: 0 });
      indexed = true;
    } else {
      return undefined;
    }
  }
  return indexed ? result : undefined;
}

function collectElements(node: TElement, into: TElement[]): void {
  into.push(node);
  if (node.binding.list) return;
  for (const child of node.children) if (child.kind === 'element') collectElements(child, into);
}

/**
 * Items that differ in attributes (a highlighted plan, an open FAQ entry)
 * get one style select; numbered attributes follow the item's position.
 */
function annotateVariants(group: TGroup, scope: FieldScope): void {
  const elements: TElement[] = [];
  collectElements(group.template, elements);
  const varying: { element: TElement; name: string; values: (string | undefined)[] }[] = [];
  for (const element of elements) {
    if (element.binding.choice) continue;
    const sources = presentSources(element);
    const handled = new Set(HANDLED_ATTRS[element.tag] ?? []);
    if (element.binding.background) handled.add('style');
    if (element.binding.alpineText) handled.add('x-text');
    if (element.binding.image) ['class', 'loading', 'style'].forEach((name) => handled.delete(name));
    const names = new Set(sources.flatMap((s) => s.attrs.map(attrName)));
    for (const name of names) {
      if (handled.has(name)) continue;
      const values = element.sources.map((s) =>
        s ? (s.attrs.find((a) => attrName(a) === name)?.value ?? undefined) : undefined,
      );
      const present = element.sources.map((s, k) => ({ s, v: values[k] })).filter((e) => e.s !== undefined);
      const [head] = present;
      if (present.every((e) => e.v === head?.v)) continue;
      const indexed = present.every((e) => e.v !== undefined) ? indexedValue(values) : undefined;
      if (indexed) {
        element.binding.indexAttrs ??= new Map();
        element.binding.indexAttrs.set(name, indexed);
      } else {
        varying.push({ element, name, values });
      }
    }
  }
  if (varying.length === 0) return;

  const keys = group.instances.map((_, k) =>
    JSON.stringify(varying.map((v) => (v.element.sources[k] ? (v.values[k] ?? null) : '\u0000'))),
  );
  const counts = new Map<string, number>();
  keys.forEach((key) => counts.set(key, (counts.get(key) ?? 0) + 1));
  const ordered = [...counts.keys()].sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0));
  const [standardKey, ...otherKeys] = ordered;
  if (standardKey === undefined || otherKeys.length === 0) return;

  const optionValues = new IdRegistry();
  const options = ordered.map((key, i) => {
    if (i === 0) return { value: optionValues.take('standard'), label: 'Standard' };
    const own = new Set(classesOf(varying, keys.indexOf(key)));
    classesOf(varying, keys.indexOf(standardKey)).forEach((c) => own.delete(c));
    const word = [...own].find(
      (c) => !scope.utilities.has(c) && /^[a-z][a-z0-9_-]*$/i.test(c) && !/^(is|has|js)-/.test(c),
    );
    const base = word ? variantWord(word, scope) : ordered.length === 2 ? 'highlighted' : `style_${i + 1}`;
    const value = optionValues.take(base);
    return { value, label: truncateName(humanize(value), 40) };
  });
  group.variant = scope.add(
    'style',
    'select',
    // Every key is one of the ordered keys, so each item finds its option.
    keys.map((key) => options[ordered.indexOf(key)]?.value),
    { options },
  );
  for (const v of varying) {
    v.element.binding.variantAttrs ??= [];
    if (!v.element.binding.variantAttrs.includes(v.name)) v.element.binding.variantAttrs.push(v.name);
  }
}

/** plan--featured reads as "featured", card-dark as "dark" inside a card block. */
function variantWord(className: string, scope: FieldScope): string {
  const modifier = className.includes('--') ? className.split('--').pop()! : className;
  const words = modifier.toLowerCase().split(/[-_]+/).filter(Boolean);
  return toIdentifier(withoutPrefix(words, scope.prefixTokens).join('_'), 'style');
}

function classesOf(varying: readonly { name: string; values: (string | undefined)[] }[], k: number): string[] {
  return varying.filter((v) => v.name === 'class').flatMap((v) => (v.values[k] ?? '').split(/\s+/).filter(Boolean));
}

const BLOCK_TYPE_BY_TAG: Record<string, string> = {
  li: 'item',
  article: 'card',
  blockquote: 'testimonial',
  figure: 'testimonial',
  tr: 'row',
  details: 'question',
  a: 'link',
  img: 'image',
};

/** Annotates a repeated group: its block type, item fields and style select. */
const GENERIC_ITEM_WORDS = new Set(['item', 'entry', 'row', 'cell', 'col', 'column', 'block', 'card']);

/**
 * Names a block type after its items: the class without the section's own
 * prefix (plan in pricing-x__plan), with the section word kept when the rest
 * says nothing (faq_item), else after the markup (card, link, item).
 */
function blockTypeName(rep: Element, rootWords: readonly string[], utilities: ReadonlySet<string>): string {
  const probe = new FieldScope(1, rootWords, utilities);
  const words = probe.semanticWords(rep, true);
  if (words) {
    const own = words.filter((w) => !rootWords.includes(w));
    if (own.length === 0) return words.join('_');
    const readable = rootWords.find((w) => !/\d/.test(w));
    const word = own.length === 1 ? own[0] : undefined;
    return word !== undefined && GENERIC_ITEM_WORDS.has(word) && readable ? `${readable}_${word}` : own.join('_');
  }
  const children = significantChildren(rep);
  const onlyChild = children.length === 1 ? children[0] : undefined;
  if (onlyChild && isElement(onlyChild) && onlyChild.tagName === 'a') return 'link';
  if (rep.tagName === 'a' && /<(img|h[1-6])\b/.test(serializeNode(rep))) return 'card';
  return BLOCK_TYPE_BY_TAG[rep.tagName] ?? 'item';
}

/** Annotates a repeated group: its block type, item fields and style select. */
function annotateGroup(
  group: TGroup,
  blockTypes: IdRegistry,
  utilities: ReadonlySet<string>,
  rootWords: readonly string[] = [],
): void {
  const [rep] = group.instances;
  if (rep === undefined) throw new Error('A repeated group has no items');
  const type = blockTypes.take(toIdentifier(blockTypeName(rep, rootWords, utilities), 'item'));
  group.blockType = type;
  group.blockName = truncateName(humanize(type), 25);
  const scope = new FieldScope(group.instances.length, [...new Set([...type.split('_'), ...rootWords])], utilities);
  annotateElement(group.template, { scope, ancestors: [] });
  annotateVariants(group, scope);
  group.fields = scope.fields;
}

export interface AnnotatedTemplate {
  nodes: TNode[];
  fields: Field[];
  groups: TGroup[];
}

/** Finds the editable content of a whole snippet: section-level fields and repeated groups. */
export function annotateTemplate(
  nodes: TNode[],
  utilities: ReadonlySet<string>,
  reserved: Iterable<string>,
): AnnotatedTemplate {
  const rootElement = nodes.find((n): n is TElement => n.kind === 'element');
  const probe = new FieldScope(1, [], utilities);
  const rootWords = rootElement ? (probe.semanticWords(representative(rootElement.sources)) ?? []) : [];
  const scope = new FieldScope(1, rootWords, utilities, reserved);
  const groups: TGroup[] = [];
  const blockTypes = new IdRegistry();
  const visit = (list: TNode[], ancestors: Element[]) => {
    for (const node of list) {
      if (node.kind === 'group') {
        annotateGroup(node, blockTypes, utilities, rootWords);
        groups.push(node);
      } else if (node.kind === 'element') {
        annotateElementShallow(node, { scope, ancestors }, visit);
      } else {
        annotateText(node, { scope, ancestors });
      }
    }
  };
  visit(nodes, []);
  return { nodes, fields: scope.fields, groups };
}

/**
 * Outside repeated items the tree may hold groups anywhere below an element,
 * so the walk descends itself rather than through annotateElement.
 */
function annotateElementShallow(
  element: TElement,
  context: AnnotateContext,
  visit: (list: TNode[], ancestors: Element[]) => void,
): void {
  if (element.children.some((c) => c.kind === 'group') || containsGroup(element)) {
    const rep = representative(element.sources);
    const urls = valuesOf(element.sources, (s) => cssUrl(attr(s, 'style')));
    if (urls[0]) {
      const base = context.scope.family(`${elementHint(rep, context.scope) ?? 'background'}_image`, ['']);
      element.binding.background = {
        picker: context.scope.addExact(base, 'image_picker', urls, { label: humanize(base) }),
        urls,
      };
    }
    visit(element.children, [...context.ancestors, rep]);
    return;
  }
  annotateElement(element, context);
}

function containsGroup(element: TElement): boolean {
  return element.children.some((c) => c.kind === 'group' || (c.kind === 'element' && containsGroup(c)));
}
