/** A <script> element anywhere in the code (an attribute or text that merely says "script" does not count). */
export function hasScript(code: string): boolean {
  return /<script\b/i.test(code);
}

/**
 * In-place updates replace the body and keep the page's JavaScript world;
 * scripts must start from a fresh document instead, or their top-level
 * `let`/`const` would be declared twice and old timers would keep running.
 */
export function needsFreshDocument(previous: string | null, next: string): boolean {
  if (previous === null || previous === next) return false;
  return hasScript(previous) || hasScript(next);
}

/** The class the inspector reports for an element: its first class name. */
export function firstClassName(classAttribute: string | null): string | null {
  const first = (classAttribute ?? '').trim().split(/\s+/)[0];
  return first ? first : null;
}

/** Whether an element's tag, id or one of its classes contains the selected term (case-insensitive). */
export function elementMatchesTerm(tagName: string, id: string, classNames: readonly string[], term: string): boolean {
  const needle = term.toLowerCase();
  if (needle === '') return false;
  if (tagName.toLowerCase().includes(needle)) return true;
  if (id.toLowerCase().includes(needle)) return true;
  return classNames.some((c) => c.toLowerCase().includes(needle));
}

/** Script types a browser executes; anything else (JSON data, templates) stays inert. */
export function isExecutableScriptType(type: string | null): boolean {
  const t = (type ?? '').trim().toLowerCase();
  return (
    t === '' || t === 'module' || t === 'text/javascript' || t === 'application/javascript' || t === 'text/ecmascript'
  );
}
