import { icon } from '../art';
import type { Localized } from '../lang';
import { escapeHtml } from '@atelier/web-kit/html';
import { choose, fragment, local, t, variantOf } from './kit';
import type { PatternContext, PatternDefinition } from './types';

interface Labels {
  messages: string[];
  link: string;
  dismiss: string;
}

const TEXT = {
  en: {
    messages: [
      'Free shipping on every order this week',
      'New at {brand}: see what just arrived',
      'Spring sale: 20% off everything until Sunday',
    ],
    link: 'Find out more',
    dismiss: 'Dismiss announcement',
  },
  de: {
    messages: [
      'Diese Woche versandkostenfrei bestellen',
      'Neu bei {brand}: Entdecken Sie, was gerade eingetroffen ist',
      'Frühlingsaktion: 20 % auf alles bis Sonntag',
    ],
    link: 'Mehr erfahren',
    dismiss: 'Hinweis schließen',
  },
  fr: {
    messages: [
      'Livraison offerte sur toutes les commandes cette semaine',
      'Nouveau chez {brand} : découvrez les dernières arrivées',
      'Soldes de printemps : −20 % sur tout jusqu’à dimanche',
    ],
    link: 'En savoir plus',
    dismiss: 'Fermer l’annonce',
  },
  es: {
    messages: [
      'Envío gratis en todos los pedidos esta semana',
      'Novedad en {brand}: descubre lo que acaba de llegar',
      'Rebajas de primavera: 20 % de descuento en todo hasta el domingo',
    ],
    link: 'Más información',
    dismiss: 'Cerrar aviso',
  },
  it: {
    messages: [
      'Spedizione gratuita su tutti gli ordini questa settimana',
      'Novità da {brand}: scopri gli ultimi arrivi',
      'Saldi di primavera: 20% di sconto su tutto fino a domenica',
    ],
    link: 'Scopri di più',
    dismiss: 'Chiudi l’avviso',
  },
  nl: {
    messages: [
      'Deze week gratis verzending op elke bestelling',
      'Nieuw bij {brand}: ontdek wat er net binnen is',
      'Voorjaarsactie: 20% korting op alles tot en met zondag',
    ],
    link: 'Meer informatie',
    dismiss: 'Melding sluiten',
  },
  pt: {
    messages: [
      'Portes grátis em todas as encomendas esta semana',
      'Novidade na {brand}: descubra o que acabou de chegar',
      'Saldos de primavera: 20% de desconto em tudo até domingo',
    ],
    link: 'Saiba mais',
    dismiss: 'Fechar aviso',
  },
} satisfies Localized<Labels>;

/** Words that say the announcement is about delivery; it then carries a truck. */
const SHIPPING =
  /shipping|delivery|versand|liefer|livraison|envío|envio|entrega|spedizion|consegna|verzend|bezorg|levering|frete|portes/i;

/** A link the prompt names, made absolute when it is a bare domain ("shop.example.com/sale"). */
export function hrefOf(url: string | undefined): string {
  if (url === undefined) return '#';
  const trimmed = url.trim();
  if (/^(https?:\/\/|\/|#|mailto:|tel:)/i.test(trimmed)) return escapeHtml(trimmed);
  return escapeHtml(/^[\w-]+(\.[\w-]+)+/.test(trimmed) ? `https://${trimmed}` : '#');
}

const CSS = `
  .P {
    position: relative;
    padding: 0.625rem 3.25rem 0.625rem 1rem;
    background: var(--primary);
    color: var(--on-primary);
    font-size: 0.9375rem;
    line-height: 1.45;
  }
  .P--accent { background: var(--button-bg); color: var(--button-text); }
  .P--soft { background: var(--accent-soft); color: var(--heading); border-bottom: 1px solid var(--border); }
  .P__inner { display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: 0.25rem 0.75rem; text-align: center; }
  .P__message { display: inline-flex; align-items: center; gap: 0.5rem; font-weight: 600; }
  .P__message svg { flex: none; width: 1.125rem; height: 1.125rem; }
  .P__link { color: inherit; font-weight: 500; text-decoration: underline; text-underline-offset: 0.2em; white-space: nowrap; }
  .P__link:hover { text-decoration-thickness: 2px; }
  .P__link svg { display: inline-block; width: 1em; height: 1em; margin-left: 0.25rem; vertical-align: -0.125em; }
  .P__close {
    position: absolute;
    top: 50%;
    right: 0.5rem;
    display: grid;
    place-items: center;
    width: 2.25rem;
    height: 2.25rem;
    margin-top: -1.125rem;
    border: 0;
    border-radius: var(--radius);
    background: transparent;
    color: inherit;
    cursor: pointer;
  }
  .P__close:hover { background: color-mix(in srgb, currentColor 14%, transparent); }
  .P__close svg { width: 1.125rem; height: 1.125rem; }
  .P :focus-visible { outline-color: currentColor; outline-offset: 2px; }`;

function render(ctx: PatternContext): string {
  const L = local(ctx, TEXT);
  const style = (['dark', 'accent', 'soft'] as const)[variantOf(ctx, 3)];
  const message = ctx.copy.heading ?? choose(ctx, L.messages);
  const symbol = SHIPPING.test(message) ? 'truck' : 'sparkles';
  const linkText = ctx.copy.button ?? (ctx.copy.url !== undefined ? L.link : undefined);
  const link =
    linkText !== undefined || variantOf(ctx, 2) === 0
      ? `\n  <a class="~link" href="${hrefOf(ctx.copy.url)}">${t(ctx, linkText ?? L.link)}${icon('arrow', '')}</a>`
      : '';
  const body = `
<div class="~inner">
  <p class="~message" id="~title">${icon(symbol, '')}<span>${t(ctx, message)}</span></p>${link}
</div>
<button class="~close" type="button" aria-label="${t(ctx, L.dismiss)}" x-on:click="open = false">${icon('close', '')}</button>`;
  return fragment(ctx, 'announcement', {
    css: CSS,
    body,
    modifiers: [style],
    attrs: 'x-data="{ open: true }" x-show="open"',
  });
}

export const announcement: PatternDefinition = {
  id: 'announcement',
  title: 'Announcement bar',
  keywords: [
    'announcement',
    'announcement bar',
    'announcement banner',
    'promo bar',
    'promo banner',
    'promotion bar',
    'promotional banner',
    'notification bar',
    'notice bar',
    'alert bar',
    'sale banner',
    'shipping banner',
    'ankündigung',
    'ankündigungsleiste',
    'aktionsleiste',
    'aktionsbanner',
    'hinweisleiste',
    'infoleiste',
    'annonce',
    'barre d’annonce',
    "barre d'annonce",
    'bandeau promotionnel',
    'bandeau promo',
    'bandeau d’annonce',
    'anuncio',
    'barra de anuncios',
    'barra de anuncio',
    'barra promocional',
    'banner promocional',
    'annuncio',
    'barra degli annunci',
    'barra annunci',
    'barra promozionale',
    'banner promozionale',
    'aankondiging',
    'aankondigingsbalk',
    'promobalk',
    'actiebalk',
    'meldingsbalk',
    'anúncio',
    'barra de anúncio',
    'barra de anúncios',
    'faixa promocional',
  ],
  itemNouns: [],
  place: 'top',
  rank: -1,
  render,
};
