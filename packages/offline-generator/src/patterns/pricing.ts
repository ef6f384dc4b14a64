import { icon } from '../art';
import type { Plan } from '../copy-bank';
import { wrapAt } from '../hash';
import type { Localized } from '../lang';
import { ROUND, buttonLabel, fragment, gridColumns, itemCount, local, money, sectionHeader, t, variantOf } from './kit';
import type { PatternContext, PatternDefinition } from './types';
const CSS = `
  .P__toggle {
    display: flex;
    width: max-content;
    max-width: 100%;
    margin: -1rem auto 2.5rem;
    padding: 0.25rem;
    border: 1px solid var(--border);
    border-radius: ${ROUND};
    background: var(--surface);
  }
  .P__toggle button {
    min-height: 2.5rem;
    padding: 0.5rem 1.125rem;
    border: 0;
    border-radius: ${ROUND};
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
    border-radius: ${ROUND};
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
  .P--bold .P__plan--featured .P__blurb, .P--bold .P__plan--featured .P__unit { color: inherit; }
  .P--bold .P__plan--featured .P__features { border-color: currentColor; border-top-color: rgb(127 127 127 / 0.4); }
  .P--bold .P__plan--featured .P__btn { background: var(--on-primary); color: var(--primary); }
  .P--bold .P__plan--featured .P__btn:hover { opacity: 0.9; }
  .P--bold .P__plan--featured .P__tag { background: var(--accent); color: var(--on-accent); }
  .P--bold .P__plan--featured :focus-visible { outline-color: currentColor; }`;

const TEXT = {
  en: {
    eyebrow: 'Pricing',
    popular: 'Most popular',
    period: 'Billing period',
    monthly: 'Monthly',
    yearly: 'Yearly',
    save: '2 months free',
    billedYearly: ', billed yearly',
    perMonth: '/month',
    choose: (plan: string) => `Choose ${plan}`,
    free: 'Start for free',
    currency: 'All prices in USD.',
    questions: 'Questions?',
    talk: 'Talk to us',
  },
  de: {
    eyebrow: 'Preise',
    popular: 'Am beliebtesten',
    period: 'Abrechnungszeitraum',
    monthly: 'Monatlich',
    yearly: 'Jährlich',
    save: '2 Monate gratis',
    billedYearly: ', jährliche Abrechnung',
    perMonth: '/Monat',
    choose: (plan: string) => `${plan} wählen`,
    free: 'Kostenlos starten',
    currency: 'Alle Preise in Euro inkl. MwSt.',
    questions: 'Fragen?',
    talk: 'Sprechen Sie mit uns',
  },
  fr: {
    eyebrow: 'Tarifs',
    popular: 'Le plus populaire',
    period: 'Période de facturation',
    monthly: 'Mensuel',
    yearly: 'Annuel',
    save: '2 mois offerts',
    billedYearly: ', facturé annuellement',
    perMonth: '/mois',
    choose: (plan: string) => `Choisir ${plan}`,
    free: 'Commencer gratuitement',
    currency: 'Tous les prix sont en euros TTC.',
    questions: 'Des questions\u00a0?',
    talk: 'Contactez-nous',
  },
  es: {
    eyebrow: 'Precios',
    popular: 'El más popular',
    period: 'Periodo de facturación',
    monthly: 'Mensual',
    yearly: 'Anual',
    save: '2 meses gratis',
    billedYearly: ', facturado anualmente',
    perMonth: '/mes',
    choose: (plan: string) => `Elegir ${plan}`,
    free: 'Empieza gratis',
    currency: 'Todos los precios en euros, IVA incluido.',
    questions: '¿Tienes preguntas?',
    talk: 'Habla con nosotros',
  },
  it: {
    eyebrow: 'Prezzi',
    popular: 'Il più scelto',
    period: 'Periodo di fatturazione',
    monthly: 'Mensile',
    yearly: 'Annuale',
    save: '2 mesi gratis',
    billedYearly: ', fatturato annualmente',
    perMonth: '/mese',
    choose: (plan: string) => `Scegli ${plan}`,
    free: 'Inizia gratis',
    currency: 'Tutti i prezzi in euro, IVA inclusa.',
    questions: 'Domande?',
    talk: 'Parla con noi',
  },
  nl: {
    eyebrow: 'Prijzen',
    popular: 'Meest gekozen',
    period: 'Factuurperiode',
    monthly: 'Maandelijks',
    yearly: 'Jaarlijks',
    save: '2 maanden gratis',
    billedYearly: ', jaarlijks gefactureerd',
    perMonth: '/maand',
    choose: (plan: string) => `Kies ${plan}`,
    free: 'Gratis beginnen',
    currency: 'Alle prijzen in euro, inclusief btw.',
    questions: 'Vragen?',
    talk: 'Neem contact op',
  },
  pt: {
    eyebrow: 'Preços',
    popular: 'O mais popular',
    period: 'Período de faturação',
    monthly: 'Mensal',
    yearly: 'Anual',
    save: '2 meses grátis',
    billedYearly: ', faturado anualmente',
    perMonth: '/mês',
    choose: (plan: string) => `Escolher ${plan}`,
    free: 'Comece grátis',
    currency: 'Todos os preços em euros, IVA incluído.',
    questions: 'Tem dúvidas?',
    talk: 'Fale connosco',
  },
} satisfies Localized<{
  eyebrow: string;
  popular: string;
  period: string;
  monthly: string;
  yearly: string;
  save: string;
  billedYearly: string;
  perMonth: string;
  choose: (plan: string) => string;
  free: string;
  currency: string;
  questions: string;
  talk: string;
}>;

/** A per-month unit in any of the languages: "/month", "/Monat", "/mois", "/mes", "/mese", "/maand", "/mês". */
const MONTHLY = /month|monat|mois|\bmes\b|\bmese\b|maand|mês|\/mo\b/i;

/** A price as written, split around its number: "€1.200,50/mo" → "€", 1200.5, "/mo". */
interface WrittenPrice {
  before: string;
  value: number;
  after: string;
  decimals: boolean;
  decimalMark: '.' | ',';
  group: string;
}

export function readPrice(text: string): WrittenPrice | null {
  const m = /^([^\d]*?)(\d(?:[\d.,'\u00a0 ]*\d)?)(.*)$/.exec(text.trim());
  if (!m) return null;
  const [, before = '', digits = '', after = ''] = m;
  const fraction = /([.,])(\d{1,2})$/.exec(digits);
  const whole = fraction ? digits.slice(0, fraction.index) : digits;
  const group = /[.,'\u00a0 ]/.exec(whole)?.[0] ?? '';
  if (group && !/^\d{1,3}(?:[.,'\u00a0 ]\d{3})+$/.test(whole)) return null;
  const value = Number(whole.replace(/\D/g, '')) + (fraction ? Number(`0.${fraction[2] ?? ''}`) : 0);
  const decimalMark = fraction ? (fraction[1] === ',' ? ',' : '.') : group === '.' ? ',' : '.';
  return { before, value, after, decimals: fraction !== null, decimalMark, group };
}

/** The same price written the same way with another number. */
function rewrite(price: WrittenPrice, value: number): string {
  const fixed = price.decimals ? value.toFixed(2) : String(Math.round(value));
  const [int = '', frac] = fixed.split('.');
  const grouped = price.group ? int.replace(/\B(?=(\d{3})+(?!\d))/g, price.group) : int;
  return `${price.before}${grouped}${frac !== undefined ? price.decimalMark + frac : ''}${price.after}`;
}

/** Whether a written price names its own period ("€9/mo", "29 € per month"); a currency code alone does not. */
function hasUnit(price: WrittenPrice | null, text: string): boolean {
  const after = price ? price.after : text;
  return (
    /\/|\bper\b|\bpro\b|\bpar\b|\bal\b|\bpor\b/i.test(after) || /[a-z]{2,}/i.test(after.replace(/\b[A-Z]{3}\b/g, ''))
  );
}

interface Card {
  name: string;
  blurb: string;
  features: string[];
  /** Escaped price text, monthly and billed yearly (the same when a price cannot be read). */
  monthly: string;
  yearly: string;
  unit: string;
  free: boolean;
}

function cardsOf(ctx: PatternContext, n: number, withToggle: boolean): Card[] {
  const text = local(ctx, TEXT);
  const plans: Plan[] = Array.from({ length: n }, (_, i) => wrapAt(ctx.bank.plans, i));
  const given = ctx.copy.prices;
  if (!given) {
    const unit = t(ctx, ctx.bank.planUnit.trim());
    return plans.map((plan) => ({
      name: t(ctx, plan.name),
      blurb: t(ctx, plan.blurb),
      features: plan.features.map((f) => t(ctx, f)),
      monthly: t(ctx, money(ctx, plan.price)),
      yearly: t(ctx, money(ctx, Math.round((plan.price * 10) / 12))),
      unit,
      free: plan.price === 0,
    }));
  }
  // Features such as "Everything in Starter" follow the names the prompt gave the plans.
  const renames = plans.map((plan, i) => [plan.name, given[i]?.name ?? plan.name] as const);
  const rename = (f: string) => renames.reduce((out, [from, to]) => out.split(from).join(to), f);
  return plans.map((plan, i) => {
    const written = given[i]?.amount ?? '';
    const price = readPrice(written);
    const own = hasUnit(price, written);
    return {
      name: t(ctx, given[i]?.name ?? plan.name),
      blurb: t(ctx, plan.blurb),
      features: plan.features.map((f) => t(ctx, rename(f))),
      monthly: t(ctx, written),
      yearly: t(ctx, price ? rewrite(price, (price.value * 10) / 12) : written),
      unit: withToggle && !own && price ? t(ctx, text.perMonth) : '',
      free: price ? price.value === 0 : /free|gratis|kostenlos|gratuit|grátis/i.test(written),
    };
  });
}

function planCard(ctx: PatternContext, card: Card, featured: boolean, withToggle: boolean, index: number): string {
  const text = local(ctx, TEXT);
  const unit = card.unit ? `\n      <span class="~unit">${card.unit}</span>` : '';
  const amount = withToggle
    ? `<span class="~amount"><span x-show="!yearly">${card.monthly}</span><span x-show="yearly" style="display: none">${card.yearly}</span></span>
      <span class="~unit">${card.unit}<span x-show="yearly" style="display: none">${t(ctx, text.billedYearly)}</span></span>`
    : `<span class="~amount">${card.monthly}</span>${unit}`;
  const features = card.features.map((f) => `<li>${icon('check', '')}<span>${f}</span></li>`).join('\n        ');
  const choose = card.free ? t(ctx, text.free) : t(ctx, text.choose(card.name));
  const label = featured ? buttonLabel(ctx, choose) : choose;
  const tag = ctx.copy.badge !== undefined ? t(ctx, ctx.copy.badge) : t(ctx, text.popular);
  return `<article class="~plan${featured ? ' ~plan--featured' : ''}" aria-labelledby="~plan-${index}">${featured ? `\n    <p class="~tag">${tag}</p>` : ''}
    <h3 class="~name" id="~plan-${index}">${card.name}</h3>
    <p class="~blurb">${card.blurb}</p>
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
  const text = local(ctx, TEXT);
  const variant = variantOf(ctx, 2);
  const given = ctx.copy.prices;
  const n = given && given.length > 0 ? Math.min(given.length, 6) : itemCount(ctx, 3, 4);
  const middle = n <= 2 ? n - 1 : Math.floor((n - 1) / 2);
  const featured = ctx.copy.highlight !== undefined ? Math.max(0, Math.min(n - 1, ctx.copy.highlight)) : middle;
  const showFeatured = n > 1 || ctx.copy.highlight !== undefined;
  const withToggle = ctx.copy.toggle ?? (given === undefined && MONTHLY.test(ctx.bank.planUnit));
  const toggle = withToggle
    ? `
  <div class="~toggle" role="group" aria-label="${t(ctx, text.period)}">
    <button type="button" aria-pressed="true" x-bind:aria-pressed="yearly ? 'false' : 'true'" x-on:click="yearly = false">${t(ctx, text.monthly)}</button>
    <button type="button" aria-pressed="false" x-bind:aria-pressed="yearly ? 'true' : 'false'" x-on:click="yearly = true">${t(ctx, text.yearly)} <span class="~save">${t(ctx, text.save)}</span></button>
  </div>`
    : '';
  const cards = cardsOf(ctx, n, withToggle)
    .map((card, i) => planCard(ctx, card, showFeatured && i === featured, withToggle, i))
    .join('\n  ');
  const currency = given ? '' : `${t(ctx, text.currency)} `;
  const body = `
<div class="~inner">
  ${sectionHeader(ctx, 'pricing', { eyebrow: t(ctx, text.eyebrow) })}${toggle}
  <div class="~grid">
  ${cards}
  </div>
  <p class="~note">${currency}${t(ctx, text.questions)} <a href="#">${t(ctx, text.talk)}</a>.</p>
</div>`;
  return fragment(ctx, 'pricing', {
    css: CSS + gridColumns('.P__grid', n, n === 5 || n === 6 ? 3 : 4),
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
