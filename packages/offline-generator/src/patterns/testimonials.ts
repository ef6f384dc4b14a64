import { avatarImage, icon } from '../art';
import { PEOPLE } from '../copy-bank';
import type { Localized } from '../lang';
import {
  ROUND,
  accentHue,
  fragment,
  gridColumns,
  itemCount,
  local,
  named,
  rotation,
  sectionHeader,
  t,
  take,
  variantOf,
} from './kit';
import type { PatternContext, PatternDefinition } from './types';

const CSS = `
  .P__grid { display: grid; gap: 1.5rem; }
  .P__card {
    display: flex;
    flex-direction: column;
    gap: 1.25rem;
    padding: 1.75rem;
    border: 1px solid var(--border);
    border-radius: min(calc(var(--radius) * 1.5), 1.5rem);
    background: var(--bg);
    box-shadow: var(--shadow);
  }
  .P--masonry .P__grid { display: block; column-gap: 1.5rem; }
  @media (min-width: 700px) {
    .P--masonry .P__grid { columns: 2; }
  }
  .P--masonry .P__card { break-inside: avoid; margin-bottom: 1.5rem; }
  .P--masonry { background: var(--surface); }
  .P__stars { display: flex; gap: 0.125rem; color: #f5a524; }
  .P__stars svg { width: 1.125rem; height: 1.125rem; fill: currentColor; }
  .P__quote { color: var(--heading); font-size: 1.0625rem; line-height: 1.65; }
  .P__person { display: flex; align-items: center; gap: 0.875rem; margin-top: auto; }
  .P__person img { width: 3rem; height: 3rem; flex: none; border-radius: ${ROUND}; object-fit: cover; }
  .P__name { display: block; color: var(--heading); font-weight: 650; font-style: normal; }
  .P__role { display: block; color: var(--muted); font-size: 0.875rem; }
  .P--spotlight .P__inner { max-width: 52rem; text-align: center; }
  .P--spotlight .P__slide { display: flex; flex-direction: column; align-items: center; gap: 1.75rem; }
  .P--spotlight .P__mark { width: 3rem; height: 3rem; color: var(--accent-text); opacity: 0.5; }
  .P--spotlight .P__quote { font-size: clamp(1.25rem, 1rem + 1.2vw, 1.75rem); font-weight: 500; line-height: 1.45; letter-spacing: -0.01em; text-wrap: balance; }
  .P--spotlight .P__person { margin-top: 0; text-align: left; }
  .P__picker { display: flex; flex-wrap: wrap; justify-content: center; gap: 0.75rem; margin-top: 2.5rem; }
  .P__pick {
    padding: 0.1875rem;
    border: 2px solid transparent;
    border-radius: ${ROUND};
    background: none;
    cursor: pointer;
    opacity: 0.55;
    transition: opacity 0.2s ease, border-color 0.2s ease, transform 0.2s ease;
  }
  .P__pick:hover { opacity: 1; transform: translateY(-2px); }
  .P__pick[aria-pressed="true"] { border-color: var(--accent); opacity: 1; }
  .P__controls { display: flex; align-items: center; justify-content: center; gap: 1rem; margin-top: 2.5rem; }
  .P__step {
    display: grid;
    place-items: center;
    width: 2.75rem;
    height: 2.75rem;
    border: 1px solid var(--border);
    border-radius: ${ROUND};
    background: var(--bg);
    color: var(--heading);
    cursor: pointer;
    transition: border-color 0.2s ease, color 0.2s ease;
  }
  .P__step:hover { border-color: var(--accent); color: var(--accent-text); }
  .P__step svg { width: 1.25rem; height: 1.25rem; }
  .P__count { min-width: 3.5rem; color: var(--muted); font-variant-numeric: tabular-nums; text-align: center; }
  .P__pick img { width: 2.75rem; height: 2.75rem; border-radius: ${ROUND}; }`;

const TEXT = {
  en: {
    eyebrow: 'Testimonials',
    stars: '5 out of 5 stars',
    portrait: (name: string) => `Portrait of ${name}`,
    show: (name: string) => `Show quote from ${name}`,
    previous: 'Previous',
    next: 'Next',
    slide: (i: number, n: number) => `${i} of ${n}`,
  },
  de: {
    eyebrow: 'Kundenstimmen',
    stars: '5 von 5 Sternen',
    portrait: (name: string) => `Porträt von ${name}`,
    show: (name: string) => `Zitat von ${name} anzeigen`,
    previous: 'Zurück',
    next: 'Weiter',
    slide: (i: number, n: number) => `${i} von ${n}`,
  },
  fr: {
    eyebrow: 'Témoignages',
    stars: '5 étoiles sur 5',
    portrait: (name: string) => `Portrait de ${name}`,
    show: (name: string) => `Afficher l’avis de ${name}`,
    previous: 'Précédent',
    next: 'Suivant',
    slide: (i: number, n: number) => `${i} sur ${n}`,
  },
  es: {
    eyebrow: 'Testimonios',
    stars: '5 de 5 estrellas',
    portrait: (name: string) => `Retrato de ${name}`,
    show: (name: string) => `Ver la opinión de ${name}`,
    previous: 'Anterior',
    next: 'Siguiente',
    slide: (i: number, n: number) => `${i} de ${n}`,
  },
  it: {
    eyebrow: 'Testimonianze',
    stars: '5 stelle su 5',
    portrait: (name: string) => `Ritratto di ${name}`,
    show: (name: string) => `Mostra la recensione di ${name}`,
    previous: 'Precedente',
    next: 'Successivo',
    slide: (i: number, n: number) => `${i} di ${n}`,
  },
  nl: {
    eyebrow: 'Ervaringen',
    stars: '5 van 5 sterren',
    portrait: (name: string) => `Portret van ${name}`,
    show: (name: string) => `Toon de review van ${name}`,
    previous: 'Vorige',
    next: 'Volgende',
    slide: (i: number, n: number) => `${i} van ${n}`,
  },
  pt: {
    eyebrow: 'Testemunhos',
    stars: '5 de 5 estrelas',
    portrait: (name: string) => `Retrato de ${name}`,
    show: (name: string) => `Ver a opinião de ${name}`,
    previous: 'Anterior',
    next: 'Seguinte',
    slide: (i: number, n: number) => `${i} de ${n}`,
  },
} satisfies Localized<{
  eyebrow: string;
  stars: string;
  portrait: (name: string) => string;
  show: (name: string) => string;
  previous: string;
  next: string;
  slide: (i: number, n: number) => string;
}>;

function stars(ctx: PatternContext): string {
  return `<div class="~stars" role="img" aria-label="${t(ctx, local(ctx, TEXT).stars)}">${Array.from({ length: 5 }, () => icon('star', '', 18)).join('')}</div>`;
}

/** Quotes one at a time with previous/next buttons: the layout a prompt gets when it asks for a carousel or slider. */
function carousel(
  ctx: PatternContext,
  quotes: Array<{ quote: string; role: string; name: string }>,
  hue: number,
): string {
  const text = local(ctx, TEXT);
  const n = quotes.length;
  const slides = quotes
    .map(
      (
        q,
        i,
      ) => `<figure class="~slide" role="group" aria-roledescription="slide" aria-label="${t(ctx, text.slide(i + 1, n))}" x-show="active === ${i}"${i === 0 ? '' : ' style="display: none"'}>
      ${icon('chat', '~mark', 48)}
      <blockquote class="~quote"><p>${t(ctx, q.quote)}</p></blockquote>
      <figcaption class="~person">
        <img src="${avatarImage(hue, i, 128)}" alt="${t(ctx, text.portrait(q.name))}" width="48" height="48">
        <span><cite class="~name">${t(ctx, q.name)}</cite><span class="~role">${t(ctx, q.role)}</span></span>
      </figcaption>
    </figure>`,
    )
    .join('\n    ');
  return `${sectionHeader(ctx, 'testimonials', { eyebrow: t(ctx, text.eyebrow) })}
  <div class="~slides" id="~slides" role="region" aria-roledescription="carousel" aria-label="${t(ctx, text.eyebrow)}" aria-live="polite">
    ${slides}
  </div>
  <div class="~controls">
    <button class="~step" type="button" aria-controls="~slides" x-on:click="active = (active + ${n - 1}) % ${n}">${icon('arrow-left', '')}<span class="~sr">${t(ctx, text.previous)}</span></button>
    <p class="~count" aria-hidden="true"><span x-text="active + 1">1</span> / ${n}</p>
    <button class="~step" type="button" aria-controls="~slides" x-on:click="active = (active + 1) % ${n}">${icon('arrow', '')}<span class="~sr">${t(ctx, text.next)}</span></button>
  </div>`;
}

function render(ctx: PatternContext): string {
  const text = local(ctx, TEXT);
  const variant = variantOf(ctx, 3);
  const seeded = (['grid', 'spotlight', 'masonry'] as const)[variant];
  const layout = ctx.copy.carousel ? 'carousel' : seeded;
  const n = itemCount(ctx, layout === 'masonry' ? 4 : 3, 9);
  const bankQuotes = take(ctx, ctx.bank.quotes, n);
  const person = rotation(ctx, PEOPLE);
  // Names the prompt gives are the people quoted.
  const quotes = bankQuotes.map((q, i) => ({ ...q, name: named(ctx, i) ?? person(i) }));
  const hue = accentHue(ctx);
  let content: string;
  if (layout === 'carousel') {
    content = carousel(ctx, quotes, hue);
  } else if (layout === 'spotlight') {
    const slides = quotes
      .map(
        (q, i) => `<figure class="~slide" x-show="active === ${i}"${i === 0 ? '' : ' style="display: none"'}>
    ${icon('chat', '~mark', 48)}
    <blockquote class="~quote"><p>${t(ctx, q.quote)}</p></blockquote>
    <figcaption class="~person">
      <img src="${avatarImage(hue, i, 128)}" alt="${t(ctx, text.portrait(q.name))}" width="48" height="48">
      <span><cite class="~name">${t(ctx, q.name)}</cite><span class="~role">${t(ctx, q.role)}</span></span>
    </figcaption>
  </figure>`,
      )
      .join('\n  ');
    const picks = quotes
      .map(
        (q, i) =>
          `<button class="~pick" type="button" aria-label="${t(ctx, text.show(q.name))}" aria-pressed="${i === 0}" x-bind:aria-pressed="active === ${i} ? 'true' : 'false'" x-on:click="active = ${i}"><img src="${avatarImage(hue, i, 96)}" alt="" width="44" height="44"></button>`,
      )
      .join('\n    ');
    content = `${sectionHeader(ctx, 'testimonials', { eyebrow: t(ctx, text.eyebrow) })}
  ${slides}
  <div class="~picker">
    ${picks}
  </div>`;
  } else {
    const cards = quotes
      .map(
        (q, i) => `<figure class="~card">
      ${stars(ctx)}
      <blockquote class="~quote"><p>“${t(ctx, q.quote)}”</p></blockquote>
      <figcaption class="~person">
        <img src="${avatarImage(hue, i, 128)}" alt="${t(ctx, text.portrait(q.name))}" width="48" height="48">
        <span><cite class="~name">${t(ctx, q.name)}</cite><span class="~role">${t(ctx, q.role)}</span></span>
      </figcaption>
    </figure>`,
      )
      .join('\n    ');
    content = `${sectionHeader(ctx, 'testimonials', { eyebrow: t(ctx, text.eyebrow) })}
  <div class="~grid">
    ${cards}
  </div>`;
  }
  const body = `
<div class="~inner">
  ${content}
</div>`;
  const css =
    layout === 'grid'
      ? CSS + gridColumns('.P__grid', n, 3)
      : layout === 'masonry' && n >= 6
        ? `${CSS}\n  @media (min-width: 1024px) {\n    .P--masonry .P__grid { columns: 3; }\n  }`
        : CSS;
  return fragment(ctx, 'testimonials', {
    css,
    body,
    modifiers: layout === 'carousel' ? ['spotlight', 'carousel'] : [layout],
    attrs: layout === 'spotlight' || layout === 'carousel' ? 'x-data="{ active: 0 }"' : undefined,
  });
}

export const testimonials: PatternDefinition = {
  id: 'testimonials',
  title: 'Testimonials',
  keywords: [
    'testimonials',
    'testimonial',
    'reviews',
    'review section',
    'customer reviews',
    'quotes',
    'customer quotes',
    'customer stories',
    'social proof',
    'what customers say',
    'what people say',
    'endorsements',
    'praise',
    'kind words',
    'client feedback',
    'ratings',
  ],
  itemNouns: ['testimonial', 'review', 'quote'],
  place: 'flow',
  rank: 0,
  items: { default: 3, max: 9 },
  render,
};
