/**
 * Reads a free-text prompt in any of the generator's languages: which
 * sections it asks for, the copy and content it spells out (quoted headings,
 * button labels, counts, named items, prices, figures, contact details,
 * dates) and its topic.
 */
import { NAMED_COLORS } from '@atelier/web-kit/color';
import { GENERIC_BANK, TOPIC_BANKS, type TopicBank } from './copy-bank';
import { PATTERN_WORDS, CLOSEST_WORDS } from './keywords';
import { detectLang, LANGS, type Lang } from './lang';
import type { Feature } from './pipeline/features';
import { blank, lowerInPlace, type Found } from './prompt-content';

/**
 * What the prompt spells out for one section. Every field is used as given
 * (verbatim, in the prompt's language); a pattern fills what is missing from
 * its copy bank.
 */
export interface SectionCopy {
  heading?: string;
  subheading?: string;
  button?: string;
  /** Short label above the heading ("eyebrow", "kicker"). */
  eyebrow?: string;
  /** A badge or tag ("badge \"New\"", "label it Bestseller"). */
  badge?: string;
  /** How many items ("three tiers", "4 questions", "6 logos"). */
  count?: number;
  /** Named items in the prompt's order: "Coffee, Tea and Pastries", "S, M, L, XL", "Berlin, Hamburg and Munich". */
  items?: string[];
  /** What each named item's own parentheses say, aligned with `items`: "Lucía (Vinyasa)" → "Vinyasa". */
  details?: Array<string | undefined>;
  /** Every button the prompt names for the section, in order ("buttons «Chiama ora» and «Scrivici»"). */
  buttons?: string[];
  /** Prices as written ("€9", "29 €", "$1,200/yr"), with the name they belong to when given ("Basic €9"). */
  prices?: Array<{ name?: string; amount: string }>;
  /** Figures with their labels, as written: "12,000 loaves baked", "98% happy customers". */
  figures?: Array<{ value: string; label: string }>;
  email?: string;
  phone?: string;
  /** A link the prompt gives ("https://…", "instagram.com/brand"). */
  url?: string;
  /** Where the image goes ("image on the left"). */
  imageSide?: 'left' | 'right';
  /** Index of the item to highlight ("highlight the middle plan" → 1 of 3). */
  highlight?: number;
  /**
   * A date the prompt names ("launch on 1 December", "am 24. Dezember", "2027-01-15"), as an ISO 8601 date.
   * Without a year it is the next occurrence after a fixed day (DATE_REFERENCE, 2026-11-26), never after
   * the clock's today, so the same prompt always gives the same page.
   */
  date?: string;
  /** What the section is about, as written ("questions about shipping and returns" → "shipping and returns"). */
  subject?: string;
  /** The prompt asks for a monthly/yearly switch ("with a monthly/yearly toggle", "annual billing"). */
  toggle?: boolean;
  /** The prompt asks for a carousel or slider ("testimonial slider", "carousel of reviews"). */
  carousel?: boolean;
}

/** What the analysis needs to know about a pattern. */
export interface PatternMeta {
  id: string;
  keywords: string[];
  /** Nouns counted in phrases such as "3 plans" or "six features". */
  itemNouns: string[];
  /** top and bottom patterns keep their place on a page; flow patterns follow the prompt's order. */
  place: 'top' | 'flow' | 'bottom';
  rank: number;
  /** Patterns this one stands in for when both are asked for (a mega menu is the navbar). */
  replaces?: string[];
  /**
   * Patterns whose words, said after this one's, describe its content rather than asking for sections
   * of their own: "a comparison table of the Basic, Pro and Team plans with 5 features" is one table.
   */
  absorbs?: string[];
  /** Default number of items and the largest number a prompt may ask for. */
  items?: { default: number; max: number };
}

export interface PromptAnalysis {
  seed: number;
  /** The prompt's language: every generated label and filler text is written in it. */
  lang: Lang;
  bank: TopicBank;
  topic: string;
  brand: string;
  sections: Array<{ id: string; copy: SectionCopy }>;
  /** Features the prompt asks for as modifiers ("sticky", "with dots"): the verify phase checks each. */
  features: Feature[];
  /**
   * Set when no pattern was asked for by name: what the prompt asked for, in
   * its words; `sections` then hold the closest component.
   */
  unmatched?: string;
}

// ---------------------------------------------------------------- words

export const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  single: 1,
  couple: 2,
  pair: 2,
  // German
  zwei: 2,
  drei: 3,
  vier: 4,
  fünf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
  zehn: 10,
  elf: 11,
  zwölf: 12,
  // French
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  onze: 11,
  douze: 12,
  // Spanish
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
  // Italian
  due: 2,
  tre: 3,
  quattro: 4,
  cinque: 5,
  sei: 6,
  sette: 7,
  otto: 8,
  nove: 9,
  dieci: 10,
  undici: 11,
  dodici: 12,
  // Dutch
  twee: 2,
  drie: 3,
  vijf: 5,
  zes: 6,
  zeven: 7,
  negen: 9,
  tien: 10,
  twaalf: 12,
  // Portuguese
  dois: 2,
  duas: 2,
  três: 3,
  quatro: 4,
  sete: 7,
  oito: 8,
  dez: 10,
  doze: 12,
};

export const STOP_WORDS = new Set(
  (
    'a an the and or with without for of to in on at by from into onto about above below under over that which who this these those it its ' +
    'my our your their his her me we us you they some any each every all both more most less very really please make create build design generate ' +
    'add include including includes featuring feature show showing use using need needs want wants like should would could can will be is are was were has have ' +
    'section sections block blocks component components page pages layout area part element module snippet site website web landing homepage home ' +
    'modern minimal minimalist clean dark light bold elegant simple beautiful responsive colorful colourful playful sleek big large small nice professional ' +
    'new cool fancy stylish centered centred animated full width wide grid list cards card row rows column columns style styled look looking ' +
    'also just then there here one two three four five six seven eight nine ten eleven twelve short long below after before next top bottom ' +
    'heading headline title subtitle subheading tagline text copy button buttons cta label called named image images photo photos icon icons background ' +
    'mobile desktop friendly version type kind set some premium free inspired reference references composition landscape portrait square ' +
    'px vivid muted soft-contrast high-contrast mid-toned dominated airy focused tall keep accents colour color colours colors tones tone mode theme ' +
    'team logo logos links link social slider carousel responsive need needs titled monthly yearly annual weekly daily left right middle ' +
    'popular highlight highlighted recommended best value last first featured saying says reads per month months year years week ' +
    // German
    'ein eine einen einem einer eines der die das den dem des und oder mit ohne für von zu im in am an auf aus bei nach über unter vor ' +
    'mein meine unser unsere unseren unserem euer eure ihr ihre sein seine bitte erstelle erstellen mache mach baue bau zeige zeig gestalte ' +
    'bereich abschnitt sektion seite block modern moderne modernen schlicht schlichte elegant elegante einfach einfache schön schöne ' +
    'groß große klein kleine neu neue neuen hell dunkel dunkle dunklen text überschrift titel untertitel knopf schaltfläche bild bilder ' +
    // French
    'un une le la les l de du des et ou avec sans pour par en au aux sur sous dans mon ma mes notre nos votre vos son sa ses ce cette ces ' +
    'section page bloc moderne élégant élégante simple beau belle grand grande petit petite nouveau nouvelle sombre clair claire texte titre sous-titre bouton ' +
    'crée créer fais faire ajoute ajouter ' +
    // Spanish
    'el los las y o con sin para por en del al mi mis nuestro nuestra nuestros nuestras su sus este esta estos estas ' +
    'sección página bloque moderno moderna elegante sencillo sencilla bonito bonita grande pequeño pequeña nuevo nueva oscuro oscura texto título subtítulo botón ' +
    'crea crear haz hacer añade añadir ' +
    // Italian
    'il lo gli i uno una e ed con senza per da di del della dei delle nel nella su mio mia nostro nostra nostri nostre questo questa ' +
    'sezione pagina blocco moderno moderna elegante semplice bello bella grande piccolo piccola nuovo nuova scuro scura testo titolo sottotitolo pulsante bottone ' +
    'fai fare aggiungi ' +
    // Dutch
    'het een en of met zonder voor van naar op aan bij uit mijn onze ons jullie deze dit die ' +
    'sectie pagina blok modern moderne elegant elegante eenvoudig eenvoudige mooi mooie groot grote klein kleine nieuw nieuwe donker donkere tekst titel ondertitel knop ' +
    'maak maken voeg ' +
    // Portuguese
    'o os as um uma e ou com sem para por em no na nos nas do da dos das meu minha nosso nossa nossos nossas este esta ' +
    'seção secção página bloco moderno moderna elegante simples bonito bonita grande pequeno pequena novo nova escuro escura texto título subtítulo botão ' +
    'cria criar faça fazer adiciona'
  ).split(/\s+/),
);

export const LANDING_WORDS = [
  'landing page',
  'landing',
  'home page',
  'homepage',
  'website',
  'web site',
  'one-pager',
  'one pager',
  'onepager',
  'full page',
  'whole page',
  'site',
  'landingpage',
  'landing-page',
  'startseite',
  'webseite',
  'komplette seite',
  'ganze seite',
  "page d'accueil",
  'site web',
  'page complète',
  'página de inicio',
  'sitio web',
  'página web',
  'página completa',
  'pagina iniziale',
  'sito web',
  'pagina completa',
  'landingspagina',
  'startpagina',
  'homepagina',
  'volledige pagina',
  'página inicial',
];

export const LANDING_SET = new Set(LANDING_WORDS);

export type Role = 'heading' | 'subheading' | 'button' | 'eyebrow' | 'badge' | 'brand' | 'text';

/** Words that name a slot, in every language; the quoted or labelled text after them fills it. */
const SLOT_LABELS: Array<[Role, string[]]> = [
  [
    'subheading',
    [
      'sub-heading',
      'subheading',
      'sub heading',
      'subtitle',
      'sub-title',
      'subheadline',
      'sub-headline',
      'tagline',
      'description',
      'subtext',
      'lead text',
      'untertitel',
      'unterüberschrift',
      'unterzeile',
      'subline',
      'beschreibung',
      'sous-titre',
      'sous titre',
      'accroche',
      'subtítulo',
      'subtitulo',
      'descripción',
      'descripcion',
      'sottotitolo',
      'descrizione',
      'ondertitel',
      'subkop',
      'beschrijving',
      'descrição',
    ],
  ],
  [
    'heading',
    [
      'heading',
      'headline',
      'title',
      'titled',
      'h1',
      'überschrift',
      'ueberschrift',
      'titel',
      'schlagzeile',
      'titre',
      'intitulé',
      'título',
      'titulo',
      'titulado',
      'titolo',
      'intitolato',
      'kop',
      'kopregel',
    ],
  ],
  [
    'button',
    [
      'button',
      'cta',
      'call to action',
      'call-to-action',
      'link',
      'schaltfläche',
      'knopf',
      'button-text',
      'buttontext',
      'bouton',
      'lien',
      'botón',
      'boton',
      'enlace',
      'pulsante',
      'bottone',
      'knop',
      'botão',
      'botao',
    ],
  ],
  [
    'eyebrow',
    [
      'eyebrow',
      'kicker',
      'overline',
      'dachzeile',
      'spitzmarke',
      'surtitre',
      'sur-titre',
      'antetítulo',
      'antetitulo',
      'occhiello',
      'sopratitolo',
      'bovenkop',
      'sobretítulo',
    ],
  ],
  [
    'badge',
    [
      'badge',
      'tag',
      'label',
      'sticker',
      'abzeichen',
      'etikett',
      'plakette',
      'étiquette',
      'pastille',
      'insignia',
      'etiqueta',
      'distintivo',
      'etichetta',
      'etiket',
      'selo',
    ],
  ],
  [
    'brand',
    [
      'called',
      'named',
      'brand',
      'brand name',
      'heißt',
      'heisst',
      'namens',
      'marke',
      'markenname',
      'nommé',
      'nommée',
      'appelé',
      'appelée',
      'marque',
      'llamado',
      'llamada',
      'marca',
      'chiamato',
      'chiamata',
      'genaamd',
      'merk',
      'merknaam',
      'chamado',
      'chamada',
    ],
  ],
  [
    'text',
    [
      'saying',
      'that says',
      'which says',
      'reading',
      'that reads',
      'with the text',
      'text',
      'mit dem text',
      'mit der aufschrift',
      'aufschrift',
      'lautet',
      'avec le texte',
      'qui dit',
      'disant',
      'texte',
      'con el texto',
      'que dice',
      'que diga',
      'texto',
      'con il testo',
      'che dice',
      'testo',
      'met de tekst',
      'die zegt',
      'tekst',
      'com o texto',
      'que diz',
    ],
  ],
];

/** Words allowed between a slot's name and its text: "button with the label", "Überschrift mit dem Text", "le titre :". */
const CONNECTORS = [
  'is',
  'reads',
  'reading',
  'says',
  'saying',
  'of',
  'to',
  'as',
  'with',
  'the',
  'a',
  'an',
  'it',
  'text',
  'label',
  'copy',
  'called',
  'named',
  'lautet',
  'ist',
  'mit',
  'dem',
  'der',
  'die',
  'das',
  'den',
  'einem',
  'einer',
  'aufschrift',
  'beschriftung',
  'est',
  'avec',
  'le',
  'la',
  'les',
  'un',
  'une',
  'texte',
  'libellé',
  'dit',
  'es',
  'con',
  'el',
  'una',
  'texto',
  'que',
  'dice',
  'diga',
  'è',
  'il',
  'lo',
  'testo',
  'che',
  'met',
  'de',
  'het',
  'een',
  'tekst',
  'zegt',
  'é',
  'com',
  'o',
  'um',
  'uma',
  'diz',
];

/** A "called"/"named" right after one of these names a section or an item, not the business. */
export const UI_NOUNS = new Set(
  (
    'button link section block tab tabs page card column plan tier item heading title badge tag label step question product ' +
    'bereich abschnitt sektion seite karte spalte paket reiter tab knopf schaltfläche ' +
    'section onglet bouton carte colonne formule bloc ' +
    'sección pestaña botón tarjeta columna plan bloque ' +
    'sezione scheda pulsante colonna piano blocco ' +
    'sectie tabblad knop kaart kolom pakket blok ' +
    'seção secção aba botão cartão coluna plano bloco'
  ).split(/\s+/),
);

/** Field names and the like: a list of them ("E-Mail, Telefon und Adresse") describes a form, not content. */
export const FIELD_WORDS = new Set(
  (
    'email e-mail mail phone telephone tel address name message subject date time ' +
    'telefon telefonnummer adresse nachricht betreff datum uhrzeit ' +
    'téléphone nom prénom objet ' +
    'correo teléfono telefono dirección nombre mensaje asunto fecha hora ' +
    'indirizzo nome messaggio oggetto data ora ' +
    'telefoon adres naam bericht onderwerp datum tijd ' +
    'telefone endereço mensagem assunto'
  ).split(/\s+/),
);

/** Capitalised words before a price that are not its name ("Only €9", "Ab 29 €"). */
export const PRICE_FILLERS = new Set(
  (
    'only just from starting at price prices pricing costs the a an and or with for per ' +
    'nur ab ab nur preis kostet der die das ein eine und mit für ' +
    'seulement dès à partir de prix coûte le la les un une et avec pour ' +
    'solo desde precio cuesta el los las un una y con para por ' +
    'solo da prezzo costa il lo la un una e con per ' +
    'slechts vanaf prijs kost de het een en met voor ' +
    'apenas desde preço custa o a os as um uma e com para por'
  ).split(/\s+/),
);

const ALL_LABELS = SLOT_LABELS.flatMap(([, words]) => words);
export const LABEL_SET = new Set(ALL_LABELS);

export function escapeRe(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '[\\s-]+');
}

const alternation = (words: readonly string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map(escapeRe)
    .join('|');

const LABEL_ALT = alternation(ALL_LABELS);
const CONNECTOR_ALT = alternation(CONNECTORS);
const LABEL_BEFORE_RE = new RegExp(
  `(?<![\\p{L}\\p{N}])(${LABEL_ALT})((?:\\s*(?:[:=–—-]|(?<![\\p{L}\\p{N}])(?:${CONNECTOR_ALT})(?![\\p{L}\\p{N}])))*)\\s*$`,
  'u',
);
const LABEL_AFTER_RE = new RegExp(
  `^\\s*(?:(?:as|als|comme|como|come|als)\\s+(?:(?:the|a|an|der|die|das|le|la|el|il|de|o|a)\\s+)?)?(${LABEL_ALT})(?![\\p{L}\\p{N}])`,
  'u',
);

function roleOf(label: string): Role | undefined {
  const clean = label.replace(/\s+/g, ' ');
  return SLOT_LABELS.find(([, words]) => words.includes(clean))?.[0];
}

// ---------------------------------------------------------------- spans

export interface Span {
  text: string;
  start: number;
  end: number;
  role?: Role;
}

const QUOTE_RE =
  /"([^"\n]{1,160})"|“([^“”\n]{1,160})”|«([^«»\n]{1,160})»|»([^«»\n]{1,160})«|„([^„“”"\n]{1,160})[“”"]|‚([^‚‘’\n]{1,160})[‘’]|(?<![\p{L}\p{N}])'([^'\n]{1,160})'(?![\p{L}\p{N}])|‘([^‘’\n]{1,160})’/gu;

/** The slot named just before a quote ("heading", "le bouton", "Überschrift mit dem Text"). */
function labelBefore(lowerWindow: string): Role | undefined {
  const m = LABEL_BEFORE_RE.exec(lowerWindow);
  if (!m?.[1]) return undefined;
  const role = roleOf(m[1]);
  if (
    role === 'brand' &&
    /^(?:called|named|heißt|heisst|namens|nommée?|appelée?|llamad[oa]|chiamat[oa]|genaamd|chamad[oa])$/.test(m[1])
  ) {
    // "a tab called "Coffee"" names the tab, not the business.
    const before =
      lowerWindow
        .slice(0, m.index)
        .trim()
        .split(/[^\p{L}\p{N}-]+/u)
        .pop() ?? '';
    if (UI_NOUNS.has(before)) return undefined;
  }
  return role;
}

export function findQuotes(prompt: string, lower: string): Span[] {
  const spans: Span[] = [];
  for (const m of prompt.matchAll(QUOTE_RE)) {
    const text =
      m
        .slice(1)
        .find((g) => g !== undefined)
        ?.trim() ?? '';
    if (!text) continue;
    const start = m.index;
    const end = start + m[0].length;
    let role = labelBefore(lower.slice(Math.max(0, start - 48), start));
    if (!role) {
      const after = LABEL_AFTER_RE.exec(lower.slice(end, end + 30))?.[1];
      const afterRole = after === undefined ? undefined : roleOf(after);
      if (afterRole && afterRole !== 'brand' && afterRole !== 'text') role = afterRole;
    }
    spans.push({ text, start, end, role });
  }
  return spans;
}

const TERMINATOR =
  '(?=\\s*(?:[,;\\n]|\\.(?:\\s|$)|\\s+(?:and|und|et|y|e|en)\\s+(?:a|an|the|ein|eine|einen|einem|der|die|das|den|un|une|le|la|les|el|los|las|uno|una|il|lo|gli|de|het|een|o|os|as|um|uma)\\s|\\s+(?:with|mit|avec|con|met|com)\\s|$))';
const COLON_LABELS = alternation(
  ALL_LABELS.filter(
    (w) => !['text', 'texte', 'texto', 'testo', 'tekst', 'link', 'lien', 'tag', 'label'].includes(w),
  ).filter((w) => roleOf(w) !== 'brand' && roleOf(w) !== 'text'),
);
const LABELLED_RE = new RegExp(
  `(?<![\\p{L}\\p{N}])(${COLON_LABELS})\\s*[:=]\\s*([^"“'‘«»„‚,;\\n][^,;\\n]*?)${TERMINATOR}|(?<![\\p{L}\\p{N}])(titled)\\s+([^"“'‘«»„‚,;\\n][^,;\\n]*?)${TERMINATOR}`,
  'giu',
);

/** "title Grow faster": an English label followed by a capitalised phrase counts as copy even without a colon. */
const CAPITALISED_RE = new RegExp(
  `\\b([Hh]eading|[Hh]eadline|[Tt]itle|[Ss]ubtitle|[Tt]agline)\\s+([A-Z][^,;\\n]*?)${TERMINATOR}`,
  'g',
);

export function findLabelled(prompt: string, quoted: Span[]): Span[] {
  const spans: Span[] = [];
  const inQuote = (at: number) => quoted.some((q) => at >= q.start && at < q.end);
  for (const m of prompt.matchAll(CAPITALISED_RE)) {
    const [whole, label, value] = m;
    if (label === undefined || value === undefined) continue;
    const start = m.index + whole.length - value.length;
    if (inQuote(start)) continue;
    spans.push({ text: value.trim(), start, end: start + value.length, role: roleOf(label.toLowerCase()) });
  }
  for (const m of prompt.matchAll(LABELLED_RE)) {
    const label = m[1] ?? m[3];
    const raw = m[2] ?? m[4];
    if (label === undefined || raw === undefined) continue;
    const valueStart = m.index + m[0].length - raw.length;
    if (inQuote(m.index) || spans.some((s) => s.start === valueStart)) continue;
    const value = raw.trim();
    if (!value) continue;
    spans.push({ text: value, start: valueStart, end: valueStart + raw.length, role: roleOf(label.toLowerCase()) });
  }
  return spans;
}

/** Lower-cased prompt with quoted copy and content blanked out, so "Pricing that scales" in quotes asks for no pricing section. */
export function searchableText(prompt: string, blanks: readonly Found[]): string {
  return blank(lowerInPlace(prompt).replace(/[’‘]/g, "'"), blanks)
    .split('')
    .map((c) => (/[\p{L}\p{N}&'-]/u.test(c) ? c : ' '))
    .join('');
}

// ---------------------------------------------------------------- keywords

/** Keywords never matched inside a compound ("press" in "Express"). */
const NO_COMPOUND = new Set(['press']);
const REGEX_CACHE = new Map<string, RegExp>();

/**
 * Where a keyword occurs as a word of its own. In German and Dutch a keyword
 * of four letters or more also counts at the start or the end of a compound:
 * "Preistabelle", "Kontaktbereich", "Eintrittspreise".
 */
function keywordRe(keyword: string, compound: boolean): RegExp {
  const key = `${compound ? 'c' : 'w'}:${keyword}`;
  let re = REGEX_CACHE.get(key);
  if (!re) {
    const body = escapeRe(keyword);
    const joins = compound && !/\s/.test(keyword) && [...keyword].length >= 4 && !NO_COMPOUND.has(keyword);
    re = new RegExp(
      joins ? `(?<![\\p{L}\\p{N}])${body}|${body}(?![\\p{L}\\p{N}])` : `(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`,
      'gu',
    );
    REGEX_CACHE.set(key, re);
  }
  return re;
}

export interface Hit {
  start: number;
  end: number;
}

export function keywordHits(text: string, keyword: string, compound: boolean): Hit[] {
  const hits: Hit[] = [];
  // Most keywords are absent: a plain search for the first word spares the regular expression.
  if (!text.includes(keyword.split(/\s/)[0] ?? keyword)) return hits;
  const re = keywordRe(keyword, compound);
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    // "cta button" and "call to action link" describe a button, not a call-to-action band.
    if (
      /^(cta|call to action)$/.test(keyword) &&
      /^\s*(button|link|text|label)/.test(text.slice(m.index + m[0].length))
    )
      continue;
    hits.push({ start: m.index, end: m.index + m[0].length });
  }
  return hits;
}

/**
 * "questions about shipping and returns", "compare our plans": the words after
 * these name what a section is about, not further sections. The phrase runs to
 * the end of the clause ("… and a contact form" starts a new one).
 */
const SUBJECT_RE =
  /(?<![\p{L}\d])(?:(?:comparison(?: table)?|vergleich|comparatif|comparaison|comparación|comparativa|confronto|vergelijking|comparação)\s+(?:of|between|von|zwischen|de|des|entre|di|tra|fra|van|tussen)|about|regarding|concerning|compare|comparing|über|zum thema|zum|zur|zu|sur|su|sulla|sulle|sui|sugli|over|concernant|sobre|acerca de|riguardo a|riguardo|vergelijk|vergleiche|compara|comparer)\s+([^,.;:!?\n]+?)(?=\s+(?:and|und|et|y|e|en)\s+(?:a|an|the|then|ein|eine|einen|einem|un|une|una|uno|een|um|uma)(?![\p{L}\d])|\s+(?:with|then|plus|mit|avec|con|met|com)(?![\p{L}\d])|[,.;:!?\n]|$)/gu;

/** `at`: where the phrase's leading word ("about") starts. */
export function subjectSpans(prompt: string): Array<{ at: number; start: number; end: number }> {
  return [...prompt.toLowerCase().matchAll(SUBJECT_RE)].map((m) => {
    const phrase = m[1] ?? '';
    const end = (m.index ?? 0) + m[0].length;
    return { at: m.index ?? 0, start: end - phrase.length, end };
  });
}

/** A monthly/yearly switch for prices, in the seven languages. */
export const TOGGLE_RE =
  /(?<![\p{L}])(?:toggle|switch|monthly|yearly|annual(?:ly)?|billed|monatlich|jährlich|schalter|umschalter|mensuel(?:le)?|annuel(?:le)?|mensual(?:es)?|anual(?:es)?|mensile|annuale|maandelijks|jaarlijks|mensal|anualmente)(?![\p{L}])/u;

/** Slides rather than a grid, in the seven languages. */
export const CAROUSEL_RE =
  /(?<![\p{L}])(?:carousel|slider|slideshow|slides|karussell|carrousel|carrusel|carosello|carrossel|diavoorstelling)(?![\p{L}])/u;

export const SINCE_YEAR_RE =
  /(?<![\p{L}\d])(?:since|founded in|established in|est\.?|seit|gegründet|depuis|fondée? en|desde|fundad[oa] en|fundad[oa] em|dal|fondat[oa] nel|sinds|opgericht in)\s+((?:1[89]|20)\d\d)(?!\d)/giu;

export function keywordPositions(text: string, keyword: string, compound = false): number[] {
  return keywordHits(text, keyword, compound).map((h) => h.start);
}

/** The definition's own words and the table's, all languages together. */
function mergedMeta(meta: PatternMeta): PatternMeta {
  const extra = PATTERN_WORDS[meta.id];
  if (!extra)
    return {
      ...meta,
      keywords: meta.keywords.map((k) => k.toLowerCase()),
      itemNouns: meta.itemNouns.map((n) => n.toLowerCase()),
    };
  const all = (table: Partial<Record<Lang, string[]>> | undefined) => LANGS.flatMap((l) => table?.[l] ?? []);
  return {
    ...meta,
    keywords: [...new Set([...meta.keywords, ...all(extra.keywords)].map((k) => k.toLowerCase()))],
    itemNouns: [...new Set([...meta.itemNouns, ...all(extra.itemNouns)].map((n) => n.toLowerCase()))],
  };
}

const SUFFIXES = ['', 's', 'es', 'e', 'en', 'n', 'er', 'ern', 'nen', 'x'];

/** "paketen" is a form of "paket", "domande" of "domanda", "stories" of "story". */
function isFormOf(word: string, noun: string): boolean {
  if (word === noun) return true;
  if (word.startsWith(noun) && SUFFIXES.includes(word.slice(noun.length))) return true;
  if (noun.length >= 4 && /[aeiouy]$/.test(noun)) {
    const stem = noun.slice(0, -1);
    if (word.startsWith(stem) && ['i', 'e', 'ies', 'es', 'is'].includes(word.slice(stem.length))) return true;
  }
  return false;
}

function nounMatches(word: string, noun: string, compound: boolean): boolean {
  if (isFormOf(word, noun)) return true;
  if (!compound || noun.length < 4 || noun.includes(' ')) return false;
  // German and Dutch compounds end with their head noun: "Preispakete", "Teammitglieder".
  for (let k = 3; k <= word.length - noun.length; k++) if (isFormOf(word.slice(k), noun)) return true;
  return false;
}

export interface Match {
  meta: PatternMeta;
  hits: Hit[];
  positions: number[];
}

/** Keyword hits of every pattern; a hit inside a longer hit of another pattern is dropped ("news" in "newsletter"). */
export function matchKeywords(text: string, metas: readonly PatternMeta[], compound: boolean): Map<string, Hit[]> {
  const all: Array<Hit & { id: string; order: number; own: boolean }> = [];
  metas.forEach((meta, order) => {
    const idWords = meta.id.replace(/-/g, ' ');
    for (const keyword of meta.keywords) {
      for (const hit of keywordHits(text, keyword, compound)) {
        all.push({ ...hit, id: meta.id, order, own: keyword === idWords || keyword === `${idWords}s` });
      }
    }
  });
  const kept = all.filter(
    (h) =>
      !all.some(
        (o) =>
          o.id !== h.id &&
          o.start <= h.start &&
          o.end >= h.end &&
          (o.end - o.start > h.end - h.start ||
            // The same words in two patterns: the pattern named by them, else the one registered first.
            (o.end - o.start === h.end - h.start && (o.own !== h.own ? o.own : o.order < h.order))),
      ),
  );
  const byId = new Map<string, Hit[]>();
  for (const h of kept) byId.set(h.id, [...(byId.get(h.id) ?? []), { start: h.start, end: h.end }]);
  return byId;
}

export interface WordToken {
  word: string;
  start: number;
  end: number;
}

export function wordTokens(text: string): WordToken[] {
  return [...text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}&'-]*/gu)].map((m) => ({
    word: m[0].replace(/-+$/, ''),
    start: m.index,
    end: m.index + m[0].length,
  }));
}

const COUNT_FILLERS = new Set(['of', 'de', 'di', 'van', 'da', 'do', 'des', 'du', 'del']);

/** "three tiers", "drei Paketen", "quatre questions", "4 verschiedene Preispakete": the pattern whose item noun follows a number. */
/** "with", in the seven languages: "a grid with 4 …". */
const WITH = new Set(['with', 'mit', 'avec', 'con', 'met', 'com']);

export function findCounts(
  text: string,
  metas: readonly PatternMeta[],
  named: ReadonlySet<string>,
  compound: boolean,
): Map<string, { count: number; at: number }> {
  const counts = new Map<string, { count: number; at: number }>();
  const tokens = wordTokens(text);
  tokens.forEach((token, i) => {
    const n = /^\d{1,2}$/.test(token.word) ? parseInt(token.word, 10) : NUMBER_WORDS[token.word];
    if (!n) return;
    for (let j = i + 1; j <= i + 3 && j < tokens.length; j++) {
      const next = tokens[j];
      if (!next) break;
      if (COUNT_FILLERS.has(next.word)) continue;
      const pair = tokens[j + 1] ? `${next.word} ${tokens[j + 1]?.word}` : '';
      const owners = metas.filter((p) =>
        p.itemNouns.some((noun) => nounMatches(next.word, noun, compound) || (pair !== '' && noun === pair)),
      );
      if (owners.length === 0) {
        if (NUMBER_WORDS[next.word] !== undefined || /^\d/.test(next.word)) break;
        continue;
      }
      const owner = owners.find((p) => named.has(p.id)) ?? owners[0];
      if (owner && !counts.has(owner.id)) counts.set(owner.id, { count: n, at: token.start });
      return;
    }
    // "Product grid with 4 sourdough breads": items of the one section named, whatever it calls them.
    const [only] = named;
    const next = tokens[i + 1]?.word ?? '';
    if (named.size === 1 && only && WITH.has(tokens[i - 1]?.word ?? '') && /^\p{L}/u.test(next) && !NUMBER_WORDS[next])
      if (!counts.has(only)) counts.set(only, { count: n, at: token.start });
  });
  return counts;
}

// ---------------------------------------------------------------- topic, bank, brand

export function wordsOf(text: string): string[] {
  return lowerInPlace(text)
    .split(/[^\p{L}\p{N}'&-]+/u)
    .filter(Boolean);
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Phrases count double; on a tie the topic named first wins ("coffee shop" is about coffee). */
function bankScore(bank: TopicBank, text: string): { score: number; first: number } {
  let score = 0;
  let first = Infinity;
  for (const word of bank.match) {
    const [at] = keywordPositions(text, word);
    if (at === undefined) continue;
    score += word.includes(' ') ? 2 : 1;
    first = Math.min(first, at);
  }
  return { score, first };
}

export function chooseBank(text: string): TopicBank {
  let best: TopicBank = GENERIC_BANK;
  let bestScore = { score: 0, first: Infinity };
  for (const bank of TOPIC_BANKS) {
    const score = bankScore(bank, text);
    if (
      score.score > bestScore.score ||
      (score.score === bestScore.score && score.score > 0 && score.first < bestScore.first)
    ) {
      best = bank;
      bestScore = score;
    }
  }
  return best;
}

/** The merged words of a pattern list, with remembered answers (a prompt's words recur from call to call). */
export interface Lexicon {
  metas: PatternMeta[];
  keywords: Set<string>;
  nouns: string[];
  memo: Map<string, boolean>;
}

const LEXICONS = new WeakMap<readonly PatternMeta[], Lexicon>();

export function lexiconOf(patterns: readonly PatternMeta[]): Lexicon {
  let lexicon = LEXICONS.get(patterns);
  if (!lexicon) {
    const metas = patterns.map(mergedMeta);
    lexicon = {
      metas,
      keywords: new Set(metas.flatMap((m) => m.keywords)),
      nouns: [...new Set(metas.flatMap((m) => m.itemNouns))],
      memo: new Map(),
    };
    LEXICONS.set(patterns, lexicon);
  }
  return lexicon;
}

function remembered(lexicon: Lexicon, key: string, answer: () => boolean): boolean {
  const known = lexicon.memo.get(key);
  if (known !== undefined) return known;
  const value = answer();
  if (lexicon.memo.size > 20000) lexicon.memo.clear();
  lexicon.memo.set(key, value);
  return value;
}

/** A word that names a section or its items ("pricing", "Paketen"). */
export function isKeyword(word: string, lexicon: Lexicon): boolean {
  return remembered(
    lexicon,
    `k:${word}`,
    () => lexicon.keywords.has(word) || lexicon.nouns.some((n) => isFormOf(word, n)),
  );
}

/** A word counted after a number ("plans", "Fragen", "Preispakete"). */
export function isItemNoun(word: string, lexicon: Lexicon, compound: boolean): boolean {
  return remembered(lexicon, `${compound ? 'c' : 'n'}:${word}`, () =>
    lexicon.nouns.some((n) => nounMatches(word, n, compound)),
  );
}

export interface Topic {
  text: string;
  /** Where the "for …" phrase sits in the searchable text, when the topic came from one. */
  start: number;
  end: number;
}

const FOR_WORDS: Record<Lang, string> = {
  en: 'for|about',
  de: 'für',
  fr: 'pour',
  es: 'para',
  it: 'per',
  nl: 'voor',
  pt: 'para',
};
const TOPIC_END: Record<Lang, string> = {
  en: 'with|that|which|and|including|featuring|using|in|on|showing|where|who|to|called|named',
  de: 'mit|und|die|der|das|in|im|auf|zu|namens|inklusive|sowie|bei|von|oder',
  fr: 'avec|et|qui|dans|sur|à|nommée?|appelée?|ou|en',
  es: 'con|y|que|en|llamad[oa]|o|de|del',
  it: 'con|e|che|in|su|chiamat[oa]|o|di|del|della',
  nl: 'met|en|die|dat|in|op|genaamd|of|van',
  pt: 'com|e|que|em|no|na|chamad[oa]|ou|de|do|da',
};
const ARTICLES =
  "(?:an?|the|my|our|your|their|eine?[nmrs]?|unsere?[nmrs]?|meine?[nmrs]?|den|die|das|der|dem|un|une|le|la|les|l'|mon|ma|notre|votre|el|los|las|una?|mi|nuestr[oa]s?|il|lo|gli|uno|i|mio|mia|nostr[oaie]|de|het|een|mijn|onze?|o|os|as|um|uma|meu|minha|noss[oa]s?)";

/** The phrase after "for" (für, pour, para, per, voor), else — in English only — the longest run of content words. */
export function findTopic(text: string, lexicon: Lexicon, lang: Lang, exclude: string[] = []): Topic | null {
  const skip = (w: string) =>
    STOP_WORDS.has(w) || LABEL_SET.has(w) || isKeyword(w, lexicon) || exclude.includes(w) || FIELD_WORDS.has(w);
  const clean = (phrase: string): { words: string; offset: number } | null => {
    const all = [...phrase.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'&-]*/gu)];
    const from = all.findIndex((m) => !skip(m[0]));
    if (from === -1) return null;
    const to = all.findLastIndex((m) => !skip(m[0]));
    const words = all.slice(from, to + 1);
    const max = lang === 'en' ? 5 : 3;
    if (words.length === 0 || words.length > max || words.some((m) => /^\d+$/.test(m[0]))) return null;
    const first = words[0];
    const last = words[words.length - 1];
    if (!first || !last) return null;
    return { words: phrase.slice(first.index, last.index + last[0].length), offset: first.index };
  };
  const forWords = lang === 'en' ? FOR_WORDS.en : `${FOR_WORDS[lang]}|for`;
  const ends = lang === 'en' ? TOPIC_END.en : `${TOPIC_END[lang]}|with|and`;
  const forRe = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${forWords})\\s+(?:${ARTICLES}\\s+)?([\\p{L}\\p{N}][\\p{L}\\p{N}'&\\- ]*?)(?=\\s+(?:${ends})(?![\\p{L}\\p{N}])|\\s{2,}|$)`,
    'gu',
  );
  for (const m of text.matchAll(forRe)) {
    const [whole, phrase] = m;
    if (phrase === undefined) continue;
    const topic = clean(phrase);
    if (topic) {
      const start = m.index + whole.length - phrase.length;
      return { text: topic.words, start: start + topic.offset, end: start + phrase.length };
    }
  }
  if (lang !== 'en') return null;
  let best: string[] = [];
  let run: string[] = [];
  for (const word of text.split(/\s+/)) {
    if (word && !skip(word) && !NAMED_COLORS[word] && !/\d/.test(word) && word.length > 1) run.push(word);
    else {
      if (run.length > best.length) best = run;
      run = [];
    }
  }
  if (run.length > best.length) best = run;
  return best.length ? { text: best.slice(0, 4).join(' '), start: -1, end: -1 } : null;
}

const BRAND_CUE_RE =
  /(?<![\p{L}\p{N}])(called|named|brand(?:\s+name)?(?:\s+is)?|heißt|heisst|namens|marke|nommée?|appelée?|marque|llamad[oa]|marca|chiamat[oa]|genaamd|merk|chamad[oa])\s*:?\s+/gu;
const BRAND_NAME_RE = /^(\p{Lu}[\p{L}\p{N}&'’-]*(?:\s+\p{Lu}[\p{L}\p{N}&'’-]*){0,2})/u;

/**
 * The brand: a name the prompt gives explicitly ("called Nordlicht", brand
 * "X", „Marke X“, « nommée X »), else the project's name. Never a
 * capitalised word picked from the prompt.
 */
export function findBrand(
  prompt: string,
  lower: string,
  projectName: string,
  spans: Span[],
  known: (w: string) => boolean,
): string {
  const quotedBrand = spans.find((s) => s.role === 'brand');
  if (quotedBrand) return quotedBrand.text;
  for (const m of lower.matchAll(BRAND_CUE_RE)) {
    const before =
      lower
        .slice(0, m.index)
        .trim()
        .split(/[^\p{L}\p{N}-]+/u)
        .pop() ?? '';
    if (UI_NOUNS.has(before)) continue;
    const name = BRAND_NAME_RE.exec(prompt.slice(m.index + m[0].length))?.[1];
    if (name && !known(name.toLowerCase()) && !wordsOf(name).every((w) => STOP_WORDS.has(w))) return name;
  }
  return projectName.trim();
}

export const GENERIC_PAGES: string[][] = [
  ['navbar', 'hero', 'logo-cloud', 'feature-grid', 'testimonials', 'pricing', 'cta', 'footer'],
  ['navbar', 'hero', 'stats', 'feature-grid', 'steps', 'testimonials', 'faq', 'footer'],
  ['navbar', 'hero', 'feature-grid', 'testimonials', 'faq', 'newsletter', 'footer'],
];

export const DEFAULT_PAGES: Record<string, string[][]> = {
  shop: [['navbar', 'hero', 'product-cards', 'feature-grid', 'testimonials', 'newsletter', 'footer']],
  food: [['navbar', 'hero', 'feature-grid', 'gallery', 'testimonials', 'contact', 'footer']],
  travel: [['navbar', 'hero', 'product-cards', 'gallery', 'testimonials', 'newsletter', 'footer']],
  agency: [['navbar', 'hero', 'logo-cloud', 'feature-grid', 'gallery', 'testimonials', 'cta', 'footer']],
  events: [['navbar', 'hero', 'stats', 'feature-grid', 'team', 'pricing', 'faq', 'footer']],
  fitness: [['navbar', 'hero', 'feature-grid', 'pricing', 'team', 'testimonials', 'cta', 'footer']],
  generic: GENERIC_PAGES,
};

/** Brings back casing such as "SaaS" or "AI" that the lower-cased search text lost; plain capitals stay lower case. */
export function restoreCase(topic: string, source: string): string {
  return topic
    .split(' ')
    .map((word) => {
      const original = new RegExp(
        `(?<![\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`,
        'iu',
      ).exec(source)?.[0];
      return original && /\p{Lu}/u.test(original.slice(1)) ? original : word;
    })
    .join(' ');
}

export function fillTemplate(text: string, topic: string, brand: string): string {
  return text
    .replace(/\{Topic\}/g, capitalize(topic))
    .replace(/\{topic\}/g, topic)
    .replace(/\{brand\}/g, brand);
}

// ---------------------------------------------------------------- closest component

const FILLER_START = new Set(
  (
    'a an the please create make build design generate add show give me i need want some ' +
    'ein eine einen bitte erstelle mach baue zeige ich brauche möchte ' +
    'un une des crée créer fais ajoute je veux ' +
    'una unos crea haz añade quiero necesito ' +
    'uno crea fai aggiungi voglio ' +
    'een maak voeg ik wil ' +
    'um uma cria faça adicione quero'
  ).split(/\s+/),
);

/** What the prompt asked for, for a note: "weather widget" from "Create a weather widget". */
export function askedFor(prompt: string): string {
  const words = prompt.replace(/\s+/g, ' ').trim().split(' ');
  while (words.length > 1 && FILLER_START.has(lowerInPlace(words[0] ?? ''))) words.shift();
  const text = words.join(' ').replace(/[.!?]+$/, '');
  return text.length > 60 ? `${text.slice(0, 59).trimEnd()}…` : text;
}

/** The library's closest component when no pattern was named: content first, then related words, then the hero. */
export function closestPattern(
  text: string,
  metas: readonly PatternMeta[],
  compound: boolean,
  content: { figures: number; prices: number; contact: boolean; date: boolean },
): { id: string; sure: boolean } {
  const has = (id: string) => metas.some((m) => m.id === id);
  if (content.figures >= 2 && has('stats')) return { id: 'stats', sure: true };
  if (content.prices >= 2 && has('pricing')) return { id: 'pricing', sure: true };
  if (content.contact && has('contact')) return { id: 'contact', sure: true };
  if (content.date && has('countdown')) return { id: 'countdown', sure: true };
  let best: { id: string; at: number } | null = null;
  for (const [id, words] of Object.entries(CLOSEST_WORDS)) {
    if (!has(id)) continue;
    for (const word of words) {
      const [at] = keywordPositions(text, word, compound);
      if (at !== undefined && (!best || at < best.at)) best = { id, at };
    }
  }
  if (best) return { id: best.id, sure: false };
  // Words sharing a stem with a pattern's keywords ("faqs" and "faq", "photograph" and "photo").
  const stem = (w: string) => w.slice(0, 5);
  const asked = new Set(
    wordsOf(text)
      .filter((w) => w.length >= 4 && !STOP_WORDS.has(w))
      .map(stem),
  );
  let top: { id: string; score: number } | null = null;
  for (const meta of metas) {
    const own = new Set(
      [...meta.keywords, ...meta.itemNouns]
        .flatMap((k) => k.split(/\s+/))
        .filter((w) => w.length >= 4 && !STOP_WORDS.has(w))
        .map(stem),
    );
    const score = [...own].filter((w) => asked.has(w)).length;
    if (score > 0 && (!top || score > top.score)) top = { id: meta.id, score };
  }
  return { id: top?.id ?? (has('hero') ? 'hero' : (metas[0]?.id ?? 'hero')), sure: false };
}

// ---------------------------------------------------------------- analysis

/** Small words only one of the languages uses: they settle a short prompt the detector took for English. */
const FUNCTION_WORDS: Record<Lang, Set<string>> = {
  en: new Set('the a an and with for of to on in at by from our my your that this is are'.split(' ')),
  de: new Set(
    'der die das ein eine einen einem mit und für bis zum zur von ist im auf über unser unsere oder drei vier fünf sechs'.split(
      ' ',
    ),
  ),
  fr: new Set('le la les une des du au aux avec et pour jusqu sur dans notre nos est trois quatre cinq'.split(' ')),
  es: new Set('el los las una del al con y para hasta sobre nuestro nuestra es tres cuatro cinco seis'.split(' ')),
  it: new Set('il lo gli una della delle del con e per fino sul nel nostro nostra è tre quattro cinque sei'.split(' ')),
  nl: new Set('het een de en met voor tot van op onze ons is drie vier vijf zes'.split(' ')),
  pt: new Set('o os as uma do da dos das com e para até sobre nosso nossa é três quatro cinco seis'.split(' ')),
};

/** The language a prompt is written in, as the analysis reads it. */
export function promptLanguage(prompt: string): Lang {
  return refineLang(prompt, detectLang(prompt));
}

/** The detector's answer, unless a prompt it called English has no English small word and another language's. */
function refineLang(prompt: string, detected: Lang): Lang {
  if (detected !== 'en') return detected;
  const words = wordsOf(prompt);
  const score = (lang: Lang) =>
    words.filter((w) => FUNCTION_WORDS[lang].has(w) && LANGS.every((l) => l === lang || !FUNCTION_WORDS[l].has(w)))
      .length;
  if (words.some((w) => FUNCTION_WORDS.en.has(w))) return 'en';
  let best: Lang = 'en';
  let top = 0;
  for (const lang of LANGS) {
    const value = score(lang);
    if (value > top) {
      best = lang;
      top = value;
    }
  }
  return best;
}
