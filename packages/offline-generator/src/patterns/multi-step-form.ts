import { icon } from '../art';
import type { Localized } from '../lang';
import { ROUND, buttonLabel, controlScheme, fragment, itemCount, local, t, variantOf } from './kit';
import type { PatternContext, PatternDefinition } from './types';

/** What a step asks for; a named step ("Zahlung", "shipping") is matched to one of these by its words. */
type Kind = 'contact' | 'address' | 'shipping' | 'payment' | 'project' | 'date' | 'message' | 'confirm' | 'other';

/** Steps of a flow in their natural order. */
const ORDER: Kind[] = ['contact', 'address', 'shipping', 'payment', 'project', 'date', 'message', 'confirm'];

type Flow = 'checkout' | 'enquiry' | 'booking';

/** The steps a flow keeps first when it has fewer. */
const PRIORITY: Record<Flow, Kind[]> = {
  checkout: ['address', 'payment', 'shipping', 'contact', 'confirm'],
  enquiry: ['contact', 'confirm', 'project', 'date', 'message'],
  booking: ['date', 'contact', 'confirm', 'message', 'project'],
};

const KIND_WORDS: Array<[Kind, RegExp]> = [
  ['address', /address|adress|dirección|direccion|indirizzo|adres|endereço|endereco|morada|anschrift/i],
  [
    'shipping',
    /shipping|delivery|versand|liefer|livraison|envío|envio|entrega|spedizion|consegna|verzend|bezorg|levering|frete/i,
  ],
  ['payment', /pay|billing|zahlung|bezahl|paiement|pago|pagament|betaal|betaling|factur|rechnung/i],
  [
    'date',
    /date|time|when|booking|appointment|datum|termin|zeit|rendez|heure|fecha|hora|cita|data|orario|appuntament|afspraak|tijd|horário|horario|marcação/i,
  ],
  [
    'confirm',
    /confirm|review|summary|check|bestätig|übersicht|prüf|récap|résumé|vérif|resumen|revis|riepilog|conferm|bevestig|overzicht|controle|resumo/i,
  ],
  [
    'project',
    /project|service|request|projekt|anfrage|leistung|projet|demande|proyecto|servicio|solicitud|progett|serviz|richiesta|aanvraag|dienst|projeto|serviço|pedido/i,
  ],
  [
    'message',
    /message|note|comment|wish|nachricht|anmerk|wünsch|commentaire|mensaje|comentario|messaggio|nota|bericht|opmerking|mensagem|observa/i,
  ],
  [
    'contact',
    /contact|detail|personal|about|you|name|kontakt|person|daten|angaben|coordonn|vous|contacto|datos|usted|contatt|dati|gegevens|jouw|dados|você|voce|sobre/i,
  ],
];

function kindOf(name: string): Kind {
  return KIND_WORDS.find(([, re]) => re.test(name))?.[0] ?? 'other';
}

interface Labels {
  steps: Record<Exclude<Kind, 'other'>, string>;
  titles: Record<Flow, string>;
  lead: string;
  name: string;
  email: string;
  phone: string;
  street: string;
  postcode: string;
  city: string;
  country: string;
  delivery: string;
  options: Array<[string, string, string]>;
  cardName: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
  service: string;
  choose: string;
  brief: string;
  date: string;
  time: string;
  people: string;
  message: string;
  notes: string;
  check: string;
  terms: string;
  next: string;
  back: string;
  send: string;
  order: string;
  stepOf: [string, string];
  progress: string;
  thanks: string;
  sent: string;
  ordered: string;
}

const TEXT = {
  en: {
    steps: {
      contact: 'Your details',
      address: 'Address',
      shipping: 'Shipping',
      payment: 'Payment',
      project: 'Your project',
      date: 'Date & time',
      message: 'Message',
      confirm: 'Confirm',
    },
    titles: { checkout: 'Checkout', enquiry: 'Tell us about your project', booking: 'Book your appointment' },
    lead: 'It only takes two minutes. You can go back at any step.',
    name: 'Full name',
    email: 'E-mail address',
    phone: 'Phone (optional)',
    street: 'Street and house number',
    postcode: 'Postcode',
    city: 'Town or city',
    country: 'Country',
    delivery: 'Delivery method',
    options: [
      ['Standard delivery', '3–5 working days', 'Free'],
      ['Express delivery', 'Next working day', '$9.90'],
      ['Click & collect', 'Pick up in store', 'Free'],
    ],
    cardName: 'Name on card',
    cardNumber: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    cvc: 'Security code',
    service: 'What can we help with?',
    choose: 'Please choose',
    brief: 'Tell us about your project',
    date: 'Preferred date',
    time: 'Preferred time',
    people: 'Number of people',
    message: 'Anything else we should know? (optional)',
    notes: 'Notes (optional)',
    check: 'Please check your details, then send them off.',
    terms: 'I agree to the terms and the privacy policy.',
    next: 'Next',
    back: 'Back',
    send: 'Send',
    order: 'Place order',
    stepOf: ['Step', 'of'],
    progress: 'Progress',
    thanks: 'Thank you!',
    sent: 'We have received your request and will get back to you within one working day.',
    ordered: 'Your order is confirmed. A confirmation is on its way to your inbox.',
  },
  de: {
    steps: {
      contact: 'Ihre Angaben',
      address: 'Adresse',
      shipping: 'Versand',
      payment: 'Zahlung',
      project: 'Ihr Projekt',
      date: 'Datum & Uhrzeit',
      message: 'Nachricht',
      confirm: 'Bestätigen',
    },
    titles: { checkout: 'Kasse', enquiry: 'Erzählen Sie uns von Ihrem Projekt', booking: 'Termin buchen' },
    lead: 'Das dauert nur zwei Minuten. Sie können jederzeit einen Schritt zurückgehen.',
    name: 'Vollständiger Name',
    email: 'E-Mail-Adresse',
    phone: 'Telefon (optional)',
    street: 'Straße und Hausnummer',
    postcode: 'Postleitzahl',
    city: 'Ort',
    country: 'Land',
    delivery: 'Versandart',
    options: [
      ['Standardversand', '3–5 Werktage', 'Kostenlos'],
      ['Expressversand', 'Am nächsten Werktag', '9,90 €'],
      ['Abholung', 'Im Laden abholen', 'Kostenlos'],
    ],
    cardName: 'Name auf der Karte',
    cardNumber: 'Kartennummer',
    expiry: 'Gültig bis (MM/JJ)',
    cvc: 'Prüfnummer',
    service: 'Wobei können wir helfen?',
    choose: 'Bitte wählen',
    brief: 'Beschreiben Sie Ihr Projekt',
    date: 'Wunschtermin',
    time: 'Wunschuhrzeit',
    people: 'Anzahl Personen',
    message: 'Möchten Sie uns noch etwas mitteilen? (optional)',
    notes: 'Anmerkungen (optional)',
    check: 'Bitte prüfen Sie Ihre Angaben und senden Sie sie dann ab.',
    terms: 'Ich stimme den AGB und der Datenschutzerklärung zu.',
    next: 'Weiter',
    back: 'Zurück',
    send: 'Absenden',
    order: 'Kostenpflichtig bestellen',
    stepOf: ['Schritt', 'von'],
    progress: 'Fortschritt',
    thanks: 'Vielen Dank!',
    sent: 'Wir haben Ihre Anfrage erhalten und melden uns innerhalb eines Werktags.',
    ordered: 'Ihre Bestellung ist bestätigt. Eine Bestätigung ist unterwegs in Ihr Postfach.',
  },
  fr: {
    steps: {
      contact: 'Vos coordonnées',
      address: 'Adresse',
      shipping: 'Livraison',
      payment: 'Paiement',
      project: 'Votre projet',
      date: 'Date et heure',
      message: 'Message',
      confirm: 'Confirmation',
    },
    titles: { checkout: 'Commande', enquiry: 'Parlez-nous de votre projet', booking: 'Prendre rendez-vous' },
    lead: 'Cela ne prend que deux minutes. Vous pouvez revenir en arrière à tout moment.',
    name: 'Nom complet',
    email: 'Adresse e-mail',
    phone: 'Téléphone (facultatif)',
    street: 'Numéro et nom de rue',
    postcode: 'Code postal',
    city: 'Ville',
    country: 'Pays',
    delivery: 'Mode de livraison',
    options: [
      ['Livraison standard', '3 à 5 jours ouvrés', 'Gratuite'],
      ['Livraison express', 'Le jour ouvré suivant', '9,90 €'],
      ['Retrait en boutique', 'À retirer en magasin', 'Gratuit'],
    ],
    cardName: 'Nom sur la carte',
    cardNumber: 'Numéro de carte',
    expiry: 'Date d’expiration (MM/AA)',
    cvc: 'Cryptogramme',
    service: 'Comment pouvons-nous vous aider ?',
    choose: 'Veuillez choisir',
    brief: 'Décrivez votre projet',
    date: 'Date souhaitée',
    time: 'Heure souhaitée',
    people: 'Nombre de personnes',
    message: 'Autre chose à nous dire ? (facultatif)',
    notes: 'Remarques (facultatif)',
    check: 'Vérifiez vos informations, puis envoyez-les.',
    terms: 'J’accepte les conditions générales et la politique de confidentialité.',
    next: 'Suivant',
    back: 'Retour',
    send: 'Envoyer',
    order: 'Valider la commande',
    stepOf: ['Étape', 'sur'],
    progress: 'Progression',
    thanks: 'Merci !',
    sent: 'Nous avons bien reçu votre demande et vous répondrons sous un jour ouvré.',
    ordered: 'Votre commande est confirmée. Un e-mail de confirmation est en route.',
  },
  es: {
    steps: {
      contact: 'Tus datos',
      address: 'Dirección',
      shipping: 'Envío',
      payment: 'Pago',
      project: 'Tu proyecto',
      date: 'Fecha y hora',
      message: 'Mensaje',
      confirm: 'Confirmar',
    },
    titles: { checkout: 'Finalizar compra', enquiry: 'Cuéntanos tu proyecto', booking: 'Reserva tu cita' },
    lead: 'Solo te llevará dos minutos. Puedes volver atrás en cualquier paso.',
    name: 'Nombre completo',
    email: 'Correo electrónico',
    phone: 'Teléfono (opcional)',
    street: 'Calle y número',
    postcode: 'Código postal',
    city: 'Ciudad',
    country: 'País',
    delivery: 'Método de envío',
    options: [
      ['Envío estándar', 'De 3 a 5 días laborables', 'Gratis'],
      ['Envío exprés', 'Al siguiente día laborable', '9,90 €'],
      ['Recogida en tienda', 'Recoge tu pedido en la tienda', 'Gratis'],
    ],
    cardName: 'Titular de la tarjeta',
    cardNumber: 'Número de tarjeta',
    expiry: 'Caducidad (MM/AA)',
    cvc: 'Código de seguridad',
    service: '¿En qué podemos ayudarte?',
    choose: 'Elige una opción',
    brief: 'Cuéntanos tu proyecto',
    date: 'Fecha preferida',
    time: 'Hora preferida',
    people: 'Número de personas',
    message: '¿Algo más que debamos saber? (opcional)',
    notes: 'Notas (opcional)',
    check: 'Revisa tus datos y después envíalos.',
    terms: 'Acepto las condiciones y la política de privacidad.',
    next: 'Siguiente',
    back: 'Atrás',
    send: 'Enviar',
    order: 'Realizar pedido',
    stepOf: ['Paso', 'de'],
    progress: 'Progreso',
    thanks: '¡Gracias!',
    sent: 'Hemos recibido tu solicitud y te responderemos en un día laborable.',
    ordered: 'Tu pedido está confirmado. Te hemos enviado un correo de confirmación.',
  },
  it: {
    steps: {
      contact: 'I tuoi dati',
      address: 'Indirizzo',
      shipping: 'Spedizione',
      payment: 'Pagamento',
      project: 'Il tuo progetto',
      date: 'Data e ora',
      message: 'Messaggio',
      confirm: 'Conferma',
    },
    titles: { checkout: 'Cassa', enquiry: 'Raccontaci il tuo progetto', booking: 'Prenota un appuntamento' },
    lead: 'Bastano due minuti. Puoi tornare indietro in qualsiasi momento.',
    name: 'Nome e cognome',
    email: 'Indirizzo e-mail',
    phone: 'Telefono (facoltativo)',
    street: 'Via e numero civico',
    postcode: 'CAP',
    city: 'Città',
    country: 'Paese',
    delivery: 'Metodo di spedizione',
    options: [
      ['Spedizione standard', '3–5 giorni lavorativi', 'Gratis'],
      ['Spedizione express', 'Il giorno lavorativo successivo', '9,90 €'],
      ['Ritiro in negozio', 'Ritira il tuo ordine in negozio', 'Gratis'],
    ],
    cardName: 'Intestatario della carta',
    cardNumber: 'Numero della carta',
    expiry: 'Scadenza (MM/AA)',
    cvc: 'Codice di sicurezza',
    service: 'Come possiamo aiutarti?',
    choose: 'Scegli un’opzione',
    brief: 'Descrivi il tuo progetto',
    date: 'Data preferita',
    time: 'Orario preferito',
    people: 'Numero di persone',
    message: 'Vuoi aggiungere qualcosa? (facoltativo)',
    notes: 'Note (facoltativo)',
    check: 'Controlla i tuoi dati, poi inviali.',
    terms: 'Accetto le condizioni e l’informativa sulla privacy.',
    next: 'Avanti',
    back: 'Indietro',
    send: 'Invia',
    order: 'Conferma l’ordine',
    stepOf: ['Passo', 'di'],
    progress: 'Avanzamento',
    thanks: 'Grazie!',
    sent: 'Abbiamo ricevuto la tua richiesta e ti risponderemo entro un giorno lavorativo.',
    ordered: 'Il tuo ordine è confermato. Riceverai a breve un’e-mail di conferma.',
  },
  nl: {
    steps: {
      contact: 'Je gegevens',
      address: 'Adres',
      shipping: 'Verzending',
      payment: 'Betaling',
      project: 'Je project',
      date: 'Datum en tijd',
      message: 'Bericht',
      confirm: 'Bevestigen',
    },
    titles: { checkout: 'Afrekenen', enquiry: 'Vertel ons over je project', booking: 'Maak een afspraak' },
    lead: 'Het duurt maar twee minuten. Je kunt bij elke stap terug.',
    name: 'Volledige naam',
    email: 'E-mailadres',
    phone: 'Telefoon (optioneel)',
    street: 'Straat en huisnummer',
    postcode: 'Postcode',
    city: 'Plaats',
    country: 'Land',
    delivery: 'Verzendmethode',
    options: [
      ['Standaardverzending', '3–5 werkdagen', 'Gratis'],
      ['Expresverzending', 'Volgende werkdag', '€ 9,90'],
      ['Afhalen', 'Ophalen in de winkel', 'Gratis'],
    ],
    cardName: 'Naam op de kaart',
    cardNumber: 'Kaartnummer',
    expiry: 'Vervaldatum (MM/JJ)',
    cvc: 'Beveiligingscode',
    service: 'Waarmee kunnen we helpen?',
    choose: 'Maak een keuze',
    brief: 'Vertel ons over je project',
    date: 'Gewenste datum',
    time: 'Gewenste tijd',
    people: 'Aantal personen',
    message: 'Wil je nog iets kwijt? (optioneel)',
    notes: 'Opmerkingen (optioneel)',
    check: 'Controleer je gegevens en verstuur ze daarna.',
    terms: 'Ik ga akkoord met de voorwaarden en de privacyverklaring.',
    next: 'Volgende',
    back: 'Terug',
    send: 'Versturen',
    order: 'Bestelling plaatsen',
    stepOf: ['Stap', 'van'],
    progress: 'Voortgang',
    thanks: 'Bedankt!',
    sent: 'We hebben je aanvraag ontvangen en reageren binnen één werkdag.',
    ordered: 'Je bestelling is bevestigd. Er is een bevestiging onderweg naar je inbox.',
  },
  pt: {
    steps: {
      contact: 'Os seus dados',
      address: 'Morada',
      shipping: 'Envio',
      payment: 'Pagamento',
      project: 'O seu projeto',
      date: 'Data e hora',
      message: 'Mensagem',
      confirm: 'Confirmar',
    },
    titles: { checkout: 'Finalizar compra', enquiry: 'Fale-nos do seu projeto', booking: 'Marque a sua visita' },
    lead: 'Demora apenas dois minutos. Pode voltar atrás em qualquer passo.',
    name: 'Nome completo',
    email: 'Endereço de e-mail',
    phone: 'Telefone (opcional)',
    street: 'Rua e número',
    postcode: 'Código postal',
    city: 'Localidade',
    country: 'País',
    delivery: 'Método de envio',
    options: [
      ['Envio normal', '3 a 5 dias úteis', 'Grátis'],
      ['Envio expresso', 'No dia útil seguinte', '9,90 €'],
      ['Levantamento na loja', 'Levante a encomenda na loja', 'Grátis'],
    ],
    cardName: 'Nome no cartão',
    cardNumber: 'Número do cartão',
    expiry: 'Validade (MM/AA)',
    cvc: 'Código de segurança',
    service: 'Como podemos ajudar?',
    choose: 'Escolha uma opção',
    brief: 'Descreva o seu projeto',
    date: 'Data preferida',
    time: 'Hora preferida',
    people: 'Número de pessoas',
    message: 'Mais alguma coisa que devamos saber? (opcional)',
    notes: 'Notas (opcional)',
    check: 'Verifique os seus dados e depois envie.',
    terms: 'Aceito os termos e a política de privacidade.',
    next: 'Seguinte',
    back: 'Voltar',
    send: 'Enviar',
    order: 'Confirmar encomenda',
    stepOf: ['Passo', 'de'],
    progress: 'Progresso',
    thanks: 'Obrigado!',
    sent: 'Recebemos o seu pedido e respondemos no prazo de um dia útil.',
    ordered: 'A sua encomenda está confirmada. Enviámos uma confirmação para o seu e-mail.',
  },
} satisfies Localized<Labels>;

interface Step {
  kind: Kind;
  name: string;
}

function flowOf(ctx: PatternContext): Flow {
  if (ctx.bank.id === 'shop') return 'checkout';
  return ['food', 'travel', 'events', 'health', 'fitness'].includes(ctx.bank.id) ? 'booking' : 'enquiry';
}

function stepsOf(ctx: PatternContext, L: Labels): Step[] {
  const given = ctx.copy.items?.map((item) => item.trim()).filter(Boolean);
  if (given !== undefined && given.length > 0) return given.slice(0, 6).map((name) => ({ kind: kindOf(name), name }));
  const wanted = PRIORITY[flowOf(ctx)].slice(0, itemCount(ctx, 3, 5));
  return ORDER.filter((k) => wanted.includes(k)).map((kind) => ({
    kind,
    name: kind === 'other' ? '' : L.steps[kind],
  }));
}

interface Field {
  label: string;
  name: string;
  type?: string;
  autocomplete?: string;
  required?: boolean;
  half?: boolean;
  extra?: string;
}

function input(ctx: PatternContext, id: string, f: Field): string {
  const required = f.required === false ? '' : ' required';
  const auto = f.autocomplete !== undefined ? ` autocomplete="${f.autocomplete}"` : '';
  const control =
    f.type === 'textarea'
      ? `<textarea id="${id}" name="${f.name}" rows="4"${required}></textarea>`
      : `<input id="${id}" type="${f.type ?? 'text'}" name="${f.name}"${auto}${f.extra ?? ''}${required}>`;
  return `<div class="~field${f.half === true ? ' ~field--half' : ''}">
            <label for="${id}">${t(ctx, f.label)}</label>
            ${control}
          </div>`;
}

function fieldsOf(ctx: PatternContext, L: Labels, step: Step, i: number, flow: Flow): string {
  const id = (name: string) => `~s${i}-${name}`;
  const list = (fields: Field[]) => fields.map((f) => input(ctx, id(f.name), f)).join('\n          ');
  switch (step.kind) {
    case 'contact':
      return list([
        { label: L.name, name: 'name', autocomplete: 'name' },
        { label: L.email, name: 'email', type: 'email', autocomplete: 'email', half: true },
        { label: L.phone, name: 'phone', type: 'tel', autocomplete: 'tel', required: false, half: true },
      ]);
    case 'address':
      return list([
        { label: L.street, name: 'street', autocomplete: 'street-address' },
        { label: L.postcode, name: 'postcode', autocomplete: 'postal-code', half: true },
        { label: L.city, name: 'city', autocomplete: 'address-level2', half: true },
        { label: L.country, name: 'country', autocomplete: 'country-name' },
      ]);
    case 'shipping': {
      const options = L.options
        .map(
          ([name, when, price], j) => `<label class="~option" for="${id(`ship${j}`)}">
              <input id="${id(`ship${j}`)}" type="radio" name="delivery" value="${j}"${j === 0 ? ' checked' : ''} required>
              <span class="~option-text"><strong>${t(ctx, name)}</strong><span>${t(ctx, when)}</span></span>
              <span class="~option-price">${t(ctx, price)}</span>
            </label>`,
        )
        .join('\n            ');
      return `<div class="~options" role="radiogroup" aria-label="${t(ctx, L.delivery)}">
            ${options}
          </div>`;
    }
    case 'payment':
      return list([
        { label: L.cardName, name: 'card-name', autocomplete: 'cc-name' },
        {
          label: L.cardNumber,
          name: 'card-number',
          autocomplete: 'cc-number',
          extra: ' inputmode="numeric" pattern="[0-9 ]{12,23}"',
        },
        {
          label: L.expiry,
          name: 'expiry',
          autocomplete: 'cc-exp',
          half: true,
          extra: ' pattern="[0-9]{2} ?/ ?[0-9]{2}"',
        },
        {
          label: L.cvc,
          name: 'cvc',
          autocomplete: 'cc-csc',
          half: true,
          extra: ' inputmode="numeric" pattern="[0-9]{3,4}"',
        },
      ]);
    case 'project': {
      const services = ctx.bank.features
        .slice(0, 4)
        .map((f) => `<option>${t(ctx, f.title)}</option>`)
        .join('');
      return `<div class="~field">
            <label for="${id('service')}">${t(ctx, L.service)}</label>
            <select id="${id('service')}" name="service" required><option value="">${t(ctx, L.choose)}</option>${services}</select>
          </div>
          ${list([{ label: L.brief, name: 'brief', type: 'textarea' }])}`;
    }
    case 'date':
      return list([
        { label: L.date, name: 'date', type: 'date', half: true },
        { label: L.time, name: 'time', type: 'time', half: true },
        ...(flow === 'enquiry'
          ? []
          : [{ label: L.people, name: 'people', type: 'number', extra: ' min="1" max="20" value="2"' }]),
      ]);
    case 'message':
      return list([{ label: L.message, name: 'message', type: 'textarea', required: false }]);
    case 'confirm':
      return `<p class="~check">${t(ctx, L.check)}</p>
          <label class="~terms" for="${id('terms')}"><input id="${id('terms')}" type="checkbox" name="terms" required>${t(ctx, L.terms)}</label>`;
    default:
      return list([
        { label: step.name, name: 'answer' },
        { label: L.notes, name: 'notes', type: 'textarea', required: false },
      ]);
  }
}

const CSS = `
  .P__inner--narrow { max-width: 46rem; }
  .P__card {
    padding: clamp(1.25rem, 4vw, 2.5rem);
    border: 1px solid var(--border);
    border-radius: min(calc(var(--radius) * 2), 1.5rem);
    background: var(--bg);
    box-shadow: var(--shadow);
  }
  .P--tinted { background: var(--surface); }
  .P__progress { display: flex; gap: 0.5rem; margin-bottom: 2rem; counter-reset: step; }
  .P__progress li {
    flex: 1 1 0;
    min-width: 0;
    display: grid;
    gap: 0.5rem;
    color: var(--muted);
    font-size: 0.8125rem;
    font-weight: 600;
    line-height: 1.3;
  }
  .P__bar { height: 0.3125rem; border-radius: ${ROUND}; background: var(--border); transition: background-color 0.3s ease; }
  .P__progress li[aria-current="step"], .P__progress li.is-done { color: var(--heading); }
  .P__progress li[aria-current="step"] .P__bar, .P__progress li.is-done .P__bar { background: var(--accent); }
  .P__num { display: inline-flex; align-items: center; gap: 0.375rem; }
  .P__num svg { display: none; width: 0.875rem; height: 0.875rem; color: var(--accent-text); }
  .P__progress li.is-done .P__num svg { display: block; }
  @media (max-width: 599px) {
    .P__progress li:not([aria-current="step"]) .P__label { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; }
  }
  .P__counter { margin-bottom: 0.25rem; color: var(--accent-text); font-size: 0.8125rem; font-weight: 700; letter-spacing: 0.06em; text-transform: uppercase; }
  .P__step { border: 0; margin: 0; padding: 0; min-width: 0; }
  .P__step legend { padding: 0; margin-bottom: 1.25rem; color: var(--heading); font-size: 1.375rem; font-weight: 700; letter-spacing: -0.01em; }
  .P__fields { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 1rem; }
  .P__field { grid-column: 1 / -1; display: grid; gap: 0.375rem; min-width: 0; }
  @media (min-width: 560px) { .P__field--half { grid-column: auto; } }
  .P__field label { color: var(--heading); font-size: 0.875rem; font-weight: 600; }
  .P__field :is(input, select, textarea) {
    width: 100%;
    min-height: 2.875rem;
    padding: 0.625rem 0.875rem;
    border: 1px solid var(--border);
    border-radius: var(--radius);
    background: var(--bg);
    color: var(--text);
    font: inherit;
  }
  .P__field textarea { resize: vertical; }
  .P__field :is(input, select, textarea):focus { outline: 3px solid var(--accent-soft); outline-offset: 0; border-color: var(--accent); }
  .P__options { grid-column: 1 / -1; display: grid; gap: 0.625rem; }
  .P__option {
    display: flex;
    align-items: center;
    gap: 0.875rem;
    padding: 0.875rem 1rem;
    border: 1px solid var(--border);
    border-radius: var(--radius);
    cursor: pointer;
    transition: border-color 0.2s ease, background-color 0.2s ease;
  }
  .P__option:has(input:checked) { border-color: var(--accent); background: var(--accent-soft); }
  .P__option input { flex: none; width: 1.125rem; height: 1.125rem; margin: 0; accent-color: var(--accent); }
  .P__option-text { display: grid; flex: 1; min-width: 0; color: var(--muted); font-size: 0.875rem; }
  .P__option-text strong { color: var(--heading); font-size: 0.9375rem; }
  .P__option-price { color: var(--heading); font-weight: 700; }
  .P__check { grid-column: 1 / -1; color: var(--muted); }
  .P__terms { grid-column: 1 / -1; display: flex; gap: 0.625rem; align-items: flex-start; color: var(--text); cursor: pointer; }
  .P__terms input { flex: none; width: 1.125rem; height: 1.125rem; margin: 0.25rem 0 0; accent-color: var(--accent); }
  .P__nav { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0.75rem; margin-top: 2rem; padding-top: 1.5rem; border-top: 1px solid var(--border); }
  .P__nav [data-step="next"], .P__nav [type="submit"] { margin-left: auto; }
  .P__nav .P__btn svg { width: 1.125rem; height: 1.125rem; }
  .P__back svg { transform: scaleX(-1); }
  .P__thanks { display: grid; justify-items: center; gap: 0.75rem; padding: 2rem 0; text-align: center; }
  .P__thanks-icon {
    display: grid;
    place-items: center;
    width: 3.5rem;
    height: 3.5rem;
    border-radius: ${ROUND};
    background: var(--accent);
    color: var(--on-accent);
  }
  .P__thanks-icon svg { width: 1.75rem; height: 1.75rem; }
  .P__thanks strong { color: var(--heading); font-size: 1.5rem; }
  .P__thanks p { max-width: 28rem; color: var(--muted); }`;

function render(ctx: PatternContext): string {
  const L = local(ctx, TEXT);
  const flow = flowOf(ctx);
  const steps = stepsOf(ctx, L);
  const n = steps.length;
  const ordering = steps.some((s) => s.kind === 'payment');
  const tinted = variantOf(ctx, 2) === 1;
  const title = ctx.copy.heading !== undefined ? t(ctx, ctx.copy.heading) : t(ctx, L.titles[flow]);
  const lead = ctx.copy.subheading !== undefined ? t(ctx, ctx.copy.subheading) : t(ctx, L.lead);
  const progress = steps
    .map(
      (
        s,
        i,
      ) => `<li${i === 0 ? ' aria-current="step"' : ''} x-bind:aria-current="step === ${i} ? 'step' : false" x-bind:class="{ 'is-done': done || step > ${i} }">
        <span class="~bar" aria-hidden="true"></span>
        <span class="~num">${icon('check', '')}${i + 1}. <span class="~label">${t(ctx, s.name)}</span></span>
      </li>`,
    )
    .join('\n      ');
  const fieldsets = steps
    .map(
      (s, i) => `<fieldset class="~step" x-ref="step${i}"${i === 0 ? '' : ' hidden'} x-bind:hidden="step !== ${i}">
        <legend>${t(ctx, s.name)}</legend>
        <div class="~fields">
          ${fieldsOf(ctx, L, s, i, flow)}
        </div>
      </fieldset>`,
    )
    .join('\n      ');
  const submit = buttonLabel(ctx, ordering ? L.order : L.send);
  const state = `{ step: 0, done: false, next() { const fields = [...this.$refs['step' + this.step].querySelectorAll('input, select, textarea')]; if (!fields.every((f) => f.reportValidity())) return; this.step = Math.min(this.step + 1, ${n - 1}); this.$nextTick(() => this.$refs['step' + this.step].querySelector('input, select, textarea')?.focus()); }, back() { this.step = Math.max(this.step - 1, 0); } }`;
  const body = `
<div class="~inner ~inner--narrow">
  <header class="~header ~header--center">
    <h2 class="~title" id="~title">${title}</h2>
    <p class="~lead">${lead}</p>
  </header>
  <div class="~card" x-data="${state}">
    <ol class="~progress" aria-label="${t(ctx, L.progress)}" x-show="!done">
      ${progress}
    </ol>
    <form x-show="!done" x-on:submit.prevent="done = true">
      <p class="~counter">${t(ctx, L.stepOf[0])} <span x-text="step + 1">1</span> ${t(ctx, L.stepOf[1])} ${n}</p>
      ${fieldsets}
      <div class="~nav">
        <button class="~btn ~btn--ghost ~back" type="button" data-step="back" x-show="step > 0" style="display: none" x-on:click="back()">${icon('arrow', '')}${t(ctx, L.back)}</button>
        <button class="~btn" type="button" data-step="next" x-show="step < ${n - 1}"${n === 1 ? ' style="display: none"' : ''} x-on:click="next()">${t(ctx, L.next)}${icon('arrow', '')}</button>
        <button class="~btn" type="submit" x-show="step === ${n - 1}"${n === 1 ? '' : ' style="display: none"'}>${submit}</button>
      </div>
    </form>
    <div class="~thanks" role="status" x-show="done" style="display: none">
      <span class="~thanks-icon" aria-hidden="true">${icon('check', '')}</span>
      <strong>${t(ctx, L.thanks)}</strong>
      <p>${t(ctx, ordering ? L.ordered : L.sent)}</p>
    </div>
  </div>
</div>`;
  return fragment(ctx, 'multi-step-form', {
    css: CSS + controlScheme(ctx),
    body,
    buttons: true,
    modifiers: tinted ? ['tinted'] : [],
  });
}

export const multiStepForm: PatternDefinition = {
  id: 'multi-step-form',
  title: 'Multi-step form',
  keywords: [
    'multi-step form',
    'multi step form',
    'multistep form',
    'multi-step',
    'multistep',
    'step form',
    'wizard',
    'form wizard',
    'checkout form',
    'checkout steps',
    'stepper',
    'mehrstufiges formular',
    'mehrstufiges',
    'formular in schritten',
    'schritt-für-schritt-formular',
    'formulaire en plusieurs étapes',
    'formulaire multi-étapes',
    'formulaire multiétapes',
    'formulario de varios pasos',
    'formulario por pasos',
    'formulario multipaso',
    'modulo multi-step',
    'modulo a più passaggi',
    'modulo in più passaggi',
    'modulo a step',
    'formulier in stappen',
    'meerstapsformulier',
    'stappenformulier',
    'formulário em várias etapas',
    'formulário multi-etapas',
    'formulário por etapas',
    'formulário de vários passos',
  ],
  itemNouns: ['step', 'schritt', 'étape', 'paso', 'passo', 'passaggio', 'stap', 'etapa'],
  // "a checkout form with address, shipping and payment steps" names the form's steps, not a process section or a shipping page.
  absorbs: ['steps', 'shipping-returns'],
  place: 'flow',
  rank: 0,
  items: { default: 3, max: 6 },
  render,
};
