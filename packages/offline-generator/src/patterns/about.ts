import { abstractImage, icon, sceneImage } from '../art';
import type { Localized } from '../lang';
import { ROUND, accentHue, buttonLabel, choose, fragment, heading, local, t, take, variantOf } from './kit';
import type { PatternContext, PatternDefinition } from './types';

const CSS = `
  .P__layout { display: grid; gap: clamp(2.5rem, 6vw, 4.5rem); align-items: center; }
  @media (min-width: 900px) {
    .P__layout { grid-template-columns: repeat(2, minmax(0, 1fr)); }
    .P--reverse .P__media { order: 2; }
  }
  .P__media { position: relative; }
  .P__media img { width: 100%; aspect-ratio: 5 / 4; object-fit: cover; border-radius: min(calc(var(--radius) * 2), 1.75rem); box-shadow: var(--shadow); }
  .P__note {
    position: absolute;
    right: 1rem;
    bottom: 1rem;
    max-width: 14rem;
    padding: 1rem 1.25rem;
    border-radius: min(var(--radius), 1rem);
    background: var(--bg);
    color: var(--heading);
    border: 1px solid var(--border);
    box-shadow: var(--shadow);
  }
  .P__note strong { display: block; color: var(--accent-text); font-size: 1.75rem; line-height: 1.1; }
  .P__note span { color: var(--muted); font-size: 0.875rem; }
  .P__copy p + p { margin-top: 1rem; }
  .P__body { margin-top: 1.25rem; color: var(--text); font-size: 1.0625rem; }
  .P__checks { display: grid; gap: 0.75rem; margin-top: 1.75rem; }
  .P__checks li { display: flex; gap: 0.625rem; align-items: flex-start; color: var(--heading); font-weight: 500; }
  .P__checks svg { flex: none; width: 1.25rem; height: 1.25rem; margin-top: 0.2rem; padding: 0.125rem; border-radius: ${ROUND}; background: var(--accent-soft); color: var(--accent-text); }
  .P__actions { margin-top: 2rem; }`;

const TEXT = {
  en: { eyebrow: 'About us', alt: (brand: string) => `The ${brand} team at work` },
  de: { eyebrow: 'Über uns', alt: (brand: string) => `Das Team von ${brand} bei der Arbeit` },
  fr: { eyebrow: 'À propos', alt: (brand: string) => `L’équipe ${brand} au travail` },
  es: { eyebrow: 'Sobre nosotros', alt: (brand: string) => `El equipo de ${brand} trabajando` },
  it: { eyebrow: 'Chi siamo', alt: (brand: string) => `Il team di ${brand} al lavoro` },
  nl: { eyebrow: 'Over ons', alt: (brand: string) => `Het team van ${brand} aan het werk` },
  pt: { eyebrow: 'Sobre nós', alt: (brand: string) => `A equipa da ${brand} a trabalhar` },
} satisfies Localized<{ eyebrow: string; alt: (brand: string) => string }>;

function render(ctx: PatternContext): string {
  const text = local(ctx, TEXT);
  // The picture comes first (left on wide screens); "reverse" moves it to the right.
  const seeded = variantOf(ctx, 2) === 1;
  const reverse = ctx.copy.imageSide !== undefined ? ctx.copy.imageSide === 'right' : seeded;
  const hue = accentHue(ctx);
  const useScene = ['food', 'travel', 'realestate', 'generic'].includes(ctx.bank.id);
  const src = useScene ? sceneImage(hue, ctx.rng, 1000, 800) : abstractImage(hue, ctx.rng, 1000, 800);
  const stat = choose(ctx, ctx.bank.stats);
  const values = ctx.copy.items?.length
    ? ctx.copy.items.slice(0, 6)
    : take(ctx, ctx.bank.features, 3).map((f) => f.title);
  const paragraphs = ctx.copy.subheading !== undefined ? [ctx.copy.subheading] : ctx.bank.about;
  const [primary] = choose(ctx, ctx.bank.ctas);
  const body = `
<div class="~inner ~layout">
  <div class="~media">
    <img src="${src}" alt="${t(ctx, text.alt(ctx.brand))}" width="1000" height="800">
    <p class="~note"><strong>${t(ctx, stat.value)}</strong><span>${t(ctx, stat.label)}</span></p>
  </div>
  <div class="~copy">
    <p class="~eyebrow">${ctx.copy.eyebrow !== undefined ? t(ctx, ctx.copy.eyebrow) : t(ctx, text.eyebrow)}</p>
    <h2 class="~title" id="~title">${heading(ctx, 'about')}</h2>
    <div class="~body">
      ${paragraphs.map((p) => `<p>${t(ctx, p)}</p>`).join('\n      ')}
    </div>
    <ul class="~checks" role="list">
      ${values.map((v) => `<li>${icon('check', '')}<span>${t(ctx, v)}</span></li>`).join('\n      ')}
    </ul>
    <div class="~actions">
      <a class="~btn" href="#">${buttonLabel(ctx, primary)}</a>
    </div>
  </div>
</div>`;
  return fragment(ctx, 'about', { css: CSS, body, buttons: true, modifiers: reverse ? ['reverse'] : [] });
}

export const about: PatternDefinition = {
  id: 'about',
  title: 'About',
  keywords: [
    'about us',
    'about section',
    'about me',
    'our story',
    'our mission',
    'mission',
    'who we are',
    'our values',
    'company story',
    'story section',
  ],
  itemNouns: [],
  place: 'flow',
  rank: 0,
  render,
};
