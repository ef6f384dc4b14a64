import { describe, expect, it } from 'vitest';
import { LANG_BANKS } from './banks';
import { generateOfflineSnippet } from './library';
import { PATTERN_DEFINITIONS } from './patterns';
import { promptLanguage, type PatternMeta, type SectionCopy } from './prompt';
import { analysePrompt } from './pipeline/plan';
import { ACME_FLAT } from '../test/fixtures/offline-patterns';

const ALL: readonly PatternMeta[] = PATTERN_DEFINITIONS;

const analyse = (prompt: string, name = 'Snippet', project = 'Acme') => analysePrompt(prompt, name, ALL, project);
const ids = (prompt: string) => analyse(prompt).sections.map((s) => s.id);
const copyOf = (prompt: string, id?: string): SectionCopy => {
  const { sections } = analyse(prompt);
  const section = id ? sections.find((s) => s.id === id) : sections[0];
  if (!section) throw new Error(`no ${id ?? 'section'} in ${sections.map((s) => s.id).join(', ')}`);
  return section.copy;
};

describe('sections in seven languages', () => {
  it('matches words with accents and umlauts as whole words', () => {
    expect(ids('Una sección de contacto')).toEqual(['contact']);
    expect(ids('Une section « à propos » ?')).toEqual(['hero']);
    expect(ids('Une section à propos de nous')).toEqual(['about']);
    expect(ids('Eine Galerie mit sechs Bildern')).toEqual(['gallery']);
    expect(ids('Häufige Fragen zum Versand')).toEqual(['faq']);
    expect(ids('Um rodapé com links')).toEqual(['footer']);
  });

  it('finds keywords at the start or end of German and Dutch compounds', () => {
    expect(ids('Eine Preistabelle mit drei Paketen')).toEqual(['pricing']);
    expect(ids('Ein Kontaktbereich für die Bäckerei')).toEqual(['contact']);
    expect(ids('Ein Newsletter-Bereich für eine Bäckerei')).toEqual(['newsletter']);
    expect(ids('Ein Hero-Bereich mit Bild')).toEqual(['hero']);
    expect(ids('Eintrittspreise für das Festival, bitte')).toEqual(['pricing']);
    expect(ids('Een prijstabel met drie pakketten')).toEqual(['pricing']);
    // "news" inside "Newsletter" asks for no blog.
    expect(ids('Newsletteranmeldung mit Überschrift')).toEqual(['newsletter']);
    // English prompts do not split words.
    expect(ids('a heroic story about our bakery')).not.toContain('hero');
  });

  it('picks patterns and counts from prompts in every language', () => {
    expect(analyse('Preistabelle mit drei Paketen').sections).toEqual([{ id: 'pricing', copy: { count: 3 } }]);
    expect(analyse('Une FAQ avec quatre questions').sections).toEqual([{ id: 'faq', copy: { count: 4 } }]);
    expect(analyse('Una sección de equipo con cuatro personas').sections).toEqual([{ id: 'team', copy: { count: 4 } }]);
    expect(analyse('Una tabella prezzi con tre piani e sei domande frequenti').sections).toEqual([
      { id: 'pricing', copy: { count: 3 } },
      { id: 'faq', copy: { count: 6 } },
    ]);
    expect(analyse('Een prijstabel met drie pakketten en een FAQ met vijf vragen').sections).toEqual([
      { id: 'pricing', copy: { count: 3 } },
      { id: 'faq', copy: { count: 5 } },
    ]);
    expect(analyse('Uma tabela de preços com três planos').sections).toEqual([{ id: 'pricing', copy: { count: 3 } }]);
    expect(analyse('Kundenstimmen mit sechs Bewertungen').sections).toEqual([
      { id: 'testimonials', copy: { count: 6 } },
    ]);
    expect(analyse('Drei Preispakete für ein Fitnessstudio').sections).toEqual([{ id: 'pricing', copy: { count: 3 } }]);
  });

  it('reads contact details verbatim', () => {
    const es = analyse('Sección de contacto con el correo hola@panaderia.es y el teléfono +34 912 345 678');
    expect(es.lang).toBe('es');
    expect(es.sections).toEqual([{ id: 'contact', copy: { email: 'hola@panaderia.es', phone: '+34 912 345 678' } }]);
    expect(copyOf('Kontaktbereich mit Telefon 030 987654 und www.baeckerei-kornblume.de')).toEqual({
      phone: '030 987654',
      url: 'www.baeckerei-kornblume.de',
    });
    expect(copyOf('contact form, call us on +49 30 1234567 or mail info@acme.com.')).toEqual({
      phone: '+49 30 1234567',
      email: 'info@acme.com',
    });
    expect(copyOf('a footer linking to https://instagram.com/kornblume')).toEqual({
      url: 'https://instagram.com/kornblume',
    });
  });

  it('matches the words of the interactive and shop patterns, in their languages', () => {
    expect(ids('Registerkarten für Kaffee, Tee und Gebäck')).toEqual(['tabs']);
    expect(ids('Des onglets pour le café et le thé')).toEqual(['tabs']);
    expect(ids('Un compte à rebours jusqu’au 1er décembre')).toEqual(['countdown']);
    expect(ids('Eine Größentabelle für T-Shirts')).toEqual(['size-guide']);
    // The same word in two patterns goes to the one it names.
    expect(ids('a timeline for the project')).toEqual(['timeline']);
  });

  it('tells a short prompt the detector took for English by its small words', () => {
    expect(promptLanguage('Countdown bis zum 24. Dezember')).toBe('de');
    expect(promptLanguage('hero with a heading')).toBe('en');
  });
});

describe('copy in quotes and labels', () => {
  it('puts quoted text into the slot it names, in every language', () => {
    expect(copyOf('Hero-Bereich mit Überschrift „Frisches Brot“ und Button „Jetzt bestellen“')).toEqual({
      heading: 'Frisches Brot',
      button: 'Jetzt bestellen',
    });
    expect(
      copyOf('Un hero avec le titre « Du pain frais », le sous-titre « Chaque matin » et un bouton « Commander »'),
    ).toEqual({
      heading: 'Du pain frais',
      subheading: 'Chaque matin',
      button: 'Commander',
    });
    expect(copyOf('Una sección hero con el título "Pan recién hecho" y el botón "Reservar"')).toEqual({
      heading: 'Pan recién hecho',
      button: 'Reservar',
    });
    expect(copyOf('Sezione hero con titolo "Pane fresco", sottotitolo "Ogni mattina" e pulsante "Ordina ora"')).toEqual(
      {
        heading: 'Pane fresco',
        subheading: 'Ogni mattina',
        button: 'Ordina ora',
      },
    );
    expect(copyOf('Hero met de titel “Vers brood” en een knop “Bestel nu”')).toEqual({
      heading: 'Vers brood',
      button: 'Bestel nu',
    });
    expect(copyOf('Hero com o título "Pão fresco" e o botão "Encomendar"')).toEqual({
      heading: 'Pão fresco',
      button: 'Encomendar',
    });
    expect(copyOf('Hero mit Dachzeile ‚Neu‘, Abzeichen »Bestseller« und Knopf „Los“')).toEqual({
      eyebrow: 'Neu',
      badge: 'Bestseller',
      button: 'Los',
    });
    expect(copyOf('hero with a "New" badge, eyebrow \'Spring sale\' and a "Shop now" button')).toEqual({
      badge: 'New',
      eyebrow: 'Spring sale',
      button: 'Shop now',
    });
    expect(copyOf('hero, button with the label "Book a table"')).toEqual({ button: 'Book a table' });
    expect(copyOf('Hero, Überschrift: Willkommen zurück, mit Bild')).toEqual({ heading: 'Willkommen zurück' });
  });

  it('reads "saying" and "that says" as the main text', () => {
    expect(copyOf('an announcement bar saying "Free shipping over €50"')).toEqual({
      heading: 'Free shipping over €50',
    });
    expect(copyOf('Ankündigungsleiste mit dem Text „Heute geschlossen“')).toEqual({ heading: 'Heute geschlossen' });
  });
});

describe('brand and topic', () => {
  it('keeps the project name unless the prompt names a brand explicitly', () => {
    expect(analyse('hero for a shop called Nordlicht').brand).toBe('Nordlicht');
    expect(analyse('Hero für eine Bäckerei, Marke „Kornblume“').brand).toBe('Kornblume');
    expect(analyse('Eine Bäckerei namens Sonnenkorn braucht einen Hero').brand).toBe('Sonnenkorn');
    expect(analyse('un hero pour une boulangerie nommée Le Fournil').brand).toBe('Le Fournil');
    expect(analyse('una panadería llamada Trigo Dorado, sección hero').brand).toBe('Trigo Dorado');
    expect(analyse('a hero, brand "Lumen Coffee"').brand).toBe('Lumen Coffee');
  });

  it('never makes a word of the prompt the brand', () => {
    for (const prompt of [
      'Hero für Berlin Mitte mit Überschrift und Button',
      'a navbar with links to Back Office and our Instagram',
      'Tabs for Coffee, Tea and Pastries',
      'Preistabelle mit Basic, Pro und Team',
      'Une FAQ Pour Les Clients De Paris',
      'a tab called "Coffee" and a button named "Order"',
    ]) {
      expect(analyse(prompt, 'Lumora page', 'Kornblume Bakery').brand, prompt).toBe('Kornblume Bakery');
    }
  });

  it('takes the topic from a "for" phrase in the prompt’s language, else the language bank’s noun', () => {
    const de = analyse('Newsletter-Bereich für eine Bäckerei mit Überschrift');
    expect(de.lang).toBe('de');
    expect(de.bank).toBe(LANG_BANKS.de);
    expect(de.topic).toBe('Bäckerei');
    expect(analyse('Un hero pour une boulangerie artisanale avec un bouton').topic).toBe('boulangerie artisanale');
    const plain = analyse('Preistabelle mit drei Paketen und einem Button');
    expect(plain.topic).toBe(LANG_BANKS.de.noun);
    const fr = analyse('Une FAQ avec quatre questions sur la livraison');
    expect(fr.topic).toBe(LANG_BANKS.fr.noun);
  });
});

describe('content of the prompt', () => {
  it('takes links named with words that also name sections as the links, not as sections or a subject', () => {
    expect(analyse('A navbar with links Home, Shop, About and Contact').sections).toEqual([
      { id: 'navbar', copy: { items: ['Home', 'Shop', 'About', 'Contact'], count: 4 } },
    ]);
    expect(ids('A navbar with the links: Home, Shop, About, Contact')).toEqual(['navbar']);
  });

  it('counts the items of the one section named, whatever the prompt calls them', () => {
    expect(copyOf('Product grid with 4 sourdough breads')).toEqual({ count: 4 });
    expect(copyOf('Team section with 5 bakers')).toEqual({ count: 5 });
  });

  it('takes named lists into the items of their section', () => {
    expect(copyOf('Tabs for Coffee, Tea and Pastries')).toEqual({ items: ['Coffee', 'Tea', 'Pastries'], count: 3 });
    expect(copyOf('a size guide for T-shirts S, M, L, XL')).toEqual({ items: ['S', 'M', 'L', 'XL'], count: 4 });
    expect(copyOf('a store locator with our Berlin, Hamburg and Munich shops')).toEqual({
      items: ['Berlin', 'Hamburg', 'Munich'],
      count: 3,
    });
    expect(copyOf('a footer with links to Instagram and Facebook and an imprint link')).toEqual({
      items: ['Instagram', 'Facebook', 'Imprint'],
      count: 3,
    });
    expect(copyOf('Registerkarten für Kaffee, Tee und Gebäck')).toEqual({
      items: ['Kaffee', 'Tee', 'Gebäck'],
      count: 3,
    });
    expect(copyOf('Des onglets café, thé et pâtisseries')).toEqual({ items: ['café', 'thé', 'pâtisseries'], count: 3 });
    expect(copyOf('Pestañas para Café, Té y Bollería')).toEqual({ items: ['Café', 'Té', 'Bollería'], count: 3 });
    expect(copyOf('Tabs "Coffee", "Tea" and "Pastries"')).toEqual({ items: ['Coffee', 'Tea', 'Pastries'], count: 3 });
    // A list of sections, slots or fields is no content.
    expect(analyse('a landing page with hero, features and pricing').sections.every((s) => !s.copy.items)).toBe(true);
    expect(copyOf('Hero, Überschrift, Text und Button')).toEqual({});
    expect(copyOf('Kontaktformular mit E-Mail, Telefon und Nachricht')).toEqual({});
  });

  it('takes prices as written, with their names, and counts them', () => {
    expect(copyOf('pricing with Basic €9, Pro €29 and Team €79')).toEqual({
      prices: [
        { name: 'Basic', amount: '€9' },
        { name: 'Pro', amount: '€29' },
        { name: 'Team', amount: '€79' },
      ],
      count: 3,
    });
    expect(copyOf('Preistabelle: Basic für 9 €, Pro für 29 €/Monat')).toEqual({
      prices: [
        { name: 'Basic', amount: '9 €' },
        { name: 'Pro', amount: '29 €/Monat' },
      ],
      count: 2,
    });
    expect(copyOf('pricing with 4 plans, Enterprise $1,200/yr')).toEqual({
      prices: [{ name: 'Enterprise', amount: '$1,200/yr' }],
      count: 4,
    });
  });

  it('takes figures with their labels as written', () => {
    expect(copyOf('a stats section: 12,000 loaves baked, 98% happy customers, 24 awards')).toEqual({
      figures: [
        { value: '12,000', label: 'loaves baked' },
        { value: '98%', label: 'happy customers' },
        { value: '24', label: 'awards' },
      ],
    });
    expect(copyOf('Zahlen und Fakten: 1.200 Kunden, 98 % Zufriedenheit und 15 Jahre Erfahrung')).toEqual({
      figures: [
        { value: '1.200', label: 'Kunden' },
        { value: '98 %', label: 'Zufriedenheit' },
        { value: '15', label: 'Jahre Erfahrung' },
      ],
    });
  });

  it('reads where the image goes in every language', () => {
    const cases: Array<[string, 'left' | 'right']> = [
      ['about section with the image on the left', 'left'],
      ['about section, text on the left', 'right'],
      ['Über-uns-Bereich mit Bild links', 'left'],
      ['Une section à propos avec l’image à droite', 'right'],
      ['Sección sobre nosotros con la imagen a la izquierda', 'left'],
      ['Sezione chi siamo con immagine a destra', 'right'],
      ['Over ons sectie met afbeelding links', 'left'],
      ['Seção sobre nós com a imagem à esquerda', 'left'],
    ];
    for (const [prompt, side] of cases) expect(copyOf(prompt, 'about').imageSide, prompt).toBe(side);
  });

  it('finds what to highlight: the middle, the last, or a named plan', () => {
    expect(copyOf('pricing with Basic €9, Pro €29 and Team €79, highlight the middle plan').highlight).toBe(1);
    expect(copyOf('pricing with 4 plans, highlight the last one').highlight).toBe(3);
    expect(copyOf('pricing with three tiers and the middle one highlighted').highlight).toBe(1);
    expect(copyOf('pricing, most popular: Team. Basic $9, Pro $29, Team $99').highlight).toBe(2);
    expect(copyOf('pricing: Basic $9, Pro $29 (most popular), Team $79').highlight).toBe(1);
    expect(copyOf('Prezzi: Base 9 €, Pro 29 € e Team 79 €, evidenzia il piano Pro').highlight).toBe(1);
    expect(copyOf('Preistabelle mit vier Paketen, das erste hervorheben').highlight).toBe(0);
  });

  it('reads dates as ISO dates; without a year, the next one after 26 November 2026', () => {
    expect(copyOf('a countdown: launch on 1 December').date).toBe('2026-12-01');
    expect(copyOf('Countdown bis zum 24. Dezember').date).toBe('2026-12-24');
    expect(copyOf('Un compte à rebours jusqu’au 1er décembre').date).toBe('2026-12-01');
    expect(copyOf('countdown to 2027-01-15').date).toBe('2027-01-15');
    expect(copyOf('countdown to January 15').date).toBe('2027-01-15');
    expect(copyOf('cuenta atrás hasta el 15 de enero de 2028').date).toBe('2028-01-15');
    expect(copyOf('conto alla rovescia fino al 3 marzo').date).toBe('2027-03-03');
    expect(copyOf('countdown to 31.12.2026').date).toBe('2026-12-31');
    expect(copyOf('countdown to 30 February').date).toBeUndefined();
  });

  it('gives content to the section the prompt was talking about', () => {
    const { sections } = analyse(
      'a hero titled "Fresh bread", pricing with Basic €9 and Pro €29, and a contact form with hello@bakery.com',
    );
    expect(sections).toEqual([
      { id: 'hero', copy: { heading: 'Fresh bread' } },
      {
        id: 'pricing',
        copy: {
          prices: [
            { name: 'Basic', amount: '€9' },
            { name: 'Pro', amount: '€29' },
          ],
          count: 2,
        },
      },
      { id: 'contact', copy: { email: 'hello@bakery.com' } },
    ]);
  });
});

describe('what was built', () => {
  const generate = (prompt: string, name = 'Snippet') =>
    generateOfflineSnippet({ prompt, name, designSystem: ACME_FLAT });

  it('answers with the closest component and a note when nothing matches', () => {
    const weather = generate('Create a weather widget');
    expect(weather.patterns).toEqual(['feature-grid']);
    expect(weather.note).toBe(
      'Nothing in the built-in library matches "weather widget"; this is the closest component: a feature grid.',
    );
    expect(generate('opening hours for our café').patterns).toEqual(['contact']);
    expect(generate('a menu card for a bistro').patterns).toEqual(['product-cards']);
    const vague = generate('something nice and modern');
    expect(vague.patterns).toEqual(['hero']);
    expect(vague.note).toContain('closest component: a hero');
    // Content says what it is: figures make a stats band, without a note.
    const figures = generate('12,000 loaves baked, 98% happy customers and 24 awards');
    expect(figures.patterns).toEqual(['stats']);
    expect(figures.note).toBeUndefined();
    expect(generate('hero with heading "Hi"').note).toBeUndefined();
  });

  it('summarises what was built in plain English', () => {
    expect(generate('Hero with heading "Grow faster" and button "Start now"').summary).toBe(
      'Hero with your headline and button',
    );
    expect(generate('Preistabelle mit drei Paketen').summary).toBe('Pricing with 3 plans, in German');
    expect(generate('FAQ with 4 questions').summary).toBe('FAQ accordion with 4 questions');
    expect(generate('pricing with Basic €9, Pro €29 and Team €79, highlight Pro').summary).toBe(
      'Pricing with 3 plans, your prices and “Pro” highlighted',
    );
    expect(generate('landing page with hero, features, pricing and a footer').summary).toBe(
      '4 sections: Hero; Feature grid; Pricing; Footer',
    );
  });

  it('lets the snippet name hint at the topic but never at the layout', () => {
    const plain = generate('hero for a bakery', 'Home');
    const named = generate('hero for a bakery', 'Pricing FAQ team gallery');
    expect(named.patterns).toEqual(['hero']);
    expect(named.patterns).toEqual(plain.patterns);
    const hinted = analysePrompt('a hero with a button', 'Bicycle repair', PATTERN_DEFINITIONS, 'Acme');
    expect(hinted.sections.map((s) => s.id)).toEqual(['hero']);
    expect(hinted.topic).toBe('bicycle repair');
  });
});

describe('what a section is about', () => {
  it('puts the questions about the subject first', () => {
    const { code } = generateOfflineSnippet({
      prompt: 'FAQ accordion with 4 questions about shipping and returns',
      name: 'FAQ',
      designSystem: ACME_FLAT,
    });
    const questions = [...code.matchAll(/<span>([^<]+)<\/span>/g)].map((m) => m[1] ?? '');
    expect(questions).toHaveLength(4);
    expect(questions.slice(0, 2).every((q) => /ship|return/i.test(q))).toBe(true);
  });
});

describe('sections that hold others', () => {
  it('reads the words said after a comparison, a modal or a multi-step form as their content', () => {
    expect(ids('A comparison table of the Basic, Pro and Team plans with 5 features')).toEqual(['comparison']);
    expect(copyOf('A comparison table of the Basic, Pro and Team plans with 5 features')).toMatchObject({
      items: ['Basic', 'Pro', 'Team'],
      count: 5,
    });
    expect(ids('A modal dialog for the newsletter that opens from a button')).toEqual(['modal']);
    expect(ids('A multi-step checkout form with address, shipping and payment steps')).toEqual(['multi-step-form']);
  });

  it('keeps both sections when the other one is asked for first', () => {
    expect(ids('Pricing with 3 plans and a comparison table')).toEqual(['pricing', 'comparison']);
    expect(ids('A newsletter section and a modal')).toEqual(['newsletter', 'modal']);
  });
});
