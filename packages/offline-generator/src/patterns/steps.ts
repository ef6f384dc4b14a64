import type { Localized } from '../lang';
import {
  ROUND,
  buttonLabel,
  choose,
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
  .P__list { display: grid; gap: 1.5rem; }
  .P__step { position: relative; padding: 1.75rem; border: 1px solid var(--border); border-radius: min(calc(var(--radius) * 1.5), 1.5rem); background: var(--bg); }
  .P__number {
    display: grid;
    place-items: center;
    width: 2.75rem;
    height: 2.75rem;
    margin-bottom: 1.25rem;
    border-radius: ${ROUND};
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

const TEXT = {
  en: { eyebrow: 'How it works', step: (i: number) => `Step ${i}: ` },
  de: { eyebrow: 'So funktioniert’s', step: (i: number) => `Schritt ${i}: ` },
  fr: { eyebrow: 'Comment ça marche', step: (i: number) => `Étape ${i}\u00a0: ` },
  es: { eyebrow: 'Cómo funciona', step: (i: number) => `Paso ${i}: ` },
  it: { eyebrow: 'Come funziona', step: (i: number) => `Passo ${i}: ` },
  nl: { eyebrow: 'Zo werkt het', step: (i: number) => `Stap ${i}: ` },
  pt: { eyebrow: 'Como funciona', step: (i: number) => `Passo ${i}: ` },
} satisfies Localized<{ eyebrow: string; step: (i: number) => string }>;

function render(ctx: PatternContext): string {
  const text = local(ctx, TEXT);
  const variant = variantOf(ctx, 2);
  const layout = (['cards', 'timeline'] as const)[variant];
  const n = itemCount(ctx, 3, 6);
  const steps = n <= ctx.bank.steps.length ? ctx.bank.steps.slice(0, n) : take(ctx, ctx.bank.steps, n);
  // A step the prompt names has no bank text: that text describes another step.
  const items = steps
    .map((s, i) => {
      const title = named(ctx, i);
      const detail = title === undefined ? `\n      <p class="~text">${t(ctx, s.text)}</p>` : '';
      return `<li class="~step">
      <span class="~number" aria-hidden="true">${i + 1}</span>
      <h3 class="~name"><span class="~sr">${t(ctx, text.step(i + 1))}</span>${t(ctx, title ?? s.title)}</h3>${detail}
    </li>`;
    })
    .join('\n    ');
  const [primary] = choose(ctx, ctx.bank.ctas);
  const body = `
<div class="~inner">
  ${sectionHeader(ctx, 'steps', { eyebrow: t(ctx, text.eyebrow) })}
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
