import { avatarImage, icon } from '../art';
import { PEOPLE } from '../copy-bank';
import { accentHue, fragment, gridColumns, itemCount, rotation, sectionHeader, t, take, variantOf } from './kit';
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
  .P__person img { width: 3rem; height: 3rem; flex: none; border-radius: min(50%, calc(var(--radius) * 1000)); object-fit: cover; }
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
    border-radius: min(50%, calc(var(--radius) * 1000));
    background: none;
    cursor: pointer;
    opacity: 0.55;
    transition: opacity 0.2s ease, border-color 0.2s ease, transform 0.2s ease;
  }
  .P__pick:hover { opacity: 1; transform: translateY(-2px); }
  .P__pick[aria-pressed="true"] { border-color: var(--accent); opacity: 1; }
  .P__pick img { width: 2.75rem; height: 2.75rem; border-radius: min(50%, calc(var(--radius) * 1000)); }`;

function stars(): string {
  return `<div class="~stars" role="img" aria-label="5 out of 5 stars">${Array.from({ length: 5 }, () => icon('star', '', 18)).join('')}</div>`;
}

function render(ctx: PatternContext): string {
  const variant = variantOf(ctx, 3);
  const layout = (['grid', 'spotlight', 'masonry'] as const)[variant];
  const n = itemCount(ctx, layout === 'masonry' ? 4 : 3, 9);
  const quotes = take(ctx, ctx.bank.quotes, n);
  const person = rotation(ctx, PEOPLE);
  const hue = accentHue(ctx);
  let content: string;
  if (layout === 'spotlight') {
    const slides = quotes
      .map(
        (q, i) => `<figure class="~slide" x-show="active === ${i}"${i === 0 ? '' : ' style="display: none"'}>
    ${icon('chat', '~mark', 48)}
    <blockquote class="~quote"><p>${t(ctx, q.quote)}</p></blockquote>
    <figcaption class="~person">
      <img src="${avatarImage(hue, i, 128)}" alt="Portrait of ${t(ctx, person(i))}" width="48" height="48">
      <span><cite class="~name">${t(ctx, person(i))}</cite><span class="~role">${t(ctx, q.role)}</span></span>
    </figcaption>
  </figure>`,
      )
      .join('\n  ');
    const picks = quotes
      .map(
        (_q, i) =>
          `<button class="~pick" type="button" aria-label="Show quote from ${t(ctx, person(i))}" aria-pressed="${i === 0}" x-bind:aria-pressed="active === ${i} ? 'true' : 'false'" x-on:click="active = ${i}"><img src="${avatarImage(hue, i, 96)}" alt="" width="44" height="44"></button>`,
      )
      .join('\n    ');
    content = `${sectionHeader(ctx, 'testimonials', { eyebrow: 'Testimonials' })}
  ${slides}
  <div class="~picker">
    ${picks}
  </div>`;
  } else {
    const cards = quotes
      .map(
        (q, i) => `<figure class="~card">
      ${stars()}
      <blockquote class="~quote"><p>“${t(ctx, q.quote)}”</p></blockquote>
      <figcaption class="~person">
        <img src="${avatarImage(hue, i, 128)}" alt="Portrait of ${t(ctx, person(i))}" width="48" height="48">
        <span><cite class="~name">${t(ctx, person(i))}</cite><span class="~role">${t(ctx, q.role)}</span></span>
      </figcaption>
    </figure>`,
      )
      .join('\n    ');
    content = `${sectionHeader(ctx, 'testimonials', { eyebrow: 'Testimonials' })}
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
    modifiers: [layout],
    attrs: layout === 'spotlight' ? 'x-data="{ active: 0 }"' : undefined,
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
