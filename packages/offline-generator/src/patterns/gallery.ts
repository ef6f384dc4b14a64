import { abstractImage, icon, sceneImage } from '../art';
import type { Localized } from '../lang';
import {
  ROUND,
  accentHue,
  fragment,
  gridColumns,
  itemCount,
  local,
  named,
  sectionHeader,
  t,
  take,
  variantOf,
} from './kit';
import type { PatternContext, PatternDefinition } from './types';

const CSS = `
  .P__grid { display: grid; gap: 1rem; }
  .P__item { position: relative; overflow: hidden; border-radius: min(var(--radius), 1.25rem); background: var(--surface); }
  .P__item img { width: 100%; height: 100%; aspect-ratio: 4 / 3; object-fit: cover; transition: transform 0.5s ease; }
  .P__item:hover img { transform: scale(1.05); }
  .P__caption { padding: 0.75rem 0.25rem 0; color: var(--muted); font-size: 0.9375rem; }
  .P--plain .P__item { overflow: visible; background: none; }
  .P--plain .P__item img { border-radius: min(var(--radius), 1.25rem); }
  .P__open {
    display: block;
    width: 100%;
    height: 100%;
    padding: 0;
    border: 0;
    border-radius: inherit;
    background: none;
    cursor: zoom-in;
    overflow: hidden;
  }
  .P__open:focus-visible { outline-offset: -3px; }
  .P--plain .P__frame { overflow: hidden; border-radius: min(var(--radius), 1.25rem); }
  .P__box {
    width: min(64rem, calc(100vw - 2rem));
    max-width: none;
    max-height: calc(100vh - 2rem);
    padding: 0;
    border: 0;
    border-radius: min(var(--radius), 1.25rem);
    background: var(--bg);
    color: var(--text);
    box-shadow: var(--shadow);
    overflow: hidden;
  }
  .P__box::backdrop { background: rgb(0 0 0 / 0.75); }
  .P__big img { width: 100%; max-height: calc(100vh - 8rem); object-fit: contain; background: var(--surface); }
  .P__box-caption { padding: 0.875rem 4rem 0.875rem 1.25rem; color: var(--text); }
  .P__close {
    position: absolute;
    top: 0.75rem;
    right: 0.75rem;
    display: grid;
    place-items: center;
    width: 2.75rem;
    height: 2.75rem;
    border: 1px solid var(--border);
    border-radius: ${ROUND};
    background: var(--bg);
    color: var(--heading);
    cursor: pointer;
  }
  .P__close svg { width: 1.25rem; height: 1.25rem; }
  .P--overlay .P__caption, .P--mosaic .P__caption {
    position: absolute;
    inset: auto 0 0 0;
    padding: 2.5rem 1rem 0.875rem;
    background: linear-gradient(to top, rgb(0 0 0 / 0.65), transparent);
    color: #ffffff;
    font-weight: 600;
    transform: translateY(0.5rem);
    opacity: 0.92;
    transition: transform 0.3s ease, opacity 0.3s ease;
    pointer-events: none;
  }
  .P--overlay .P__item:hover .P__caption, .P--mosaic .P__item:hover .P__caption { transform: none; opacity: 1; }
  @media (min-width: 640px) {
    .P--mosaic .P__grid { grid-template-columns: repeat(4, minmax(0, 1fr)); grid-auto-rows: 12rem; grid-auto-flow: dense; }
    .P--mosaic .P__item img { aspect-ratio: auto; }
    .P--mosaic .P__item:first-child { grid-column: span 2; grid-row: span 2; }
  }`;

const TEXT = {
  en: { eyebrow: 'Gallery', open: (caption: string) => `Enlarge: ${caption}`, close: 'Close' },
  de: { eyebrow: 'Galerie', open: (caption: string) => `Vergrößern: ${caption}`, close: 'Schließen' },
  fr: { eyebrow: 'Galerie', open: (caption: string) => `Agrandir\u00a0: ${caption}`, close: 'Fermer' },
  es: { eyebrow: 'Galería', open: (caption: string) => `Ampliar: ${caption}`, close: 'Cerrar' },
  it: { eyebrow: 'Galleria', open: (caption: string) => `Ingrandisci: ${caption}`, close: 'Chiudi' },
  nl: { eyebrow: 'Galerij', open: (caption: string) => `Vergroten: ${caption}`, close: 'Sluiten' },
  pt: { eyebrow: 'Galeria', open: (caption: string) => `Ampliar: ${caption}`, close: 'Fechar' },
} satisfies Localized<{ eyebrow: string; open: (caption: string) => string; close: string }>;

/** Opens the lightbox with a copy of the clicked picture; closing returns focus to the thumbnail. */
const OPEN =
  "last = $el; $refs.big.replaceChildren($el.querySelector('img').cloneNode()); $refs.caption.textContent = $el.dataset.caption; $refs.box.showModal()";

function render(ctx: PatternContext): string {
  const text = local(ctx, TEXT);
  const variant = variantOf(ctx, 3);
  const n = itemCount(ctx, ([6, 5, 6] as const)[variant], 12);
  // The mosaic (one large tile beside rows of four) closes evenly only at 5, 9 or 13 pictures.
  const layout = variant === 1 && (n - 5) % 4 !== 0 ? 'overlay' : (['plain', 'mosaic', 'overlay'] as const)[variant];
  const captions = take(ctx, ctx.bank.gallery, n).map((caption, i) => named(ctx, i) ?? caption);
  const hue = accentHue(ctx);
  const abstract = ctx.bank.id === 'agency';
  const items = captions
    .map((caption, i) => {
      const src = abstract
        ? abstractImage(hue + i * 41, ctx.rng, 800, 600)
        : sceneImage(hue + i * 29, ctx.rng, 800, 600);
      const img = `<img src="${src}" alt="${t(ctx, caption)}" width="800" height="600">`;
      const open = `<button class="~open${layout === 'plain' ? ' ~frame' : ''}" type="button" aria-haspopup="dialog" aria-label="${t(ctx, text.open(caption))}" data-caption="${t(ctx, caption)}" x-on:click="${OPEN}">${img}</button>`;
      return `<figure class="~item">
    ${open}
    <figcaption class="~caption">${t(ctx, caption)}</figcaption>
  </figure>`;
    })
    .join('\n  ');
  const body = `
<div class="~inner">
  ${sectionHeader(ctx, 'gallery', { eyebrow: t(ctx, text.eyebrow) })}
  <div class="~grid">
  ${items}
  </div>
  <dialog class="~box" x-ref="box" aria-labelledby="~box-caption" x-on:close="last && last.focus()" x-on:click.self="$refs.box.close()">
    <div class="~big" x-ref="big"></div>
    <p class="~box-caption" id="~box-caption" x-ref="caption"></p>
    <button class="~close" type="button" x-on:click="$refs.box.close()">${icon('close', '')}<span class="~sr">${t(ctx, text.close)}</span></button>
  </dialog>
</div>`;
  return fragment(ctx, 'gallery', {
    css: layout === 'mosaic' ? CSS : CSS + gridColumns('.P__grid', n, 3),
    body,
    modifiers: [layout],
    attrs: 'x-data="{ last: null }"',
  });
}

export const gallery: PatternDefinition = {
  id: 'gallery',
  title: 'Gallery',
  keywords: [
    'gallery',
    'image gallery',
    'photo gallery',
    'photos',
    'images',
    'pictures',
    'photo grid',
    'image grid',
    'portfolio',
    'showcase',
    'lookbook',
    'masonry',
    'our work',
    'selected work',
    'case studies',
    'instagram feed',
  ],
  itemNouns: ['image', 'photo', 'picture', 'project', 'shot'],
  place: 'flow',
  rank: 0,
  items: { default: 6, max: 12 },
  render,
};
