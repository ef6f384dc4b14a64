import { parse, type DefaultTreeAdapterTypes } from 'parse5';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

/** A page's styles in document order: inline `<style>` text or a stylesheet to fetch. */
export type StyleSource = { kind: 'inline'; css: string } | { kind: 'link'; url: string };

export interface PageStyles {
  sources: StyleSource[];
  /** `style` attributes of the elements that carry a brand (body, header, nav, buttons, links, headings), one rule each */
  attributeRules: string[];
}

const STYLE_ATTRIBUTE_ELEMENTS = new Set([
  'html',
  'body',
  'header',
  'nav',
  'main',
  'footer',
  'button',
  'a',
  'h1',
  'h2',
  'h3',
]);
const MAX_STYLE_ATTRIBUTES = 300;

/** Collects the page's CSS. Relative stylesheet addresses resolve against `<base href>` or the page's own address. */
export function extractPageStyles(html: string, pageUrl: string): PageStyles {
  const document = parse(html);
  const elements: Element[] = [];
  collectElements(document, elements);
  let base = pageUrl;
  const baseElement = elements.find((e) => e.tagName === 'base' && attr(e, 'href'));
  if (baseElement) {
    const resolved = resolveUrl(attr(baseElement, 'href') as string, pageUrl);
    if (resolved) base = resolved;
  }
  const sources: StyleSource[] = [];
  const rules: string[] = [];
  for (const el of elements) {
    if (el.tagName === 'style') {
      const type = attr(el, 'type');
      if ((type && type.trim().toLowerCase() !== 'text/css') || printOnly(attr(el, 'media'))) continue;
      const css = el.childNodes.map((n) => ('value' in n && n.nodeName === '#text' ? n.value : '')).join('');
      if (css.trim()) sources.push({ kind: 'inline', css });
    } else if (el.tagName === 'link') {
      const rel = (attr(el, 'rel') ?? '').toLowerCase().split(/\s+/);
      const href = attr(el, 'href');
      if (!href || !rel.includes('stylesheet') || rel.includes('alternate') || attr(el, 'disabled') !== undefined)
        continue;
      if (printOnly(attr(el, 'media'))) continue;
      const url = resolveUrl(href, base);
      if (url && /^https?:$/.test(new URL(url).protocol)) sources.push({ kind: 'link', url });
    }
    const style = declarationsOnly(attr(el, 'style'));
    if (style && rules.length < MAX_STYLE_ATTRIBUTES && isBrandElement(el)) {
      rules.push(`${pseudoSelector(el)} { ${style} }`);
    }
  }
  return { sources, attributeRules: rules };
}

/** A style attribute as declarations that cannot break out of their rule or spoil the ones after it. */
function declarationsOnly(style: string | undefined): string | null {
  if (!style) return null;
  const text = style.replace(/\/\*[\s\S]*?\*\//g, ' ');
  if (/[{}]|\/\*|\\/.test(text)) return null;
  let depth = 0;
  let quote = '';
  for (const ch of text) {
    if (quote) {
      if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '(') depth++;
    else if (ch === ')' && --depth < 0) return null;
  }
  return quote || depth !== 0 || !text.trim() ? null : text.trim();
}

function collectElements(node: Node, out: Element[]) {
  if ('tagName' in node) out.push(node);
  if (node.nodeName === 'template') return;
  if ('childNodes' in node) for (const child of node.childNodes) collectElements(child, out);
}

function attr(el: Element, name: string): string | undefined {
  return el.attrs.find((a) => a.name === name)?.value;
}

function printOnly(media: string | undefined): boolean {
  if (!media) return false;
  const m = media.toLowerCase();
  return /\bprint\b/.test(m) && !/\b(?:screen|all)\b/.test(m);
}

function resolveUrl(href: string, base: string): string | null {
  try {
    return new URL(href.trim(), base).href;
  } catch {
    return null;
  }
}

function isBrandElement(el: Element): boolean {
  if (STYLE_ATTRIBUTE_ELEMENTS.has(el.tagName)) return true;
  if (el.tagName === 'input') return /^(?:submit|button)$/i.test(attr(el, 'type') ?? '');
  return /(?:^|\s)(?:btn|button)(?:$|[\s_-])/i.test(attr(el, 'class') ?? '');
}

/** `a.btn.btn-primary`, `input[type=submit]`: enough of the element for the selector classifier to read its role. */
function pseudoSelector(el: Element): string {
  let selector = el.tagName;
  const type = attr(el, 'type');
  if (el.tagName === 'input' && type) selector += `[type=${type.toLowerCase() === 'submit' ? 'submit' : 'button'}]`;
  for (const cls of (attr(el, 'class') ?? '').split(/\s+/).filter(Boolean).slice(0, 8)) {
    selector += `.${cls.replace(/[^\w-]/g, (ch) => `\\${ch}`)}`;
  }
  return selector;
}
