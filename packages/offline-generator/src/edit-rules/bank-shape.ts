/** Fields that say how a bank is chosen, not what it writes. */
const NOT_WRITTEN = new Set(['id', 'match', 'noun', 'brands']);

/** Whether two copy banks have the same shape: the same fields, and lists of the same lengths, all the way down. */
export function banksLineUp(a: unknown, b: unknown, top = true): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((x, i) => banksLineUp(x, b[i], false));
  }
  if (a !== null && typeof a === 'object') {
    if (b === null || typeof b !== 'object') return false;
    const keep = (k: string) => !top || !NOT_WRITTEN.has(k);
    const ka = Object.keys(a).filter(keep).sort();
    const kb = Object.keys(b).filter(keep).sort();
    return (
      ka.length === kb.length &&
      ka.every(
        (k, i) =>
          k === kb[i] && banksLineUp((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], false),
      )
    );
  }
  return typeof a === typeof b;
}
