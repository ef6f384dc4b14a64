import { describe, expect, it } from 'vitest';
import { streamedCode } from './stream-code';

const BASE = '<section class="hero">\n  <h1>Hello</h1>\n  <p>World</p>\n</section>';

describe('streamedCode', () => {
  it('shows a plain answer from its first tag', () => {
    expect(streamedCode(BASE, '<section><h1>New')).toBe('<section><h1>New');
  });

  it('keeps the current code until markup arrives', () => {
    expect(streamedCode(BASE, '')).toBe(BASE);
    expect(streamedCode(BASE, 'Here is the updated')).toBe(BASE);
  });

  it('reads the inside of a fence, open or closed', () => {
    expect(streamedCode(BASE, 'Sure:\n```html\n<div>a</div>\n<p>b')).toBe('<div>a</div>\n<p>b');
    expect(streamedCode(BASE, '```html\n<div>a</div>\n```\nDone.')).toBe('<div>a</div>');
    expect(streamedCode(BASE, '```html\n<div>a</div>\n``')).toBe('<div>a</div>');
  });

  it('applies complete search/replace blocks and waits for the rest', () => {
    const partial =
      '<<<<<<< SEARCH\n  <h1>Hello</h1>\n=======\n  <h1>Hi there</h1>\n>>>>>>> REPLACE\n<<<<<<< SEARCH\n  <p>World</p>\n====';
    expect(streamedCode(BASE, partial)).toBe('<section class="hero">\n  <h1>Hi there</h1>\n  <p>World</p>\n</section>');
    const full = `${partial}===\n  <p>Everyone</p>\n>>>>>>> REPLACE\n`;
    expect(streamedCode(BASE, full)).toBe('<section class="hero">\n  <h1>Hi there</h1>\n  <p>Everyone</p>\n</section>');
  });

  it('matches blocks whose lines differ only in trailing spaces, and skips blocks that do not match', () => {
    const answer =
      '<<<<<<< SEARCH\n  <h1>Hello</h1>   \n=======\n  <h1>Yo</h1>\n>>>>>>> REPLACE\n<<<<<<< SEARCH\n<p>missing</p>\n=======\n<p>x</p>\n>>>>>>> REPLACE';
    expect(streamedCode(BASE, answer)).toBe('<section class="hero">\n  <h1>Yo</h1>\n  <p>World</p>\n</section>');
  });
});
