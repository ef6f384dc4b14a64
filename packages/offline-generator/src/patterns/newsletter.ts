import { icon } from '../art';
import type { Localized } from '../lang';
import { ROUND, buttonLabel, fragment, heading, lead, local, t, variantOf } from './kit';
import type { PatternContext, PatternDefinition } from './types';

const CSS = `
  .P__panel {
    display: grid;
    gap: 2rem;
    padding: clamp(2rem, 5vw, 3.5rem);
    border: 1px solid var(--border);
    border-radius: min(calc(var(--radius) * 2), 2rem);
    background: var(--surface-2);
  }
  .P--center .P__panel { max-width: 48rem; margin: 0 auto; text-align: center; }
  .P--center .P__form { margin: 0 auto; }
  @media (min-width: 880px) {
    .P--split .P__panel { grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr); align-items: center; gap: 3rem; }
  }
  .P__icon {
    display: inline-grid;
    place-items: center;
    width: 3rem;
    height: 3rem;
    margin-bottom: 1rem;
    border-radius: ${ROUND};
    background: var(--accent);
    color: var(--on-accent);
  }
  .P__icon svg { width: 1.375rem; height: 1.375rem; }
  .P--center .P__icon { margin-left: auto; margin-right: auto; }
  .P__eyebrow { display: block; }
  .P__form { display: flex; flex-wrap: wrap; gap: 0.625rem; width: 100%; max-width: 30rem; }
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
  .P__note { margin-top: 0.875rem; color: var(--muted); font-size: 0.875rem; }
  .P__done { display: flex; align-items: center; gap: 0.625rem; color: var(--heading); font-weight: 600; }
  .P--center .P__done { justify-content: center; }
  .P__done svg { width: 1.5rem; height: 1.5rem; color: var(--accent-text); }
  .P--bold .P__panel { border: 0; background: linear-gradient(135deg, var(--primary), var(--accent)); color: var(--on-brand); }
  .P--bold .P__title, .P--bold .P__done, .P--bold .P__done svg { color: inherit; }
  .P--bold .P__lead, .P--bold .P__note, .P--bold .P__eyebrow { color: inherit; }
  .P--bold .P__icon { background: var(--on-brand); color: var(--primary); }
  .P--bold .P__btn { background: var(--on-brand); color: var(--primary); }
  .P--bold .P__btn:hover { background: var(--on-brand); opacity: 0.92; }
  .P--bold :focus-visible { outline-color: currentColor; }
  .P--bold .P__form input:focus { border-color: var(--on-brand); outline-color: var(--on-brand); }`;

const TEXT = {
  en: {
    label: 'Email address',
    placeholder: 'you@example.com',
    subscribe: 'Subscribe',
    done: 'You are on the list. Welcome aboard!',
    note: ['We care about your data. Read our', 'privacy policy', '.'],
  },
  de: {
    label: 'E-Mail-Adresse',
    placeholder: 'name@beispiel.de',
    subscribe: 'Abonnieren',
    done: 'Sie sind dabei. Willkommen!',
    note: ['Wir gehen sorgsam mit Ihren Daten um. Mehr in unserer', 'Datenschutzerklärung', '.'],
  },
  fr: {
    label: 'Adresse e-mail',
    placeholder: 'vous@exemple.fr',
    subscribe: 'S’abonner',
    done: 'C’est fait\u00a0! Bienvenue parmi nous.',
    note: ['Nous prenons soin de vos données. Consultez notre', 'politique de confidentialité', '.'],
  },
  es: {
    label: 'Correo electrónico',
    placeholder: 'tu@ejemplo.es',
    subscribe: 'Suscribirme',
    done: '¡Ya estás en la lista! Te damos la bienvenida.',
    note: ['Cuidamos tus datos. Lee nuestra', 'política de privacidad', '.'],
  },
  it: {
    label: 'Indirizzo e-mail',
    placeholder: 'tu@esempio.it',
    subscribe: 'Iscriviti',
    done: 'Sei nella lista. Benvenuto a bordo!',
    note: ['Abbiamo cura dei tuoi dati. Leggi la nostra', 'informativa sulla privacy', '.'],
  },
  nl: {
    label: 'E-mailadres',
    placeholder: 'jij@voorbeeld.nl',
    subscribe: 'Inschrijven',
    done: 'Je staat op de lijst. Welkom!',
    note: ['We gaan zorgvuldig om met je gegevens. Lees ons', 'privacybeleid', '.'],
  },
  pt: {
    label: 'Endereço de e-mail',
    placeholder: 'voce@exemplo.pt',
    subscribe: 'Subscrever',
    done: 'Já está na lista. Bem-vindo!',
    note: ['Protegemos os seus dados. Leia a nossa', 'política de privacidade', '.'],
  },
} satisfies Localized<{
  label: string;
  placeholder: string;
  subscribe: string;
  done: string;
  note: [string, string, string];
}>;

function render(ctx: PatternContext): string {
  const text = local(ctx, TEXT);
  const [before, link, after] = text.note;
  const kicker = ctx.copy.eyebrow ?? ctx.copy.badge;
  const eyebrow = kicker !== undefined ? `\n      <p class="~eyebrow">${t(ctx, kicker)}</p>` : '';
  const variant = variantOf(ctx, 3);
  const modifiers = [['center'], ['split'], ['center', 'bold']][variant];
  const body = `
<div class="~inner">
  <div class="~panel" x-data="{ sent: false }">
    <div>
      <span class="~icon" aria-hidden="true">${icon('mail', '')}</span>${eyebrow}
      <h2 class="~title" id="~title">${heading(ctx, 'newsletter')}</h2>
      <p class="~lead">${lead(ctx, 'newsletter')}</p>
    </div>
    <div>
      <form class="~form" x-show="!sent" x-on:submit.prevent="sent = true">
        <label class="~sr" for="~email">${t(ctx, text.label)}</label>
        <input id="~email" type="email" name="email" autocomplete="email" placeholder="${t(ctx, text.placeholder)}" required>
        <button class="~btn" type="submit">${buttonLabel(ctx, text.subscribe)}</button>
      </form>
      <p class="~done" role="status" x-show="sent" style="display: none">${icon('check', '')}${t(ctx, text.done)}</p>
      <p class="~note">${t(ctx, before)} <a href="#">${t(ctx, link)}</a>${t(ctx, after)}</p>
    </div>
  </div>
</div>`;
  return fragment(ctx, 'newsletter', { css: CSS, body, buttons: true, modifiers });
}

export const newsletter: PatternDefinition = {
  id: 'newsletter',
  title: 'Newsletter signup',
  keywords: [
    'newsletter',
    'subscribe',
    'subscription form',
    'email signup',
    'email sign up',
    'email sign-up',
    'signup form',
    'sign up form',
    'sign-up form',
    'mailing list',
    'email capture',
    'opt-in',
    'waitlist',
    'wait list',
    'join the list',
    'email form',
  ],
  itemNouns: [],
  place: 'flow',
  rank: 0,
  render,
};
