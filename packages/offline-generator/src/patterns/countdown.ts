import { icon } from '../art';
import type { Lang, Localized } from '../lang';
import { buttonLabel, choose, controlScheme, fragment, local, t, variantOf } from './kit';
import type { PatternContext, PatternDefinition } from './types';

interface Labels {
  eyebrow: string;
  titles: string[];
  lead: string;
  units: [string, string, string, string];
  remaining: string;
  until: string;
  done: string;
  email: string;
  notify: string;
  sent: string;
}

const TEXT = {
  en: {
    eyebrow: 'Coming soon',
    titles: ['Something new is on its way', 'The countdown is on', 'Get ready: {brand} opens its doors'],
    lead: 'Leave your e-mail address and we will let you know the moment it starts.',
    units: ['Days', 'Hours', 'Minutes', 'Seconds'],
    remaining: 'Time remaining',
    until: 'Starts',
    done: 'It has started. Thank you for waiting!',
    email: 'E-mail address',
    notify: 'Notify me',
    sent: 'Thank you! We will e-mail you when it starts.',
  },
  de: {
    eyebrow: 'Demnächst',
    titles: ['Bald ist es so weit', 'Der Countdown läuft', 'Machen Sie sich bereit: {brand} öffnet bald'],
    lead: 'Hinterlassen Sie Ihre E-Mail-Adresse, und wir sagen Ihnen Bescheid, sobald es losgeht.',
    units: ['Tage', 'Stunden', 'Minuten', 'Sekunden'],
    remaining: 'Verbleibende Zeit',
    until: 'Start',
    done: 'Es geht los! Danke für Ihre Geduld.',
    email: 'E-Mail-Adresse',
    notify: 'Benachrichtigen',
    sent: 'Danke! Wir schreiben Ihnen, sobald es losgeht.',
  },
  fr: {
    eyebrow: 'Bientôt disponible',
    titles: [
      'Quelque chose de nouveau arrive',
      'Le compte à rebours est lancé',
      'Préparez-vous : {brand} ouvre bientôt',
    ],
    lead: 'Laissez votre adresse e-mail et nous vous préviendrons dès le lancement.',
    units: ['Jours', 'Heures', 'Minutes', 'Secondes'],
    remaining: 'Temps restant',
    until: 'Début',
    done: 'C’est parti ! Merci de votre patience.',
    email: 'Adresse e-mail',
    notify: 'Me prévenir',
    sent: 'Merci ! Nous vous écrirons dès le lancement.',
  },
  es: {
    eyebrow: 'Muy pronto',
    titles: ['Algo nuevo está en camino', 'La cuenta atrás ha empezado', 'Prepárate: {brand} abre muy pronto'],
    lead: 'Déjanos tu correo electrónico y te avisaremos en cuanto empiece.',
    units: ['Días', 'Horas', 'Minutos', 'Segundos'],
    remaining: 'Tiempo restante',
    until: 'Comienza',
    done: '¡Ya ha empezado! Gracias por esperar.',
    email: 'Correo electrónico',
    notify: 'Avísame',
    sent: '¡Gracias! Te escribiremos en cuanto empiece.',
  },
  it: {
    eyebrow: 'Prossimamente',
    titles: ['Sta arrivando qualcosa di nuovo', 'Il conto alla rovescia è iniziato', 'Preparati: {brand} apre a breve'],
    lead: 'Lasciaci il tuo indirizzo e-mail e ti avviseremo non appena inizia.',
    units: ['Giorni', 'Ore', 'Minuti', 'Secondi'],
    remaining: 'Tempo rimanente',
    until: 'Inizio',
    done: 'Ci siamo! Grazie per l’attesa.',
    email: 'Indirizzo e-mail',
    notify: 'Avvisami',
    sent: 'Grazie! Ti scriveremo non appena inizia.',
  },
  nl: {
    eyebrow: 'Binnenkort',
    titles: ['Er komt iets nieuws aan', 'Het aftellen is begonnen', 'Maak je klaar: {brand} opent binnenkort'],
    lead: 'Laat je e-mailadres achter, dan laten we je weten zodra het begint.',
    units: ['Dagen', 'Uren', 'Minuten', 'Seconden'],
    remaining: 'Resterende tijd',
    until: 'Start',
    done: 'Het is begonnen! Bedankt voor het wachten.',
    email: 'E-mailadres',
    notify: 'Houd me op de hoogte',
    sent: 'Bedankt! We mailen je zodra het begint.',
  },
  pt: {
    eyebrow: 'Brevemente',
    titles: ['Vem aí uma novidade', 'A contagem regressiva começou', 'Prepare-se: a {brand} abre em breve'],
    lead: 'Deixe o seu e-mail e avisamos assim que começar.',
    units: ['Dias', 'Horas', 'Minutos', 'Segundos'],
    remaining: 'Tempo restante',
    until: 'Início',
    done: 'Já começou! Obrigado pela espera.',
    email: 'Endereço de e-mail',
    notify: 'Avise-me',
    sent: 'Obrigado! Enviaremos um e-mail assim que começar.',
  },
} satisfies Localized<Labels>;

const LOCALES: Localized<string> = {
  en: 'en-GB',
  de: 'de-DE',
  fr: 'fr-FR',
  es: 'es-ES',
  it: 'it-IT',
  nl: 'nl-NL',
  pt: 'pt-PT',
};

/**
 * The target: the prompt's date, else a date drawn from the seed. It is a
 * local date and time without a zone, so the count reaches zero at that hour
 * wherever the visitor is.
 */
function targetOf(ctx: PatternContext): string {
  const given = ctx.copy.date;
  if (given !== undefined && /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?)?/.test(given)) return given.slice(0, 19);
  const month = 1 + Math.floor(ctx.rng() * 12);
  const day = 1 + Math.floor(ctx.rng() * 28);
  return `2030-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}T10:00`;
}

/** The target as people read it ("1 December 2026, 10:00"), written the same on every run. */
function readableDate(iso: string, lang: Lang): string {
  const [date = '', time] = iso.split('T');
  const [y = 2030, m = 1, d = 1] = date.split('-').map(Number);
  const [hh = 0, mm = 0] = (time ?? '').split(':').map(Number);
  const when = new Date(Date.UTC(y, m - 1, d, hh, mm));
  const options: Intl.DateTimeFormatOptions =
    time === undefined
      ? { dateStyle: 'long', timeZone: 'UTC' }
      : { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(LOCALES[lang], options).format(when);
}

const CSS = `
  .P__panel {
    display: grid;
    gap: clamp(2rem, 4vw, 3rem);
    padding: clamp(2rem, 6vw, 4rem) clamp(1.25rem, 5vw, 4rem);
    border: 1px solid var(--border);
    border-radius: min(calc(var(--radius) * 2), 2rem);
    background: var(--surface-2);
    text-align: center;
  }
  .P__panel > * { min-width: 0; }
  .P__head { max-width: 40rem; margin: 0 auto; }
  .P__date { margin-top: 1.25rem; color: var(--heading); font-weight: 600; }
  .P__date svg { display: inline-block; width: 1.25rem; height: 1.25rem; margin-right: 0.375rem; vertical-align: -0.25em; color: var(--accent-text); }
  .P__timer { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: clamp(0.5rem, 2vw, 1rem); max-width: 36rem; width: 100%; margin: 0 auto; }
  .P__unit {
    display: grid;
    gap: 0.375rem;
    padding: clamp(0.875rem, 3vw, 1.5rem) 0.25rem;
    container-type: inline-size;
    text-align: center;
    border: 1px solid var(--border);
    border-radius: min(calc(var(--radius) * 1.5), 1.25rem);
    background: var(--bg);
    box-shadow: var(--shadow);
  }
  .P__value {
    color: var(--heading);
    font-size: min(clamp(1.75rem, 1rem + 4vw, 3.5rem), 36cqi);
    font-weight: 700;
    line-height: 1;
    letter-spacing: -0.03em;
    font-variant-numeric: tabular-nums;
  }
  .P__label { color: var(--muted); font-size: min(clamp(0.6875rem, 0.6rem + 0.4vw, 0.8125rem), 13cqi); font-weight: 600; letter-spacing: 0.04em; text-transform: uppercase; }
  .P__finished { color: var(--heading); font-size: 1.25rem; font-weight: 700; }
  .P__form { display: flex; flex-wrap: wrap; gap: 0.625rem; width: 100%; max-width: 30rem; margin: 1.5rem auto 0; }
  .P__form input {
    flex: 1 1 14rem;
    min-width: 0;
    min-height: 3rem;
    padding: 0.75rem 1rem;
    border: 1px solid var(--border);
    border-radius: var(--radius);
    background: var(--bg);
    color: var(--text);
    font: inherit;
  }
  .P__form input::placeholder { color: var(--muted); }
  .P__form input:focus { outline: 3px solid var(--accent-soft); outline-offset: 0; border-color: var(--accent); }
  .P__form .P__btn { flex: 1 0 auto; min-height: 3rem; }
  .P__sent { margin-top: 1.5rem; display: flex; align-items: center; justify-content: center; gap: 0.5rem; color: var(--heading); font-weight: 600; }
  .P__sent svg { width: 1.375rem; height: 1.375rem; color: var(--accent-text); }
  @media (min-width: 960px) {
    .P--split .P__panel { grid-template-columns: minmax(0, 1fr) minmax(0, 1.1fr); align-items: center; text-align: left; }
    .P--split .P__head { margin: 0; }
    .P--split .P__form { max-width: 36rem; margin: 1.75rem 0 0; }
    .P--split .P__sent { justify-content: flex-start; margin-top: 1.75rem; }
  }
  .P--bold .P__panel { border: 0; background: linear-gradient(135deg, var(--primary), var(--accent)); color: var(--on-brand); }
  .P--bold .P__title, .P--bold .P__date, .P--bold .P__date svg, .P--bold .P__eyebrow, .P--bold .P__finished, .P--bold .P__sent, .P--bold .P__sent svg { color: inherit; }
  .P--bold .P__lead { color: inherit; opacity: 0.88; }
  .P--bold .P__unit { border-color: color-mix(in srgb, var(--on-brand) 30%, transparent); background: color-mix(in srgb, var(--on-brand) 12%, transparent); box-shadow: none; }
  .P--bold .P__value { color: inherit; }
  .P--bold .P__label { color: inherit; opacity: 0.85; }
  .P--bold .P__btn { background: var(--on-brand); color: var(--primary); }
  .P--bold .P__btn:hover { background: var(--on-brand); opacity: 0.92; }
  .P--bold :focus-visible { outline-color: currentColor; }`;

/** Alpine state: reads the target from the <time> element and recounts every second until it has passed. */
const STATE = `{ target: 0, left: null, done: false, sent: false, timer: null, init() { const raw = this.$refs.time.getAttribute('datetime'); this.target = new Date(raw.length === 10 ? raw + 'T00:00:00' : raw).getTime(); this.tick(); this.timer = setInterval(() => this.tick(), 1000); }, destroy() { clearInterval(this.timer); }, tick() { const ms = this.target - Date.now(); if (!(ms > 0)) { this.done = true; this.left = [0, 0, 0, 0]; clearInterval(this.timer); return; } const s = Math.floor(ms / 1000); this.left = [Math.floor(s / 86400), Math.floor(s / 3600) % 24, Math.floor(s / 60) % 60, s % 60]; }, part(i) { return this.left === null ? '--' : String(this.left[i]).padStart(2, '0'); } }`;

function render(ctx: PatternContext): string {
  const L = local(ctx, TEXT);
  const layout = (['center', 'split', 'bold'] as const)[variantOf(ctx, 3)];
  const target = targetOf(ctx);
  const title = ctx.copy.heading !== undefined ? t(ctx, ctx.copy.heading) : t(ctx, choose(ctx, L.titles));
  const lead = ctx.copy.subheading !== undefined ? t(ctx, ctx.copy.subheading) : t(ctx, L.lead);
  const eyebrow = ctx.copy.eyebrow !== undefined ? t(ctx, ctx.copy.eyebrow) : t(ctx, L.eyebrow);
  const units = L.units
    .map(
      (unit, i) => `<div class="~unit">
      <span class="~value" x-text="part(${i})">--</span>
      <span class="~label">${t(ctx, unit)}</span>
    </div>`,
    )
    .join('\n    ');
  const body = `
<div class="~inner">
  <div class="~panel">
    <div class="~head">
      <p class="~eyebrow">${eyebrow}</p>
      <h2 class="~title" id="~title">${title}</h2>
      <p class="~lead">${lead}</p>
      <p class="~date">${icon('calendar', '')}<span>${t(ctx, L.until)}: <time datetime="${target}" x-ref="time">${t(ctx, readableDate(target, ctx.lang))}</time></span></p>
    </div>
    <div>
      <div class="~timer" role="timer" aria-label="${t(ctx, L.remaining)}" x-show="!done">
    ${units}
      </div>
      <p class="~finished" role="status" x-show="done" style="display: none">${t(ctx, L.done)}</p>
      <form class="~form" x-show="!sent" x-on:submit.prevent="sent = true">
        <label class="~sr" for="~email">${t(ctx, L.email)}</label>
        <input id="~email" type="email" name="email" autocomplete="email" placeholder="${t(ctx, L.email)}" required>
        <button class="~btn" type="submit">${buttonLabel(ctx, L.notify)}</button>
      </form>
      <p class="~sent" role="status" x-show="sent" style="display: none">${icon('check', '')}${t(ctx, L.sent)}</p>
    </div>
  </div>
</div>`;
  return fragment(ctx, 'countdown', {
    css: CSS + controlScheme(ctx),
    body,
    buttons: true,
    modifiers: [layout],
    attrs: `x-data="${STATE}"`,
  });
}

export const countdown: PatternDefinition = {
  id: 'countdown',
  title: 'Countdown',
  keywords: [
    'countdown',
    'count down',
    'countdown timer',
    'launch timer',
    'coming soon',
    'countdown-timer',
    'countdown-uhr',
    'herunterzählen',
    'compte à rebours',
    'compte a rebours',
    'minuteur',
    'cuenta atrás',
    'cuenta regresiva',
    'cuenta atras',
    'conto alla rovescia',
    'timer per il lancio',
    'aftellen',
    'afteltimer',
    'aftelklok',
    'contagem regressiva',
    'contagem decrescente',
    'contador regressivo',
  ],
  itemNouns: [],
  place: 'flow',
  rank: 0,
  render,
};
