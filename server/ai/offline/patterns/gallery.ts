import { abstractImage, sceneImage } from '../art';
import { accentHue, fragment, gridColumns, itemCount, sectionHeader, t, take, variantOf } from './kit';
import type { PatternContext, PatternDefinition } from './types';

const CSS = `
  .P__grid { display: grid; gap: 1rem; }
  .P__item { position: relative; overflow: hidden; border-radius: min(var(--radius), 1.25rem); background: var(--surface); }
  .P__item img { width: 100%; height: 100%; aspect-ratio: 4 / 3; object-fit: cover; transition: transform 0.5s ease; }
  .P__item:hover img { transform: scale(1.05); }
  .P__caption { padding: 0.75rem 0.25rem 0; color: var(--muted); font-size: 0.9375rem; }
  .P--plain .P__item { overflow: visible; background: none; }
  .P--plain .P__item img { border-radius: min(var(--radius), 1.25rem); }
  .P--plain .P__frame { overflow: hidden; border-radius: min(var(--radius), 1.25rem); }
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
  }
  .P--overlay .P__item:hover .P__caption, .P--mosaic .P__item:hover .P__caption { transform: none; opacity: 1; }
  @media (min-width: 640px) {
    .P--mosaic .P__grid { grid-template-columns: repeat(4, minmax(0, 1fr)); grid-auto-rows: 12rem; grid-auto-flow: dense; }
    .P--mosaic .P__item img { aspect-ratio: auto; }
    .P--mosaic .P__item:first-child { grid-column: span 2; grid-row: span 2; }
  }`;

function render(ctx: PatternContext): string {
  const variant = variantOf(ctx, 3);
  const n = itemCount(ctx, ([6, 5, 6] as const)[variant], 12);
  // The mosaic (one large tile beside rows of four) closes evenly only at 5, 9 or 13 pictures.
  const layout = variant === 1 && (n - 5) % 4 !== 0 ? 'overlay' : (['plain', 'mosaic', 'overlay'] as const)[variant];
  const captions = take(ctx, ctx.bank.gallery, n);
  const hue = accentHue(ctx);
  const abstract = ctx.bank.id === 'agency';
  const items = captions
    .map((caption, i) => {
      const src = abstract
        ? abstractImage(hue + i * 41, ctx.rng, 800, 600)
        : sceneImage(hue + i * 29, ctx.rng, 800, 600);
      const img = `<img src="${src}" alt="${t(ctx, caption)}" width="800" height="600">`;
      return `<figure class="~item">
    ${layout === 'plain' ? `<div class="~frame">${img}</div>` : img}
    <figcaption class="~caption">${t(ctx, caption)}</figcaption>
  </figure>`;
    })
    .join('\n  ');
  const body = `
<div class="~inner">
  ${sectionHeader(ctx, 'gallery', { eyebrow: 'Gallery' })}
  <div class="~grid">
  ${items}
  </div>
</div>`;
  return fragment(ctx, 'gallery', {
    css: layout === 'mosaic' ? CSS : CSS + gridColumns('.P__grid', n, 3),
    body,
    modifiers: [layout],
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
