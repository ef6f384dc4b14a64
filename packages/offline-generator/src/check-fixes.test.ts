import { describe, expect, it } from 'vitest';
import { contrast, parseColor, type Rgb } from '@atelier/web-kit/color';
import { applyCheckFix, findBySelector } from './check-fixes';
import { parse } from 'parse5';

const DESIGN = { primaryColor: '#1e293b', accentColor: '#3b82f6' };

function fixed(code: string, fix: Parameters<typeof applyCheckFix>[1]) {
  const r = applyCheckFix(code, fix, DESIGN);
  if (!r.ok) throw new Error(r.reason);
  return r;
}

describe('finding the element of a finding in the code', () => {
  it('follows the frame selector through tags and nth-of-type, and from a unique id', () => {
    const code = '<style>p{}</style><section><p>a</p><div id="x:1"><img src="a.png"><img src="b.png"></div></section>';
    const doc = parse(code, { sourceCodeLocationInfo: true });
    const img = findBySelector(doc, 'body > section > div > img:nth-of-type(2)');
    expect(img?.attrs.find((a) => a.name === 'src')?.value).toBe('b.png');
    expect(findBySelector(doc, '#x\\:1 > img:nth-of-type(1)')?.attrs[0]?.value).toBe('a.png');
    expect(findBySelector(doc, 'body > section > div > img:nth-of-type(3)')).toBeNull();
  });

  it('says so when the element is not in the code, and changes nothing', () => {
    const r = applyCheckFix(
      '<section></section>',
      { kind: 'alt', rule: 'image-alt', selector: 'body > section > img' },
      DESIGN,
    );
    expect(r).toEqual({ ok: false, reason: expect.stringContaining('not in the code') });
  });
});

describe('one-click fixes', () => {
  it('gives a picture the name beside it in its card, or an empty alt when nothing names it', () => {
    const code = '<ul>\n  <li><img src="p.jpg"><h3>Maria Lopez</h3></li>\n  <li><img src="q.jpg"></li>\n</ul>';
    const named = fixed(code, { kind: 'alt', rule: 'image-alt', selector: 'body > ul > li:nth-of-type(1) > img' });
    expect(named.code).toBe(code.replace('<img src="p.jpg">', '<img src="p.jpg" alt="Maria Lopez">'));
    const decoration = fixed(code, { kind: 'alt', rule: 'image-alt', selector: 'body > ul > li:nth-of-type(2) > img' });
    expect(decoration.code).toContain('<img src="q.jpg" alt="">');
    expect(decoration.summary).toMatch(/decoration/);
  });

  it('names an icon button from its icon and hides the icon, and a social link from where it goes', () => {
    const code = '<form><input type="email"><button class="btn"><svg class="icon-send"></svg></button></form>';
    const r = fixed(code, { kind: 'name', rule: 'button-name', selector: 'body > form > button' });
    expect(r.code).toBe(
      '<form><input type="email"><button class="btn" aria-label="Send"><svg class="icon-send" aria-hidden="true"></svg></button></form>',
    );
    const link = fixed('<a href="https://instagram.com/x"><svg></svg></a>', {
      kind: 'name',
      rule: 'link-name',
      selector: 'body > a',
    });
    expect(link.code).toContain('aria-label="Instagram"');
  });

  it('raises contrast with the nearest design-system colour that passes on the whole background', () => {
    const code = '<p class="note" style="margin:0">Billed annually</p>';
    const r = fixed(code, {
      kind: 'contrast',
      rule: 'color-contrast',
      selector: 'body > p',
      data: { color: '#3b82f6', backgroundDark: '#ffffff', backgroundLight: '#ffffff', required: 4.5 },
    });
    const color = parseColor(/color: (#[0-9a-f]{6})/.exec(r.code)?.[1] ?? '') as Rgb;
    expect(contrast(color, parseColor('#ffffff') as Rgb)).toBeGreaterThanOrEqual(4.5);
    expect(r.code).toMatch(/^<p class="note" style="margin:0; color: #[0-9a-f]{6}">Billed annually<\/p>$/);
  });

  it('lets an overflowing row wrap, or keeps a too-wide box within the screen', () => {
    const row = fixed('<nav><a>One</a><a>Two</a></nav>', {
      kind: 'wrap',
      rule: 'atelier-overflow',
      selector: 'body > nav > a:nth-of-type(2)',
      data: { remedy: 'wrap', target: 'body > nav' },
    });
    expect(row.code).toBe('<nav style="flex-wrap: wrap"><a>One</a><a>Two</a></nav>');
    const box = fixed('<div class="coupon"></div>', {
      kind: 'wrap',
      rule: 'atelier-overflow',
      selector: 'body > div',
      data: { remedy: 'max-width', target: 'body > div' },
    });
    expect(box.code).toContain('style="max-width: 100%;');
  });

  it('renumbers a heading that skips a level, start and end tag', () => {
    const code = '<section><h2>Journal</h2><h4 class="kicker">New</h4></section>';
    const r = fixed(code, {
      kind: 'heading-order',
      rule: 'heading-order',
      selector: 'body > section > h4',
      data: { expected: 3 },
    });
    expect(r.code).toBe('<section><h2>Journal</h2><h3 class="kicker">New</h3></section>');
  });
});
