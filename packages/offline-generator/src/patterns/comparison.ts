import { icon } from '../art';
import { wrapAt } from '../hash';
import type { Localized } from '../lang';
import { ROUND, fragment, local, t, variantOf } from './kit';
import type { PatternContext, PatternDefinition } from './types';

interface Labels {
  eyebrow: string;
  title: string;
  lead: string;
  caption: string;
  feature: string;
  included: string;
  excluded: string;
  popular: string;
  price: string;
  choose: string;
  swipe: string;
  scroll: string;
  note: string;
}

export const TEXT = {
  en: {
    eyebrow: 'Compare',
    title: 'Which one is right for you?',
    lead: 'All the differences at a glance, so you can choose with confidence.',
    caption: 'Features compared side by side',
    feature: 'Feature',
    included: 'Included',
    excluded: 'Not included',
    popular: 'Most popular',
    price: 'Price',
    choose: 'Choose',
    swipe: 'Swipe sideways to compare',
    scroll: 'Comparison table, scrolls sideways',
    note: 'Every option can be changed or cancelled at any time.',
  },
  de: {
    eyebrow: 'Vergleich',
    title: 'Was passt zu Ihnen?',
    lead: 'Alle Unterschiede auf einen Blick – damit Sie sicher wählen können.',
    caption: 'Leistungen im direkten Vergleich',
    feature: 'Leistung',
    included: 'Enthalten',
    excluded: 'Nicht enthalten',
    popular: 'Am beliebtesten',
    price: 'Preis',
    choose: 'Wählen',
    swipe: 'Seitlich wischen zum Vergleichen',
    scroll: 'Vergleichstabelle, seitlich scrollbar',
    note: 'Jede Option lässt sich jederzeit ändern oder kündigen.',
  },
  fr: {
    eyebrow: 'Comparatif',
    title: 'Quelle offre vous correspond ?',
    lead: 'Toutes les différences en un coup d’œil, pour choisir en toute confiance.',
    caption: 'Fonctionnalités comparées côte à côte',
    feature: 'Fonctionnalité',
    included: 'Inclus',
    excluded: 'Non inclus',
    popular: 'Le plus choisi',
    price: 'Prix',
    choose: 'Choisir',
    swipe: 'Faites glisser pour comparer',
    scroll: 'Tableau comparatif, défilement horizontal',
    note: 'Chaque offre peut être modifiée ou résiliée à tout moment.',
  },
  es: {
    eyebrow: 'Comparativa',
    title: '¿Cuál es la opción para ti?',
    lead: 'Todas las diferencias de un vistazo, para que elijas con total seguridad.',
    caption: 'Funciones comparadas una al lado de otra',
    feature: 'Función',
    included: 'Incluido',
    excluded: 'No incluido',
    popular: 'El más elegido',
    price: 'Precio',
    choose: 'Elegir',
    swipe: 'Desliza para comparar',
    scroll: 'Tabla comparativa, se desplaza en horizontal',
    note: 'Puedes cambiar o cancelar cualquier opción en cualquier momento.',
  },
  it: {
    eyebrow: 'Confronto',
    title: 'Qual è la scelta giusta per te?',
    lead: 'Tutte le differenze a colpo d’occhio, per scegliere con sicurezza.',
    caption: 'Funzionalità a confronto',
    feature: 'Funzionalità',
    included: 'Incluso',
    excluded: 'Non incluso',
    popular: 'Il più scelto',
    price: 'Prezzo',
    choose: 'Scegli',
    swipe: 'Scorri di lato per confrontare',
    scroll: 'Tabella di confronto, scorre in orizzontale',
    note: 'Ogni opzione si può modificare o disdire in qualsiasi momento.',
  },
  nl: {
    eyebrow: 'Vergelijking',
    title: 'Wat past het best bij jou?',
    lead: 'Alle verschillen in één oogopslag, zodat je met een gerust hart kiest.',
    caption: 'Functies naast elkaar vergeleken',
    feature: 'Functie',
    included: 'Inbegrepen',
    excluded: 'Niet inbegrepen',
    popular: 'Meest gekozen',
    price: 'Prijs',
    choose: 'Kies',
    swipe: 'Veeg opzij om te vergelijken',
    scroll: 'Vergelijkingstabel, horizontaal scrollbaar',
    note: 'Elke optie kun je op elk moment wijzigen of opzeggen.',
  },
  pt: {
    eyebrow: 'Comparação',
    title: 'Qual é a opção certa para si?',
    lead: 'Todas as diferenças num relance, para escolher com confiança.',
    caption: 'Funcionalidades lado a lado',
    feature: 'Funcionalidade',
    included: 'Incluído',
    excluded: 'Não incluído',
    popular: 'O mais escolhido',
    price: 'Preço',
    choose: 'Escolher',
    swipe: 'Deslize para comparar',
    scroll: 'Tabela comparativa, desliza na horizontal',
    note: 'Pode alterar ou cancelar qualquer opção a qualquer momento.',
  },
} satisfies Localized<Labels>;

interface Column {
  name: string;
  price?: string;
}

function columns(ctx: PatternContext): Column[] {
  const items = (ctx.copy.items ?? []).map((s) => s.trim()).filter(Boolean);
  const prices = ctx.copy.prices ?? [];
  if (items.length > 0) {
    return items.slice(0, 5).map((name, i) => {
      const named = prices.find((p) => p.name !== undefined && p.name.toLowerCase() === name.toLowerCase());
      const unnamed = prices.every((p) => p.name === undefined) ? prices[i] : undefined;
      return { name, price: (named ?? unnamed)?.amount };
    });
  }
  return Array.from({ length: 3 }, (_, i) => {
    const plan = wrapAt(ctx.bank.plans, i);
    return { name: plan.name, price: prices[i]?.amount ?? `$${plan.price}` };
  });
}

/** Feature rows: the first rows come with every column, later ones only with the larger ones. */
function rows(ctx: PatternContext, n: number): Array<{ name: string; from: number }> {
  const count = Math.max(2, Math.min(10, ctx.copy.count ?? 6));
  const features = Array.from({ length: count }, (_, i) => wrapAt(ctx.bank.features, i));
  return features.map((f, r) => ({
    name: f.title,
    from: r < 2 ? 0 : Math.min(n - 1, Math.floor(((r - 1) * n) / features.length) + (r % 3 === 0 ? 1 : 0)),
  }));
}

const CSS = `
  .P__scroll { position: relative; overflow-x: auto; overscroll-behavior-x: contain; padding-top: 1rem; }
  .P__table { width: 100%; border-collapse: separate; border-spacing: 0; }
  .P__table caption { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; }
  .P__table th, .P__table td { padding: 1rem 1.125rem; border-bottom: 1px solid var(--border); text-align: center; vertical-align: middle; }
  .P__table thead th { padding-top: 1.5rem; vertical-align: bottom; }
  .P__table th[scope="row"] { width: 34%; color: var(--text); font-weight: 500; text-align: left; }
  .P__corner { color: var(--muted); font-size: 0.8125rem; font-weight: 700; letter-spacing: 0.06em; text-align: left !important; text-transform: uppercase; }
  .P__plan { display: block; color: var(--heading); font-size: 1.125rem; font-weight: 700; }
  .P__price { display: block; margin-top: 0.25rem; color: var(--text); font-size: 0.9375rem; font-weight: 500; }
  .P__badge {
    display: table;
    margin: 0 auto 0.5rem;
    padding: 0.25rem 0.75rem;
    border-radius: ${ROUND};
    background: var(--button-bg);
    color: var(--button-text);
    font-size: 0.75rem;
    font-weight: 700;
    white-space: nowrap;
  }
  .P__yes, .P__no {
    display: inline-grid;
    place-items: center;
    width: 1.75rem;
    height: 1.75rem;
    border-radius: ${ROUND};
  }
  .P__yes { background: var(--accent-soft); color: var(--heading); }
  .P__no { color: var(--muted); }
  .P__yes svg, .P__no svg { width: 1rem; height: 1rem; }
  .P__no svg { width: 0.875rem; height: 0.875rem; }
  .P__table .P__hl { background: var(--accent-soft); }
  .P__table .P__hl .P__yes { background: var(--bg); }
  .P__table .P__hl .P__no { color: var(--text); }
  .P__table thead .P__hl { border-radius: min(var(--radius), 1rem) min(var(--radius), 1rem) 0 0; }
  .P__table tfoot .P__hl { border-radius: 0 0 min(var(--radius), 1rem) min(var(--radius), 1rem); }
  .P__table tfoot td { border-bottom: 0; padding-top: 1.25rem; padding-bottom: 1.5rem; }
  .P__table tfoot .P__btn { width: 100%; min-height: 2.5rem; padding: 0.5rem 0.75rem; white-space: nowrap; }
  .P__table tbody tr:hover th, .P__table tbody tr:hover td:not(.P__hl) { background: var(--surface); }
  .P__table tbody tr:hover th { color: var(--heading); }
  .P__note { margin-top: 1.5rem; color: var(--muted); font-size: 0.9375rem; text-align: center; }
  .P--framed .P__frame { padding: 0 1rem; border: 1px solid var(--border); border-radius: min(calc(var(--radius) * 1.5), 1.5rem); box-shadow: var(--shadow); }
  .P__swipe { display: none; align-items: center; justify-content: center; gap: 0.375rem; margin-top: 0.75rem; color: var(--muted); font-size: 0.8125rem; }
  .P__swipe svg { width: 1rem; height: 1rem; }
  @media (max-width: 640px) {
    .P__table th, .P__table td { padding-left: 0.75rem; padding-right: 0.75rem; }
    .P__table th[scope="row"], .P__corner { position: sticky; left: 0; z-index: 1; background: var(--bg); }
    .P__table th[scope="row"] { width: 8.5rem; min-width: 8.5rem; border-right: 1px solid var(--border); font-size: 0.9375rem; }
    .P__table thead th:not(.P__corner), .P__table td { min-width: 7.5rem; }
    .P__plan { font-size: 1rem; }
    .P--framed .P__frame { padding: 0; }
    .P__swipe { display: flex; }
  }`;

function render(ctx: PatternContext): string {
  const L = local(ctx, TEXT);
  const cols = columns(ctx);
  const n = cols.length;
  const hl = ctx.copy.highlight ?? (n >= 3 ? 1 : n - 1);
  const cls = (j: number) => (j === hl ? ' class="~hl"' : '');
  const yes = `<span class="~yes">${icon('check', '')}</span><span class="~sr">${t(ctx, L.included)}</span>`;
  const no = `<span class="~no">${icon('close', '')}</span><span class="~sr">${t(ctx, L.excluded)}</span>`;
  const head = cols
    .map(
      (c, j) =>
        `<th scope="col"${cls(j)}><span class="~plan">${j === hl ? `<span class="~badge">${t(ctx, ctx.copy.badge ?? L.popular)}</span>` : ''}${t(ctx, c.name)}</span>${c.price ? `<span class="~price"><span class="~sr">${t(ctx, L.price)}: </span>${t(ctx, c.price)}</span>` : ''}</th>`,
    )
    .join('\n            ');
  const body = rows(ctx, n)
    .map(
      (r) => `<tr>
            <th scope="row">${t(ctx, r.name)}</th>
            ${cols.map((_, j) => `<td${cls(j)}>${j >= r.from ? yes : no}</td>`).join('\n            ')}
          </tr>`,
    )
    .join('\n          ');
  const foot = cols
    .map(
      (c, j) =>
        `<td${cls(j)}><a class="~btn${j === hl ? '' : ' ~btn--ghost'}" href="#">${t(ctx, ctx.copy.button ?? L.choose)}<span class="~sr"> ${t(ctx, c.name)}</span></a></td>`,
    )
    .join('\n            ');
  const title = ctx.copy.heading !== undefined ? t(ctx, ctx.copy.heading) : t(ctx, L.title);
  const intro = ctx.copy.subheading !== undefined ? t(ctx, ctx.copy.subheading) : t(ctx, L.lead);
  const markup = `
<div class="~inner">
  <header class="~header ~header--center">
    <p class="~eyebrow">${t(ctx, ctx.copy.eyebrow ?? L.eyebrow)}</p>
    <h2 class="~title" id="~title">${title}</h2>
    <p class="~lead">${intro}</p>
  </header>
  <div class="~frame">
    <div class="~scroll" role="region" tabindex="0" aria-label="${t(ctx, L.scroll)}">
      <table class="~table">
        <caption>${t(ctx, L.caption)}</caption>
        <thead>
          <tr>
            <th scope="col" class="~corner">${t(ctx, L.feature)}</th>
            ${head}
          </tr>
        </thead>
        <tbody>
          ${body}
        </tbody>
        <tfoot>
          <tr>
            <td></td>
            ${foot}
          </tr>
        </tfoot>
      </table>
    </div>
  </div>
  <p class="~swipe" aria-hidden="true">${icon('arrow', '')}${t(ctx, L.swipe)}</p>
  <p class="~note">${t(ctx, L.note)}</p>
</div>`;
  return fragment(ctx, 'comparison', {
    css: CSS,
    body: markup,
    buttons: true,
    modifiers: [variantOf(ctx, 2) === 0 ? 'open' : 'framed'],
  });
}

export const comparison: PatternDefinition = {
  id: 'comparison',
  title: 'Comparison table',
  keywords: [
    'comparison',
    'comparison table',
    'compare',
    'compare plans',
    'feature comparison',
    'side by side',
    'vergleich',
    'vergleichstabelle',
    'produktvergleich',
    'comparatif',
    'comparaison',
    'tableau comparatif',
    'comparación',
    'comparativa',
    'tabla comparativa',
    'confronto',
    'tabella di confronto',
    'comparazione',
    'vergelijking',
    'vergelijkingstabel',
    'vergelijken',
    'comparação',
    'comparativo',
    'tabela comparativa',
  ],
  itemNouns: ['criterion', 'criteria', 'merkmal', 'critère', 'criterio', 'kenmerk', 'critério', 'feature', 'row'],
  // "a comparison of the Basic, Pro and Team plans with 5 features": the plans are its columns, the features its rows.
  absorbs: ['pricing', 'feature-grid'],
  place: 'flow',
  rank: 0,
  items: { default: 6, max: 10 },
  render,
};
