/**
 * Output benchmark for the built-in generator: 40 realistic agency prompts
 * (components, counts, quoted strings, four languages) on four design
 * systems, and 15 edit instructions. Every check is automatic and static
 * (the generated code is read, not rendered):
 *
 * - valid: parse5 reports no parse error;
 * - relevance: the prompt's explicit requirements (quoted strings verbatim,
 *   e-mail addresses, phone numbers, prices, the component asked for) are met;
 * - language: the generated text is in the prompt's language (function-word
 *   counts for en, de, fr, es, it, nl, pt);
 * - brand: the project's name appears, so the brand is the project;
 * - font: the fragment's font stack starts with the project's font and the
 *   app serves that font (shared/fonts);
 * - radius: a square-cornered project gets no pills or circles.
 * Edits: applied in full, honestly partial (what was not applied is named),
 * or refused with nothing changed.
 *
 * Run: npm run bench output   (or: npx tsx bench/output.bench.ts)
 */
import { parseFragment } from 'parse5';
import type { DesignSystem } from '../shared/design-system';
import { libraryFont } from '../shared/fonts';
import { editOfflineSnippet, generateOfflineSnippet } from '../server/ai/offline';

type Lang = 'en' | 'de' | 'fr' | 'es' | 'it' | 'nl' | 'pt';

interface Case {
  prompt: string;
  lang: Lang;
  /** Strings that must appear verbatim in the output. */
  text?: string[];
  /** The section pattern (data-pattern) that must be among the output's sections. */
  pattern?: string;
}

const CASES: Case[] = [
  {
    prompt: 'A hero with the headline "Fresh roasted daily" and a button "Order now"',
    lang: 'en',
    text: ['Fresh roasted daily', 'Order now'],
    pattern: 'hero',
  },
  {
    prompt:
      'Pricing with three tiers: Basic €9, Pro €29 and Team €79, highlight the middle plan, monthly/yearly toggle',
    lang: 'en',
    text: ['€9', '€29', '€79'],
    pattern: 'pricing',
  },
  { prompt: 'FAQ accordion with 4 questions about shipping and returns', lang: 'en', pattern: 'faq' },
  { prompt: 'A cookie banner with accept, reject and settings buttons', lang: 'en', pattern: 'cookie-banner' },
  {
    prompt: 'Countdown to our launch on 1 December, with a "Notify me" button',
    lang: 'en',
    text: ['Notify me'],
    pattern: 'countdown',
  },
  {
    prompt: 'Tabs for Coffee, Tea and Pastries showing our menu',
    lang: 'en',
    text: ['Coffee', 'Tea', 'Pastries'],
    pattern: 'tabs',
  },
  {
    prompt: 'A newsletter signup with the heading "Stay in the loop"',
    lang: 'en',
    text: ['Stay in the loop'],
    pattern: 'newsletter',
  },
  {
    prompt: 'Contact section with email hello@kornblume.de and phone +49 30 1234567',
    lang: 'en',
    text: ['hello@kornblume.de', '+49 30 1234567'],
    pattern: 'contact',
  },
  { prompt: 'Team section with 4 people', lang: 'en', pattern: 'team' },
  { prompt: 'Testimonial carousel with 3 reviews', lang: 'en', pattern: 'testimonials' },
  { prompt: 'Logo cloud with 6 logos', lang: 'en', pattern: 'logo-cloud' },
  { prompt: 'A 404 page with a link back home', lang: 'en', pattern: '404' },
  { prompt: 'Login form with email and password', lang: 'en', pattern: 'login' },
  { prompt: 'Size guide table for T-shirts S, M, L, XL', lang: 'en', text: ['XL'], pattern: 'size-guide' },
  {
    prompt: 'Store locator list with our Berlin, Hamburg and Munich shops',
    lang: 'en',
    text: ['Berlin', 'Hamburg', 'Munich'],
    pattern: 'store-locator',
  },
  { prompt: 'A modal dialog for the newsletter that opens from a button', lang: 'en', pattern: 'modal' },
  { prompt: 'Image gallery with lightbox, 6 photos of our bakery', lang: 'en', pattern: 'gallery' },
  {
    prompt: 'Stats: 12,000 loaves baked, 98% happy customers, 24 awards',
    lang: 'en',
    text: ['12,000', '98%', '24'],
    pattern: 'stats',
  },
  {
    prompt: 'Announcement bar saying "Free shipping over €50" that can be dismissed',
    lang: 'en',
    text: ['Free shipping over €50'],
    pattern: 'announcement',
  },
  { prompt: 'Blog cards with 3 recent posts', lang: 'en', pattern: 'blog-cards' },
  { prompt: 'Product cards for 4 sourdough breads with prices', lang: 'en', pattern: 'product-cards' },
  {
    prompt: 'A multi-step checkout form with address, shipping and payment steps',
    lang: 'en',
    pattern: 'multi-step-form',
  },
  { prompt: 'Image on the left, text on the right about our story', lang: 'en', pattern: 'about' },
  {
    prompt: 'Footer with links to Instagram and Facebook and an imprint link',
    lang: 'en',
    text: ['Instagram', 'Facebook'],
    pattern: 'footer',
  },
  { prompt: 'A timeline of our history since 1998', lang: 'en', text: ['1998'], pattern: 'timeline' },
  {
    prompt: 'Ein Hero-Bereich mit der Überschrift "Frisch gebacken seit 1921" und einem Button "Jetzt bestellen"',
    lang: 'de',
    text: ['Frisch gebacken seit 1921', 'Jetzt bestellen'],
    pattern: 'hero',
  },
  {
    prompt: 'Preistabelle mit drei Paketen und einem Schalter für monatlich und jährlich',
    lang: 'de',
    pattern: 'pricing',
  },
  { prompt: 'Häufige Fragen zu Versand und Rückgabe, vier Fragen', lang: 'de', pattern: 'faq' },
  {
    prompt: 'Kontaktbereich mit E-Mail info@baeckerei.de und Telefon 030 987654',
    lang: 'de',
    text: ['info@baeckerei.de', '030 987654'],
    pattern: 'contact',
  },
  {
    prompt: 'Ein Newsletter-Bereich mit der Überschrift "Bleib auf dem Laufenden"',
    lang: 'de',
    text: ['Bleib auf dem Laufenden'],
    pattern: 'newsletter',
  },
  {
    prompt: 'Une section héros avec le titre "Le pain comme autrefois" et un bouton "Commander"',
    lang: 'fr',
    text: ['Le pain comme autrefois', 'Commander'],
    pattern: 'hero',
  },
  { prompt: 'Une section de tarifs avec trois formules pour notre boulangerie', lang: 'fr', pattern: 'pricing' },
  { prompt: 'Une FAQ avec quatre questions sur la livraison', lang: 'fr', pattern: 'faq' },
  { prompt: 'Un bandeau de cookies avec les boutons accepter et refuser', lang: 'fr', pattern: 'cookie-banner' },
  {
    prompt: 'Une section d\'inscription à la newsletter avec le titre "Restez informés"',
    lang: 'fr',
    text: ['Restez informés'],
    pattern: 'newsletter',
  },
  {
    prompt: 'Una sección hero con el título "Pan recién horneado" y un botón "Pedir ahora"',
    lang: 'es',
    text: ['Pan recién horneado', 'Pedir ahora'],
    pattern: 'hero',
  },
  { prompt: 'Una tabla de precios con tres planes para nuestra panadería', lang: 'es', pattern: 'pricing' },
  { prompt: 'Preguntas frecuentes sobre envíos y devoluciones, cuatro preguntas', lang: 'es', pattern: 'faq' },
  {
    prompt: 'Sección de contacto con el correo hola@panaderia.es y el teléfono +34 912 345 678',
    lang: 'es',
    text: ['hola@panaderia.es', '+34 912 345 678'],
    pattern: 'contact',
  },
  { prompt: 'Una sección de equipo con cuatro personas de nuestra panadería', lang: 'es', pattern: 'team' },
];

const sections = (code: string) => (code.match(/data-pattern="/g) ?? []).length;
const fontVar = (code: string) => /--font:\s*([^;]+);/.exec(code)?.[1];

/** `right`: what a correct answer must satisfy (beyond changing something), when the change can be told from the code. */
const EDITS: Array<{ base: string; instruction: string; right?: (before: string, after: string) => boolean }> = [
  {
    base: 'stats',
    instruction: 'use a bigger font size for the numbers',
    right: (b, a) => /__value \{[^}]*font-size: calc\(/.test(a) && fontVar(a) === fontVar(b),
  },
  { base: 'hero', instruction: 'change the heading to "Fresh roasted daily"' },
  { base: 'hero', instruction: 'make the button red' },
  { base: 'hero', instruction: 'make it dark' },
  { base: 'pricing', instruction: 'make the corners square and remove the shadows' },
  { base: 'hero', instruction: 'change the button text to "Book a table"' },
  { base: 'landing page', instruction: 'remove the pricing section' },
  { base: 'landing page', instruction: 'add a FAQ section after the features' },
  { base: 'hero', instruction: 'use Lora as the font' },
  { base: 'hero', instruction: 'make the headline 20% smaller', right: (_b, a) => /\* 0\.8\)/.test(a) },
  {
    base: 'hero',
    instruction: 'switch to light mode and add a parallax effect to the photos',
    right: (b, a) => sections(a) === sections(b),
  },
  {
    base: 'faq',
    instruction: 'add a question about gift cards',
    right: (_b, a) => !a.includes('data-pattern="about"'),
  },
  { base: 'footer', instruction: 'remove the social icons' },
  { base: 'about', instruction: 'swap the columns' },
  { base: 'hero', instruction: 'translate it to German' },
];

const SHOPIFY_CSS = `:root{--color-base-text:46,59,52;--color-base-background-1:247,245,240;--color-base-accent-1:122,143,118}
.button{background:#7a8f76;color:#fff;border-radius:2px;box-shadow:none}
body{font-family:"Work Sans",sans-serif;color:#2e3b34;background:#f7f5f0}h1,h2{font-family:"Lora",serif}`;

const DESIGN_SYSTEMS: Record<string, DesignSystem> = {
  'light serif bakery': {
    name: 'Kornblume Bakery',
    stylingReference: 'Warm artisan bakery, cream paper, serif headings',
    primaryColor: '#5b3a29',
    accentColor: '#c8752a',
    fontFamily: 'Playfair Display',
    borderRadius: '0.75rem',
    boxShadow: '0 1px 3px 0 rgb(0 0 0 / 0.1)',
    isDarkMode: false,
  },
  'dark neon club': {
    name: 'Pulse Club',
    stylingReference: 'Dark neon nightclub, magenta and cyan glow',
    primaryColor: '#ff2bd6',
    accentColor: '#00e5ff',
    fontFamily: 'Space Grotesk',
    borderRadius: '1rem',
    boxShadow: '0 0 24px rgb(255 43 214 / 0.35)',
    isDarkMode: true,
  },
  'square monochrome': {
    name: 'Grau Studio',
    stylingReference: 'Swiss monochrome, strict grid, no decoration',
    primaryColor: '#111111',
    accentColor: '#555555',
    fontFamily: 'IBM Plex Sans',
    borderRadius: '0px',
    boxShadow: 'none',
    isDarkMode: false,
  },
  'sage brand with a Shopify stylesheet': {
    name: 'Salbei & Co',
    stylingReference: 'Calm sage green apothecary shop',
    primaryColor: '#2e3b34',
    accentColor: '#7a8f76',
    fontFamily: 'Work Sans',
    borderRadius: '2px',
    boxShadow: 'none',
    isDarkMode: false,
    cssContent: SHOPIFY_CSS,
  },
};

const FUNCTION_WORDS: Record<Lang, string[]> = {
  en: ['the', 'and', 'with', 'your', 'our', 'for', 'you', 'of', 'to', 'is', 'in', 'we'],
  de: ['der', 'die', 'das', 'und', 'mit', 'für', 'ihr', 'unsere', 'sie', 'ist', 'wir', 'auf', 'zu', 'den'],
  fr: ['le', 'la', 'les', 'et', 'avec', 'pour', 'vous', 'nos', 'votre', 'des', 'du', 'est', 'une'],
  es: ['el', 'la', 'los', 'las', 'y', 'con', 'para', 'tu', 'nuestro', 'nuestra', 'del', 'es', 'una'],
  it: ['il', 'lo', 'gli', 'e', 'con', 'per', 'tuo', 'nostro', 'nostra', 'della', 'è', 'una'],
  nl: ['de', 'het', 'en', 'met', 'voor', 'jouw', 'onze', 'van', 'is', 'een', 'wij'],
  pt: ['o', 'os', 'as', 'e', 'com', 'para', 'seu', 'nosso', 'nossa', 'do', 'da', 'é', 'uma'],
};

/** The visible text of a fragment: tags, styles and scripts removed. */
function visibleText(code: string): string {
  return code
    .replace(/<(style|script)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ');
}

export function detectLanguage(text: string): Lang {
  const words = text.toLowerCase().split(/[^\p{L}]+/u);
  let best: Lang = 'en';
  let bestScore = -1;
  for (const [lang, list] of Object.entries(FUNCTION_WORDS) as Array<[Lang, string[]]>) {
    const set = new Set(list);
    const score = words.filter((w) => set.has(w)).length;
    if (score > bestScore) {
      best = lang;
      bestScore = score;
    }
  }
  return best;
}

function parseErrors(code: string): number {
  let errors = 0;
  parseFragment(code, { onParseError: () => errors++ });
  return errors;
}

function fontOf(code: string): string {
  return /--font:\s*([^;]+);/.exec(code)?.[1]?.trim() ?? '';
}

const share = (n: number, of: number) => `${n}/${of} (${Math.round((n / of) * 100)}%)`;

const totals = {
  valid: 0,
  relevant: 0,
  checks: 0,
  checksMet: 0,
  language: 0,
  brand: 0,
  font: 0,
  radius: 0,
  radiusCases: 0,
};
let all = 0;
const perSystem: Array<[string, number, number]> = [];
for (const [systemName, ds] of Object.entries(DESIGN_SYSTEMS)) {
  let relevantHere = 0;
  for (const c of CASES) {
    all++;
    const { code, patterns } = generateOfflineSnippet({ prompt: c.prompt, name: 'Section', designSystem: ds });
    const text = visibleText(code);
    if (parseErrors(code) === 0) totals.valid++;
    const checks = [
      ...(c.text ?? []).map((t) => text.includes(t)),
      ...(c.pattern ? [patterns.includes(c.pattern)] : []),
    ];
    totals.checks += checks.length;
    totals.checksMet += checks.filter(Boolean).length;
    if (checks.every(Boolean)) {
      totals.relevant++;
      relevantHere++;
    }
    if (detectLanguage(text) === c.lang) totals.language++;
    if (text.includes(ds.name)) totals.brand++;
    const font = fontOf(code);
    const served = libraryFont(ds.fontFamily);
    if (served && font.replace(/^["']/, '').startsWith(served.family)) totals.font++;
    if (/^0(px|rem)?$/.test(ds.borderRadius.trim())) {
      totals.radiusCases++;
      const rounded =
        /border-radius:\s*(?:999|9999|50%|100%)/.test(code) ||
        /--radius:\s*[1-9]/.test(code) ||
        /\brounded-full\b/.test(code);
      if (!rounded) totals.radius++;
    }
  }
  perSystem.push([systemName, relevantHere, CASES.length]);
}

console.log(
  `Output benchmark: ${CASES.length} prompts × ${Object.keys(DESIGN_SYSTEMS).length} design systems = ${all}`,
);
console.log(`  valid HTML (no parse error)            ${share(totals.valid, all)}`);
console.log(`  every explicit requirement met         ${share(totals.relevant, all)}`);
console.log(`  mean share of requirements met         ${(totals.checksMet / totals.checks).toFixed(2)}`);
console.log(`  language of the prompt                 ${share(totals.language, all)}`);
console.log(`  brand is the project name              ${share(totals.brand, all)}`);
console.log(`  project font first and served by app   ${share(totals.font, all)}`);
console.log(`  square corners kept (radius 0 project) ${share(totals.radius, totals.radiusCases)}`);
for (const [name, met, of] of perSystem) console.log(`    ${name.padEnd(38)} every requirement met ${share(met, of)}`);

const bases: Record<string, string> = {};
let applied = 0;
let partial = 0;
let refused = 0;
let wrong = 0;
for (const e of EDITS) {
  const ds = DESIGN_SYSTEMS['light serif bakery'] as DesignSystem;
  bases[e.base] ??= generateOfflineSnippet({
    prompt: e.base === 'landing page' ? 'landing page with features, pricing and a footer' : `a ${e.base} section`,
    name: 'Section',
    designSystem: ds,
  }).code;
  const r = editOfflineSnippet({ code: bases[e.base] as string, instruction: e.instruction, designSystem: ds });
  let outcome: string;
  if (!r.ok) {
    refused++;
    outcome = 'refused (422, nothing changed)';
  } else if (e.right && !e.right(bases[e.base] as string, r.code)) {
    wrong++;
    outcome = `WRONG: ${r.summary}`;
  } else if ((r.outcome?.notApplied.length ?? 0) > 0) {
    partial++;
    outcome = `partial: ${r.outcome?.applied.join(' ')} | not applied: ${r.outcome?.notApplied.join(' ')}`;
  } else if (r.code === bases[e.base]) {
    refused++;
    outcome = 'answered but changed nothing';
  } else {
    applied++;
    outcome = `applied: ${r.outcome?.applied.join(' ') ?? r.summary}`;
  }
  console.log(`    edit ${JSON.stringify(e.instruction).padEnd(70)} ${outcome}`);
}
console.log(
  `  edits applied in full ${share(applied, EDITS.length)}, honestly partial ${share(partial, EDITS.length)}, refused ${share(refused, EDITS.length)}, wrong ${share(wrong, EDITS.length)}`,
);

/* ---------- approve & fix: client comments applied as edits ----------
 * A client's comment is the instruction (polite, indirect). `right` says
 * what the code must show afterwards; `none` marks a comment that must be
 * refused (nothing in it can be done by rule).
 */
const bgOf = (code: string) => /--bg:\s*(#[0-9a-f]{6})/.exec(code)?.[1] ?? '';
const lum = (hex: string) => {
  const n = parseInt(hex.slice(1), 16);
  return ((n >> 16) & 255) * 0.2126 + ((n >> 8) & 255) * 0.7152 + (n & 255) * 0.0722;
};
const COMMENTS: Array<{
  base: string;
  comment: string;
  right?: (before: string, after: string) => boolean;
  /** The comment must be refused (for this base). */
  none?: (before: string) => boolean;
}> = [
  {
    base: 'hero',
    comment: 'The headline is too long, make it "Fresh roasted daily"',
    right: (_b, a) => />Fresh roasted daily<\/h1>/.test(a),
  },
  { base: 'hero', comment: 'Can the button be orange?', right: (_b, a) => /--button-bg: #ffa500;/.test(a) },
  {
    base: 'pricing',
    comment: 'the price text is too small',
    right: (_b, a) => /__(?:amount|price) \{[^}]*font-size: calc\([^;]*\* 1\.25\)/.test(a),
  },
  {
    base: 'contact',
    comment: 'Please use our phone number 030 123456 instead',
    right: (_b, a) => a.includes('>030 123456<') && a.includes('href="tel:030123456"'),
  },
  {
    base: 'footer',
    comment: 'remove the Twitter link',
    right: (_b, a) => !/on X"|twitter/i.test(a),
    // The footer shows four of six networks; when X is not among them the right answer is a refusal.
    none: (b) => !/on X"|twitter/i.test(b),
  },
  { base: 'hero', comment: 'make the background darker', right: (b, a) => lum(bgOf(a)) < lum(bgOf(b)) },
  {
    base: 'faq',
    comment: 'Could you add a question about gift cards?',
    right: (b, a) =>
      /gift cards\?/.test(a) && (a.match(/aria-expanded=/g) ?? []).length > (b.match(/aria-expanded=/g) ?? []).length,
  },
  { base: 'about', comment: "I'd prefer the image on the other side", right: (b, a) => a !== b },
  {
    base: 'features',
    comment: 'Please remove the third feature',
    right: (b, a) => (a.match(/__card"/g) ?? []).length === (b.match(/__card"/g) ?? []).length - 1,
  },
  { base: 'navbar', comment: 'Can you add a menu item "Shop"?', right: (_b, a) => />Shop<\/a>/.test(a) },
  { base: 'hero', comment: 'The text is hard to read, can you make it pop?', none: () => true },
  { base: 'footer', comment: "We don't need the social icons, thanks!", right: (_b, a) => !/__social"/.test(a) },
];

{
  const ds = DESIGN_SYSTEMS['light serif bakery'] as DesignSystem;
  let done = 0;
  let partly = 0;
  let declined = 0;
  let mistaken = 0;
  for (const c of COMMENTS) {
    const base = (bases[c.base] ??= generateOfflineSnippet({
      prompt: `a ${c.base} section`,
      name: 'Section',
      designSystem: ds,
    }).code);
    const r = editOfflineSnippet({ code: base, instruction: c.comment, designSystem: ds });
    const refuse = c.none?.(base) ?? false;
    let outcome: string;
    if (!r.ok) {
      if (refuse) done++;
      else declined++;
      outcome = `${refuse ? 'rightly ' : ''}refused: ${r.reason.slice(0, Math.max(0, r.reason.indexOf(' Offline mode')))}`;
    } else if (refuse || (c.right && !c.right(base, r.code)) || parseErrors(r.code) > 0) {
      mistaken++;
      outcome = `WRONG: ${r.summary}`;
    } else if (r.outcome.notApplied.length > 0) {
      partly++;
      outcome = `partial: ${r.outcome.applied.join(' ')} | not applied: ${r.outcome.notApplied.join(' ')}`;
    } else {
      done++;
      outcome = `applied: ${r.outcome.applied.join(' ')}`;
    }
    console.log(`    comment ${JSON.stringify(c.comment).padEnd(67)} ${outcome}`);
  }
  console.log(
    `  approve & fix: ${share(done, COMMENTS.length)} right (applied, or rightly refused), partial ${share(partly, COMMENTS.length)}, refused ${share(declined, COMMENTS.length)}, wrong ${share(mistaken, COMMENTS.length)}`,
  );
}
