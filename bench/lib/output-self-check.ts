/**
 * `npx tsx bench/output.bench.ts --self-check`: every check of the output
 * benchmark run on hand-written fragments, a good one that must pass and a
 * bad one that must fail, in the same real preview frame. A check that
 * cannot fail (or cannot pass) shows up here as a mismatch.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DesignSystem } from '../../shared/design-system';
import { DESIGN_SYSTEMS, type Case } from './output-cases';
import { measure, onWorkers, openSession, type Outcome } from './output-run';

const SQUARE = DESIGN_SYSTEMS['square monochrome'] as DesignSystem;

interface Fixture {
  name: string;
  case: Omit<Case, 'id' | 'prompt'>;
  code: string;
  /** Check → whether it must pass: valid, lang, font, primary, accent, radius, shadow, overflow, errors, req:<kind>, int:<interaction>. */
  expect: Record<string, boolean>;
  ds?: DesignSystem;
}

const STYLE = (p: string) => `<style>
[data-pattern="${p}"] { font-family: "IBM Plex Sans", sans-serif; color: #222222; background: #ffffff; padding: 16px; }
[data-pattern="${p}"] .btn { background: #111111; color: #ffffff; border: 0; padding: 8px 12px; font: inherit; }
[data-pattern="${p}"] .acc { color: #555555; }
</style>`;

const good = (p: string, body: string, script = '') =>
  `${STYLE(p)}<section data-pattern="${p}" id="fx-${p}">${body}</section>${script ? `<script>${script}</script>` : ''}`;

const LONG_DE =
  '<p>Wir liefern frisches Brot und Gebäck aus unserer Backstube direkt zu dir nach Hause. Bestellungen, die bis zum Mittag eingehen, verschicken wir noch am selben Tag mit der Post.</p>';
const LONG_EN =
  '<p>We deliver fresh bread and pastries from our bakery straight to your door. Orders placed before noon are shipped the same day by post, and you can track them online.</p>';

/** Accordion script: each button toggles the panel it controls. */
const ACCORDION = `document.querySelectorAll('#fx-faq button[aria-controls]').forEach((b) => b.addEventListener('click', () => {
  const open = b.getAttribute('aria-expanded') !== 'true'; b.setAttribute('aria-expanded', String(open));
  document.getElementById(b.getAttribute('aria-controls')).hidden = !open; }));`;

const BASE_CASE: Fixture['case'] = {
  lang: 'de',
  pattern: 'faq',
  text: ['Versand'],
  words: ['rückgabe'],
  controls: ['Kontakt'],
  count: { n: 2, of: 'questions', selector: 'button[aria-expanded]' },
  email: 'info@grau.de',
  phone: '030 987654',
  brand: true,
  interactions: ['accordion'],
};

const ALL_BASE = ['valid', 'lang', 'font', 'primary', 'accent', 'radius', 'shadow', 'overflow', 'errors'];
const BASE_REQS = [
  'req:pattern',
  'req:text',
  'req:words',
  'req:control',
  'req:count',
  'req:email',
  'req:phone',
  'req:brand',
];

const FIXTURES: Fixture[] = [
  {
    name: 'base: good',
    case: BASE_CASE,
    code: good(
      'faq',
      `<h2>Fragen zu Versand und Rückgabe bei Grau Studio</h2>${LONG_DE}
<button class="btn" type="button" aria-expanded="false" aria-controls="fx-a1">Wie lange dauert der Versand?</button>
<div id="fx-a1" hidden><p>Der Versand dauert ein bis zwei Werktage innerhalb von Deutschland.</p></div>
<button class="btn" type="button" aria-expanded="false" aria-controls="fx-a2">Wie funktioniert die Rückgabe?</button>
<div id="fx-a2" hidden><p>Die Rückgabe ist innerhalb von vierzehn Tagen kostenlos möglich.</p></div>
<p class="acc">Schreib uns: <a href="mailto:info@grau.de">info@grau.de</a> oder ruf an: <a href="tel:+4930987654">030 987654</a>. <a href="/kontakt">Kontakt</a></p>`,
      ACCORDION,
    ),
    expect: Object.fromEntries([...ALL_BASE, ...BASE_REQS, 'int:accordion'].map((k) => [k, true])),
  },
  {
    name: 'base: bad',
    case: BASE_CASE,
    code: `<style>[data-pattern="questions"] { font-family: Georgia, serif; border-radius: 6px; box-shadow: 0 1px 2px #0003; }
[data-pattern="questions"] .wide { width: 600px; height: 10px; background: #eeeeee; }</style>
<section data-pattern="questions" id="fx-faq" id="again"><h2>Questions about Versandkosten</h2>${LONG_EN}
<button type="button" aria-expanded="false" aria-controls="fx-b1">How long does shipping take?</button><div id="fx-b1"><p>One or two days.</p></div>
<button type="button" aria-expanded="false" aria-controls="fx-b2">Can I return?</button><div id="fx-b2"><p>Yes, within two weeks.</p></div>
<button type="button" aria-expanded="false" aria-controls="fx-b3">Do you ship abroad?</button><div id="fx-b3"><p>Yes.</p></div>
<p>Mail info@grau.de or call <a href="tel:+4930111111">030 987654</a>. <a href="/kontakt" style="display: none">Kontakt</a></p>
<div class="wide"></div></section><script>throw new Error('fixture error');</script>`,
    expect: Object.fromEntries([...ALL_BASE, ...BASE_REQS, 'int:accordion'].map((k) => [k, false])),
  },
  {
    name: 'font not served: declared, never loaded',
    ds: { ...SQUARE, fontFamily: 'Bench Missing Sans' },
    case: { lang: 'en', pattern: 'hero' },
    code: `<style>[data-pattern="hero"] { font-family: "Bench Missing Sans", sans-serif; }</style><section data-pattern="hero"><h1>Hello there</h1>${LONG_EN}</section>`,
    expect: { font: false, lang: true },
  },
  ...pair(
    'pricing',
    {
      lang: 'en',
      pattern: 'pricing',
      count: { n: 3, of: 'plans', selector: 'article' },
      highlight: 1,
      interactions: ['pricing-toggle'],
    },
    (ok) =>
      good(
        'pricing',
        `<h2>Plans</h2><div role="group" aria-label="Billing"><button type="button" aria-pressed="true">Monthly</button><button type="button" aria-pressed="false">Yearly</button></div>
<article><h3>Basic</h3><p class="price" data-m="9" data-y="90">€9</p></article>
<article${ok ? ' style="border: 2px solid #555555"' : ''}><h3>Pro</h3><p class="price" data-m="29" data-y="290">€29</p></article>
<article><h3>Team</h3><p class="price" data-m="79" data-y="790">€79</p></article>`,
        `const root = document.getElementById('fx-pricing');
root.querySelectorAll('[aria-pressed]').forEach((b, i) => b.addEventListener('click', () => {
  root.querySelectorAll('[aria-pressed]').forEach((x) => x.setAttribute('aria-pressed', String(x === b)));
  ${ok ? "root.querySelectorAll('.price').forEach((p) => { p.textContent = '€' + (i ? p.dataset.y : p.dataset.m); });" : ''} }));`,
      ),
    ['req:highlight', 'int:pricing-toggle'],
  ),
  ...pair(
    'about',
    { lang: 'en', pattern: 'about', imageSide: 'left' },
    (ok) => {
      const img =
        '<img alt="" width="300" height="200" src="data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E">';
      const text = '<div><h2>Our story</h2><p>Since 1998.</p></div>';
      return good('about', `<div style="display: flex; gap: 24px">${ok ? img + text : text + img}</div>`);
    },
    ['req:image-side'],
  ),
  ...pair(
    'tabs',
    { lang: 'en', pattern: 'tabs', interactions: ['tabs'] },
    (ok) =>
      good(
        'tabs',
        `<div role="tablist">${['Coffee', 'Tea', 'Pastries'].map((t, i) => `<button role="tab" type="button" id="fx-t${i}" aria-selected="${i === 0}" aria-controls="fx-p${i}" tabindex="${i ? -1 : 0}">${t}</button>`).join('')}</div>
${[0, 1, 2].map((i) => `<div role="tabpanel" id="fx-p${i}" aria-labelledby="fx-t${i}"${i ? ' hidden' : ''}><p>Panel ${i}</p></div>`).join('')}`,
        `const tabs = [...document.querySelectorAll('#fx-tabs [role=tab]')];
const select = (t) => tabs.forEach((x) => { const on = x === t; x.setAttribute('aria-selected', String(on)); x.tabIndex = on ? 0 : -1; ${ok ? "document.getElementById(x.getAttribute('aria-controls')).hidden = !on;" : ''} });
tabs.forEach((t, i) => { t.addEventListener('click', () => select(t));
  t.addEventListener('keydown', (e) => { if (e.key === 'ArrowRight') { const n = tabs[(i + 1) % tabs.length]; select(n); n.focus(); } }); });`,
      ),
    ['int:tabs'],
  ),
  ...pair(
    'modal',
    { lang: 'en', pattern: 'modal', interactions: ['modal'] },
    (ok) =>
      good(
        'modal',
        `<button class="btn" type="button" aria-haspopup="dialog" id="fx-open">Subscribe</button>
${ok ? '<dialog id="fx-dialog" aria-labelledby="fx-dt"><h2 id="fx-dt">Newsletter</h2><button type="button" id="fx-close">Close</button></dialog>' : '<div id="fx-dialog" role="dialog" aria-modal="true" hidden><h2>Newsletter</h2><button type="button">Close</button></div>'}`,
        ok
          ? `const d = document.getElementById('fx-dialog'); document.getElementById('fx-open').addEventListener('click', () => d.showModal()); document.getElementById('fx-close').addEventListener('click', () => d.close());`
          : `document.getElementById('fx-open').addEventListener('click', () => { document.getElementById('fx-dialog').hidden = false; });`,
      ),
    ['int:modal'],
  ),
  ...pair(
    'gallery',
    {
      lang: 'en',
      pattern: 'gallery',
      count: { n: 2, of: 'photos', selector: 'button[aria-haspopup="dialog"]' },
      interactions: ['lightbox'],
    },
    (ok) => {
      const svg = (w: number) =>
        `<svg width="${w}" height="${Math.round(w * 0.75)}" viewBox="0 0 4 3" role="img" aria-label="Bread"><rect width="4" height="3" fill="#555555"/></svg>`;
      return good(
        'gallery',
        `<button type="button" aria-haspopup="dialog" class="fx-thumb">${svg(120)}</button><button type="button" aria-haspopup="dialog" class="fx-thumb">${svg(120)}</button>${ok ? '' : '<button type="button" aria-haspopup="dialog" aria-hidden="true" style="display: none"></button>'}
<dialog id="fx-lb"><div>${svg(ok ? 800 : 100)}</div><button type="button" aria-label="Close" id="fx-lbc">×</button></dialog>`,
        `const d = document.getElementById('fx-lb'); document.querySelectorAll('.fx-thumb').forEach((b) => b.addEventListener('click', () => d.showModal()));
document.getElementById('fx-lbc').addEventListener('click', () => d.close());`,
      );
    },
    ['int:lightbox'],
  ),
  ...pair(
    'testimonials',
    {
      lang: 'en',
      pattern: 'testimonials',
      count: { n: 3, of: 'slides', selector: '[aria-roledescription="slide"]' },
      interactions: ['carousel'],
    },
    (ok) =>
      good(
        'testimonials',
        `<div aria-roledescription="carousel" aria-label="Reviews"><div id="fx-slides">${[0, 1, ok ? 2 : -1]
          .filter((i) => i >= 0)
          .map(
            (i) =>
              `<figure aria-roledescription="slide"${i ? ' hidden' : ''}><blockquote>Quote ${i}</blockquote></figure>`,
          )
          .join('')}</div>
<button type="button" aria-controls="fx-slides" aria-label="Previous">‹</button><button type="button" aria-controls="fx-slides" aria-label="Next" id="fx-next">›</button></div>`,
        ok
          ? `let at = 0; const slides = [...document.querySelectorAll('#fx-slides figure')]; document.getElementById('fx-next').addEventListener('click', () => { at = (at + 1) % slides.length; slides.forEach((s, i) => { s.hidden = i !== at; }); });`
          : '',
      ),
    ['req:count', 'int:carousel'],
  ),
  ...pair(
    'navbar',
    { lang: 'en', pattern: 'navbar', interactions: ['mobile-menu'] },
    (ok) =>
      good(
        'navbar',
        `<style>#fx-toggle { display: none; } @media (max-width: 767px) { #fx-toggle { display: block; } #fx-menu[data-closed] { display: none; } }</style>
<nav><a href="/">Grau Studio</a><button type="button" id="fx-toggle" aria-expanded="false" aria-controls="fx-menu">Menu</button>
<ul id="fx-menu" data-closed><li><a href="/a">About</a></li><li><a href="/c">Contact</a></li></ul></nav>`,
        `const b = document.getElementById('fx-toggle'); b.addEventListener('click', () => { const open = b.getAttribute('aria-expanded') !== 'true'; b.setAttribute('aria-expanded', String(open)); ${ok ? "document.getElementById('fx-menu').toggleAttribute('data-closed', !open);" : ''} });`,
      ),
    ['int:mobile-menu'],
  ),
  ...pair(
    'mega-menu',
    { lang: 'en', pattern: 'mega-menu', interactions: ['mega-menu'] },
    (ok) =>
      good(
        'mega-menu',
        `<nav><button type="button" id="fx-mm" aria-expanded="false" aria-controls="fx-mp">Products</button>
<div id="fx-mp" hidden>${ok ? '<ul><li><a href="/1">One</a></li><li><a href="/2">Two</a></li></ul><ul><li><a href="/3">Three</a></li><li><a href="/4">Four</a></li></ul>' : '<ul><li><a href="/1">One</a></li><li><a href="/2">Two</a></li><li><a href="/3">Three</a></li><li><a href="/4">Four</a></li></ul>'}</div></nav>`,
        `const b = document.getElementById('fx-mm'); b.addEventListener('click', () => { const open = b.getAttribute('aria-expanded') !== 'true'; b.setAttribute('aria-expanded', String(open)); document.getElementById('fx-mp').hidden = !open; });`,
      ),
    ['int:mega-menu'],
  ),
  ...pair(
    'cookie-banner',
    { lang: 'en', pattern: 'cookie-banner', interactions: ['cookie-accept', 'cookie-reject', 'cookie-settings'] },
    (ok) =>
      good(
        'cookie-banner',
        `<div id="fx-cb" style="position: fixed; left: 0; right: 0; bottom: 0; background: #ffffff; padding: 12px">
<p>We use cookies.</p><button class="btn" type="button" data-consent="accept">Accept</button><button type="button" data-consent="reject">Reject</button><button type="button" data-consent="settings">Settings</button>
<div id="fx-cs" hidden><label><input type="checkbox" name="stats"> Statistics</label><button type="button" data-consent="save">Save</button></div></div>`,
        ok
          ? `const cb = document.getElementById('fx-cb'); cb.querySelectorAll('[data-consent]').forEach((b) => b.addEventListener('click', () => {
  const a = b.dataset.consent; if (a === 'settings') document.getElementById('fx-cs').hidden = false; else cb.hidden = true; }));`
          : '',
      ),
    ['int:cookie-accept', 'int:cookie-reject', 'int:cookie-settings'],
  ),
  ...pair(
    'announcement',
    { lang: 'en', pattern: 'announcement', interactions: ['announcement-dismiss'] },
    (ok) =>
      good(
        'announcement',
        `<p>Free shipping over €50</p><button type="button" aria-label="Dismiss" id="fx-x">×</button>`,
        ok
          ? `document.getElementById('fx-x').addEventListener('click', () => { document.getElementById('fx-announcement').hidden = true; });`
          : '',
      ),
    ['int:announcement-dismiss'],
  ),
  ...pair(
    'countdown',
    { lang: 'en', pattern: 'countdown', interactions: ['countdown'] },
    (ok) =>
      good(
        'countdown',
        `<p>Launch on <time datetime="2099-12-01T00:00:00Z">1 December</time></p><p id="fx-left">0</p>`,
        ok
          ? `const t = Date.parse(document.querySelector('#fx-countdown time').getAttribute('datetime')); const tick = () => { document.getElementById('fx-left').textContent = String(Math.floor((t - Date.now()) / 1000)); }; tick(); setInterval(tick, 1000);`
          : '',
      ),
    ['int:countdown'],
  ),
  ...pair(
    'multi-step-form',
    {
      lang: 'en',
      pattern: 'multi-step-form',
      count: { n: 3, of: 'steps', selector: 'ol > li' },
      interactions: ['multi-step'],
    },
    (ok) =>
      good(
        'multi-step-form',
        `<ol><li aria-current="step">Address</li><li>Shipping</li><li>Payment</li></ol>
<form id="fx-form">${['Street', 'Method', 'Card'].map((l, i) => `<fieldset data-i="${i}"${i ? ' hidden' : ''}><label>${l} <input name="f${i}" required></label></fieldset>`).join('')}
<button type="button" data-step="back" hidden>Back</button><button type="button" data-step="next">Next</button><button type="submit" hidden>Order</button>
<p role="status" id="fx-done"></p></form>`,
        `const f = document.getElementById('fx-form'); const steps = [...document.querySelectorAll('#fx-multi-step-form ol li')]; const sets = [...f.querySelectorAll('fieldset')]; let at = 0;
const show = () => { sets.forEach((s, i) => { s.hidden = i !== at; }); ${ok ? "steps.forEach((s, i) => i === at ? s.setAttribute('aria-current', 'step') : s.removeAttribute('aria-current'));" : ''}
  f.querySelector('[data-step=back]').hidden = at === 0; f.querySelector('[data-step=next]').hidden = at === sets.length - 1; f.querySelector('[type=submit]').hidden = at !== sets.length - 1; };
f.querySelector('[data-step=next]').addEventListener('click', () => { if (![...sets[at].querySelectorAll('input')].every((i) => i.reportValidity())) return; at++; show(); });
f.querySelector('[data-step=back]').addEventListener('click', () => { at--; show(); });
f.addEventListener('submit', (e) => { e.preventDefault(); document.getElementById('fx-done').textContent = 'Thank you!'; });`,
      ),
    ['int:multi-step'],
  ),
  ...pair(
    'login',
    { lang: 'en', pattern: 'login', interactions: ['show-password'] },
    (ok) =>
      good(
        'login',
        `<form><label>E-mail <input type="email" name="email"></label><label>Password <input type="password" name="pw" id="fx-pw"></label>
<button type="button" aria-pressed="false" id="fx-show">Show password</button></form>`,
        `const b = document.getElementById('fx-show'); b.addEventListener('click', () => { const on = b.getAttribute('aria-pressed') !== 'true'; b.setAttribute('aria-pressed', String(on)); ${ok ? "document.getElementById('fx-pw').type = on ? 'text' : 'password';" : ''} });`,
      ),
    ['int:show-password'],
  ),
  ...pair(
    'store-locator',
    {
      lang: 'en',
      pattern: 'store-locator',
      count: { n: 3, of: 'shops' },
      interactions: ['store-filter'],
      filter: 'Hamburg',
    },
    (ok) =>
      good(
        'store-locator',
        `<label>Find a shop <input type="search" id="fx-q"></label><ul>${['Berlin', 'Hamburg', 'Munich'].map((c) => `<li>${c} shop</li>`).join('')}</ul>`,
        ok
          ? `const q = document.getElementById('fx-q'); q.addEventListener('input', () => { document.querySelectorAll('#fx-store-locator li').forEach((li) => { li.hidden = !li.textContent.toLowerCase().includes(q.value.toLowerCase()); }); });`
          : '',
      ),
    ['int:store-filter'],
  ),
  ...pair(
    'size-guide',
    {
      lang: 'en',
      pattern: 'size-guide',
      count: { n: 2, of: 'rows', selector: 'tbody tr' },
      interactions: ['unit-toggle'],
    },
    (ok) =>
      good(
        'size-guide',
        `<div role="group" aria-label="Unit"><button type="button" aria-pressed="true">cm</button><button type="button" aria-pressed="false">in</button></div>
<table><caption>Sizes</caption><thead><tr><th scope="col">Size</th><th scope="col">Chest</th></tr></thead><tbody><tr><th scope="row">S</th><td data-cm="90">90</td></tr><tr><th scope="row">M</th><td data-cm="100">100</td></tr>${ok ? '' : '<tr><th scope="row">L</th><td data-cm="110">110</td></tr>'}</tbody></table>`,
        `const root = document.getElementById('fx-size-guide'); root.querySelectorAll('[aria-pressed]').forEach((b, i) => b.addEventListener('click', () => {
  root.querySelectorAll('[aria-pressed]').forEach((x) => x.setAttribute('aria-pressed', String(x === b)));
  ${ok ? "root.querySelectorAll('td[data-cm]').forEach((td) => { td.textContent = i ? (td.dataset.cm / 2.54).toFixed(1) : td.dataset.cm; });" : ''} }));`,
      ),
    ['req:count', 'int:unit-toggle'],
  ),
];

/** A good and a bad fixture from one template: the named checks pass on the first and fail on the second. */
function pair(pattern: string, c: Fixture['case'], code: (ok: boolean) => string, checks: string[]): Fixture[] {
  return [true, false].map((ok) => ({
    name: `${pattern}: ${ok ? 'good' : 'bad'}`,
    case: c,
    code: code(ok),
    expect: Object.fromEntries(checks.map((k) => [k, ok])),
  }));
}

/** Whether the outcome passed `check` (every verdict of a requirement kind, every run of an interaction). */
function passed(o: Outcome, check: string): boolean | undefined {
  if (check.startsWith('req:')) {
    const v = o.requirements.filter((r) => r.kind === check.slice(4));
    return v.length ? v.every((r) => r.ok) : undefined;
  }
  if (check.startsWith('int:')) {
    const v = o.interactions.filter((i) => i.kind === check.slice(4));
    return v.length ? v.every((i) => i.ok) : undefined;
  }
  const simple: Record<string, boolean | undefined> = {
    valid: o.parse.length === 0,
    lang: o.langOk,
    font: o.font.ok,
    primary: o.primary,
    accent: o.accent,
    radius: o.radius?.ok,
    shadow: o.shadow?.ok,
    overflow: o.overflow.ok,
    errors: o.scriptErrors.length === 0,
  };
  return simple[check];
}

function detailOf(o: Outcome, check: string): string {
  if (check.startsWith('req:'))
    return o.requirements
      .filter((r) => r.kind === check.slice(4))
      .map((r) => `${r.name}: ${r.detail}`)
      .join('; ');
  if (check.startsWith('int:'))
    return o.interactions
      .filter((i) => i.kind === check.slice(4))
      .map((i) => i.detail)
      .join('; ');
  if (check === 'font') return o.font.detail;
  if (check === 'overflow') return o.overflow.detail;
  if (check === 'lang') return `detected ${o.lang}`;
  if (check === 'errors') return o.scriptErrors.join(' | ');
  return '';
}

/** Runs every fixture; returns the process exit code (0: every check told good from bad). */
export async function selfCheck(): Promise<number> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'output-bench-self-check-'));
  const session = await openSession();
  let mismatches = 0;
  let checks = 0;
  try {
    const outcomes = await onWorkers(session, FIXTURES, (w, f) =>
      measure(
        session,
        w,
        { id: f.name.replace(/\W+/g, '-'), prompt: f.name, ...f.case },
        'self-check',
        f.ds ?? SQUARE,
        f.code,
        dir,
      ),
    );
    FIXTURES.forEach((f, i) => {
      const o = outcomes[i] as Outcome;
      for (const [check, want] of Object.entries(f.expect)) {
        checks++;
        const got = passed(o, check);
        if (got === want) continue;
        mismatches++;
        console.log(
          `✗ ${f.name}: ${check} should ${want ? 'pass' : 'fail'} but ${got === undefined ? 'was not measured' : got ? 'passed' : 'failed'} — ${detailOf(o, check)}`,
        );
      }
    });
    const covered = new Set(FIXTURES.flatMap((f) => Object.keys(f.expect)));
    console.log(
      `Self-check: ${checks - mismatches} passed, ${mismatches} failed (${covered.size} distinct checks on ${FIXTURES.length} fragments)`,
    );
  } finally {
    await session.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return mismatches ? 1 : 0;
}
