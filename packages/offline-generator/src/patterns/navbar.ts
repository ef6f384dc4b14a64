import { icon } from '../art';
import { wrapAt } from '../hash';
import type { Localized } from '../lang';
import {
  BRAND_CSS,
  BRAND_MARK,
  BRAND_MARK_CSS,
  buttonLabel,
  choose,
  fragment,
  itemCount,
  local,
  named,
  t,
  variantOf,
} from './kit';
import type { PatternContext, PatternDefinition } from './types';

const CSS = `
  .P {
    position: relative;
    z-index: 20;
    padding: 0.875rem 1.25rem;
    border-bottom: 1px solid var(--border);
  }
  .P--floating { padding: 1rem 1.25rem; border-bottom: 0; background: var(--surface); }
  .P--floating .P__bar {
    padding: 0.625rem 0.75rem 0.625rem 1.125rem;
    border: 1px solid var(--border);
    border-radius: min(calc(var(--radius) * 2), 1.25rem);
    background: var(--bg);
    box-shadow: var(--shadow);
  }
  .P__bar { display: flex; align-items: center; gap: 1.5rem; }
${BRAND_CSS}
  .P__menu { display: flex; flex: 1; align-items: center; gap: 1.5rem; }
  .P__links { display: flex; flex: 1; align-items: center; gap: 0.25rem; }
  .P--center .P__links { justify-content: center; }
  .P--end .P__links { justify-content: flex-end; }
  .P__links a {
    display: block;
    padding: 0.5rem 0.75rem;
    border-radius: var(--radius);
    color: var(--text);
    font-size: 0.9375rem;
    font-weight: 500;
    text-decoration: none;
    transition: color 0.2s ease, background-color 0.2s ease;
  }
  .P__links a:hover { color: var(--heading); background: var(--surface); }
  .P__links a[aria-current="page"] { color: var(--accent-text); }
  .P__end { display: flex; align-items: center; gap: 0.75rem; }
  .P__signin { color: var(--text); font-size: 0.9375rem; font-weight: 500; text-decoration: none; padding: 0.5rem; }
  .P__signin:hover { color: var(--heading); text-decoration: underline; text-underline-offset: 4px; }
  .P__btn { min-height: 2.5rem; padding: 0.625rem 1.125rem; }
  .P__toggle {
    display: none;
    align-items: center;
    justify-content: center;
    width: 2.75rem;
    height: 2.75rem;
    margin-left: auto;
    border: 1px solid var(--border);
    border-radius: var(--radius);
    background: transparent;
    color: var(--heading);
    cursor: pointer;
  }
  .P__toggle:hover { background: var(--surface); }
  .P__toggle svg { width: 1.375rem; height: 1.375rem; }
  .P__toggle .P__close, .P__toggle[aria-expanded="true"] .P__open { display: none; }
  .P__toggle[aria-expanded="true"] .P__close { display: block; }
  @media (max-width: 767px) {
    .P__toggle { display: inline-flex; }
    .P__menu {
      display: none;
      position: absolute;
      top: 100%;
      left: 0;
      right: 0;
      flex-direction: column;
      align-items: stretch;
      gap: 1rem;
      padding: 1rem 1.25rem 1.5rem;
      border-bottom: 1px solid var(--border);
      background: var(--bg);
      box-shadow: var(--shadow);
    }
    .P__menu.is-open { display: flex; }
    .P__links { flex-direction: column; align-items: stretch; }
    .P__links a { padding: 0.75rem; }
    .P__end { flex-direction: column; align-items: stretch; }
    .P__end .P__btn { width: 100%; }
    .P__signin { text-align: center; }
  }`;

const TEXT = {
  en: { main: 'Main', menu: 'Open menu', signIn: 'Sign in', more: ['Careers', 'Press', 'Support'] },
  de: { main: 'Hauptnavigation', menu: 'Menü öffnen', signIn: 'Anmelden', more: ['Karriere', 'Presse', 'Hilfe'] },
  fr: {
    main: 'Navigation principale',
    menu: 'Ouvrir le menu',
    signIn: 'Se connecter',
    more: ['Carrières', 'Presse', 'Aide'],
  },
  es: {
    main: 'Navegación principal',
    menu: 'Abrir el menú',
    signIn: 'Iniciar sesión',
    more: ['Empleo', 'Prensa', 'Ayuda'],
  },
  it: {
    main: 'Navigazione principale',
    menu: 'Apri il menu',
    signIn: 'Accedi',
    more: ['Lavora con noi', 'Stampa', 'Assistenza'],
  },
  nl: { main: 'Hoofdnavigatie', menu: 'Menu openen', signIn: 'Inloggen', more: ['Vacatures', 'Pers', 'Hulp'] },
  pt: {
    main: 'Navegação principal',
    menu: 'Abrir o menu',
    signIn: 'Iniciar sessão',
    more: ['Carreiras', 'Imprensa', 'Ajuda'],
  },
} satisfies Localized<{ main: string; menu: string; signIn: string; more: [string, string, string] }>;

function render(ctx: PatternContext): string {
  const text = local(ctx, TEXT);
  const variant = variantOf(ctx, 3);
  const layout = (['center', 'end', 'center'] as const)[variant];
  // Links the prompt names replace the bank's; a count beyond both adds a few common pages.
  const nav = ctx.bank.nav;
  const links = Array.from(
    { length: itemCount(ctx, nav.length, 8) },
    (_, i) => named(ctx, i) ?? nav[i] ?? wrapAt(text.more, i - nav.length),
  );
  const [primary] = choose(ctx, ctx.bank.ctas);
  const items = links
    .map((l, i) => `<li><a href="#"${i === 0 ? ' aria-current="page"' : ''}>${t(ctx, l)}</a></li>`)
    .join('\n          ');
  const brandLabel = ctx.copy.heading !== undefined ? t(ctx, ctx.copy.heading) : t(ctx, ctx.brand);
  const body = `
<div class="~inner ~bar">
  <a class="~brand" href="#">
    ${BRAND_MARK}
    <span>${brandLabel}</span>
  </a>
  <button class="~toggle" type="button" aria-controls="~menu" aria-expanded="false" x-bind:aria-expanded="open ? 'true' : 'false'" x-on:click="open = !open">
    <span class="~sr">${t(ctx, text.menu)}</span>
    ${icon('menu', `~open`)}
    ${icon('close', `~close`)}
  </button>
  <div class="~menu" id="~menu" x-bind:class="{ 'is-open': open }">
    <ul class="~links">
      ${items}
    </ul>
    <div class="~end">
      <a class="~signin" href="#">${t(ctx, text.signIn)}</a>
      <a class="~btn" href="#">${buttonLabel(ctx, primary)}</a>
    </div>
  </div>
</div>`;
  return fragment(ctx, 'navbar', {
    tag: 'nav',
    attrs: `aria-label="${t(ctx, text.main)}" x-data="{ open: false }" x-on:keydown.escape="open = false"`,
    labelled: false,
    buttons: true,
    css: CSS + BRAND_MARK_CSS,
    body,
    modifiers: variant === 2 ? [layout, 'floating'] : [layout],
  });
}

export const navbar: PatternDefinition = {
  id: 'navbar',
  title: 'Navigation bar',
  keywords: [
    'navbar',
    'nav bar',
    'navigation',
    'navigation bar',
    'nav',
    'menu bar',
    'main menu',
    'hamburger',
    'header',
    'site header',
    'top bar',
    'topbar',
  ],
  itemNouns: ['link', 'menu item'],
  place: 'top',
  rank: 0,
  render,
};
