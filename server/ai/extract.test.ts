import { describe, expect, it } from 'vitest';
import { AiOutputError } from './errors';
import { extractHtml, hasUsableHtml } from './extract';

const SECTION = '<section class="hero">\n  <h1>Hello</h1>\n</section>\n<style>\n.hero { padding: 2rem; }\n</style>';

describe('extractHtml', () => {
  it('takes the content of an html fence and drops the prose around it', () => {
    const answer = `Here is your hero section:\n\n\`\`\`html\n${SECTION}\n\`\`\`\n\nIt uses the accent colour. Let me know!`;
    expect(extractHtml(answer)).toBe(SECTION);
  });

  it('takes a fence without a language when it holds markup', () => {
    expect(extractHtml(`Sure.\n\`\`\`\n${SECTION}\n\`\`\``)).toBe(SECTION);
  });

  it('prefers markup over other fences and puts separate css and js fences back together', () => {
    const answer = [
      'Markup:',
      '```html',
      '<div class="card"><button>Go</button></div>',
      '```',
      'Styles:',
      '```css',
      '.card { color: red; }',
      '```',
      'Script:',
      '```js',
      "console.log('hi');",
      '```',
    ].join('\n');
    expect(extractHtml(answer)).toBe(
      '<div class="card"><button>Go</button></div>\n<style>\n.card { color: red; }\n</style>\n<script>\nconsole.log(\'hi\');\n</script>',
    );
  });

  it('reads bare markup between prose', () => {
    expect(extractHtml(`Of course! ${'<div class="x"><p>Hi</p></div>'} Hope this helps.`)).toBe(
      '<div class="x"><p>Hi</p></div>',
    );
  });

  it('accepts an unclosed fence, as left by a model that forgot to close it', () => {
    expect(extractHtml('```html\n<nav><a href="#">Home</a></nav>\n')).toBe('<nav><a href="#">Home</a></nav>');
  });

  it('reduces a full document to its body content plus the head styles', () => {
    const doc = [
      '<!DOCTYPE html>',
      '<html lang="en">',
      '<head>',
      '  <meta charset="utf-8">',
      '  <title>Demo</title>',
      '  <script src="https://cdn.tailwindcss.com"></script>',
      '  <style>.hero { color: #123456; }</style>',
      '</head>',
      '<body>',
      '  <section class="hero"><h1>Welcome</h1></section>',
      '  <script>document.querySelector(".hero").dataset.ready = "1";</script>',
      '</body>',
      '</html>',
    ].join('\n');
    const out = extractHtml(`\`\`\`html\n${doc}\n\`\`\``);
    expect(out).toBe(
      '<style>.hero { color: #123456; }</style>\n<section class="hero"><h1>Welcome</h1></section>\n  <script>document.querySelector(".hero").dataset.ready = "1";</script>',
    );
    expect(out).not.toMatch(/<html|<head|<body|<meta|<title|tailwindcss/);
  });

  it('keeps the body classes by wrapping the content', () => {
    const out = extractHtml('<html><body class="bg-slate-900 text-white"><main><p>Hi</p></main></body></html>');
    expect(out).toBe('<div class="bg-slate-900 text-white">\n<main><p>Hi</p></main>\n</div>');
  });

  it('removes a second copy of Alpine.js, which the preview already loads', () => {
    const out = extractHtml(
      '<div x-data="{ open: false }"><button @click="open = !open">Menu</button></div>\n<script defer src="https://cdn.jsdelivr.net/npm/alpinejs@3.x.x/dist/cdn.min.js"></script>',
    );
    expect(out).toBe('<div x-data="{ open: false }"><button @click="open = !open">Menu</button></div>');
  });

  it.each([
    ['plain prose', "I'm sorry, but I can't produce that section."],
    ['an empty answer', ''],
    ['only a style element', '```html\n<style>.a { color: red; }</style>\n```'],
    ['a css fence only', '```css\n.a { color: red; }\n```'],
  ])('rejects %s with AiOutputError', (_label, answer) => {
    expect(() => extractHtml(answer)).toThrow(AiOutputError);
    expect(() => extractHtml(answer)).toThrow('The AI answer did not contain usable HTML. Please try again.');
  });
});

describe('hasUsableHtml', () => {
  it('needs an element that renders', () => {
    expect(hasUsableHtml('<p>x</p>')).toBe(true);
    expect(hasUsableHtml('<script>1</script><style>p{}</style>')).toBe(false);
    expect(hasUsableHtml('just text')).toBe(false);
  });
});
