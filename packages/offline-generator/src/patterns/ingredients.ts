import type { Localized } from '../lang';
import { ROUND, fragment, local, t } from './kit';
import type { PatternContext, PatternDefinition } from './types';

type Allergen = 'gluten' | 'milk' | 'egg' | 'nuts' | 'peanuts' | 'soy' | 'sesame' | 'fish' | 'celery' | 'mustard';

/** Words that reveal an allergen, in every language: an ingredient containing one is marked. */
const ALLERGEN_WORDS: Record<Allergen, RegExp> = {
  gluten:
    /wheat|flour|\boat|barley|\brye|spelt|gluten|semolina|weizen|mehl|hafer|gerste|roggen|dinkel|grieß|blé|farine|avoine|orge|seigle|épeautre|semoule|trigo|harina|avena|cebada|centeno|espelta|sémola|grano|farina|orzo|segale|farro|semola|tarwe|meel|haver|gerst|rogge|griesmeel|farinha|aveia|cevada|centeio/i,
  milk: /milk|(?<!peanut |nut )\bbutter\b|cream|cheese|yogh?urt|whey|milch|sahne|käse|joghurt|molke|lait|beurre|crème|fromage|leche|mantequilla|nata|queso|yogur|latte|burro|panna|formaggio|melk|boter|\broom\b|kaas|leite|manteiga|natas|queijo|iogurte/i,
  egg: /\begg|\bei\b|eier|œuf|oeuf|huevo|\buov|\bovo|\bovos/i,
  nuts: /almond|hazelnut|walnut|cashew|pistachio|pecan|mandel|(?<!erd)n[uü]ss|pistazie|amande|noisette|noix|pistache|almendra|avellana|nuez|anacardo|pistacho|mandorl|nocciol|noce|pistacchi|amandel|hazelno|walno|pistache|amêndoa|avelã|noz|caju/i,
  peanuts: /peanut|erdnuss|arachide|cacahuète|cacahuete|maní|arachidi|pinda|amendoim/i,
  soy: /\bsoy|soja|\bsoia/i,
  sesame: /sesame|sesam|sésamo|sesamo|sésame|gergelim/i,
  fish: /\bfish|salmon|tuna|anchov|fisch|lachs|thunfisch|poisson|saumon|thon|pescado|salmón|atún|pesce|salmone|tonno|vis\b|zalm|tonijn|peixe|salmão|atum/i,
  celery: /celery|sellerie|céleri|apio|sedano|selderij|aipo/i,
  mustard: /mustard|senf|moutarde|mostaza|senape|mosterd|mostarda/i,
};

export function allergensOf(ingredient: string): Allergen[] {
  return (Object.keys(ALLERGEN_WORDS) as Allergen[]).filter((a) => ALLERGEN_WORDS[a].test(ingredient));
}

interface Labels {
  eyebrow: string;
  title: string;
  lead: string;
  list: string;
  allergenNote: string;
  contains: string;
  none: string;
  allergen: string;
  caption: string;
  per100: string;
  nutrient: string;
  rows: [string, string, string, string, string, string, string, string];
  defaults: string[];
  allergens: Record<Allergen, string>;
  decimal: string;
}

export const TEXT = {
  en: {
    eyebrow: 'Ingredients',
    title: 'What’s inside',
    lead: 'Simple, honest ingredients you can pronounce, and nothing you would not use at home.',
    list: 'Ingredients',
    allergenNote: 'Allergens are shown in bold.',
    contains: 'Contains',
    none: 'No major allergens',
    allergen: 'allergen',
    caption: 'Nutrition information per 100 g',
    per100: 'Per 100 g',
    nutrient: 'Nutrient',
    rows: ['Energy', 'Fat', 'of which saturates', 'Carbohydrate', 'of which sugars', 'Fibre', 'Protein', 'Salt'],
    defaults: ['Wholegrain oats', 'Honey', 'Almonds', 'Sunflower seeds', 'Dried apple', 'Cinnamon', 'Sea salt'],
    allergens: {
      gluten: 'Gluten',
      milk: 'Milk',
      egg: 'Egg',
      nuts: 'Nuts',
      peanuts: 'Peanuts',
      soy: 'Soy',
      sesame: 'Sesame',
      fish: 'Fish',
      celery: 'Celery',
      mustard: 'Mustard',
    },
    decimal: '.',
  },
  de: {
    eyebrow: 'Zutaten',
    title: 'Was drin ist',
    lead: 'Einfache, ehrliche Zutaten, die Sie kennen – und nichts, was Sie nicht auch zu Hause verwenden würden.',
    list: 'Zutaten',
    allergenNote: 'Allergene sind fett hervorgehoben.',
    contains: 'Enthält',
    none: 'Keine Hauptallergene',
    allergen: 'Allergen',
    caption: 'Nährwerte pro 100 g',
    per100: 'Pro 100 g',
    nutrient: 'Nährwert',
    rows: [
      'Energie',
      'Fett',
      'davon gesättigte Fettsäuren',
      'Kohlenhydrate',
      'davon Zucker',
      'Ballaststoffe',
      'Eiweiß',
      'Salz',
    ],
    defaults: [
      'Vollkorn-Haferflocken',
      'Honig',
      'Mandeln',
      'Sonnenblumenkerne',
      'Getrockneter Apfel',
      'Zimt',
      'Meersalz',
    ],
    allergens: {
      gluten: 'Gluten',
      milk: 'Milch',
      egg: 'Ei',
      nuts: 'Schalenfrüchte',
      peanuts: 'Erdnüsse',
      soy: 'Soja',
      sesame: 'Sesam',
      fish: 'Fisch',
      celery: 'Sellerie',
      mustard: 'Senf',
    },
    decimal: ',',
  },
  fr: {
    eyebrow: 'Ingrédients',
    title: 'Ce qu’il y a dedans',
    lead: 'Des ingrédients simples et sincères, que vous connaissez, et rien que vous n’utiliseriez pas chez vous.',
    list: 'Ingrédients',
    allergenNote: 'Les allergènes sont indiqués en gras.',
    contains: 'Contient',
    none: 'Aucun allergène majeur',
    allergen: 'allergène',
    caption: 'Valeurs nutritionnelles pour 100 g',
    per100: 'Pour 100 g',
    nutrient: 'Nutriment',
    rows: [
      'Énergie',
      'Matières grasses',
      'dont acides gras saturés',
      'Glucides',
      'dont sucres',
      'Fibres',
      'Protéines',
      'Sel',
    ],
    defaults: [
      'Flocons d’avoine complets',
      'Miel',
      'Amandes',
      'Graines de tournesol',
      'Pomme séchée',
      'Cannelle',
      'Sel de mer',
    ],
    allergens: {
      gluten: 'Gluten',
      milk: 'Lait',
      egg: 'Œuf',
      nuts: 'Fruits à coque',
      peanuts: 'Arachides',
      soy: 'Soja',
      sesame: 'Sésame',
      fish: 'Poisson',
      celery: 'Céleri',
      mustard: 'Moutarde',
    },
    decimal: ',',
  },
  es: {
    eyebrow: 'Ingredientes',
    title: 'Lo que lleva dentro',
    lead: 'Ingredientes sencillos y honestos que conoces, y nada que no usarías en casa.',
    list: 'Ingredientes',
    allergenNote: 'Los alérgenos aparecen en negrita.',
    contains: 'Contiene',
    none: 'Sin alérgenos principales',
    allergen: 'alérgeno',
    caption: 'Información nutricional por 100 g',
    per100: 'Por 100 g',
    nutrient: 'Nutriente',
    rows: [
      'Valor energético',
      'Grasas',
      'de las cuales saturadas',
      'Hidratos de carbono',
      'de los cuales azúcares',
      'Fibra alimentaria',
      'Proteínas',
      'Sal',
    ],
    defaults: [
      'Copos de avena integral',
      'Miel',
      'Almendras',
      'Pipas de girasol',
      'Manzana deshidratada',
      'Canela',
      'Sal marina',
    ],
    allergens: {
      gluten: 'Gluten',
      milk: 'Leche',
      egg: 'Huevo',
      nuts: 'Frutos de cáscara',
      peanuts: 'Cacahuetes',
      soy: 'Soja',
      sesame: 'Sésamo',
      fish: 'Pescado',
      celery: 'Apio',
      mustard: 'Mostaza',
    },
    decimal: ',',
  },
  it: {
    eyebrow: 'Ingredienti',
    title: 'Cosa c’è dentro',
    lead: 'Ingredienti semplici e sinceri, che conosci, e niente che non useresti a casa tua.',
    list: 'Ingredienti',
    allergenNote: 'Gli allergeni sono evidenziati in grassetto.',
    contains: 'Contiene',
    none: 'Nessun allergene principale',
    allergen: 'allergene',
    caption: 'Valori nutrizionali per 100 g',
    per100: 'Per 100 g',
    nutrient: 'Valore',
    rows: [
      'Energia',
      'Grassi',
      'di cui acidi grassi saturi',
      'Carboidrati',
      'di cui zuccheri',
      'Fibre',
      'Proteine',
      'Sale',
    ],
    defaults: [
      'Fiocchi d’avena integrale',
      'Miele',
      'Mandorle',
      'Semi di girasole',
      'Mela essiccata',
      'Cannella',
      'Sale marino',
    ],
    allergens: {
      gluten: 'Glutine',
      milk: 'Latte',
      egg: 'Uova',
      nuts: 'Frutta a guscio',
      peanuts: 'Arachidi',
      soy: 'Soia',
      sesame: 'Sesamo',
      fish: 'Pesce',
      celery: 'Sedano',
      mustard: 'Senape',
    },
    decimal: ',',
  },
  nl: {
    eyebrow: 'Ingrediënten',
    title: 'Wat erin zit',
    lead: 'Eenvoudige, eerlijke ingrediënten die je kent, en niets wat je thuis niet zelf zou gebruiken.',
    list: 'Ingrediënten',
    allergenNote: 'Allergenen staan vetgedrukt.',
    contains: 'Bevat',
    none: 'Geen belangrijke allergenen',
    allergen: 'allergeen',
    caption: 'Voedingswaarde per 100 g',
    per100: 'Per 100 g',
    nutrient: 'Voedingsstof',
    rows: ['Energie', 'Vetten', 'waarvan verzadigd', 'Koolhydraten', 'waarvan suikers', 'Vezels', 'Eiwitten', 'Zout'],
    defaults: [
      'Volkoren havervlokken',
      'Honing',
      'Amandelen',
      'Zonnebloempitten',
      'Gedroogde appel',
      'Kaneel',
      'Zeezout',
    ],
    allergens: {
      gluten: 'Gluten',
      milk: 'Melk',
      egg: 'Ei',
      nuts: 'Noten',
      peanuts: 'Pinda’s',
      soy: 'Soja',
      sesame: 'Sesam',
      fish: 'Vis',
      celery: 'Selderij',
      mustard: 'Mosterd',
    },
    decimal: ',',
  },
  pt: {
    eyebrow: 'Ingredientes',
    title: 'O que tem lá dentro',
    lead: 'Ingredientes simples e honestos, que conhece, e nada que não usaria em casa.',
    list: 'Ingredientes',
    allergenNote: 'Os alergénios estão assinalados a negrito.',
    contains: 'Contém',
    none: 'Sem alergénios principais',
    allergen: 'alergénio',
    caption: 'Informação nutricional por 100 g',
    per100: 'Por 100 g',
    nutrient: 'Nutriente',
    rows: [
      'Energia',
      'Lípidos',
      'dos quais saturados',
      'Hidratos de carbono',
      'dos quais açúcares',
      'Fibra',
      'Proteínas',
      'Sal',
    ],
    defaults: [
      'Flocos de aveia integral',
      'Mel',
      'Amêndoas',
      'Sementes de girassol',
      'Maçã desidratada',
      'Canela',
      'Sal marinho',
    ],
    allergens: {
      gluten: 'Glúten',
      milk: 'Leite',
      egg: 'Ovo',
      nuts: 'Frutos de casca rija',
      peanuts: 'Amendoins',
      soy: 'Soja',
      sesame: 'Sésamo',
      fish: 'Peixe',
      celery: 'Aipo',
      mustard: 'Mostarda',
    },
    decimal: ',',
  },
} satisfies Localized<Labels>;

/** Plausible values per 100 g, drawn from the seed: [kcal, fat, saturates, carbs, sugars, fibre, protein, salt]. */
function nutrition(rng: () => number): number[] {
  const fat = 4 + Math.round(rng() * 180) / 10;
  const carbs = 30 + Math.round(rng() * 350) / 10;
  const protein = 6 + Math.round(rng() * 100) / 10;
  const fibre = 3 + Math.round(rng() * 70) / 10;
  const kcal = Math.round(fat * 9 + carbs * 4 + protein * 4 + fibre * 2);
  return [
    kcal,
    fat,
    Math.round(fat * (0.15 + rng() * 0.25) * 10) / 10,
    carbs,
    Math.round(carbs * (0.15 + rng() * 0.3) * 10) / 10,
    fibre,
    protein,
    Math.round((0.05 + rng() * 0.6) * 100) / 100,
  ];
}

function num(value: number, L: Labels): string {
  return String(value).replace('.', L.decimal);
}

const CSS = `
  .P__grid { display: grid; gap: 1.5rem; align-items: start; }
  .P__panel {
    padding: clamp(1.25rem, 3vw, 2rem);
    border: 1px solid var(--border);
    border-radius: min(calc(var(--radius) * 1.5), 1.5rem);
    background: var(--bg);
  }
  .P__h3 { color: var(--heading); font-size: 1.125rem; font-weight: 700; }
  .P__list { display: flex; flex-wrap: wrap; gap: 0.5rem; margin-top: 1rem; }
  .P__chip {
    display: inline-flex;
    align-items: center;
    gap: 0.375rem;
    padding: 0.375rem 0.875rem;
    border: 1px solid var(--border);
    border-radius: ${ROUND};
    color: var(--text);
    font-size: 0.9375rem;
  }
  .P__chip--allergen { border-color: var(--accent); background: var(--accent-soft); color: var(--heading); }
  .P__chip strong { font-weight: 750; }
  .P__note { margin-top: 1rem; color: var(--muted); font-size: 0.875rem; }
  .P__contains { display: flex; flex-wrap: wrap; gap: 0.375rem 0.625rem; align-items: baseline; margin-top: 1.25rem; padding-top: 1.25rem; border-top: 1px solid var(--border); color: var(--text); }
  .P__contains dt { color: var(--heading); font-weight: 700; }
  .P__table { width: 100%; margin-top: 0.25rem; border-collapse: collapse; font-variant-numeric: tabular-nums; }
  .P__table caption { padding-bottom: 0.75rem; color: var(--heading); font-size: 1.125rem; font-weight: 700; text-align: left; }
  .P__table th, .P__table td { padding: 0.625rem 0; border-bottom: 1px solid var(--border); text-align: left; }
  .P__table td { text-align: right; white-space: nowrap; color: var(--heading); font-weight: 600; }
  .P__table thead th { color: var(--muted); font-size: 0.8125rem; font-weight: 700; letter-spacing: 0.05em; text-transform: uppercase; }
  .P__table thead th:last-child { text-align: right; }
  .P__table tbody th { color: var(--text); font-weight: 500; }
  .P__table .P__sub th { padding-left: 1rem; color: var(--muted); font-size: 0.9375rem; }
  .P__table .P__sub td { font-weight: 500; color: var(--text); }
  .P__table tbody tr:first-child > * { border-top: 2px solid var(--heading); }
  .P__table tbody tr:last-child > * { border-bottom: 0; }
  @media (min-width: 860px) {
    .P__grid { grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr); gap: 2rem; }
  }`;

function render(ctx: PatternContext): string {
  const L: Labels = local(ctx, TEXT);
  const items = (ctx.copy.items ?? []).map((s) => s.trim()).filter(Boolean);
  const ingredients = (items.length > 0 ? items : L.defaults).slice(0, 24);
  const found = new Set<Allergen>();
  const chips = ingredients
    .map((name) => {
      const allergens = allergensOf(name);
      for (const a of allergens) found.add(a);
      if (allergens.length === 0) return `<li class="~chip">${t(ctx, name)}</li>`;
      const what = allergens.map((a) => L.allergens[a]).join(', ');
      return `<li class="~chip ~chip--allergen"><strong>${t(ctx, name)}</strong><span class="~sr"> (${t(ctx, L.allergen)}: ${t(ctx, what)})</span></li>`;
    })
    .join('\n          ');
  const contains = found.size > 0 ? [...found].map((a) => L.allergens[a]).join(', ') : L.none;
  const values = nutrition(ctx.rng);
  const [kcal = 0] = values;
  const kj = Math.round(kcal * 4.184);
  const cells = values.map((v, i) => (i === 0 ? `${kj} kJ / ${kcal} kcal` : `${num(v, L)} g`));
  const rows = L.rows
    .map((name, i) => {
      const sub = i === 2 || i === 4;
      return `<tr${sub ? ' class="~sub"' : ''}><th scope="row">${t(ctx, name)}</th><td>${t(ctx, cells[i] ?? '')}</td></tr>`;
    })
    .join('\n          ');
  const title = ctx.copy.heading !== undefined ? t(ctx, ctx.copy.heading) : t(ctx, L.title);
  const intro = ctx.copy.subheading !== undefined ? t(ctx, ctx.copy.subheading) : t(ctx, L.lead);
  const body = `
<div class="~inner">
  <header class="~header ~header--center">
    <p class="~eyebrow">${t(ctx, ctx.copy.eyebrow ?? L.eyebrow)}</p>
    <h2 class="~title" id="~title">${title}</h2>
    <p class="~lead">${intro}</p>
  </header>
  <div class="~grid">
    <section class="~panel" aria-labelledby="~list">
      <h3 class="~h3" id="~list">${t(ctx, L.list)}</h3>
      <ul class="~list">
          ${chips}
      </ul>
      <p class="~note">${t(ctx, L.allergenNote)}</p>
      <dl class="~contains">
        <dt>${t(ctx, L.contains)}:</dt>
        <dd>${t(ctx, contains)}</dd>
      </dl>
    </section>
    <div class="~panel">
      <table class="~table">
        <caption>${t(ctx, L.caption)}</caption>
        <thead>
          <tr><th scope="col">${t(ctx, L.nutrient)}</th><th scope="col">${t(ctx, L.per100)}</th></tr>
        </thead>
        <tbody>
          ${rows}
        </tbody>
      </table>
    </div>
  </div>
</div>`;
  return fragment(ctx, 'ingredients', { css: CSS, body });
}

export const ingredients: PatternDefinition = {
  id: 'ingredients',
  title: 'Ingredients and nutrition',
  keywords: [
    'ingredients',
    'ingredient list',
    'nutrition',
    'nutrition facts',
    'nutritional information',
    'allergens',
    'zutaten',
    'zutatenliste',
    'nährwerte',
    'nährwerttabelle',
    'allergene',
    'ingrédients',
    'valeurs nutritionnelles',
    'allergènes',
    'ingredientes',
    'información nutricional',
    'alérgenos',
    'ingredienti',
    'valori nutrizionali',
    'allergeni',
    'ingrediënten',
    'voedingswaarde',
    'allergenen',
    'informação nutricional',
    'alergénios',
  ],
  itemNouns: ['ingredient', 'zutat', 'ingrédient', 'ingrediente', 'ingrediënt'],
  place: 'flow',
  rank: 0,
  render,
};
