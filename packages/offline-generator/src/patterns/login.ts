import { icon } from '../art';
import type { Localized } from '../lang';
import { controlScheme, fragment, local, t, variantOf } from './kit';
import type { PatternContext, PatternDefinition } from './types';

interface Labels {
  title: string;
  lead: string;
  signIn: string;
  signUp: string;
  modes: string;
  name: string;
  email: string;
  password: string;
  newPassword: string;
  hint: string;
  show: string;
  remember: string;
  forgot: string;
  terms: string;
  create: string;
  noAccount: string;
  haveAccount: string;
  welcome: string;
  created: string;
  perks: [string, string, string];
  aside: string;
}

const TEXT = {
  en: {
    title: 'Welcome back',
    lead: 'Sign in to your {brand} account.',
    signIn: 'Sign in',
    signUp: 'Create account',
    modes: 'Sign in or create an account',
    name: 'Full name',
    email: 'E-mail address',
    password: 'Password',
    newPassword: 'Choose a password',
    hint: 'At least 8 characters.',
    show: 'Show password',
    remember: 'Remember me',
    forgot: 'Forgot your password?',
    terms: 'I accept the terms of use and the privacy policy.',
    create: 'Create account',
    noAccount: 'New to {brand}?',
    haveAccount: 'Already have an account?',
    welcome: 'Welcome back! You are signed in.',
    created: 'Your account is ready. Welcome to {brand}!',
    perks: ['Track your orders and bookings', 'Save your favourites', 'Check out faster next time'],
    aside: 'Everything in one place',
  },
  de: {
    title: 'Willkommen zurück',
    lead: 'Melden Sie sich bei Ihrem {brand}-Konto an.',
    signIn: 'Anmelden',
    signUp: 'Registrieren',
    modes: 'Anmelden oder Konto erstellen',
    name: 'Vollständiger Name',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    newPassword: 'Passwort wählen',
    hint: 'Mindestens 8 Zeichen.',
    show: 'Passwort anzeigen',
    remember: 'Angemeldet bleiben',
    forgot: 'Passwort vergessen?',
    terms: 'Ich akzeptiere die Nutzungsbedingungen und die Datenschutzerklärung.',
    create: 'Konto erstellen',
    noAccount: 'Neu bei {brand}?',
    haveAccount: 'Sie haben schon ein Konto?',
    welcome: 'Willkommen zurück! Sie sind angemeldet.',
    created: 'Ihr Konto ist eingerichtet. Willkommen bei {brand}!',
    perks: ['Bestellungen und Buchungen verfolgen', 'Favoriten speichern', 'Beim nächsten Mal schneller bestellen'],
    aside: 'Alles an einem Ort',
  },
  fr: {
    title: 'Bon retour parmi nous',
    lead: 'Connectez-vous à votre compte {brand}.',
    signIn: 'Se connecter',
    signUp: 'Créer un compte',
    modes: 'Se connecter ou créer un compte',
    name: 'Nom complet',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    newPassword: 'Choisissez un mot de passe',
    hint: '8 caractères minimum.',
    show: 'Afficher le mot de passe',
    remember: 'Se souvenir de moi',
    forgot: 'Mot de passe oublié ?',
    terms: 'J’accepte les conditions d’utilisation et la politique de confidentialité.',
    create: 'Créer mon compte',
    noAccount: 'Nouveau chez {brand} ?',
    haveAccount: 'Vous avez déjà un compte ?',
    welcome: 'Bon retour ! Vous êtes connecté.',
    created: 'Votre compte est prêt. Bienvenue chez {brand} !',
    perks: ['Suivez vos commandes et réservations', 'Enregistrez vos favoris', 'Commandez plus vite la prochaine fois'],
    aside: 'Tout au même endroit',
  },
  es: {
    title: 'Hola de nuevo',
    lead: 'Inicia sesión en tu cuenta de {brand}.',
    signIn: 'Iniciar sesión',
    signUp: 'Crear cuenta',
    modes: 'Iniciar sesión o crear una cuenta',
    name: 'Nombre completo',
    email: 'Correo electrónico',
    password: 'Contraseña',
    newPassword: 'Elige una contraseña',
    hint: 'Mínimo 8 caracteres.',
    show: 'Mostrar contraseña',
    remember: 'Recordarme',
    forgot: '¿Has olvidado la contraseña?',
    terms: 'Acepto las condiciones de uso y la política de privacidad.',
    create: 'Crear cuenta',
    noAccount: '¿Eres nuevo en {brand}?',
    haveAccount: '¿Ya tienes cuenta?',
    welcome: '¡Hola de nuevo! Has iniciado sesión.',
    created: 'Tu cuenta está lista. ¡Te damos la bienvenida a {brand}!',
    perks: ['Sigue tus pedidos y reservas', 'Guarda tus favoritos', 'Compra más rápido la próxima vez'],
    aside: 'Todo en un solo lugar',
  },
  it: {
    title: 'Bentornato',
    lead: 'Accedi al tuo account {brand}.',
    signIn: 'Accedi',
    signUp: 'Registrati',
    modes: 'Accedi o crea un account',
    name: 'Nome e cognome',
    email: 'Indirizzo e-mail',
    password: 'Password',
    newPassword: 'Scegli una password',
    hint: 'Almeno 8 caratteri.',
    show: 'Mostra la password',
    remember: 'Ricordami',
    forgot: 'Password dimenticata?',
    terms: 'Accetto le condizioni d’uso e l’informativa sulla privacy.',
    create: 'Crea account',
    noAccount: 'Nuovo su {brand}?',
    haveAccount: 'Hai già un account?',
    welcome: 'Bentornato! Hai effettuato l’accesso.',
    created: 'Il tuo account è pronto. Benvenuto su {brand}!',
    perks: ['Segui ordini e prenotazioni', 'Salva i tuoi preferiti', 'Acquista più in fretta la prossima volta'],
    aside: 'Tutto in un unico posto',
  },
  nl: {
    title: 'Welkom terug',
    lead: 'Log in op je {brand}-account.',
    signIn: 'Inloggen',
    signUp: 'Registreren',
    modes: 'Inloggen of een account aanmaken',
    name: 'Volledige naam',
    email: 'E-mailadres',
    password: 'Wachtwoord',
    newPassword: 'Kies een wachtwoord',
    hint: 'Minstens 8 tekens.',
    show: 'Wachtwoord tonen',
    remember: 'Ingelogd blijven',
    forgot: 'Wachtwoord vergeten?',
    terms: 'Ik ga akkoord met de gebruiksvoorwaarden en de privacyverklaring.',
    create: 'Account aanmaken',
    noAccount: 'Nieuw bij {brand}?',
    haveAccount: 'Heb je al een account?',
    welcome: 'Welkom terug! Je bent ingelogd.',
    created: 'Je account is klaar. Welkom bij {brand}!',
    perks: ['Volg je bestellingen en boekingen', 'Bewaar je favorieten', 'Volgende keer sneller afrekenen'],
    aside: 'Alles op één plek',
  },
  pt: {
    title: 'Bem-vindo de volta',
    lead: 'Inicie sessão na sua conta {brand}.',
    signIn: 'Entrar',
    signUp: 'Criar conta',
    modes: 'Entrar ou criar uma conta',
    name: 'Nome completo',
    email: 'Endereço de e-mail',
    password: 'Palavra-passe',
    newPassword: 'Escolha uma palavra-passe',
    hint: 'Pelo menos 8 caracteres.',
    show: 'Mostrar palavra-passe',
    remember: 'Manter sessão iniciada',
    forgot: 'Esqueceu-se da palavra-passe?',
    terms: 'Aceito os termos de utilização e a política de privacidade.',
    create: 'Criar conta',
    noAccount: 'É novo na {brand}?',
    haveAccount: 'Já tem conta?',
    welcome: 'Bem-vindo de volta! Sessão iniciada.',
    created: 'A sua conta está pronta. Bem-vindo à {brand}!',
    perks: ['Acompanhe encomendas e reservas', 'Guarde os seus favoritos', 'Finalize compras mais depressa'],
    aside: 'Tudo num só lugar',
  },
} satisfies Localized<Labels>;

const EYE = `<svg class="~eye" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"/><circle cx="12" cy="12" r="3"/></svg>`;
const EYE_OFF = `<svg class="~eye-off" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="M3 3l18 18"/><path d="M10.6 5.1A10.8 10.8 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-3.2 4.2M6.6 6.6C3.9 8.3 2 12 2 12s3.6 7 10 7a9.8 9.8 0 0 0 5.4-1.6"/><path d="M9.9 9.9a3 3 0 0 0 4.2 4.2"/></svg>`;

const CSS = `
  .P { background: var(--surface); }
  .P__wrap {
    display: grid;
    max-width: 28rem;
    margin: 0 auto;
    overflow: hidden;
    border: 1px solid var(--border);
    border-radius: min(calc(var(--radius) * 2), 1.5rem);
    background: var(--bg);
    box-shadow: var(--shadow);
  }
  .P--split .P__wrap { max-width: 60rem; }
  @media (min-width: 860px) { .P--split .P__wrap { grid-template-columns: minmax(0, 0.95fr) minmax(0, 1.05fr); } }
  .P__aside {
    display: none;
    flex-direction: column;
    justify-content: space-between;
    gap: 2rem;
    padding: 2.5rem;
    background: linear-gradient(150deg, var(--primary), var(--accent));
    color: var(--on-brand);
  }
  @media (min-width: 860px) { .P--split .P__aside { display: flex; } }
  .P__brand { display: flex; align-items: center; gap: 0.625rem; font-size: 1.125rem; font-weight: 700; }
  .P__brand svg { width: 2rem; height: 2rem; }
  .P__aside h2 { font-size: 1.75rem; line-height: 1.2; letter-spacing: -0.015em; }
  .P__perks { display: grid; gap: 0.75rem; margin-top: 1.25rem; }
  .P__perks li { display: flex; gap: 0.625rem; align-items: center; }
  .P__perks svg { flex: none; width: 1.25rem; height: 1.25rem; }
  .P__main { padding: clamp(1.5rem, 5vw, 2.5rem); min-width: 0; }
  .P .P__title { font-size: clamp(1.5rem, 1.2rem + 1.2vw, 1.875rem); }
  .P .P__lead { margin-top: 0.5rem; font-size: 1rem; }
  .P__switch {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 0.25rem;
    margin: 1.5rem 0;
    padding: 0.25rem;
    border-radius: min(calc(var(--radius) * 1.25), 0.875rem);
    background: var(--surface);
    border: 1px solid var(--border);
  }
  .P__mode {
    min-height: 2.5rem;
    padding: 0.5rem;
    border: 0;
    border-radius: var(--radius);
    background: none;
    color: var(--muted);
    font: inherit;
    font-size: 0.9375rem;
    font-weight: 600;
    cursor: pointer;
  }
  .P__mode[aria-selected="true"] { background: var(--bg); color: var(--heading); box-shadow: var(--shadow); }
  .P__form { display: grid; gap: 1.125rem; }
  .P__field { display: grid; gap: 0.375rem; }
  .P__field > label, .P__label { color: var(--heading); font-size: 0.875rem; font-weight: 600; }
  .P__control { position: relative; }
  .P__field input {
    width: 100%;
    min-height: 2.875rem;
    padding: 0.625rem 0.875rem;
    border: 1px solid var(--border);
    border-radius: var(--radius);
    background: var(--bg);
    color: var(--text);
    font: inherit;
  }
  .P__control input { padding-right: 3rem; }
  .P__field input:focus { outline: 3px solid var(--accent-soft); outline-offset: 0; border-color: var(--accent); }
  .P__hint { color: var(--muted); font-size: 0.8125rem; }
  .P__peek {
    position: absolute;
    top: 50%;
    right: 0.25rem;
    display: grid;
    place-items: center;
    width: 2.5rem;
    height: 2.5rem;
    margin-top: -1.25rem;
    border: 0;
    border-radius: var(--radius);
    background: none;
    color: var(--muted);
    cursor: pointer;
  }
  .P__peek:hover { color: var(--heading); }
  .P__peek svg { width: 1.25rem; height: 1.25rem; }
  .P__peek .P__eye-off, .P__peek[aria-pressed="true"] .P__eye { display: none; }
  .P__peek[aria-pressed="true"] .P__eye-off { display: block; }
  .P__row { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.5rem 1rem; }
  .P__check { display: flex; align-items: flex-start; gap: 0.5rem; color: var(--text); font-size: 0.875rem; cursor: pointer; }
  .P__check input { flex: none; width: 1.125rem; height: 1.125rem; margin: 0.125rem 0 0; accent-color: var(--accent); }
  .P__forgot { color: var(--accent-text); font-size: 0.875rem; font-weight: 600; }
  .P__form .P__btn { width: 100%; min-height: 3rem; }
  .P__alt { margin-top: 1.5rem; color: var(--muted); font-size: 0.9375rem; text-align: center; }
  .P__text-btn { padding: 0.25rem; border: 0; background: none; color: var(--accent-text); font: inherit; font-weight: 600; text-decoration: underline; text-underline-offset: 0.2em; cursor: pointer; }
  .P__done { display: flex; gap: 0.5rem; align-items: center; margin-top: 1.5rem; color: var(--heading); font-weight: 600; }
  .P__done svg { flex: none; width: 1.375rem; height: 1.375rem; color: var(--accent-text); }`;

function passwordField(ctx: PatternContext, id: string, label: string, autocomplete: string, hint?: string): string {
  const L = local(ctx, TEXT);
  const described = hint !== undefined ? ` aria-describedby="~${id}-hint"` : '';
  const hintHtml = hint !== undefined ? `\n        <p class="~hint" id="~${id}-hint">${hint}</p>` : '';
  return `<div class="~field">
        <label for="~${id}">${label}</label>
        <div class="~control">
          <input id="~${id}" type="password" name="password" autocomplete="${autocomplete}" minlength="8" required${described} x-bind:type="show ? 'text' : 'password'">
          <button class="~peek" type="button" aria-label="${t(ctx, L.show)}" aria-controls="~${id}" aria-pressed="false" x-bind:aria-pressed="show ? 'true' : 'false'" x-on:click="show = !show">${EYE}${EYE_OFF}</button>
        </div>${hintHtml}
      </div>`;
}

function render(ctx: PatternContext): string {
  const L = local(ctx, TEXT);
  const layout = (['card', 'split'] as const)[variantOf(ctx, 2)];
  const title = ctx.copy.heading !== undefined ? t(ctx, ctx.copy.heading) : t(ctx, L.title);
  const lead = ctx.copy.subheading !== undefined ? t(ctx, ctx.copy.subheading) : t(ctx, L.lead);
  const submit = ctx.copy.button !== undefined ? t(ctx, ctx.copy.button) : t(ctx, L.signIn);
  const email = ctx.copy.email !== undefined ? ` value="${t(ctx, ctx.copy.email)}"` : '';
  const aside =
    layout === 'split'
      ? `
  <div class="~aside">
    <p class="~brand"><svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="9" fill="currentColor" opacity="0.2"/><path d="M9 22 16 9l7 13z" fill="currentColor"/></svg>${t(ctx, ctx.brand)}</p>
    <div>
      <h2>${t(ctx, L.aside)}</h2>
      <ul class="~perks">
        ${L.perks.map((p) => `<li>${icon('check', '')}<span>${t(ctx, p)}</span></li>`).join('\n        ')}
      </ul>
    </div>
  </div>`
      : '';
  const body = `
<div class="~inner">
  <div class="~wrap" x-data="{ mode: 'in', show: false, done: false }">${aside}
  <div class="~main">
    <h1 class="~title" id="~title">${title}</h1>
    <p class="~lead">${lead}</p>
    <div class="~switch" role="tablist" aria-label="${t(ctx, L.modes)}">
      <button class="~mode" type="button" role="tab" id="~tab-in" aria-controls="~in" aria-selected="true" x-bind:aria-selected="mode === 'in' ? 'true' : 'false'" x-bind:tabindex="mode === 'in' ? 0 : -1" x-on:click="mode = 'in'; done = false" x-on:keydown.arrow-right.prevent="mode = 'up'; $nextTick(() => $el.nextElementSibling.focus())">${t(ctx, L.signIn)}</button>
      <button class="~mode" type="button" role="tab" id="~tab-up" aria-controls="~up" aria-selected="false" tabindex="-1" x-bind:aria-selected="mode === 'up' ? 'true' : 'false'" x-bind:tabindex="mode === 'up' ? 0 : -1" x-on:click="mode = 'up'; done = false" x-on:keydown.arrow-left.prevent="mode = 'in'; $nextTick(() => $el.previousElementSibling.focus())">${t(ctx, L.signUp)}</button>
    </div>
    <div role="tabpanel" id="~in" aria-labelledby="~tab-in" x-bind:hidden="mode !== 'in'">
      <form class="~form" x-show="!done" x-on:submit.prevent="done = true">
        <div class="~field">
          <label for="~email">${t(ctx, L.email)}</label>
          <input id="~email" type="email" name="email" autocomplete="email" required${email}>
        </div>
        ${passwordField(ctx, 'password', t(ctx, L.password), 'current-password')}
        <div class="~row">
          <label class="~check" for="~remember"><input id="~remember" type="checkbox" name="remember">${t(ctx, L.remember)}</label>
          <a class="~forgot" href="#">${t(ctx, L.forgot)}</a>
        </div>
        <button class="~btn" type="submit">${submit}</button>
      </form>
      <p class="~done" role="status" x-show="done" style="display: none">${icon('check', '')}${t(ctx, L.welcome)}</p>
      <p class="~alt">${t(ctx, L.noAccount)} <button class="~text-btn" type="button" aria-controls="~up" x-on:click="mode = 'up'">${t(ctx, L.signUp)}</button></p>
    </div>
    <div role="tabpanel" id="~up" aria-labelledby="~tab-up" hidden x-bind:hidden="mode !== 'up'">
      <form class="~form" x-show="!done" x-on:submit.prevent="done = true">
        <div class="~field">
          <label for="~name">${t(ctx, L.name)}</label>
          <input id="~name" type="text" name="name" autocomplete="name" required>
        </div>
        <div class="~field">
          <label for="~new-email">${t(ctx, L.email)}</label>
          <input id="~new-email" type="email" name="email" autocomplete="email" required>
        </div>
        ${passwordField(ctx, 'new-password', t(ctx, L.newPassword), 'new-password', t(ctx, L.hint))}
        <label class="~check" for="~terms"><input id="~terms" type="checkbox" name="terms" required>${t(ctx, L.terms)}</label>
        <button class="~btn" type="submit">${t(ctx, L.create)}</button>
      </form>
      <p class="~done" role="status" x-show="done" style="display: none">${icon('check', '')}${t(ctx, L.created)}</p>
      <p class="~alt">${t(ctx, L.haveAccount)} <button class="~text-btn" type="button" aria-controls="~in" x-on:click="mode = 'in'">${t(ctx, L.signIn)}</button></p>
    </div>
  </div>
  </div>
</div>`;
  return fragment(ctx, 'login', { css: CSS + controlScheme(ctx), body, buttons: true, modifiers: [layout] });
}

export const login: PatternDefinition = {
  id: 'login',
  title: 'Login and sign-up',
  keywords: [
    'login',
    'log in',
    'log-in',
    'login form',
    'login page',
    'sign in',
    'sign-in',
    'signin',
    'sign up page',
    'sign-up page',
    'signup page',
    'register',
    'registration',
    'registration form',
    'create account',
    'create an account',
    'account login',
    'authentication',
    'anmeldung',
    'anmelden',
    'einloggen',
    'login-seite',
    'registrieren',
    'registrierung',
    'konto erstellen',
    'connexion',
    'se connecter',
    'inscription',
    's’inscrire',
    "s'inscrire",
    'créer un compte',
    'iniciar sesión',
    'inicio de sesión',
    'registrarse',
    'formulario de registro',
    'página de registro',
    'crear cuenta',
    'accedi',
    'pagina di accesso',
    'registrati',
    'registrazione',
    'crea account',
    'inloggen',
    'aanmelden',
    'registreren',
    'account aanmaken',
    'entrar',
    'iniciar sessão',
    'início de sessão',
    'página de login',
    'registar-se',
    'registrar-se',
    'criar conta',
    'cadastro',
  ],
  itemNouns: [],
  place: 'flow',
  rank: 0,
  render,
};
