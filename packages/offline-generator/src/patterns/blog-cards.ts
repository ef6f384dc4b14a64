import { abstractImage, avatarImage, icon } from '../art';
import { PEOPLE } from '../copy-bank';
import { wrapAt } from '../hash';
import type { Localized } from '../lang';
import {
  ROUND,
  accentHue,
  buttonLabel,
  fragment,
  gridColumns,
  itemCount,
  local,
  localeOf,
  named,
  rotation,
  sectionHeader,
  t,
  take,
  variantOf,
} from './kit';
import type { PatternContext, PatternDefinition } from './types';

const CSS = `
  .P__top { display: flex; flex-wrap: wrap; align-items: flex-end; justify-content: space-between; gap: 1.5rem; margin-bottom: clamp(2rem, 5vw, 3rem); }
  .P__top .P__header { margin: 0; }
  .P__grid { display: grid; gap: 1.75rem; }
  .P__post { position: relative; display: flex; flex-direction: column; }
  .P__cover { overflow: hidden; border-radius: min(calc(var(--radius) * 1.5), 1.5rem); background: var(--surface); }
  .P__cover img { width: 100%; aspect-ratio: 16 / 10; object-fit: cover; transition: transform 0.4s ease; }
  .P__post:hover .P__cover img { transform: scale(1.04); }
  .P__meta { display: flex; flex-wrap: wrap; align-items: center; gap: 0.75rem; margin-top: 1.25rem; color: var(--muted); font-size: 0.875rem; }
  .P__tag { padding: 0.2rem 0.625rem; border-radius: ${ROUND}; background: var(--accent-soft); color: var(--accent-text); font-weight: 600; }
  .P__name { margin-top: 0.75rem; color: var(--heading); font-size: 1.25rem; font-weight: 700; line-height: 1.3; letter-spacing: -0.01em; }
  .P__name a { text-decoration: none; background-image: linear-gradient(currentColor, currentColor); background-size: 0 1px; background-position: 0 100%; background-repeat: no-repeat; transition: background-size 0.3s ease; }
  .P__post:hover .P__name a { background-size: 100% 1px; }
  .P__name a::after { content: ""; position: absolute; inset: 0; }
  .P__excerpt { margin-top: 0.5rem; color: var(--muted); }
  .P__author { display: flex; align-items: center; gap: 0.75rem; margin-top: 1.25rem; font-size: 0.9375rem; }
  .P__author img { width: 2.5rem; height: 2.5rem; border-radius: ${ROUND}; }
  .P__author strong { display: block; color: var(--heading); font-weight: 600; }
  .P__author span { color: var(--muted); font-size: 0.875rem; }
  @media (min-width: 900px) {
    .P--featured .P__grid { grid-template-columns: repeat(2, minmax(0, 1fr)); }
    .P--featured .P__post:first-child { grid-row: span 2; }
    .P--featured .P__post:not(:first-child) { flex-direction: row; gap: 1.25rem; }
    .P--featured .P__post:not(:first-child) .P__cover { flex: 0 0 40%; }
    .P--featured .P__post:not(:first-child) .P__cover img { height: 100%; aspect-ratio: auto; min-height: 10rem; }
    .P--featured .P__post:not(:first-child) .P__meta { margin-top: 0; }
    .P--featured .P__post:first-child .P__name { font-size: 1.625rem; }
  }
  .P--cards .P__post { overflow: hidden; border: 1px solid var(--border); border-radius: min(calc(var(--radius) * 1.5), 1.5rem); background: var(--bg); box-shadow: var(--shadow); }
  .P--cards .P__cover { border-radius: 0; }
  .P--cards .P__text { display: flex; flex: 1; flex-direction: column; padding: 0 1.5rem 1.5rem; }
  .P--cards .P__author { margin-top: auto; padding-top: 1.25rem; }`;

const DATES = ['2025-03-12', '2025-02-27', '2025-02-09', '2025-01-21', '2025-01-04', '2024-12-15'];

const TEXT = {
  en: { eyebrow: 'Blog', all: 'View all posts', read: (min: number) => `${min} min read` },
  de: { eyebrow: 'Blog', all: 'Alle Beiträge', read: (min: number) => `${min} Min. Lesezeit` },
  fr: { eyebrow: 'Blog', all: 'Voir tous les articles', read: (min: number) => `${min} min de lecture` },
  es: { eyebrow: 'Blog', all: 'Ver todos los artículos', read: (min: number) => `${min} min de lectura` },
  it: { eyebrow: 'Blog', all: 'Vedi tutti gli articoli', read: (min: number) => `${min} min di lettura` },
  nl: { eyebrow: 'Blog', all: 'Alle artikelen', read: (min: number) => `${min} min leestijd` },
  pt: { eyebrow: 'Blogue', all: 'Ver todos os artigos', read: (min: number) => `${min} min de leitura` },
} satisfies Localized<{ eyebrow: string; all: string; read: (min: number) => string }>;

function render(ctx: PatternContext): string {
  const text = local(ctx, TEXT);
  const dateFormat = new Intl.DateTimeFormat(localeOf(ctx.lang), { dateStyle: 'medium', timeZone: 'UTC' });
  const variant = variantOf(ctx, 3);
  const layout = (['plain', 'featured', 'cards'] as const)[variant];
  const n = itemCount(ctx, 3, 9);
  const posts = take(ctx, ctx.bank.posts, n);
  const author = rotation(ctx, PEOPLE);
  const hue = accentHue(ctx);
  const cards = posts
    .map((p, i) => {
      const iso = wrapAt(DATES, i);
      const label = dateFormat.format(new Date(`${iso}T12:00:00Z`));
      // A title the prompt gives keeps the bank's category but not its excerpt, which belongs to another post.
      const title = named(ctx, i);
      const excerpt = title === undefined ? `\n      <p class="~excerpt">${t(ctx, p.excerpt)}</p>` : '';
      return `<article class="~post">
    <div class="~cover"><img src="${abstractImage(hue + i * 47, ctx.rng, 800, 500)}" alt="" width="800" height="500"></div>
    <div class="~text">
      <div class="~meta">
        <span class="~tag">${t(ctx, p.category)}</span>
        <time datetime="${iso}">${t(ctx, label)}</time>
      </div>
      <h3 class="~name"><a href="#">${t(ctx, title ?? p.title)}</a></h3>${excerpt}
      <div class="~author">
        <img src="${avatarImage(hue, i + 2, 96)}" alt="" width="40" height="40">
        <p><strong>${t(ctx, author(i))}</strong><span>${t(ctx, text.read(4 + ((i * 3) % 6)))}</span></p>
      </div>
    </div>
  </article>`;
    })
    .join('\n  ');
  const body = `
<div class="~inner">
  <div class="~top">
    ${sectionHeader(ctx, 'blog', { align: 'start', eyebrow: t(ctx, text.eyebrow) })}
    <a class="~btn ~btn--ghost" href="#">${buttonLabel(ctx, text.all)}${icon('arrow', '')}</a>
  </div>
  <div class="~grid">
  ${cards}
  </div>
</div>`;
  return fragment(ctx, 'blog-cards', {
    css: layout === 'featured' ? CSS : CSS + gridColumns('.P__grid', n, 3),
    body,
    buttons: true,
    modifiers: [layout],
  });
}

export const blogCards: PatternDefinition = {
  id: 'blog-cards',
  title: 'Blog cards',
  keywords: [
    'blog',
    'blog posts',
    'blog cards',
    'blog section',
    'articles',
    'latest articles',
    'posts',
    'latest posts',
    'news',
    'latest news',
    'news section',
    'journal',
    'insights',
    'resources section',
  ],
  itemNouns: ['post', 'article', 'story', 'entry'],
  place: 'flow',
  rank: 0,
  items: { default: 3, max: 9 },
  render,
};
