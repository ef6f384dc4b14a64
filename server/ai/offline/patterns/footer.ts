import { icon } from '../art';
import { wrapAt } from '../hash';
import { buttonLabel, fragment, itemCount, t, variantOf } from './kit';
import type { PatternContext, PatternDefinition } from './types';

const CSS = `
  .P { padding-top: clamp(3rem, 6vw, 4.5rem); padding-bottom: 2rem; border-top: 1px solid var(--border); background: var(--surface); font-size: 0.9375rem; }
  .P__top { display: grid; gap: 2.5rem; }
  @media (min-width: 860px) {
    .P__top { grid-template-columns: minmax(0, 1.3fr) minmax(0, 2fr); gap: 4rem; }
  }
  .P__brand { display: inline-flex; align-items: center; gap: 0.625rem; color: var(--heading); font-size: 1.125rem; font-weight: 700; text-decoration: none; }
  .P__mark { width: 2rem; height: 2rem; }
  .P__mark rect { fill: var(--accent); }
  .P__mark path { fill: var(--on-accent); }
  .P__about { max-width: 22rem; margin-top: 1rem; color: var(--muted); }
  .P__social { display: flex; gap: 0.5rem; margin-top: 1.5rem; }
  .P__social a {
    display: grid;
    place-items: center;
    width: 2.5rem;
    height: 2.5rem;
    border: 1px solid var(--border);
    border-radius: min(50%, calc(var(--radius) * 1000));
    color: var(--text);
    transition: color 0.2s ease, border-color 0.2s ease, background-color 0.2s ease;
  }
  .P__social a:hover { color: var(--accent-text); border-color: var(--accent); background: var(--bg); }
  .P__social svg { width: 1.125rem; height: 1.125rem; }
  .P__columns { display: grid; gap: 2rem; grid-template-columns: repeat(auto-fit, minmax(min(100%, 9rem), 1fr)); }
  .P__heading { color: var(--heading); font-size: 0.875rem; font-weight: 700; letter-spacing: 0.04em; text-transform: uppercase; }
  .P__links { display: grid; gap: 0.625rem; margin-top: 1rem; }
  .P__links a, .P__legal a { color: var(--muted); text-decoration: none; transition: color 0.2s ease; }
  .P__links a:hover, .P__legal a:hover { color: var(--heading); text-decoration: underline; text-underline-offset: 4px; }
  @media (max-width: 859px) {
    .P__subscribe { grid-column: 1 / -1; }
  }
  .P__form { display: flex; flex-wrap: wrap; gap: 0.5rem; margin-top: 1rem; }
  .P__form input {
    flex: 1 1 12rem;
    min-width: 0;
    min-height: 2.75rem;
    padding: 0.625rem 0.875rem;
    border: 1px solid var(--border);
    border-radius: var(--radius);
    background: var(--bg);
    color: var(--text);
    font: inherit;
  }
  .P__form input::placeholder { color: var(--muted); }
  .P__bottom {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 1rem;
    margin-top: clamp(2.5rem, 5vw, 3.5rem);
    padding-top: 1.5rem;
    border-top: 1px solid var(--border);
    color: var(--muted);
    font-size: 0.875rem;
  }
  .P__legal { display: flex; flex-wrap: wrap; gap: 1.25rem; }
  .P--simple .P__top { display: flex; flex-direction: column; align-items: center; text-align: center; gap: 1.5rem; }
  .P--simple .P__about { margin-left: auto; margin-right: auto; }
  .P--simple .P__social { justify-content: center; }
  .P--simple .P__row { display: flex; flex-wrap: wrap; justify-content: center; gap: 0.5rem 1.75rem; }
  .P--simple .P__row a { color: var(--text); font-weight: 500; text-decoration: none; }
  .P--simple .P__row a:hover { color: var(--accent-text); }
  .P--simple .P__bottom { justify-content: center; text-align: center; }`;

const COLUMNS: Array<[string, string[]]> = [
  ['Product', ['Features', 'Pricing', 'Integrations', 'Changelog']],
  ['Company', ['About', 'Careers', 'Press', 'Contact']],
  ['Resources', ['Blog', 'Guides', 'Help center', 'Community']],
  ['Legal', ['Privacy', 'Terms', 'Cookies', 'Licences']],
];

const SOCIAL: Array<[string, string]> = [
  ['instagram', 'Instagram'],
  ['x', 'X'],
  ['linkedin', 'LinkedIn'],
  ['youtube', 'YouTube'],
  ['facebook', 'Facebook'],
  ['github', 'GitHub'],
];

function render(ctx: PatternContext): string {
  const variant = variantOf(ctx, 3);
  const layout = (['columns', 'simple', 'newsletter'] as const)[variant];
  const brand = t(ctx, ctx.brand);
  const mark = `<svg class="~mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="9"/><path d="M9 22 16 9l7 13z"/></svg>`;
  const start = Math.floor(ctx.rng() * 3);
  const social = [0, 1, 2, 3]
    .map((i) => wrapAt(SOCIAL, start + i))
    .map(([name, label]) => `<a href="#" aria-label="${brand} on ${label}">${icon(name, '')}</a>`)
    .join('\n      ');
  const about = ctx.copy.subheading !== undefined ? t(ctx, ctx.copy.subheading) : t(ctx, ctx.bank.about[0]);
  const columnCount = itemCount(ctx, layout === 'newsletter' ? 2 : 3, 4);
  const columns = COLUMNS.slice(0, columnCount)
    .map(
      ([title, links], i) => `<nav aria-labelledby="~col${i}">
        <h2 class="~heading" id="~col${i}">${title}</h2>
        <ul class="~links" role="list">
          ${links.map((l) => `<li><a href="#">${l}</a></li>`).join('\n          ')}
        </ul>
      </nav>`,
    )
    .join('\n      ');
  const subscribe =
    layout === 'newsletter'
      ? `
      <div class="~subscribe">
        <h2 class="~heading" id="~news">Newsletter</h2>
        <form class="~form" aria-labelledby="~news" x-data="{ sent: false }" x-on:submit.prevent="sent = true">
          <label class="~sr" for="~email">Email address</label>
          <input id="~email" type="email" name="email" autocomplete="email" placeholder="you@example.com" required>
          <button class="~btn" type="submit"><span x-show="!sent">${buttonLabel(ctx, 'Subscribe')}</span><span x-show="sent" style="display: none">Subscribed</span></button>
        </form>
      </div>`
      : '';
  const top =
    layout === 'simple'
      ? `<div class="~top">
    <a class="~brand" href="#">${mark}<span>${brand}</span></a>
    <p class="~about">${about}</p>
    <nav class="~row" aria-label="Footer">
      ${ctx.bank.nav.map((l) => `<a href="#">${t(ctx, l)}</a>`).join('\n      ')}
    </nav>
    <div class="~social">
      ${social}
    </div>
  </div>`
      : `<div class="~top">
    <div>
      <a class="~brand" href="#">${mark}<span>${brand}</span></a>
      <p class="~about">${about}</p>
      <div class="~social">
      ${social}
      </div>
    </div>
    <div class="~columns">
      ${columns}${subscribe}
    </div>
  </div>`;
  const body = `
<div class="~inner">
  ${top}
  <div class="~bottom">
    <p>© ${brand}. All rights reserved.</p>
    <div class="~legal">
      <a href="#">Privacy</a>
      <a href="#">Terms</a>
      <a href="#">Cookies</a>
    </div>
  </div>
</div>`;
  return fragment(ctx, 'footer', {
    tag: 'footer',
    css: CSS,
    body,
    labelled: false,
    buttons: layout === 'newsletter',
    modifiers: [layout],
  });
}

export const footer: PatternDefinition = {
  id: 'footer',
  title: 'Footer',
  keywords: ['footer', 'site footer', 'page footer', 'bottom bar'],
  itemNouns: ['column'],
  place: 'bottom',
  rank: 0,
  render,
};
