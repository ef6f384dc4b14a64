import { icon } from '../art';
import { wrapAt } from '../hash';
import type { Localized } from '../lang';
import { BRAND_CSS, BRAND_MARK, BRAND_MARK_CSS, fragment, local, t } from './kit';
import type { PatternContext, PatternDefinition } from './types';

interface Labels {
  nav: string;
  toggle: string;
  tops: [string, string];
  groups: [string, string, string];
  signIn: string;
  all: string;
}

export const TEXT = {
  en: {
    nav: 'Main',
    toggle: 'Menu',
    tops: ['Shop', 'Discover'],
    groups: ['Highlights', 'Popular', 'Inspiration'],
    signIn: 'Sign in',
    all: 'View all',
  },
  de: {
    nav: 'Hauptnavigation',
    toggle: 'Menü',
    tops: ['Shop', 'Entdecken'],
    groups: ['Highlights', 'Beliebt', 'Inspiration'],
    signIn: 'Anmelden',
    all: 'Alle ansehen',
  },
  fr: {
    nav: 'Navigation principale',
    toggle: 'Menu',
    tops: ['Boutique', 'Découvrir'],
    groups: ['À la une', 'Populaire', 'Inspiration'],
    signIn: 'Se connecter',
    all: 'Tout voir',
  },
  es: {
    nav: 'Navegación principal',
    toggle: 'Menú',
    tops: ['Tienda', 'Descubre'],
    groups: ['Destacados', 'Lo más popular', 'Inspiración'],
    signIn: 'Iniciar sesión',
    all: 'Ver todo',
  },
  it: {
    nav: 'Navigazione principale',
    toggle: 'Menu',
    tops: ['Negozio', 'Scopri'],
    groups: ['In evidenza', 'I più amati', 'Ispirazione'],
    signIn: 'Accedi',
    all: 'Vedi tutto',
  },
  nl: {
    nav: 'Hoofdnavigatie',
    toggle: 'Menu',
    tops: ['Shop', 'Ontdek'],
    groups: ['Uitgelicht', 'Populair', 'Inspiratie'],
    signIn: 'Inloggen',
    all: 'Alles bekijken',
  },
  pt: {
    nav: 'Navegação principal',
    toggle: 'Menu',
    tops: ['Loja', 'Descobrir'],
    groups: ['Destaques', 'Mais populares', 'Inspiração'],
    signIn: 'Entrar',
    all: 'Ver tudo',
  },
} satisfies Localized<Labels>;

const CHEVRON =
  '<svg class="~chevron" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="m6 9 6 6 6-6"/></svg>';

const CSS = `
  .P {
    position: relative;
    z-index: 30;
    padding: 0 1.25rem;
    border-bottom: 1px solid var(--border);
  }
  .P__bar { display: flex; align-items: center; gap: 1.5rem; min-height: 4.25rem; }
${BRAND_CSS}
  .P__menu { display: flex; flex: 1; align-items: center; gap: 1.5rem; }
  .P__top { display: flex; flex: 1; align-items: center; gap: 0.25rem; }
  .P__top-link {
    display: inline-flex;
    align-items: center;
    gap: 0.375rem;
    min-height: 2.75rem;
    padding: 0.5rem 0.75rem;
    border: 0;
    border-radius: var(--radius);
    background: none;
    color: var(--text);
    font: inherit;
    font-size: 0.9375rem;
    font-weight: 550;
    text-decoration: none;
    cursor: pointer;
  }
  .P__top-link:hover, .P__top-link[aria-expanded="true"] { color: var(--heading); background: var(--surface); }
  .P__chevron { transition: transform 0.2s ease; }
  .P__top-link[aria-expanded="true"] .P__chevron { transform: rotate(180deg); }
  .P__panel {
    position: absolute;
    top: 100%;
    left: 0;
    right: 0;
    padding: 2rem 1.25rem 2.25rem;
    border-top: 1px solid var(--border);
    border-bottom: 1px solid var(--border);
    background: var(--bg);
    box-shadow: var(--shadow);
  }
  .P__panel-inner { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)) minmax(0, 1.15fr); gap: 2rem; max-width: 72rem; margin: 0 auto; }
  .P__group-title { margin-bottom: 0.75rem; color: var(--muted); font-size: 0.75rem; font-weight: 700; letter-spacing: 0.08em; text-transform: uppercase; }
  .P__links { display: grid; gap: 0.25rem; }
  .P__links a {
    display: block;
    padding: 0.5rem 0.625rem;
    margin: 0 -0.625rem;
    border-radius: var(--radius);
    color: var(--heading);
    font-weight: 600;
    text-decoration: none;
  }
  .P__links a:hover { background: var(--surface); }
  .P__links a:hover .P__link-text { color: var(--text); }
  .P__link-text { display: block; margin-top: 0.125rem; color: var(--muted); font-size: 0.875rem; font-weight: 400; line-height: 1.45; }
  .P__all { display: inline-flex; align-items: center; gap: 0.375rem; margin-top: 0.75rem; color: var(--accent-text); font-size: 0.875rem; font-weight: 650; text-decoration: none; }
  .P__all:hover { text-decoration: underline; text-underline-offset: 0.2em; }
  .P__all svg { width: 1rem; height: 1rem; }
  .P__promo {
    position: relative;
    display: flex;
    flex-direction: column;
    justify-content: flex-end;
    gap: 0.5rem;
    min-height: 13rem;
    padding: 1.5rem;
    overflow: hidden;
    border-radius: min(calc(var(--radius) * 1.5), 1.25rem);
    background: var(--primary);
    color: var(--on-primary);
    text-decoration: none;
  }
  .P__promo-art { position: absolute; inset: 0; width: 100%; height: 100%; opacity: 0.35; }
  .P__promo-art circle { fill: var(--accent); }
  .P__promo > span { position: relative; }
  .P__promo-kicker { font-size: 0.75rem; font-weight: 700; letter-spacing: 0.08em; text-transform: uppercase; }
  .P__promo-title { font-size: 1.25rem; font-weight: 750; line-height: 1.25; }
  .P__promo-cta { display: inline-flex; align-items: center; gap: 0.375rem; font-weight: 650; text-decoration: underline; text-underline-offset: 0.2em; }
  .P__promo-cta svg { width: 1rem; height: 1rem; }
  .P__promo:focus-visible { outline-color: var(--ring); }
  .P__end { display: flex; align-items: center; gap: 0.75rem; }
  .P__signin { padding: 0.5rem; color: var(--text); font-size: 0.9375rem; font-weight: 500; text-decoration: none; }
  .P__signin:hover { color: var(--heading); text-decoration: underline; text-underline-offset: 4px; }
  .P__btn { min-height: 2.5rem; padding: 0.625rem 1.125rem; }
  .P__toggle {
    display: none;
    align-items: center;
    gap: 0.5rem;
    min-height: 2.75rem;
    margin-left: auto;
    padding: 0 0.875rem;
    border: 1px solid var(--border);
    border-radius: var(--radius);
    background: transparent;
    color: var(--heading);
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  .P__toggle svg { width: 1.25rem; height: 1.25rem; }
  .P__toggle .P__close, .P__toggle[aria-expanded="true"] .P__open { display: none; }
  .P__toggle[aria-expanded="true"] .P__close { display: block; }
  @media (min-width: 768px) and (max-width: 1023px) {
    .P__panel-inner { grid-template-columns: repeat(3, minmax(0, 1fr)); }
    .P__promo { display: none; }
    .P__signin { display: none; }
  }
  @media (max-width: 767px) {
    .P__toggle { display: inline-flex; }
    .P__menu {
      display: none;
      position: absolute;
      top: 100%;
      left: 0;
      right: 0;
      max-height: calc(100vh - 4.25rem);
      overflow-y: auto;
      flex-direction: column;
      align-items: stretch;
      gap: 1rem;
      padding: 0.75rem 1.25rem 1.5rem;
      border-bottom: 1px solid var(--border);
      background: var(--bg);
      box-shadow: var(--shadow);
    }
    .P__menu.is-open { display: flex; }
    .P__top { flex-direction: column; align-items: stretch; gap: 0; }
    .P__top > li { border-bottom: 1px solid var(--border); }
    .P__top-link { justify-content: space-between; width: 100%; min-height: 3.25rem; padding: 0.75rem 0; border-radius: 0; font-size: 1rem; }
    .P__top-link:hover, .P__top-link[aria-expanded="true"] { background: none; }
    .P__panel { position: static; padding: 0 0 1rem; border: 0; box-shadow: none; }
    .P__panel-inner { grid-template-columns: 1fr; gap: 1.25rem; }
    .P__link-text, .P__promo { display: none; }
    .P__links a { padding: 0.375rem 0.625rem; font-weight: 500; }
    .P__end { flex-direction: column; align-items: stretch; }
    .P__end .P__btn { width: 100%; }
    .P__signin { text-align: center; }
  }`;

interface Panel {
  label: string;
  groups: Array<{ title: string; links: Array<{ title: string; text?: string }> }>;
  promo: { kicker: string; title: string; cta: string };
}

function panels(ctx: PatternContext, L: Labels): Panel[] {
  const items = (ctx.copy.items ?? []).map((s) => s.trim()).filter(Boolean);
  const labels = items.length > 0 ? items.slice(0, 5) : L.tops;
  const bank = ctx.bank;
  return labels.map((label, p) => ({
    label,
    groups: [
      {
        title: L.groups[0],
        links: [0, 1, 2].map((i) => {
          const f = wrapAt(bank.features, p * 3 + i);
          return { title: f.title, text: f.text };
        }),
      },
      { title: L.groups[1], links: [0, 1, 2, 3].map((i) => ({ title: wrapAt(bank.products, p * 4 + i).name })) },
      { title: L.groups[2], links: [0, 1, 2].map((i) => ({ title: wrapAt(bank.posts, p * 3 + i).title })) },
    ],
    promo: {
      kicker: wrapAt(bank.eyebrows, p),
      title: wrapAt(bank.heroHeadings, p),
      cta: wrapAt(bank.ctas, p)[0],
    },
  }));
}

function render(ctx: PatternContext): string {
  const L = local(ctx, TEXT);
  const list = panels(ctx, L);
  const arrow = icon('arrow', '');
  const tops = list
    .map((panel, p) => {
      const groups = panel.groups
        .map(
          (g, gi) => `<div class="~group">
              <p class="~group-title" id="~g${p}-${gi}">${t(ctx, g.title)}</p>
              <ul class="~links" aria-labelledby="~g${p}-${gi}">
                ${g.links
                  .map(
                    (l) =>
                      `<li><a href="#">${t(ctx, l.title)}${l.text ? `<span class="~link-text">${t(ctx, l.text)}</span>` : ''}</a></li>`,
                  )
                  .join('\n                ')}
              </ul>${gi === 1 ? `\n              <a class="~all" href="#">${t(ctx, L.all)}${arrow}</a>` : ''}
            </div>`,
        )
        .join('\n            ');
      return `<li>
        <button class="~top-link" type="button" id="~t${p}" aria-expanded="false" aria-controls="~p${p}" x-ref="t${p}" x-bind:aria-expanded="open === ${p} ? 'true' : 'false'" x-on:click="open = open === ${p} ? null : ${p}">${t(ctx, panel.label)}${CHEVRON}</button>
        <div class="~panel" id="~p${p}" x-show="open === ${p}" style="display: none">
          <div class="~panel-inner">
            ${groups}
            <a class="~promo" href="#">
              <svg class="~promo-art" viewBox="0 0 300 200" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false"><circle cx="250" cy="30" r="90"/><circle cx="40" cy="10" r="40"/></svg>
              <span class="~promo-kicker">${t(ctx, panel.promo.kicker)}</span>
              <span class="~promo-title">${t(ctx, panel.promo.title)}</span>
              <span class="~promo-cta">${t(ctx, panel.promo.cta)}${arrow}</span>
            </a>
          </div>
        </div>
      </li>`;
    })
    .join('\n      ');
  const extra = ctx.bank.nav
    .slice(-2)
    .map((l) => `<li><a class="~top-link" href="#">${t(ctx, l)}</a></li>`)
    .join('\n      ');
  const [primary] = wrapAt(ctx.bank.ctas, 0);
  const brand = ctx.copy.heading !== undefined ? t(ctx, ctx.copy.heading) : t(ctx, ctx.brand);
  const body = `
<div class="~inner ~bar">
  <a class="~brand" href="#">
    ${BRAND_MARK}
    <span>${brand}</span>
  </a>
  <button class="~toggle" type="button" aria-controls="~menu" aria-expanded="false" x-ref="toggle" x-bind:aria-expanded="mobile ? 'true' : 'false'" x-on:click="mobile = !mobile">
    ${icon('menu', '~open')}${icon('close', '~close')}<span>${t(ctx, L.toggle)}</span>
  </button>
  <div class="~menu" id="~menu" x-bind:class="{ 'is-open': mobile }">
    <ul class="~top">
      ${tops}
      ${extra}
    </ul>
    <div class="~end">
      <a class="~signin" href="#">${t(ctx, L.signIn)}</a>
      <a class="~btn" href="#">${t(ctx, ctx.copy.button ?? primary)}</a>
    </div>
  </div>
</div>`;
  const escape = `if (open !== null) { $refs['t' + open].focus(); open = null } else if (mobile) { mobile = false; $refs.toggle.focus() }`;
  return fragment(ctx, 'mega-menu', {
    tag: 'nav',
    attrs: `aria-label="${t(ctx, L.nav)}" x-data="{ open: null, mobile: false }" x-on:keydown.escape="${escape}" x-on:click.outside="open = null"`,
    labelled: false,
    buttons: true,
    css: CSS + BRAND_MARK_CSS,
    body,
  });
}

export const megaMenu: PatternDefinition = {
  id: 'mega-menu',
  title: 'Mega menu',
  keywords: [
    'mega menu',
    'megamenu',
    'mega-menu',
    'mega nav',
    'mega navigation',
    'mega dropdown',
    'mega-menü',
    'megamenü',
    'méga-menu',
    'méga menu',
    'megamenú',
    'mega menú',
  ],
  itemNouns: [],
  place: 'top',
  rank: 0,
  // A mega menu is the page's navigation: "a header with a mega menu" asks for one bar, not two.
  replaces: ['navbar'],
  render,
};
