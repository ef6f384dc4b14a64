import { abstractImage, avatarImage, dashboardImage, icon, productImage, sceneImage } from '../art';
import type { Localized } from '../lang';
import { ROUND, accentHue, buttonLabel, choose, secondLabel, fragment, local, t, variantOf } from './kit';
import type { PatternContext, PatternDefinition } from './types';

const CSS = `
  .P { position: relative; overflow: hidden; padding-top: clamp(4rem, 10vw, 7.5rem); padding-bottom: clamp(4rem, 10vw, 7.5rem); }
  .P::before {
    content: "";
    position: absolute;
    inset: -30% -10% auto;
    height: 80%;
    background: radial-gradient(closest-side, var(--accent-soft), transparent);
    pointer-events: none;
  }
  .P__inner { position: relative; }
  .P__copy { max-width: 46rem; }
  .P--centered .P__copy { margin: 0 auto; text-align: center; }
  .P--centered .P__actions, .P--gradient .P__actions, .P--centered .P__trust, .P--gradient .P__trust { justify-content: center; }
  .P__badge {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    margin-bottom: 1.5rem;
    padding: 0.375rem 0.875rem 0.375rem 0.5rem;
    border: 1px solid var(--border);
    border-radius: ${ROUND};
    background: var(--bg);
    color: var(--text);
    font-size: 0.875rem;
    font-weight: 500;
  }
  .P__dot { width: 0.5rem; height: 0.5rem; margin-left: 0.25rem; border-radius: ${ROUND}; background: var(--accent); outline: 4px solid var(--accent-soft); }
  .P__title {
    color: var(--heading);
    font-size: clamp(2.375rem, 1.4rem + 4vw, 4.25rem);
    font-weight: 800;
    line-height: 1.05;
    letter-spacing: -0.035em;
    text-wrap: balance;
  }
  .P__lead { max-width: 38rem; margin-top: 1.5rem; color: var(--muted); font-size: clamp(1.0625rem, 1rem + 0.4vw, 1.25rem); }
  .P--centered .P__lead { margin-left: auto; margin-right: auto; }
  .P__actions { margin-top: 2.25rem; }
  .P__btn { min-height: 3rem; padding: 0.875rem 1.625rem; font-size: 1rem; }
  .P__trust { display: flex; flex-wrap: wrap; align-items: center; gap: 0.75rem 1rem; margin-top: 2.5rem; color: var(--muted); font-size: 0.9375rem; }
  .P__faces { display: flex; }
  .P__faces img { width: 2.5rem; height: 2.5rem; border: 2px solid var(--bg); border-radius: ${ROUND}; object-fit: cover; }
  .P__faces img + img { margin-left: -0.75rem; }
  .P__stars { display: flex; gap: 0.125rem; color: #f5a524; }
  .P__stars svg { width: 1rem; height: 1rem; fill: currentColor; }
  .P__media { position: relative; margin-top: clamp(3rem, 7vw, 4.5rem); }
  .P__media img {
    width: 100%;
    border: 1px solid var(--border);
    border-radius: min(calc(var(--radius) * 2), 1.5rem);
    box-shadow: var(--shadow);
    object-fit: cover;
  }
  .P--centered .P__media { max-width: 60rem; margin-left: auto; margin-right: auto; }
  .P--centered .P__media img { aspect-ratio: 16 / 10; }
  .P--split .P__inner { display: grid; gap: clamp(2.5rem, 6vw, 4rem); align-items: center; }
  .P--split .P__media { margin-top: 0; }
  .P--split .P__media img { aspect-ratio: 4 / 3.4; }
  .P--split .P__media::after {
    content: "";
    position: absolute;
    inset: auto -1rem -1rem auto;
    z-index: -1;
    width: 60%;
    height: 60%;
    border-radius: min(calc(var(--radius) * 2), 1.5rem);
    background: linear-gradient(135deg, var(--primary), var(--accent));
    opacity: 0.25;
  }
  @media (min-width: 900px) {
    .P--split .P__inner { grid-template-columns: 1.05fr 1fr; }
    .P--media-start .P__inner { grid-template-columns: 1fr 1.05fr; }
    .P--media-start .P__media { order: -1; }
  }
  .P--media-start .P__media::after { inset: auto auto -1rem -1rem; }
  .P--gradient { background: linear-gradient(135deg, var(--primary), var(--accent)); color: var(--on-brand); }
  .P--gradient::before { inset: auto -20% -60% 30%; background: radial-gradient(closest-side, rgb(255 255 255 / 0.22), transparent); }
  .P--gradient::after {
    content: "";
    position: absolute;
    top: -8rem;
    left: -6rem;
    width: 22rem;
    height: 22rem;
    border-radius: ${ROUND};
    border: 3rem solid currentColor;
    opacity: 0.06;
    pointer-events: none;
  }
  .P--gradient .P__copy { margin: 0 auto; text-align: center; }
  .P--gradient .P__title, .P--gradient .P__lead { color: inherit; }
  .P--gradient .P__lead { margin-left: auto; margin-right: auto; }
  .P--gradient .P__badge { border-color: currentColor; background: transparent; color: inherit; }
  .P--gradient .P__dot { background: currentColor; outline: 0; }
  .P--gradient .P__btn { background: var(--on-brand); color: var(--primary); }
  .P--gradient .P__btn:hover { background: var(--on-brand); opacity: 0.92; }
  .P--gradient .P__btn--ghost { background: transparent; color: inherit; border-color: currentColor; }
  .P--gradient .P__btn--ghost:hover { background: rgb(255 255 255 / 0.12); opacity: 1; }
  .P--gradient .P__trust { color: inherit; }
  .P--gradient .P__faces img { border-color: var(--on-brand); }
  .P--gradient .P__stars { color: inherit; }
  .P--gradient :focus-visible { outline-color: currentColor; }`;

const TEXT = {
  en: {
    rated: 'Rated 4.9 out of 5',
    loved: 'Loved by thousands of happy customers',
    dashboard: (brand: string) => `${brand} dashboard with project cards and charts`,
    scene: 'Mountains and hills at golden hour',
    product: (brand: string) => `Featured product from ${brand}`,
    abstract: (brand: string) => `Colourful abstract artwork for ${brand}`,
  },
  de: {
    rated: 'Bewertet mit 4,9 von 5',
    loved: 'Tausende zufriedene Kundinnen und Kunden',
    dashboard: (brand: string) => `Dashboard von ${brand} mit Projektkarten und Diagrammen`,
    scene: 'Berge und Hügel im Abendlicht',
    product: (brand: string) => `Ausgewähltes Produkt von ${brand}`,
    abstract: (brand: string) => `Farbenfrohes abstraktes Motiv für ${brand}`,
  },
  fr: {
    rated: 'Noté 4,9 sur 5',
    loved: 'Adopté par des milliers de clients satisfaits',
    dashboard: (brand: string) => `Tableau de bord ${brand} avec cartes de projets et graphiques`,
    scene: 'Montagnes et collines à l’heure dorée',
    product: (brand: string) => `Produit phare de ${brand}`,
    abstract: (brand: string) => `Illustration abstraite et colorée pour ${brand}`,
  },
  es: {
    rated: 'Valorado con 4,9 de 5',
    loved: 'Miles de clientes satisfechos confían en nosotros',
    dashboard: (brand: string) => `Panel de ${brand} con tarjetas de proyectos y gráficos`,
    scene: 'Montañas y colinas al atardecer',
    product: (brand: string) => `Producto destacado de ${brand}`,
    abstract: (brand: string) => `Ilustración abstracta y colorida para ${brand}`,
  },
  it: {
    rated: 'Valutazione 4,9 su 5',
    loved: 'Amato da migliaia di clienti soddisfatti',
    dashboard: (brand: string) => `Dashboard di ${brand} con schede di progetto e grafici`,
    scene: 'Montagne e colline al tramonto',
    product: (brand: string) => `Prodotto in evidenza di ${brand}`,
    abstract: (brand: string) => `Illustrazione astratta e colorata per ${brand}`,
  },
  nl: {
    rated: 'Beoordeeld met 4,9 van 5',
    loved: 'Geliefd bij duizenden tevreden klanten',
    dashboard: (brand: string) => `Dashboard van ${brand} met projectkaarten en grafieken`,
    scene: 'Bergen en heuvels bij zonsondergang',
    product: (brand: string) => `Uitgelicht product van ${brand}`,
    abstract: (brand: string) => `Kleurrijk abstract beeld voor ${brand}`,
  },
  pt: {
    rated: 'Avaliado com 4,9 em 5',
    loved: 'Milhares de clientes satisfeitos confiam em nós',
    dashboard: (brand: string) => `Painel da ${brand} com cartões de projetos e gráficos`,
    scene: 'Montanhas e colinas ao pôr do sol',
    product: (brand: string) => `Produto em destaque da ${brand}`,
    abstract: (brand: string) => `Ilustração abstrata e colorida para a ${brand}`,
  },
} satisfies Localized<{
  rated: string;
  loved: string;
  dashboard: (brand: string) => string;
  scene: string;
  product: (brand: string) => string;
  abstract: (brand: string) => string;
}>;

function heroArt(ctx: PatternContext): { src: string; alt: string; width: number; height: number } {
  const hue = accentHue(ctx);
  const text = local(ctx, TEXT);
  switch (ctx.bank.heroArt) {
    case 'dashboard':
      return {
        src: dashboardImage(ctx.theme.primary, ctx.theme.accent, ctx.theme.dark),
        alt: text.dashboard(ctx.brand),
        width: 960,
        height: 600,
      };
    case 'scene':
      return {
        src: sceneImage(hue, ctx.rng, 960, 720),
        alt: text.scene,
        width: 960,
        height: 720,
      };
    case 'product':
      return {
        src: productImage(hue, Math.floor(ctx.rng() * 6), 900, 760),
        alt: text.product(ctx.brand),
        width: 900,
        height: 760,
      };
    default:
      return {
        src: abstractImage(hue, ctx.rng, 960, 640),
        alt: text.abstract(ctx.brand),
        width: 960,
        height: 640,
      };
  }
}

function render(ctx: PatternContext): string {
  const text = local(ctx, TEXT);
  const variant = variantOf(ctx, 3);
  // A prompt that says where the image goes gets the layout with the image beside the copy.
  const layout = ctx.copy.imageSide !== undefined ? 'split' : (['centered', 'split', 'gradient'] as const)[variant];
  const title = ctx.copy.heading !== undefined ? t(ctx, ctx.copy.heading) : t(ctx, choose(ctx, ctx.bank.heroHeadings));
  const lead =
    ctx.copy.subheading !== undefined ? t(ctx, ctx.copy.subheading) : t(ctx, choose(ctx, ctx.bank.heroLeads));
  const [primary, secondary] = choose(ctx, ctx.bank.ctas);
  const seeded = choose(ctx, ctx.bank.eyebrows);
  const eyebrow = t(ctx, ctx.copy.badge ?? ctx.copy.eyebrow ?? seeded);
  const hue = accentHue(ctx);
  const stars = Array.from({ length: 5 }, () => icon('star', '', 16)).join('');
  const trust =
    layout === 'split'
      ? ''
      : `
    <div class="~trust">
      <div class="~faces">${[0, 1, 2, 3].map((i) => `<img src="${avatarImage(hue, i + 1, 96)}" alt="" width="40" height="40">`).join('')}</div>
      <div class="~stars" role="img" aria-label="${t(ctx, text.rated)}">${stars}</div>
      <p>${t(ctx, text.loved)}</p>
    </div>`;
  const art = layout === 'gradient' ? null : heroArt(ctx);
  const media = art
    ? `
  <div class="~media">
    <img src="${art.src}" alt="${t(ctx, art.alt)}" width="${art.width}" height="${art.height}">
  </div>`
    : '';
  const body = `
<div class="~inner">
  <div class="~copy">
    <p class="~badge"><span class="~dot" aria-hidden="true"></span>${eyebrow}</p>
    <h1 class="~title" id="~title">${title}</h1>
    <p class="~lead">${lead}</p>
    <div class="~actions">
      <a class="~btn" href="#">${buttonLabel(ctx, primary)}${icon('arrow', '')}</a>
      <a class="~btn ~btn--ghost" href="#">${secondLabel(ctx, secondary)}</a>
    </div>${trust}
  </div>${media}
</div>`;
  const modifiers = ctx.copy.imageSide === 'left' ? [layout, 'media-start'] : [layout];
  return fragment(ctx, 'hero', { css: CSS, body, buttons: true, modifiers });
}

export const hero: PatternDefinition = {
  id: 'hero',
  title: 'Hero',
  keywords: [
    'hero',
    'hero section',
    'hero banner',
    'hero header',
    'banner',
    'above the fold',
    'jumbotron',
    'splash',
    'masthead',
    'intro',
    'intro section',
  ],
  itemNouns: [],
  place: 'top',
  rank: 1,
  render,
};
