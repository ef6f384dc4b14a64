import { describe, expect, it } from 'vitest';
import { streamedCode } from './streamed-code';

describe('streamedCode', () => {
  it('shows plain HTML from its first tag', () => {
    expect(streamedCode('Here you go:\n<section><h1>Hi')).toBe('<section><h1>Hi');
  });

  it('shows the inside of a fence, closed or still open', () => {
    expect(streamedCode('```html\n<div>a</div>\n```\nDone.')).toBe('<div>a</div>');
    expect(streamedCode('```html\n<div>a</div>\n``')).toBe('<div>a</div>');
    expect(streamedCode('```html\n<div>a')).toBe('<div>a');
  });

  it('shows nothing before any code arrived', () => {
    expect(streamedCode('Sure, ')).toBe('');
    expect(streamedCode('')).toBe('');
  });
});
