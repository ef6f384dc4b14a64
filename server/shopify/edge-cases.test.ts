import { describe, expect, it } from 'vitest';
import { convertToSection } from './convert-section';
import { convertToSnippet } from './convert-snippet';
import { runThemeCheck } from './theme-check';
import { designSystem, schemaOf } from '../test/fixtures/shopify-sections';

const awkward = {
  'an empty snippet': '',
  'plain text': 'Just some words & more',
  'a whole HTML document with the Tailwind CDN and Liquid-looking text': `<!DOCTYPE html><html><head><title>X</title>
<script src="https://cdn.tailwindcss.com"></script></head>
<body><main class="p-8"><h1 class="text-4xl">Hello {{ name }}</h1><p>Use {% raw %} wisely</p><img src="logo.png"></main></body></html>`,
  'a script with Liquid delimiters in its strings': `<div class="x"><button id="go">Go</button></div>
<script>const t = \`{{ a }}\`; const s = "{% b %}"; document.getElementById("go").onclick = () => alert("done");</script>`,
  'quotes of both kinds': `<div class="q"><h2>It's "quoted"</h2><a href="/a?x='1'&amp;y=&quot;2&quot;">Link's "label"</a></div>`,
  'a table with repeated rows': `<table class="t"><thead><tr><th>Plan</th><th>Price</th></tr></thead>
<tbody><tr><td>Basic</td><td>$1</td></tr><tr><td>Plus</td><td>$2</td></tr><tr><td>Max</td><td>$3</td></tr></tbody></table>`,
  'background images inline and in CSS': `<section class="banner" style="background-image: url('https://example.com/b.jpg'); color: #1e293b"><h2>Banner</h2></section>
<style>.banner { background: url(https://example.com/c.jpg) center / cover }</style>`,
  'a form':
    '<form class="nl" action="/contact" method="post"><input type="email" placeholder="Email"><button type="submit">Subscribe</button></form>',
  'nested menus': `<ul class="menu"><li><a href="/a">A</a><ul><li><a href="/a1">A1</a></li><li><a href="/a2">A2</a></li></ul></li>
<li><a href="/b">B</a><ul><li><a href="/b1">B1</a></li></ul></li><li><a href="/c">C</a></li></ul>`,
  'unclosed tags': '<div class="card"><p>One<p>Two<div>Three',
} satisfies Record<string, string>;

describe('awkward snippets still convert into valid Liquid', () => {
  it.each(Object.entries(awkward))('%s', async (_name, code) => {
    const input = { id: 42, name: 'Awkward snippet', code, designSystem };
    const section = await convertToSection(input);
    const snippet = await convertToSnippet(input);
    const check = await runThemeCheck({
      'sections/awkward.liquid': section.shopifyCode,
      [snippet.fileName]: snippet.snippetCode,
    });
    expect(check.errors).toEqual([]);
    const schema = schemaOf(section.shopifyCode);
    expect(schema.presets[0]?.name).toBe('Awkward snippet');
    const ids = schema.settings.filter((s) => s.type !== 'header').map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('prints Liquid-looking snippet text literally', async () => {
    const { snippetCode } = await convertToSnippet({
      id: 1,
      name: 'Doc',
      code: awkward['a whole HTML document with the Tailwind CDN and Liquid-looking text'],
      designSystem,
    });
    expect(snippetCode).toContain("{% capture atelier_value_1 %}Hello {{ '{{' }} name }}{% endcapture %}");
    expect(snippetCode).not.toContain('cdn.tailwindcss.com');
  });

  it('makes inline and stylesheet background images pickable, keeping the originals as fallbacks', async () => {
    const { shopifyCode } = await convertToSection({
      id: 5,
      name: 'Banner',
      code: awkward['background images inline and in CSS'],
      designSystem,
    });
    const pickers = schemaOf(shopifyCode)
      .settings.filter((s) => s.type === 'image_picker')
      .map((s) => s.id);
    expect(pickers).toEqual(['background_image', 'background_image_2']);
    expect(shopifyCode).toContain(
      "url('{% if section.settings.background_image != blank %}{{ section.settings.background_image | image_url: width: 1920 }}{% else %}https://example.com/b.jpg{% endif %}')",
    );
    expect(shopifyCode).toContain(
      '--atelier-image-1: url("{% if section.settings.background_image_2 != blank %}{{ section.settings.background_image_2 | image_url: width: 1920 }}{% else %}https://example.com/c.jpg{% endif %}");',
    );
    expect(shopifyCode).toContain('background: var(--atelier-image-1) center / cover;');
  });

  it('reports CSS it cannot read instead of producing a broken stylesheet', async () => {
    await expect(
      convertToSection({
        id: 3,
        name: 'Broken',
        code: '<div class="a">x</div><style>.a { color: red</style>',
        designSystem,
      }),
    ).rejects.toThrow("The snippet's CSS could not be read");
  });
});
