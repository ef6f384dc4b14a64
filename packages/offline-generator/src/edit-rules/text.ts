/**
 * Text of named elements: heading, subheading, eyebrow, badge, button,
 * price, e-mail address and phone number, and any quoted text renamed
 * ("rename "Pricing" to "Plans""). Each rule rewrites the text (and the link
 * that carries it) only.
 */
import { escapeAttribute, escapeText } from '@atelier/web-kit/html';
import { findColor } from '../color-words';
import { attr, type Element, textContent, textNodes, textRange } from '../dom';
import {
  applyEdits,
  escapeRegExp,
  hasPart,
  masked,
  namedSection,
  ordinalOf,
  ordinalWord,
  quoted,
  quotedAll,
  type Scope,
  scopeOf,
  sectionName,
  sectionRoots,
  type Step,
  unquoted,
  Unsupported,
  within,
} from './shared';

type Kind = 'subheading' | 'eyebrow' | 'badge' | 'heading' | 'button' | 'price' | 'link';

const isButton = (el: Element) => (el.tagName === 'a' || el.tagName === 'button') && hasPart(el, /__(btn|button|cta)$/);

const FIELDS: Array<{ kind: Kind; words: string; label: string; find: (els: Element[]) => Element[] }> = [
  {
    kind: 'subheading',
    words: 'sub[-\\s]?headings?|sub[-\\s]?headlines?|subtitles?|taglines?|lead text|intro text|lead',
    label: 'subheading',
    find: (els) => els.filter((el) => hasPart(el, 'lead')),
  },
  {
    kind: 'eyebrow',
    words: 'eyebrows?|kickers?|overlines?|small text above the (?:heading|headline|title)',
    label: 'eyebrow',
    find: (els) => {
      const own = els.filter((el) => hasPart(el, 'eyebrow'));
      return own.length ? own : els.filter((el) => hasPart(el, 'badge'));
    },
  },
  {
    kind: 'badge',
    words: 'badges?|tags?|pills?|ribbons?',
    label: 'badge',
    find: (els) => els.filter((el) => hasPart(el, /__(badge|tag|ribbon|pill)$/)),
  },
  {
    kind: 'heading',
    words: 'headings?|headlines?|titles?|h1|main heading',
    label: 'heading',
    find: (els) => {
      const h1 = els.filter((el) => el.tagName === 'h1');
      return h1.length ? h1 : els.filter((el) => el.tagName === 'h2');
    },
  },
  {
    kind: 'button',
    words: 'buttons?|ctas?|call to action',
    label: 'button text',
    find: (els) => {
      const styled = els.filter(isButton);
      return styled.length
        ? styled
        : els.filter((el) => el.tagName === 'button' && attr(el, 'aria-controls') === undefined);
    },
  },
  {
    kind: 'price',
    words: 'prices?|amounts?|costs?',
    label: 'price',
    find: (els) => {
      const amounts = els.filter((el) => hasPart(el, 'amount'));
      return amounts.length ? amounts : els.filter((el) => hasPart(el, 'price'));
    },
  },
];

const CONNECTOR =
  '(?:\\s+(?:text|label|copy|wording))?\\s*(?:to\\s+(?:say|read)\\s+|to|as|into|:|=|with|(?:should\\s+)?(?:says?|reads?))\\s*';

/** The JavaScript string literals of an Alpine x-text ("yearly ? '$8' : '$9'"), with their ranges in the attribute. */
function alpineText(
  el: Element,
  code: string,
  from: string,
  to: string,
): { start: number; end: number; text: string } | null {
  const loc = el.sourceCodeLocation?.attrs?.['x-text'];
  const value = attr(el, 'x-text');
  if (!loc || value === undefined) return null;
  const source = code.slice(loc.startOffset, loc.endOffset);
  const literal = new RegExp(`(['"])${escapeRegExp(escapeAttribute(from))}\\1`);
  const m = literal.exec(source);
  if (!m) return null;
  const quote = m[1] ?? "'";
  const next = escapeAttribute(to.replace(/\\/g, '\\\\').replace(new RegExp(quote, 'g'), `\\${quote}`));
  const start = loc.startOffset + m.index;
  return { start, end: start + m[0].length, text: `${quote}${next}${quote}` };
}

/** The value of a "change the X to Y" clause: quoted text, else the rest of the clause. */
function valueOf(rest: string, allowBare: boolean): string | undefined {
  const q = quoted(rest);
  if (q !== undefined) return q;
  if (!allowBare) return undefined;
  const bare = rest
    .trim()
    .replace(/^["'“‘„]|["'”’“]$/g, '')
    .trim();
  if (!bare || bare.length > 120) return undefined;
  // "make the heading red", "change the button to orange": a colour, not a text.
  if (findColor(bare) && bare.split(/\s+/).length <= 3) return undefined;
  if (
    /^(?:bigger|smaller|larger|bold|italic|dark|light|darker|lighter|shorter|longer|centred|centered|left|right)\b/i.test(
      bare,
    )
  )
    return undefined;
  return bare;
}

/** "change the heading to "…"", "make the eyebrow "New in"", "the badge of the second card should say "Sale"". */
export function fieldTextRule(clause: string, code: string): Step | null {
  const mask = masked(clause);
  const lower = unquoted(clause).toLowerCase();
  const OPEN = '["“‘„\'«]';
  for (const field of FIELDS) {
    const re = new RegExp(
      `\\b(${field.words})\\b(\\s+(?:of|in|on|for|from)\\s+(?:the\\s+)?[a-z0-9 -]{1,40}?)?${CONNECTOR}(.+)$`,
      'i',
    );
    const direct = new RegExp(
      `\\b(?:make|set|call|name)\\s+(?:the\\s+)?(?:[a-z]+\\s+){0,3}?(${field.words})()(?:\\s+(?:text|label|copy))?\\s+(${OPEN}.+)$`,
      'i',
    );
    const asField = new RegExp(
      `^(?:use\\s+|put\\s+)?(${OPEN}…+.)\\s+(?:as|for)\\s+(?:the\\s+)?(?:[a-z]+\\s+){0,3}?(${field.words})\\b`,
      'i',
    );
    const m = re.exec(mask) ?? direct.exec(mask);
    const asMatch = m ? null : asField.exec(mask);
    let rest: string;
    let before: string;
    if (m) {
      const restStart = m.index + m[0].length - (m[3]?.length ?? 0);
      rest = clause.slice(restStart);
      before = `${clause.slice(0, m.index)} ${m[2] ?? ''}`;
    } else if (asMatch) {
      rest = clause.slice(asMatch.index, asMatch.index + (asMatch[1]?.length ?? 0));
      before = clause.slice(asMatch.index + asMatch[0].length);
    } else continue;
    const value = valueOf(rest, field.kind === 'heading' || field.kind === 'button' || field.kind === 'price');
    if (value === undefined) continue;
    if (field.kind === 'price' && !/\d/.test(value)) continue;
    if (
      m &&
      quoted(rest) === undefined &&
      !/\b(change|set|make|update|replace|rename|edit|heading|headline|title|button|cta|text|price|label)\b/.test(lower)
    )
      continue;
    const named = namedSection(before);
    if (named && !sectionRoots(code, named.id).length)
      throw new Unsupported(`There is no ${sectionName(named)} section.`);
    const { scope, label } = scopeOf(before, code);
    return setText(code, scope, field, value, ordinalOf(before), label);
  }
  return null;
}

function setText(
  code: string,
  scope: Scope[],
  field: (typeof FIELDS)[number],
  value: string,
  ordinal: number | undefined,
  where: string,
): Step {
  const found = field.find(within(scope));
  const target = ordinal === undefined ? found[0] : ordinal === -1 ? found.at(-1) : found[ordinal - 1];
  if (!target) {
    const which = ordinal === undefined ? '' : `${ordinalWord(ordinal)} `;
    throw new Unsupported(`No ${which}${field.label.replace(' text', '')} was found${where} to change.`);
  }
  const range = textRange(target);
  if (!range) throw new Unsupported(`The ${field.label} has no text of its own to change.`);
  const old = code.slice(range.start, range.end);
  const lead = /^\s*/.exec(old)?.[0] ?? '';
  const trail = /\s*$/.exec(old)?.[0] ?? '';
  const oldText = textContent(target);
  const edits = [{ ...range, text: lead + escapeText(value) + trail }];
  let note = '';
  if (attr(target, 'x-text') !== undefined) {
    const alpine = alpineText(target, code, old.trim(), value);
    if (alpine) {
      edits.push(alpine);
      const others = [...(attr(target, 'x-text') ?? '').matchAll(/(['"])(.*?)\1/g)]
        .map(([, , s]) => s)
        .filter((s) => s !== old.trim());
      if (others.length) note = ` (the other billing period's ${others.join(', ')} was left as it is)`;
    }
  }
  const label = field.label;
  return {
    code: applyEdits(code, edits),
    summary: `Changed the ${ordinal === undefined ? '' : `${ordinalWord(ordinal)} `}${label}${where} from “${oldText}” to “${value}”${note}.`,
  };
}

/* ---------- phone and e-mail ---------- */

/** An address starts where a run of its characters starts, so a long run is read once. */
const EMAIL = /(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;

interface Found {
  index: number;
  text: string;
}

/** E-mail addresses written in a text. */
function findEmails(text: string): Found[] {
  return [...text.matchAll(new RegExp(EMAIL.source, 'g'))].map((m) => ({ index: m.index, text: m[0] }));
}

/**
 * Phone numbers written in a text ("+49 30 1234567", "030 / 98 76 54"): a digit, or a plus before
 * one, then at least four digits, spaces or ( ) . / -, ending on a digit that ends a word. Each run
 * of those characters is read once, however long.
 */
function findPhones(text: string): Found[] {
  const out: Found[] = [];
  for (const run of text.matchAll(/\+?\d[\d ()./-]*/g)) {
    let start = run.index;
    // A number starts a word: digits glued to letters ("abc123") start at the next break in the run.
    if (text[start] !== '+' && start > 0 && /\w/.test(text[start - 1] ?? '')) {
      const inner = /[ ()./-]\+?\d/.exec(run[0]);
      if (!inner) continue;
      start = run.index + inner.index + 1;
    }
    let end = run.index + run[0].length;
    // It ends on a digit that ends a word.
    while (end > start && !(/\d/.test(text[end - 1] ?? '') && !/\w/.test(text[end] ?? ''))) end--;
    const digitStart = text[start] === '+' ? start + 1 : start;
    if (end - digitStart >= 6) out.push({ index: start, text: text.slice(start, end) });
  }
  return out;
}

function replaceDetail(
  code: string,
  scheme: 'tel' | 'mailto',
  find: (text: string) => Found[],
  value: string,
  href: string,
  scope: Scope[],
): { code: string; old: string[] } | null {
  const els = within(scope);
  const links = els.filter(
    (el) => el.tagName === 'a' && (attr(el, 'href') ?? '').toLowerCase().startsWith(`${scheme}:`),
  );
  const old = new Set<string>();
  for (const a of links) old.add(textContent(a));
  const edits: Array<{ start: number; end: number; text: string }> = [];
  for (const a of links) {
    const loc = a.sourceCodeLocation?.attrs?.href;
    if (loc) edits.push({ start: loc.startOffset, end: loc.endOffset, text: `href="${escapeAttribute(href)}"` });
  }
  // The old value wherever it is written as text (in and outside the links).
  for (const root of scope) {
    for (const t of textNodes(root)) {
      const loc = t.sourceCodeLocation;
      if (!loc) continue;
      for (const { text: found } of find(t.value)) {
        if (!links.some((a) => textContent(a) === found) && ![...old].some((o) => o.includes(found))) {
          if (scheme === 'tel' && !/\d{3}/.test(found.replace(/\D/g, ''))) continue;
          old.add(found);
        }
      }
      const source = code.slice(loc.startOffset, loc.endOffset);
      for (const o of old) {
        const escaped = escapeText(o);
        let at = source.indexOf(escaped);
        while (at >= 0) {
          edits.push({
            start: loc.startOffset + at,
            end: loc.startOffset + at + escaped.length,
            text: escapeText(value),
          });
          at = source.indexOf(escaped, at + escaped.length);
        }
      }
    }
  }
  if (edits.length === 0) return null;
  const unique = edits.filter((e, i) => edits.findIndex((f) => f.start === e.start) === i);
  return { code: applyEdits(code, unique), old: [...old] };
}

/** "Please use our phone number 030 123456 instead", "our e-mail is hi@example.com". */
export function contactRule(clause: string, code: string): Step | null {
  const masked = unquoted(clause).toLowerCase();
  const text = quoted(clause) ?? clause;
  const email =
    /\b(e-?mail|mail|address|contact)\b/.test(masked) || EMAIL.test(clause) ? findEmails(text)[0] : undefined;
  if (email && !/\b(add|remove|delete)\b/.test(masked)) {
    const value = email.text;
    const { scope, label } = scopeOf(clause.replace(value, ' '), code, /\b(contact|e-?mail)\b/g);
    const done = replaceDetail(code, 'mailto', findEmails, value, `mailto:${value}`, scope);
    if (!done) throw new Unsupported(`There is no e-mail address${label} to replace.`);
    return { code: done.code, summary: `Changed the e-mail address${label} from ${done.old.join(', ')} to ${value}.` };
  }
  if (!/\b(phone|telephone|tel|mobile|call us|hotline|whatsapp)\b/.test(masked)) return null;
  if (/\b(add|remove|delete)\b/.test(masked)) return null;
  const phone = findPhones(text)[0];
  if (!phone) return null;
  const value = phone.text.trim();
  const digits = value.replace(/[^\d+]/g, '');
  if (digits.replace('+', '').length < 5) return null;
  const { scope, label } = scopeOf(clause.replace(value, ' '), code, /\b(contact|phone|call)\b/g);
  const done = replaceDetail(code, 'tel', findPhones, value, `tel:${digits}`, scope);
  if (!done) throw new Unsupported(`There is no phone number${label} to replace.`);
  return { code: done.code, summary: `Changed the phone number${label} from ${done.old.join(', ')} to ${value}.` };
}

/* ---------- quoted text ---------- */

/** "rename "Pricing" to "Plans"", "change the link "Read more" to "Learn more"", ""Blog" should be "Journal"". */
export function renameRule(clause: string, code: string): Step | null {
  const texts = quotedAll(clause);
  if (texts.length !== 2) return null;
  const masked = unquoted(clause).toLowerCase();
  if (
    !/^(?:(?:rename|change|replace|update|edit|swap|turn|make)\b.*"…".*\b(?:to|with|into|by|for|as)\s+"…"|"…".*\b(?:should|must)\s+(?:be|say|read)\b.*"…"|"…"\s*(?:->|→|=>|to)\s*"…")/.test(
      masked.trim(),
    )
  )
    return null;
  const [from = '', to = ''] = /\breplace\b/.test(masked) && /\bwith\b/.test(masked) ? texts : texts;
  const { scope, label } = scopeOf(masked, code);
  const edits: Array<{ start: number; end: number; text: string }> = [];
  const exact = (value: string, ci: boolean) =>
    ci ? value.trim().toLowerCase() === from.toLowerCase() : value.trim() === from;
  for (const pass of [false, true]) {
    for (const root of scope)
      for (const t of textNodes(root)) {
        const loc = t.sourceCodeLocation;
        if (loc && exact(t.value, pass)) {
          const source = code.slice(loc.startOffset, loc.endOffset);
          const lead = /^\s*/.exec(source)?.[0] ?? '';
          const trail = /\s*$/.exec(source)?.[0] ?? '';
          edits.push({ start: loc.startOffset, end: loc.endOffset, text: lead + escapeText(to) + trail });
        }
      }
    if (edits.length) break;
  }
  if (edits.length === 0) {
    // Part of a longer text: "change "2 months free" to "Save 20%"".
    const escaped = escapeText(from);
    for (const root of scope)
      for (const t of textNodes(root)) {
        const loc = t.sourceCodeLocation;
        if (!loc) continue;
        const source = code.slice(loc.startOffset, loc.endOffset);
        const at = source.indexOf(escaped);
        if (at >= 0)
          edits.push({ start: loc.startOffset + at, end: loc.startOffset + at + escaped.length, text: escapeText(to) });
      }
  }
  if (edits.length === 0) throw new Unsupported(`The text “${from}” was not found${label}.`);
  const times = edits.length === 1 ? '' : ` (${edits.length} places)`;
  return { code: applyEdits(code, edits), summary: `Changed “${from}” to “${to}”${label}${times}.` };
}
