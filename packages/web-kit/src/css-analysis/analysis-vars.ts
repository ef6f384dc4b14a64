import { matchParen } from '../color';

/**
 * Custom properties of a stylesheet, resolved the way a browser would for
 * one element: the rule's own definitions first, then the page-wide ones
 * (`:root`, `html`, `body`), then the `var()` fallback. A cycle or a missing
 * property without fallback makes the whole value invalid (null).
 */
export class VarScope {
  private readonly defs = new Map<string, { value: string; rank: number }>();
  private readonly memo = new Map<string, { value: string | null; refs: string[] }>();

  /** A later definition replaces an earlier one of the same or lower rank, as the cascade does for one element. */
  define(name: string, value: string, rank: number) {
    const current = this.defs.get(name);
    if (!current || rank >= current.rank) this.defs.set(name, { value, rank });
  }

  has(name: string): boolean {
    return this.defs.has(name);
  }

  /**
   * Substitutes every var() in `value`. `refs` collects the property names the
   * value went through, so names like `--primary` can vote for a colour's role.
   */
  resolve(value: string, local?: Map<string, string>, refs?: string[], seen: Set<string> = new Set()): string | null {
    if (!value.includes('var(')) return value;
    let out = '';
    let i = 0;
    for (;;) {
      const at = value.indexOf('var(', i);
      if (at < 0) {
        out += value.slice(i);
        break;
      }
      if (at > 0 && /[\w-]/.test(value.charAt(at - 1))) {
        out += value.slice(i, at + 4);
        i = at + 4;
        continue;
      }
      const close = matchParen(value, at + 3);
      if (close < 0) return null;
      const inner = value.slice(at + 4, close);
      const comma = topLevelComma(inner);
      const name = (comma < 0 ? inner : inner.slice(0, comma)).trim();
      let substitute = this.lookup(name, local, refs, seen);
      if (substitute === null && comma >= 0)
        substitute = this.resolve(inner.slice(comma + 1).trim(), local, refs, seen);
      if (substitute === null) return null;
      out += value.slice(i, at) + substitute;
      i = close + 1;
    }
    return out;
  }

  private lookup(name: string, local: Map<string, string> | undefined, refs: string[] | undefined, seen: Set<string>) {
    if (seen.has(name) || seen.size > 32) return null;
    refs?.push(name);
    const own = local?.get(name);
    if (own !== undefined) {
      seen.add(name);
      const value = this.resolve(own, local, refs, seen);
      seen.delete(name);
      return usable(value);
    }
    const cached = this.memo.get(name);
    if (cached) {
      refs?.push(...cached.refs);
      return cached.value;
    }
    const def = this.defs.get(name);
    if (!def) return null;
    const innerRefs: string[] = [];
    seen.add(name);
    const value = usable(this.resolve(def.value, undefined, innerRefs, seen));
    seen.delete(name);
    if (seen.size === 0) this.memo.set(name, { value, refs: innerRefs });
    refs?.push(...innerRefs);
    return value;
  }
}

/** `initial` in a custom property means "guaranteed invalid", the same as undefined. */
function usable(value: string | null): string | null {
  if (value === null) return null;
  return value.trim().toLowerCase() === 'initial' ? null : value;
}

export function topLevelComma(text: string): number {
  let depth = 0;
  for (let k = 0; k < text.length; k++) {
    const c = text[k];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ',' && depth === 0) return k;
  }
  return -1;
}

/** Splits at top-level commas: font stacks, shadow layers. */
export function splitTopLevel(text: string, separator = ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  let quote = '';
  for (let k = 0; k < text.length; k++) {
    const c = text[k];
    if (quote) {
      if (c === quote) quote = '';
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === separator && depth === 0) {
      parts.push(text.slice(start, k));
      start = k + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((p) => p.trim()).filter(Boolean);
}
