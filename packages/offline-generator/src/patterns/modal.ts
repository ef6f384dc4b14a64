import { icon } from '../art';
import type { Localized } from '../lang';
import { ROUND, buttonLabel, controlScheme, fragment, heading, lead, local, t, variantOf } from './kit';
import type { PatternContext, PatternDefinition } from './types';

interface Labels {
  open: string;
  title: string;
  text: string;
  name: string;
  email: string;
  submit: string;
  close: string;
  privacy: string;
  sentTitle: string;
  sentText: string;
  done: string;
}

const TEXT = {
  en: {
    open: 'Sign up for the newsletter',
    title: 'Join the {brand} newsletter',
    text: 'News, offers and a little inspiration, twice a month. Unsubscribe at any time.',
    name: 'First name',
    email: 'E-mail address',
    submit: 'Subscribe',
    close: 'Close',
    privacy: 'We never share your address.',
    sentTitle: 'You are on the list!',
    sentText: 'Check your inbox to confirm your subscription.',
    done: 'Done',
  },
  de: {
    open: 'Newsletter abonnieren',
    title: 'Der {brand}-Newsletter',
    text: 'Neuigkeiten, Angebote und ein wenig Inspiration, zweimal im Monat. Jederzeit abbestellbar.',
    name: 'Vorname',
    email: 'E-Mail-Adresse',
    submit: 'Abonnieren',
    close: 'Schließen',
    privacy: 'Wir geben Ihre Adresse niemals weiter.',
    sentTitle: 'Sie sind dabei!',
    sentText: 'Bitte bestätigen Sie Ihr Abonnement über den Link in Ihrem Postfach.',
    done: 'Fertig',
  },
  fr: {
    open: 'S’inscrire à la newsletter',
    title: 'La newsletter {brand}',
    text: 'Nouveautés, offres et un peu d’inspiration, deux fois par mois. Désinscription à tout moment.',
    name: 'Prénom',
    email: 'Adresse e-mail',
    submit: 'S’abonner',
    close: 'Fermer',
    privacy: 'Nous ne partageons jamais votre adresse.',
    sentTitle: 'Vous êtes inscrit !',
    sentText: 'Confirmez votre inscription grâce au lien reçu par e-mail.',
    done: 'Terminé',
  },
  es: {
    open: 'Suscribirse al boletín',
    title: 'El boletín de {brand}',
    text: 'Novedades, ofertas y algo de inspiración, dos veces al mes. Puedes darte de baja cuando quieras.',
    name: 'Nombre',
    email: 'Correo electrónico',
    submit: 'Suscribirme',
    close: 'Cerrar',
    privacy: 'Nunca compartimos tu dirección.',
    sentTitle: '¡Ya estás suscrito!',
    sentText: 'Revisa tu bandeja de entrada para confirmar la suscripción.',
    done: 'Listo',
  },
  it: {
    open: 'Iscriviti alla newsletter',
    title: 'La newsletter di {brand}',
    text: 'Novità, offerte e un po’ di ispirazione, due volte al mese. Puoi annullare l’iscrizione quando vuoi.',
    name: 'Nome',
    email: 'Indirizzo e-mail',
    submit: 'Iscriviti',
    close: 'Chiudi',
    privacy: 'Non condividiamo mai il tuo indirizzo.',
    sentTitle: 'Iscrizione completata!',
    sentText: 'Controlla la tua casella di posta per confermare l’iscrizione.',
    done: 'Fatto',
  },
  nl: {
    open: 'Aanmelden voor de nieuwsbrief',
    title: 'De nieuwsbrief van {brand}',
    text: 'Nieuws, aanbiedingen en wat inspiratie, twee keer per maand. Je kunt je altijd afmelden.',
    name: 'Voornaam',
    email: 'E-mailadres',
    submit: 'Aanmelden',
    close: 'Sluiten',
    privacy: 'We delen je adres nooit met anderen.',
    sentTitle: 'Je staat op de lijst!',
    sentText: 'Bevestig je aanmelding via de link in je inbox.',
    done: 'Klaar',
  },
  pt: {
    open: 'Subscrever a newsletter',
    title: 'A newsletter da {brand}',
    text: 'Novidades, ofertas e alguma inspiração, duas vezes por mês. Pode cancelar quando quiser.',
    name: 'Nome',
    email: 'Endereço de e-mail',
    submit: 'Subscrever',
    close: 'Fechar',
    privacy: 'Nunca partilhamos o seu endereço.',
    sentTitle: 'Já está na lista!',
    sentText: 'Confirme a subscrição através da ligação que enviámos para o seu e-mail.',
    done: 'Concluído',
  },
} satisfies Localized<Labels>;

const CSS = `
  .P__teaser {
    display: grid;
    gap: 1.75rem;
    justify-items: center;
    max-width: 48rem;
    margin: 0 auto;
    padding: clamp(2rem, 6vw, 3.5rem) clamp(1.25rem, 5vw, 3.5rem);
    border: 1px solid var(--border);
    border-radius: min(calc(var(--radius) * 2), 1.75rem);
    background: var(--surface-2);
    text-align: center;
  }
  .P--split .P__teaser { max-width: 72rem; }
  .P__teaser .P__badge { margin: 0 auto 1.25rem; }
  .P--split .P__teaser .P__badge { display: none; }
  @media (min-width: 860px) {
    .P--split .P__teaser { grid-template-columns: minmax(0, 1fr) auto; justify-items: start; align-items: center; gap: 3rem; text-align: left; }
  }
  .P__dialog {
    width: min(30rem, calc(100vw - 2rem));
    max-height: calc(100vh - 2rem);
    padding: 0;
    border: 1px solid var(--border);
    border-radius: min(calc(var(--radius) * 2), 1.5rem);
    background: var(--bg);
    color: var(--text);
    box-shadow: var(--shadow);
  }
  .P__dialog::backdrop { background: rgb(15 23 42 / 0.55); backdrop-filter: blur(3px); }
  .P__dialog[open] { animation: P-pop 0.22s ease-out; }
  @keyframes P-pop { from { opacity: 0; transform: translateY(12px) scale(0.98); } to { opacity: 1; transform: none; } }
  .P__box { position: relative; padding: clamp(1.5rem, 5vw, 2.25rem); }
  .P__badge {
    display: grid;
    place-items: center;
    width: 3rem;
    height: 3rem;
    margin-bottom: 1.25rem;
    border-radius: ${ROUND};
    background: var(--accent-soft);
    color: var(--accent-text);
  }
  .P__badge svg { width: 1.375rem; height: 1.375rem; }
  .P__dtitle { padding-right: 2.5rem; color: var(--heading); font-size: 1.5rem; line-height: 1.2; letter-spacing: -0.015em; }
  .P__dtext { margin-top: 0.625rem; color: var(--muted); }
  .P__close {
    position: absolute;
    top: 1rem;
    right: 1rem;
    display: grid;
    place-items: center;
    width: 2.5rem;
    height: 2.5rem;
    border: 1px solid var(--border);
    border-radius: ${ROUND};
    background: var(--bg);
    color: var(--heading);
    cursor: pointer;
  }
  .P__close:hover { background: var(--surface); }
  .P__close svg { width: 1.125rem; height: 1.125rem; }
  .P__form { display: grid; gap: 1rem; margin-top: 1.5rem; }
  .P__field { display: grid; gap: 0.375rem; }
  .P__field label { color: var(--heading); font-size: 0.875rem; font-weight: 600; }
  .P__field input {
    min-height: 2.875rem;
    padding: 0.625rem 0.875rem;
    border: 1px solid var(--border);
    border-radius: var(--radius);
    background: var(--bg);
    color: var(--text);
    font: inherit;
  }
  .P__field input:focus { outline: 3px solid var(--accent-soft); outline-offset: 0; border-color: var(--accent); }
  .P__form .P__btn { width: 100%; }
  .P__note { color: var(--muted); font-size: 0.8125rem; text-align: center; }
  .P__sent { display: grid; gap: 0.5rem; margin-top: 1.5rem; }
  .P__sent strong { color: var(--heading); font-size: 1.125rem; }
  .P__sent .P__btn { margin-top: 1rem; }`;

function render(ctx: PatternContext): string {
  const L = local(ctx, TEXT);
  const layout = (['center', 'split'] as const)[variantOf(ctx, 2)];
  const body = `
<div class="~inner">
  <div class="~teaser">
    <div>
      <span class="~badge" aria-hidden="true">${icon('sparkles', '')}</span>
      <h2 class="~title" id="~title">${heading(ctx, 'newsletter')}</h2>
      <p class="~lead">${lead(ctx, 'newsletter')}</p>
    </div>
    <button class="~btn" type="button" aria-haspopup="dialog" aria-controls="~dialog" x-ref="trigger" x-on:click="$refs.dialog.showModal()">${icon('mail', '')}${buttonLabel(ctx, L.open)}</button>
  </div>
</div>
<dialog class="~dialog" id="~dialog" aria-labelledby="~dtitle" x-ref="dialog" x-on:close="$refs.trigger.focus()" x-on:click.self="$refs.dialog.close()">
  <div class="~box">
    <button class="~close" type="button" aria-label="${t(ctx, L.close)}" x-on:click="$refs.dialog.close()">${icon('close', '')}</button>
    <span class="~badge" aria-hidden="true">${icon('mail', '')}</span>
    <h3 class="~dtitle" id="~dtitle">${t(ctx, L.title)}</h3>
    <p class="~dtext">${t(ctx, L.text)}</p>
    <form class="~form" x-show="!sent" x-on:submit.prevent="sent = true">
      <div class="~field">
        <label for="~name">${t(ctx, L.name)}</label>
        <input id="~name" type="text" name="name" autocomplete="given-name">
      </div>
      <div class="~field">
        <label for="~email">${t(ctx, L.email)}</label>
        <input id="~email" type="email" name="email" autocomplete="email" required>
      </div>
      <button class="~btn" type="submit">${t(ctx, L.submit)}</button>
      <p class="~note">${t(ctx, L.privacy)}</p>
    </form>
    <div class="~sent" role="status" x-show="sent" style="display: none">
      <strong>${t(ctx, L.sentTitle)}</strong>
      <p class="~dtext">${t(ctx, L.sentText)}</p>
      <button class="~btn ~btn--ghost" type="button" x-on:click="$refs.dialog.close()">${t(ctx, L.done)}</button>
    </div>
  </div>
</dialog>`;
  return fragment(ctx, 'modal', {
    css: CSS + controlScheme(ctx),
    body,
    buttons: true,
    modifiers: [layout],
    attrs: 'x-data="{ sent: false }"',
  });
}

export const modal: PatternDefinition = {
  id: 'modal',
  title: 'Modal dialog',
  keywords: [
    'modal',
    'modal dialog',
    'dialog',
    'popup',
    'pop-up',
    'pop up',
    'lightbox popup',
    'newsletter popup',
    'modales fenster',
    'dialogfenster',
    'dialogfeld',
    'fenêtre modale',
    'boîte de dialogue',
    'modale',
    'ventana modal',
    'diálogo',
    'ventana emergente',
    'finestra modale',
    'finestra di dialogo',
    'modaal venster',
    'dialoogvenster',
    'janela modal',
    'caixa de diálogo',
    'janela pop-up',
  ],
  itemNouns: [],
  // A modal's default content is a newsletter signup: "a modal for the newsletter" asks for one dialog.
  absorbs: ['newsletter'],
  place: 'flow',
  rank: 0,
  render,
};
