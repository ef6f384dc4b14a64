import { describe, expect, it } from 'vitest';
import {
  answerCode,
  applyEditBlocks,
  findFences,
  mentionsEditBlocks,
  parseEditBlocks,
  streamedCode,
} from './answer-parsing';

const CODE = [
  '<section class="hero">',
  '  <h1 class="hero__title">Fresh coffee</h1>',
  '  <p>Roasted every morning.</p>',
  '  <a class="btn" href="#">Order now</a>',
  '</section>',
  '<style>',
  '  .hero { padding: 4rem 1rem; }',
  '  .btn { background: #3b82f6; }',
  '</style>',
].join('\n');

describe('parseEditBlocks', () => {
  it('reads blocks and ignores the prose and fences around them', () => {
    const answer = [
      'Here is the change:',
      '```',
      '<<<<<<< SEARCH',
      '  <h1 class="hero__title">Fresh coffee</h1>',
      '=======',
      '  <h1 class="hero__title">Fresh tea</h1>',
      '>>>>>>> REPLACE',
      '```',
      '<<<<<<< SEARCH',
      '  <p>Roasted every morning.</p>',
      '=======',
      '>>>>>>> REPLACE',
    ].join('\n');
    expect(parseEditBlocks(answer)).toEqual([
      { search: '  <h1 class="hero__title">Fresh coffee</h1>', replace: '  <h1 class="hero__title">Fresh tea</h1>' },
      { search: '  <p>Roasted every morning.</p>', replace: '' },
    ]);
  });

  it('starts a block again at a second SEARCH mark before its divider', () => {
    const answer = '<<<<<<< SEARCH\n<p>draft</p>\n<<<<<<< SEARCH\n<p>a</p>\n=======\n<p>b</p>\n>>>>>>> REPLACE';
    expect(parseEditBlocks(answer)).toEqual([{ search: '<p>a</p>', replace: '<p>b</p>' }]);
  });

  it('skips an unfinished block', () => {
    const answer = '<<<<<<< SEARCH\n<p>a</p>\n=======\n<p>b</p>\n';
    expect(parseEditBlocks(answer)).toEqual([]);
    expect(mentionsEditBlocks(answer)).toBe(true);
    expect(mentionsEditBlocks('<p>no blocks</p>')).toBe(false);
  });
});

describe('applyEditBlocks', () => {
  it('changes one word and leaves every other byte alone', () => {
    const result = applyEditBlocks(CODE, [{ search: 'Fresh coffee', replace: 'Fresh tea' }]);
    expect(result).toEqual({ ok: true, code: CODE.replace('Fresh coffee', 'Fresh tea') });
  });

  it('applies blocks in order, each against the result of the previous one', () => {
    const result = applyEditBlocks(CODE, [
      { search: 'Order now', replace: 'Buy now' },
      { search: '<a class="btn" href="#">Buy now</a>', replace: '<a class="btn" href="/shop">Buy now</a>' },
    ]);
    expect(result.ok && result.code).toContain('<a class="btn" href="/shop">Buy now</a>');
  });

  it('keeps dollar signs in the replacement literally', () => {
    const result = applyEditBlocks(CODE, [{ search: 'Order now', replace: "Only $& $1 $'" }]);
    expect(result.ok && result.code).toContain("Only $& $1 $'</a>");
  });

  it('tolerates whitespace differences at line ends', () => {
    const code = '<div>  \n  <p>Old</p>\t\n</div>';
    const result = applyEditBlocks(code, [{ search: '<div>\n  <p>Old</p>', replace: '<div>\n  <p>New</p>' }]);
    expect(result).toEqual({ ok: true, code: '<div>\n  <p>New</p>\n</div>' });
  });

  it('keeps Windows line ends', () => {
    const code = '<ul>\r\n  <li>A</li>\r\n</ul>\r\n';
    const exact = applyEditBlocks(code, [
      { search: '<ul>\n  <li>A</li>', replace: '<ul>\n  <li>A</li>\n  <li>B</li>' },
    ]);
    expect(exact).toEqual({ ok: true, code: '<ul>\r\n  <li>A</li>\r\n  <li>B</li>\r\n</ul>\r\n' });
    const tolerant = applyEditBlocks('<ul> \r\n  <li>A</li>\r\n</ul>', [
      { search: '<ul>\n  <li>A</li>', replace: '<ol>\n  <li>A</li>' },
    ]);
    expect(tolerant).toEqual({ ok: true, code: '<ol>\r\n  <li>A</li>\r\n</ul>' });
  });

  it('fails a search that is not in the code', () => {
    expect(applyEditBlocks(CODE, [{ search: 'Fresh juice', replace: 'x' }])).toEqual({
      ok: false,
      failures: [{ index: 0, search: 'Fresh juice', reason: 'not_found' }],
    });
  });

  it('fails a search that matches more than once', () => {
    const result = applyEditBlocks(CODE, [{ search: 'hero', replace: 'banner' }]);
    expect(result).toEqual({ ok: false, failures: [{ index: 0, search: 'hero', reason: 'ambiguous' }] });
  });

  it('fails an empty search', () => {
    const result = applyEditBlocks(CODE, [{ search: '  ', replace: '<p>x</p>' }]);
    expect(result.ok).toBe(false);
  });

  it('is all or nothing', () => {
    const result = applyEditBlocks(CODE, [
      { search: 'Fresh coffee', replace: 'Fresh tea' },
      { search: 'missing', replace: 'x' },
    ]);
    expect(result).toEqual({ ok: false, failures: [{ index: 1, search: 'missing', reason: 'not_found' }] });
  });
});

describe('findFences', () => {
  it('reads every closed fence, then one still open', () => {
    expect(findFences('```html\n<p>a</p>\n```\nand\n```css\n.a { color: red; }')).toEqual([
      { lang: 'html', body: '<p>a</p>' },
      { lang: 'css', body: '.a { color: red; }' },
    ]);
  });

  it('leaves out a closing fence half arrived, of the fence’s own mark only', () => {
    expect(findFences('```html\n<div>a</div>\n``')).toEqual([{ lang: 'html', body: '<div>a</div>' }]);
    expect(findFences('~~~html\n<div>a</div>\n~')).toEqual([{ lang: 'html', body: '<div>a</div>' }]);
    // A tilde or a backtick ending a line of code is code.
    expect(findFences('```html\n<p>Around ~')).toEqual([{ lang: 'html', body: '<p>Around ~' }]);
    expect(findFences('```html\n<p>Price `')).toEqual([{ lang: 'html', body: '<p>Price `' }]);
  });
});

describe('answerCode', () => {
  it('cuts the prose around bare markup in a complete answer, and keeps the tail of one still streaming', () => {
    expect(answerCode('Of course! <div class="x"><p>Hi</p></div> Hope this helps.')).toBe(
      '<div class="x"><p>Hi</p></div>',
    );
    expect(answerCode('Here you go:\n<section><h1>Hi', { streaming: true })).toBe('<section><h1>Hi');
    expect(answerCode('Sure, ')).toBeNull();
  });

  it('takes the markup fence rather than a css fence before it', () => {
    expect(answerCode('```css\n.a { color: red; }\n```\n```html\n<p class="a">x</p>', { streaming: true })).toBe(
      '<p class="a">x</p>\n<style>\n.a { color: red; }\n</style>',
    );
  });
});

describe('streamedCode', () => {
  const BASE = '<section class="hero">\n  <h1>Hello</h1>\n  <p>World</p>\n</section>';

  it('shows plain markup from its first tag', () => {
    expect(streamedCode('Here you go:\n<section><h1>Hi')).toBe('<section><h1>Hi');
    expect(streamedCode('<section><h1>New', BASE)).toBe('<section><h1>New');
  });

  it('shows nothing, or the current code, before any code arrived', () => {
    expect(streamedCode('Sure, ')).toBe('');
    expect(streamedCode('')).toBe('');
    expect(streamedCode('', BASE)).toBe(BASE);
    expect(streamedCode('Here is the updated', BASE)).toBe(BASE);
  });

  it('shows the inside of a fence, closed or still open', () => {
    expect(streamedCode('```html\n<div>a</div>\n```\nDone.')).toBe('<div>a</div>');
    expect(streamedCode('```html\n<div>a</div>\n``')).toBe('<div>a</div>');
    expect(streamedCode('```html\n<div>a')).toBe('<div>a');
    expect(streamedCode('Sure:\n```html\n<div>a</div>\n<p>b', BASE)).toBe('<div>a</div>\n<p>b');
  });

  it('applies complete search/replace blocks to the current code and waits for the rest', () => {
    const partial =
      '<<<<<<< SEARCH\n  <h1>Hello</h1>\n=======\n  <h1>Hi there</h1>\n>>>>>>> REPLACE\n<<<<<<< SEARCH\n  <p>World</p>\n====';
    expect(streamedCode(partial, BASE)).toBe('<section class="hero">\n  <h1>Hi there</h1>\n  <p>World</p>\n</section>');
    const full = `${partial}===\n  <p>Everyone</p>\n>>>>>>> REPLACE\n`;
    expect(streamedCode(full, BASE)).toBe('<section class="hero">\n  <h1>Hi there</h1>\n  <p>Everyone</p>\n</section>');
  });

  it('matches blocks whose lines differ only in trailing spaces, and passes over blocks that do not match', () => {
    const answer =
      '<<<<<<< SEARCH\n  <h1>Hello</h1>   \n=======\n  <h1>Yo</h1>\n>>>>>>> REPLACE\n<<<<<<< SEARCH\n<p>missing</p>\n=======\n<p>x</p>\n>>>>>>> REPLACE';
    expect(streamedCode(answer, BASE)).toBe('<section class="hero">\n  <h1>Yo</h1>\n  <p>World</p>\n</section>');
  });

  it('shows what the server will save: a block with an empty replacement removes its lines', () => {
    const answer = '<<<<<<< SEARCH\n  <p>World</p>  \n=======\n>>>>>>> REPLACE';
    expect(streamedCode(answer, BASE)).toBe('<section class="hero">\n  <h1>Hello</h1>\n</section>');
    expect(applyEditBlocks(BASE, parseEditBlocks(answer))).toEqual({ ok: true, code: streamedCode(answer, BASE) });
  });

  it('keeps the Windows line ends of the current code', () => {
    const base = '<ul>\r\n  <li>A</li>\r\n</ul>';
    const answer = '<<<<<<< SEARCH\n  <li>A</li>\n=======\n  <li>A</li>\n  <li>B</li>\n>>>>>>> REPLACE';
    expect(streamedCode(answer, base)).toBe('<ul>\r\n  <li>A</li>\r\n  <li>B</li>\r\n</ul>');
  });
});
