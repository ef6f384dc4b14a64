/**
 * Reading a model's answer: the code it holds (in fences or bare) and the
 * search/replace blocks of an edit. The server reads the whole answer with
 * it; the browser reads the part streamed so far, so the editor and the
 * preview follow the answer and end on what the server saves.
 */

// ---------------------------------------------------------------- fences and bare markup

export interface Fence {
  /** The info string's first word, lower case ('' when none). */
  lang: string;
  body: string;
}

const HTML_LANGS = new Set(['html', 'htm', 'xhtml', 'xml', 'markup']);
const CSS_LANGS = new Set(['css']);
const JS_LANGS = new Set(['js', 'javascript', 'mjs']);

const CLOSED_FENCE = /^[ \t]*(`{3,}|~{3,})[ \t]*([\w+#.-]*)[^\n]*\n([\s\S]*?)\n?^[ \t]*\1[ \t]*$/gm;
const OPEN_FENCE = /^[ \t]*(`{3,}|~{3,})[ \t]*([\w+#.-]*)[^\n]*\n([\s\S]*)$/m;
const FIRST_TAG = /<(?:!doctype|!--|[a-z])/i;

/**
 * The fences of an answer: every closed one, and after them one still open
 * (an answer cut off by the token limit, a model that forgot to close it, or
 * a stream still arriving). A closing fence half arrived is not code.
 */
export function findFences(answer: string): Fence[] {
  const text = answer.replace(/\r\n/g, '\n');
  const fences: Fence[] = [];
  let end = 0;
  for (const m of text.matchAll(CLOSED_FENCE)) {
    fences.push({ lang: (m[2] ?? '').toLowerCase(), body: m[3] ?? '' });
    end = m.index + m[0].length;
  }
  const open = OPEN_FENCE.exec(text.slice(end));
  if (open) {
    const mark = (open[1] ?? '`').charAt(0) === '`' ? '`' : '~';
    const body = (open[3] ?? '').replace(new RegExp(`(?:^|\\n)[ \\t]*\\${mark}+[ \\t]*$`), '');
    fences.push({ lang: (open[2] ?? '').toLowerCase(), body });
  }
  return fences;
}

function looksLikeHtml(text: string): boolean {
  return /^\s*<(?:!doctype|!--|[a-z])/i.test(text);
}

/**
 * The code of an answer. From its fences: the longest that holds markup
 * (several usually mean "before / after" or partial examples), with separate
 * css and js fences put back as `<style>` and `<script>`. Without a markup
 * fence: the text from the first tag on, up to the last `>` of a complete
 * answer, or to the end of one still streaming. Null when there is no markup.
 */
export function answerCode(answer: string, { streaming = false } = {}): string | null {
  const text = answer.replace(/\r\n/g, '\n');
  const fences = findFences(text);
  const htmlFences = fences.filter(
    (f) => HTML_LANGS.has(f.lang) || (!CSS_LANGS.has(f.lang) && !JS_LANGS.has(f.lang) && looksLikeHtml(f.body)),
  );
  if (htmlFences.length === 0) {
    const start = text.search(FIRST_TAG);
    if (start === -1) return null;
    if (streaming) return text.slice(start);
    const end = text.lastIndexOf('>');
    return end < start ? null : text.slice(start, end + 1);
  }
  let html = htmlFences.reduce((a, b) => (b.body.length > a.body.length ? b : a)).body.trim();
  for (const f of fences) {
    const body = f.body.trim();
    if (body === '' || html.includes(body)) continue;
    if (CSS_LANGS.has(f.lang)) html += `\n<style>\n${body}\n</style>`;
    else if (JS_LANGS.has(f.lang)) html += `\n<script>\n${body}\n</script>`;
  }
  return html;
}

// ---------------------------------------------------------------- search/replace blocks

/**
 * Search/replace edits: the model names the exact text to change instead of
 * rewriting the snippet, so a one-word change leaves every other byte alone.
 */
export interface EditBlock {
  search: string;
  replace: string;
}

export type BlockFailureReason = 'not_found' | 'ambiguous' | 'empty_search';

export interface BlockFailure {
  index: number;
  search: string;
  reason: BlockFailureReason;
}

export type ApplyResult = { ok: true; code: string } | { ok: false; failures: BlockFailure[] };

const SEARCH_MARK = /^[ \t]*<{5,9}[ \t]*SEARCH[ \t]*$/;
const DIVIDER_MARK = /^[ \t]*={5,9}[ \t]*$/;
const REPLACE_MARK = /^[ \t]*>{5,9}[ \t]*REPLACE[ \t]*$/;

/**
 * Every complete block of an answer; text around the blocks (prose, fences)
 * is ignored, a block still arriving is left out, and a second SEARCH mark
 * before the divider starts the block again.
 */
export function parseEditBlocks(answer: string): EditBlock[] {
  const blocks: EditBlock[] = [];
  let state: 'outside' | 'search' | 'replace' = 'outside';
  let search: string[] = [];
  let replace: string[] = [];
  for (const line of answer.replace(/\r\n/g, '\n').split('\n')) {
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
 * the match starts (two at most).
 */
function lineMatches(codeLines: string[], searchLines: string[]): number[] {
  const wanted = searchLines.map((l) => l.trimEnd());
  const starts: number[] = [];
  for (let i = 0; i + wanted.length <= codeLines.length; i += 1) {
    if (wanted.every((w, j) => (codeLines[i + j] ?? '').trimEnd() === w)) {
      starts.push(i);
      if (starts.length > 1) break;
    }
  }
  return starts;
}

function withEol(text: string, eol: string): string {
  return text.replace(/\r?\n/g, eol);
}

/**
 * Replaces the one place a block's search names: exactly, or line by line
 * ignoring whitespace at line ends. Code saved with \r\n keeps its line ends.
 */
export function applyEditBlock(code: string, given: EditBlock): { code: string } | { reason: BlockFailureReason } {
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
  const start = starts[0];
  if (starts.length !== 1 || start === undefined) return { reason: starts.length === 0 ? 'not_found' : 'ambiguous' };

  const replaceLines = block.replace === '' ? [] : block.replace.replace(/\r\n/g, '\n').replace(/\n$/, '').split('\n');
  const next = [...codeLines.slice(0, start), ...replaceLines, ...codeLines.slice(start + searchLines.length)];
  return { code: next.join(eol) };
}

/** Applies the blocks in order, all or nothing: one block that does not match exactly once fails the whole edit. */
export function applyEditBlocks(code: string, blocks: EditBlock[]): ApplyResult {
  const failures: BlockFailure[] = [];
  let current = code;
  blocks.forEach((block, index) => {
    const result = applyEditBlock(current, block);
    if ('code' in result) current = result.code;
    else failures.push({ index, search: block.search, reason: result.reason });
  });
  return failures.length > 0 ? { ok: false, failures } : { ok: true, code: current };
}

// ---------------------------------------------------------------- an answer as it streams

/**
 * The code to show while an answer streams. Search/replace blocks are applied
 * to `base` as each one completes (a block that does not match is passed
 * over: the server then asks for the whole fragment); otherwise it is the
 * answer's code so far, and `base` until markup arrives.
 */
export function streamedCode(raw: string, base = ''): string {
  if (mentionsEditBlocks(raw)) {
    return parseEditBlocks(raw).reduce((code, block) => {
      const result = applyEditBlock(code, block);
      return 'code' in result ? result.code : code;
    }, base);
  }
  return answerCode(raw, { streaming: true }) ?? base;
}
