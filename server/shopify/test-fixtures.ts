import type { DesignSystem } from '@shared/design-system';

export const designSystem: DesignSystem = {
  name: 'Northwind',
  stylingReference: 'Calm, editorial, generous white space',
  primaryColor: '#1e293b',
  accentColor: '#3b82f6',
  fontFamily: 'Inter',
  borderRadius: '0.5rem',
  boxShadow: '0 1px 3px rgba(0,0,0,0.1), 0 1px 2px rgba(0,0,0,0.06)',
  isDarkMode: false,
  cssContent: null,
};

export interface Fixture {
  id: number;
  name: string;
  code: string;
}

export const hero: Fixture = {
  id: 101,
  name: 'Spring hero banner',
  code: `<section class="hero">
  <div class="hero__content">
    <span class="hero__eyebrow">New season</span>
    <h1 class="hero__title">Linen that gets <span class="hero__highlight">better</span> with time</h1>
    <p class="hero__lead">Breathable, garment-dyed essentials made in small batches &amp; shipped carbon neutral.</p>
    <div class="hero__actions">
      <a href="/collections/new" class="btn btn-primary">Shop the collection</a>
      <a href="#lookbook" class="btn btn-secondary">View lookbook</a>
    </div>
  </div>
  <img class="hero__image" src="https://images.unsplash.com/photo-1523381210434-271e8be1f52b?w=1600&h=1067&fit=crop" alt="Folded linen shirts on a wooden table">
</section>
<style>
  .hero { display: grid; grid-template-columns: 1fr 1fr; gap: 3rem; align-items: center; padding: 4rem 2rem; background: #f8fafc; }
  .hero__eyebrow { color: #3b82f6; text-transform: uppercase; letter-spacing: .1em; font-size: .8rem; }
  .hero__title { font-size: 3rem; line-height: 1.1; color: #1e293b; margin: .5rem 0 1rem; }
  .hero__highlight { color: #3b82f6; }
  .hero__lead { color: #475569; max-width: 36ch; }
  .hero__actions { display: flex; gap: 1rem; margin-top: 2rem; }
  .btn { padding: .8rem 1.4rem; border-radius: .5rem; text-decoration: none; font-weight: 600; }
  .btn-primary { background: #1e293b; color: #fff; }
  .btn-secondary { border: 1px solid rgba(30, 41, 59, 0.3); color: #1e293b; }
  .hero__image { width: 100%; border-radius: .5rem; box-shadow: 0 10px 30px rgba(0,0,0,.15); }
  @media (max-width: 767px) { .hero { grid-template-columns: 1fr; } .hero__title { font-size: 2.2rem; } }
</style>`,
};

export const featureGrid: Fixture = {
  id: 102,
  name: 'Feature grid',
  code: `<section class="features">
  <h2 class="features__heading">Why customers stay</h2>
  <div class="features__grid">
    <article class="feature-card">
      <svg class="feature-card__icon" viewBox="0 0 24 24" width="32" height="32" fill="none" stroke="#3b82f6" stroke-width="2"><path d="M5 13l4 4L19 7"/></svg>
      <h3 class="feature-card__title">Free returns</h3>
      <p class="feature-card__text">Send anything back within 60 days, no questions asked.</p>
      <a class="feature-card__link" href="/pages/returns">Learn more</a>
    </article>
    <article class="feature-card">
      <svg class="feature-card__icon" viewBox="0 0 24 24" width="32" height="32" fill="none" stroke="#3b82f6" stroke-width="2"><circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 3"/></svg>
      <h3 class="feature-card__title">Ships in 24 hours</h3>
      <p class="feature-card__text">Orders placed before 3pm leave our studio the same day.</p>
      <a class="feature-card__link" href="/pages/shipping">Learn more</a>
    </article>
    <article class="feature-card">
      <svg class="feature-card__icon" viewBox="0 0 24 24" width="32" height="32" fill="none" stroke="#3b82f6" stroke-width="2"><path d="M12 21s-7-4.5-7-11a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 6.5-7 11-7 11z"/></svg>
      <h3 class="feature-card__title">Made to last</h3>
      <p class="feature-card__text">Reinforced seams and a two-year repair promise on every piece.</p>
      <a class="feature-card__link" href="/pages/repairs">Learn more</a>
    </article>
  </div>
</section>
<style>
  .features { padding: 4rem 1.5rem; text-align: center; }
  .features__heading { font-size: 2rem; color: #1e293b; margin-bottom: 2.5rem; }
  .features__grid { display: grid; grid-template-columns: repeat(3, 1fr); gap: 1.5rem; }
  .feature-card { padding: 2rem; border-radius: .5rem; background: #fff; box-shadow: 0 1px 3px rgba(0,0,0,.1); animation: rise .6s ease both; }
  .feature-card__title { margin: 1rem 0 .5rem; color: #1e293b; }
  .feature-card__link { color: #3b82f6; font-weight: 600; }
  @keyframes rise { from { opacity: 0; transform: translateY(12px); } to { opacity: 1; transform: none; } }
  @media (max-width: 767px) { .features__grid { grid-template-columns: 1fr; } }
</style>`,
};

export const faq: Fixture = {
  id: 103,
  name: 'Frequently asked questions about shipping and returns',
  code: `<section class="faq" x-data="{ open: 1 }">
  <h2 class="faq__title">Questions, answered</h2>
  <div class="faq__list">
    <div class="faq__item">
      <button class="faq__question" @click="open = open === 1 ? null : 1" :aria-expanded="open === 1">
        <span>How long does delivery take?</span>
        <svg class="faq__chevron" :class="{ 'faq__chevron--open': open === 1 }" viewBox="0 0 20 20" width="20" height="20"><path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" stroke-width="2"/></svg>
      </button>
      <div class="faq__answer" x-show="open === 1" x-cloak>
        <p>Most orders arrive within 2 to 4 business days. You will get a tracking link as soon as your parcel leaves us.</p>
      </div>
    </div>
    <div class="faq__item">
      <button class="faq__question" @click="open = open === 2 ? null : 2" :aria-expanded="open === 2">
        <span>Can I return a sale item?</span>
        <svg class="faq__chevron" :class="{ 'faq__chevron--open': open === 2 }" viewBox="0 0 20 20" width="20" height="20"><path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" stroke-width="2"/></svg>
      </button>
      <div class="faq__answer" x-show="open === 2" x-cloak>
        <p>Yes. Sale items can be returned within <strong>30 days</strong> for store credit.</p>
      </div>
    </div>
    <div class="faq__item">
      <button class="faq__question" @click="open = open === 3 ? null : 3" :aria-expanded="open === 3">
        <span>Do you ship internationally?</span>
        <svg class="faq__chevron" :class="{ 'faq__chevron--open': open === 3 }" viewBox="0 0 20 20" width="20" height="20"><path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" stroke-width="2"/></svg>
      </button>
      <div class="faq__answer" x-show="open === 3" x-cloak>
        <p>We ship to 40 countries. Duties are calculated at checkout so there are no surprises.</p>
      </div>
    </div>
  </div>
</section>
<script src="https://cdn.jsdelivr.net/npm/alpinejs@3.x.x/dist/cdn.min.js" defer></script>
<style>
  .faq { max-width: 720px; margin: 0 auto; padding: 3rem 1rem; }
  .faq__title { font-size: 2rem; color: #1e293b; margin-bottom: 1.5rem; }
  .faq__item { border-bottom: 1px solid #e2e8f0; }
  .faq__question { width: 100%; display: flex; justify-content: space-between; padding: 1rem 0; background: none; border: 0; font-weight: 600; cursor: pointer; }
  .faq__chevron { transition: transform .2s; }
  .faq__chevron--open { transform: rotate(180deg); color: #3b82f6; }
  .faq__answer { padding-bottom: 1rem; color: #475569; }
</style>`,
};

export const pricing: Fixture = {
  id: 104,
  name: 'Pricing table',
  code: `<section class="pricing">
  <h2 class="pricing__title">Simple plans for every studio</h2>
  <p class="pricing__subtitle">Switch or cancel any time.</p>
  <div class="pricing__plans">
    <div class="plan">
      <h3 class="plan__name">Starter</h3>
      <p class="plan__price"><span class="plan__amount">$19</span><span class="plan__period">/month</span></p>
      <ul class="plan__features">
        <li><svg viewBox="0 0 16 16" width="16" height="16"><path d="M3 8l3 3 7-7" fill="none" stroke="#3b82f6" stroke-width="2"/></svg> 1 storefront</li>
        <li><svg viewBox="0 0 16 16" width="16" height="16"><path d="M3 8l3 3 7-7" fill="none" stroke="#3b82f6" stroke-width="2"/></svg> Email support</li>
        <li><svg viewBox="0 0 16 16" width="16" height="16"><path d="M3 8l3 3 7-7" fill="none" stroke="#3b82f6" stroke-width="2"/></svg> Basic analytics</li>
      </ul>
      <button class="plan__cta">Choose Starter</button>
    </div>
    <div class="plan plan--featured">
      <span class="plan__badge">Most popular</span>
      <h3 class="plan__name">Growth</h3>
      <p class="plan__price"><span class="plan__amount">$49</span><span class="plan__period">/month</span></p>
      <ul class="plan__features">
        <li><svg viewBox="0 0 16 16" width="16" height="16"><path d="M3 8l3 3 7-7" fill="none" stroke="#3b82f6" stroke-width="2"/></svg> 3 storefronts</li>
        <li><svg viewBox="0 0 16 16" width="16" height="16"><path d="M3 8l3 3 7-7" fill="none" stroke="#3b82f6" stroke-width="2"/></svg> Priority support</li>
        <li><svg viewBox="0 0 16 16" width="16" height="16"><path d="M3 8l3 3 7-7" fill="none" stroke="#3b82f6" stroke-width="2"/></svg> Advanced analytics</li>
        <li><svg viewBox="0 0 16 16" width="16" height="16"><path d="M3 8l3 3 7-7" fill="none" stroke="#3b82f6" stroke-width="2"/></svg> Gift cards</li>
      </ul>
      <button class="plan__cta plan__cta--primary">Choose Growth</button>
    </div>
    <div class="plan">
      <h3 class="plan__name">Scale</h3>
      <p class="plan__price"><span class="plan__amount">$99</span><span class="plan__period">/month</span></p>
      <ul class="plan__features">
        <li><svg viewBox="0 0 16 16" width="16" height="16"><path d="M3 8l3 3 7-7" fill="none" stroke="#3b82f6" stroke-width="2"/></svg> Unlimited storefronts</li>
        <li><svg viewBox="0 0 16 16" width="16" height="16"><path d="M3 8l3 3 7-7" fill="none" stroke="#3b82f6" stroke-width="2"/></svg> Dedicated manager</li>
        <li><svg viewBox="0 0 16 16" width="16" height="16"><path d="M3 8l3 3 7-7" fill="none" stroke="#3b82f6" stroke-width="2"/></svg> Custom reports</li>
        <li><svg viewBox="0 0 16 16" width="16" height="16"><path d="M3 8l3 3 7-7" fill="none" stroke="#3b82f6" stroke-width="2"/></svg> API access</li>
        <li><svg viewBox="0 0 16 16" width="16" height="16"><path d="M3 8l3 3 7-7" fill="none" stroke="#3b82f6" stroke-width="2"/></svg> SSO</li>
      </ul>
      <button class="plan__cta">Choose Scale</button>
    </div>
  </div>
</section>
<style>
  .pricing { padding: 4rem 1.5rem; text-align: center; }
  .pricing__plans { display: grid; grid-template-columns: repeat(3, 1fr); gap: 1.5rem; margin-top: 2rem; }
  .plan { position: relative; padding: 2rem; border: 1px solid #e2e8f0; border-radius: .5rem; text-align: left; }
  .plan--featured { border-color: #3b82f6; box-shadow: 0 10px 30px rgba(59, 130, 246, .25); }
  .plan__badge { position: absolute; top: -.75rem; left: 2rem; background: #3b82f6; color: #fff; padding: .2rem .6rem; border-radius: 999px; font-size: .75rem; }
  .plan__amount { font-size: 2.5rem; font-weight: 700; color: #1e293b; }
  .plan__features { list-style: none; padding: 0; margin: 1.5rem 0; }
  .plan__features li { display: flex; gap: .5rem; align-items: center; padding: .25rem 0; }
  .plan__cta { width: 100%; padding: .75rem; border-radius: .5rem; border: 1px solid #1e293b; background: #fff; }
  .plan__cta--primary { background: #1e293b; color: #fff; }
</style>`,
};

export const tailwindCards: Fixture = {
  id: 105,
  name: 'Journal cards',
  code: `<section class="bg-white py-16">
  <div class="mx-auto max-w-6xl px-4">
    <h2 class="text-3xl font-bold tracking-tight text-primary">From the journal</h2>
    <div class="mt-10 grid gap-8 md:grid-cols-3">
      <a href="/blogs/journal/care-guide" class="group block overflow-hidden rounded-lg shadow-md transition hover:shadow-xl">
        <img src="https://images.unsplash.com/photo-1489987707025-afc232f7ea0f?w=800&h=533" alt="Linen drying outside" class="h-48 w-full object-cover">
        <div class="p-4">
          <p class="text-sm text-accent">Care</p>
          <h3 class="mt-1 text-lg font-semibold text-slate-900 group-hover:text-accent">How to wash linen</h3>
        </div>
      </a>
      <a href="/blogs/journal/studio-visit" class="group block overflow-hidden rounded-lg shadow-md transition hover:shadow-xl">
        <img src="https://images.unsplash.com/photo-1441986300917-64674bd600d8?w=800&h=533" alt="Our studio in Porto" class="h-48 w-full object-cover">
        <div class="p-4">
          <p class="text-sm text-accent">Studio</p>
          <h3 class="mt-1 text-lg font-semibold text-slate-900 group-hover:text-accent">A day at the Porto studio</h3>
        </div>
      </a>
      <a href="/blogs/journal/dyes" class="group block overflow-hidden rounded-lg shadow-md transition hover:shadow-xl">
        <img src="https://images.unsplash.com/photo-1558769132-cb1aea458c5e?w=800&h=533" alt="Jars of plant dyes" class="h-48 w-full object-cover">
        <div class="p-4">
          <p class="text-sm text-accent">Materials</p>
          <h3 class="mt-1 text-lg font-semibold text-slate-900 group-hover:text-accent">Dyeing with plants</h3>
        </div>
      </a>
    </div>
    <a href="/blogs/journal" class="mt-10 inline-flex items-center rounded-md bg-primary px-6 py-3 font-medium text-white hover:bg-accent">Read the journal</a>
  </div>
</section>`,
};

export const scripted: Fixture = {
  id: 106,
  name: 'Countdown banner',
  code: `<div class="countdown" id="countdown">
  <p class="countdown__label">Summer sale ends in</p>
  <div class="countdown__clock"><span id="hours">00</span>:<span id="minutes">00</span>:<span id="seconds">00</span></div>
  <button class="countdown__dismiss" onclick="dismissBanner()">Dismiss</button>
</div>
<style>
  :root { --brand: #1e293b; --highlight: #3b82f6; }
  html, body { margin: 0; font-family: Inter, sans-serif; }
  body { background: #f1f5f9; }
  .countdown { display: flex; gap: 1.5rem; align-items: center; justify-content: center; padding: 1rem; background: var(--brand); color: #fff; }
  .countdown__clock { font-variant-numeric: tabular-nums; font-weight: 700; color: var(--highlight); animation: pulse 2s infinite; }
  .countdown__dismiss { background: transparent; color: inherit; border: 1px solid currentColor; border-radius: .5rem; padding: .25rem .75rem; }
  @keyframes pulse { 50% { opacity: .6; } }
</style>
<script>
  let remaining = 3 * 3600;
  function pad(n) { return String(n).padStart(2, '0'); }
  function tick() {
    const h = Math.floor(remaining / 3600), m = Math.floor((remaining % 3600) / 60), s = remaining % 60;
    document.getElementById('hours').textContent = pad(h);
    document.getElementById('minutes').textContent = pad(m);
    document.getElementById('seconds').textContent = pad(s);
    if (remaining > 0) remaining -= 1;
  }
  function dismissBanner() {
    document.getElementById('countdown').style.display = 'none';
  }
  document.addEventListener('DOMContentLoaded', function () {
    tick();
    setInterval(tick, 1000);
  });
</script>`,
};

export const allFixtures: Fixture[] = [hero, featureGrid, faq, pricing, tailwindCards, scripted];

export interface SchemaSetting {
  type: string;
  id?: string;
  label?: string;
  default?: unknown;
  options?: { value: string; label: string }[];
  content?: string;
}

export interface SectionSchema {
  name: string;
  settings: SchemaSetting[];
  blocks?: { type: string; name: string; settings: SchemaSetting[] }[];
  max_blocks?: number;
  presets: { name: string; blocks?: { type: string; settings: Record<string, unknown> }[] }[];
}

/** The JSON inside a section's {% schema %} tag. */
export function schemaOf(liquid: string): SectionSchema {
  const match = /\{% schema %\}([\s\S]*?)\{% endschema %\}/.exec(liquid);
  if (!match) throw new Error('No schema tag');
  return JSON.parse(match[1]) as SectionSchema;
}

/** The content of the first <style> element. */
export function styleOf(liquid: string): string {
  return /<style>([\s\S]*?)<\/style>/.exec(liquid)?.[1] ?? '';
}
