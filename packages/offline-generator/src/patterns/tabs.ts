import { abstractImage, icon, productImage, sceneImage } from '../art';
import type { Localized } from '../lang';
import { accentHue, fragment, itemCount, local, rotation, sectionHeader, t, take, variantOf } from './kit';
import type { PatternContext, PatternDefinition } from './types';

const TEXT = {
  en: { more: 'Learn more', all: 'See all' },
  de: { more: 'Mehr erfahren', all: 'Alle ansehen' },
  fr: { more: 'En savoir plus', all: 'Tout voir' },
  es: { more: 'Más información', all: 'Ver todo' },
  it: { more: 'Scopri di più', all: 'Vedi tutto' },
  nl: { more: 'Meer informatie', all: 'Alles bekijken' },
  pt: { more: 'Saiba mais', all: 'Ver tudo' },
} satisfies Localized<{ more: string; all: string }>;

const CSS = `
  .P__tabs {
    display: flex;
    gap: 0.25rem;
    max-width: 100%;
    margin: 0 auto 2rem;
    overflow-x: auto;
    scrollbar-width: none;
  }
  .P__tabs::-webkit-scrollbar { display: none; }
  .P__tab {
    flex: none;
    min-height: 2.75rem;
    padding: 0.625rem 1.125rem;
    border: 0;
    background: none;
    color: var(--muted);
    font: inherit;
    font-size: 0.9375rem;
    font-weight: 600;
    white-space: nowrap;
    cursor: pointer;
    transition: color 0.2s ease, background-color 0.2s ease, box-shadow 0.2s ease, border-color 0.2s ease;
  }
  .P__tab:hover { color: var(--heading); }
  .P__tab[aria-selected="true"] { color: var(--heading); }
  .P--line .P__tabs { border-bottom: 1px solid var(--border); justify-content: safe center; }
  .P--line .P__tab { margin-bottom: -1px; border-bottom: 2px solid transparent; }
  .P--line .P__tab[aria-selected="true"] { border-bottom-color: var(--accent); color: var(--accent-text); }
  .P--pills .P__tabs {
    width: fit-content;
    padding: 0.3125rem;
    border: 1px solid var(--border);
    border-radius: min(calc(var(--radius) * 1.5), 1rem);
    background: var(--surface);
  }
  .P--pills .P__tab { border-radius: var(--radius); }
  .P--pills .P__tab[aria-selected="true"] { background: var(--bg); box-shadow: var(--shadow); color: var(--heading); }
  @media (max-width: 699px) {
    .P--pills .P__tabs { width: auto; }
    .P--pills .P__tab { flex: 1 0 auto; }
  }
  .P__panel:focus-visible { outline-offset: 6px; border-radius: var(--radius); }
  .P__grid { display: grid; gap: 1rem; }
  @media (min-width: 760px) { .P__grid { grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 1.5rem; } }
  .P__product {
    display: grid;
    grid-template-columns: 5.5rem minmax(0, 1fr);
    gap: 1rem;
    align-items: center;
    padding: 0.75rem;
    border: 1px solid var(--border);
    border-radius: min(calc(var(--radius) * 1.5), 1.25rem);
    background: var(--bg);
    transition: box-shadow 0.2s ease, transform 0.2s ease;
  }
  .P__product:hover { box-shadow: var(--shadow); transform: translateY(-2px); }
  .P__product img { width: 100%; aspect-ratio: 1; object-fit: cover; border-radius: var(--radius); }
  @media (min-width: 760px) {
    .P__product { grid-template-columns: minmax(0, 1fr); align-items: stretch; padding: 0 0 1.25rem; overflow: hidden; }
    .P__product img { border-radius: 0; aspect-ratio: 4 / 3; }
    .P__info { padding: 0 1.25rem; }
  }
  .P__info { display: grid; gap: 0.25rem; }
  .P__name { color: var(--heading); font-size: 1.0625rem; font-weight: 650; line-height: 1.3; }
  .P__text { color: var(--muted); font-size: 0.9375rem; }
  .P__price { color: var(--accent-text); font-weight: 700; }
  .P__feature {
    display: grid;
    gap: 2rem;
    align-items: center;
    padding: clamp(1.25rem, 4vw, 2.5rem);
    border: 1px solid var(--border);
    border-radius: min(calc(var(--radius) * 2), 1.75rem);
    background: var(--surface);
  }
  @media (min-width: 860px) { .P__feature { grid-template-columns: minmax(0, 1fr) minmax(0, 1.15fr); gap: 3.5rem; } }
  .P__icon {
    display: grid;
    place-items: center;
    width: 3rem;
    height: 3rem;
    margin-bottom: 1.25rem;
    border-radius: min(calc(var(--radius) * 1.5), 1rem);
    background: var(--accent-soft);
    color: var(--accent-text);
  }
  .P__icon svg { width: 1.5rem; height: 1.5rem; }
  .P__feature h3 { color: var(--heading); font-size: clamp(1.375rem, 1.1rem + 1vw, 1.875rem); line-height: 1.2; letter-spacing: -0.015em; }
  .P__feature p { margin-top: 0.875rem; color: var(--muted); font-size: 1.0625rem; }
  .P__more { display: inline-flex; align-items: center; gap: 0.375rem; margin-top: 1.5rem; color: var(--accent-text); font-weight: 600; text-decoration: none; }
  .P__more:hover { text-decoration: underline; text-underline-offset: 0.2em; }
  .P__more svg { width: 1.125rem; height: 1.125rem; }
  .P__feature img { width: 100%; aspect-ratio: 4 / 3; object-fit: cover; border-radius: min(calc(var(--radius) * 1.5), 1.25rem); }`;

function render(ctx: PatternContext): string {
  const L = local(ctx, TEXT);
  const layout = (['line', 'pills'] as const)[variantOf(ctx, 2)];
  const given = ctx.copy.items?.filter((item) => item.trim() !== '').slice(0, 8);
  const shop = given !== undefined && given.length > 0;
  const features = take(ctx, ctx.bank.features, itemCount(ctx, 3, 6));
  const names = shop ? given : features.map((f) => f.title);
  const n = names.length;
  const hue = accentHue(ctx);
  const productAt = rotation(ctx, ctx.bank.products);
  const tabs = names
    .map(
      (name, i) =>
        `<button class="~tab" type="button" role="tab" id="~tab${i}" aria-controls="~panel${i}" aria-selected="${i === 0}" tabindex="${i === 0 ? 0 : -1}" x-ref="tab${i}" x-bind:aria-selected="tab === ${i} ? 'true' : 'false'" x-bind:tabindex="tab === ${i} ? 0 : -1" x-on:click="tab = ${i}">${t(ctx, name)}</button>`,
    )
    .join('\n    ');
  const panelContent = (i: number): string => {
    if (shop) {
      const cards = [0, 1, 2]
        .map((j) => {
          const p = productAt(i * 3 + j);
          const src = productImage(hue + i * 47 + j * 19, i * 3 + j, 600, 600);
          return `<li class="~product">
          <img src="${src}" alt="${t(ctx, p.name)}" width="600" height="600" loading="lazy">
          <div class="~info">
            <h3 class="~name">${t(ctx, p.name)}</h3>
            <p class="~text">${t(ctx, p.text)}</p>
            <p class="~price">${t(ctx, p.price)}</p>
          </div>
        </li>`;
        })
        .join('\n        ');
      return `<ul class="~grid">
        ${cards}
      </ul>`;
    }
    const f = features[i % features.length];
    if (f === undefined) return '';
    const art =
      ctx.bank.id === 'travel' || ctx.bank.id === 'realestate'
        ? sceneImage(hue + i * 40, ctx.rng, 720, 540)
        : abstractImage(hue + i * 40, ctx.rng, 720, 540);
    return `<div class="~feature">
        <div>
          <span class="~icon" aria-hidden="true">${icon(f.icon, '')}</span>
          <h3>${t(ctx, f.title)}</h3>
          <p>${t(ctx, f.text)}</p>
          <a class="~more" href="#">${t(ctx, L.more)}${icon('arrow', '')}</a>
        </div>
        <img src="${art}" alt="" width="720" height="540" loading="lazy">
      </div>`;
  };
  const panels = names
    .map(
      (_, i) =>
        `<div class="~panel" role="tabpanel" id="~panel${i}" aria-labelledby="~tab${i}" tabindex="0"${i === 0 ? '' : ' hidden'} x-bind:hidden="tab !== ${i}">
      ${panelContent(i)}
    </div>`,
    )
    .join('\n    ');
  const body = `
<div class="~inner">
  ${sectionHeader(ctx, shop ? 'products' : 'features')}
  <div x-data="{ tab: 0, go(i) { this.tab = (i + ${n}) % ${n}; this.$nextTick(() => this.$refs['tab' + this.tab].focus()); } }">
    <div class="~tabs" role="tablist" aria-labelledby="~title" x-on:keydown.arrow-right.prevent="go(tab + 1)" x-on:keydown.arrow-left.prevent="go(tab - 1)" x-on:keydown.home.prevent="go(0)" x-on:keydown.end.prevent="go(${n - 1})">
    ${tabs}
    </div>
    ${panels}
  </div>
</div>`;
  return fragment(ctx, 'tabs', { css: CSS, body, modifiers: [layout] });
}

export const tabs: PatternDefinition = {
  id: 'tabs',
  title: 'Tabs',
  keywords: [
    'tabs',
    'tabbed',
    'tabbed section',
    'tabbed content',
    'tab section',
    'tab bar',
    'tab navigation',
    'reiter',
    'registerkarten',
    'registerkarte',
    'tab-leiste',
    'onglets',
    'section à onglets',
    'pestañas',
    'sección con pestañas',
    'schede',
    'sezione a schede',
    'tabbladen',
    'tabblad',
    'abas',
    'separadores',
    'secção com abas',
    'seção com abas',
  ],
  itemNouns: ['tab', 'reiter', 'registerkarte', 'onglet', 'pestaña', 'scheda', 'tabblad', 'aba', 'separador'],
  place: 'flow',
  rank: 0,
  items: { default: 3, max: 8 },
  render,
};
