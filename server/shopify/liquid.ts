/**
 * Text copied from a snippet into Liquid must not be read as Liquid: `{{` and
 * `{%` are written through an output tag that prints them literally.
 */
export function guardLiquid(text: string): string {
  return text.replace(/\{\{|\{%/g, (match) => `{{ '${match}' }}`);
}

/** Wraps code (scripts, styles) that contains Liquid delimiters in a raw tag. */
export function guardLiquidBlock(code: string): string {
  return /\{\{|\{%/.test(code) ? `{% raw %}${code}{% endraw %}` : code;
}

/**
 * A Liquid string literal has no escape sequences and ends its tag at `}}`
 * or `%}`, so a value holding both quote characters or Liquid delimiters is
 * captured into a variable first. Returns the expression
 * and the tags that must run before it.
 */
export function liquidLiteral(value: string, captureName: string): { prelude: string; expression: string } {
  const delimiters = /\{\{|\}\}|\{%|%\}/.test(value);
  if (!delimiters && !value.includes("'")) return { prelude: '', expression: `'${value}'` };
  if (!delimiters && !value.includes('"')) return { prelude: '', expression: `"${value}"` };
  return {
    prelude: `{% capture ${captureName} %}${guardLiquid(value)}{% endcapture %}`,
    expression: captureName,
  };
}

/** A literal for places where no capture can run (LiquidDoc examples): quotes are softened. */
export function inlineLiteral(value: string): string {
  if (!value.includes("'")) return `'${value}'`;
  if (!value.includes('"')) return `"${value}"`;
  return `'${value.replace(/'/g, '\u2019')}'`;
}

function normalizedWords(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** Shortens an underscore-separated name to at most `max` characters, at a word boundary when one is near. */
function cutAtWord(words: string, max: number): string {
  if (words.length <= max) return words;
  const boundary = words.lastIndexOf('_', max);
  return (boundary > max / 3 ? words.slice(0, boundary) : words.slice(0, max)).replace(/_+$/g, '');
}

/** A setting or parameter id: lower-case letters, digits and underscores. */
export function toIdentifier(text: string, fallback: string): string {
  const id = cutAtWord(normalizedWords(text), 40);
  if (!id) return fallback;
  return /^[0-9]/.test(id) ? `${fallback}_${id}` : id;
}

/** A file handle: lower-case words joined by hyphens. */
export function toHandle(text: string, fallback: string): string {
  return cutAtWord(normalizedWords(text), 40).replace(/_/g, '-') || fallback;
}

const ACRONYMS = new Set(['cta', 'faq', 'url', 'sku', 'id', 'seo', 'ui', 'usp', 'rsvp']);

/** Turns an id into a label a merchant reads in the theme editor. */
export function humanize(id: string): string {
  const words = id
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => (ACRONYMS.has(word) ? word.toUpperCase() : word));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Shortens a name to at most `max` characters, cutting at a word boundary when it can. */
export function truncateName(name: string, max: number): string {
  const clean = name.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return (space >= Math.floor(max / 2) ? cut.slice(0, space) : clean.slice(0, max)).trim();
}

export class IdRegistry {
  private readonly used = new Set<string>();

  constructor(reserved: Iterable<string> = []) {
    for (const id of reserved) this.used.add(id);
  }

  isFree(id: string): boolean {
    return !this.used.has(id);
  }

  take(base: string): string {
    let id = base;
    for (let n = 2; this.used.has(id); n++) id = `${base}_${n}`;
    this.used.add(id);
    return id;
  }
}
