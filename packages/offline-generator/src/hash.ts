/** FNV-1a: a stable 32-bit hash, so the same prompt always yields the same page. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small seeded generator; Math.random would break determinism. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The item at `index`, counting round the list again past its end. The lists chosen from are never empty. */
export function wrapAt<T>(items: readonly T[], index: number): T {
  const item = items[index % items.length];
  if (item === undefined) throw new Error(`No item at ${index} in a list of ${items.length}`);
  return item;
}

export function pick<T>(items: readonly T[], rng: () => number): T {
  return wrapAt(items, Math.floor(rng() * items.length));
}

/** A short base-36 tag for class names; starts with a letter so it is a valid identifier tail. */
export function shortTag(text: string): string {
  const n = hashString(text);
  return String.fromCharCode(97 + (n % 26)) + (n >>> 5).toString(36).slice(0, 4).padStart(4, '0');
}
