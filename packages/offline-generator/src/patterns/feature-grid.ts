import { icon } from '../art';
import type { Localized } from '../lang';
import { fragment, gridColumns, itemCount, local, named, sectionHeader, t, take, variantOf } from './kit';
import type { PatternContext, PatternDefinition } from './types';

const CSS = `
  .P__grid { display: grid; gap: 1.25rem; }
  .P__card {
    position: relative;
    padding: 1.75rem;
    border: 1px solid var(--border);
    border-radius: min(var(--radius), 1.5rem);
    background: var(--bg);
    transition: transform 0.25s ease, box-shadow 0.25s ease, border-color 0.25s ease;
  }
  .P__card:hover { transform: translateY(-4px); border-color: var(--accent); box-shadow: var(--shadow); }
  .P__icon {
    display: grid;
    place-items: center;
    width: 3rem;
    height: 3rem;
    margin-bottom: 1.25rem;
    border-radius: min(var(--radius), 0.875rem);
    background: var(--accent-soft);
    color: var(--accent-text);
  }
  .P__icon svg { width: 1.5rem; height: 1.5rem; }
  .P__name { color: var(--heading); font-size: 1.125rem; font-weight: 650; line-height: 1.35; }
  .P__text { margin-top: 0.5rem; color: var(--muted); }
  .P--cards { background: var(--surface); }
  .P--cards .P__card { box-shadow: var(--shadow); }
  .P--list .P__inner { display: grid; gap: 2.5rem; }
  .P--list .P__header { margin: 0; }
  .P--list .P__grid { gap: 2rem 2.5rem; }
  .P--list .P__card { display: flex; gap: 1rem; padding: 0; border: 0; background: none; }
  .P--list .P__card:hover { transform: none; box-shadow: none; }
  .P--list .P__icon { flex: none; margin: 0; width: 2.75rem; height: 2.75rem; }
  @media (min-width: 960px) {
    .P--list .P__inner { grid-template-columns: minmax(0, 0.9fr) minmax(0, 1.6fr); align-items: start; gap: 4rem; }
    .P--list .P__header { position: sticky; top: 2rem; text-align: left; }
  }
  .P--numbered .P__card { padding-top: 2.25rem; border-top: 3px solid var(--accent); }
  .P__number {
    display: block;
    margin-bottom: 1rem;
    color: var(--accent-text);
    font-size: 0.875rem;
    font-weight: 700;
    letter-spacing: 0.08em;
  }
  .P__link {
    display: inline-flex;
    align-items: center;
    gap: 0.375rem;
    margin-top: 1rem;
    color: var(--accent-text);
    font-weight: 600;
    font-size: 0.9375rem;
    text-decoration: none;
  }
  .P__link svg { width: 1rem; height: 1rem; transition: transform 0.2s ease; }
  .P__link:hover svg { transform: translateX(3px); }`;

const TEXT = {
  en: { why: (brand: string) => `Why ${brand}`, more: 'Learn more', about: (title: string) => ` about ${title}` },
  de: { why: (brand: string) => `Warum ${brand}`, more: 'Mehr erfahren', about: (title: string) => ` über ${title}` },
  fr: {
    why: (brand: string) => `Pourquoi ${brand}`,
    more: 'En savoir plus',
    about: (title: string) => ` sur ${title}`,
  },
  es: { why: (brand: string) => `Por qué ${brand}`, more: 'Saber más', about: (title: string) => ` sobre ${title}` },
  it: { why: (brand: string) => `Perché ${brand}`, more: 'Scopri di più', about: (title: string) => ` su ${title}` },
  nl: {
    why: (brand: string) => `Waarom ${brand}`,
    more: 'Meer informatie',
    about: (title: string) => ` over ${title}`,
  },
  pt: { why: (brand: string) => `Porquê ${brand}`, more: 'Saber mais', about: (title: string) => ` sobre ${title}` },
} satisfies Localized<{ why: (brand: string) => string; more: string; about: (title: string) => string }>;

function render(ctx: PatternContext): string {
  const text = local(ctx, TEXT);
  const variant = variantOf(ctx, 3);
  const layout = (['cards', 'list', 'numbered'] as const)[variant];
  const n = itemCount(ctx, ([6, 4, 3] as const)[variant], 12);
  // A feature the prompt names keeps the bank's icon but not its text, which describes another feature.
  const features = take(ctx, ctx.bank.features, n).map((f, i) => {
    const title = named(ctx, i);
    return title === undefined ? f : { icon: f.icon, title, text: '' };
  });
  const cards = features
    .map((f, i) => {
      const body = f.text ? `\n    <p class="~text">${t(ctx, f.text)}</p>` : '';
      const top =
        layout === 'numbered'
          ? `<span class="~number" aria-hidden="true">${String(i + 1).padStart(2, '0')}</span>`
          : `<span class="~icon">${icon(f.icon, '')}</span>`;
      const more =
        layout === 'numbered'
          ? `\n      <a class="~link" href="#">${t(ctx, text.more)}<span class="~sr">${t(ctx, text.about(f.title))}</span>${icon('arrow', '')}</a>`
          : '';
      const copy =
        layout === 'list'
          ? `<div>\n      <h3 class="~name">${t(ctx, f.title)}</h3>${body}\n    </div>`
          : `<h3 class="~name">${t(ctx, f.title)}</h3>${body}${more}`;
      return `<li class="~card">
    ${top}
    ${copy}
  </li>`;
    })
    .join('\n  ');
  const body = `
<div class="~inner">
  ${sectionHeader(ctx, 'features', { align: layout === 'list' ? 'start' : 'center', eyebrow: t(ctx, text.why(ctx.brand)) })}
  <ul class="~grid" role="list">
  ${cards}
  </ul>
</div>`;
  return fragment(ctx, 'feature-grid', {
    css: CSS + gridColumns('.P__grid', n, layout === 'list' ? 2 : 3),
    body,
    modifiers: [layout],
  });
}

export const featureGrid: PatternDefinition = {
  id: 'feature-grid',
  title: 'Feature grid',
  keywords: [
    'features',
    'feature',
    'feature grid',
    'feature section',
    'feature list',
    'feature cards',
    'benefits',
    'services',
    'what we offer',
    'capabilities',
    'highlights',
    'why choose us',
    'why us',
    'usps',
    'advantages',
    'offerings',
    'amenities',
  ],
  itemNouns: ['feature', 'benefit', 'service', 'reason', 'usp', 'advantage', 'highlight'],
  place: 'flow',
  rank: 0,
  items: { default: 6, max: 12 },
  render,
};
