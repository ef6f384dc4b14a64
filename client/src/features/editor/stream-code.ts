/**
 * A re-prompt streams the model's raw answer: either the whole new fragment
 * (often in a ```html fence) or search/replace blocks against the current
 * code. This turns the text received so far into the code to show, so the
 * editor and the preview follow the answer as it arrives.
 */
const SEARCH_MARK = /^[ \t]*<{5,9}[ \t]*SEARCH[ \t]*$/;
const DIVIDER_MARK = /^[ \t]*={5,9}[ \t]*$/;
const REPLACE_MARK = /^[ \t]*>{5,9}[ \t]*REPLACE[ \t]*$/;
const FENCE_OPEN = /^[ \t]*(`{3,}|~{3,})[^\n]*\n/m;

interface Block {
  search: string;
  replace: string;
}

/** The complete search/replace blocks in the text; a block still arriving is left out. */
function completeBlocks(raw: string): Block[] {
  const blocks: Block[] = [];
  let state: 'outside' | 'search' | 'replace' = 'outside';
  let search: string[] = [];
  let replace: string[] = [];
  for (const line of raw.replace(/\r\n/g, '\n').split('\n')) {
    if (state === 'outside') {
      if (SEARCH_MARK.test(line)) {
        state = 'search';
        search = [];
      }
    } else if (state === 'search') {
      if (DIVIDER_MARK.test(line)) {
        state = 'replace';
        replace = [];
      } else search.push(line);
    } else if (REPLACE_MARK.test(line)) {
      blocks.push({ search: search.join('\n'), replace: replace.join('\n') });
      state = 'outside';
    } else replace.push(line);
  }
  return blocks;
}

/** Replaces the one place `search` names, matching exactly or ignoring trailing spaces; null when it is not found once. */
function applyBlock(code: string, { search, replace }: Block): string | null {
  if (search.trim() === '') return null;
  const at = code.indexOf(search);
  if (at !== -1 && code.indexOf(search, at + 1) === -1)
    return code.slice(0, at) + replace + code.slice(at + search.length);
  const lines = code.split('\n');
  const wanted = search.split('\n').map((l) => l.trimEnd());
  const starts: number[] = [];
  for (let i = 0; i + wanted.length <= lines.length; i += 1) {
    if (wanted.every((w, j) => lines[i + j].trimEnd() === w)) starts.push(i);
  }
  if (starts.length !== 1) return null;
  return [...lines.slice(0, starts[0]), ...replace.split('\n'), ...lines.slice(starts[0] + wanted.length)].join('\n');
}

export function streamedCode(base: string, raw: string): string {
  if (raw.split('\n').some((line) => SEARCH_MARK.test(line))) {
    return completeBlocks(raw).reduce((code, block) => applyBlock(code, block) ?? code, base);
  }
  const fence = FENCE_OPEN.exec(raw);
  if (fence) {
    const body = raw.slice(fence.index + fence[0].length);
    const close = body.search(new RegExp(`^[ \\t]*${fence[1][0]}{${fence[1].length},}[ \\t]*$`, 'm'));
    return close === -1 ? body.replace(/\n?[`~]{1,}$/, '') : body.slice(0, close).replace(/\n$/, '');
  }
  const start = raw.search(/<(?:!doctype|!--|[a-z])/i);
  return start === -1 ? base : raw.slice(start);
}
