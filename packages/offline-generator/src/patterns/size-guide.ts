import { icon } from '../art';
import type { Localized } from '../lang';
import { ROUND, fragment, local, t } from './kit';
import type { PatternContext, PatternDefinition } from './types';

export const TEXT = {
  en: {
    eyebrow: 'Size guide',
    title: 'Find your perfect fit',
    lead: 'Measure yourself in a few seconds and compare with the chart below. Between two sizes? Choose the larger one for a relaxed fit.',
    caption: 'Body measurements per size',
    in: 'in',
    unit: 'Unit',
    cmLong: 'centimetres',
    inLong: 'inches',
    size: 'Size',
    chest: 'Chest',
    waist: 'Waist',
    hips: 'Hips',
    length: 'Length',
    swipe: 'Swipe sideways to see every measurement',
    scroll: 'Size chart, scrolls sideways',
    howTo: 'How to measure',
    tips: [
      'Measure around the fullest part of your chest, keeping the tape level under your arms.',
      'Measure around your natural waistline, just above the belly button.',
      'Stand with your feet together and measure around the widest part of your hips.',
      'Measure from the highest point of the shoulder straight down to the hem.',
    ],
    help: 'Still unsure? Our team is happy to help you choose.',
  },
  de: {
    eyebrow: 'Größentabelle',
    title: 'Finden Sie Ihre perfekte Größe',
    lead: 'Messen Sie sich in wenigen Sekunden aus und vergleichen Sie mit der Tabelle. Zwischen zwei Größen? Dann wählen Sie für eine lockere Passform die größere.',
    caption: 'Körpermaße je Größe',
    in: 'Zoll',
    unit: 'Einheit',
    cmLong: 'Zentimetern',
    inLong: 'Zoll',
    size: 'Größe',
    chest: 'Brust',
    waist: 'Taille',
    hips: 'Hüfte',
    length: 'Länge',
    swipe: 'Seitlich wischen, um alle Maße zu sehen',
    scroll: 'Größentabelle, seitlich scrollbar',
    howTo: 'So messen Sie richtig',
    tips: [
      'Messen Sie waagerecht unter den Armen um die breiteste Stelle der Brust.',
      'Messen Sie um die natürliche Taille, knapp oberhalb des Bauchnabels.',
      'Stellen Sie die Füße zusammen und messen Sie um die breiteste Stelle der Hüfte.',
      'Messen Sie vom höchsten Punkt der Schulter senkrecht bis zum Saum.',
    ],
    help: 'Noch unsicher? Unser Team berät Sie gern bei der Wahl.',
  },
  fr: {
    eyebrow: 'Guide des tailles',
    title: 'Trouvez la taille idéale',
    lead: 'Prenez vos mesures en quelques secondes et comparez-les au tableau. Entre deux tailles ? Choisissez la plus grande pour un tombé plus ample.',
    caption: 'Mensurations par taille',
    in: 'pouces',
    unit: 'Unité',
    cmLong: 'centimètres',
    inLong: 'pouces',
    size: 'Taille',
    chest: 'Poitrine',
    waist: 'Tour de taille',
    hips: 'Hanches',
    length: 'Longueur',
    swipe: 'Faites glisser pour voir toutes les mesures',
    scroll: 'Tableau des tailles, défilement horizontal',
    howTo: 'Comment prendre vos mesures',
    tips: [
      'Mesurez le tour de poitrine à l’endroit le plus fort, le mètre bien horizontal sous les bras.',
      'Mesurez le tour de taille naturel, juste au-dessus du nombril.',
      'Pieds joints, mesurez le tour de hanches à l’endroit le plus large.',
      'Mesurez du point le plus haut de l’épaule jusqu’à l’ourlet.',
    ],
    help: 'Encore un doute ? Notre équipe vous aide volontiers à choisir.',
  },
  es: {
    eyebrow: 'Guía de tallas',
    title: 'Encuentra tu talla perfecta',
    lead: 'Tómate las medidas en unos segundos y compáralas con la tabla. ¿Entre dos tallas? Elige la mayor para un ajuste más holgado.',
    caption: 'Medidas corporales por talla',
    in: 'pulgadas',
    unit: 'Unidad',
    cmLong: 'centímetros',
    inLong: 'pulgadas',
    size: 'Talla',
    chest: 'Pecho',
    waist: 'Cintura',
    hips: 'Cadera',
    length: 'Largo',
    swipe: 'Desliza para ver todas las medidas',
    scroll: 'Tabla de tallas, se desplaza en horizontal',
    howTo: 'Cómo medirte',
    tips: [
      'Mide el contorno de pecho por la parte más ancha, con la cinta recta bajo los brazos.',
      'Mide la cintura natural, justo por encima del ombligo.',
      'Con los pies juntos, mide la cadera por la parte más ancha.',
      'Mide desde el punto más alto del hombro hasta el bajo.',
    ],
    help: '¿Sigues con dudas? Nuestro equipo te ayuda a elegir.',
  },
  it: {
    eyebrow: 'Guida alle taglie',
    title: 'Trova la tua taglia perfetta',
    lead: 'Prendi le misure in pochi secondi e confrontale con la tabella. Sei tra due taglie? Scegli la più grande per una vestibilità comoda.',
    caption: 'Misure del corpo per taglia',
    in: 'pollici',
    unit: 'Unità',
    cmLong: 'centimetri',
    inLong: 'pollici',
    size: 'Taglia',
    chest: 'Torace',
    waist: 'Vita',
    hips: 'Fianchi',
    length: 'Lunghezza',
    swipe: 'Scorri di lato per vedere tutte le misure',
    scroll: 'Tabella taglie, scorre in orizzontale',
    howTo: 'Come prendere le misure',
    tips: [
      'Misura la circonferenza del torace nel punto più ampio, con il metro dritto sotto le braccia.',
      'Misura il punto vita naturale, appena sopra l’ombelico.',
      'A piedi uniti, misura i fianchi nel punto più largo.',
      'Misura dal punto più alto della spalla fino all’orlo.',
    ],
    help: 'Hai ancora dubbi? Il nostro team ti aiuta volentieri nella scelta.',
  },
  nl: {
    eyebrow: 'Maattabel',
    title: 'Vind je perfecte maat',
    lead: 'Meet jezelf in een paar seconden op en vergelijk met de tabel. Twijfel je tussen twee maten? Kies dan de grotere voor een ruimere pasvorm.',
    caption: 'Lichaamsmaten per maat',
    in: 'inch',
    unit: 'Eenheid',
    cmLong: 'centimeters',
    inLong: 'inches',
    size: 'Maat',
    chest: 'Borst',
    waist: 'Taille',
    hips: 'Heupen',
    length: 'Lengte',
    swipe: 'Veeg opzij om alle maten te zien',
    scroll: 'Maattabel, horizontaal scrollbaar',
    howTo: 'Zo meet je het best',
    tips: [
      'Meet rond het breedste deel van je borst, met het meetlint recht onder je armen.',
      'Meet rond je natuurlijke taille, net boven je navel.',
      'Zet je voeten tegen elkaar en meet rond het breedste deel van je heupen.',
      'Meet vanaf het hoogste punt van je schouder recht naar beneden tot de zoom.',
    ],
    help: 'Twijfel je nog? Ons team helpt je graag kiezen.',
  },
  pt: {
    eyebrow: 'Guia de tamanhos',
    title: 'Encontre o tamanho ideal',
    lead: 'Tire as suas medidas em poucos segundos e compare com a tabela. Entre dois tamanhos? Escolha o maior para um caimento mais folgado.',
    caption: 'Medidas corporais por tamanho',
    in: 'pol.',
    unit: 'Unidade',
    cmLong: 'centímetros',
    inLong: 'polegadas',
    size: 'Tamanho',
    chest: 'Peito',
    waist: 'Cintura',
    hips: 'Anca',
    length: 'Comprimento',
    swipe: 'Deslize para ver todas as medidas',
    scroll: 'Tabela de tamanhos, desliza na horizontal',
    howTo: 'Como medir',
    tips: [
      'Meça à volta da parte mais larga do peito, com a fita direita por baixo dos braços.',
      'Meça à volta da cintura natural, logo acima do umbigo.',
      'Com os pés juntos, meça à volta da parte mais larga da anca.',
      'Meça desde o ponto mais alto do ombro até à bainha.',
    ],
    help: 'Ainda com dúvidas? A nossa equipa ajuda a escolher.',
  },
} satisfies Localized<{
  eyebrow: string;
  title: string;
  lead: string;
  caption: string;
  in: string;
  unit: string;
  cmLong: string;
  inLong: string;
  size: string;
  chest: string;
  waist: string;
  hips: string;
  length: string;
  swipe: string;
  scroll: string;
  howTo: string;
  tips: [string, string, string, string];
  help: string;
}>;

/** Chest in cm of the usual letter sizes; other labels ("38", "Petite") get a step per position. */
const LETTER_CHEST: Record<string, number> = {
  xxs: 78,
  '2xs': 78,
  xs: 84,
  s: 90,
  m: 96,
  l: 102,
  xl: 108,
  xxl: 114,
  '2xl': 114,
  xxxl: 120,
  '3xl': 120,
  '4xl': 126,
};

const DEFAULT_SIZES = ['XS', 'S', 'M', 'L', 'XL'];

export interface SizeRow {
  size: string;
  /** Chest, waist, hips and length in centimetres. */
  cm: [number, number, number, number];
}

export function sizeRows(sizes: readonly string[]): SizeRow[] {
  let previous = 84;
  return sizes.map((size, i) => {
    const known = LETTER_CHEST[size.trim().toLowerCase()];
    const chest = known !== undefined && known > (i === 0 ? 0 : previous) ? known : i === 0 ? 84 : previous + 6;
    previous = chest;
    const step = (chest - 84) / 6;
    return { size, cm: [chest, chest - 14, chest + 6, Math.round(68 + step * 1.5)] };
  });
}

/** Inches to the nearest half, in the page language's number format. */
export function formatMeasure(value: number, unit: 'cm' | 'in', lang: string): string {
  const n = unit === 'cm' ? value : Math.round((value / 2.54) * 2) / 2;
  const text = String(n);
  return lang === 'en' ? text : text.replace('.', ',');
}

const CSS = `
  .P__card {
    border: 1px solid var(--border);
    border-radius: min(calc(var(--radius) * 1.5), 1.5rem);
    background: var(--bg);
    box-shadow: var(--shadow);
    overflow: hidden;
  }
  .P__bar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.75rem 1.5rem;
    padding: 1rem 1.25rem;
    border-bottom: 1px solid var(--border);
  }
  .P__caption-text { color: var(--heading); font-weight: 650; }
  .P__units {
    display: inline-flex;
    padding: 0.25rem;
    border: 1px solid var(--border);
    border-radius: ${ROUND};
    background: var(--surface);
  }
  .P__units button {
    min-width: 4rem;
    min-height: 2.5rem;
    padding: 0.375rem 1rem;
    border: 0;
    border-radius: ${ROUND};
    background: transparent;
    color: var(--text);
    font: inherit;
    font-size: 0.9375rem;
    font-weight: 600;
    cursor: pointer;
  }
  .P__units button[aria-pressed="true"] { background: var(--button-bg); color: var(--button-text); }
  .P__scroll { position: relative; overflow-x: auto; overscroll-behavior-x: contain; }
  .P__table { width: 100%; min-width: 34rem; border-collapse: collapse; font-variant-numeric: tabular-nums; }
  .P__table caption { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; }
  .P__table th, .P__table td { padding: 0.875rem 1.25rem; text-align: left; border-bottom: 1px solid var(--border); }
  .P__table thead th {
    background: var(--surface);
    color: var(--heading);
    font-size: 0.8125rem;
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    white-space: nowrap;
  }
  .P__table tbody th { color: var(--heading); font-weight: 700; white-space: nowrap; }
  .P__table th:first-child { position: sticky; left: 0; z-index: 1; background: var(--bg); border-right: 1px solid var(--border); }
  .P__table thead th:first-child { background: var(--surface); }
  .P__swipe { display: none; align-items: center; gap: 0.375rem; padding: 0.625rem 1.25rem; border-top: 1px solid var(--border); color: var(--muted); font-size: 0.8125rem; }
  .P__swipe svg { width: 1rem; height: 1rem; }
  @media (max-width: 640px) {
    .P__swipe { display: flex; }
  }
  .P__table td { color: var(--text); }
  .P__table tbody tr:last-child > * { border-bottom: 0; }
  .P__table tbody tr:hover > * { background: var(--surface); }
  .P__table .P__row--mark > * { background: var(--accent-soft); }
  .P__table .P__row--mark th { color: var(--heading); border-left: 3px solid var(--accent); border-right: 1px solid var(--border); }
  .P__measure { margin-top: clamp(2rem, 4vw, 3rem); }
  .P__measure h3 { color: var(--heading); font-size: 1.125rem; font-weight: 700; }
  .P__tips { display: grid; gap: 1rem; margin-top: 1.25rem; counter-reset: tip; }
  .P__tip { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 0.875rem; align-items: start; align-content: start; }
  .P__tip::before {
    counter-increment: tip;
    content: counter(tip);
    grid-row: span 2;
    display: grid;
    place-items: center;
    width: 2rem;
    height: 2rem;
    border-radius: ${ROUND};
    background: var(--accent-soft);
    color: var(--heading);
    font-size: 0.875rem;
    font-weight: 700;
  }
  .P__tip dt { color: var(--heading); font-weight: 650; }
  .P__tip dd { color: var(--muted); font-size: 0.9375rem; }
  .P__help { margin-top: 1.75rem; color: var(--muted); font-size: 0.9375rem; }
  .P__help a { color: var(--accent-text); font-weight: 600; }
  @media (min-width: 700px) {
    .P__tips { grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 1.5rem 2.5rem; }
  }
  @media (min-width: 1024px) {
    .P__tips { grid-template-columns: repeat(4, minmax(0, 1fr)); }
  }`;

function render(ctx: PatternContext): string {
  const L = local(ctx, TEXT);
  const sizes = (ctx.copy.items?.length ? ctx.copy.items : DEFAULT_SIZES).slice(0, 10);
  const rows = sizeRows(sizes);
  const mark = ctx.copy.highlight;
  const cell = (value: number) => {
    const cm = formatMeasure(value, 'cm', ctx.lang);
    const inch = formatMeasure(value, 'in', ctx.lang);
    return `<td x-text="unit === 'cm' ? '${cm}' : '${inch}'">${cm}</td>`;
  };
  const body = rows
    .map(
      (r, i) => `<tr${i === mark ? ' class="~row--mark"' : ''}>
            <th scope="row">${t(ctx, r.size)}</th>
            ${r.cm.map(cell).join('\n            ')}
          </tr>`,
    )
    .join('\n          ');
  const columns = [L.chest, L.waist, L.hips, L.length]
    .map((c) => `<th scope="col">${t(ctx, c)} (<span x-text="unit === 'cm' ? 'cm' : '${t(ctx, L.in)}'">cm</span>)</th>`)
    .join('\n            ');
  const [chestTip, waistTip, hipsTip, lengthTip] = L.tips;
  const tips = (
    [
      [L.chest, chestTip],
      [L.waist, waistTip],
      [L.hips, hipsTip],
      [L.length, lengthTip],
    ] as const
  )
    .map(([name, tip]) => `<div class="~tip"><dt>${t(ctx, name)}</dt><dd>${t(ctx, tip)}</dd></div>`)
    .join('\n      ');
  const title = ctx.copy.heading !== undefined ? t(ctx, ctx.copy.heading) : t(ctx, L.title);
  const intro = ctx.copy.subheading !== undefined ? t(ctx, ctx.copy.subheading) : t(ctx, L.lead);
  const eyebrow = t(ctx, ctx.copy.eyebrow ?? L.eyebrow);
  const markup = `
<div class="~inner">
  <header class="~header ~header--center">
    <p class="~eyebrow">${eyebrow}</p>
    <h2 class="~title" id="~title">${title}</h2>
    <p class="~lead">${intro}</p>
  </header>
  <div class="~card">
    <div class="~bar">
      <p class="~caption-text" aria-hidden="true">${t(ctx, L.caption)}</p>
      <div class="~units" role="group" aria-label="${t(ctx, L.unit)}">
        <button type="button" aria-pressed="true" x-bind:aria-pressed="unit === 'cm' ? 'true' : 'false'" x-on:click="unit = 'cm'">cm</button>
        <button type="button" aria-pressed="false" x-bind:aria-pressed="unit === 'in' ? 'true' : 'false'" x-on:click="unit = 'in'">${t(ctx, L.in)}</button>
      </div>
    </div>
    <div class="~scroll" role="region" tabindex="0" aria-label="${t(ctx, L.scroll)}">
      <table class="~table">
        <caption id="~caption">${t(ctx, L.caption)} (<span x-text="unit === 'cm' ? '${t(ctx, L.cmLong)}' : '${t(ctx, L.inLong)}'">${t(ctx, L.cmLong)}</span>)</caption>
        <thead>
          <tr>
            <th scope="col">${t(ctx, L.size)}</th>
            ${columns}
          </tr>
        </thead>
        <tbody>
          ${body}
        </tbody>
      </table>
    </div>
    <p class="~swipe" aria-hidden="true">${icon('arrow', '')}${t(ctx, L.swipe)}</p>
  </div>
  <section class="~measure" aria-labelledby="~how">
    <h3 id="~how">${t(ctx, L.howTo)}</h3>
    <dl class="~tips">
      ${tips}
    </dl>
    <p class="~help"><a href="#">${t(ctx, ctx.copy.button ?? L.help)}</a></p>
  </section>
</div>`;
  return fragment(ctx, 'size-guide', { css: CSS, body: markup, attrs: `x-data="{ unit: 'cm' }"` });
}

export const sizeGuide: PatternDefinition = {
  id: 'size-guide',
  title: 'Size guide',
  keywords: [
    'size guide',
    'size chart',
    'size table',
    'sizing guide',
    'sizing chart',
    'size and fit',
    'größentabelle',
    'größentabellen',
    'größenratgeber',
    'größenberater',
    'guide des tailles',
    'tableau des tailles',
    'guía de tallas',
    'tabla de tallas',
    'guida alle taglie',
    'tabella taglie',
    'tabella delle taglie',
    'maattabel',
    'maatgids',
    'guia de tamanhos',
    'tabela de tamanhos',
    'guia de medidas',
  ],
  itemNouns: ['size', 'größe', 'taille', 'talla', 'taglia', 'maat', 'tamanho'],
  place: 'flow',
  rank: 0,
  items: { default: 5, max: 10 },
  render,
};
