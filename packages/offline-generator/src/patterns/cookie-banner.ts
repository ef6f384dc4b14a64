import type { Localized } from '../lang';
import { ROUND, buttonLabel, controlScheme, fragment, local, t, variantOf } from './kit';
import type { PatternContext, PatternDefinition } from './types';

interface Labels {
  title: string;
  text: string;
  policy: string;
  accept: string;
  reject: string;
  settings: string;
  save: string;
  categories: string;
  necessary: [string, string];
  statistics: [string, string];
  marketing: [string, string];
  always: string;
}

const TEXT = {
  en: {
    title: 'We value your privacy',
    text: '{brand} uses cookies to keep this site running smoothly, to understand how it is used and to show you relevant offers. You decide which ones we may set.',
    policy: 'Privacy policy',
    accept: 'Accept all',
    reject: 'Reject all',
    settings: 'Settings',
    save: 'Save choices',
    categories: 'Cookie categories',
    necessary: ['Necessary', 'Required for the site to work, such as your basket and sign-in.'],
    statistics: ['Statistics', 'Anonymous figures that help us improve the site.'],
    marketing: ['Marketing', 'Lets us and our partners show you offers that suit you.'],
    always: 'Always on',
  },
  de: {
    title: 'Ihre Privatsphäre ist uns wichtig',
    text: '{brand} verwendet Cookies, damit diese Website reibungslos funktioniert, wir ihre Nutzung verstehen und Ihnen passende Angebote zeigen können. Sie entscheiden, welche wir setzen dürfen.',
    policy: 'Datenschutzerklärung',
    accept: 'Alle akzeptieren',
    reject: 'Alle ablehnen',
    settings: 'Einstellungen',
    save: 'Auswahl speichern',
    categories: 'Cookie-Kategorien',
    necessary: ['Notwendig', 'Für den Betrieb der Website erforderlich, etwa für Warenkorb und Anmeldung.'],
    statistics: ['Statistik', 'Anonyme Zahlen, mit denen wir die Website verbessern.'],
    marketing: ['Marketing', 'Damit wir und unsere Partner Ihnen passende Angebote zeigen können.'],
    always: 'Immer aktiv',
  },
  fr: {
    title: 'Le respect de votre vie privée',
    text: '{brand} utilise des cookies pour assurer le bon fonctionnement du site, comprendre son utilisation et vous proposer des offres pertinentes. C’est vous qui choisissez.',
    policy: 'Politique de confidentialité',
    accept: 'Tout accepter',
    reject: 'Tout refuser',
    settings: 'Paramètres',
    save: 'Enregistrer mes choix',
    categories: 'Catégories de cookies',
    necessary: ['Nécessaires', 'Indispensables au fonctionnement du site, comme le panier et la connexion.'],
    statistics: ['Statistiques', 'Des mesures anonymes qui nous aident à améliorer le site.'],
    marketing: ['Marketing', 'Nous permettent, à nous et à nos partenaires, de vous proposer des offres adaptées.'],
    always: 'Toujours actifs',
  },
  es: {
    title: 'Tu privacidad nos importa',
    text: '{brand} utiliza cookies para que este sitio funcione bien, entender cómo se usa y mostrarte ofertas relevantes. Tú decides cuáles podemos usar.',
    policy: 'Política de privacidad',
    accept: 'Aceptar todas',
    reject: 'Rechazar todas',
    settings: 'Configuración',
    save: 'Guardar selección',
    categories: 'Categorías de cookies',
    necessary: ['Necesarias', 'Imprescindibles para que el sitio funcione, como la cesta y el inicio de sesión.'],
    statistics: ['Estadísticas', 'Datos anónimos que nos ayudan a mejorar el sitio.'],
    marketing: ['Marketing', 'Permiten que nosotros y nuestros socios te mostremos ofertas a tu medida.'],
    always: 'Siempre activas',
  },
  it: {
    title: 'La tua privacy è importante',
    text: '{brand} utilizza i cookie per far funzionare al meglio il sito, capire come viene usato e mostrarti offerte pertinenti. Sei tu a decidere quali possiamo usare.',
    policy: 'Informativa sulla privacy',
    accept: 'Accetta tutti',
    reject: 'Rifiuta tutti',
    settings: 'Impostazioni',
    save: 'Salva le preferenze',
    categories: 'Categorie di cookie',
    necessary: ['Necessari', 'Indispensabili per il funzionamento del sito, come il carrello e l’accesso.'],
    statistics: ['Statistiche', 'Dati anonimi che ci aiutano a migliorare il sito.'],
    marketing: ['Marketing', 'Permettono a noi e ai nostri partner di mostrarti offerte su misura.'],
    always: 'Sempre attivi',
  },
  nl: {
    title: 'Wij respecteren je privacy',
    text: '{brand} gebruikt cookies om deze site soepel te laten werken, te begrijpen hoe hij wordt gebruikt en je relevante aanbiedingen te tonen. Jij bepaalt welke we mogen plaatsen.',
    policy: 'Privacyverklaring',
    accept: 'Alles accepteren',
    reject: 'Alles weigeren',
    settings: 'Instellingen',
    save: 'Keuze opslaan',
    categories: 'Soorten cookies',
    necessary: ['Noodzakelijk', 'Nodig om de site te laten werken, zoals je winkelmandje en inloggen.'],
    statistics: ['Statistieken', 'Anonieme cijfers waarmee we de site verbeteren.'],
    marketing: ['Marketing', 'Hiermee tonen wij en onze partners aanbiedingen die bij je passen.'],
    always: 'Altijd actief',
  },
  pt: {
    title: 'A sua privacidade é importante',
    text: 'A {brand} usa cookies para manter este site a funcionar bem, perceber como é utilizado e mostrar-lhe ofertas relevantes. É você quem decide quais podemos usar.',
    policy: 'Política de privacidade',
    accept: 'Aceitar todos',
    reject: 'Rejeitar todos',
    settings: 'Definições',
    save: 'Guardar escolhas',
    categories: 'Categorias de cookies',
    necessary: ['Necessários', 'Essenciais para o funcionamento do site, como o carrinho e o início de sessão.'],
    statistics: ['Estatísticas', 'Dados anónimos que nos ajudam a melhorar o site.'],
    marketing: ['Marketing', 'Permitem-nos, a nós e aos nossos parceiros, mostrar-lhe ofertas à sua medida.'],
    always: 'Sempre ativos',
  },
} satisfies Localized<Labels>;

const COOKIE_ICON = `<svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="M12 3a9 9 0 1 0 9 9 4 4 0 0 1-4.5-4A4 4 0 0 1 12 3z"/><circle cx="8.5" cy="10.5" r="1" fill="currentColor"/><circle cx="10" cy="15.5" r="1" fill="currentColor"/><circle cx="15" cy="14.5" r="1" fill="currentColor"/></svg>`;

const CSS = `
  .P {
    position: fixed;
    left: 0;
    right: 0;
    bottom: 0;
    z-index: 60;
    padding: 0.75rem;
    background: transparent;
    pointer-events: none;
  }
  .P__card {
    pointer-events: auto;
    display: grid;
    gap: 1.25rem;
    max-width: 72rem;
    max-height: calc(100vh - 1.5rem);
    margin: 0 auto;
    overflow-y: auto;
    padding: 1.25rem;
    border: 1px solid var(--border);
    border-radius: min(calc(var(--radius) * 1.5), 1.25rem);
    background: var(--bg);
    box-shadow: var(--shadow);
  }
  .P--card .P__card { max-width: 27rem; margin: 0; }
  .P__intro { display: flex; gap: 1rem; align-items: flex-start; }
  .P__icon {
    display: grid;
    flex: none;
    place-items: center;
    width: 2.5rem;
    height: 2.5rem;
    border-radius: ${ROUND};
    background: var(--accent-soft);
    color: var(--accent-text);
  }
  .P__icon svg { width: 1.375rem; height: 1.375rem; }
  .P .P__title { font-size: 1.0625rem; letter-spacing: -0.01em; }
  .P__text { margin-top: 0.25rem; color: var(--muted); font-size: 0.9375rem; line-height: 1.55; }
  .P__text a { color: var(--accent-text); font-weight: 600; }
  .P__prefs { border: 0; margin: 0; padding: 0; min-width: 0; }
  .P__list { display: grid; gap: 0.5rem; }
  .P__pref {
    display: flex;
    gap: 0.875rem;
    align-items: flex-start;
    padding: 0.75rem 0.875rem;
    border: 1px solid var(--border);
    border-radius: var(--radius);
    background: var(--surface);
  }
  .P__pref label { flex: 1; cursor: pointer; }
  .P__name { display: block; color: var(--heading); font-size: 0.9375rem; font-weight: 600; }
  .P__desc { display: block; color: var(--muted); font-size: 0.8125rem; line-height: 1.45; }
  .P__always { color: var(--accent-text); font-size: 0.75rem; font-weight: 600; }
  .P__switch {
    flex: none;
    position: relative;
    width: 2.5rem;
    height: 1.5rem;
    margin: 0.125rem 0 0;
    border: 1px solid var(--border);
    border-radius: ${ROUND};
    background: var(--bg);
    appearance: none;
    cursor: pointer;
    transition: background-color 0.2s ease, border-color 0.2s ease;
  }
  .P__switch::after {
    content: "";
    position: absolute;
    top: 0.1875rem;
    left: 0.1875rem;
    width: 1rem;
    height: 1rem;
    border-radius: inherit;
    background: var(--muted);
    transition: transform 0.2s ease, background-color 0.2s ease;
  }
  .P__switch:checked { border-color: var(--accent); background: var(--accent); }
  .P__switch:checked::after { transform: translateX(1rem); background: var(--on-accent); }
  .P__switch:disabled { cursor: not-allowed; opacity: 0.7; }
  .P__actions { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 0.5rem; }
  .P__actions .P__btn { width: 100%; min-height: 2.625rem; padding: 0.625rem 1rem; font-size: 0.9375rem; }
  .P__actions .P__btn--primary { grid-column: 1 / -1; order: -1; }
  .P__link {
    min-height: 2.625rem;
    padding: 0.5rem 0.75rem;
    border: 0;
    background: none;
    color: var(--accent-text);
    font: inherit;
    font-size: 0.9375rem;
    font-weight: 600;
    text-decoration: underline;
    text-underline-offset: 0.2em;
    cursor: pointer;
  }
  .P__actions .P__link { order: 1; }
  @media (min-width: 860px) {
    .P { padding: 1.25rem; }
    .P--bar .P__card { grid-template-columns: minmax(0, 1fr) auto; align-items: center; gap: 1.5rem 2.5rem; padding: 1.5rem 1.75rem; }
    .P--bar .P__prefs { grid-column: 1 / -1; grid-row: 2; }
    .P--bar .P__list { grid-template-columns: repeat(3, minmax(0, 1fr)); }
    .P--bar .P__actions { display: flex; align-items: center; }
    .P--bar .P__actions .P__btn { width: auto; }
    .P--bar .P__actions .P__btn--primary, .P--bar .P__actions .P__link { order: 0; }
  }`;

function render(ctx: PatternContext): string {
  const L = local(ctx, TEXT);
  const layout = (['bar', 'card'] as const)[variantOf(ctx, 2)];
  const title = ctx.copy.heading !== undefined ? t(ctx, ctx.copy.heading) : t(ctx, L.title);
  const text = ctx.copy.subheading !== undefined ? t(ctx, ctx.copy.subheading) : t(ctx, L.text);
  const category = (key: 'statistics' | 'marketing') => {
    const [name, desc] = L[key];
    return `<li class="~pref">
        <input class="~switch" type="checkbox" id="~${key}" name="${key}" x-model="${key}">
        <label for="~${key}"><span class="~name">${t(ctx, name)}</span><span class="~desc">${t(ctx, desc)}</span></label>
      </li>`;
  };
  const body = `
<div class="~card">
  <div class="~intro">
    <span class="~icon" aria-hidden="true">${COOKIE_ICON}</span>
    <div>
      <h2 class="~title" id="~title">${title}</h2>
      <p class="~text" id="~text">${text} <a href="#">${t(ctx, L.policy)}</a></p>
    </div>
  </div>
  <fieldset class="~prefs" id="~prefs" x-show="settings" style="display: none">
    <legend class="~sr">${t(ctx, L.categories)}</legend>
    <ul class="~list">
      <li class="~pref">
        <input class="~switch" type="checkbox" id="~necessary" name="necessary" checked disabled>
        <label for="~necessary"><span class="~name">${t(ctx, L.necessary[0])} <span class="~always">· ${t(ctx, L.always)}</span></span><span class="~desc">${t(ctx, L.necessary[1])}</span></label>
      </li>
      ${category('statistics')}
      ${category('marketing')}
    </ul>
  </fieldset>
  <div class="~actions">
    <button class="~link" type="button" data-consent="settings" aria-controls="~prefs" aria-expanded="false" x-bind:aria-expanded="settings ? 'true' : 'false'" x-show="!settings" x-on:click="settings = true">${t(ctx, L.settings)}</button>
    <button class="~btn ~btn--ghost" type="button" data-consent="save" x-show="settings" style="display: none" x-on:click="decide(statistics, marketing)">${t(ctx, L.save)}</button>
    <button class="~btn ~btn--ghost" type="button" data-consent="reject" x-on:click="decide(false, false)">${t(ctx, L.reject)}</button>
    <button class="~btn ~btn--primary" type="button" data-consent="accept" x-on:click="decide(true, true)">${buttonLabel(ctx, L.accept)}</button>
  </div>
</div>`;
  return fragment(ctx, 'cookie-banner', {
    css: CSS + controlScheme(ctx),
    body,
    buttons: true,
    modifiers: [layout],
    attrs: `aria-describedby="~text" x-data="{ open: true, settings: false, statistics: false, marketing: false, decide(statistics, marketing) { this.statistics = statistics; this.marketing = marketing; this.open = false; this.$dispatch('cookie-consent', { necessary: true, statistics, marketing }); } }" x-show="open"`,
  });
}

export const cookieBanner: PatternDefinition = {
  id: 'cookie-banner',
  title: 'Cookie banner',
  keywords: [
    'cookie banner',
    'cookie notice',
    'cookie consent',
    'cookie bar',
    'cookie popup',
    'cookie pop-up',
    'cookies banner',
    'consent banner',
    'gdpr banner',
    'cookie-banner',
    'cookie-hinweis',
    'cookie-einwilligung',
    'cookie-zustimmung',
    'cookiebanner',
    'cookie-leiste',
    'bandeau de cookies',
    'bandeau cookies',
    'bannière de cookies',
    'bannière cookies',
    'consentement aux cookies',
    'aviso de cookies',
    'banner de cookies',
    'consentimiento de cookies',
    'banner dei cookie',
    'banner cookie',
    'informativa sui cookie',
    'avviso cookie',
    'consenso ai cookie',
    'cookiemelding',
    'cookiebalk',
    'cookietoestemming',
    'cookie-melding',
    'consentimento de cookies',
    'banner de consentimento',
  ],
  itemNouns: [],
  place: 'bottom',
  rank: 1,
  render,
};
