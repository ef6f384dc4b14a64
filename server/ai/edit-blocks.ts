/**
 * Search/replace edits: the model names the exact text to change instead of
 * rewriting the snippet, so a one-word change leaves every other byte alone.
 */
export interface EditBlock {
  search: string;
  replace: string;
}

export interface BlockFailure {
  index: number;
  search: string;
  reason: 'not_found' | 'ambiguous' | 'empty_search';
}

export type ApplyResult = { ok: true; code: string } | { ok: false; failures: BlockFailure[] };

const SEARCH_MARK = /^[ \t]*<{5,9}[ \t]*SEARCH[ \t]*$/;
const DIVIDER_MARK = /^[ \t]*={5,9}[ \t]*$/;
const REPLACE_MARK = /^[ \t]*>{5,9}[ \t]*REPLACE[ \t]*$/;

/** Reads every complete block of an answer; text around the blocks (prose, fences) is ignored. */
export function parseEditBlocks(answer: string): EditBlock[] {
  const lines = answer.replace(/\r\n/g, '\n').split('\n');
  const blocks: EditBlock[] = [];
  let state: 'outside' | 'search' | 'replace' = 'outside';
  let search: string[] = [];
  let replace: string[] = [];
  for (const line of lines) {
    if (state === 'outside') {
      if (SEARCH_MARK.test(line)) {
        state = 'search';
        search = [];
      }
    } else if (state === 'search') {
      if (DIVIDER_MARK.test(line)) {
        state = 'replace';
        replace = [];
      } else if (SEARCH_MARK.test(line)) {
        search = [];
      } else {
        search.push(line);
      }
    } else if (REPLACE_MARK.test(line)) {
      blocks.push({ search: search.join('\n'), replace: replace.join('\n') });
      state = 'outside';
    } else {
      replace.push(line);
    }
  }
  return blocks;
}

/** True when the answer contains at least the start of a search/replace block. */
export function mentionsEditBlocks(answer: string): boolean {
  return answer.split(/\r?\n/).some((line) => SEARCH_MARK.test(line));
}

function countOccurrences(haystack: string, needle: string): { count: number; first: number } {
  let count = 0;
  let first = -1;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
    if (count === 0) first = at;
    count += 1;
    if (count > 1) break;
  }
  return { count, first };
}

/**
 * Matches whole lines while ignoring whitespace at line ends, the difference
 * models most often introduce when copying code. Returns the line indexes of
 * every match start.
 */
function lineMatches(codeLines: string[], searchLines: string[]): number[] {
  const wanted = searchLines.map((l) => l.trimEnd());
  const starts: number[] = [];
  for (let i = 0; i + wanted.length <= codeLines.length; i += 1) {
    if (wanted.every((w, j) => codeLines[i + j].trimEnd() === w)) {
      starts.push(i);
      if (starts.length > 1) break;
    }
  }
  return starts;
}

function withEol(text: string, eol: string): string {
  return text.replace(/\r?\n/g, eol);
}

function applyOne(code: string, given: EditBlock): { code: string } | { reason: BlockFailure['reason'] } {
  if (given.search.trim() === '') return { reason: 'empty_search' };
  // Answers arrive with \n line ends; code saved with \r\n keeps its own.
  const eol = code.includes('\r\n') ? '\r\n' : '\n';
  const block = eol === '\n' ? given : { search: withEol(given.search, eol), replace: withEol(given.replace, eol) };

  const exact = countOccurrences(code, block.search);
  if (exact.count === 1) {
    return { code: code.slice(0, exact.first) + block.replace + code.slice(exact.first + block.search.length) };
  }
  if (exact.count > 1) return { reason: 'ambiguous' };

  const codeLines = code.split('\n').map((l) => l.replace(/\r$/, ''));
  const searchLines = block.search.replace(/\r\n/g, '\n').replace(/\n+$/, '').split('\n');
  const starts = lineMatches(codeLines, searchLines);
  if (starts.length !== 1) return { reason: starts.length === 0 ? 'not_found' : 'ambiguous' };

  const replaceLines = block.replace === '' ? [] : block.replace.replace(/\r\n/g, '\n').replace(/\n$/, '').split('\n');
  const start = starts[0];
  const next = [...codeLines.slice(0, start), ...replaceLines, ...codeLines.slice(start + searchLines.length)];
  return { code: next.join(eol) };
}

/** Applies the blocks in order, all or nothing: one block that does not match exactly once fails the whole edit. */
export function applyEditBlocks(code: string, blocks: EditBlock[]): ApplyResult {
  const failures: BlockFailure[] = [];
  let current = code;
  blocks.forEach((block, index) => {
    const result = applyOne(current, block);
    if ('code' in result) current = result.code;
    else failures.push({ index, search: block.search, reason: result.reason });
  });
  return failures.length > 0 ? { ok: false, failures } : { ok: true, code: current };
}
