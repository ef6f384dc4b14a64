/**
 * A CSS selector that finds one element again after the code is edited a
 * little: a unique id where there is one, else the tag path from <body>
 * with :nth-of-type only where siblings share a tag.
 */
export function selectorFor(element: Element): string {
  const parts: string[] = [];
  let current: Element | null = element;
  while (current && current !== document.body && current !== document.documentElement) {
    const id = current.id;
    if (id && document.querySelectorAll(`#${CSS.escape(id)}`).length === 1) {
      parts.unshift(`#${CSS.escape(id)}`);
      return parts.join(' > ');
    }
    const tag = current.tagName.toLowerCase();
    const parent: Element | null = current.parentElement;
    let part = tag;
    if (parent) {
      const sameTag = Array.from(parent.children).filter((c) => c.tagName === current!.tagName);
      if (sameTag.length > 1) part += `:nth-of-type(${sameTag.indexOf(current) + 1})`;
    }
    parts.unshift(part);
    current = parent;
  }
  return ['body', ...parts].join(' > ');
}

/** The element a stored selector points at, or null (also for a selector that no longer parses). */
export function resolveSelector(selector: string): Element | null {
  try {
    return document.querySelector(selector);
  } catch {
    return null;
  }
}
