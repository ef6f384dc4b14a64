/**
 * Building blocks shared by the patterns: fragment assembly, base styles,
 * buttons and section headers.
 */
import { toHsl } from '@atelier/web-kit/color';
import type { SectionKey } from '../copy-bank';
import { pick, wrapAt } from '../hash';
import { escapeHtml } from '@atelier/web-kit/html';
import type { Lang, Localized } from '../lang';
import { fillTemplate } from '../prompt';
import { themeBlock } from '@atelier/web-kit/theme';
import type { PatternContext } from './types';

/** Fills placeholders and escapes: every piece of copy passes through here. */
export function t(ctx: PatternContext, text: string): string {
  return escapeHtml(fillTemplate(text, ctx.topic, ctx.brand));
}

/** The prompt's language's entry of a table of labels: `local(ctx, TEXT).popular`. */
export function local<T>(ctx: PatternContext, table: Localized<T>): T {
  return table[ctx.lang];
}

export function choose<T>(ctx: PatternContext, items: readonly T[]): T {
  return pick(items, ctx.rng);
}

/** A list read from a seeded offset and wrapping around: item `i` of the rotation. */
export function rotation<T>(ctx: PatternContext, items: readonly T[]): (i: number) => T {
  const start = Math.floor(ctx.rng() * items.length);
  return (i) => wrapAt(items, start + i);
}

/** n items from a list, starting at a seeded offset and wrapping around. */
export function take<T>(ctx: PatternContext, items: readonly T[], n: number): T[] {
  const itemAt = rotation(ctx, items);
  return Array.from({ length: n }, (_, i) => itemAt(i));
}

/** How many items: the count the prompt asks for, else as many as it names, else the pattern's default. */
/**
 * n items, those about the section's subject first ("questions about shipping and returns"): an item
 * counts as about it when its text shares the first four letters of a word of the subject. Without a
 * subject, or when nothing is about it, the seeded rotation of `take`.
 */
export function takeAbout<T>(ctx: PatternContext, items: readonly T[], n: number, textOf: (item: T) => string): T[] {
  const stems = (ctx.copy.subject ?? '')
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length >= 4)
    .map((w) => w.slice(0, 4));
  const score = (item: T) => {
    const words = textOf(item)
      .toLowerCase()
      .split(/[^\p{L}]+/u);
    return stems.filter((s) => words.some((w) => w.startsWith(s))).length;
  };
  const about = items.filter((item) => score(item) > 0).sort((a, b) => score(b) - score(a));
  if (about.length === 0) return take(ctx, items, n);
  const rest = take(
    ctx,
    items.filter((item) => !about.includes(item)),
    Math.max(0, n - about.length),
  );
  return [...about, ...rest].slice(0, n);
}

/** The brand's logo mark, in the accent colour; its corners follow the project's radius. */
export const BRAND_MARK =
  '<svg class="~mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="9"/><path d="M9 22 16 9l7 13z"/></svg>';

/** The brand link of a navigation bar: a long name wraps to two lines, then ends in an ellipsis. */
export const BRAND_CSS = `
  .P__brand {
    display: inline-flex;
    align-items: center;
    gap: 0.625rem;
    color: var(--heading);
    font-size: 1.125rem;
    font-weight: 700;
    letter-spacing: -0.01em;
    text-decoration: none;
    min-width: 0;
    flex: 0 1 auto;
    line-height: 1.2;
  }
  /* A long name wraps to two lines, then ends in an ellipsis, instead of pushing the menu off a phone. */
  .P__brand > span {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow: hidden;
    overflow-wrap: anywhere;
  }`;

export const BRAND_MARK_CSS = `
  .P__mark { width: 2rem; height: 2rem; flex: none; }
  .P__mark rect { fill: var(--accent); rx: min(9px, var(--radius)); }
  .P__mark path { fill: var(--on-accent); }`;

export function itemCount(ctx: PatternContext, fallback: number, max: number): number {
  const n = ctx.copy.count ?? (ctx.copy.items?.length || fallback);
  return Math.max(1, Math.min(max, n));
}

/** The name the prompt gives item `i` ("Coffee, Tea and Pastries"), if any. */
export function named(ctx: PatternContext, i: number): string | undefined {
  return ctx.copy.items?.[i];
}

/**
 * Pills and circles that follow the project's corners: a radius of 0 makes
 * them square. Never a fixed 999px or 50%.
 */
export const ROUND = 'calc(var(--radius) * 1000)';

const LOCALES: Localized<string> = {
  en: 'en-US',
  de: 'de-DE',
  fr: 'fr-FR',
  es: 'es-ES',
  it: 'it-IT',
  nl: 'nl-NL',
  pt: 'pt-PT',
};

export function localeOf(lang: Lang): string {
  return LOCALES[lang];
}

/** A price from the copy bank (a number) in the language's currency: $29 in English, 29 € in German. */
export function money(ctx: PatternContext, amount: number): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(LOCALES[ctx.lang], {
    style: 'currency',
    currency: ctx.lang === 'en' ? 'USD' : 'EUR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}

/** A seeded variant number below n, typed so that it indexes a tuple of n layouts. */
export function variantOf(ctx: PatternContext, n: 2): 0 | 1;
export function variantOf(ctx: PatternContext, n: 3): 0 | 1 | 2;
export function variantOf(ctx: PatternContext, n: number): number {
  return Math.floor(ctx.rng() * n);
}

/**
 * Columns that divide the item count where possible, so a grid of six never
 * ends with a lonely pair: `phone` columns on phones, two (or three for three
 * items) on tablets, up to `max` on desktops.
 */
export function gridColumns(selector: string, n: number, max: number, phone = 1): string {
  let desktop = Math.min(n, max);
  if (n > max) {
    for (let c = max; c >= 2; c--) {
      if (n % c === 0) {
        desktop = c;
        break;
      }
    }
  }
  const tablet = Math.min(desktop, n === 3 ? 3 : 2);
  const narrow =
    n <= 2 && max >= 3
      ? `\n  ${selector} { max-width: ${n === 1 ? '28rem' : '52rem'}; margin-left: auto; margin-right: auto; }`
      : '';
  return `
  ${selector} { grid-template-columns: repeat(${Math.min(phone, n)}, minmax(0, 1fr)); }${narrow}
  @media (min-width: 700px) {
    ${selector} { grid-template-columns: repeat(${tablet}, minmax(0, 1fr)); }
  }
  @media (min-width: 1024px) {
    ${selector} { grid-template-columns: repeat(${desktop}, minmax(0, 1fr)); }
  }`;
}

/** The accent's hue: placeholder artwork is tinted from it so pictures match the palette. */
export function accentHue(ctx: PatternContext): number {
  return toHsl(ctx.theme.accent).h;
}

export function heading(ctx: PatternContext, key: SectionKey): string {
  return ctx.copy.heading !== undefined ? t(ctx, ctx.copy.heading) : t(ctx, choose(ctx, ctx.bank.titles[key]));
}

export function lead(ctx: PatternContext, key: SectionKey): string {
  return ctx.copy.subheading !== undefined ? t(ctx, ctx.copy.subheading) : t(ctx, choose(ctx, ctx.bank.leads[key]));
}

export function buttonLabel(ctx: PatternContext, fallback: string): string {
  return ctx.copy.button !== undefined ? t(ctx, ctx.copy.button) : t(ctx, fallback);
}

/** The second button's label: the second one the prompt names, else the fallback. */
export function secondLabel(ctx: PatternContext, fallback: string): string {
  const named = ctx.copy.buttons?.[1];
  return named !== undefined ? t(ctx, named) : t(ctx, fallback);
}

/** Eyebrow, title and lead of a section; the title carries the id the root's aria-labelledby points at. */
export function sectionHeader(
  ctx: PatternContext,
  key: SectionKey,
  options: { align?: 'center' | 'start'; eyebrow?: string } = {},
): string {
  const align = options.align ?? 'center';
  const text = ctx.copy.eyebrow !== undefined ? t(ctx, ctx.copy.eyebrow) : options.eyebrow;
  const eyebrow = text ? `\n    <p class="~eyebrow">${text}</p>` : '';
  return `<header class="~header ~header--${align}">${eyebrow}
    <h2 class="~title" id="~title">${heading(ctx, key)}</h2>
    <p class="~lead">${lead(ctx, key)}</p>
  </header>`;
}

export const BASE_CSS = `
  .P {
    background: var(--bg);
    /* The brand's band: every section draws the primary colour, in dark mode too. */
    border-top: 3px solid var(--primary);
    color: var(--text);
    font-family: var(--font);
    font-size: 1rem;
    line-height: 1.6;
    padding: clamp(3.5rem, 8vw, 6.5rem) 1.25rem;
    overflow-wrap: break-word;
    -webkit-font-smoothing: antialiased;
  }
  :where(.P) *, :where(.P) *::before, :where(.P) *::after { box-sizing: border-box; }
  :where(.P) :where(h1, h2, h3, h4, p, ul, ol, li, figure, blockquote, dl, dt, dd) { margin: 0; padding: 0; }
  :where(.P) :where(ul, ol) { list-style: none; }
  :where(.P) :where(img, svg) { display: block; max-width: 100%; }
  :where(.P) img { height: auto; }
  :where(.P) a { color: inherit; }
  :where(.P) p a { text-decoration: underline; text-underline-offset: 0.2em; }
  .P :focus-visible { outline: 2px solid var(--ring); outline-offset: 3px; }
  .P__inner { max-width: 72rem; margin: 0 auto; }
  .P__header { max-width: 44rem; margin: 0 auto clamp(2.5rem, 5vw, 3.5rem); }
  .P__header--center { text-align: center; }
  .P__header--start { margin-left: 0; }
  .P__eyebrow {
    display: inline-block;
    margin-bottom: 0.75rem;
    color: var(--accent-text);
    font-size: 0.8125rem;
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  .P__title {
    color: var(--heading);
    font-size: clamp(1.875rem, 1.2rem + 2.4vw, 2.75rem);
    font-weight: 700;
    line-height: 1.15;
    letter-spacing: -0.02em;
    text-wrap: balance;
  }
  .P__lead { margin-top: 1rem; color: var(--muted); font-size: clamp(1rem, 0.95rem + 0.3vw, 1.125rem); }
  .P__sr {
    position: absolute;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
    border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    .P *, .P *::before, .P *::after { transition: none !important; animation: none !important; }
  }`;

export const BUTTON_CSS = `
  .P__actions { display: flex; flex-wrap: wrap; gap: 0.75rem; }
  .P__btn {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 0.5rem;
    min-height: 2.75rem;
    padding: 0.75rem 1.375rem;
    border: 1px solid transparent;
    border-radius: var(--radius);
    background: var(--button-bg);
    color: var(--button-text);
    font: inherit;
    font-size: 0.975rem;
    font-weight: 600;
    line-height: 1.2;
    text-decoration: none;
    cursor: pointer;
    transition: background-color 0.2s ease, border-color 0.2s ease, transform 0.2s ease, box-shadow 0.2s ease;
  }
  .P__btn:hover { background: var(--button-hover); transform: translateY(-1px); box-shadow: var(--shadow); }
  .P__btn:active { transform: translateY(0); }
  .P__btn svg { width: 1.125em; height: 1.125em; flex: none; }
  .P__btn--ghost { background: transparent; color: var(--heading); border-color: var(--border); }
  .P__btn--ghost:hover { background: var(--surface); border-color: var(--muted); box-shadow: none; }`;

export interface FragmentParts {
  tag?: 'section' | 'nav' | 'footer';
  /** Extra attributes of the root, already escaped. */
  attrs?: string;
  css: string;
  body: string;
  buttons?: boolean;
  script?: string;
  labelled?: boolean;
  /** Root modifiers such as "dark" become classes like prefix--dark. */
  modifiers?: string[];
}

function expandPlaceholders(html: string, prefix: string): string {
  return html.replace(
    /\b(class|id|for|aria-labelledby|aria-controls|aria-describedby|list)="([^"]*)"/g,
    (_m, name: string, value: string) => {
      const expanded = value.replace(/(^|\s)~([\w-]*)/g, (_x, space: string, rest: string) => {
        if (name === 'class') return `${space}${prefix}${rest.startsWith('--') || !rest ? rest : `__${rest}`}`;
        return `${space}${prefix}${rest ? `-${rest}` : ''}`;
      });
      return `${name}="${expanded}"`;
    },
  );
}

function indent(text: string, spaces: number): string {
  const pad = ' '.repeat(spaces);
  return text
    .split('\n')
    .map((line) => (line.trim() ? pad + line : ''))
    .join('\n');
}

/** One self-contained fragment: root element, its own style block, markup and an optional script. */
export function fragment(ctx: PatternContext, id: string, parts: FragmentParts): string {
  const tag = parts.tag ?? 'section';
  const css = [BASE_CSS, parts.buttons ? BUTTON_CSS : '', parts.css]
    .join('\n')
    .replace(/\.P(?![A-Za-z0-9])/g, `.${ctx.prefix}`)
    .replace(/\n{2,}/g, '\n');
  const labelled = parts.labelled === false ? '' : ' aria-labelledby="~title"';
  const attrs = parts.attrs ? ` ${parts.attrs}` : '';
  const classes = ['~', ...(parts.modifiers ?? []).map((m) => `~--${m}`)].join(' ');
  const open = `<${tag} class="${classes}" data-pattern="${id}"${labelled}${attrs}>`;
  const script = parts.script ? `\n  <script>\n${indent(parts.script.trim(), 4)}\n  </script>` : '';
  const html = `${open}
  <style>
${themeBlock(ctx.prefix, ctx.theme)}${css}
  </style>
${indent(parts.body.trim(), 2)}${script}
</${tag}>`;
  return expandPlaceholders(html, ctx.prefix);
}

/** Native form controls (checkboxes, date pickers, selects) drawn for a dark page when the theme is dark. */
export function controlScheme(ctx: PatternContext): string {
  return ctx.theme.dark ? '\n  .P { color-scheme: dark; }' : '';
}
