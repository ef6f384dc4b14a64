import { matchColor, replaceColorsInCss, type ThemeColor } from './colors';
import type { Field } from './field-types';
import {
  attrName,
  childNodesOf,
  isHtml,
  serializeNodes,
  VOID_ELEMENTS,
  type ChildNode,
  type Element,
  type Node,
  type SerializeHooks,
} from './html';
import { escapeAttribute, escapeText } from '@atelier/web-kit/html';
import { guardLiquid, liquidLiteral } from './liquid';
import { alpineComponentName, rewriteReferences } from './script';
import { representative, type TElement, type TGroup, type TNode, type TText } from './template';

export interface SnippetParam {
  name: string;
  type: 'string' | 'image';
  default?: string;
  description: string;
}

export interface RenderState {
  target: 'section' | 'snippet';
  colors: readonly ThemeColor[];
  usedColors: Set<string>;
  /** Snippet parameters in the order the markup first uses them. */
  params: Map<string, SnippetParam>;
  captures: number;
  /** Script-declared names the markup refers to; rewritten to this instance's registry entry. */
  exposed: ReadonlySet<string>;
  /** Expression returning the registry entry for an element expression (this, $el). */
  registryAccessor: (element: string) => string;
}

interface Context {
  /** Liquid object holding the settings: section.settings or block.settings. */
  settings: string;
  /** Snippet parameter prefix of a repeated item (card_2_). */
  prefix: string;
  /** Snippet parameter description prefix (Card 2). */
  describe: string;
  item: number;
  /** Inside a section block template: item-level choices are made at run time. */
  dynamic: boolean;
  group?: TGroup;
  blockRoot?: TElement;
}

const COLOR_ATTRIBUTES = new Set(['fill', 'stroke', 'stop-color', 'flood-color', 'lighting-color', 'color']);
const MARK = '\u0001';

/** Attribute text with Liquid pieces: literal parts are escaped and guarded, Liquid is inserted as is. */
function attributeText(literal: string, liquid: readonly string[]): string {
  const parts = literal.split(MARK);
  return parts.map((part, i) => (i % 2 === 0 ? guardLiquid(escapeAttribute(part)) : liquid[Number(part)])).join('');
}

/** Puts Liquid back where placeholder() left its marks. */
function fillPlaceholders(text: string, liquid: readonly string[]): string {
  return text
    .split(MARK)
    .map((part, i) => (i % 2 === 0 ? part : liquid[Number(part)]))
    .join('');
}

function placeholder(liquid: string[], code: string): string {
  liquid.push(code);
  return `${MARK}${liquid.length - 1}${MARK}`;
}

export class Renderer {
  constructor(private readonly state: RenderState) {}

  private captureName(): string {
    this.state.captures += 1;
    return `atelier_value_${this.state.captures}`;
  }

  private literal(value: string): { prelude: string; expression: string } {
    return liquidLiteral(value, this.captureName());
  }

  /** The Liquid variable for a field, registering snippet parameters as they are used. */
  private ref(field: Field, ctx: Context): string {
    if (this.state.target === 'section') return `${ctx.settings}.${field.id}`;
    const name = `${ctx.prefix}${field.id}`;
    if (!this.state.params.has(name)) {
      const value = field.values[ctx.item];
      this.state.params.set(name, {
        name,
        type: field.type === 'image_picker' ? 'image' : 'string',
        default: typeof value === 'string' && field.type !== 'image_picker' ? value : undefined,
        description: ctx.describe ? `${ctx.describe} ${lowerFirst(field.label)}` : field.label,
      });
    }
    return name;
  }

  private defaultFor(field: Field, ctx: Context): string | undefined {
    if (this.state.target === 'snippet') {
      const value = field.values[ctx.item];
      return typeof value === 'string' ? value : undefined;
    }
    if (field.type !== 'url') return undefined;
    const values = field.values.filter((v): v is string => typeof v === 'string');
    if (values.length === 0) return undefined;
    if (!ctx.dynamic) return values[0];
    return values.every((v) => v === values[0]) ? values[0] : '#';
  }

  /** An output tag for a field; snippets and url settings fall back to the original value. */
  private output(field: Field, ctx: Context, filters: string): string {
    const ref = this.ref(field, ctx);
    const fallback = this.defaultFor(field, ctx);
    if (fallback === undefined || fallback === '') return `{{ ${ref}${filters} }}`;
    const { prelude, expression } = this.literal(fallback);
    return `${prelude}{{ ${ref} | default: ${expression}${filters} }}`;
  }

  private textOutput(field: Field, ctx: Context): string {
    switch (field.type) {
      case 'textarea':
        return this.output(field, ctx, ' | escape | newline_to_br');
      case 'inline_richtext':
      case 'richtext':
        return this.output(field, ctx, '');
      default:
        return this.output(field, ctx, ' | escape');
    }
  }

  colorOutput(color: ThemeColor): string {
    this.state.usedColors.add(color.id);
    if (this.state.target === 'section') return `{{ section.settings.${color.id} }}`;
    if (!this.state.params.has(color.id)) {
      this.state.params.set(color.id, {
        name: color.id,
        type: 'string',
        default: color.hex,
        description: `${color.label} (hex)`,
      });
    }
    return `{{ ${color.id} | default: '${color.hex}' }}`;
  }

  /**
   * Serializes markup kept as written: snippet text is guarded, inline styles
   * and SVG colour attributes that use the project's colours follow the
   * colour settings.
   */
  private serializeKept(nodes: readonly ChildNode[], replace?: ReadonlyMap<Node, string>): string {
    const liquid: string[] = [];
    const hooks: SerializeHooks = {
      replace,
      attribute: (_element, name, value) => {
        const color = COLOR_ATTRIBUTES.has(name) ? matchColor(value, this.state.colors) : undefined;
        if (color) return placeholder(liquid, this.colorOutput(color));
        return this.plainAttribute(name, value);
      },
    };
    return fillPlaceholders(guardLiquid(serializeNodes(nodes, hooks)), liquid);
  }

  /** Attribute value rewriting that needs no Liquid: colours in inline styles. */
  private plainAttribute(name: string, value: string): string {
    if (name !== 'style') return value;
    const { value: replaced, used } = replaceColorsInCss(value, this.state.colors);
    used.forEach((id) => this.state.usedColors.add(id));
    return replaced;
  }

  renderNodes(nodes: readonly TNode[], ctx: Context): string {
    return nodes.map((node) => this.renderNode(node, ctx)).join('');
  }

  renderTop(nodes: readonly TNode[]): string {
    return this.renderNodes(nodes, { settings: 'section.settings', prefix: '', describe: '', item: 0, dynamic: false });
  }

  private renderNode(node: TNode, ctx: Context): string {
    if (node.kind === 'text') return this.renderText(node, ctx);
    if (node.kind === 'group') return this.renderGroup(node);
    return this.renderElement(node, ctx);
  }

  private renderText(node: TText, ctx: Context): string {
    let source = ctx.dynamic ? representative(node.sources) : node.sources[ctx.item];
    if (!source && node.sources.every((s) => s === undefined || s.value.trim() === '')) {
      // Layout white space is recorded from the first item only; every item keeps it.
      source = representative(node.sources);
    }
    if (!source) return '';
    if (!node.field) return guardLiquid(escapeText(source.value));
    const [, lead, trail] = /^(\s*)[\s\S]*?(\s*)$/.exec(source.value) ?? ['', '', ''];
    return `${lead}${this.textOutput(node.field, ctx)}${trail}`;
  }

  private renderGroup(group: TGroup): string {
    if (this.state.target === 'section') {
      const inner = this.renderElement(group.template, {
        settings: 'block.settings',
        prefix: '',
        describe: '',
        item: 0,
        dynamic: true,
        group,
        blockRoot: group.template,
      });
      const indent = (gapBefore(group.instances[0]) ?? '').split('\n').pop() ?? '';
      return `{% for block in section.blocks %}{% if block.type == '${group.blockType}' %}\n${indent}${inner}\n${indent}{% endif %}{% endfor %}`;
    }
    const separator = gapBetween(group.instances[0], group.instances[1]);
    return group.instances
      .map((_, k) =>
        this.renderElement(group.template, {
          settings: '',
          prefix: `${group.blockType}_${k + 1}_`,
          describe: `${group.blockName} ${k + 1}`,
          item: k,
          dynamic: false,
          group,
        }),
      )
      .join(separator ?? '\n');
  }

  private renderElement(element: TElement, ctx: Context): string {
    const source = ctx.dynamic ? representative(element.sources) : element.sources[ctx.item];
    if (!source) return '';
    const binding = element.binding;
    let html = this.renderElementCore(element, source, ctx);
    if (this.state.target === 'section' && binding.blankGuard) {
      html = `{% if ${this.ref(binding.blankGuard, ctx)} != blank %}${html}{% endif %}`;
    }
    if (ctx.dynamic && binding.optional) {
      html = `{% if ${this.ref(binding.optional, ctx)} %}${html}{% endif %}`;
    }
    return html;
  }

  private renderElementCore(element: TElement, source: Element, ctx: Context): string {
    const binding = element.binding;
    if (binding.choice) {
      if (!ctx.dynamic) return this.serializeKept([source]);
      const { field, elements } = binding.choice;
      const options = field.options ?? [];
      const kept = (i: number): string => {
        const chosen = elements[i];
        if (chosen === undefined) throw new Error(`Option ${i + 1} of ${field.id} has no markup`);
        return this.serializeKept([chosen]);
      };
      const branches = options
        .slice(1)
        .map((option, i) => `{% when '${option.value}' %}${kept(i + 1)}`)
        .join('');
      return `{% case ${this.ref(field, ctx)} %}${branches}{% else %}${kept(0)}{% endcase %}`;
    }
    if (binding.alpineText) {
      const { literals, mirror } = binding.alpineText;
      const mirrored = mirror === undefined ? undefined : literals[mirror];
      const inner =
        mirrored !== undefined && typeof mirrored !== 'string'
          ? this.textOutput(mirrored, ctx)
          : this.serializeKept(childNodesOf(source));
      return `<${source.tagName}${this.renderAttributes(element, source, ctx)}>${inner}</${source.tagName}>`;
    }
    if (element.opaque) {
      if (!ctx.dynamic) return this.serializeKept([source]);
      const tag = source.tagName;
      const attributes = this.renderAttributes(element, source, ctx);
      const inner = this.serializeKept(childNodesOf(source));
      if (isHtml(source) && VOID_ELEMENTS.has(tag)) return `<${tag}${attributes}>`;
      if (!isHtml(source) && inner === '') return `<${tag}${attributes} />`;
      return `<${tag}${attributes}>${inner}</${tag}>`;
    }
    if (binding.image) return this.renderImage(element, source, ctx);
    if (binding.replace) return this.textOutput(binding.replace, ctx);

    let inner: string;
    if (binding.content) inner = this.textOutput(binding.content, ctx);
    else if (binding.list) inner = this.renderList(element, source, ctx);
    else inner = this.renderNodes(element.children, ctx);

    const attributes = this.renderAttributes(element, source, ctx);
    const tag = source.tagName;
    if (isHtml(source) && VOID_ELEMENTS.has(tag)) return `<${tag}${attributes}>`;
    if (tag === 'button' && binding.link) {
      const link = this.ref(binding.link, ctx);
      const linkAttributes = this.renderAttributes(element, source, ctx, ['type']);
      return `{% if ${link} != blank %}<a href="{{ ${link} | escape }}"${linkAttributes}>${inner}</a>{% else %}<button${attributes}>${inner}</button>{% endif %}`;
    }
    return `<${tag}${attributes}>${inner}</${tag}>`;
  }

  private renderAttributes(element: TElement, source: Element, ctx: Context, skip: readonly string[] = []): string {
    const binding = element.binding;
    const variant = ctx.dynamic && ctx.group?.variant && binding.variantAttrs ? binding.variantAttrs : [];
    let out = '';
    for (const a of source.attrs) {
      const name = attrName(a);
      if (skip.includes(name) || variant.includes(name)) continue;
      out += this.renderAttribute(element, name, a.value, ctx);
    }
    if (variant.length > 0) out += this.renderVariantAttributes(element, variant, ctx);
    if (ctx.blockRoot === element) out += ' {{ block.shopify_attributes }}';
    return out;
  }

  private renderAttribute(element: TElement, name: string, value: string, ctx: Context): string {
    const binding = element.binding;
    const liquid: string[] = [];
    let literal = value;
    const indexed = ctx.dynamic ? binding.indexAttrs?.get(name) : undefined;
    if (indexed) {
      literal = indexed
        .map((part) =>
          typeof part === 'string'
            ? part
            : placeholder(liquid, part.index === 1 ? '{{ forloop.index }}' : '{{ forloop.index0 }}'),
        )
        .join('');
    } else if (name === 'href' && binding.link && element.tag === 'a') {
      literal = placeholder(liquid, this.output(binding.link, ctx, ' | escape'));
    } else if (name === 'style') {
      literal = this.plainAttribute(name, value);
      if (binding.background) literal = this.backgroundStyle(literal, binding.background, ctx, liquid);
    } else if (COLOR_ATTRIBUTES.has(name)) {
      const color = matchColor(value, this.state.colors);
      if (color) literal = placeholder(liquid, this.colorOutput(color));
    } else if (name === 'x-text' && binding.alpineText) {
      const { code, literals } = binding.alpineText;
      literal = code
        .map((piece, i) => {
          const rewritten = this.rewriteHandler(name, piece);
          const entry = literals[i];
          if (entry === undefined) return rewritten;
          return (
            rewritten +
            (typeof entry === 'string' ? entry : placeholder(liquid, this.output(entry, ctx, ' | json | escape')))
          );
        })
        .join('');
    } else if (/^on[a-z]+$/.test(name) || /^(x-|@|:)/.test(name)) {
      literal = this.rewriteHandler(name, value);
    }
    if (literal === '' && liquid.length === 0) return ` ${name}`;
    return ` ${name}="${attributeText(literal, liquid)}"`;
  }

  private rewriteHandler(name: string, value: string): string {
    if (this.state.exposed.size === 0) return value;
    if (name === 'x-data' && alpineComponentName(value) && !this.state.exposed.has(alpineComponentName(value)!))
      return value;
    const accessor = this.state.registryAccessor(/^on/.test(name) ? 'this' : '$el');
    return rewriteReferences(value, this.state.exposed, accessor);
  }

  private backgroundStyle(
    style: string,
    background: NonNullable<TElement['binding']['background']>,
    ctx: Context,
    liquid: string[],
  ): string {
    const original = background.urls[ctx.item] ?? representative(background.urls);
    const picker = this.ref(background.picker, ctx);
    const fallback = ctx.dynamic && new Set(background.urls).size > 1 ? representative(background.urls) : original;
    const code = `{% if ${picker} != blank %}{{ ${picker} | image_url: width: 1920 }}{% else %}${guardLiquid(escapeAttribute(fallback))}{% endif %}`;
    return style.replace(/url\(\s*(['"]?)([^'")]+)\1\s*\)/i, () => `url('${placeholder(liquid, code)}')`);
  }

  private renderVariantAttributes(element: TElement, names: readonly string[], ctx: Context): string {
    const variant = ctx.group!.variant!;
    const [standard, ...others] = variant.options ?? [];
    if (standard === undefined) throw new Error(`The style select ${variant.id} has no options`);
    const attributesFor = (optionValue: string): string => {
      const k = variant.values.findIndex((v, i) => v === optionValue && element.sources[i] !== undefined);
      const source = element.sources[k] ?? representative(element.sources);
      return names
        .map((name) => {
          const a = source.attrs.find((x) => attrName(x) === name);
          return a ? this.renderAttribute(element, name, a.value, ctx) : '';
        })
        .join('');
    };
    const fallback = attributesFor(standard.value);
    const branches = others
      .map((option) => ({ option, attributes: attributesFor(option.value) }))
      .filter((branch) => branch.attributes !== fallback)
      .map((branch) => `{% when '${branch.option.value}' %}${branch.attributes}`)
      .join('');
    if (!branches) return fallback;
    return ` {% case ${this.ref(variant, ctx)} %}${branches}{% else %}${fallback}{% endcase %}`;
  }

  private renderImage(element: TElement, source: Element, ctx: Context): string {
    const { picker, alt, placeholder: placeholderField } = element.binding.image!;
    const pick = this.ref(picker, ctx);
    let prelude = '';
    let altExpression = `${pick}.alt`;
    if (alt) {
      const ref = this.ref(alt, ctx);
      const fallback = this.state.target === 'snippet' ? alt.values[ctx.item] : undefined;
      if (typeof fallback === 'string' && fallback) {
        const literal = this.literal(fallback);
        prelude = `${literal.prelude}{% assign atelier_alt = ${ref} | default: ${literal.expression} %}`;
      } else {
        prelude = `{% assign atelier_alt = ${ref} | default: ${pick}.alt %}`;
      }
      altExpression = 'atelier_alt';
    }
    const width = requestedWidth(source);
    // The editor needs block attributes on a block's root, which image_tag cannot carry.
    const blockAttributes = ctx.blockRoot === element ? ' {{ block.shopify_attributes }}' : '';
    const simple = !blockAttributes && source.attrs.every((a) => /^[a-z]+$/.test(attrName(a)));
    let picked: string;
    if (simple) {
      const params: string[] = [`alt: ${altExpression}`];
      for (const a of source.attrs) {
        const name = attrName(a);
        if (['src', 'srcset', 'alt', 'width', 'height'].includes(name)) continue;
        const value = name === 'style' ? this.plainAttribute(name, a.value) : a.value;
        const literal = this.literal(value);
        prelude += literal.prelude;
        params.push(`${name}: ${literal.expression}`);
      }
      picked = `{{ ${pick} | image_url: width: ${width} | image_tag: ${params.join(', ')} }}`;
    } else {
      const rest = source.attrs
        .filter((a) => !['src', 'srcset', 'alt', 'width', 'height'].includes(attrName(a)))
        .map((a) => this.renderAttribute(element, attrName(a), a.value, ctx))
        .join('');
      picked = `<img src="{{ ${pick} | image_url: width: ${width} }}" alt="{{ ${altExpression} | escape }}" width="{{ ${pick}.width }}" height="{{ ${pick}.height }}"${rest}${blockAttributes}>`;
    }
    const fallback = this.renderFallbackImage(element, source, ctx, alt ? altExpression : undefined, placeholderField);
    return `${prelude}{% if ${pick} != blank %}${picked}{% else %}${fallback}{% endif %}`;
  }

  private renderFallbackImage(
    element: TElement,
    source: Element,
    ctx: Context,
    altExpression: string | undefined,
    placeholderField: Field | undefined,
  ): string {
    const { width, height } = fallbackSize(source);
    let out = '<img';
    for (const a of source.attrs) {
      const name = attrName(a);
      if (name === 'src' && ctx.dynamic && placeholderField) {
        const literal = this.literal(
          representative(placeholderField.values.map((v) => (typeof v === 'string' ? v : undefined))),
        );
        out += ` src="${literal.prelude}{{ ${this.ref(placeholderField, ctx)} | default: ${literal.expression} | escape }}"`;
      } else if (name === 'alt' && altExpression) {
        out += ` alt="{{ ${altExpression} | escape }}"`;
      } else {
        out += this.renderAttribute(element, name, a.value, ctx);
      }
    }
    if (!source.attrs.some((a) => a.name === 'alt')) out += ' alt=""';
    if (!source.attrs.some((a) => a.name === 'width')) out += ` width="${width}"`;
    if (!source.attrs.some((a) => a.name === 'height')) out += ` height="${height}"`;
    if (ctx.blockRoot === element) out += ' {{ block.shopify_attributes }}';
    return `${out}>`;
  }

  private renderList(element: TElement, source: Element, ctx: Context): string {
    const { field, item, text } = element.binding.list!;
    const marker = '\u0002';
    const [, lead, trail] = /^(\s*)[\s\S]*?(\s*)$/.exec(text.value) ?? ['', '', ''];
    const template = this.serializeKept([item], new Map([[text, marker]])).replace(
      marker,
      `${lead}{{ atelier_line_text | escape }}${trail}`,
    );
    const ref = this.ref(field, ctx);
    let lines: string;
    if (this.state.target === 'section') {
      lines = `{% assign atelier_lines = ${ref} | newline_to_br | split: '<br />' %}`;
    } else {
      const items = String(field.values[ctx.item] ?? '').split('\n');
      const separator = ['|', ';', '~', '^'].find((s) => items.every((i) => !i.includes(s))) ?? '|';
      const literal = this.literal(items.join(separator));
      lines = `${literal.prelude}{% assign atelier_lines = ${ref} | default: ${literal.expression} | split: '${separator}' %}`;
      const param = this.state.params.get(ref);
      if (param) {
        param.default = items.join(separator);
        param.description = `${param.description} (items separated by ${separator})`;
      }
    }
    const indent = leadingSpace(source);
    return `${indent}${lines}{% for atelier_line in atelier_lines %}{% assign atelier_line_text = atelier_line | strip %}{% if atelier_line_text != blank %}${indent}${template}{% endif %}{% endfor %}${trailingSpace(source)}`;
  }
}

/** "CTA label" stays, "Title" becomes "title" after an item prefix. */
function lowerFirst(label: string): string {
  const [first = ''] = label.split(' ');
  return first.length > 1 && first === first.toUpperCase() ? label : label.charAt(0).toLowerCase() + label.slice(1);
}

function leadingSpace(element: Element): string {
  const first = element.childNodes[0];
  return first && first.nodeName === '#text' && (first as { value: string }).value.trim() === ''
    ? (first as { value: string }).value
    : '';
}

function trailingSpace(element: Element): string {
  const last = element.childNodes[element.childNodes.length - 1];
  return last && last.nodeName === '#text' && (last as { value: string }).value.trim() === ''
    ? (last as { value: string }).value
    : '';
}

function gapBefore(element: Element | undefined): string | undefined {
  if (!element) return undefined;
  const siblings = element.parentNode?.childNodes ?? [];
  const previous = siblings[siblings.indexOf(element) - 1];
  return previous && previous.nodeName === '#text' ? (previous as { value: string }).value : undefined;
}

function gapBetween(a: Element | undefined, b: Element | undefined): string | undefined {
  if (!a || !b || !a.parentNode) return undefined;
  const siblings = a.parentNode.childNodes;
  const between = siblings.slice(siblings.indexOf(a) + 1, siblings.indexOf(b));
  return between.map((node) => (node.nodeName === '#text' ? (node as { value: string }).value : '')).join('');
}

function numberAttribute(element: Element, name: string): number | undefined {
  const raw = element.attrs.find((a) => a.name === name)?.value;
  const value = raw ? Number.parseInt(raw, 10) : NaN;
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/** Width asked of Shopify's image CDN: twice the displayed width for sharp screens, within its limits. */
function requestedWidth(element: Element): number {
  const width = numberAttribute(element, 'width');
  return width ? Math.min(3840, Math.max(200, width * 2)) : 1600;
}

/**
 * Theme Check requires width and height on every <img>: they come from the
 * tag, or from the size placeholder services put in the address, or a 3:2
 * default (CSS in the snippet still sizes the image; these only give the
 * browser an aspect ratio to reserve).
 */
function fallbackSize(element: Element): { width: number; height: number } {
  const width = numberAttribute(element, 'width');
  const height = numberAttribute(element, 'height');
  if (width && height) return { width, height };
  const src = element.attrs.find((a) => a.name === 'src')?.value ?? '';
  let fromUrl: { width: number; height: number } | undefined;
  const query = /[?&]w=(\d+)/.exec(src);
  const queryHeight = /[?&]h=(\d+)/.exec(src);
  const pair = /(\d{2,4})x(\d{2,4})/.exec(src);
  const picsum = /picsum\.photos\/(?:id\/\d+\/)?(\d{2,4})\/(\d{2,4})/.exec(src);
  if (query && queryHeight) fromUrl = { width: Number(query[1]), height: Number(queryHeight[1]) };
  else if (picsum) fromUrl = { width: Number(picsum[1]), height: Number(picsum[2]) };
  else if (pair) fromUrl = { width: Number(pair[1]), height: Number(pair[2]) };
  if (width)
    return {
      width,
      height: fromUrl ? Math.round((width * fromUrl.height) / fromUrl.width) : Math.round((width * 2) / 3),
    };
  if (height)
    return {
      width: fromUrl ? Math.round((height * fromUrl.width) / fromUrl.height) : Math.round((height * 3) / 2),
      height,
    };
  if (fromUrl) return fromUrl;
  if (query) return { width: Number(query[1]), height: Math.round((Number(query[1]) * 2) / 3) };
  return { width: 1200, height: 800 };
}
