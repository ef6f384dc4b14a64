import { icon } from '../art';
import { ROUND, buttonLabel, choose, secondLabel, fragment, heading, lead, t, variantOf } from './kit';
import type { PatternContext, PatternDefinition } from './types';

const CSS = `
  .P__panel {
    position: relative;
    overflow: hidden;
    padding: clamp(2.5rem, 6vw, 4.5rem) clamp(1.5rem, 5vw, 4rem);
    border-radius: min(calc(var(--radius) * 2.5), 2rem);
    background: linear-gradient(135deg, var(--primary), var(--accent));
    color: var(--on-brand);
    box-shadow: var(--shadow);
  }
  .P__panel::before, .P__panel::after {
    content: "";
    position: absolute;
    border-radius: ${ROUND};
    border: 2.5rem solid currentColor;
    opacity: 0.07;
    pointer-events: none;
  }
  .P__panel::before { width: 18rem; height: 18rem; top: -9rem; right: -5rem; }
  .P__panel::after { width: 12rem; height: 12rem; bottom: -7rem; left: 10%; }
  .P__content { position: relative; }
  .P__title { color: inherit; }
  .P__lead { color: inherit; }
  .P__eyebrow { color: inherit; }
  .P__actions { margin-top: 2rem; }
  .P__btn { background: var(--on-brand); color: var(--primary); }
  .P__btn:hover { background: var(--on-brand); opacity: 0.92; }
  .P__btn--ghost { background: transparent; color: inherit; border-color: currentColor; }
  .P__btn--ghost:hover { background: rgb(255 255 255 / 0.12); }
  .P__panel :focus-visible { outline-color: currentColor; }
  .P--center .P__content { max-width: 40rem; margin: 0 auto; text-align: center; }
  .P--center .P__actions { justify-content: center; }
  .P--split .P__content { display: grid; gap: 2rem; align-items: center; }
  .P--split .P__actions { margin-top: 0; }
  @media (min-width: 860px) {
    .P--split .P__content { grid-template-columns: minmax(0, 1.6fr) auto; gap: 3rem; }
    .P--split .P__actions { justify-content: flex-end; }
  }
  .P--quiet .P__panel { background: var(--surface-2); color: var(--text); border: 1px solid var(--border); box-shadow: none; }
  .P--quiet .P__title { color: var(--heading); }
  .P--quiet .P__lead { color: var(--muted); opacity: 1; }
  .P--quiet .P__btn { background: var(--button-bg); color: var(--button-text); }
  .P--quiet .P__btn:hover { background: var(--button-hover); opacity: 1; }
  .P--quiet .P__btn--ghost { background: transparent; color: var(--heading); border-color: var(--border); }
  .P--quiet .P__btn--ghost:hover { background: var(--bg); }
  .P--quiet .P__panel::before, .P--quiet .P__panel::after { color: var(--accent); opacity: 0.1; }
  .P--quiet .P__panel :focus-visible { outline-color: var(--ring); }
  .P--quiet .P__eyebrow { color: var(--accent-text); }`;

function render(ctx: PatternContext): string {
  const variant = variantOf(ctx, 3);
  const layout = (['center', 'split', 'quiet'] as const)[variant];
  const [primary, secondary] = choose(ctx, ctx.bank.ctas);
  const kicker = ctx.copy.eyebrow ?? ctx.copy.badge;
  const eyebrow = kicker !== undefined ? `<p class="~eyebrow">${t(ctx, kicker)}</p>\n        ` : '';
  const body = `
<div class="~inner">
  <div class="~panel">
    <div class="~content">
      <div>
        ${eyebrow}<h2 class="~title" id="~title">${heading(ctx, 'cta')}</h2>
        <p class="~lead">${lead(ctx, 'cta')}</p>
      </div>
      <div class="~actions">
        <a class="~btn" href="#">${buttonLabel(ctx, primary)}${icon('arrow', '')}</a>
        <a class="~btn ~btn--ghost" href="#">${secondLabel(ctx, secondary)}</a>
      </div>
    </div>
  </div>
</div>`;
  return fragment(ctx, 'cta', {
    css: CSS,
    body,
    buttons: true,
    modifiers: layout === 'quiet' ? ['center', 'quiet'] : [layout],
  });
}

export const cta: PatternDefinition = {
  id: 'cta',
  title: 'Call to action',
  keywords: [
    'cta',
    'call to action',
    'call-to-action',
    'cta section',
    'cta banner',
    'signup banner',
    'sign up banner',
    'final cta',
    'get started section',
    'conversion section',
  ],
  itemNouns: [],
  place: 'flow',
  rank: 0,
  render,
};
