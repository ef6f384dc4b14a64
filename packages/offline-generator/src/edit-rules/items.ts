/**
 * Items of lists: FAQ questions, menu links, features, plans, cards, social
 * links and badges. An item is added by copying the markup of one beside it
 * (ids and Alpine indexes renumbered), removed by cutting out its element.
 */
import { escapeAttribute, escapeText } from '@atelier/web-kit/html';
import { attr, classes, type Element, elements, parseWithLocations, textContent, textNodes } from '../dom';
import { PATTERN_DEFINITIONS } from '../patterns';
import {
  applyEdits,
  childElements,
  escapeRegExp,
  hasPart,
  namedSection,
  ordinalOf,
  ordinalWord,
  prefixOf,
  quoted,
  removalRange,
  removeElements,
  type Scope,
  scopeOf,
  sectionRoots,
  type Step,
  unquoted,
  Unsupported,
  within,
} from './shared';

interface List {
  container: Element;
  items: Element[];
}

const MODIFIER = /--|^is-|^active$|^open$/;

function itemKey(el: Element): string {
  return `${el.tagName}.${classes(el)
    .filter((c) => !MODIFIER.test(c))
    .sort()
    .join('.')}`;
}

/** Elements whose children (two or more) share one tag and class: lists of items. */
function listsIn(scope: Scope[]): List[] {
  const lists: List[] = [];
  for (const el of within(scope)) {
    if (['svg', 'select', 'head', 'style', 'script', 'picture', 'p', 'span', 'h1', 'h2', 'h3'].includes(el.tagName))
      continue;
    const children = childElements(el);
    if (children.length < 2) continue;
    const counts = new Map<string, Element[]>();
    for (const c of children) counts.set(itemKey(c), [...(counts.get(itemKey(c)) ?? []), c]);
    const [items] = [...counts.values()].sort((a, b) => b.length - a.length);
    if (!items || items.length < 2) continue;
    if (
      items.every(
        (i) => textContent(i) === '' && !attr(i, 'aria-label') && !elements(i).some((d) => attr(d, 'aria-label')),
      )
    )
      continue;
    lists.push({ container: el, items });
  }
  return lists;
}

const SOCIAL_NETWORKS: Record<string, RegExp> = {
  Twitter: /\b(twitter|x)\b|twitter\.com|\/\/x\.com/i,
  Instagram: /instagram/i,
  Facebook: /facebook/i,
  LinkedIn: /linkedin/i,
  YouTube: /youtube/i,
  TikTok: /tiktok/i,
  Pinterest: /pinterest/i,
  GitHub: /github/i,
  Threads: /threads/i,
  Mastodon: /mastodon/i,
  WhatsApp: /whatsapp/i,
  Dribbble: /dribbble/i,
  Behance: /behance/i,
};

function linkSignature(a: Element): string {
  return [attr(a, 'aria-label'), attr(a, 'title'), attr(a, 'href'), textContent(a)].filter(Boolean).join(' ');
}

function networkOf(a: Element): string | undefined {
  const sig = linkSignature(a);
  // "on X" in a label; a bare x elsewhere is too short to trust.
  return Object.entries(SOCIAL_NETWORKS).find(([name, re]) =>
    name === 'Twitter' ? /\bon x\b|\btwitter\b|twitter\.com|\/\/x\.com/i.test(sig) : re.test(sig),
  )?.[0];
}

/** The element to cut for one link: its list item when it is alone in one. */
function removable(a: Element): Element {
  const parent = a.parentNode;
  return parent && 'tagName' in parent && parent.tagName === 'li' && childElements(parent).length === 1 ? parent : a;
}

/** Is `el` inside `root`? (By source position: the two may come from different parses.) */
function inside(el: Element, root: Element): boolean {
  const a = el.sourceCodeLocation;
  const b = root.sourceCodeLocation;
  return !!a && !!b && a.startOffset >= b.startOffset && a.endOffset <= b.endOffset;
}

/** Which list a noun means: FAQ questions, menu links, social links, or the items of the section the noun belongs to. */
const NOUNS: Array<{ words: RegExp; label: string; pick: (lists: List[], code: string) => List | undefined }> = [
  {
    words: /\b(questions?|faqs?|q&a)\b/,
    label: 'question',
    pick: (lists) =>
      lists.find((l) =>
        l.items.every((i) =>
          elements(i).some((d) => attr(d, 'aria-expanded') !== undefined || d.tagName === 'summary'),
        ),
      ),
  },
  {
    words: /\b(menu items?|menu links?|nav(?:igation)? (?:items?|links?)|menu entr(?:y|ies)|pages?|links?|tabs?)\b/,
    label: 'link',
    pick: (lists) =>
      lists.find(
        (l) =>
          l.items.every(
            (i) => i.tagName === 'a' || (i.tagName === 'li' && elements(i).some((d) => d.tagName === 'a')),
          ) && !l.items.some((i) => elements(i).some((d) => d.tagName === 'a' && networkOf(d))),
      ),
  },
];

function itemNounList(noun: string, lists: List[], code: string): List | undefined {
  const pattern = PATTERN_DEFINITIONS.find((p) => p.itemNouns.includes(noun));
  const roots = pattern ? sectionRoots(code, pattern.id) : [];
  const candidates = roots.length ? lists.filter((l) => roots.some((r) => inside(l.container, r))) : lists;
  // The list whose items carry the most text: cards rather than icon rows.
  return [...candidates].sort(
    (a, b) =>
      b.items.reduce((n, i) => n + textContent(i).length, 0) / b.items.length -
      a.items.reduce((n, i) => n + textContent(i).length, 0) / a.items.length,
  )[0];
}

const GENERIC_NOUNS = ['item', 'card', 'entry', 'point', 'bullet', 'box', 'tile', 'row'];

function nounOf(text: string): string | undefined {
  const lower = unquoted(text).toLowerCase();
  const nouns = [...new Set([...PATTERN_DEFINITIONS.flatMap((p) => p.itemNouns), ...GENERIC_NOUNS])];
  let best: { noun: string; at: number } | undefined;
  for (const noun of nouns) {
    const at = lower.search(new RegExp(`\\b${escapeRegExp(noun)}s?\\b`));
    if (at >= 0 && (!best || at < best.at)) best = { noun, at };
  }
  return best?.noun;
}

function findList(clause: string, code: string): { list: List; label: string; where: string } | null {
  const lower = unquoted(clause).toLowerCase();
  const { scope, label: where } = scopeOf(
    clause,
    code,
    /\b(questions?|faqs?|links?|menu|features?|plans?|products?|steps?|stats?|logos?)\b/g,
  );
  const lists = listsIn(scope);
  for (const n of NOUNS) {
    if (!n.words.test(lower)) continue;
    const list = n.pick(lists, code);
    if (list) return { list, label: n.label, where };
    throw new Unsupported(`No list of ${n.label}s was found${where}.`);
  }
  const noun = nounOf(clause);
  if (!noun) return null;
  const list = itemNounList(noun, lists, code);
  if (!list) throw new Unsupported(`No ${noun}s were found${where}.`);
  return { list, label: noun, where };
}

/* ---------- remove ---------- */

const REMOVE = /^(?:remove|delete|drop|hide|get rid of|take out|take away|lose|cut)\b\s*(.*)$/i;

export function removeItemRule(clause: string, code: string): Step | null {
  const m = REMOVE.exec(clause.trim());
  if (!m) return null;
  const object = m[1] ?? '';
  const lower = unquoted(object).toLowerCase();
  if (/\bsections?\b/.test(lower)) return null;
  if (/\b(badges?|ribbons?|pills?|tags?)\b/.test(lower)) return removeBadges(object, code);

  // Social links: all of them, or one network.
  const network = Object.keys(SOCIAL_NETWORKS).find((n) =>
    n === 'Twitter' ? /\b(twitter|x)\b/i.test(lower) : new RegExp(`\\b${n}\\b`, 'i').test(lower),
  );
  if (network && /\b(links?|icons?|buttons?|logos?|accounts?|profiles?)\b|^(?:the\s+)?\w+$/.test(lower)) {
    const { scope, label: where } = scopeOf(object, code, /\b(links?|icons?)\b/g);
    const links = within(scope).filter((el) => el.tagName === 'a' && networkOf(el) === network);
    if (links.length === 0) throw new Unsupported(`There is no ${network} link${where} to remove.`);
    return {
      code: removeElements(code, links.map(removable)),
      summary: `Removed the ${network} link${links.length > 1 ? `s (${links.length})` : ''}${where}.`,
    };
  }
  if (/\bsocial\b/.test(lower)) {
    const { scope, label: where } = scopeOf(object, code, /\bsocial\b/g);
    const inside = within(scope);
    const blocks = inside.filter((el) => hasPart(el, /__social(s|-links|-icons)?$/));
    const links = inside.filter((el) => el.tagName === 'a' && networkOf(el));
    const cut = blocks.length
      ? blocks.filter((b) => !blocks.some((o) => o !== b && elements(o).includes(b)))
      : links.map(removable);
    if (cut.length === 0) throw new Unsupported(`There are no social links${where} to remove.`);
    const names = [...new Set(links.map(networkOf).filter(Boolean))];
    return {
      code: removeElements(code, cut),
      summary: `Removed the social links${names.length ? ` (${names.join(', ')})` : ''}${where}.`,
    };
  }

  const name = quoted(object) ?? namedItem(object);
  const ordinal = ordinalOf(object);
  if (name === undefined && ordinal === undefined) return null;
  const found = findList(object, code);
  if (name !== undefined) {
    const lists = found ? [found.list] : listsIn([parseWithLocations(code)]);
    for (const list of lists) {
      const item =
        list.items.find((i) => textContent(i).toLowerCase() === name.toLowerCase()) ??
        list.items.find((i) => textContent(i).toLowerCase().includes(name.toLowerCase()));
      if (item) {
        if (list.items.length === 1)
          throw new Unsupported(`“${name}” is the only item left; remove the section instead.`);
        return { code: removeElements(code, [item]), summary: `Removed “${textContent(item)}”${found?.where ?? ''}.` };
      }
    }
    throw new Unsupported(`No item “${name}” was found${found?.where ?? ''}.`);
  }
  if (!found || ordinal === undefined) return null;
  const { list, label, where } = found;
  const item = ordinal === -1 ? list.items.at(-1) : list.items[ordinal - 1];
  if (!item)
    throw new Unsupported(`There is no ${ordinalWord(ordinal)} ${label}${where} (there are ${list.items.length}).`);
  return {
    code: removeElements(code, [item]),
    summary: `Removed the ${ordinalWord(ordinal)} ${label}${where} (“${excerpt(nameOf(item))}”).`,
  };
}

/** An item's name: its heading or label element's text, else all its text. */
function nameOf(item: Element): string {
  const named = elements(item).find((el) => hasPart(el, LABEL_PART) || /^h[2-6]$/.test(el.tagName));
  return textContent(named ?? item);
}

function excerpt(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

/** "the Blog link", "Pricing from the menu": a capitalised name before link/menu item, or before "from the menu". */
function namedItem(object: string): string | undefined {
  const m =
    /^(?:the\s+)?([A-Z0-9][\w&' -]{0,30}?)\s+(?:link|menu item|nav item|item|tab|entry|page)\b/.exec(object) ??
    /^(?:the\s+)?([A-Z0-9][\w&' -]{0,30}?)\s+from\s+(?:the\s+)?(?:menu|navigation|nav|navbar|footer|list)\b/i.exec(
      object,
    );
  const name = m?.[1]?.trim();
  if (!name || /^(the|a|an|this|that|last|first|second|third|fourth|fifth)$/i.test(name)) return undefined;
  return name;
}

/* ---------- add ---------- */

const ADD = /^(?:add|insert|include|append|put|create|place)\b\s*(.*)$/i;

/** Renumbers the ids (and the Alpine indexes tied to them) of a copied item so they stay unique. */
function renumber(src: string, code: string): string {
  const ids = [...src.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1] ?? '');
  let out = src;
  const indexed = ids.map((id) => /^(.*?)(\d+)$/.exec(id)).find(Boolean);
  if (indexed) {
    const [, , k = '0'] = indexed;
    const bases = ids.map((id) => /^(.*?)\d+$/.exec(id)?.[1]).filter((b): b is string => b !== undefined);
    let next = Number(k) + 1;
    while (bases.some((b) => code.includes(`"${b}${next}"`) || code.includes(`#${b}${next}"`))) next++;
    for (const base of new Set(bases))
      out = out.replace(new RegExp(`${escapeRegExp(base)}${k}(?![\\w-])`, 'g'), `${base}${next}`);
    // Alpine state tied to the index: open === 4, open = 4.
    out = out.replace(
      /\b((?:x-[\w:.-]+|@[\w.-]+|:[\w.-]+)=")([^"]*)"/g,
      (_all, name: string, value: string) => `${name}${value.replace(new RegExp(`\\b${k}\\b`, 'g'), String(next))}"`,
    );
  }
  for (const id of ids.filter((id) => !/\d$/.test(id))) {
    let n = 2;
    while (code.includes(`"${id}-${n}"`)) n++;
    out = out.replace(new RegExp(`(["#\\s])${escapeRegExp(id)}(?=["\\s])`, 'g'), `$1${id}-${n}`);
  }
  return out
    .replace(/\saria-current="[^"]*"/g, '')
    .replace(/\saria-expanded="true"/g, ' aria-expanded="false"')
    .replace(/\saria-selected="true"/g, ' aria-selected="false"');
}

const LABEL_PART = /__(question|trigger|name|title|label|heading|term|link)$/;
const TEXT_PART = /__(answer|text|excerpt|bio|blurb|description|desc|body|copy)$/;

function fillItem(src: string, label: string, secondary: string | undefined): { html: string; placeholder: boolean } {
  const tree = parseWithLocations(src);
  const els = elements(tree);
  const labelEl =
    els.find((el) => hasPart(el, LABEL_PART)) ??
    els.find((el) => /^h[2-6]$/.test(el.tagName)) ??
    els.find((el) => el.tagName === 'a' || el.tagName === 'button') ??
    els[0];
  const labelText = labelEl ? textNodes(labelEl).find((t) => t.value.trim() !== '') : undefined;
  const oldLabel = labelText?.value.trim() ?? '';
  const textEl = els.find(
    (el) => hasPart(el, TEXT_PART) && textContent(el) !== '' && !(labelEl && elements(labelEl).includes(el)),
  );
  const textNode = textEl ? textNodes(textEl).sort((a, b) => b.value.length - a.value.length)[0] : undefined;
  const edits: Array<{ start: number; end: number; text: string }> = [];
  const put = (node: typeof labelText, value: string) => {
    const loc = node?.sourceCodeLocation;
    if (!loc || !node) return;
    const lead = /^\s*/.exec(node.value)?.[0] ?? '';
    const trail = /\s*$/.exec(node.value)?.[0] ?? '';
    edits.push({ start: loc.startOffset, end: loc.endOffset, text: lead + escapeText(value) + trail });
  };
  put(labelText, label);
  let placeholder = false;
  if (textNode && textNode !== labelText) {
    placeholder = secondary === undefined;
    put(textNode, secondary ?? `A few words about ${label}.`);
  }
  let html = applyEdits(src, edits);
  // The old name elsewhere in the item: alt texts, aria-labels, "Choose Starter".
  if (oldLabel.length > 2) {
    html = html
      .replace(new RegExp(`(="[^"]*?)${escapeRegExp(escapeAttribute(oldLabel))}`, 'g'), `$1${escapeAttribute(label)}`)
      .replace(new RegExp(`(>[^<]*?)\\b${escapeRegExp(escapeText(oldLabel))}\\b`, 'g'), `$1${escapeText(label)}`);
  }
  return { html, placeholder };
}

function titleCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Components a request may ask to add, which are layouts of their own rather than items of a list. */
const COMPONENT =
  /\b(carousels?|sliders?|slideshows?|lightbox(?:es)?|accordions?|modals?|pop-?ups?|videos?|maps?|countdowns?|timers?|forms?|tables?|animations?|parallax(?: effect)?|grids?|masonry(?: layout)?)\b/i;

export function addItemRule(clause: string, code: string): Step | null {
  const m = ADD.exec(clause.trim());
  if (!m) return null;
  const object = m[1] ?? '';
  const lower = unquoted(object).toLowerCase();
  if (/\bsections?\b/.test(lower)) return null;
  if (/\b(badges?|ribbons?|pills?)\b/.test(lower)) return addBadge(object, code);
  const isQuestion =
    /^(?:an?(?:other|\s+new)?\s+|one more\s+|new\s+)?(?:faq\s+)?(?:question|faq(?: item| entry)?|q&a)\b/.test(lower);
  const isLink =
    /^(?:an?(?:other|\s+new)?\s+|one more\s+|new\s+)?(?:(?:menu|nav(?:igation)?)\s+(?:item|link|entry)|link|page|tab)\b/.test(
      lower,
    ) || /\b(?:to|in|into)\s+the\s+(?:menu|navigation|nav|navbar)\b/.test(lower);
  // The thing added is named before "to the photos", "on the cards": "add a parallax effect to the photos" adds no photo.
  const head = object.split(/\s(?:to|on|onto|into|in|for|with|of|about|after|before|at)\s/i)[0] ?? object;
  const noun = nounOf(head);
  if (/^(?:an?\s+)?(?:faqs?|q&a)$/.test(lower)) return null;
  // "Add a 5-item carousel", "add a slider with the reviews": a new component, not one more item of a list.
  const component =
    !isQuestion && !isLink && quoted(object) === undefined ? COMPONENT.exec(unquoted(head))?.[1] : undefined;
  // One the library has as a section of its own ("add a countdown") is added as a section.
  if (component && namedSection(head)) return null;
  if (component)
    throw new Unsupported(
      `a ${component.toLowerCase()} is a new component, which the built-in editor cannot build: generate it as a new snippet, or connect a model provider.`,
    );
  if (!isQuestion && !isLink && !noun) return null;
  const found = findList(isQuestion ? `question ${object}` : isLink ? `link ${object}` : object, code);
  if (!found) return null;
  const { list, label: kind, where } = found;

  let label = quoted(object);
  let secondary: string | undefined;
  if (isQuestion) {
    const about = /\b(?:about|on|regarding|for|concerning)\s+(.+)$/i.exec(unquoted(object))?.[1]?.trim();
    if (label === undefined && about) {
      const topic = about.replace(/[?.!]+$/, '');
      label = `Do you offer ${topic}?`;
      if (/^(?:how|what|when|where|why|can|do|does|is|are)\b/i.test(topic)) label = `${titleCase(topic)}?`;
      secondary = `Please get in touch and we will gladly tell you more about ${topic}.`;
    } else if (label !== undefined) {
      secondary = 'Please get in touch and we will gladly answer it.';
    }
    if (label === undefined)
      throw new Unsupported('Say what the new question is about (add a question about …) or quote it.');
  } else {
    label ??=
      /\b(?:called|named|titled|labelled|labeled|saying)\s+([A-Z0-9][\w&' -]{0,30})$/.exec(object)?.[1] ??
      /\b(?:menu item|nav item|link|item|tab|page)\s+(?:for\s+|to\s+(?:the\s+|our\s+)?)?([A-Za-z0-9][\w&' -]{0,30}?)(?:\s+(?:to|in|into|at|after|before)\s+(?:the\s+)?\w+.*)?$/.exec(
        object,
      )?.[1] ??
      /^(?:an?\s+|one more\s+)?([A-Z0-9][\w&' -]{0,30}?)\s+(?:link|menu item|nav item|item|tab|page|feature|plan|card)\b/.exec(
        object,
      )?.[1];
    if (label !== undefined && /^(the|a|an|new|another|more)$/i.test(label)) label = undefined;
    if (label === undefined) throw new Unsupported(`Quote the new ${kind}'s name (add a ${kind} "…").`);
    label = titleCase(label.trim());
  }

  // Copy an ordinary item (not the featured or current one).
  const template =
    [...list.items]
      .reverse()
      .find(
        (i) =>
          !classes(i).some((c) => c.includes('--')) &&
          !/aria-current|is-open|is-active/.test(
            code.slice(i.sourceCodeLocation?.startOffset ?? 0, i.sourceCodeLocation?.endOffset ?? 0),
          ),
      ) ?? list.items.at(-1);
  const last = list.items.at(-1);
  const tLoc = template?.sourceCodeLocation;
  const lastLoc = last?.sourceCodeLocation;
  if (!template || !tLoc || !lastLoc) throw new Unsupported(`The ${kind}s could not be read.`);
  const before = list.items.at(-2)?.sourceCodeLocation;
  const gap = before ? code.slice(before.endOffset, lastLoc.startOffset) : '\n';
  const { html, placeholder } = fillItem(
    renumber(code.slice(tLoc.startOffset, tLoc.endOffset), code),
    label,
    secondary,
  );
  let at = lastLoc.endOffset;
  const position = /\b(?:at the (?:top|start|beginning)|first)\b/.test(lower) ? 0 : undefined;
  let out: string;
  if (position === 0) {
    at = list.items[0]?.sourceCodeLocation?.startOffset ?? at;
    out = `${code.slice(0, at)}${html}${gap}${code.slice(at)}`;
  } else out = `${code.slice(0, at)}${gap}${html}${code.slice(at)}`;
  const note = placeholder ? ` Its description is a placeholder (“A few words about ${label}.”) to replace.` : '';
  return { code: out, summary: `Added the ${kind} “${label}”${where}.${note}` };
}

/* ---------- badges ---------- */

const BADGE = /__(badge|tag|ribbon|pill)$/;

function badgeCss(prefix: string): string {
  return `\n    .${prefix}__badge { display: inline-block; margin-bottom: 0.5rem; padding: 0.125rem 0.625rem; border-radius: min(999px, calc(var(--radius) * 1000)); background: var(--accent); color: var(--on-accent); font-size: 0.75rem; font-weight: 700; line-height: 1.5; }`;
}

function addBadge(object: string, code: string): Step {
  const text =
    quoted(object) ??
    /\b(?:badge|ribbon|pill)\s+(?:saying\s+|reading\s+|with\s+)?([A-Z0-9][\w%!&' -]{0,20}?)(?=\s+(?:to|on|for)\b|$)/.exec(
      object,
    )?.[1] ??
    /^(?:an?\s+)?([A-Z0-9][\w%!&' -]{0,20}?)\s+(?:badge|ribbon|pill)\b/.exec(object)?.[1];
  if (!text) throw new Unsupported('Quote the badge text (add a badge "New" to the first card).');
  const target = /\b(?:to|on|for)\s+(.+)$/.exec(unquoted(object))?.[1] ?? 'the first card';
  const found = findList(target, code) ?? findList(`card ${target}`, code);
  if (!found) throw new Unsupported('Say which card gets the badge (to the first card).');
  const ordinal = ordinalOf(target) ?? 1;
  const item = ordinal === -1 ? found.list.items.at(-1) : found.list.items[ordinal - 1];
  if (!item) throw new Unsupported(`There is no ${ordinalWord(ordinal)} ${found.label}${found.where}.`);
  const which = `the ${ordinalWord(ordinal)} ${found.label}${found.where}`;
  const own = elements(item).find((el) => hasPart(el, BADGE));
  if (own) {
    const loc = own.sourceCodeLocation;
    if (!loc?.startTag || !loc.endTag) throw new Unsupported('The badge could not be read.');
    return {
      code: applyEdits(code, [{ start: loc.startTag.endOffset, end: loc.endTag.startOffset, text: escapeText(text) }]),
      summary: `Changed the badge of ${which} from “${textContent(own)}” to “${text}”.`,
    };
  }
  // Copy a badge that a sibling already shows, into the same place.
  const model = found.list.items.flatMap((i) => elements(i)).find((el) => hasPart(el, BADGE));
  const all = elements(parseWithLocations(code));
  if (model?.sourceCodeLocation) {
    const up = model.parentNode;
    const parent = up && 'tagName' in up ? up : undefined;
    const partner =
      parent && !found.list.items.includes(parent)
        ? elements(item).find((el) => itemKey(el) === itemKey(parent))
        : item;
    const loc = partner?.sourceCodeLocation;
    if (partner && loc?.endTag && parent) {
      const siblings = childElements(parent);
      const last = siblings.at(-1) === model;
      const src = code.slice(model.sourceCodeLocation.startOffset, model.sourceCodeLocation.endOffset);
      const html = src.replace(/>([^<]*)</, `>${escapeText(text)}<`);
      const indent = /\n[ \t]*$/.exec(code.slice(0, model.sourceCodeLocation.startOffset))?.[0] ?? '';
      const at = last
        ? (childElements(partner).at(-1)?.sourceCodeLocation?.endOffset ?? loc.endTag.startOffset)
        : (loc.startTag?.endOffset ?? loc.startOffset);
      return {
        code: `${code.slice(0, at)}${indent}${html}${code.slice(at)}`,
        summary: `Added the badge “${text}” to ${which}.`,
      };
    }
  }
  const root = all.find((el) => attr(el, 'data-pattern') !== undefined && inside(item, el));
  const prefix = root ? prefixOf(root) : undefined;
  const style = root ? elements(root).find((el) => el.tagName === 'style') : undefined;
  const styleEnd = style?.sourceCodeLocation?.endTag?.startOffset;
  const startTag = item.sourceCodeLocation?.startTag;
  if (!prefix || styleEnd === undefined || !startTag)
    throw new Unsupported('Badges can be added to generated sections only.');
  const first = childElements(item)[0]?.sourceCodeLocation;
  const indent = first ? (/\n[ \t]*$/.exec(code.slice(0, first.startOffset))?.[0] ?? '\n') : '\n';
  const hasRule = new RegExp(`\\.${escapeRegExp(prefix)}__badge\\s*\\{`).test(code);
  const edits = [
    {
      start: startTag.endOffset,
      end: startTag.endOffset,
      text: `${indent}<span class="${prefix}__badge">${escapeText(text)}</span>`,
    },
  ];
  if (!hasRule) {
    const lineStart = code.lastIndexOf('\n', styleEnd - 1);
    const at = /^\s*$/.test(code.slice(lineStart, styleEnd)) ? lineStart : styleEnd;
    edits.push({ start: at, end: at, text: badgeCss(prefix) });
  }
  return { code: applyEdits(code, edits), summary: `Added the badge “${text}” to ${which}.` };
}

function removeBadges(object: string, code: string): Step {
  const name = quoted(object);
  const target = /\b(?:from|on|of)\s+(.+)$/.exec(unquoted(object))?.[1];
  let { scope, label: where } = scopeOf(object, code, /\b(badges?|tags?)\b/g);
  if (target && ordinalOf(target) !== undefined) {
    const found = findList(target, code);
    const ordinal = ordinalOf(target) ?? 1;
    const item = found && (ordinal === -1 ? found.list.items.at(-1) : found.list.items[ordinal - 1]);
    if (!found || !item) throw new Unsupported(`There is no ${ordinalWord(ordinal)} card to take the badge from.`);
    scope = [item];
    where = ` from the ${ordinalWord(ordinal)} ${found.label}${found.where}`;
  }
  let badges = within(scope).filter((el) => hasPart(el, BADGE));
  if (name !== undefined) badges = badges.filter((b) => textContent(b).toLowerCase() === name.toLowerCase());
  if (badges.length === 0) throw new Unsupported(`There is no ${name ? `“${name}” ` : ''}badge${where} to remove.`);
  const texts = badges.map((b) => `“${textContent(b)}”`).join(', ');
  return {
    code: removeElements(code, badges),
    summary: `Removed ${badges.length === 1 ? 'the badge' : `${badges.length} badges`} ${texts}${where}.`,
  };
}

/* ---------- keep only, move first ---------- */

const SMALL_NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eins: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  fünf: 5,
  sechs: 6,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  due: 2,
  tre: 3,
  quattro: 4,
  cinque: 5,
  sei: 6,
  twee: 2,
  drie: 3,
  vijf: 5,
  zes: 6,
  dois: 2,
  duas: 2,
  três: 3,
  quatro: 4,
};

const KEEP_ONLY =
  /^(?:show|keep|leave)\s+only\s+(?:the\s+first\s+)?(\d{1,2}|\p{L}+)\b\s*(.*)$|^only\s+(?:show\s+|keep\s+)?(\d{1,2}|\p{L}+)\b\s*(.*)$/iu;

/** "show only 3 questions", "keep only four cards": the first N items of the list stay. */
export function keepOnlyRule(clause: string, code: string): Step | null {
  const m = KEEP_ONLY.exec(unquoted(clause).trim());
  if (!m) return null;
  const word = (m[1] ?? m[3] ?? '').toLowerCase();
  const n = /^\d+$/.test(word) ? Number(word) : SMALL_NUMBERS[word];
  if (!n) return null;
  const object = m[2] ?? m[4] ?? '';
  const found =
    findList(object, code) ??
    (() => {
      // Nothing named ("show only 3"): the list whose items carry the most text.
      const list = itemNounList('', listsIn([parseWithLocations(code)]), code);
      return list ? { list, label: 'item', where: '' } : null;
    })();
  if (!found) throw new Unsupported('No list of items was found to shorten.');
  const { list, label, where } = found;
  if (list.items.length <= n)
    throw new Unsupported(`There are ${list.items.length} ${label}s${where}; nothing to hide.`);
  const cut = list.items.slice(n);
  return {
    code: removeElements(code, cut),
    summary: `Kept the first ${n} ${label}s${where} and removed ${cut.length}.`,
  };
}

const MOVE_FIRST =
  /^(?:put|move|place)\s+(.+?)\s+(?:first|to the (?:top|front|start|beginning)|at the (?:top|front|start))$/iu;

/** "put mr. Visser at the top", "move "Pro" first": the named item becomes the list's first. */
export function moveFirstRule(clause: string, code: string): Step | null {
  const m = MOVE_FIRST.exec(clause.trim());
  if (!m) return null;
  const object = m[1] ?? '';
  const name = (quoted(object) ?? unquoted(object).replace(/^the\s+/i, '')).trim().toLowerCase();
  if (!name) return null;
  for (const list of listsIn([parseWithLocations(code)])) {
    const item = list.items.find((i) => textContent(i).toLowerCase().includes(name));
    const first = list.items[0];
    if (!item || !first) continue;
    if (item === first) throw new Unsupported(`“${excerpt(nameOf(item))}” is already first.`);
    const from = item.sourceCodeLocation;
    const to = first.sourceCodeLocation;
    if (!from || !to) continue;
    const gap = code.slice(to.endOffset, list.items[1]?.sourceCodeLocation?.startOffset ?? to.endOffset);
    const text = code.slice(from.startOffset, from.endOffset);
    const range = removalRange(code, item);
    if (!range) continue;
    const moved = applyEdits(code, [
      { start: range.start, end: range.end, text: '' },
      { start: to.startOffset, end: to.startOffset, text: `${text}${gap}` },
    ]);
    return { code: moved, summary: `Moved “${excerpt(nameOf(item))}” to the top.` };
  }
  throw new Unsupported(`No item “${name}” was found to move.`);
}
