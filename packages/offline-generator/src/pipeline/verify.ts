/**
 * Phase 4, verify: the composed HTML read back and every requirement of the plan checked in it —
 * each quoted string, named item, price, figure and contact detail is on the page, the number of
 * items asked for is there, and each feature asked for as a modifier shows in the markup. The report
 * names only what was found and lists what was not.
 */
import { parseFragment } from 'parse5';
import { attr, elements, isElement, type Element } from '../dom';
import type { PromptAnalysis, SectionCopy } from '../prompt';
import type { Feature, FeatureKind } from './features';

export type RequirementKind =
  | 'heading'
  | 'subheading'
  | 'eyebrow'
  | 'badge'
  | 'button'
  | 'item'
  | 'price'
  | 'figure'
  | 'email'
  | 'phone'
  | 'feature';

export interface Requirement {
  kind: RequirementKind;
  /** Index of the planned section it belongs to; features belong to the page. */
  section: number;
  /** The text that must be on the page, as the prompt wrote it. */
  text: string;
  /** How the report names it: "the button", "a search field". */
  label: string;
  feature?: FeatureKind;
}

export interface Verdict {
  requirement: Requirement;
  met: boolean;
  /** Met and on show at load, not only behind a click (a later slide, a closed dialog). */
  shown: boolean;
}

const SLOT_LABELS: Array<[keyof SectionCopy & RequirementKind, string]> = [
  ['heading', 'the headline'],
  ['subheading', 'the subheading'],
  ['eyebrow', 'the eyebrow'],
  ['badge', 'the badge'],
  ['button', 'the button'],
];

/** Every requirement the plan carries, section by section, then the page's features. */
export function requirementsOf(analysis: PromptAnalysis): Requirement[] {
  const out: Requirement[] = [];
  analysis.sections.forEach(({ copy }, section) => {
    for (const [kind, label] of SLOT_LABELS) {
      const text = copy[kind];
      if (typeof text === 'string' && text.trim()) out.push({ kind, section, text, label });
    }
    for (const item of copy.items ?? []) out.push({ kind: 'item', section, text: item, label: 'the item' });
    for (const button of copy.buttons ?? [])
      if (button !== copy.button) out.push({ kind: 'button', section, text: button, label: 'the button' });
    for (const price of copy.prices ?? []) {
      out.push({ kind: 'price', section, text: price.amount, label: 'the price' });
      if (price.name && !copy.items?.includes(price.name))
        out.push({ kind: 'item', section, text: price.name, label: 'the item' });
    }
    for (const figure of copy.figures ?? [])
      out.push({ kind: 'figure', section, text: figure.value, label: 'the figure' });
    if (copy.email) out.push({ kind: 'email', section, text: copy.email, label: 'the e-mail address' });
    if (copy.phone) out.push({ kind: 'phone', section, text: copy.phone, label: 'the phone number' });
  });
  for (const f of analysis.features) out.push(featureRequirement(f));
  return out;
}

function featureRequirement(f: Feature): Requirement {
  return { kind: 'feature', section: -1, text: '', label: f.label, feature: f.kind };
}

/** Text compared loosely: case, spacing, typographic quotes and dashes, and the digits' separators. */
export function normalize(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u201a\u201b\u00b4`]/g, "'")
    .replace(/[\u201c\u201d\u201e\u00ab\u00bb]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\s\u00a0\u202f\u2009]+/g, ' ')
    .trim();
}

const digitsOf = (text: string) => text.replace(/[^\d]/g, '');

interface Page {
  /** Text and the names of controls and pictures (alt, aria-label, placeholder, value, title). */
  text: string;
  /** The same without what is hidden at load. */
  shown: string;
  digits: string;
  /** The style sheets. */
  css: string;
  els: Element[];
  code: string;
}

/** The page as the verify phase reads it. */
export function readPage(code: string): Page {
  const root = parseFragment(code);
  const els = elements(root);
  const parts: string[] = [];
  const shownParts: string[] = [];
  const walk = (node: { childNodes?: unknown[] }, hidden: boolean) => {
    const push = (text: string, hides: boolean) => {
      parts.push(text);
      if (!hides) shownParts.push(text);
    };
    for (const child of (node.childNodes ?? []) as Array<{
      nodeName: string;
      value?: string;
      childNodes?: unknown[];
    }>) {
      if (child.nodeName === '#text') push(child.value ?? '', hidden);
      else if (isElement(child as never)) {
        const el = child as unknown as Element;
        if (el.tagName === 'style' || el.tagName === 'script') continue;
        // Hidden at load: a later slide, a closed dialog, a template.
        const hides =
          hidden ||
          attr(el, 'hidden') !== undefined ||
          /display:\s*none/.test(attr(el, 'style') ?? '') ||
          (el.tagName === 'dialog' && attr(el, 'open') === undefined);
        if (el.tagName === 'template') {
          const content = (el as unknown as { content?: { childNodes?: unknown[] } }).content;
          if (content) walk(content, true);
        }
        for (const name of ['alt', 'aria-label', 'placeholder', 'value', 'title', 'data-label']) {
          const v = attr(el, name);
          if (v) push(` ${v} `, hides);
        }
        walk(el, hides);
        push(' ', hides);
      }
    }
  };
  walk(root as unknown as { childNodes?: unknown[] }, false);
  const css = els
    .filter((e) => e.tagName === 'style')
    .map((e) => e.childNodes.map((c) => ('value' in c ? String(c.value) : '')).join(''))
    .join('\n');
  const text = normalize(parts.join(' '));
  return { text, shown: normalize(shownParts.join(' ')), digits: digitsOf(text), css, els, code };
}

const hasEl = (page: Page, test: (el: Element) => boolean) => page.els.some(test);
const classOf = (el: Element) => attr(el, 'class') ?? '';
const labelOf = (el: Element) => normalize(`${attr(el, 'aria-label') ?? ''} ${classOf(el)}`);

const FEATURE_CHECKS: Record<FeatureKind, (page: Page) => boolean> = {
  sticky: (p) => /position:\s*(?:sticky|fixed)/.test(p.css),
  search: (p) => hasEl(p, (e) => e.tagName === 'input' && attr(e, 'type') === 'search'),
  dots: (p) => hasEl(p, (e) => /(?:^|[\s_-])dots?(?:$|[\s_-])/.test(classOf(e))),
  arrows: (p) =>
    p.els.filter(
      (e) =>
        e.tagName === 'button' &&
        /prev|next|vorig|zurück|weiter|nächst|précéd|suivant|anterior|siguiente|seguinte|precedente|successiv|avanti|indietro|volgende|próxim|arrow/.test(
          `${labelOf(e)} ${normalize(textOf(e))}`,
        ),
    ).length >= 2,
  hover: (p) => /:hover/.test(p.css),
  consent: (p) => hasEl(p, (e) => e.tagName === 'input' && attr(e, 'type') === 'checkbox'),
  accordion: (p) => hasEl(p, (e) => e.tagName === 'details' || attr(e, 'aria-expanded') !== undefined),
  dismiss: (p) =>
    hasEl(
      p,
      (e) =>
        e.tagName === 'button' &&
        /close|dismiss|schlie|fermer|cerrar|chiudi|sluit|fechar|×|✕/.test(`${labelOf(e)} ${normalize(textOf(e))}`),
    ),
  autoplay: (p) => /setInterval|autoplay/i.test(p.code),
  'no-image': (p) => !hasEl(p, (e) => e.tagName === 'img' || e.tagName === 'picture') && !/url\(/.test(p.css),
};

function textOf(el: Element): string {
  return el.childNodes.map((c) => ('value' in c ? String(c.value) : isElement(c) ? textOf(c) : '')).join('');
}

function met(page: Page, r: Requirement): boolean {
  if (r.kind === 'feature') return r.feature ? FEATURE_CHECKS[r.feature](page) : true;
  if (r.kind === 'price' || r.kind === 'figure' || r.kind === 'phone') {
    const d = digitsOf(r.text);
    return d === '' ? page.text.includes(normalize(r.text)) : page.digits.includes(d);
  }
  return page.text.includes(normalize(r.text));
}

/** Every requirement of the plan, checked in the composed code. */
export function verify(analysis: PromptAnalysis, code: string): Verdict[] {
  const page = readPage(code);
  const shownPage = { ...page, text: page.shown, digits: digitsOf(page.shown) };
  return requirementsOf(analysis).map((requirement) => {
    const ok = met(page, requirement);
    return { requirement, met: ok, shown: ok && met(shownPage, requirement) };
  });
}
