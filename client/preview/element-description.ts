/**
 * Describes an element of the preview as people speak of it, from its role,
 * its accessible text and its place among repeated siblings: 'the quote in the
 * second testimonial', 'the "Get started" button', 'the heading "Our plans"',
 * 'the image in the third card'. It reads the DOM only (no layout), so it runs
 * in the frame when a client pins a comment and in unit tests alike.
 */
import { PIN_DESCRIPTION_MAX } from '@shared/constants';

/** The longest text quoted from an element before it is shortened with an ellipsis. */
export const QUOTED_TEXT_MAX = 40;

const ORDINAL_WORDS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];

/** 1 → 'first' … 10 → 'tenth', then '11th', '21st', '22nd', '23rd', '111th'. */
export function ordinal(n: number): string {
  const word = ORDINAL_WORDS[n - 1];
  if (word) return word;
  const lastTwo = n % 100;
  const suffix = lastTwo >= 11 && lastTwo <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** Whitespace collapsed; past `max` characters cut at a word where one is near, with an ellipsis. */
export function shorten(text: string, max = QUOTED_TEXT_MAX): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  let cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  // Back to the last whole word, unless the cut fell right after one.
  if (plain[cut.length] !== ' ' && space > max / 2) cut = cut.slice(0, space);
  return `${cut.replace(/[\s,.;:!?\u2013\u2014-]+$/, '')}…`;
}

// ---- roles -------------------------------------------------------------------

/** Elements that sit inside a line of text: a click on one is usually meant for what holds it. */
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'br',
  'cite',
  'code',
  'data',
  'del',
  'dfn',
  'em',
  'i',
  'ins',
  'kbd',
  'label',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
  'wbr',
]);
const SKIPPED = new Set(['script', 'style', 'noscript', 'template']);
const FIELD_TYPES_AS_BUTTON = new Set(['submit', 'button', 'reset', 'image']);

const tagOf = (el: Element) => el.tagName.toLowerCase();

/** The element's ARIA role, explicit or implied by its tag (the roles this description speaks of). */
export function roleOf(el: Element): string {
  const explicit = el.getAttribute('role')?.trim().split(/\s+/)[0]?.toLowerCase();
  if (explicit && explicit !== 'none' && explicit !== 'presentation') return explicit;
  const tag = tagOf(el);
  switch (tag) {
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6':
      return 'heading';
    case 'button':
    case 'summary':
      return 'button';
    case 'a':
    case 'area':
      return el.hasAttribute('href') ? 'link' : 'generic';
    case 'img':
      return 'img';
    case 'svg':
      return 'graphics';
    case 'blockquote':
    case 'q':
      return 'quote';
    case 'input': {
      const type = (el.getAttribute('type') ?? 'text').toLowerCase();
      if (FIELD_TYPES_AS_BUTTON.has(type)) return 'button';
      if (type === 'checkbox') return 'checkbox';
      if (type === 'radio') return 'radio';
      if (type === 'range') return 'slider';
      return 'textbox';
    }
    case 'textarea':
      return 'textbox';
    case 'select':
      return 'combobox';
    case 'li':
      return 'listitem';
    case 'ul':
    case 'ol':
    case 'dl':
      return 'list';
    case 'nav':
      return 'navigation';
    case 'header':
      return 'header';
    case 'footer':
      return 'footer';
    case 'form':
      return 'form';
    case 'table':
      return 'table';
    case 'tr':
      return 'row';
    case 'td':
      return 'cell';
    case 'th':
      return 'columnheader';
    case 'section':
      return 'region';
    case 'article':
      return 'article';
    case 'figure':
      return 'figure';
    case 'video':
      return 'video';
    case 'audio':
      return 'audio';
    case 'iframe':
      return 'frame';
    case 'p':
      return 'paragraph';
    case 'hr':
      return 'separator';
    case 'dialog':
      return 'dialog';
    case 'body':
      return 'page';
    default:
      return 'generic';
  }
}

// ---- text ----------------------------------------------------------------------

const isHidden = (el: Element) => el.hasAttribute('hidden') || el.getAttribute('aria-hidden') === 'true';

/** The text a reader hears inside an element: its text, images' alt and labels, without scripts or hidden parts. */
function contentText(el: Element): string {
  let out = '';
  for (const node of Array.from(el.childNodes)) {
    if (node.nodeType === 3) {
      out += node.nodeValue ?? '';
      continue;
    }
    if (node.nodeType !== 1) continue;
    const child = node as Element;
    const tag = tagOf(child);
    if (SKIPPED.has(tag) || isHidden(child)) continue;
    const spaced = !INLINE.has(tag);
    const label = child.getAttribute('aria-label')?.trim();
    const inner =
      label ||
      (tag === 'img' || tag === 'area' ? (child.getAttribute('alt') ?? '') : tag === 'svg' ? '' : contentText(child));
    out += spaced || tag === 'br' ? ` ${inner} ` : inner;
  }
  return out;
}

function fieldLabel(el: Element): string {
  const doc = el.ownerDocument;
  const id = el.getAttribute('id');
  const byFor = id ? Array.from(doc.querySelectorAll('label')).find((l) => l.getAttribute('for') === id) : undefined;
  const label = byFor ?? el.closest('label');
  const labelText = label ? contentText(label).replace(/\s+/g, ' ').trim() : '';
  return labelText || el.getAttribute('placeholder') || el.getAttribute('name') || '';
}

/** The element's accessible text: aria-label, aria-labelledby, alt, a field's label, its content, its title. */
export function accessibleText(el: Element): string {
  const tidy = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const label = tidy(el.getAttribute('aria-label'));
  if (label) return label;
  const labelledBy = el.getAttribute('aria-labelledby');
  if (labelledBy) {
    const named = tidy(
      labelledBy
        .split(/\s+/)
        .map((id) => el.ownerDocument.getElementById(id))
        .map((ref) => (ref ? contentText(ref) : ''))
        .join(' '),
    );
    if (named) return named;
  }
  const tag = tagOf(el);
  if (tag === 'img' || tag === 'area') return tidy(el.getAttribute('alt')) || tidy(el.getAttribute('title'));
  if (tag === 'input') {
    const type = (el.getAttribute('type') ?? 'text').toLowerCase();
    if (type === 'image') return tidy(el.getAttribute('alt')) || tidy(el.getAttribute('value'));
    if (FIELD_TYPES_AS_BUTTON.has(type)) return tidy(el.getAttribute('value')) || (type === 'submit' ? 'Submit' : '');
    return tidy(fieldLabel(el));
  }
  if (tag === 'textarea' || tag === 'select') return tidy(fieldLabel(el));
  if (tag === 'svg') {
    const title = Array.from(el.children).find((c) => tagOf(c) === 'title');
    return tidy(title?.textContent) || tidy(el.getAttribute('title'));
  }
  return tidy(contentText(el)) || tidy(el.getAttribute('title'));
}

function firstHeading(el: Element): Element | null {
  return el.querySelector('h1, h2, h3, h4, h5, h6, [role="heading"]');
}

// ---- repeated siblings -----------------------------------------------------------

const classesOf = (el: Element) => (el.getAttribute('class') ?? '').split(/\s+/).filter(Boolean);

/** Two siblings made alike: the same tag and role and mostly the same classes. */
function alike(a: Element, b: Element): boolean {
  if (a.tagName !== b.tagName || a.getAttribute('role') !== b.getAttribute('role')) return false;
  const ca = classesOf(a);
  const cb = classesOf(b);
  if (ca.length === 0 || cb.length === 0) return ca.length === cb.length;
  if (ca[0] === cb[0]) return true;
  const shared = ca.filter((c) => cb.includes(c)).length;
  return shared / new Set([...ca, ...cb]).size >= 0.5;
}

/** The element's place among siblings made like it (1-based), or null when it has none. */
function placeAmongAlike(el: Element): { index: number; count: number } | null {
  const parent = el.parentElement;
  if (!parent) return null;
  const group = Array.from(parent.children).filter((c) => c === el || alike(c, el));
  return group.length > 1 ? { index: group.indexOf(el) + 1, count: group.length } : null;
}

/** Words in class names and ids that say what a repeated block is. */
const BLOCK_WORDS: Record<string, string> = {
  testimonial: 'testimonial',
  testimonials: 'testimonial',
  review: 'review',
  reviews: 'review',
  plan: 'plan',
  plans: 'plan',
  pricing: 'plan',
  price: 'plan',
  tier: 'plan',
  tiers: 'plan',
  product: 'product',
  products: 'product',
  feature: 'feature',
  features: 'feature',
  member: 'team member',
  members: 'team member',
  team: 'team member',
  post: 'post',
  posts: 'post',
  blog: 'post',
  faq: 'question',
  faqs: 'question',
  question: 'question',
  questions: 'question',
  step: 'step',
  steps: 'step',
  slide: 'slide',
  slides: 'slide',
  service: 'service',
  services: 'service',
  project: 'project',
  projects: 'project',
  logo: 'logo',
  logos: 'logo',
  stat: 'figure',
  stats: 'figure',
  category: 'category',
  categories: 'category',
  store: 'store',
  stores: 'store',
  location: 'location',
  locations: 'location',
};
/** Plainer words, taken when no word above is there. */
const GENERIC_WORDS: Record<string, string> = {
  card: 'card',
  cards: 'card',
  tile: 'tile',
  panel: 'panel',
  item: 'item',
};

function wordsOf(el: Element): string[] {
  return [...classesOf(el), el.getAttribute('id') ?? '']
    .flatMap((name) => name.replace(/([a-z])([A-Z])/g, '$1 $2').split(/[^A-Za-z]+/))
    .map((w) => w.toLowerCase())
    .filter(Boolean);
}

/** The word of the element's classes or id that says what it is ('testimonials__card' → 'testimonial'). */
function keywordNoun(el: Element, singularOnly = false): string | null {
  const described = el.getAttribute('aria-roledescription')?.trim().toLowerCase();
  if (described && /^[a-z][a-z ]{0,29}$/.test(described)) return described;
  const words = wordsOf(el);
  const fits = (word: string) => !singularOnly || !word.endsWith('s') || word === 'pricing';
  for (const word of words) if (BLOCK_WORDS[word] && fits(word)) return BLOCK_WORDS[word];
  for (const word of words) if (GENERIC_WORDS[word] && fits(word)) return GENERIC_WORDS[word];
  return null;
}

const ROLE_NOUNS: Record<string, string> = {
  listitem: 'item',
  row: 'row',
  cell: 'cell',
  article: 'card',
  region: 'section',
  figure: 'figure',
  quote: 'quote',
  img: 'image',
  graphics: 'icon',
  button: 'button',
  link: 'link',
  heading: 'heading',
  paragraph: 'paragraph',
  tab: 'tab',
  option: 'option',
  radio: 'option',
  checkbox: 'checkbox',
  textbox: 'field',
  combobox: 'menu',
  menuitem: 'menu item',
  list: 'list',
};

/** What people call a block: 'testimonial', 'plan', 'card', 'item'… */
function blockNoun(el: Element): string {
  const keyword = keywordNoun(el);
  if (keyword) return keyword;
  if (el.querySelector('blockquote, q')) return 'testimonial';
  return ROLE_NOUNS[roleOf(el)] ?? (el.children.length > 1 ? 'card' : 'box');
}

/** What an element's own kind is called among its like siblings ('the third image'). */
function roleNoun(el: Element): string {
  return ROLE_NOUNS[roleOf(el)] ?? blockNoun(el);
}

function plural(noun: string): string {
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  if (/(s|x|ch|sh)$/.test(noun)) return `${noun}es`;
  return `${noun}s`;
}

/** Two or more alike children, most of the element's children: a grid of cards, a list of plans. */
function repeatedChildren(el: Element): { count: number; noun: string } | null {
  const children = Array.from(el.children).filter((c) => !SKIPPED.has(tagOf(c)));
  const first = children.find((c) => children.filter((o) => o === c || alike(o, c)).length > 1);
  if (!first) return null;
  const count = children.filter((o) => o === first || alike(o, first)).length;
  return count * 2 >= children.length ? { count, noun: blockNoun(first) } : null;
}

/** Whether the element holds only text and inline elements. */
function isTextLeaf(el: Element): boolean {
  return Array.from(el.children).every((c) => INLINE.has(tagOf(c)) || SKIPPED.has(tagOf(c)));
}

// ---- the description ----------------------------------------------------------------

/** Roles named by their text ('the "Get started" button'), whose text is what tells them apart. */
const NAMED: Record<string, (text: string) => string> = {
  heading: (t) => (t ? `the heading "${t}"` : 'the heading'),
  button: (t) => (t ? `the "${t}" button` : 'the button'),
  link: (t) => (t ? `the "${t}" link` : 'the link'),
  img: (t) => (t ? `the image "${t}"` : 'the image'),
  graphics: (t) => (t ? `the icon "${t}"` : 'the icon'),
  textbox: (t) => (t ? `the "${t}" field` : 'the text field'),
  searchbox: (t) => (t ? `the "${t}" search field` : 'the search field'),
  combobox: (t) => (t ? `the "${t}" menu` : 'the menu'),
  listbox: (t) => (t ? `the "${t}" list` : 'the list'),
  checkbox: (t) => (t ? `the "${t}" checkbox` : 'the checkbox'),
  switch: (t) => (t ? `the "${t}" switch` : 'the switch'),
  radio: (t) => (t ? `the "${t}" option` : 'the option'),
  option: (t) => (t ? `the "${t}" option` : 'the option'),
  slider: (t) => (t ? `the "${t}" slider` : 'the slider'),
  tab: (t) => (t ? `the "${t}" tab` : 'the tab'),
  menuitem: (t) => (t ? `the "${t}" menu item` : 'the menu item'),
};
/** Roles whose text is content; quoted only where the surrounding block does not already tell which one. */
const CONTENT: Record<string, { noun: string; quoted?: (t: string) => string }> = {
  quote: { noun: 'the quote' },
  paragraph: { noun: 'the text', quoted: (t) => `the text "${t}"` },
  listitem: { noun: 'the list item' },
  cell: { noun: 'the cell' },
  columnheader: { noun: 'the column heading' },
  label: { noun: 'the label' },
};
/** Roles of whole parts of a page, with their heading where they have one. */
const PARTS: Record<string, string> = {
  region: 'the section',
  article: 'the article',
  navigation: 'the navigation',
  header: 'the header',
  footer: 'the footer',
  form: 'the form',
  table: 'the table',
  list: 'the list',
  figure: 'the figure',
  dialog: 'the dialog',
  row: 'the row',
  video: 'the video',
  audio: 'the audio player',
  frame: 'the embedded frame',
  separator: 'the divider',
  page: 'the page',
};

/** What a click was meant for: the button, link or heading around a word, the quote around its paragraph, the svg of a path. */
export function describedTarget(element: Element): Element {
  let el = element;
  const svg = el.closest('svg');
  if (svg && svg !== el) el = svg;
  const quote = el.closest('blockquote, q');
  if (quote && quote !== el) {
    const named = el.closest('button, a[href], h1, h2, h3, h4, h5, h6');
    if (!named || !quote.contains(named)) return quote;
  }
  if (INLINE.has(tagOf(el)) || tagOf(el) === 'svg') {
    const holder = el.parentElement?.closest(
      'button, a[href], summary, label, h1, h2, h3, h4, h5, h6, li, [role="button"], [role="link"], [role="heading"], [role="tab"], [role="menuitem"]',
    );
    if (holder && depth(el, holder) <= 4) return holder;
  }
  return el;
}

function depth(el: Element, ancestor: Element): number {
  let n = 0;
  for (let cur: Element | null = el; cur && cur !== ancestor; cur = cur.parentElement) n += 1;
  return n;
}

/** The nearest block around the element that repeats among its siblings, with the element's place in it. */
function repeatedBlock(el: Element): { block: Element; index: number } | null {
  for (let cur = el.parentElement; cur && tagOf(cur) !== 'body' && tagOf(cur) !== 'html'; cur = cur.parentElement) {
    const place = placeAmongAlike(cur);
    if (place) return { block: cur, index: place.index };
  }
  return null;
}

function sameTextElsewhere(el: Element, role: string, text: string): boolean {
  const root = el.ownerDocument.body ?? el.ownerDocument.documentElement;
  return Array.from(root.querySelectorAll('*')).some(
    (other) => other !== el && roleOf(other) === role && accessibleText(other) === text,
  );
}

function countRoleIn(container: Element, role: string): number {
  return Array.from(container.querySelectorAll('*')).filter((e) => roleOf(e) === role).length;
}

function clamp(description: string): string {
  return description.length <= PIN_DESCRIPTION_MAX ? description : `${description.slice(0, PIN_DESCRIPTION_MAX - 1)}…`;
}

/** 'the quote in the second testimonial', 'the "Get started" button', 'the heading "Our plans"'… */
export function describeElement(element: Element): string {
  const el = describedTarget(element);
  const role = roleOf(el);
  const fullText = accessibleText(el);
  const text = shorten(fullText);
  const own = placeAmongAlike(el);
  const around = repeatedBlock(el);
  const context = around ? ` in the ${ordinal(around.index)} ${blockNoun(around.block)}` : '';
  const nth = () => `the ${ordinal(own!.index)} ${roleNoun(el)}`;

  const named = NAMED[role];
  if (named) {
    if (!text && own) return clamp(nth() + context);
    const ambiguous = !text || sameTextElsewhere(el, role, fullText);
    return clamp(named(text) + (ambiguous ? context : ''));
  }

  const content = CONTENT[role];
  if (content) {
    // The only quote of the second testimonial needs no words of its own.
    if (around && countRoleIn(around.block, role) === 1) return clamp(content.noun + context);
    if (!text) return clamp((own ? nth() : content.noun) + context);
    return clamp((content.quoted ?? ((t: string) => `${content.noun} "${t}"`))(text) + context);
  }

  const headingOf = (of: Element) => {
    const heading = firstHeading(of);
    return heading ? shorten(accessibleText(heading)) : '';
  };

  const part = PARTS[role];
  if (part) {
    if (own && role !== 'page') return clamp(`the ${ordinal(own.index)} ${blockNoun(el)}${context}`);
    const title = headingOf(el);
    return clamp((title ? `${part} "${title}"` : part) + context);
  }

  // A generic element (div, span…): by its text, its place, its kind, what it holds or its heading.
  if (text && isTextLeaf(el)) return clamp(`the text "${text}"${context}`);
  if (own) return clamp(`the ${ordinal(own.index)} ${blockNoun(el)}${context}`);
  const title = headingOf(el);
  const noun = keywordNoun(el, true);
  if (noun) return clamp(`the ${noun}${title ? ` "${title}"` : ''}${context}`);
  const group = repeatedChildren(el);
  if (group) return clamp(`the group of ${group.count} ${plural(group.noun)}${context}`);
  if (title) return clamp(`the part with the heading "${title}"${context}`);
  if (text) return clamp(`${text.endsWith('…') ? 'the part that begins' : 'the part'} "${text}"${context}`);
  return clamp(`the element${context}`);
}
