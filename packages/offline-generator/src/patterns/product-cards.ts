import { abstractImage, icon, productImage, sceneImage } from '../art';
import type { Localized } from '../lang';
import {
  ROUND,
  accentHue,
  buttonLabel,
  fragment,
  gridColumns,
  itemCount,
  local,
  named,
  sectionHeader,
  t,
  take,
  variantOf,
} from './kit';
import type { PatternContext, PatternDefinition } from './types';

const CSS = `
  .P__grid { display: grid; gap: 1.5rem; }
  .P__card {
    position: relative;
    display: flex;
    flex-direction: column;
    overflow: hidden;
    border: 1px solid var(--border);
    border-radius: min(calc(var(--radius) * 1.5), 1.5rem);
    background: var(--bg);
    transition: transform 0.25s ease, box-shadow 0.25s ease;
  }
  .P__card:hover { transform: translateY(-4px); box-shadow: var(--shadow); }
  .P__media { position: relative; overflow: hidden; background: var(--surface); }
  .P__media img { width: 100%; aspect-ratio: 1 / 1; object-fit: cover; transition: transform 0.4s ease; }
  .P--large .P__media img { aspect-ratio: 4 / 3; }
  .P__card:hover .P__media img { transform: scale(1.04); }
  .P__badge {
    position: absolute;
    top: 0.75rem;
    left: 0.75rem;
    padding: 0.25rem 0.625rem;
    border-radius: ${ROUND};
    background: var(--accent);
    color: var(--on-accent);
    font-size: 0.75rem;
    font-weight: 700;
    letter-spacing: 0.02em;
  }
  .P__body { display: flex; flex: 1; flex-direction: column; gap: 0.375rem; padding: 1.25rem; }
  .P__name { color: var(--heading); font-size: 1.0625rem; font-weight: 650; line-height: 1.35; }
  .P__name a { text-decoration: none; }
  .P__name a::after { content: ""; position: absolute; inset: 0; }
  .P__text { color: var(--muted); font-size: 0.9375rem; }
  .P__meta { display: flex; align-items: center; justify-content: space-between; gap: 0.75rem; margin-top: auto; padding-top: 0.75rem; }
  .P__price { color: var(--heading); font-size: 1.125rem; font-weight: 700; }
  .P__rating { display: flex; align-items: center; gap: 0.25rem; color: var(--muted); font-size: 0.875rem; }
  .P__rating svg { width: 1rem; height: 1rem; color: #f5a524; fill: currentColor; }
  .P__add { position: relative; z-index: 1; width: 100%; margin-top: 1rem; }
  .P--rows .P__card { flex-direction: row; }
  .P--rows .P__media { flex: 0 0 38%; }
  .P--rows .P__media img { height: 100%; aspect-ratio: auto; min-height: 11rem; }
  .P__footer { display: flex; justify-content: center; margin-top: 2.5rem; }`;

interface Labels {
  badges: [string, string, string, string];
  add: string;
  addNamed: (name: string) => string;
  details: string;
  detailsNamed: (name: string) => string;
  rated: string;
  outOf: string;
  all: string;
}

const TEXT = {
  en: {
    badges: ['New', 'Bestseller', 'Sale', 'Limited'],
    add: 'Add to cart',
    addNamed: (name) => `Add ${name} to cart`,
    details: 'View details',
    detailsNamed: (name) => `View details of ${name}`,
    rated: 'Rated ',
    outOf: ' out of 5',
    all: 'View all',
  },
  de: {
    badges: ['Neu', 'Bestseller', 'Angebot', 'Limitiert'],
    add: 'In den Warenkorb',
    addNamed: (name) => `${name} in den Warenkorb legen`,
    details: 'Details ansehen',
    detailsNamed: (name) => `Details zu ${name} ansehen`,
    rated: 'Bewertet mit ',
    outOf: ' von 5',
    all: 'Alle ansehen',
  },
  fr: {
    badges: ['Nouveau', 'Best-seller', 'Promo', 'Édition limitée'],
    add: 'Ajouter au panier',
    addNamed: (name) => `Ajouter ${name} au panier`,
    details: 'Voir le détail',
    detailsNamed: (name) => `Voir le détail de ${name}`,
    rated: 'Noté ',
    outOf: ' sur 5',
    all: 'Tout voir',
  },
  es: {
    badges: ['Nuevo', 'Más vendido', 'Oferta', 'Edición limitada'],
    add: 'Añadir al carrito',
    addNamed: (name) => `Añadir ${name} al carrito`,
    details: 'Ver detalles',
    detailsNamed: (name) => `Ver detalles de ${name}`,
    rated: 'Valoración: ',
    outOf: ' de 5',
    all: 'Ver todo',
  },
  it: {
    badges: ['Novità', 'Bestseller', 'Saldi', 'Edizione limitata'],
    add: 'Aggiungi al carrello',
    addNamed: (name) => `Aggiungi ${name} al carrello`,
    details: 'Vedi dettagli',
    detailsNamed: (name) => `Vedi i dettagli di ${name}`,
    rated: 'Valutazione ',
    outOf: ' su 5',
    all: 'Vedi tutti',
  },
  nl: {
    badges: ['Nieuw', 'Bestseller', 'Uitverkoop', 'Beperkt'],
    add: 'In winkelwagen',
    addNamed: (name) => `${name} in winkelwagen`,
    details: 'Bekijk details',
    detailsNamed: (name) => `Bekijk details van ${name}`,
    rated: 'Beoordeeld met ',
    outOf: ' van 5',
    all: 'Bekijk alles',
  },
  pt: {
    badges: ['Novo', 'Mais vendido', 'Promoção', 'Edição limitada'],
    add: 'Adicionar ao carrinho',
    addNamed: (name) => `Adicionar ${name} ao carrinho`,
    details: 'Ver detalhes',
    detailsNamed: (name) => `Ver detalhes de ${name}`,
    rated: 'Avaliado com ',
    outOf: ' em 5',
    all: 'Ver tudo',
  },
} satisfies Localized<Labels>;

function render(ctx: PatternContext): string {
  const text = local(ctx, TEXT);
  const variant = variantOf(ctx, 3);
  const layout = (['compact', 'large', 'rows'] as const)[variant];
  const prices = ctx.copy.prices ?? [];
  const n = itemCount(ctx, prices.length || ([4, 3, 4] as const)[variant], 12);
  // Names and prices the prompt gives replace the bank's, item by item.
  const products = take(ctx, ctx.bank.products, n).map((p, i) => ({
    ...p,
    name: named(ctx, i) ?? prices[i]?.name ?? p.name,
    price: prices[i]?.amount ?? p.price,
  }));
  const hue = accentHue(ctx);
  const sells = ['shop', 'food', 'generic', 'fitness'].includes(ctx.bank.id);
  const badges = ctx.copy.badge !== undefined ? [ctx.copy.badge] : text.badges;
  const cards = products
    .map((p, i) => {
      const itemHue = hue + i * 37;
      const photo = ctx.bank.id === 'travel' || ctx.bank.id === 'realestate';
      const height = photo || ctx.bank.id === 'education' ? 450 : 600;
      const src = photo
        ? sceneImage(itemHue, ctx.rng, 600, height)
        : ctx.bank.id === 'education'
          ? abstractImage(itemHue, ctx.rng, 600, height)
          : productImage(itemHue, i + Math.floor(ctx.rng() * 6), 600, height);
      const badge =
        i % 3 === 0 ? `\n      <span class="~badge">${t(ctx, badges[(i / 3) % badges.length] ?? '')}</span>` : '';
      const rating = (4.5 + ((i * 7) % 5) / 10).toFixed(1);
      const name = t(ctx, p.name);
      const action = sells
        ? `<button class="~btn ~add" type="button" aria-label="${t(ctx, text.addNamed(p.name))}">${icon('cart', '')}${t(ctx, text.add)}</button>`
        : `<a class="~btn ~btn--ghost ~add" href="#" aria-label="${t(ctx, text.detailsNamed(p.name))}">${t(ctx, text.details)}</a>`;
      return `<article class="~card">
    <div class="~media">
      <img src="${src}" alt="${name}" width="600" height="${height}">${badge}
    </div>
    <div class="~body">
      <h3 class="~name"><a href="#">${name}</a></h3>
      <p class="~text">${t(ctx, p.text)}</p>
      <div class="~meta">
        <p class="~price">${t(ctx, p.price)}</p>
        <p class="~rating">${icon('star', '', 16)}<span><span class="~sr">${t(ctx, text.rated)}</span>${ctx.lang === 'en' ? rating : rating.replace('.', ',')}<span class="~sr">${t(ctx, text.outOf)}</span></span></p>
      </div>
      ${action}
    </div>
  </article>`;
    })
    .join('\n  ');
  const body = `
<div class="~inner">
  ${sectionHeader(ctx, 'products', { eyebrow: t(ctx, ctx.brand) })}
  <div class="~grid">
  ${cards}
  </div>
  <div class="~footer">
    <a class="~btn ~btn--ghost" href="#">${buttonLabel(ctx, text.all)}${icon('arrow', '')}</a>
  </div>
</div>`;
  return fragment(ctx, 'product-cards', {
    css: CSS + gridColumns('.P__grid', n, ([4, 3, 2] as const)[variant]),
    body,
    buttons: true,
    modifiers: [layout],
  });
}

export const productCards: PatternDefinition = {
  id: 'product-cards',
  title: 'Product cards',
  keywords: [
    'products',
    'product cards',
    'product grid',
    'product list',
    'product listing',
    'catalog',
    'catalogue',
    'collection',
    'merch',
    'merchandise',
    'bestsellers',
    'best sellers',
    'shop section',
    'featured products',
    'new arrivals',
    'menu items',
    'shop grid',
  ],
  itemNouns: ['product', 'item', 'course', 'property', 'listing', 'dish', 'tour', 'trip'],
  place: 'flow',
  rank: 0,
  items: { default: 4, max: 12 },
  render,
};
