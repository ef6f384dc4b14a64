import { describe, expect, it } from 'vitest';
import { guessLanguage } from './language';

describe('guessLanguage', () => {
  it('reads markup as HTML, also with embedded style and script', () => {
    expect(guessLanguage('<section class="hero"><h1>Hi</h1></section>')).toBe('html');
    expect(guessLanguage('  \n<style>.a{color:red}</style>\n<div></div><script>const a = 1;</script>')).toBe('html');
    expect(guessLanguage('<!-- hero -->\n<div>x</div>')).toBe('html');
  });

  it('reads rules as CSS', () => {
    expect(guessLanguage('.hero {\n  color: red;\n  padding: 1rem;\n}\n')).toBe('css');
    expect(
      guessLanguage('/* theme */\n:root { --primary: #111; }\n@media (min-width: 768px) { .a { display: flex; } }'),
    ).toBe('css');
  });

  it('reads scripts as JavaScript', () => {
    expect(guessLanguage("const items = document.querySelectorAll('.card');\nitems.forEach((i) => i.remove());")).toBe(
      'javascript',
    );
    expect(guessLanguage('function toggle() {\n  return true;\n}')).toBe('javascript');
    expect(guessLanguage("// menu\ndocument.addEventListener('click', () => {});")).toBe('javascript');
    expect(guessLanguage('const tpl = `<div class="x"></div>`;')).toBe('javascript');
  });

  it('falls back to HTML for empty or plain text', () => {
    expect(guessLanguage('')).toBe('html');
    expect(guessLanguage('Hello there')).toBe('html');
  });
});
