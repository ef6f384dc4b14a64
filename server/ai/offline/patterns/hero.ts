import { abstractImage, avatarImage, dashboardImage, icon, productImage, sceneImage } from '../art';
import { accentHue, buttonLabel, choose, fragment, t, variantOf } from './kit';
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
    border-radius: min(999px, calc(var(--radius) * 1000));
    background: var(--bg);
    color: var(--text);
    font-size: 0.875rem;
    font-weight: 500;
  }
  .P__dot { width: 0.5rem; height: 0.5rem; margin-left: 0.25rem; border-radius: min(50%, calc(var(--radius) * 1000)); background: var(--accent); box-shadow: 0 0 0 4px var(--accent-soft); }
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
  .P__faces img { width: 2.5rem; height: 2.5rem; border: 2px solid var(--bg); border-radius: min(50%, calc(var(--radius) * 1000)); object-fit: cover; }
  .P__faces img + img { margin-left: -0.75rem; }
  .P__stars { display: flex; gap: 0.125rem; color: #f5a524; }
  .P__stars svg { width: 1rem; height: 1rem; fill: currentColor; }
  .P__media { position: relative; margin-top: clamp(3rem, 7vw, 4.5rem); }
  .P__media img {
    width: 100%;
    border: 1px solid var(--border);
    border-radius: min(calc(var(--radius) * 2), 1.5rem);
    box-shadow: var(--shadow), 0 30px 60px -30px rgb(0 0 0 / 0.35);
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
  }
  .P--gradient { background: linear-gradient(135deg, var(--primary), var(--accent)); color: var(--on-brand); }
  .P--gradient::before { inset: auto -20% -60% 30%; background: radial-gradient(closest-side, rgb(255 255 255 / 0.22), transparent); }
  .P--gradient::after {
    content: "";
    position: absolute;
    top: -8rem;
    left: -6rem;
    width: 22rem;
    height: 22rem;
    border-radius: min(50%, calc(var(--radius) * 1000));
    border: 3rem solid currentColor;
    opacity: 0.06;
    pointer-events: none;
  }
  .P--gradient .P__copy { margin: 0 auto; text-align: center; }
  .P--gradient .P__title, .P--gradient .P__lead { color: inherit; }
  .P--gradient .P__lead { margin-left: auto; margin-right: auto; opacity: 0.9; }
  .P--gradient .P__badge { border-color: currentColor; background: transparent; color: inherit; }
  .P--gradient .P__dot { background: currentColor; box-shadow: none; }
  .P--gradient .P__btn { background: var(--on-brand); color: var(--primary); }
  .P--gradient .P__btn:hover { background: var(--on-brand); opacity: 0.92; }
  .P--gradient .P__btn--ghost { background: transparent; color: inherit; border-color: currentColor; }
  .P--gradient .P__btn--ghost:hover { background: rgb(255 255 255 / 0.12); opacity: 1; }
  .P--gradient .P__trust { color: inherit; opacity: 0.92; }
  .P--gradient .P__faces img { border-color: var(--on-brand); }
  .P--gradient .P__stars { color: inherit; }
  .P--gradient :focus-visible { outline-color: currentColor; }`;

function heroArt(ctx: PatternContext): { src: string; alt: string; width: number; height: number } {
  const hue = accentHue(ctx);
  switch (ctx.bank.heroArt) {
    case 'dashboard':
      return {
        src: dashboardImage(ctx.theme.primary, ctx.theme.accent, ctx.theme.dark),
        alt: `${ctx.brand} dashboard with project cards and charts`,
        width: 960,
        height: 600,
      };
    case 'scene':
      return {
        src: sceneImage(hue, ctx.rng, 960, 720),
        alt: 'Mountains and hills at golden hour',
        width: 960,
        height: 720,
      };
    case 'product':
      return {
        src: productImage(hue, Math.floor(ctx.rng() * 6), 900, 760),
        alt: `Featured product from ${ctx.brand}`,
        width: 900,
        height: 760,
      };
    default:
      return {
        src: abstractImage(hue, ctx.rng, 960, 640),
        alt: `Colourful abstract artwork for ${ctx.brand}`,
        width: 960,
        height: 640,
      };
  }
}

function render(ctx: PatternContext): string {
  const variant = variantOf(ctx, 3);
  const layout = (['centered', 'split', 'gradient'] as const)[variant];
  const title = ctx.copy.heading !== undefined ? t(ctx, ctx.copy.heading) : t(ctx, choose(ctx, ctx.bank.heroHeadings));
  const lead =
    ctx.copy.subheading !== undefined ? t(ctx, ctx.copy.subheading) : t(ctx, choose(ctx, ctx.bank.heroLeads));
  const [primary, secondary] = choose(ctx, ctx.bank.ctas);
  const eyebrow = t(ctx, choose(ctx, ctx.bank.eyebrows));
  const hue = accentHue(ctx);
  const stars = Array.from({ length: 5 }, () => icon('star', '', 16)).join('');
  const trust =
    layout === 'split'
      ? ''
      : `
    <div class="~trust">
      <div class="~faces">${[0, 1, 2, 3].map((i) => `<img src="${avatarImage(hue, i + 1, 96)}" alt="" width="40" height="40">`).join('')}</div>
      <div class="~stars" role="img" aria-label="Rated 4.9 out of 5">${stars}</div>
      <p>Loved by thousands of happy customers</p>
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
      <a class="~btn ~btn--ghost" href="#">${t(ctx, secondary)}</a>
    </div>${trust}
  </div>${media}
</div>`;
  return fragment(ctx, 'hero', { css: CSS, body, buttons: true, modifiers: [layout] });
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
