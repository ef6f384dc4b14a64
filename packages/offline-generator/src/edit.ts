/**
 * Rule-based edits for the offline mode: colours, heading and button text,
 * dark or light mode, font, corners and shadows, adding or removing a
 * section. Each rule rewrites only the characters it must; anything else
 * asks for a model provider.
 */
import type { DesignSystem } from '@shared/design-system';
import type { EditOutcome } from '@shared/schemas/snippets';
import { BLACK, contrast, luminance, mix, readableOn, readColor, type Rgb, toHex, WHITE } from '@atelier/web-kit/color';
import { type ColorTarget, findColor, TARGET_WORDS } from './color-words';
import { attr, classes, elements, type Element, parseWithLocations, textContent, topLevelElements } from './dom';
import { englishClause } from './edit-rules/english';
import { addItemRule, keepOnlyRule, moveFirstRule, removeItemRule } from './edit-rules/items';
import { swapRule } from './edit-rules/layout';
import { resolveClauses } from './edit-rules/phrasing';
import {
  applyEdits,
  namedSection,
  prefixOf,
  scopeOf,
  sectionName,
  sectionRoots,
  type Step,
  unquoted,
  Unsupported,
  within,
} from './edit-rules/shared';
import { contactRule, fieldTextRule, renameRule } from './edit-rules/text';
import { PartialTranslation, translateRule } from './edit-rules/translate';
import { renderSection } from './generate';
import { PATTERN_DEFINITIONS } from './patterns';
import { chooseBank } from './prompt';
import { analysePrompt } from './pipeline/plan';
import {
  buildPalette,
  DARK_LUMINANCE,
  fontStack,
  type Palette,
  type PaletteInput,
  PALETTE_VARS,
  type PaletteVar,
  safeRadius,
  safeShadow,
  type Theme,
} from '@atelier/web-kit/theme';

/** `notApplied`, when nothing applied: each part of the instruction and why it was left (empty when it had no parts). */
export type EditResult =
  | { ok: true; code: string; summary: string; outcome: EditOutcome }
  | { ok: false; reason: string; notApplied: string[] };

export const NEEDS_PROVIDER_REASON =
  'Offline mode understands simple edits only: colours (“make the button red”, “a darker background”), ' +
  'text of a named part (change the heading, subheading, eyebrow, badge, button or price to "…", a new phone number or e-mail, rename "…" to "…"), ' +
  'sizes (“bigger headings”), dark or light mode, font, corners and shadows, swapping two columns, adding or removing a section or an item ' +
  '(“add a question about …”, “remove the third feature”, “remove the social links”, “add a badge "New" to the first card”) ' +
  'and translating the generator’s own text. ' +
  'For other changes connect a model provider: set AI_PROVIDER=anthropic with ANTHROPIC_API_KEY, or AI_PROVIDER=openai with OPENAI_API_KEY ' +
  '(plus OPENAI_BASE_URL for a compatible server such as Ollama), then restart the server.';

/* ---------- theme blocks ---------- */

interface Declaration {
  name: string;
  value: string;
  start: number;
  end: number;
}

/** Custom-property rules of generated fragments: the ones declaring --bg. */
function themeBlocks(code: string): Map<string, Declaration>[] {
  const blocks: Map<string, Declaration>[] = [];
  // Every block is read once: its body holds no brace, so a match never runs past the next one.
  for (const rule of code.matchAll(/\{([^{}]*)\}/g)) {
    const [, body = ''] = rule;
    if (!/--bg\s*:/.test(body)) continue;
    const decls = new Map<string, Declaration>();
    for (const d of declarationsOf(body, rule.index + 1)) {
      if (d.name.startsWith('--')) decls.set(d.name.slice(2), { ...d, name: d.name.slice(2) });
    }
    blocks.push(decls);
  }
  return blocks;
}

/**
 * The declarations of a rule's body that end with a semicolon, each with where its value starts
 * and ends in the code (`offset` is where the body starts). One pass over the body.
 */
export function declarationsOf(body: string, offset: number): Declaration[] {
  const out: Declaration[] = [];
  let at = 0;
  for (let end = body.indexOf(';'); end >= 0; at = end + 1, end = body.indexOf(';', at)) {
    const colon = body.indexOf(':', at);
    if (colon < 0 || colon > end) continue;
    const name = body.slice(at, colon).trim();
    const raw = body.slice(colon + 1, end);
    const value = raw.trim();
    if (!/^-?-?[a-z][a-z0-9-]*$/.test(name) || value === '') continue;
    const start = offset + colon + 1 + (raw.length - raw.trimStart().length);
    out.push({ name, value, start, end: start + value.length });
  }
  return out;
}

function paletteState(decls: Map<string, Declaration>, fallback: DesignSystem): PaletteInput | null {
  const read = (name: string) => readColor(decls.get(name)?.value ?? '');
  const primary = read('primary') ?? readColor(fallback.primaryColor);
  const accent = read('accent') ?? readColor(fallback.accentColor);
  const bg = read('bg');
  if (!primary || !accent || !bg) return null;
  const state: PaletteInput = { primary, accent, dark: luminance(bg) < DARK_LUMINANCE };
  if (toHex(bg) !== buildPalette(state).bg) state.bg = bg;
  const derived = buildPalette(state);
  const overrides: Array<[PaletteVar, 'button' | 'heading' | 'text']> = [
    ['button-bg', 'button'],
    ['heading', 'heading'],
    ['text', 'text'],
  ];
  for (const [name, key] of overrides) {
    const value = read(name);
    if (value && toHex(value) !== derived[name]) state[key] = value;
  }
  return state;
}

/** Rewrites, in every theme block, exactly the variables whose computed value changes. */
function recolour(code: string, fallback: DesignSystem, change: (state: PaletteInput) => PaletteInput): string | null {
  const blocks = themeBlocks(code);
  if (blocks.length === 0) return null;
  const edits: Array<{ start: number; end: number; value: string }> = [];
  for (const decls of blocks) {
    const state = paletteState(decls, fallback);
    if (!state) continue;
    const before = buildPalette(state);
    const after = buildPalette(change({ ...state }));
    for (const name of PALETTE_VARS) {
      const decl = decls.get(name);
      if (decl && before[name] !== after[name] && decl.value !== after[name])
        edits.push({ start: decl.start, end: decl.end, value: after[name] });
    }
  }
  let out = code;
  for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.value + out.slice(e.end);
  return out;
}

/** Sets one non-colour variable (--font, --radius, --shadow) in every theme block. */
function setVariable(code: string, name: string, value: (current: string) => string): string | null {
  const edits = themeBlocks(code)
    .map((decls) => decls.get(name))
    .filter((d): d is Declaration => d !== undefined)
    .map((d) => ({ ...d, next: value(d.value) }));
  if (edits.length === 0) return null;
  let out = code;
  for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.next + out.slice(e.end);
  return out;
}

/* ---------- instruction parsing ---------- */

/** Verbs that start a new request after "and" or a comma: "make the button orange and show the reviews in a carousel". */
const VERBS =
  'make|change|set|use|add|remove|delete|switch|turn|drop|insert|rename|replace|update|put|show|display|give|include|move|hide|increase|decrease|reduce|enlarge|shrink|align|cent(?:er|re)|animate|create|build|convert|transform|let';
const CLAUSE_BREAK = new RegExp(
  `^(?:;|\\n|[.?!]\\s+|,?\\s+(?:and\\s+)?then\\s+|,\\s*(?:and\\s+)?(?=(?:${VERBS}|can|could|please)\\b)|\\s+and\\s+(?=(?:${VERBS}|also)\\b))`,
  'i',
);

/** Splits "make it dark and change the heading to "X"" into clauses, leaving quoted text whole. */
function clauses(instruction: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quote: string | null = null;
  const closing: Record<string, string> = { '"': '"', '“': '”', '‘': '’', '«': '»' };
  for (let i = 0; i < instruction.length; i++) {
    const ch = instruction.charAt(i);
    if (quote) {
      current += ch;
      if (ch === closing[quote]) quote = null;
      continue;
    }
    if (ch in closing && (ch !== "'" || /\s/.test(instruction[i - 1] ?? ' '))) {
      quote = ch;
      current += ch;
      continue;
    }
    const rest = instruction.slice(i);
    const splitter = CLAUSE_BREAK.exec(rest);
    // "mr. Visser", "Dr. Berg": a title's full stop ends no clause.
    if (splitter && !(ch === '.' && /(?:^|\s)(?:mr|mrs|ms|dr|prof|st|mme|mlle|sr|sra|dott|hr|fr)$/i.test(current))) {
      parts.push(current);
      current = '';
      i += splitter[0].length - 1;
      continue;
    }
    current += ch;
  }
  parts.push(current);
  return parts
    .map((p) =>
      p
        .trim()
        .replace(/[.!?]+$/, '')
        .trim(),
    )
    .filter(Boolean);
}

const TARGET_LABEL: Record<ColorTarget, string> = {
  button: 'button colour',
  bg: 'background',
  accent: 'accent colour',
  primary: 'primary colour',
  heading: 'heading colour',
  text: 'text colour',
};

/* ---------- rules ---------- */

function modeRule(clause: string, code: string, ds: DesignSystem): Step | null {
  const lower = unquoted(clause).toLowerCase();
  const words = lower
    .replace(/[^a-z\s]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const filler = new Set(
    'make switch turn change set convert use go put give it this the whole snippet section sections page design theme site website background everything to into in a an mode version scheme colour color please instead all style look mood with have get see prefer more overall rather would like'.split(
      ' ',
    ),
  );
  const modes = words.filter((w) => ['dark', 'light', 'night', 'day'].includes(w));
  if (modes.length !== 1 || !words.every((w) => filler.has(w) || modes.includes(w))) return null;
  const dark = modes[0] === 'dark' || modes[0] === 'night';
  const out = recolour(code, ds, (s) => ({ primary: s.primary, accent: s.accent, dark, button: s.button }));
  if (out === null) throw new Unsupported();
  return {
    code: out,
    summary:
      out === code ? `Already in ${dark ? 'dark' : 'light'} mode.` : `Switched to ${dark ? 'dark' : 'light'} mode.`,
  };
}

function colourTargets(lower: string): ColorTarget[] {
  let targets = TARGET_WORDS.filter(([, re]) => re.test(lower)).map(([t]) => t);
  if (targets.includes('text') && /\b(button|heading|headline|title)s?\s+text\b/.test(lower))
    targets = targets.filter((t) => t !== 'text');
  return targets;
}

/** A colour made darker or lighter: small steps on a light colour, larger on a dark one. */
function shade(c: Rgb, darker: boolean, much: boolean): Rgb {
  return darker ? mix(c, BLACK, much ? 0.3 : 0.15) : mix(c, WHITE, much ? 0.45 : 0.25);
}

/** "Make the background darker", "the button is too light", "a lighter heading". */
function relativeColourRule(clause: string, code: string, ds: DesignSystem): Step | null {
  const lower = unquoted(clause).toLowerCase();
  if (/\b(add|insert|create|append|remove|delete)\b/.test(lower) || findColor(unquoted(clause))) return null;
  const m = /\b(darker|lighter|brighter|paler|deeper|too (?:dark|light|bright|pale|faint|washed out))\b/.exec(lower);
  if (!m?.[1]) return null;
  const word = m[1];
  const darker = word.startsWith('too') ? /light|bright|pale|faint|washed/.test(word) : /darker|deeper/.test(word);
  const much = /\b(much|a lot|way|far|very)\b/.test(lower);
  const targets = colourTargets(lower);
  if (targets.length === 0) return null;
  const out = recolour(code, ds, (s) => {
    const next = { ...s };
    const current = buildPalette(s);
    for (const target of targets) {
      if (target === 'bg') {
        const bg = shade(readColor(current.bg) ?? WHITE, darker, much);
        next.bg = bg;
        next.dark = luminance(bg) < DARK_LUMINANCE;
        if (next.heading && contrast(next.heading, bg) < 4.5) delete next.heading;
        if (next.text && contrast(next.text, bg) < 4.5) delete next.text;
      } else {
        const name = target === 'button' ? 'button-bg' : target;
        next[target] = shade(readColor(current[name]) ?? BLACK, darker, much);
      }
    }
    return next;
  });
  if (out === null) throw new Unsupported('Only generated sections (with theme variables) can be shaded.');
  const what = targets.map((t) => TARGET_LABEL[t]).join(' and ');
  return { code: out, summary: `Made the ${what} ${much ? 'much ' : ''}${darker ? 'darker' : 'lighter'}.` };
}

/** Parts without a theme variable of their own: a colour rule added to the sections' styles. */
const PART_COLOURS: Array<{ words: RegExp; part: RegExp; label: string; fill?: boolean }> = [
  { words: /\beyebrows?\b/, part: /__eyebrow$/, label: 'eyebrow' },
  { words: /\b(badges?|tags?|ribbons?|pills?)\b/, part: /__(badge|tag|ribbon|pill)$/, label: 'badges', fill: true },
  { words: /\bprices?\b/, part: /__(price|amount)$/, label: 'prices' },
  { words: /\bicons?\b/, part: /__(icon|detail-icon)$/, label: 'icons' },
  { words: /\bstars?\b|\bratings?\b/, part: /__(stars|rating)$/, label: 'stars' },
];

function partColourRule(clause: string, code: string): Step | null {
  const lower = unquoted(clause).toLowerCase();
  if (/\b(add|insert|create|append|remove|delete)\b/.test(lower)) return null;
  const target = PART_COLOURS.find((p) => p.words.test(lower));
  const colour = findColor(unquoted(clause));
  if (!target || !colour) return null;
  const { scope, label: where } = scopeOf(clause, code, target.words);
  const edits: Array<{ start: number; end: number; text: string }> = [];
  const hex = toHex(colour.rgb);
  for (const root of within(scope).filter((el) => attr(el, 'data-pattern') !== undefined)) {
    const prefix = prefixOf(root);
    const parts = new Set(
      elements(root)
        .flatMap((el) => classes(el))
        .filter((c) => prefix !== undefined && c.startsWith(`${prefix}__`) && target.part.test(c)),
    );
    const style = elements(root).find((el) => el.tagName === 'style');
    const end = style?.sourceCodeLocation?.endTag?.startOffset;
    if (parts.size === 0 || end === undefined) continue;
    const lineStart = code.lastIndexOf('\n', end - 1);
    const at = /^\s*$/.test(code.slice(lineStart, end)) ? lineStart : end;
    const body = target.fill
      ? `background: ${hex}; color: ${toHex(readableOn(colour.rgb))}; border-color: ${hex};`
      : `color: ${hex};`;
    edits.push({ start: at, end: at, text: `\n    ${[...parts].map((c) => `.${c}`).join(', ')} { ${body} }` });
  }
  if (edits.length === 0) throw new Unsupported(`No ${target.label}${where} were found to colour.`);
  const name = colour.label === hex ? hex : `${colour.label} (${hex})`;
  return { code: applyEdits(code, edits), summary: `Changed the colour of the ${target.label}${where} to ${name}.` };
}

function colourRule(clause: string, code: string, ds: DesignSystem): Step | null {
  const lower = unquoted(clause).toLowerCase();
  if (/\b(add|insert|create|append|remove|delete)\b/.test(lower)) return null;
  if (!/\b(make|change|set|use|turn|colou?r|paint|switch|update|should be|in|prefer)\b|:/.test(lower)) return null;
  const colour = findColor(unquoted(clause));
  if (!colour) return null;
  let targets = colourTargets(lower);
  if (targets.length === 0) targets = ['accent'];
  const hex = toHex(colour.rgb);
  let out = recolour(code, ds, (s) => {
    const next = { ...s };
    for (const target of targets) {
      if (target === 'bg') {
        next.bg = colour.rgb;
        next.dark = luminance(colour.rgb) < DARK_LUMINANCE;
        // Text picked for the old background may not read on the new one.
        if (next.heading && contrast(next.heading, colour.rgb) < 4.5) delete next.heading;
        if (next.text && contrast(next.text, colour.rgb) < 4.5) delete next.text;
      } else next[target] = colour.rgb;
    }
    return next;
  });
  if (out === null) {
    // Code written elsewhere: the project's own colours can still be swapped where they appear literally.
    const literal =
      targets.length === 1 && (targets[0] === 'accent' || targets[0] === 'primary')
        ? targets[0] === 'accent'
          ? ds.accentColor
          : ds.primaryColor
        : null;
    const from = literal ? readColor(literal) : null;
    if (!from) throw new Unsupported();
    const literalHex = toHex(from);
    if (!code.toLowerCase().includes(literalHex)) throw new Unsupported();
    out = code.replace(new RegExp(literalHex, 'gi'), hex);
  }
  const what = targets.map((t) => TARGET_LABEL[t]).join(' and ');
  return { code: out, summary: `Changed the ${what} to ${colour.label === hex ? hex : `${colour.label} (${hex})`}.` };
}

function fontRule(clause: string, code: string): Step | null {
  // "a bigger font size", "bold font": sizes and weights, not a family.
  if (
    /\b(size|sizes|bigger|smaller|larger|small|big|large|tiny|huge|weight|bold|bolder|lighter|thinner|heavier|colou?r)\b/i.test(
      unquoted(clause),
    )
  )
    return null;
  const m =
    /\b(?:font|typeface|font family)\b(?:\s+family)?\s*(?:to|:|=|should be)\s*["“']?([A-Za-z][\w\s-]{1,40}?)["”']?\s*$/i.exec(
      clause,
    ) ??
    /\buse\s+["“']?([A-Za-z][\w\s-]{1,40}?)["”']?\s+(?:as\s+the\s+|for\s+the\s+)?(?:font|typeface)\b/i.exec(clause);
  const family = m?.[1]?.trim();
  if (!family) return null;
  const stack = fontStack(family);
  const out = setVariable(code, 'font', () => stack);
  if (out === null) throw new Unsupported();
  return { code: out, summary: `Changed the font to ${family}.` };
}

/** What a size instruction can name, and the class suffixes (or tags) that carry it in generated code. */
const SIZE_TARGETS: Array<{ words: RegExp; label: string; suffixes: string[] }> = [
  {
    words: /\b(numbers?|figures?|stats?|statistics|values?|prices?|amounts?|digits?|counters?)\b/,
    label: 'numbers',
    suffixes: ['value', 'price', 'amount', 'number', 'count', 'digit', 'stat-value'],
  },
  { words: /\b(sub[-\s]?headings?|subtitles?|taglines?|lead|intro text)\b/, label: 'subheading', suffixes: ['lead'] },
  { words: /\b(headings?|headlines?|titles?|h1|h2)\b/, label: 'headings', suffixes: ['title', 'heading', 'headline'] },
  { words: /\b(buttons?|ctas?)\b/, label: 'buttons', suffixes: ['btn', 'button', 'cta'] },
  { words: /\b(labels?|captions?)\b/, label: 'labels', suffixes: ['label', 'caption'] },
  { words: /\b(quotes?|testimonials?)\b/, label: 'quotes', suffixes: ['quote'] },
  { words: /\b(body|paragraphs?|copy|text|everything|all|font)\b/, label: 'text', suffixes: [] },
];

function sizeFactor(lower: string): { factor: number; word: string } | null {
  const percent = /(\d{1,3})\s*%/.exec(lower);
  // "Too small" asks for bigger, "too big" for smaller.
  const tooSmall = /\btoo\s+(?:small|tiny|little|hard to read|hard to see)\b/.test(lower);
  const tooBig = /\btoo\s+(?:big|large|huge|much|loud|dominant)\b/.test(lower);
  if (tooSmall) return { factor: 1.25, word: 'bigger' };
  if (tooBig) return { factor: 0.85, word: 'smaller' };
  const smaller = /\b(smaller|less big|reduce|decrease|shrink|tiny|tinier|subtler|down)\b/.test(lower);
  if (percent) {
    const p = Number(percent[1]) / 100;
    return smaller ? { factor: Math.max(0.3, 1 - p), word: 'smaller' } : { factor: 1 + p, word: 'bigger' };
  }
  if (/\b(much|way|a lot|far|twice)\b/.test(lower))
    return smaller ? { factor: 0.7, word: 'much smaller' } : { factor: 1.5, word: 'much bigger' };
  if (smaller) return { factor: 0.85, word: 'smaller' };
  if (/\b(slightly|a bit|a little|bit)\b/.test(lower)) return { factor: 1.12, word: 'slightly bigger' };
  if (/\b(bigger|larger|increase|enlarge|grow|huge|up|more prominent|stand out)\b/.test(lower))
    return { factor: 1.25, word: 'bigger' };
  return null;
}

/** "Bigger font size for the numbers", "make the headline smaller", "buttons 20% larger". */
function sizeRule(clause: string, code: string): Step | null {
  const lower = unquoted(clause).toLowerCase();
  if (
    !/\b(size|sizes|bigger|smaller|larger|enlarge|shrink|increase|decrease|reduce|tiny|huge)\b|\btoo\s+(?:small|big|large|tiny|huge)\b/.test(
      lower,
    )
  )
    return null;
  if (/\b(corners?|radius|shadows?|padding|spacing|gap|images?|photos?|logo|icons?)\b/.test(lower)) return null;
  const amount = sizeFactor(lower);
  if (!amount) return null;
  const target = SIZE_TARGETS.find((t) => t.words.test(lower));
  if (!target) return null;
  let out = code;
  let changed = 0;
  const scale = (value: string) => `calc(${value.trim()} * ${Math.round(amount.factor * 100) / 100})`;
  if (target.suffixes.length === 0) {
    // Body text: the section root's own font-size (every generated section sets one).
    out = code.replace(
      /(\.([a-z][a-z0-9-]*-[a-z0-9]{5}) \{[^{}]*?font-size:\s*)([^;{}]+)(;)/g,
      (all, head: string, _cls, value: string, end: string) => {
        changed++;
        return `${head}${scale(value)}${end}`;
      },
    );
  } else {
    const suffix = target.suffixes.join('|');
    const rule = new RegExp(`(\\.[a-z][a-z0-9-]*__(?:${suffix})\\s*\\{[^{}]*?font-size:\\s*)([^;{}]+)(;)`, 'g');
    out = code.replace(rule, (all, head: string, value: string, end: string) => {
      changed++;
      return `${head}${scale(value)}${end}`;
    });
    if (target.label === 'buttons') {
      // A bigger button is more than bigger text: its height and padding grow with it.
      const box = new RegExp(`(\\.[a-z][a-z0-9-]*__(?:${suffix})\\s*\\{)([^{}]*)\\}`, 'g');
      out = out.replace(box, (all, head: string, body: string) => {
        const scaled = declarationsOf(body, 0)
          .filter((d) => d.name === 'min-height' || d.name === 'padding')
          .map((d) => ({
            ...d,
            text: d.value
              .split(/\s+/)
              .map((v) => (v === '0' ? v : scale(v)))
              .join(' '),
          }));
        const next = applyEdits(body, scaled);
        return `${head}${next}}`;
      });
    }
  }
  if (changed === 0) throw new Unsupported(`No ${target.label} with a font size were found.`);
  return { code: out, summary: `Made the ${target.label} ${amount.word}.` };
}

function scaleLength(current: string, factor: number): string {
  const [, amount, unit] = /^(\d*\.?\d+)(px|rem|em|%)$/.exec(current.trim()) ?? [];
  return amount !== undefined && unit !== undefined
    ? `${Math.round(parseFloat(amount) * factor * 1000) / 1000}${unit}`
    : `calc(${current} * ${factor})`;
}

function radiusRule(clause: string, code: string): Step | null {
  const lower = clause.toLowerCase();
  if (
    !/\b(corners?|radius|rounded|rounder|rounding|pill|square)\b/.test(lower) ||
    /\b(add|remove|delete)\b/.test(lower)
  )
    return null;
  const length = /(\d+(?:\.\d+)?)\s*(px|rem|em)\b/.exec(lower);
  let next: (current: string) => string;
  let summary: string;
  if (length) {
    next = () => `${length[1]}${length[2]}`;
    summary = `Set the corner radius to ${length[1]}${length[2]}.`;
  } else if (/\b(square|sharp|no rounding|not rounded|none)\b/.test(lower)) {
    // A bare 0 would be a number, not a length, inside the min() the cards use.
    next = () => '0px';
    summary = 'Made the corners square.';
  } else if (/\bpill\b/.test(lower)) {
    next = () => '999px';
    summary = 'Made the corners pill-shaped.';
  } else if (/\b(less|smaller|subtler|slightly)\b/.test(lower)) {
    next = (current) => scaleLength(current, 0.5);
    summary = 'Made the corners less rounded.';
  } else if (/\b(rounder|more|bigger|larger|round|rounded)\b/.test(lower)) {
    next = (current) => scaleLength(current, 2);
    summary = 'Made the corners rounder.';
  } else return null;
  const out = setVariable(code, 'radius', next);
  if (out === null) throw new Unsupported();
  return { code: out, summary };
}

function shadowRule(clause: string, code: string): Step | null {
  const lower = clause.toLowerCase();
  if (!/\bshadows?\b/.test(lower)) return null;
  let value: string;
  let label: string;
  if (/\b(remove|no|none|without|flat|drop|delete|off)\b/.test(lower)) {
    value = 'none';
    label = 'Removed the shadows.';
  } else if (/\b(stronger|bigger|larger|deeper|more|heavier|dramatic)\b/.test(lower)) {
    value = '0 24px 48px -12px rgb(0 0 0 / 0.25)';
    label = 'Made the shadows stronger.';
  } else if (/\b(softer|subtle|subtler|lighter|smaller|less)\b/.test(lower)) {
    value = '0 1px 3px 0 rgb(0 0 0 / 0.1), 0 1px 2px -1px rgb(0 0 0 / 0.1)';
    label = 'Made the shadows softer.';
  } else return null;
  const out = setVariable(code, 'shadow', () => value);
  if (out === null) throw new Unsupported();
  return { code: out, summary: label };
}

function themeForInsert(code: string, ds: DesignSystem): Theme {
  const decls = themeBlocks(code)[0];
  const state = decls ? paletteState(decls, ds) : null;
  const primary = state?.primary ?? readColor(ds.primaryColor) ?? BLACK;
  const accent = state?.accent ?? readColor(ds.accentColor) ?? BLACK;
  const palette = {} as Palette;
  const computed = buildPalette(state ?? { primary, accent, dark: ds.isDarkMode });
  for (const name of PALETTE_VARS) palette[name] = decls?.get(name)?.value ?? computed[name];
  return {
    palette,
    primary,
    accent,
    dark: state?.dark ?? ds.isDarkMode,
    font: decls?.get('font')?.value ?? fontStack(ds.fontFamily),
    radius: decls?.get('radius')?.value ?? safeRadius(ds.borderRadius),
    shadow: decls?.get('shadow')?.value ?? safeShadow(ds.boxShadow),
  };
}

function addRule(clause: string, code: string, ds: DesignSystem): Step | null {
  const lower = clause.toLowerCase();
  if (!/^(?:please\s+)?(?:also\s+)?(add|insert|include|append|put|create|place)\b/.test(lower)) return null;
  // The thing added is named before "to the photos", "on the cards": "add a parallax effect to the photos" adds no gallery.
  // "add a question about gift cards" adds no about section either.
  const named = clause.split(/\s(?:about|regarding)\s/i)[0] ?? clause;
  const object = named.split(/\s(?:to|on|onto|into|in|for|with|of)\s+(?:the|all|every|each|its|our|my)\b/i)[0] ?? named;
  const pattern = namedSection(object);
  if (!pattern) return null;
  let theme = themeForInsert(code, ds);
  const wants = /\bdark\b/.test(lower) ? true : /\blight\b/.test(lower) ? false : null;
  if (wants !== null && wants !== theme.dark) {
    theme = {
      ...theme,
      dark: wants,
      palette: buildPalette({ primary: theme.primary, accent: theme.accent, dark: wants }),
    };
  }
  const parsed = parseWithLocations(code);
  const bank = chooseBank(`${lower} ${textContent(parsed).toLowerCase()}`);
  const analysis = analysePrompt(clause, '', PATTERN_DEFINITIONS);
  const brandEl = elements(parsed).find((el) => classes(el).some((c) => /__brand$/.test(c)));
  const brand = brandEl ? textContent(brandEl) : analysis.brand;
  const copy = analysis.sections.find((s) => s.id === pattern.id)?.copy ?? {};
  const { html } = renderSection(
    pattern.id,
    theme,
    { ...analysis, bank, brand },
    copy,
    `${code.length}:${clause}`,
    (p) => code.includes(p),
  );

  const top = topLevelElements(code);
  const at = (el: Element | undefined, side: 'before' | 'after') => {
    const loc = el?.sourceCodeLocation;
    return loc ? (side === 'before' ? loc.startOffset : loc.endOffset) : undefined;
  };
  const [, side, anchorText] = /\b(after|below|under|before|above)\s+(?:the\s+)?(.+)$/.exec(lower) ?? [];
  let position: number | undefined;
  if (side !== undefined && anchorText !== undefined) {
    const anchor = namedSection(anchorText);
    const root = anchor ? sectionRoots(code, anchor.id)[0] : undefined;
    position = at(root, /after|below|under/.test(side) ? 'after' : 'before');
  }
  if (position === undefined) {
    if (pattern.id === 'navbar' || /\b(at the top|to the top|at the start)\b/.test(lower)) position = 0;
    else if (pattern.id === 'hero') position = at(sectionRoots(code, 'navbar')[0], 'after') ?? 0;
    else if (pattern.id !== 'footer' && !/\b(at the (?:end|bottom))\b/.test(lower))
      position = at(sectionRoots(code, 'footer').at(-1), 'before');
  }
  if (position === undefined) position = top.length ? (at(top[top.length - 1], 'after') as number) : code.length;
  const before = code.slice(0, position);
  const after = code.slice(position);
  const joinBefore = before.trim() === '' ? '' : before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const joinAfter = after.trim() === '' ? '\n' : after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  return {
    code: `${before.trimEnd() === '' ? '' : before}${joinBefore}${html}${joinAfter}${after.trim() === '' ? '' : after}`,
    summary: `Added a ${sectionName(pattern)} section.`,
  };
}

function removeRule(clause: string, code: string): Step | null {
  const lower = clause.toLowerCase();
  if (!/^(?:please\s+)?(?:also\s+)?(remove|delete|drop|hide|get rid of|take out|take away|lose)\b/.test(lower))
    return null;
  const pattern = namedSection(clause);
  if (!pattern) return null;
  const roots = sectionRoots(code, pattern.id);
  if (roots.length === 0) throw new Unsupported(`There is no ${sectionName(pattern)} section to remove.`);
  let out = code;
  for (const root of [...roots].reverse()) {
    const loc = root.sourceCodeLocation;
    if (!loc) continue;
    let end = loc.endOffset;
    while (end < out.length && /\s/.test(out.charAt(end))) end++;
    out = out.slice(0, loc.startOffset) + out.slice(end);
  }
  if (out.trim() !== '' && !out.endsWith('\n')) out = `${out.trimEnd()}\n`;
  if (/\n\s*$/.test(out)) out = `${out.trimEnd()}\n`;
  return { code: out.trim() === '' ? '' : out, summary: `Removed the ${sectionName(pattern)} section.` };
}

function quotedClause(clause: string): string {
  return `“${clause.length > 80 ? `${clause.slice(0, 77)}…` : clause}”`;
}

/**
 * Applies each part of the instruction that a rule understands. Parts that no
 * rule understands (or that name something the code does not have) are left
 * out and reported; when no part applies, nothing changes and the reason says
 * which parts were not understood.
 */
/** "the accent colour", "our primary color", "the brand colour": the project's own colours, as hex codes the colour rules read. */
function brandColours(clause: string, ds: DesignSystem): string {
  return clause.replace(
    // At most two determiners ("our brand's primary colour"): a run of them is not read again from each word.
    /\b(?:(?:the|our|your|its|project'?s?|brand'?s?)\s+){0,2}(accent|primary|brand|secondary|main)\s+colou?r\b/gi,
    (_m, role: string) => (/accent|secondary/i.test(role) ? ds.accentColor : ds.primaryColor),
  );
}

/** English words the rules read: a clause with one of them is read as written. */
const ENGLISH_WORD =
  /\b(?:the|to|and|with|make|remove|add|change|show|only|put|move|please|it|all|from|into|delete|use|set|translate)\b/i;

/** A clause in another language, in the English the rules read; an English one as written. */
function inEnglish(clause: string): string {
  return ENGLISH_WORD.test(unquoted(clause)) ? clause : englishClause(clause);
}

export function editSnippet(input: { code: string; instruction: string; designSystem: DesignSystem }): EditResult {
  const parts = resolveClauses(clauses(input.instruction)).filter((p) => p.trim() !== '');
  if (parts.length === 0) return { ok: false, reason: NEEDS_PROVIDER_REASON, notApplied: [] };
  let code = input.code;
  const ds = input.designSystem;
  const applied: string[] = [];
  const notApplied: string[] = [];
  for (const clause of parts.map((p) => brandColours(inEnglish(p), ds))) {
    try {
      const step =
        keepOnlyRule(clause, code) ??
        moveFirstRule(clause, code) ??
        addItemRule(clause, code) ??
        addRule(clause, code, ds) ??
        removeItemRule(clause, code) ??
        removeRule(clause, code) ??
        swapRule(clause, code) ??
        translateRule(clause, code, ds) ??
        contactRule(clause, code) ??
        renameRule(clause, code) ??
        modeRule(clause, code, ds) ??
        sizeRule(clause, code) ??
        fontRule(clause, code) ??
        radiusRule(clause, code) ??
        shadowRule(clause, code) ??
        fieldTextRule(clause, code) ??
        relativeColourRule(clause, code, ds) ??
        partColourRule(clause, code) ??
        colourRule(clause, code, ds) ??
        remarkRule(clause);
      if (!step) throw new Unsupported();
      code = step.code;
      applied.push(step.summary);
    } catch (e) {
      if (e instanceof PartialTranslation) {
        code = e.step.code;
        applied.push(e.step.summary);
        notApplied.push(`${quotedClause(clause)}: ${e.left}`);
        continue;
      }
      if (!(e instanceof Unsupported)) throw e;
      notApplied.push(e.message ? `${quotedClause(clause)}: ${e.message}` : `${quotedClause(clause)}: not understood.`);
    }
  }
  if (applied.length === 0) {
    const named = notApplied.join(' ');
    return { ok: false, reason: `Nothing was changed. ${named} ${NEEDS_PROVIDER_REASON}`, notApplied };
  }
  return { ok: true, code, summary: applied.join(' '), outcome: { applied, notApplied } };
}

/** Remarks that ask for new words ("the headline is too long"): the rules cannot write copy, so they say what would work. */
function remarkRule(clause: string): Step | null {
  const lower = unquoted(clause).toLowerCase();
  if (
    /\btoo\s+(long|short|wordy|generic|boring)\b|\b(shorter|longer|catchier|punchier|friendlier|more formal)\b/.test(
      lower,
    )
  )
    throw new Unsupported('rewriting copy needs a model; quote the new text instead (make it "…").');
  return null;
}
