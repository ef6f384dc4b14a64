import { icon } from '../art';
import { wrapAt } from '../hash';
import { escapeHtml } from '@atelier/web-kit/html';
import type { Localized } from '../lang';
import { BRAND_MARK, BRAND_MARK_CSS, ROUND, buttonLabel, fragment, itemCount, local, t, variantOf } from './kit';
import type { PatternContext, PatternDefinition } from './types';

const CSS = `
  .P { padding-top: clamp(3rem, 6vw, 4.5rem); padding-bottom: 2rem; border-top: 1px solid var(--border); background: var(--surface); font-size: 0.9375rem; }
  .P__top { display: grid; gap: 2.5rem; }
  @media (min-width: 860px) {
    .P__top { grid-template-columns: minmax(0, 1.3fr) minmax(0, 2fr); gap: 4rem; }
  }
  .P__brand { display: inline-flex; align-items: center; gap: 0.625rem; color: var(--heading); font-size: 1.125rem; font-weight: 700; text-decoration: none; }
  .P__about { max-width: 22rem; margin-top: 1rem; color: var(--muted); }
  .P__social { display: flex; gap: 0.5rem; margin-top: 1.5rem; }
  .P__social a {
    display: grid;
    place-items: center;
    width: 2.5rem;
    height: 2.5rem;
    border: 1px solid var(--border);
    border-radius: ${ROUND};
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

type Column = [string, [string, string, string, string]];

interface Labels {
  columns: [Column, Column, Column, Column];
  legal: [string, string, string];
  footer: string;
  follow: string;
  on: (brand: string, network: string) => string;
  newsletter: string;
  email: string;
  placeholder: string;
  subscribe: string;
  subscribed: string;
  rights: (brand: string) => string;
}

const TEXT = {
  en: {
    columns: [
      ['Product', ['Features', 'Pricing', 'Integrations', 'Changelog']],
      ['Company', ['About', 'Careers', 'Press', 'Contact']],
      ['Resources', ['Blog', 'Guides', 'Help center', 'Community']],
      ['Legal', ['Privacy', 'Terms', 'Cookies', 'Licences']],
    ],
    legal: ['Privacy', 'Terms', 'Cookies'],
    footer: 'Footer',
    follow: 'Follow us',
    on: (brand, network) => `${brand} on ${network}`,
    newsletter: 'Newsletter',
    email: 'Email address',
    placeholder: 'you@example.com',
    subscribe: 'Subscribe',
    subscribed: 'Subscribed',
    rights: (brand) => `© ${brand}. All rights reserved.`,
  },
  de: {
    columns: [
      ['Produkt', ['Funktionen', 'Preise', 'Integrationen', 'Neuigkeiten']],
      ['Unternehmen', ['Über uns', 'Karriere', 'Presse', 'Kontakt']],
      ['Ressourcen', ['Blog', 'Ratgeber', 'Hilfe', 'Community']],
      ['Rechtliches', ['Impressum', 'Datenschutz', 'AGB', 'Cookies']],
    ],
    legal: ['Impressum', 'Datenschutz', 'Cookies'],
    footer: 'Fußzeile',
    follow: 'Folgen Sie uns',
    on: (brand, network) => `${brand} auf ${network}`,
    newsletter: 'Newsletter',
    email: 'E-Mail-Adresse',
    placeholder: 'name@beispiel.de',
    subscribe: 'Abonnieren',
    subscribed: 'Abonniert',
    rights: (brand) => `© ${brand}. Alle Rechte vorbehalten.`,
  },
  fr: {
    columns: [
      ['Produit', ['Fonctionnalités', 'Tarifs', 'Intégrations', 'Nouveautés']],
      ['Entreprise', ['À propos', 'Carrières', 'Presse', 'Contact']],
      ['Ressources', ['Blog', 'Guides', 'Centre d’aide', 'Communauté']],
      ['Mentions légales', ['Confidentialité', 'Conditions', 'Cookies', 'Licences']],
    ],
    legal: ['Mentions légales', 'Confidentialité', 'Cookies'],
    footer: 'Pied de page',
    follow: 'Suivez-nous',
    on: (brand, network) => `${brand} sur ${network}`,
    newsletter: 'Newsletter',
    email: 'Adresse e-mail',
    placeholder: 'vous@exemple.fr',
    subscribe: 'S’abonner',
    subscribed: 'Abonné',
    rights: (brand) => `© ${brand}. Tous droits réservés.`,
  },
  es: {
    columns: [
      ['Producto', ['Funciones', 'Precios', 'Integraciones', 'Novedades']],
      ['Empresa', ['Sobre nosotros', 'Empleo', 'Prensa', 'Contacto']],
      ['Recursos', ['Blog', 'Guías', 'Centro de ayuda', 'Comunidad']],
      ['Legal', ['Privacidad', 'Términos', 'Cookies', 'Licencias']],
    ],
    legal: ['Aviso legal', 'Privacidad', 'Cookies'],
    footer: 'Pie de página',
    follow: 'Síguenos',
    on: (brand, network) => `${brand} en ${network}`,
    newsletter: 'Boletín',
    email: 'Correo electrónico',
    placeholder: 'tu@ejemplo.es',
    subscribe: 'Suscribirme',
    subscribed: 'Suscrito',
    rights: (brand) => `© ${brand}. Todos los derechos reservados.`,
  },
  it: {
    columns: [
      ['Prodotto', ['Funzionalità', 'Prezzi', 'Integrazioni', 'Novità']],
      ['Azienda', ['Chi siamo', 'Lavora con noi', 'Stampa', 'Contatti']],
      ['Risorse', ['Blog', 'Guide', 'Centro assistenza', 'Community']],
      ['Note legali', ['Privacy', 'Termini', 'Cookie', 'Licenze']],
    ],
    legal: ['Note legali', 'Privacy', 'Cookie'],
    footer: 'Piè di pagina',
    follow: 'Seguici',
    on: (brand, network) => `${brand} su ${network}`,
    newsletter: 'Newsletter',
    email: 'Indirizzo e-mail',
    placeholder: 'tu@esempio.it',
    subscribe: 'Iscriviti',
    subscribed: 'Iscritto',
    rights: (brand) => `© ${brand}. Tutti i diritti riservati.`,
  },
  nl: {
    columns: [
      ['Product', ['Functies', 'Prijzen', 'Integraties', 'Nieuw']],
      ['Bedrijf', ['Over ons', 'Vacatures', 'Pers', 'Contact']],
      ['Bronnen', ['Blog', 'Handleidingen', 'Helpcentrum', 'Community']],
      ['Juridisch', ['Privacy', 'Voorwaarden', 'Cookies', 'Licenties']],
    ],
    legal: ['Privacy', 'Voorwaarden', 'Cookies'],
    footer: 'Voettekst',
    follow: 'Volg ons',
    on: (brand, network) => `${brand} op ${network}`,
    newsletter: 'Nieuwsbrief',
    email: 'E-mailadres',
    placeholder: 'jij@voorbeeld.nl',
    subscribe: 'Inschrijven',
    subscribed: 'Ingeschreven',
    rights: (brand) => `© ${brand}. Alle rechten voorbehouden.`,
  },
  pt: {
    columns: [
      ['Produto', ['Funcionalidades', 'Preços', 'Integrações', 'Novidades']],
      ['Empresa', ['Sobre nós', 'Carreiras', 'Imprensa', 'Contacto']],
      ['Recursos', ['Blogue', 'Guias', 'Centro de ajuda', 'Comunidade']],
      ['Legal', ['Privacidade', 'Termos', 'Cookies', 'Licenças']],
    ],
    legal: ['Privacidade', 'Termos', 'Cookies'],
    footer: 'Rodapé',
    follow: 'Siga-nos',
    on: (brand, network) => `${brand} no ${network}`,
    newsletter: 'Newsletter',
    email: 'Endereço de e-mail',
    placeholder: 'voce@exemplo.pt',
    subscribe: 'Subscrever',
    subscribed: 'Subscrito',
    rights: (brand) => `© ${brand}. Todos os direitos reservados.`,
  },
} satisfies Localized<Labels>;

/** Networks with an icon, keyed by how a prompt may name them. */
const SOCIAL: Array<{ icon: string; label: string; names: RegExp }> = [
  { icon: 'instagram', label: 'Instagram', names: /^insta(gram)?$/ },
  { icon: 'x', label: 'X', names: /^(x|twitter|x \(twitter\)|twitter \/ x|x\/twitter)$/ },
  { icon: 'linkedin', label: 'LinkedIn', names: /^linked ?in$/ },
  { icon: 'youtube', label: 'YouTube', names: /^you ?tube$/ },
  { icon: 'facebook', label: 'Facebook', names: /^facebook$/ },
  { icon: 'github', label: 'GitHub', names: /^git ?hub$/ },
];

function socialOf(item: string): (typeof SOCIAL)[number] | undefined {
  const name = item.trim().toLowerCase();
  return SOCIAL.find((s) => s.names.test(name));
}

function render(ctx: PatternContext): string {
  const text = local(ctx, TEXT);
  const items = ctx.copy.items ?? [];
  const variant = variantOf(ctx, 3);
  // Links the prompt names make the footer: the one-row layout shows them all.
  const layout = items.length > 0 ? 'simple' : (['columns', 'simple', 'newsletter'] as const)[variant];
  const brand = t(ctx, ctx.brand);
  const start = Math.floor(ctx.rng() * 3);
  const named = items.map(socialOf).filter((s) => s !== undefined);
  const networks = items.length > 0 ? named : [0, 1, 2, 3].map((i) => wrapAt(SOCIAL, start + i));
  const url = ctx.copy.url;
  const hrefOf = (label: string) =>
    url !== undefined && url.toLowerCase().includes(label.toLowerCase()) ? escapeHtml(url) : '#';
  const socialLinks = networks
    .map(
      (s) =>
        `<li><a href="${hrefOf(s.label)}" aria-label="${t(ctx, text.on(ctx.brand, s.label))}">${icon(s.icon, '')}</a></li>`,
    )
    .join('\n        ');
  const social =
    networks.length > 0
      ? `<ul class="~social" role="list" aria-label="${t(ctx, text.follow)}">
        ${socialLinks}
      </ul>`
      : '';
  const rowLinks = items.length > 0 ? items.filter((item) => !socialOf(item)) : ctx.bank.nav;
  const about = ctx.copy.subheading !== undefined ? t(ctx, ctx.copy.subheading) : t(ctx, ctx.bank.about[0]);
  const columnCount = itemCount(ctx, layout === 'newsletter' ? 2 : 3, 4);
  const columns = text.columns
    .slice(0, columnCount)
    .map(
      ([title, links], i) => `<nav aria-labelledby="~col${i}">
        <h2 class="~heading" id="~col${i}">${t(ctx, title)}</h2>
        <ul class="~links" role="list">
          ${links.map((l) => `<li><a href="#">${t(ctx, l)}</a></li>`).join('\n          ')}
        </ul>
      </nav>`,
    )
    .join('\n      ');
  const subscribe =
    layout === 'newsletter'
      ? `
      <div class="~subscribe">
        <h2 class="~heading" id="~news">${t(ctx, text.newsletter)}</h2>
        <form class="~form" aria-labelledby="~news" x-data="{ sent: false }" x-on:submit.prevent="sent = true">
          <label class="~sr" for="~email">${t(ctx, text.email)}</label>
          <input id="~email" type="email" name="email" autocomplete="email" placeholder="${t(ctx, text.placeholder)}" required>
          <button class="~btn" type="submit"><span x-show="!sent">${buttonLabel(ctx, text.subscribe)}</span><span x-show="sent" style="display: none">${t(ctx, text.subscribed)}</span></button>
        </form>
      </div>`
      : '';
  const row =
    rowLinks.length > 0
      ? `
    <nav class="~row" aria-label="${t(ctx, text.footer)}">
      ${rowLinks.map((l) => `<a href="#">${t(ctx, l)}</a>`).join('\n      ')}
    </nav>`
      : '';
  const top =
    layout === 'simple'
      ? `<div class="~top">
    <a class="~brand" href="#">${BRAND_MARK}<span>${brand}</span></a>
    <p class="~about">${about}</p>${row}
    ${social}
  </div>`
      : `<div class="~top">
    <div>
      <a class="~brand" href="#">${BRAND_MARK}<span>${brand}</span></a>
      <p class="~about">${about}</p>
      ${social}
    </div>
    <div class="~columns">
      ${columns}${subscribe}
    </div>
  </div>`;
  const legal =
    items.length > 0
      ? ''
      : `
    <div class="~legal">
      ${text.legal.map((l) => `<a href="#">${t(ctx, l)}</a>`).join('\n      ')}
    </div>`;
  const body = `
<div class="~inner">
  ${top}
  <div class="~bottom">
    <p>${t(ctx, text.rights(ctx.brand))}</p>${legal}
  </div>
</div>`;
  return fragment(ctx, 'footer', {
    tag: 'footer',
    css: CSS + BRAND_MARK_CSS,
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
