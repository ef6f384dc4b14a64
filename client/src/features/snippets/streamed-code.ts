const FENCE_OPEN = /^[ \t]*(`{3,}|~{3,})[^\n]*\n/m;

/**
 * The code inside a model's answer as it streams: the body of a ```html
 * fence when there is one (its closing fence not yet arrived, or half of it),
 * otherwise the text from the first tag on.
 */
export function streamedCode(raw: string): string {
  const fence = FENCE_OPEN.exec(raw);
  if (fence) {
    const body = raw.slice(fence.index + fence[0].length);
    const mark = fence[1][0] === '`' ? '`' : '~';
    const close = body.search(new RegExp(`^[ \\t]*\\${mark}{${fence[1].length},}[ \\t]*$`, 'm'));
    return close === -1 ? body.replace(new RegExp(`\\n?\\${mark}+$`), '') : body.slice(0, close).replace(/\n$/, '');
  }
  const start = raw.search(/<(?:!doctype|!--|[a-z])/i);
  return start === -1 ? '' : raw.slice(start);
}
