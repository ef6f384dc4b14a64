import { buttonLabel, choose, fragment, gridColumns, itemCount, sectionHeader, t, take, variantOf } from './kit';
import type { PatternContext, PatternDefinition } from './types';

const CSS = `
  .P__list { display: grid; gap: 1.5rem; }
  .P__step { position: relative; padding: 1.75rem; border: 1px solid var(--border); border-radius: min(calc(var(--radius) * 1.5), 1.5rem); background: var(--bg); }
  .P__number {
    display: grid;
    place-items: center;
    width: 2.75rem;
    height: 2.75rem;
    margin-bottom: 1.25rem;
    border-radius: min(50%, calc(var(--radius) * 1000));
    background: var(--button-bg);
    color: var(--button-text);
    font-weight: 700;
  }
  .P__name { color: var(--heading); font-size: 1.125rem; font-weight: 650; }
  .P__text { margin-top: 0.5rem; color: var(--muted); }
  .P__actions { justify-content: center; margin-top: 2.5rem; }
  .P--cards { background: var(--surface); }
  .P--cards .P__step { box-shadow: var(--shadow); }
  .P--timeline .P__inner { max-width: 46rem; }
  .P--timeline .P__list { grid-template-columns: 1fr; gap: 0; }
  .P--timeline .P__step { display: grid; grid-template-columns: auto 1fr; gap: 0 1.25rem; padding: 0 0 2.25rem; border: 0; background: none; }
  .P--timeline .P__step::before { content: ""; position: absolute; top: 3rem; bottom: 0.25rem; left: 1.375rem; width: 2px; background: var(--border); }
  .P--timeline .P__step:last-child { padding-bottom: 0; }
  .P--timeline .P__step:last-child::before { display: none; }
  .P--timeline .P__number { grid-row: span 2; margin: 0; }
  .P--timeline .P__name { padding-top: 0.5rem; }`;

function render(ctx: PatternContext): string {
  const variant = variantOf(ctx, 2);
  const layout = (['cards', 'timeline'] as const)[variant];
  const n = itemCount(ctx, 3, 6);
  const steps = n <= ctx.bank.steps.length ? ctx.bank.steps.slice(0, n) : take(ctx, ctx.bank.steps, n);
  const items = steps
    .map(
      (s, i) => `<li class="~step">
      <span class="~number" aria-hidden="true">${i + 1}</span>
      <h3 class="~name"><span class="~sr">Step ${i + 1}: </span>${t(ctx, s.title)}</h3>
      <p class="~text">${t(ctx, s.text)}</p>
    </li>`,
    )
    .join('\n    ');
  const [primary] = choose(ctx, ctx.bank.ctas);
  const body = `
<div class="~inner">
  ${sectionHeader(ctx, 'steps', { eyebrow: 'How it works' })}
  <ol class="~list">
    ${items}
  </ol>
  <div class="~actions">
    <a class="~btn" href="#">${buttonLabel(ctx, primary)}</a>
  </div>
</div>`;
  return fragment(ctx, 'steps', {
    css: layout === 'cards' ? CSS + gridColumns('.P__list', n, 4) : CSS,
    body,
    buttons: true,
    modifiers: [layout],
  });
}

export const steps: PatternDefinition = {
  id: 'steps',
  title: 'How it works',
  keywords: [
    'how it works',
    'steps',
    'process',
    'our process',
    'workflow section',
    'getting started',
    'roadmap',
    'step by step',
    'step-by-step',
    'onboarding steps',
  ],
  itemNouns: ['step', 'stage', 'phase'],
  place: 'flow',
  rank: 0,
  items: { default: 3, max: 6 },
  render,
};
