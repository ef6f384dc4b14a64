import type { Localized } from '../lang';
import type { SectionCopy } from '../prompt';
import { ROUND, fragment, itemCount, local, t, variantOf } from './kit';
import type { PatternContext, PatternDefinition } from './types';

/** The last milestone's year: generation never reads the clock. */
export const TIMELINE_END = 2026;

interface Labels {
  eyebrow: string;
  title: string;
  /** `{year}` is the first milestone's year. */
  lead: string;
  today: string;
  /** Filler milestones in story order: the first is the founding, the last is today. */
  milestones: Array<[string, string]>;
}

export const TEXT = {
  en: {
    eyebrow: 'Our story',
    title: 'How {brand} came to be',
    lead: 'From a small idea in {year} to the team we are today: the moments that shaped us.',
    today: 'Today',
    milestones: [
      [
        'The beginning',
        '{brand} starts with two people, one shared table and a clear idea of how things could be done better.',
      ],
      ['Our first home', 'We move into our own space and welcome the first regulars through the door.'],
      [
        'A growing team',
        'New colleagues bring fresh skills, and we learn to do more without losing our care for detail.',
      ],
      ['Recognised for quality', 'An award from our peers confirms what our customers had been telling us all along.'],
      ['Beyond our city', 'We reach customers across the country and open a second location.'],
      ['Doing it responsibly', 'Sustainable partners and shorter supply chains become part of everything we do.'],
      ['A fresh look', 'A new identity and a new website, built around the people who use them.'],
      ['Looking ahead', 'Still curious, still independent, and working on what comes next.'],
    ],
  },
  de: {
    eyebrow: 'Unsere Geschichte',
    title: 'Wie {brand} entstanden ist',
    lead: 'Von einer kleinen Idee im Jahr {year} bis zum Team, das wir heute sind: die Momente, die uns geprägt haben.',
    today: 'Heute',
    milestones: [
      [
        'Der Anfang',
        '{brand} beginnt mit zwei Menschen, einem gemeinsamen Tisch und einer klaren Vorstellung davon, was sich besser machen lässt.',
      ],
      ['Ein eigenes Zuhause', 'Wir ziehen in eigene Räume und begrüßen die ersten Stammgäste.'],
      [
        'Das Team wächst',
        'Neue Kolleginnen und Kollegen bringen frisches Können mit – und wir schaffen mehr, ohne den Blick fürs Detail zu verlieren.',
      ],
      [
        'Ausgezeichnete Qualität',
        'Eine Auszeichnung aus der Branche bestätigt, was uns unsere Kundschaft längst gesagt hatte.',
      ],
      [
        'Über die Stadt hinaus',
        'Wir erreichen Kundinnen und Kunden im ganzen Land und eröffnen einen zweiten Standort.',
      ],
      ['Verantwortung übernehmen', 'Nachhaltige Partner und kurze Lieferwege werden Teil von allem, was wir tun.'],
      [
        'Ein neues Gesicht',
        'Ein neues Erscheinungsbild und eine neue Website, gestaltet für die Menschen, die sie nutzen.',
      ],
      ['Der Blick nach vorn', 'Immer noch neugierig, immer noch unabhängig – und schon am nächsten Schritt dran.'],
    ],
  },
  fr: {
    eyebrow: 'Notre histoire',
    title: 'Comment {brand} est né',
    lead: 'D’une petite idée en {year} à l’équipe que nous sommes aujourd’hui : les moments qui nous ont façonnés.',
    today: 'Aujourd’hui',
    milestones: [
      [
        'Les débuts',
        '{brand} naît autour de deux personnes, d’une table partagée et d’une idée claire de ce qui pourrait être mieux fait.',
      ],
      ['Un lieu à nous', 'Nous emménageons dans nos propres locaux et accueillons nos premiers habitués.'],
      [
        'L’équipe s’agrandit',
        'De nouveaux talents nous rejoignent, et nous faisons plus sans perdre le souci du détail.',
      ],
      [
        'Une qualité reconnue',
        'Un prix décerné par nos pairs confirme ce que nos clients nous disaient depuis longtemps.',
      ],
      ['Au-delà de notre ville', 'Nous servons des clients dans tout le pays et ouvrons une deuxième adresse.'],
      [
        'Agir de façon responsable',
        'Partenaires durables et circuits courts font désormais partie de tout ce que nous faisons.',
      ],
      ['Un nouveau visage', 'Une nouvelle identité et un nouveau site, pensés pour celles et ceux qui les utilisent.'],
      ['Et demain', 'Toujours curieux, toujours indépendants, et déjà tournés vers la suite.'],
    ],
  },
  es: {
    eyebrow: 'Nuestra historia',
    title: 'Así nació {brand}',
    lead: 'De una pequeña idea en {year} al equipo que somos hoy: los momentos que nos han definido.',
    today: 'Hoy',
    milestones: [
      [
        'Los comienzos',
        '{brand} empieza con dos personas, una mesa compartida y una idea clara de cómo hacer mejor las cosas.',
      ],
      ['Nuestro primer local', 'Nos mudamos a un espacio propio y recibimos a los primeros clientes habituales.'],
      [
        'El equipo crece',
        'Llegan nuevos compañeros con nuevas habilidades y hacemos más sin perder el cuidado por el detalle.',
      ],
      ['Calidad reconocida', 'Un premio del sector confirma lo que nuestros clientes nos decían desde hacía tiempo.'],
      ['Más allá de nuestra ciudad', 'Llegamos a clientes de todo el país y abrimos un segundo local.'],
      [
        'Con responsabilidad',
        'Socios sostenibles y cadenas de suministro más cortas forman parte de todo lo que hacemos.',
      ],
      ['Una imagen renovada', 'Una nueva identidad y una nueva web, pensadas para las personas que las usan.'],
      ['Mirando al futuro', 'Igual de curiosos, igual de independientes y ya trabajando en lo que viene.'],
    ],
  },
  it: {
    eyebrow: 'La nostra storia',
    title: 'Come è nato {brand}',
    lead: 'Da una piccola idea nel {year} alla squadra che siamo oggi: i momenti che ci hanno formato.',
    today: 'Oggi',
    milestones: [
      ['Gli inizi', '{brand} nasce con due persone, un tavolo condiviso e un’idea chiara di come fare meglio le cose.'],
      ['La prima sede', 'Ci trasferiamo in uno spazio tutto nostro e accogliamo i primi clienti abituali.'],
      [
        'La squadra cresce',
        'Nuovi colleghi portano nuove competenze e facciamo di più senza perdere la cura per i dettagli.',
      ],
      ['Qualità riconosciuta', 'Un premio del settore conferma ciò che i nostri clienti ci dicevano da tempo.'],
      ['Oltre la nostra città', 'Raggiungiamo clienti in tutto il paese e apriamo una seconda sede.'],
      ['Con responsabilità', 'Partner sostenibili e filiere più corte diventano parte di tutto ciò che facciamo.'],
      ['Un volto nuovo', 'Una nuova identità e un nuovo sito, pensati per le persone che li usano.'],
      ['Lo sguardo avanti', 'Sempre curiosi, sempre indipendenti e già al lavoro su ciò che verrà.'],
    ],
  },
  nl: {
    eyebrow: 'Ons verhaal',
    title: 'Zo is {brand} ontstaan',
    lead: 'Van een klein idee in {year} tot het team dat we nu zijn: de momenten die ons hebben gevormd.',
    today: 'Vandaag',
    milestones: [
      ['Het begin', '{brand} start met twee mensen, één gedeelde tafel en een helder idee van hoe het beter kan.'],
      ['Een eigen plek', 'We verhuizen naar een eigen ruimte en verwelkomen de eerste vaste klanten.'],
      [
        'Het team groeit',
        'Nieuwe collega’s brengen frisse kennis mee, en we doen meer zonder oog voor detail te verliezen.',
      ],
      ['Erkende kwaliteit', 'Een prijs uit de branche bevestigt wat onze klanten ons al lang vertelden.'],
      ['Verder dan onze stad', 'We bereiken klanten in het hele land en openen een tweede vestiging.'],
      ['Verantwoord ondernemen', 'Duurzame partners en kortere ketens worden onderdeel van alles wat we doen.'],
      ['Een nieuw gezicht', 'Een nieuwe huisstijl en een nieuwe website, gemaakt voor de mensen die ze gebruiken.'],
      ['Vooruitkijken', 'Nog steeds nieuwsgierig, nog steeds onafhankelijk, en al bezig met wat komt.'],
    ],
  },
  pt: {
    eyebrow: 'A nossa história',
    title: 'Como nasceu a {brand}',
    lead: 'De uma pequena ideia em {year} à equipa que somos hoje: os momentos que nos marcaram.',
    today: 'Hoje',
    milestones: [
      ['O começo', 'A {brand} começa com duas pessoas, uma mesa partilhada e uma ideia clara de como fazer melhor.'],
      ['A primeira casa', 'Mudamo-nos para um espaço nosso e recebemos os primeiros clientes habituais.'],
      ['A equipa cresce', 'Novos colegas trazem novas competências e fazemos mais sem perder o cuidado com o detalhe.'],
      ['Qualidade reconhecida', 'Um prémio do setor confirma o que os nossos clientes já nos diziam há muito.'],
      ['Para lá da nossa cidade', 'Chegamos a clientes de todo o país e abrimos um segundo espaço.'],
      [
        'Com responsabilidade',
        'Parceiros sustentáveis e cadeias mais curtas passam a fazer parte de tudo o que fazemos.',
      ],
      ['Uma nova imagem', 'Uma nova identidade e um novo site, pensados para as pessoas que os usam.'],
      ['Olhar em frente', 'Sempre curiosos, sempre independentes e já a trabalhar no que vem a seguir.'],
    ],
  },
} satisfies Localized<Labels>;

const YEAR = /\b(1[89]\d\d|20\d\d)\b/;

/** The first year the prompt names: in the items, the figures, the heading or other copy ("since 1998"). */
export function startYear(copy: SectionCopy): number | undefined {
  const texts = [
    ...(copy.items ?? []),
    ...(copy.figures ?? []).flatMap((f) => [f.value, f.label]),
    copy.heading,
    copy.subheading,
    copy.eyebrow,
    copy.badge,
    copy.date,
  ];
  for (const text of texts) {
    const year = text === undefined ? undefined : YEAR.exec(text)?.[1];
    if (year !== undefined && Number(year) <= TIMELINE_END) return Number(year);
  }
  return undefined;
}

/** n years from `start` to TIMELINE_END, evenly spread, ascending and distinct (fewer when the span is short). */
export function milestoneYears(start: number, n: number): number[] {
  const span = TIMELINE_END - start;
  const count = Math.max(1, Math.min(n, span + 1));
  if (count === 1) return [start];
  return Array.from({ length: count }, (_, i) => Math.round(start + (span * i) / (count - 1)));
}

interface Milestone {
  year: string;
  title: string;
  text?: string;
}

function milestones(ctx: PatternContext, L: Labels): Milestone[] {
  const items = (ctx.copy.items ?? []).map((s) => s.trim()).filter(Boolean);
  const filler = (i: number, last: boolean) => (last ? L.milestones[L.milestones.length - 1] : L.milestones[i]);
  // Items that are years ("1998, 2005, 2026") set the years; other items are milestone titles.
  if (items.length > 0 && items.every((s) => /^\d{4}$/.test(s))) {
    const years = [...new Set(items)].sort();
    return years.map((year, i) => {
      const [title = '', text] = filler(i, i === years.length - 1 && years.length > 1) ?? [];
      return { year, title, text };
    });
  }
  const n = items.length > 0 ? Math.min(items.length, 10) : itemCount(ctx, 5, 8);
  const start = startYear(ctx.copy) ?? TIMELINE_END - 10 - Math.floor(ctx.rng() * 12);
  const years = milestoneYears(start, n);
  return years.map((year, i) => {
    const last = i === years.length - 1 && years.length > 1;
    const given = items[i];
    if (given !== undefined) return { year: String(year), title: given };
    const [title = '', text] = filler(i, last) ?? [];
    return { year: String(year), title, text };
  });
}

const CSS = `
  .P__inner { max-width: 64rem; }
  .P__list { position: relative; display: grid; gap: 1.25rem; }
  .P__list::before {
    content: "";
    position: absolute;
    top: 0.5rem;
    bottom: 0.5rem;
    left: 0.6875rem;
    width: 2px;
    background: linear-gradient(var(--accent), var(--border));
  }
  .P__item { position: relative; display: grid; grid-template-columns: 1.5rem minmax(0, 1fr); gap: 1rem; }
  .P__dot {
    position: relative;
    z-index: 1;
    width: 1.5rem;
    height: 1.5rem;
    margin-top: 1.25rem;
    border: 4px solid var(--bg);
    border-radius: ${ROUND};
    background: var(--accent);
    outline: 2px solid var(--accent);
  }
  .P__item--now .P__dot { background: var(--bg); }
  .P__card {
    padding: 1.25rem 1.5rem 1.375rem;
    border: 1px solid var(--border);
    border-radius: min(calc(var(--radius) * 1.5), 1.5rem);
    background: var(--bg);
    transition: box-shadow 0.25s ease, transform 0.25s ease;
  }
  .P__card:hover { box-shadow: var(--shadow); transform: translateY(-2px); }
  .P__when { display: flex; flex-wrap: wrap; align-items: center; gap: 0.375rem 0.75rem; }
  .P__year {
    color: var(--accent-text);
    font-size: clamp(1.5rem, 1.2rem + 1vw, 2rem);
    font-weight: 800;
    line-height: 1.1;
    letter-spacing: -0.02em;
    font-variant-numeric: tabular-nums;
  }
  .P__now {
    padding: 0.125rem 0.625rem;
    border-radius: ${ROUND};
    background: var(--accent-soft);
    color: var(--heading);
    font-size: 0.75rem;
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
  .P__name { margin-top: 0.5rem; color: var(--heading); font-size: 1.125rem; font-weight: 700; }
  .P__text { margin-top: 0.375rem; color: var(--muted); }
  .P--open .P__card { border-color: transparent; background: none; padding-top: 0.875rem; }
  .P--open .P__card:hover { box-shadow: none; transform: none; }
  .P--open .P__name { font-size: 1.25rem; }
  @media (min-width: 800px) {
    .P__list { gap: 0; }
    .P__list::before { left: 50%; margin-left: -1px; }
    .P__item { grid-template-columns: minmax(0, 1fr) 1.5rem minmax(0, 1fr); gap: 2rem; padding-bottom: 1.5rem; }
    .P__item:nth-child(odd) .P__card { grid-column: 1; grid-row: 1; text-align: right; }
    .P__item:nth-child(odd) .P__dot { grid-column: 2; grid-row: 1; }
    .P__item:nth-child(even) .P__dot { grid-column: 2; }
    .P__item:nth-child(even) .P__card { grid-column: 3; }
    .P__item:nth-child(n + 2) { margin-top: -3rem; }
    .P__item:nth-child(odd) .P__when { flex-direction: row-reverse; }
  }`;

function render(ctx: PatternContext): string {
  const L = local(ctx, TEXT);
  const variant = variantOf(ctx, 2);
  const list = milestones(ctx, L);
  const first = list[0]?.year ?? String(TIMELINE_END);
  const withYear = (text: string) => text.replace(/\{year\}/g, first);
  const items = list
    .map((m, i) => {
      const now = i === list.length - 1 && Number(m.year) === TIMELINE_END && list.length > 1;
      const badge = now ? `<span class="~now">${t(ctx, L.today)}</span>` : '';
      const year = `<time class="~year" datetime="${t(ctx, m.year)}">${t(ctx, m.year)}</time>`;
      return `<li class="~item${now ? ' ~item--now' : ''}">
      <span class="~dot" aria-hidden="true"></span>
      <div class="~card">
        <p class="~when">${year}${badge}</p>
        <h3 class="~name">${t(ctx, m.title)}</h3>${m.text ? `\n        <p class="~text">${t(ctx, m.text)}</p>` : ''}
      </div>
    </li>`;
    })
    .join('\n    ');
  const title = ctx.copy.heading !== undefined ? t(ctx, ctx.copy.heading) : t(ctx, L.title);
  const intro = ctx.copy.subheading !== undefined ? t(ctx, ctx.copy.subheading) : t(ctx, withYear(L.lead));
  const body = `
<div class="~inner">
  <header class="~header ~header--center">
    <p class="~eyebrow">${t(ctx, ctx.copy.eyebrow ?? L.eyebrow)}</p>
    <h2 class="~title" id="~title">${title}</h2>
    <p class="~lead">${intro}</p>
  </header>
  <ol class="~list">
    ${items}
  </ol>
</div>`;
  return fragment(ctx, 'timeline', { css: CSS, body, modifiers: [variant === 0 ? 'cards' : 'open'] });
}

export const timeline: PatternDefinition = {
  id: 'timeline',
  title: 'Timeline',
  keywords: [
    'timeline',
    'history',
    'our history',
    'company history',
    'milestones',
    'our journey',
    'chronology',
    'zeitstrahl',
    'zeitleiste',
    'chronik',
    'geschichte',
    'unsere geschichte',
    'meilensteine',
    'chronologie',
    'frise chronologique',
    'notre histoire',
    'historique',
    'historia',
    'nuestra historia',
    'cronología',
    'línea de tiempo',
    'hitos',
    'storia',
    'la nostra storia',
    'cronologia',
    'linea del tempo',
    'tijdlijn',
    'geschiedenis',
    'onze geschiedenis',
    'mijlpalen',
    'história',
    'a nossa história',
    'linha do tempo',
  ],
  itemNouns: ['milestone', 'meilenstein', 'étape', 'hito', 'tappa', 'mijlpaal', 'marco'],
  place: 'flow',
  rank: 0,
  items: { default: 5, max: 10 },
  render,
};
