import { fragment, gridColumns, heading, itemCount, lead, take, t, variantOf } from './kit';
import type { PatternContext, PatternDefinition } from './types';

const CSS = `
  .P__layout { display: grid; gap: 2.5rem; }
  .P__intro { max-width: 40rem; }
  .P--band .P__intro, .P--cards .P__intro { margin: 0 auto; text-align: center; }
  .P__list { display: grid; gap: 1.25rem; }
  .P__stat { display: flex; flex-direction: column-reverse; justify-content: flex-end; gap: 0.375rem; }
  .P__value { white-space: nowrap; color: var(--heading); font-size: clamp(2.25rem, 1.8rem + 2vw, 3.25rem); font-weight: 800; line-height: 1; letter-spacing: -0.03em; }
  .P__label { color: var(--muted); font-weight: 500; }
  .P--band { background: linear-gradient(135deg, var(--primary), var(--accent)); color: var(--on-brand); }
  .P--band .P__title, .P--band .P__value { color: inherit; }
  .P--band .P__lead, .P--band .P__label { color: inherit; }
  .P--band .P__stat { align-items: center; text-align: center; padding: 0.5rem 1rem; }
  .P--cards .P__stat {
    padding: 1.75rem 1.5rem;
    border: 1px solid var(--border);
    border-radius: min(calc(var(--radius) * 1.5), 1.5rem);
    background: var(--bg);
    box-shadow: var(--shadow);
  }
  .P--cards .P__value { color: var(--accent-text); }
  .P--cards { background: var(--surface); }
  @media (min-width: 900px) {
    .P--split .P__layout { grid-template-columns: minmax(0, 1fr) minmax(0, 1.2fr); gap: 4rem; align-items: center; }
  }
  .P--split .P__list { gap: 1rem 0; }
  .P--split .P__stat { padding: 1.5rem 1.25rem; border-left: 3px solid var(--accent); }
`;

function render(ctx: PatternContext): string {
  const variant = variantOf(ctx, 3);
  const layout = (['band', 'cards', 'split'] as const)[variant];
  // Figures the prompt spells out are shown as written, all of them and nothing else.
  const figures = ctx.copy.figures?.slice(0, 8);
  const n = figures && figures.length > 0 ? figures.length : itemCount(ctx, 4, 8);
  const stats = figures && figures.length > 0 ? figures : take(ctx, ctx.bank.stats, n);
  const items = stats
    .map(
      (s) => `<div class="~stat">
      <dt class="~label">${t(ctx, s.label)}</dt>
      <dd class="~value">${t(ctx, s.value)}</dd>
    </div>`,
    )
    .join('\n    ');
  const body = `
<div class="~inner ~layout">
  <div class="~intro">
    <h2 class="~title" id="~title">${heading(ctx, 'stats')}</h2>
    <p class="~lead">${lead(ctx, 'stats')}</p>
  </div>
  <dl class="~list">
    ${items}
  </dl>
</div>`;
  return fragment(ctx, 'stats', {
    css: CSS + gridColumns('.P__list', n, layout === 'split' ? 2 : 4, 2),
    body,
    modifiers: [layout],
  });
}

export const stats: PatternDefinition = {
  id: 'stats',
  title: 'Stats',
  keywords: [
    'stats',
    'statistics',
    'numbers',
    'metrics',
    'figures',
    'counters',
    'kpis',
    'kpi',
    'achievements',
    'by the numbers',
    'key facts',
    'key figures',
    'facts and figures',
  ],
  itemNouns: ['stat', 'statistic', 'number', 'metric', 'figure', 'counter', 'kpi', 'fact'],
  place: 'flow',
  rank: 0,
  items: { default: 4, max: 8 },
  render,
};
