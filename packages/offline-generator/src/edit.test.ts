import { parseFragment } from 'parse5';
import { describe, expect, it } from 'vitest';
import { banksLineUp } from './edit-rules/bank-shape';
import { pairTexts } from './edit-rules/translate';
import { editOfflineSnippet, generateOfflineSnippet } from './library';
import { BAKERY } from '../test/fixtures/offline-patterns';

const section = (what: string) =>
  generateOfflineSnippet({ prompt: `a ${what} section`, name: 'Section', designSystem: BAKERY }).code;

function edit(code: string, instruction: string) {
  const r = editOfflineSnippet({ code, instruction, designSystem: BAKERY });
  if (!r.ok) throw new Error(r.reason);
  expect(parseErrors(r.code)).toEqual([]);
  return r;
}

function refused(code: string, instruction: string): string {
  const r = editOfflineSnippet({ code, instruction, designSystem: BAKERY });
  expect(r.ok).toBe(false);
  return r.ok ? '' : r.reason;
}

function parseErrors(html: string): string[] {
  const errors: string[] = [];
  parseFragment(html, { onParseError: (e) => errors.push(`${e.code} at ${e.startLine}:${e.startCol}`) });
  return errors;
}

/** The characters that differ between two strings, after the common start and end. */
function changed(a: string, b: string): { before: string; after: string } {
  let start = 0;
  while (start < a.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  return { before: a.slice(start, a.length - end), after: b.slice(start, b.length - end) };
}

const count = (code: string, re: RegExp) => (code.match(re) ?? []).length;

describe('approve & fix: client comments', () => {
  const hero = section('hero');

  it('reads "too long, make it "…"" as the heading text, and drops the remark it answers', () => {
    const r = edit(hero, 'The headline is too long, make it "Fresh roasted daily"');
    expect(r.code).toMatch(/>Fresh roasted daily<\/h1>/);
    expect(r.outcome.notApplied).toEqual([]);
    expect(changed(hero, r.code).after).toBe('Fresh roasted daily');
  });

  it('applies the colour of "orange stars and a 5-item carousel" and says the carousel was not built', () => {
    const reviews = section('testimonials with star ratings');
    const r = edit(reviews, 'Make the stars orange and add a 5-item carousel');
    expect(r.outcome.applied).toEqual(['Changed the colour of the stars to orange (#ffa500).']);
    expect(r.outcome.notApplied).toEqual([
      '“add a 5-item carousel”: a carousel is a new component, which the built-in editor cannot build: generate it as a new snippet, or connect a model provider.',
    ]);
    expect(r.code).not.toMatch(/>Carousel</i);
  });

  it('keeps "…and show the ratings in a carousel" a request of its own instead of reading its colour words', () => {
    const reviews = section('testimonials with star ratings');
    const r = edit(reviews, 'Make the button orange and show five star ratings in a carousel');
    expect(r.outcome.notApplied).toEqual(['“show five star ratings in a carousel”: not understood.']);
    expect(r.outcome.applied).toHaveLength(1);
    expect(r.outcome.applied[0]).not.toMatch(/stars/);
  });

  it('refuses to add a component it cannot build, and still adds a section the library has', () => {
    expect(refused(hero, 'Add a video')).toMatch(/a video is a new component/);
    expect(edit(hero, 'Add a countdown').outcome.applied).toEqual(['Added a countdown section.']);
  });

  it('reads "Can the button be orange?" as a button colour', () => {
    const r = edit(hero, 'Can the button be orange?');
    expect(r.code).toContain('--button-bg: #ffa500;');
    expect(r.outcome.applied).toEqual(['Changed the button colour to orange (#ffa500).']);
  });

  it("reads the project's accent and primary colour by their role", () => {
    expect(edit(hero, 'Make the button use the accent colour').outcome.applied).toEqual([
      'Changed the button colour to #c8752a.',
    ]);
    const r = edit(hero, 'Can the heading be in our brand colour?');
    expect(r.outcome.applied).toEqual(['Changed the heading colour to #5b3a29.']);
  });

  it('reads "the price text is too small" as bigger prices', () => {
    const pricing = section('pricing');
    const r = edit(pricing, 'the price text is too small');
    expect(r.code).toMatch(/__amount \{[^}]*font-size: calc\([^;]+\* 1\.25\)/);
    expect(r.code.replace(/calc\(([^;]+) \* 1\.25\)/g, '$1')).toBe(pricing);
  });

  it('puts a new phone number in the text and the tel: link', () => {
    const contact = section('contact');
    const r = edit(contact, 'Please use our phone number 030 123456 instead');
    expect(r.code).toContain('<a href="tel:030123456">030 123456</a>');
    expect(r.code).not.toContain('555');
  });

  it('changes the e-mail address and its mailto: link', () => {
    const r = edit(section('contact'), 'our email is hallo@kornblume.de');
    expect(r.code).toContain('<a href="mailto:hallo@kornblume.de">hallo@kornblume.de</a>');
  });

  it('makes the background darker, keeping the text readable', () => {
    const r = edit(hero, 'make the background darker');
    const bg = (code: string) => /--bg:\s*(#[0-9a-f]{6})/.exec(code)?.[1] ?? '';
    expect(bg(r.code)).not.toBe(bg(hero));
    expect(parseInt(bg(r.code).slice(1, 3), 16)).toBeLessThan(parseInt(bg(hero).slice(1, 3), 16));
    expect(r.summary).toBe('Made the background darker.');
  });

  it('removes the Twitter (X) link and nothing else; says so when there is none', () => {
    const footer = `<footer class="site-footer">
  <ul class="site-footer__social">
    <li><a href="https://twitter.com/kornblume" aria-label="Kornblume on X">X</a></li>
    <li><a href="https://instagram.com/kornblume" aria-label="Kornblume on Instagram">IG</a></li>
  </ul>
</footer>
`;
    const r = edit(footer, 'remove the Twitter link');
    expect(r.code).toBe(footer.replace(/\n {4}<li><a href="https:\/\/twitter[^\n]*/, ''));
    expect(refused(r.code, 'remove the Twitter link')).toContain('There is no Twitter link to remove.');
  });

  it('removes the social icons of a generated footer, said indirectly', () => {
    const footer = section('footer');
    const r = edit(footer, "We don't need the social icons, thanks!");
    expect(r.code).not.toMatch(/__social"/);
    expect(r.code).toContain('data-pattern="footer"');
  });

  it('refuses "make it pop", naming it', () => {
    expect(refused(hero, 'The text is hard to read, can you make it pop?')).toMatch(
      /^Nothing was changed\. “make the text pop”/,
    );
    expect(refused(hero, 'make it pop')).toMatch(/^Nothing was changed\. “make it pop”: not understood\./);
  });

  it('says what it applied and what it did not', () => {
    const r = edit(hero, 'Can the button be orange? Also make it pop');
    expect(r.outcome.applied).toEqual(['Changed the button colour to orange (#ffa500).']);
    expect(r.outcome.notApplied).toEqual(['“make it pop”: not understood.']);
  });

  it('asks for quoted text when a remark wants new copy', () => {
    expect(refused(hero, 'The headline is too long')).toContain('quote the new text');
  });
});

describe('no false matches', () => {
  const hero = section('hero');

  it('keeps a quoted headline as text: no size, colour or font is read from it', () => {
    const r = edit(hero, 'change the heading to "Bigger Red Sale in Lora font"');
    expect(r.code).toMatch(/>Bigger Red Sale in Lora font<\/h1>/);
    expect(r.outcome.applied).toHaveLength(1);
    expect(r.code.replace('Bigger Red Sale in Lora font', '')).toBe(hero.replace(/>[^<]*<\/h1>/, '></h1>'));
  });

  it('reads "bigger font size" and "make the font bigger" as sizes, never as a family', () => {
    for (const instruction of ['use a bigger font size', 'make the font bigger', 'bigger font for the headline']) {
      const r = edit(hero, instruction);
      expect(r.code.match(/--font:[^;]+;/g)).toEqual(hero.match(/--font:[^;]+;/g));
      expect(r.summary).toMatch(/^Made the .* bigger\.$/);
    }
  });

  it('does not read "make the button text "Go green"" as a colour', () => {
    const r = edit(hero, 'make the button text "Go green"');
    expect(r.code.match(/--button-bg:[^;]+;/g)).toEqual(hero.match(/--button-bg:[^;]+;/g));
    expect(r.code).toContain('Go green');
  });

  it('does not add a section for "add a parallax effect to the photos"', () => {
    expect(refused(hero, 'add a parallax effect to the photos')).toMatch(
      /“add a parallax effect to the photos”: a parallax effect is a new component/,
    );
  });
});

describe('list items', () => {
  it('adds a FAQ question with a plain answer, unique ids and its own accordion index', () => {
    const faq = section('faq');
    const r = edit(faq, 'add a question about gift cards');
    expect(r.summary).toBe('Added the question “Do you offer gift cards?”.');
    expect(count(r.code, /aria-controls="/g)).toBe(count(faq, /aria-controls="/g) + 1);
    const ids = [...r.code.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    const n = count(faq, /aria-controls="/g);
    expect(r.code).toContain(`open === ${n}`);
    expect(r.code).toContain('gift cards.</p>');
    expect(r.code.startsWith(faq.slice(0, faq.lastIndexOf('</h3>')))).toBe(true);
  });

  it('adds a menu item and removes one by name', () => {
    const navbar = section('navbar');
    const added = edit(navbar, 'add a menu item Shop');
    expect(added.code).toMatch(/<li><a href="#">Shop<\/a><\/li>/);
    expect(count(added.code, /aria-current/g)).toBe(count(navbar, /aria-current/g));
    const removed = edit(added.code, 'remove the Shop link');
    expect(removed.code).toBe(navbar);
  });

  it('removes the third feature', () => {
    const features = section('features');
    const third = [...features.matchAll(/__name">([^<]+)</g)][2]?.[1] ?? '';
    const r = edit(features, 'remove the third feature');
    expect(r.code).not.toContain(third);
    expect(count(r.code, /__card"/g)).toBe(count(features, /__card"/g) - 1);
    expect(r.summary).toContain(third);
  });

  it('names an item that does not exist', () => {
    expect(refused(section('features'), 'remove the ninth feature')).toMatch(/There is no ninth feature/);
  });

  it('adds a badge to the first card and removes it again', () => {
    const pricing = section('pricing');
    const added = edit(pricing, 'add a badge "New" to the first plan');
    expect(added.summary).toMatch(/badge “New” to the first plan|badge of the first plan/);
    expect(added.code).toMatch(/>New</);
    const removed = edit(added.code, 'remove the "New" badge');
    expect(removed.code).not.toMatch(/>New</);
  });
});

describe('named text, layout and sizes', () => {
  it('changes the eyebrow and renames quoted text', () => {
    const features = section('features');
    const r = edit(features, 'change the eyebrow to "Why us"');
    expect(r.code).toMatch(/__eyebrow">Why us</);
    const first = [...features.matchAll(/__name">([^<]+)</g)][0]?.[1] ?? '';
    const renamed = edit(features, `rename "${first}" to "Quick start"`);
    expect(changed(features, renamed.code)).toEqual(changed(first, 'Quick start'));
  });

  it('swaps the columns through the section’s reverse modifier, and back', () => {
    const about = section('about');
    const once = edit(about, 'swap the columns');
    expect(changed(about, once.code).after + changed(about, once.code).before).toMatch(/--reverse/);
    const twice = edit(once.code, 'flip the layout');
    expect(twice.code).toBe(about);
  });

  it('makes buttons larger: text, height and padding', () => {
    const hero = section('hero');
    const r = edit(hero, 'larger buttons');
    expect(r.code).toMatch(/__btn \{[^}]*min-height: calc\(/);
    expect(r.code).toMatch(/__btn \{[^}]*font-size: calc\(/);
  });
});

describe('translation', () => {
  it('pairs the texts of two renderings that line up, and nothing from ones that do not', () => {
    const words = new Map<string, string>();
    const en = '<section><h2 aria-label="Close">Questions</h2><p>Contact us</p><button>Send</button></section>';
    const de = '<section><h2 aria-label="Schließen">Fragen</h2><p>Kontakt</p><button>Send</button></section>';
    expect(pairTexts(en, de, words)).toBe(true);
    expect([...words]).toEqual([
      ['Close', 'Schließen'],
      ['Questions', 'Fragen'],
      ['Contact us', 'Kontakt'],
    ]);
    const other = new Map<string, string>();
    expect(pairTexts(en, '<section><h2>Fragen</h2><p>Kontakt</p></section>', other)).toBe(false);
    expect(other.size).toBe(0);
  });

  it('tells banks of the same shape', () => {
    expect(banksLineUp({ id: 'a', faqs: [{ q: 'x', a: 'y' }] }, { id: 'b', faqs: [{ q: 'u', a: 'v' }] })).toBe(true);
    expect(banksLineUp({ faqs: [{ q: 'x', a: 'y' }] }, { faqs: [] })).toBe(false);
  });

  it('never claims a translation it did not make', () => {
    const hero = section('hero');
    const r = editOfflineSnippet({ code: hero, instruction: 'translate it to German', designSystem: BAKERY });
    if (r.ok) {
      expect(parseErrors(r.code)).toEqual([]);
      expect(r.outcome.applied[0]).toMatch(/^Translated (the text|\d+ of \d+ texts) to German\.$/);
      if (/of/.test(r.outcome.applied[0] ?? '')) expect(r.outcome.notApplied[0]).toMatch(/left in their language/);
      else expect(r.code).toContain('lang="de"');
    } else expect(r.reason).toMatch(/“translate it to German”: none of the \d+ texts/);
  });

  it('names a language it has no tables for', () => {
    expect(refused(section('hero'), 'translate it to Klingon')).toMatch(
      /covers German, French, Spanish, Italian, Dutch, Portuguese only/,
    );
  });
});
