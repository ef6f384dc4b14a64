import { describe, expect, it } from 'vitest';
import { applyEditBlocks, mentionsEditBlocks, parseEditBlocks } from './edit-blocks';

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
