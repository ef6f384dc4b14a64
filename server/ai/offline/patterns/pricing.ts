import { icon } from '../art';
import type { Plan } from '../copy-bank';
import { wrapAt } from '../hash';
import { buttonLabel, fragment, gridColumns, itemCount, sectionHeader, t, variantOf } from './kit';
import type { PatternContext, PatternDefinition } from './types';

const CSS = `
  .P__toggle {
    display: flex;
    width: max-content;
    max-width: 100%;
    margin: -1rem auto 2.5rem;
    padding: 0.25rem;
    border: 1px solid var(--border);
    border-radius: min(999px, calc(var(--radius) * 1000));
    background: var(--surface);
  }
  .P__toggle button {
    min-height: 2.5rem;
    padding: 0.5rem 1.125rem;
    border: 0;
    border-radius: min(999px, calc(var(--radius) * 1000));
    background: transparent;
    color: var(--muted);
    font: inherit;
    font-size: 0.9375rem;
    font-weight: 600;
    cursor: pointer;
  }
  .P__toggle button[aria-pressed="true"] { background: var(--bg); color: var(--heading); box-shadow: var(--shadow); }
  .P__save { color: var(--accent-text); font-size: 0.8125rem; }
  .P__grid { display: grid; gap: 1.5rem; align-items: stretch; }
  .P__plan {
    position: relative;
    display: flex;
    flex-direction: column;
    padding: 2rem 1.75rem;
    border: 1px solid var(--border);
    border-radius: min(calc(var(--radius) * 1.5), 1.5rem);
    background: var(--bg);
    transition: transform 0.25s ease, box-shadow 0.25s ease;
  }
  .P__plan:hover { transform: translateY(-4px); box-shadow: var(--shadow); }
  .P__plan--featured { border: 2px solid var(--accent); box-shadow: var(--shadow); }
  .P__tag {
    position: absolute;
    top: 0;
    left: 50%;
    transform: translate(-50%, -50%);
    padding: 0.25rem 0.875rem;
    border-radius: min(999px, calc(var(--radius) * 1000));
    background: var(--accent);
    color: var(--on-accent);
    font-size: 0.8125rem;
    font-weight: 700;
    white-space: nowrap;
  }
  .P__name { color: var(--heading); font-size: 1.25rem; font-weight: 700; }
  .P__blurb { margin-top: 0.375rem; color: var(--muted); font-size: 0.9375rem; }
  .P__price { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.25rem; margin-top: 1.5rem; color: var(--heading); }
  .P__amount { font-size: clamp(2.25rem, 2rem + 1vw, 2.75rem); font-weight: 800; letter-spacing: -0.03em; line-height: 1; }
  .P__unit { color: var(--muted); font-size: 0.9375rem; }
  .P__features { display: grid; gap: 0.75rem; margin: 1.75rem 0 2rem; padding-top: 1.75rem; border-top: 1px solid var(--border); }
  .P__features li { display: flex; gap: 0.625rem; align-items: flex-start; }
  .P__features svg { flex: none; width: 1.25rem; height: 1.25rem; margin-top: 0.15rem; color: var(--accent-text); }
  .P__plan .P__btn { width: 100%; margin-top: auto; }
  .P__note { margin-top: 2rem; color: var(--muted); font-size: 0.9375rem; text-align: center; }
  .P--bold .P__plan--featured { border-color: transparent; background: var(--primary); color: var(--on-primary); }
  .P--bold .P__plan--featured .P__name, .P--bold .P__plan--featured .P__price, .P--bold .P__plan--featured .P__features svg { color: inherit; }
  .P--bold .P__plan--featured .P__blurb, .P--bold .P__plan--featured .P__unit { color: inherit; opacity: 0.8; }
  .P--bold .P__plan--featured .P__features { border-color: currentColor; border-top-color: rgb(127 127 127 / 0.4); }
  .P--bold .P__plan--featured .P__btn { background: var(--on-primary); color: var(--primary); }
  .P--bold .P__plan--featured .P__btn:hover { opacity: 0.9; }
  .P--bold .P__plan--featured .P__tag { background: var(--accent); color: var(--on-accent); }
  .P--bold .P__plan--featured :focus-visible { outline-color: currentColor; }`;

function money(n: number): string {
  return `$${n.toLocaleString('en-US')}`;
}

function planCard(ctx: PatternContext, plan: Plan, featured: boolean, withToggle: boolean, index: number): string {
  const unit = t(ctx, ctx.bank.planUnit.trim());
  const yearly = Math.round((plan.price * 10) / 12);
  const amount = withToggle
    ? `<span class="~amount" x-text="yearly ? '${money(yearly)}' : '${money(plan.price)}'">${money(plan.price)}</span>
      <span class="~unit">${unit}<span x-show="yearly" style="display: none">, billed yearly</span></span>`
    : `<span class="~amount">${money(plan.price)}</span>
      <span class="~unit">${unit}</span>`;
  const features = plan.features
    .map((f) => `<li>${icon('check', '')}<span>${t(ctx, f)}</span></li>`)
    .join('\n        ');
  const label = featured
    ? buttonLabel(ctx, `Choose ${plan.name}`)
    : t(ctx, plan.price === 0 ? 'Start for free' : `Choose ${plan.name}`);
  return `<article class="~plan${featured ? ' ~plan--featured' : ''}" aria-labelledby="~plan-${index}">${featured ? '\n    <p class="~tag">Most popular</p>' : ''}
    <h3 class="~name" id="~plan-${index}">${t(ctx, plan.name)}</h3>
    <p class="~blurb">${t(ctx, plan.blurb)}</p>
    <p class="~price">
      ${amount}
    </p>
    <ul class="~features" role="list">
        ${features}
    </ul>
    <a class="~btn${featured ? '' : ' ~btn--ghost'}" href="#">${label}</a>
  </article>`;
}

function render(ctx: PatternContext): string {
  const variant = variantOf(ctx, 2);
  const n = itemCount(ctx, 3, 4);
  const plans = Array.from({ length: n }, (_, i) => wrapAt(ctx.bank.plans, i));
  const featured = n === 1 ? 0 : 1;
  const monthly = /month/.test(ctx.bank.planUnit);
  const withToggle = monthly && ctx.rng() < 0.7;
  const toggle = withToggle
    ? `
  <div class="~toggle" role="group" aria-label="Billing period">
    <button type="button" aria-pressed="true" x-bind:aria-pressed="yearly ? 'false' : 'true'" x-on:click="yearly = false">Monthly</button>
    <button type="button" aria-pressed="false" x-bind:aria-pressed="yearly ? 'true' : 'false'" x-on:click="yearly = true">Yearly <span class="~save">2 months free</span></button>
  </div>`
    : '';
  const cards = plans.map((p, i) => planCard(ctx, p, i === featured && n > 1, withToggle, i)).join('\n  ');
  const body = `
<div class="~inner">
  ${sectionHeader(ctx, 'pricing', { eyebrow: 'Pricing' })}${toggle}
  <div class="~grid">
  ${cards}
  </div>
  <p class="~note">All prices in USD. Questions? <a href="#">Talk to us</a>.</p>
</div>`;
  return fragment(ctx, 'pricing', {
    css: CSS + gridColumns('.P__grid', n, 4),
    body,
    buttons: true,
    modifiers: [variant === 0 ? 'soft' : 'bold'],
    attrs: withToggle ? 'x-data="{ yearly: false }"' : undefined,
  });
}

export const pricing: PatternDefinition = {
  id: 'pricing',
  title: 'Pricing',
  keywords: [
    'pricing',
    'prices',
    'plans',
    'pricing plans',
    'pricing table',
    'tiers',
    'pricing tiers',
    'packages',
    'subscription plans',
    'memberships',
    'membership',
    'tickets',
    'rooms and rates',
  ],
  itemNouns: ['plan', 'tier', 'package', 'membership', 'ticket', 'option'],
  place: 'flow',
  rank: 0,
  items: { default: 3, max: 4 },
  render,
};
