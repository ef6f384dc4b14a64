/**
 * What the edit rules share: the step a rule answers, the error that says a
 * part was not understood, quoted text, the sections of a snippet and small
 * source-range helpers (parse5 locations, so every other byte stays).
 */
import { findPattern, PATTERN_DEFINITIONS } from '../patterns';
import type { PatternDefinition } from '../patterns/types';
import { attr, classes, type Element, elements, isElement, parseWithLocations, topLevelElements } from '../dom';

/** A part of an instruction that was not understood, or names something the code does not have (the message says which). */
export class Unsupported extends Error {}

export type Step = { code: string; summary: string };

const QUOTED = /"([^"]+)"|“([^“”]+)”|„([^„“”]+)[“”]|(?<!\w)'([^']+)'(?!\w)|‘([^‘’]+)’|«([^«»]+)»/g;

/** Quoted strings in order of appearance. */
export function quotedAll(text: string): string[] {
  return [...text.matchAll(QUOTED)]
    .map(([, ...alternatives]) => alternatives.find((inner) => inner !== undefined)?.trim() ?? '')
    .filter((s) => s !== '');
}

export function quoted(text: string): string | undefined {
  return quotedAll(text)[0];
}

/**
 * The clause with quoted text blanked out, so that words inside a quoted
 * headline ("Bigger Red Sale") are never read as an instruction.
 */
export function unquoted(text: string): string {
  return text.replace(QUOTED, ' "…" ');
}

/** The same with the quoted characters masked one for one: positions still match the clause. */
export function masked(text: string): string {
  return text.replace(QUOTED, (m) => `${m.charAt(0)}${'…'.repeat(m.length - 2)}${m.charAt(m.length - 1)}`);
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The section pattern a phrase names first ("the pricing", "FAQ", "testimonials"). */
export function namedSection(clause: string): PatternDefinition | undefined {
  const lower = ` ${unquoted(clause)
    .toLowerCase()
    .replace(/[^a-z0-9&\s-]/g, ' ')} `;
  let best: { p: PatternDefinition; at: number } | undefined;
  for (const p of PATTERN_DEFINITIONS) {
    const words = [
      ...p.keywords,
      p.id,
      p.id.replace(/-/g, ' '),
      p.title.toLowerCase(),
      ...p.itemNouns.map((n) => `${n}s`),
    ];
    for (const w of words) {
      const at = lower.search(new RegExp(`\\s${escapeRegExp(w).replace(/\s+/g, '\\s+')}\\s`));
      if (at >= 0 && (!best || at < best.at)) best = { p, at };
    }
  }
  return best?.p;
}

/** "Pricing" reads as "pricing" mid-sentence; "FAQ accordion" keeps its capitals. */
export function sectionName(pattern: PatternDefinition): string {
  return /^[A-Z][a-z]/.test(pattern.title) ? pattern.title.toLowerCase() : pattern.title;
}

/** Top-level elements that are the given section: tagged by data-pattern, or named by tag or class in hand-written code. */
export function sectionRoots(code: string, id: string): Element[] {
  const top = topLevelElements(code);
  const tagged = top.filter((el) => attr(el, 'data-pattern') === id);
  if (tagged.length) return tagged;
  const pattern = findPattern(id);
  if (!pattern) return [];
  const names = [id, ...pattern.keywords.filter((k) => !k.includes(' '))];
  return top.filter(
    (el) =>
      (id === 'navbar' && el.tagName === 'nav') ||
      (id === 'footer' && el.tagName === 'footer') ||
      names.some(
        (n) => classes(el).some((c) => c.toLowerCase().includes(n)) || (attr(el, 'id') ?? '').toLowerCase().includes(n),
      ),
  );
}

/**
 * Where a clause's edit happens: the section it names ("the footer's
 * links"), else the whole snippet. A named section the code lacks is an error.
 */
export type Scope = Parameters<typeof elements>[0];

export function scopeOf(clause: string, code: string, ignore: RegExp = /$^/): { scope: Scope[]; label: string } {
  const words = unquoted(clause).replace(ignore, ' ');
  const pattern = namedSection(words);
  if (pattern) {
    const roots = sectionRoots(code, pattern.id);
    if (roots.length) return { scope: roots, label: ` in the ${sectionName(pattern)}` };
  }
  return { scope: [parseWithLocations(code)], label: '' };
}

/** Elements below the given roots, in document order. */
export function within(roots: Scope[]): Element[] {
  return roots.flatMap((r) => elements(r));
}

/** The root element's own class prefix, e.g. "faq-k3x9a" for class="faq-k3x9a faq-k3x9a--split". */
export function prefixOf(el: Element): string | undefined {
  return classes(el).find((c) => !c.includes('__') && !c.includes('--'));
}

/** An element's class ends with `__name` (generated code) or equals `name`. */
export function hasPart(el: Element, name: string | RegExp): boolean {
  const re = typeof name === 'string' ? new RegExp(`(^|__)${escapeRegExp(name)}$`) : name;
  return classes(el).some((c) => re.test(c));
}

export function childElements(el: Element): Element[] {
  return el.childNodes.filter(isElement).filter((c) => !['style', 'script', 'template'].includes(c.tagName));
}

/** The source range of an element together with the blank space before it on its line(s), so removing it leaves no gap. */
export function removalRange(code: string, el: Element): { start: number; end: number } | null {
  const loc = el.sourceCodeLocation;
  if (!loc) return null;
  let start = loc.startOffset;
  while (start > 0 && /[ \t]/.test(code.charAt(start - 1))) start--;
  if (start > 0 && code.charAt(start - 1) === '\n') start--;
  else start = loc.startOffset;
  return { start, end: loc.endOffset };
}

export function removeElements(code: string, els: Element[]): string {
  const ranges = els
    .map((el) => removalRange(code, el))
    .filter((r): r is { start: number; end: number } => r !== null)
    .sort((a, b) => b.start - a.start);
  let out = code;
  for (const r of ranges) out = out.slice(0, r.start) + out.slice(r.end);
  return out;
}

/** Applies non-overlapping replacements, last first. */
export function applyEdits(code: string, edits: Array<{ start: number; end: number; text: string }>): string {
  let out = code;
  for (const e of [...edits].sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}

const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
};

/** "the third feature" → 3, "the 2nd card" → 2, "the last question" → -1; undefined when none is named. */
export function ordinalOf(text: string): number | undefined {
  const lower = unquoted(text).toLowerCase();
  if (/\blast\b/.test(lower)) return -1;
  const digits = /\b(\d{1,2})(?:st|nd|rd|th)\b/.exec(lower);
  if (digits) return Number(digits[1]);
  const number = /\b(?:number|no\.?|#)\s*(\d{1,2})\b/.exec(lower);
  if (number) return Number(number[1]);
  for (const [word, n] of Object.entries(ORDINALS)) if (new RegExp(`\\b${word}\\b`).test(lower)) return n;
  return undefined;
}

export function ordinalWord(n: number): string {
  if (n === -1) return 'last';
  return Object.entries(ORDINALS).find(([, v]) => v === n)?.[0] ?? `#${n}`;
}
