import { icon } from '../art';
import type { Localized } from '../lang';
import { ROUND, buttonLabel, controlScheme, fragment, local, t, variantOf } from './kit';
import type { PatternContext, PatternDefinition } from './types';

interface Labels {
  eyebrow: string;
  title: string;
  text: string;
  home: string;
  search: string;
  placeholder: string;
  submit: string;
  popular: string;
  contact: string;
}

const TEXT = {
  en: {
    eyebrow: 'Error 404',
    title: 'This page has wandered off',
    text: 'The page you are looking for was moved, renamed or never existed. Try a search, or head back to the start.',
    home: 'Back to the home page',
    search: 'Search the site',
    placeholder: 'What are you looking for?',
    submit: 'Search',
    popular: 'Popular pages',
    contact: 'Still lost? Contact us',
  },
  de: {
    eyebrow: 'Fehler 404',
    title: 'Diese Seite gibt es nicht (mehr)',
    text: 'Die gesuchte Seite wurde verschoben, umbenannt oder hat nie existiert. Versuchen Sie es mit der Suche oder kehren Sie zur Startseite zurück.',
    home: 'Zur Startseite',
    search: 'Website durchsuchen',
    placeholder: 'Wonach suchen Sie?',
    submit: 'Suchen',
    popular: 'Beliebte Seiten',
    contact: 'Immer noch nichts gefunden? Schreiben Sie uns',
  },
  fr: {
    eyebrow: 'Erreur 404',
    title: 'Cette page s’est égarée',
    text: 'La page que vous cherchez a été déplacée, renommée ou n’a jamais existé. Lancez une recherche ou revenez à l’accueil.',
    home: 'Retour à l’accueil',
    search: 'Rechercher sur le site',
    placeholder: 'Que cherchez-vous ?',
    submit: 'Rechercher',
    popular: 'Pages populaires',
    contact: 'Toujours perdu ? Contactez-nous',
  },
  es: {
    eyebrow: 'Error 404',
    title: 'Esta página se ha perdido',
    text: 'La página que buscas se ha movido, ha cambiado de nombre o nunca existió. Prueba a buscar o vuelve al inicio.',
    home: 'Volver al inicio',
    search: 'Buscar en el sitio',
    placeholder: '¿Qué estás buscando?',
    submit: 'Buscar',
    popular: 'Páginas populares',
    contact: '¿Sigues sin encontrarlo? Escríbenos',
  },
  it: {
    eyebrow: 'Errore 404',
    title: 'Questa pagina si è persa',
    text: 'La pagina che cerchi è stata spostata, rinominata o non è mai esistita. Prova a cercare o torna alla home.',
    home: 'Torna alla home',
    search: 'Cerca nel sito',
    placeholder: 'Che cosa stai cercando?',
    submit: 'Cerca',
    popular: 'Pagine più visitate',
    contact: 'Ancora niente? Contattaci',
  },
  nl: {
    eyebrow: 'Fout 404',
    title: 'Deze pagina is zoekgeraakt',
    text: 'De pagina die je zoekt is verplaatst, hernoemd of heeft nooit bestaan. Probeer te zoeken of ga terug naar de startpagina.',
    home: 'Terug naar de startpagina',
    search: 'Zoeken op de site',
    placeholder: 'Waar ben je naar op zoek?',
    submit: 'Zoeken',
    popular: 'Populaire pagina’s',
    contact: 'Nog steeds niet gevonden? Neem contact op',
  },
  pt: {
    eyebrow: 'Erro 404',
    title: 'Esta página perdeu-se',
    text: 'A página que procura foi movida, mudou de nome ou nunca existiu. Experimente pesquisar ou volte à página inicial.',
    home: 'Voltar à página inicial',
    search: 'Pesquisar no site',
    placeholder: 'O que procura?',
    submit: 'Pesquisar',
    popular: 'Páginas populares',
    contact: 'Continua sem encontrar? Fale connosco',
  },
} satisfies Localized<Labels>;

const CSS = `
  .P__inner { display: grid; gap: clamp(2rem, 6vw, 4rem); }
  .P--center .P__inner { max-width: 44rem; justify-items: center; text-align: center; }
  @media (min-width: 900px) {
    .P--split .P__inner { grid-template-columns: minmax(0, 0.9fr) minmax(0, 1.1fr); align-items: center; }
  }
  .P__code {
    position: relative;
    display: grid;
    place-items: center;
    width: 100%;
    max-width: 30rem;
    aspect-ratio: 16 / 9;
    border-radius: min(calc(var(--radius) * 3), 2.5rem);
    background:
      radial-gradient(circle at 20% 25%, var(--accent-soft) 0 22%, transparent 23%),
      radial-gradient(circle at 85% 80%, var(--accent-soft) 0 16%, transparent 17%),
      var(--surface);
    border: 1px solid var(--border);
    overflow: hidden;
  }
  .P--split .P__code { max-width: none; aspect-ratio: 5 / 4; }
  .P__digits {
    color: var(--accent-text);
    font-size: clamp(5.5rem, 3rem + 12vw, 11rem);
    font-weight: 800;
    line-height: 1;
    letter-spacing: -0.06em;
    font-variant-numeric: tabular-nums;
  }
  .P__digits span { color: var(--heading); }
  .P__content { display: grid; gap: 1.5rem; justify-items: inherit; min-width: 0; }
  .P__content .P__lead { margin-top: -0.75rem; }
  .P__content .P__eyebrow { margin-bottom: -0.75rem; }
  .P__search { display: flex; gap: 0.5rem; width: 100%; max-width: 28rem; }
  .P__search input {
    flex: 1;
    min-width: 0;
    min-height: 2.875rem;
    padding: 0.625rem 0.875rem;
    border: 1px solid var(--border);
    border-radius: var(--radius);
    background: var(--bg);
    color: var(--text);
    font: inherit;
  }
  .P__search input::placeholder { color: var(--muted); }
  .P__search input:focus { outline: 3px solid var(--accent-soft); outline-offset: 0; border-color: var(--accent); }
  .P__search .P__btn { padding-left: 1rem; padding-right: 1rem; }
  .P__popular { display: grid; gap: 0.75rem; }
  .P__popular h2 { color: var(--muted); font-size: 0.8125rem; font-weight: 700; letter-spacing: 0.08em; text-transform: uppercase; }
  .P__links { display: flex; flex-wrap: wrap; gap: 0.5rem; }
  .P--center .P__links { justify-content: center; }
  .P__links a {
    display: inline-block;
    padding: 0.375rem 0.875rem;
    border: 1px solid var(--border);
    border-radius: ${ROUND};
    color: var(--text);
    font-size: 0.9375rem;
    text-decoration: none;
    transition: border-color 0.2s ease, color 0.2s ease;
  }
  .P__links a:hover { border-color: var(--accent); color: var(--accent-text); }
  .P__contact { color: var(--muted); font-size: 0.9375rem; }
  .P__contact a { color: var(--accent-text); font-weight: 600; }`;

function render(ctx: PatternContext): string {
  const L = local(ctx, TEXT);
  const layout = (['center', 'split'] as const)[variantOf(ctx, 2)];
  const title = ctx.copy.heading !== undefined ? t(ctx, ctx.copy.heading) : t(ctx, L.title);
  const text = ctx.copy.subheading !== undefined ? t(ctx, ctx.copy.subheading) : t(ctx, L.text);
  const links = ctx.bank.nav
    .slice(0, 4)
    .map((l) => `<li><a href="#">${t(ctx, l)}</a></li>`)
    .join('\n        ');
  const body = `
<div class="~inner">
  <div class="~code" aria-hidden="true"><p class="~digits">4<span>0</span>4</p></div>
  <div class="~content">
    <p class="~eyebrow">${t(ctx, L.eyebrow)}</p>
    <h1 class="~title" id="~title">${title}</h1>
    <p class="~lead">${text}</p>
    <div class="~actions">
      <a class="~btn" href="/">${icon('home', '')}${buttonLabel(ctx, L.home)}</a>
    </div>
    <form class="~search" role="search" action="/search" method="get">
      <label class="~sr" for="~q">${t(ctx, L.search)}</label>
      <input id="~q" type="search" name="q" placeholder="${t(ctx, L.placeholder)}">
      <button class="~btn ~btn--ghost" type="submit">${t(ctx, L.submit)}</button>
    </form>
    <nav class="~popular" aria-labelledby="~popular">
      <h2 id="~popular">${t(ctx, L.popular)}</h2>
      <ul class="~links">
        ${links}
      </ul>
    </nav>
    <p class="~contact"><a href="#">${t(ctx, L.contact)}</a></p>
  </div>
</div>`;
  return fragment(ctx, '404', { css: CSS + controlScheme(ctx), body, buttons: true, modifiers: [layout] });
}

export const notFound: PatternDefinition = {
  id: '404',
  title: '404 page',
  keywords: [
    '404',
    '404 page',
    'not found page',
    'page not found',
    'not-found page',
    'error page',
    '404-seite',
    'fehlerseite',
    'seite nicht gefunden',
    'page 404',
    'page introuvable',
    'page d’erreur',
    "page d'erreur",
    'page non trouvée',
    'página 404',
    'página no encontrada',
    'página de error',
    'pagina 404',
    'pagina non trovata',
    'pagina di errore',
    'pagina niet gevonden',
    'foutpagina',
    '404-pagina',
    'página não encontrada',
    'página de erro',
  ],
  itemNouns: [],
  place: 'flow',
  rank: 0,
  render,
};
