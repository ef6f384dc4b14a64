/**
 * The output benchmark's prompt set: realistic agency prompts in seven
 * languages, each with the requirements it spells out (checked in the
 * browser by output-probe.ts), and the design systems every prompt is
 * generated for.
 */
import type { DesignSystem } from '../../shared/design-system';
import type { Lang } from '@atelier/offline-generator/library';

/** An interaction the benchmark drives in the preview (the ARIA contract of the generator's brief). */
export type Interaction =
  | 'pricing-toggle'
  | 'accordion'
  | 'tabs'
  | 'modal'
  | 'lightbox'
  | 'carousel'
  | 'mobile-menu'
  | 'mega-menu'
  | 'cookie-accept'
  | 'cookie-reject'
  | 'cookie-settings'
  | 'announcement-dismiss'
  | 'countdown'
  | 'multi-step'
  | 'show-password'
  | 'store-filter'
  | 'unit-toggle';

/**
 * The items of a section: the outermost cards, list items, figures and
 * carousel slides inside its root (a pricing plan is an article, a team
 * member a list item, a photo a figure…). Copies hidden from assistive
 * technology (a marquee's duplicate row) do not count.
 */
export const ITEM = 'article, li, figure, [aria-roledescription="slide"]';

export interface Case {
  id: string;
  prompt: string;
  lang: Lang;
  /** The section the prompt asks for: an element with this data-pattern must be in the output. */
  pattern: string;
  /** Strings that must appear verbatim in the output's text (quoted copy, named items, figures). */
  text?: string[];
  /** Prices as the prompt writes them, verbatim. */
  prices?: string[];
  /** Words the output must contain, in any letter case ("address, shipping and payment steps"). */
  words?: string[];
  /** Buttons or links the prompt names: a visible <a> or <button> whose name contains the label. */
  controls?: string[];
  /** How many items the section has: outermost `selector` (default ITEM) in the pattern's root. */
  count?: { n: number; of: string; selector?: string };
  /** Shown and linked (mailto:). */
  email?: string;
  /** Shown and linked (tel:, the same digits). */
  phone?: string;
  /** Index of the pricing plan that must stand out from the others (0-based). */
  highlight?: number;
  /** Which side the section's main image is on, at desktop width. */
  imageSide?: 'left' | 'right';
  /** Structure the prompt implies: [selector within the pattern's root, what it is]. */
  has?: Array<[string, string]>;
  /** The project's name (the brand) must be visible. */
  brand?: boolean;
  interactions?: Interaction[];
  /** What to type into a store locator's search. */
  filter?: string;
}

const QUESTIONS = 'button[aria-expanded]';
const TABS = '[role="tab"]';
const THUMBS = 'button[aria-haspopup="dialog"]';

export const CASES: Case[] = [
  // ---- English ----------------------------------------------------------------
  {
    id: 'en-hero',
    prompt: 'A hero with the headline "Fresh roasted daily" and a button "Order now"',
    lang: 'en',
    pattern: 'hero',
    text: ['Fresh roasted daily', 'Order now'],
    controls: ['Order now'],
    has: [['h1', 'a main heading (h1)']],
    brand: true,
  },
  {
    id: 'en-pricing',
    prompt:
      'Pricing with three tiers: Basic €9, Pro €29 and Team €79, highlight the middle plan, monthly/yearly toggle',
    lang: 'en',
    pattern: 'pricing',
    text: ['Basic', 'Pro', 'Team'],
    prices: ['€9', '€29', '€79'],
    count: { n: 3, of: 'plans', selector: 'article' },
    highlight: 1,
    interactions: ['pricing-toggle'],
  },
  {
    id: 'en-faq',
    prompt: 'FAQ accordion with 4 questions about shipping and returns',
    lang: 'en',
    pattern: 'faq',
    count: { n: 4, of: 'questions', selector: QUESTIONS },
    words: ['shipping', 'return'],
    interactions: ['accordion'],
  },
  {
    id: 'en-cookies',
    prompt: 'A cookie banner with accept, reject and settings buttons',
    lang: 'en',
    pattern: 'cookie-banner',
    has: [
      ['[data-consent="accept"]', 'an accept button'],
      ['[data-consent="reject"]', 'a reject button'],
      ['[data-consent="settings"]', 'a settings button'],
    ],
    interactions: ['cookie-accept', 'cookie-reject', 'cookie-settings'],
  },
  {
    id: 'en-countdown',
    prompt: 'Countdown to our launch on 1 December, with a "Notify me" button',
    lang: 'en',
    pattern: 'countdown',
    text: ['Notify me'],
    controls: ['Notify me'],
    has: [['time[datetime*="-12-01"]', 'a <time> for 1 December']],
    interactions: ['countdown'],
  },
  {
    id: 'en-tabs',
    prompt: 'Tabs for Coffee, Tea and Pastries showing our menu',
    lang: 'en',
    pattern: 'tabs',
    text: ['Coffee', 'Tea', 'Pastries'],
    count: { n: 3, of: 'tabs', selector: TABS },
    interactions: ['tabs'],
  },
  {
    id: 'en-newsletter',
    prompt: 'A newsletter signup with the heading "Stay in the loop"',
    lang: 'en',
    pattern: 'newsletter',
    text: ['Stay in the loop'],
    has: [['input[type="email"]', 'an e-mail field']],
  },
  {
    id: 'en-contact',
    prompt: 'Contact section with email hello@kornblume.de and phone +49 30 1234567',
    lang: 'en',
    pattern: 'contact',
    email: 'hello@kornblume.de',
    phone: '+49 30 1234567',
    brand: true,
  },
  { id: 'en-team', prompt: 'Team section with 4 people', lang: 'en', pattern: 'team', count: { n: 4, of: 'people' } },
  {
    id: 'en-carousel',
    prompt: 'Testimonial carousel with 3 reviews',
    lang: 'en',
    pattern: 'testimonials',
    count: { n: 3, of: 'slides', selector: '[aria-roledescription="slide"]' },
    interactions: ['carousel'],
  },
  {
    id: 'en-logos',
    prompt: 'Logo cloud with 6 logos',
    lang: 'en',
    pattern: 'logo-cloud',
    count: { n: 6, of: 'logos' },
  },
  {
    id: 'en-404',
    prompt: 'A 404 page with a link back home',
    lang: 'en',
    pattern: '404',
    text: ['404'],
    has: [['a[href="/"]', 'a link to the home page']],
  },
  {
    id: 'en-login',
    prompt: 'Login form with email and password',
    lang: 'en',
    pattern: 'login',
    has: [
      ['input[type="email"]', 'an e-mail field'],
      ['input[type="password"]', 'a password field'],
    ],
    brand: true,
    interactions: ['show-password'],
  },
  {
    id: 'en-size-guide',
    prompt: 'Size guide table for T-shirts S, M, L, XL',
    lang: 'en',
    pattern: 'size-guide',
    text: ['XL'],
    count: { n: 4, of: 'size rows', selector: 'tbody tr' },
    has: [
      ['table caption', 'a table caption'],
      ['th[scope]', 'header cells with scope'],
    ],
    interactions: ['unit-toggle'],
  },
  {
    id: 'en-stores',
    prompt: 'Store locator list with our Berlin, Hamburg and Munich shops',
    lang: 'en',
    pattern: 'store-locator',
    text: ['Berlin', 'Hamburg', 'Munich'],
    count: { n: 3, of: 'shops' },
    has: [['input[type="search"]', 'a search field']],
    interactions: ['store-filter'],
    filter: 'Hamburg',
  },
  {
    id: 'en-modal',
    prompt: 'A modal dialog for the newsletter that opens from a button',
    lang: 'en',
    pattern: 'modal',
    has: [[THUMBS, 'a button that opens a dialog']],
    interactions: ['modal'],
  },
  {
    id: 'en-gallery',
    prompt: 'Image gallery with lightbox, 6 photos of our bakery',
    lang: 'en',
    pattern: 'gallery',
    count: { n: 6, of: 'photos (lightbox buttons)', selector: THUMBS },
    interactions: ['lightbox'],
  },
  {
    id: 'en-stats',
    prompt: 'Stats: 12,000 loaves baked, 98% happy customers, 24 awards',
    lang: 'en',
    pattern: 'stats',
    text: ['12,000', '98%', '24'],
    words: ['loaves baked', 'happy customers', 'awards'],
  },
  {
    id: 'en-announcement',
    prompt: 'Announcement bar saying "Free shipping over €50" that can be dismissed',
    lang: 'en',
    pattern: 'announcement',
    text: ['Free shipping over €50'],
    interactions: ['announcement-dismiss'],
  },
  {
    id: 'en-blog',
    prompt: 'Blog cards with 3 recent posts',
    lang: 'en',
    pattern: 'blog-cards',
    count: { n: 3, of: 'posts', selector: 'article' },
  },
  {
    id: 'en-products',
    prompt: 'Product cards for 4 sourdough breads with prices',
    lang: 'en',
    pattern: 'product-cards',
    count: { n: 4, of: 'products', selector: 'article' },
    words: ['sourdough'],
  },
  {
    id: 'en-checkout',
    prompt: 'A multi-step checkout form with address, shipping and payment steps',
    lang: 'en',
    pattern: 'multi-step-form',
    words: ['address', 'shipping', 'payment'],
    count: { n: 3, of: 'steps', selector: 'ol > li' },
    interactions: ['multi-step'],
  },
  {
    id: 'en-about',
    prompt: 'Image on the left, text on the right about our story',
    lang: 'en',
    pattern: 'about',
    imageSide: 'left',
    brand: true,
  },
  {
    id: 'en-footer',
    prompt: 'Footer with links to Instagram and Facebook and an imprint link',
    lang: 'en',
    pattern: 'footer',
    controls: ['Instagram', 'Facebook', 'Imprint'],
    brand: true,
  },
  {
    id: 'en-timeline',
    prompt: 'A timeline of our history since 1998',
    lang: 'en',
    pattern: 'timeline',
    text: ['1998'],
    has: [['ol', 'an ordered list of events']],
  },
  {
    id: 'en-navbar',
    prompt: 'A navbar with links Home, Menu, About and Contact and a mobile menu',
    lang: 'en',
    pattern: 'navbar',
    controls: ['Home', 'Menu', 'About', 'Contact'],
    brand: true,
    interactions: ['mobile-menu'],
  },
  {
    id: 'en-mega-menu',
    prompt: 'A mega menu with the groups Products, Solutions and Resources',
    lang: 'en',
    pattern: 'mega-menu',
    text: ['Products', 'Solutions', 'Resources'],
    brand: true,
    interactions: ['mega-menu', 'mobile-menu'],
  },
  {
    id: 'en-comparison',
    prompt: 'A comparison table of the Basic, Pro and Team plans with 5 features',
    lang: 'en',
    pattern: 'comparison',
    text: ['Basic', 'Pro', 'Team'],
    count: { n: 5, of: 'feature rows', selector: 'tbody tr' },
    has: [['th[scope]', 'header cells with scope']],
  },
  {
    id: 'en-shipping',
    prompt: 'Shipping and returns information as an accordion with 3 questions',
    lang: 'en',
    pattern: 'shipping-returns',
    count: { n: 3, of: 'questions', selector: QUESTIONS },
    interactions: ['accordion'],
  },
  {
    id: 'en-ingredients',
    prompt: 'Ingredients of our granola: oats, honey, almonds and sea salt',
    lang: 'en',
    pattern: 'ingredients',
    words: ['oats', 'honey', 'almonds', 'sea salt'],
    count: { n: 4, of: 'ingredients' },
  },

  // ---- German -----------------------------------------------------------------
  {
    id: 'de-hero',
    prompt: 'Ein Hero-Bereich mit der Überschrift "Frisch gebacken seit 1921" und einem Button "Jetzt bestellen"',
    lang: 'de',
    pattern: 'hero',
    text: ['Frisch gebacken seit 1921', 'Jetzt bestellen'],
    controls: ['Jetzt bestellen'],
    brand: true,
  },
  {
    id: 'de-pricing',
    prompt: 'Preistabelle mit drei Paketen und einem Schalter für monatlich und jährlich',
    lang: 'de',
    pattern: 'pricing',
    count: { n: 3, of: 'plans', selector: 'article' },
    interactions: ['pricing-toggle'],
  },
  {
    id: 'de-faq',
    prompt: 'Häufige Fragen zu Versand und Rückgabe, vier Fragen',
    lang: 'de',
    pattern: 'faq',
    count: { n: 4, of: 'questions', selector: QUESTIONS },
    interactions: ['accordion'],
  },
  {
    id: 'de-contact',
    prompt: 'Kontaktbereich mit E-Mail info@baeckerei.de und Telefon 030 987654',
    lang: 'de',
    pattern: 'contact',
    email: 'info@baeckerei.de',
    phone: '030 987654',
  },
  {
    id: 'de-newsletter',
    prompt: 'Ein Newsletter-Bereich mit der Überschrift "Bleib auf dem Laufenden"',
    lang: 'de',
    pattern: 'newsletter',
    text: ['Bleib auf dem Laufenden'],
  },
  {
    id: 'de-tabs',
    prompt: 'Tabs für Brot, Kuchen und Kaffee mit unserem Angebot',
    lang: 'de',
    pattern: 'tabs',
    text: ['Brot', 'Kuchen', 'Kaffee'],
    count: { n: 3, of: 'tabs', selector: TABS },
    interactions: ['tabs'],
  },
  {
    id: 'de-cookies',
    prompt: 'Ein Cookie-Banner mit den Buttons Akzeptieren, Ablehnen und Einstellungen',
    lang: 'de',
    pattern: 'cookie-banner',
    controls: ['Akzeptieren', 'Ablehnen', 'Einstellungen'],
    interactions: ['cookie-accept', 'cookie-settings'],
  },

  // ---- French -----------------------------------------------------------------
  {
    id: 'fr-hero',
    prompt: 'Une section héros avec le titre "Le pain comme autrefois" et un bouton "Commander"',
    lang: 'fr',
    pattern: 'hero',
    text: ['Le pain comme autrefois', 'Commander'],
    controls: ['Commander'],
    brand: true,
  },
  {
    id: 'fr-pricing',
    prompt: 'Une section de tarifs avec trois formules pour notre boulangerie',
    lang: 'fr',
    pattern: 'pricing',
    count: { n: 3, of: 'plans', selector: 'article' },
  },
  {
    id: 'fr-faq',
    prompt: 'Une FAQ avec quatre questions sur la livraison',
    lang: 'fr',
    pattern: 'faq',
    count: { n: 4, of: 'questions', selector: QUESTIONS },
    interactions: ['accordion'],
  },
  {
    id: 'fr-cookies',
    prompt: 'Un bandeau de cookies avec les boutons accepter et refuser',
    lang: 'fr',
    pattern: 'cookie-banner',
    has: [
      ['[data-consent="accept"]', 'an accept button'],
      ['[data-consent="reject"]', 'a reject button'],
    ],
    interactions: ['cookie-accept', 'cookie-reject'],
  },
  {
    id: 'fr-newsletter',
    prompt: 'Une section d\'inscription à la newsletter avec le titre "Restez informés"',
    lang: 'fr',
    pattern: 'newsletter',
    text: ['Restez informés'],
  },

  // ---- Spanish ----------------------------------------------------------------
  {
    id: 'es-hero',
    prompt: 'Una sección hero con el título "Pan recién horneado" y un botón "Pedir ahora"',
    lang: 'es',
    pattern: 'hero',
    text: ['Pan recién horneado', 'Pedir ahora'],
    controls: ['Pedir ahora'],
    brand: true,
  },
  {
    id: 'es-pricing',
    prompt: 'Una tabla de precios con tres planes para nuestra panadería',
    lang: 'es',
    pattern: 'pricing',
    count: { n: 3, of: 'plans', selector: 'article' },
  },
  {
    id: 'es-faq',
    prompt: 'Preguntas frecuentes sobre envíos y devoluciones, cuatro preguntas',
    lang: 'es',
    pattern: 'faq',
    count: { n: 4, of: 'questions', selector: QUESTIONS },
    interactions: ['accordion'],
  },
  {
    id: 'es-contact',
    prompt: 'Sección de contacto con el correo hola@panaderia.es y el teléfono +34 912 345 678',
    lang: 'es',
    pattern: 'contact',
    email: 'hola@panaderia.es',
    phone: '+34 912 345 678',
  },
  {
    id: 'es-team',
    prompt: 'Una sección de equipo con cuatro personas de nuestra panadería',
    lang: 'es',
    pattern: 'team',
    count: { n: 4, of: 'people' },
  },

  // ---- Italian ----------------------------------------------------------------
  {
    id: 'it-hero',
    prompt: 'Una sezione hero con il titolo "Pane fresco ogni mattina" e un pulsante "Ordina ora"',
    lang: 'it',
    pattern: 'hero',
    text: ['Pane fresco ogni mattina', 'Ordina ora'],
    controls: ['Ordina ora'],
    brand: true,
  },
  {
    id: 'it-pricing',
    prompt: 'Una tabella prezzi con tre piani: Base €9, Pro €29 e Team €79, evidenzia il piano centrale',
    lang: 'it',
    pattern: 'pricing',
    text: ['Base', 'Pro', 'Team'],
    prices: ['€9', '€29', '€79'],
    count: { n: 3, of: 'plans', selector: 'article' },
    highlight: 1,
  },
  {
    id: 'it-faq',
    prompt: 'Domande frequenti sulla spedizione e sui resi, quattro domande',
    lang: 'it',
    pattern: 'faq',
    count: { n: 4, of: 'questions', selector: QUESTIONS },
    interactions: ['accordion'],
  },
  {
    id: 'it-contact',
    prompt: 'Sezione contatti con email ciao@forno.it e telefono +39 06 1234567',
    lang: 'it',
    pattern: 'contact',
    email: 'ciao@forno.it',
    phone: '+39 06 1234567',
  },
  {
    id: 'it-countdown',
    prompt: 'Un conto alla rovescia per il lancio del 1 dicembre con un pulsante "Avvisami"',
    lang: 'it',
    pattern: 'countdown',
    text: ['Avvisami'],
    controls: ['Avvisami'],
    has: [['time[datetime*="-12-01"]', 'a <time> for 1 December']],
    interactions: ['countdown'],
  },

  // ---- Dutch ------------------------------------------------------------------
  {
    id: 'nl-hero',
    prompt: 'Een hero-sectie met de titel "Vers gebakken brood" en een knop "Bestel nu"',
    lang: 'nl',
    pattern: 'hero',
    text: ['Vers gebakken brood', 'Bestel nu'],
    controls: ['Bestel nu'],
    brand: true,
  },
  {
    id: 'nl-pricing',
    prompt: 'Een prijstabel met drie pakketten en een schakelaar voor maandelijks en jaarlijks',
    lang: 'nl',
    pattern: 'pricing',
    count: { n: 3, of: 'plans', selector: 'article' },
    interactions: ['pricing-toggle'],
  },
  {
    id: 'nl-faq',
    prompt: 'Veelgestelde vragen over verzending en retourneren, vier vragen',
    lang: 'nl',
    pattern: 'faq',
    count: { n: 4, of: 'questions', selector: QUESTIONS },
    interactions: ['accordion'],
  },
  {
    id: 'nl-newsletter',
    prompt: 'Een nieuwsbriefsectie met de kop "Blijf op de hoogte"',
    lang: 'nl',
    pattern: 'newsletter',
    text: ['Blijf op de hoogte'],
  },
  {
    id: 'nl-cookies',
    prompt: 'Een cookiebanner met de knoppen accepteren, weigeren en instellingen',
    lang: 'nl',
    pattern: 'cookie-banner',
    has: [
      ['[data-consent="accept"]', 'an accept button'],
      ['[data-consent="reject"]', 'a reject button'],
      ['[data-consent="settings"]', 'a settings button'],
    ],
    interactions: ['cookie-accept', 'cookie-settings'],
  },

  // ---- Portuguese ---------------------------------------------------------------
  {
    id: 'pt-hero',
    prompt: 'Uma secção hero com o título "Pão fresco todos os dias" e um botão "Encomendar agora"',
    lang: 'pt',
    pattern: 'hero',
    text: ['Pão fresco todos os dias', 'Encomendar agora'],
    controls: ['Encomendar agora'],
    brand: true,
  },
  {
    id: 'pt-pricing',
    prompt: 'Uma tabela de preços com três planos para a nossa padaria',
    lang: 'pt',
    pattern: 'pricing',
    count: { n: 3, of: 'plans', selector: 'article' },
  },
  {
    id: 'pt-faq',
    prompt: 'Perguntas frequentes sobre envio e devoluções, quatro perguntas',
    lang: 'pt',
    pattern: 'faq',
    count: { n: 4, of: 'questions', selector: QUESTIONS },
    interactions: ['accordion'],
  },
  {
    id: 'pt-contact',
    prompt: 'Secção de contacto com o email ola@padaria.pt e o telefone +351 21 123 4567',
    lang: 'pt',
    pattern: 'contact',
    email: 'ola@padaria.pt',
    phone: '+351 21 123 4567',
  },
  {
    id: 'pt-gallery',
    prompt: 'Uma galeria de imagens com lightbox, seis fotos da nossa padaria',
    lang: 'pt',
    pattern: 'gallery',
    count: { n: 6, of: 'photos (lightbox buttons)', selector: THUMBS },
    interactions: ['lightbox'],
  },
];

const SHOPIFY_CSS = `:root{--color-base-text:46,59,52;--color-base-background-1:247,245,240;--color-base-accent-1:122,143,118}
.button{background:#7a8f76;color:#fff;border-radius:2px;box-shadow:none}
body{font-family:"Work Sans",sans-serif;color:#2e3b34;background:#f7f5f0}h1,h2{font-family:"Lora",serif}`;

export const DESIGN_SYSTEMS: Record<string, DesignSystem> = {
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
