import { logoMark } from '../art';
import { LOGO_NAMES } from '../copy-bank';
import { fragment, heading, itemCount, lead, named, take, variantOf } from './kit';
import type { PatternContext, PatternDefinition } from './types';

const CSS = `
  .P { padding-top: clamp(2.5rem, 6vw, 4rem); padding-bottom: clamp(2.5rem, 6vw, 4rem); }
  .P__label { color: var(--muted); font-size: 0.9375rem; font-weight: 600; text-align: center; }
  .P__list { display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: 1.5rem 3rem; margin-top: 2rem; }
  .P__logo { color: var(--muted); opacity: 0.8; transition: color 0.2s ease, opacity 0.2s ease; }
  .P__logo:hover { color: var(--heading); opacity: 1; }
  .P__logo svg { height: 2.25rem; width: auto; }
  .P--grid .P__list { display: grid; gap: 0; grid-template-columns: repeat(auto-fit, minmax(min(50%, 11rem), 1fr)); border: 1px solid var(--border); border-radius: min(var(--radius), 1.25rem); overflow: hidden; }
  .P--grid .P__logo { display: grid; place-items: center; padding: 1.75rem 1rem; outline: 1px solid var(--border); }
  .P--grid .P__logo svg { height: 2rem; }
  .P__intro { text-align: center; }
  .P__intro .P__title { font-size: clamp(1.5rem, 1.2rem + 1.4vw, 2rem); }
  .P__intro .P__lead { margin-top: 0.5rem; }
  @media (min-width: 900px) {
    .P--split .P__inner { display: grid; grid-template-columns: minmax(0, 0.8fr) minmax(0, 1.6fr); gap: 4rem; align-items: center; }
    .P--split .P__intro { text-align: left; }
    .P--split .P__list { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 2rem; margin-top: 0; }
  }`;

function render(ctx: PatternContext): string {
  const variant = variantOf(ctx, 3);
  const layout = (['row', 'grid', 'split'] as const)[variant];
  const names = take(ctx, LOGO_NAMES, itemCount(ctx, 6, 12)).map((name, i) => named(ctx, i) ?? name);
  const start = Math.floor(ctx.rng() * 6);
  const logos = names.map((name, i) => `<li class="~logo">${logoMark(name, start + i, '')}</li>`).join('\n    ');
  const intro =
    layout === 'row'
      ? `<h2 class="~label" id="~title">${heading(ctx, 'logos')}</h2>`
      : `<div class="~intro">
    <h2 class="~title" id="~title">${heading(ctx, 'logos')}</h2>
    <p class="~lead">${lead(ctx, 'logos')}</p>
  </div>`;
  const body = `
<div class="~inner">
  ${intro}
  <ul class="~list" role="list">
    ${logos}
  </ul>
</div>`;
  return fragment(ctx, 'logo-cloud', { css: CSS, body, modifiers: [layout] });
}

export const logoCloud: PatternDefinition = {
  id: 'logo-cloud',
  title: 'Logo cloud',
  keywords: [
    'logos',
    'logo cloud',
    'logo wall',
    'logo grid',
    'logo strip',
    'client logos',
    'our clients',
    'partners',
    'partner logos',
    'brand logos',
    'trusted by',
    'as seen in',
    'as featured in',
    'press',
    'sponsors',
  ],
  itemNouns: ['logo', 'client', 'partner', 'brand', 'sponsor'],
  place: 'flow',
  rank: 0,
  items: { default: 6, max: 12 },
  render,
};
