// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { accessibleText, describeElement, ordinal, shorten } from './element-description';

/** The element the selector finds in a page made of the given markup. */
function pick(html: string, selector: string): Element {
  document.body.innerHTML = html;
  const element = document.querySelector(selector);
  if (!element) throw new Error(`nothing matches ${selector}`);
  return element;
}
const describe$ = (html: string, selector: string) => describeElement(pick(html, selector));

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('ordinal', () => {
  it('spells out first to tenth, then writes numbers', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(ordinal)).toEqual([
      'first',
      'second',
      'third',
      'fourth',
      'fifth',
      'sixth',
      'seventh',
      'eighth',
      'ninth',
      'tenth',
    ]);
    expect([11, 12, 13, 14, 21, 22, 23, 101, 111, 112].map(ordinal)).toEqual([
      '11th',
      '12th',
      '13th',
      '14th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
      '112th',
    ]);
  });
});

describe('shorten', () => {
  it('keeps short text and collapses its whitespace', () => {
    expect(shorten('  Our\n   plans ')).toBe('Our plans');
  });

  it('cuts long text at a word with an ellipsis', () => {
    const cut = shorten('Fresh sourdough, croissants and seasonal tarts baked every single morning');
    expect(cut).toBe('Fresh sourdough, croissants and…');
    expect(cut.length).toBeLessThanOrEqual(40);
  });

  it('cuts one endless word where it must', () => {
    expect(shorten('x'.repeat(100))).toBe(`${'x'.repeat(39)}…`);
  });
});

describe('headings', () => {
  it('names a heading by its text, also when a word inside it was clicked', () => {
    expect(describe$('<section><h2>Our plans</h2></section>', 'h2')).toBe('the heading "Our plans"');
    expect(describe$('<h1>Fresh <em>every</em> morning</h1>', 'em')).toBe('the heading "Fresh every morning"');
    expect(describe$('<div role="heading" aria-level="2">Menu</div>', 'div')).toBe('the heading "Menu"');
  });

  it('shortens a long heading', () => {
    expect(describe$('<h1>The best bread in the whole city, baked by hand before sunrise every day</h1>', 'h1')).toBe(
      'the heading "The best bread in the whole city, baked…"',
    );
  });

  it('speaks of a heading without text plainly', () => {
    expect(describe$('<h2></h2>', 'h2')).toBe('the heading');
  });
});

describe('buttons and links', () => {
  it('names them by their accessible text', () => {
    expect(describe$('<button>Get started</button>', 'button')).toBe('the "Get started" button');
    expect(describe$('<input type="submit" value="Send">', 'input')).toBe('the "Send" button');
    expect(describe$('<a href="/pricing">See <strong>pricing</strong></a>', 'strong')).toBe('the "See pricing" link');
    expect(describe$('<div role="button" tabindex="0">Open menu</div>', 'div')).toBe('the "Open menu" button');
  });

  it('reads aria-label, alt and hidden parts as a screen reader does', () => {
    expect(
      describe$('<button aria-label="Close"><svg viewBox="0 0 8 8"><path d="M0 0L8 8"/></svg></button>', 'path'),
    ).toBe('the "Close" button');
    expect(describe$('<a href="/"><img src="logo.png" alt="Crumb &amp; Co"></a>', 'a')).toBe('the "Crumb & Co" link');
    expect(describe$('<button><span aria-hidden="true">→</span> Next <script>1</script></button>', 'button')).toBe(
      'the "Next" button',
    );
  });

  it('tells repeated buttons apart by the block they are in', () => {
    const plans = ['Starter', 'Pro', 'Team']
      .map((name) => `<div class="pricing-card"><h3>${name}</h3><button>Choose plan</button></div>`)
      .join('');
    const html = `<section><div class="grid">${plans}</div></section>`;
    expect(describe$(html, '.pricing-card:nth-child(2) button')).toBe('the "Choose plan" button in the second plan');
    // A heading whose text is its own needs no more.
    expect(describe$(html, '.pricing-card:nth-child(2) h3')).toBe('the heading "Pro"');
  });

  it('counts buttons without text among their like', () => {
    expect(describe$('<div><button></button><button></button><button></button></div>', 'button:nth-child(3)')).toBe(
      'the third button',
    );
  });
});

describe('images', () => {
  it('names an image by its alt text', () => {
    expect(describe$('<img src="a.jpg" alt="Fresh sourdough loaves">', 'img')).toBe(
      'the image "Fresh sourdough loaves"',
    );
  });

  it('places an image without alt text in its card', () => {
    const cards = [1, 2, 3]
      .map((n) => `<div class="rounded-xl p-6 shadow"><img src="${n}.jpg" alt=""><p>Item ${n}</p></div>`)
      .join('');
    expect(describe$(`<div class="grid">${cards}</div>`, 'div.shadow:nth-child(3) img')).toBe(
      'the image in the third card',
    );
  });

  it('counts images of a gallery', () => {
    const gallery = Array.from({ length: 12 }, (_, i) => `<img src="${i}.jpg">`).join('');
    expect(describe$(`<div class="gallery">${gallery}</div>`, 'img:nth-child(12)')).toBe('the 12th image');
    expect(describe$(`<div class="gallery">${gallery}</div>`, 'img:nth-child(10)')).toBe('the tenth image');
  });

  it('speaks of a decorative icon as an icon', () => {
    expect(describe$('<p>Hi</p><svg viewBox="0 0 4 4"><circle r="2"/></svg>', 'circle')).toBe('the icon');
  });
});

describe('quotes, testimonials and cards among siblings', () => {
  const testimonials = (n: number) =>
    `<section class="testimonials"><h2>What our guests say</h2><div class="testimonials__grid">${Array.from(
      { length: n },
      (_, i) =>
        `<figure class="testimonials__card"><blockquote class="testimonials__quote"><p>Quote number ${i + 1}, lovely bread.</p></blockquote><figcaption><cite>Person ${i + 1}</cite><span>Regular</span></figcaption></figure>`,
    ).join('')}</div></section>`;

  it('places a quote in its testimonial, also from the paragraph inside the quote', () => {
    expect(describe$(testimonials(3), '.testimonials__card:nth-child(2) blockquote')).toBe(
      'the quote in the second testimonial',
    );
    expect(describe$(testimonials(3), '.testimonials__card:nth-child(2) blockquote p')).toBe(
      'the quote in the second testimonial',
    );
    expect(describe$(testimonials(11), '.testimonials__card:nth-child(11) blockquote')).toBe(
      'the quote in the 11th testimonial',
    );
  });

  it('names the testimonial itself, the person in it and the grid of them', () => {
    expect(describe$(testimonials(3), '.testimonials__card:nth-child(3)')).toBe('the third testimonial');
    expect(describe$(testimonials(3), '.testimonials__card:nth-child(1) cite')).toBe(
      'the text "Person 1" in the first testimonial',
    );
    expect(describe$(testimonials(3), '.testimonials__grid')).toBe('the group of 3 testimonials');
    expect(describe$(testimonials(3), 'section')).toBe('the section "What our guests say"');
  });

  it('takes cards with a quote but no telling class for testimonials', () => {
    const cards = [1, 2]
      .map((n) => `<div class="rounded-lg bg-white p-6"><q>Great ${n}</q><span>Ann ${n}</span></div>`)
      .join('');
    expect(describe$(`<div class="grid gap-4">${cards}</div>`, 'div.p-6:nth-child(2) q')).toBe(
      'the quote in the second testimonial',
    );
  });

  it('keeps a single quote by its words', () => {
    expect(describe$('<blockquote>Best croissants in town, without any doubt at all.</blockquote>', 'blockquote')).toBe(
      'the quote "Best croissants in town, without any…"',
    );
  });

  it('treats cards that differ by a highlight class as alike', () => {
    const html = `<div class="grid">
      <article class="card rounded border p-6"><h3>Basic</h3><p>For one</p><p>€9</p></article>
      <article class="card rounded border p-6 ring-2 ring-blue-500"><h3>Plus</h3><p>For teams</p><p>€29</p></article>
      <article class="card rounded border p-6"><h3>Max</h3><p>For all</p><p>€99</p></article>
    </div>`;
    expect(describe$(html, 'article:nth-child(2)')).toBe('the second card');
    expect(describe$(html, 'article:nth-child(3) p:nth-of-type(2)')).toBe('the text "€99" in the third card');
  });

  it('places list items and paragraphs by their words and their block', () => {
    const html = `<div>${['Basic', 'Pro']
      .map((p) => `<div class="plan"><ul><li>Unlimited ${p}</li><li>Support</li></ul></div>`)
      .join('')}</div>`;
    expect(describe$(html, '.plan:nth-child(2) li:nth-child(1)')).toBe(
      'the list item "Unlimited Pro" in the second plan',
    );
    expect(describe$('<ol><li></li><li></li></ol>', 'li:nth-child(2)')).toBe('the second item');
  });
});

describe('fields and page parts', () => {
  it('names a field by its label', () => {
    expect(describe$('<label for="e">Email</label><input id="e" type="email">', 'input')).toBe('the "Email" field');
    expect(describe$('<label><input type="checkbox"> Keep me posted</label>', 'input')).toBe(
      'the "Keep me posted" checkbox',
    );
    expect(describe$('<input type="search" placeholder="Search breads">', 'input')).toBe('the "Search breads" field');
  });

  it('names parts of the page', () => {
    expect(describe$('<nav><a href="/">Home</a></nav>', 'nav')).toBe('the navigation');
    expect(describe$('<footer><p>© Crumb</p></footer>', 'footer')).toBe('the footer');
    document.body.innerHTML = '<p>x</p>';
    expect(describeElement(document.body)).toBe('the page');
  });
});

describe('elements without text', () => {
  it('speaks of them by their kind and place', () => {
    expect(describe$('<div class="hero"><div class="bg-gradient-to-r h-40"></div><h1>Hi</h1></div>', '.h-40')).toBe(
      'the element',
    );
    expect(describe$('<div><span class="dot"></span><span class="dot"></span></div>', 'span:nth-child(2)')).toBe(
      'the second box',
    );
    const cards = [1, 2, 3].map(() => `<div class="tile"><div class="swatch"></div></div>`).join('');
    expect(describe$(`<div>${cards}</div>`, '.tile:nth-child(3) .swatch')).toBe('the element in the third tile');
  });
});

describe('accessible text and length', () => {
  it('uses aria-labelledby and skips hidden text', () => {
    document.body.innerHTML =
      '<span id="l">Opening hours</span><div aria-labelledby="l" role="region"><p hidden>x</p></div>';
    expect(accessibleText(document.querySelector('div')!)).toBe('Opening hours');
  });

  it('never answers more than 200 characters', () => {
    const word = 'Bread'.repeat(60);
    const text = describe$(
      `<div aria-roledescription="${'a'.repeat(29)}"></div><div aria-roledescription="${'a'.repeat(29)}"><p>${word}</p><p>${word}</p></div>`,
      'div:nth-child(2) p',
    );
    expect(text.length).toBeLessThanOrEqual(200);
    expect(text).toMatch(/^the text "Bread.*…"/);
  });
});
