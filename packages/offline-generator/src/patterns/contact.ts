import { icon } from '../art';
import { slugify } from '../html';
import { escapeHtml } from '@atelier/web-kit/html';
import type { Localized } from '../lang';
import { buttonLabel, fragment, local, sectionHeader, t, variantOf } from './kit';
import type { PatternContext, PatternDefinition } from './types';

const CSS = `
  .P__layout { display: grid; gap: clamp(2.5rem, 6vw, 4rem); }
  @media (min-width: 900px) {
    .P--split .P__layout { grid-template-columns: minmax(0, 0.9fr) minmax(0, 1.2fr); align-items: start; }
  }
  .P--split .P__header { margin: 0; }
  .P__details { display: grid; gap: 1.25rem; margin-top: 2rem; }
  .P__detail { display: flex; gap: 0.875rem; align-items: flex-start; }
  .P__detail-icon {
    display: grid;
    flex: none;
    place-items: center;
    width: 2.75rem;
    height: 2.75rem;
    border-radius: min(var(--radius), 0.875rem);
    background: var(--accent-soft);
    color: var(--accent-text);
  }
  .P__detail-icon svg { width: 1.25rem; height: 1.25rem; }
  .P__detail-label { color: var(--heading); font-weight: 650; }
  .P__detail-value { color: var(--muted); overflow-wrap: anywhere; }
  .P__detail a { color: var(--accent-text); text-decoration: none; }
  .P__detail a:hover { text-decoration: underline; }
  .P__card {
    padding: clamp(1.5rem, 4vw, 2.5rem);
    border: 1px solid var(--border);
    border-radius: min(calc(var(--radius) * 1.5), 1.5rem);
    background: var(--bg);
    box-shadow: var(--shadow);
  }
  .P--centered .P__card { max-width: 40rem; margin: 0 auto; }
  .P--centered { background: var(--surface); }
  .P__form { display: grid; gap: 1.25rem; }
  .P__row { display: grid; gap: 1.25rem; grid-template-columns: repeat(auto-fit, minmax(min(100%, 13rem), 1fr)); }
  .P__field { display: grid; gap: 0.4rem; }
  .P__field label { color: var(--heading); font-size: 0.9375rem; font-weight: 600; }
  .P__field input, .P__field textarea, .P__field select {
    width: 100%;
    min-height: 2.875rem;
    padding: 0.75rem 0.875rem;
    border: 1px solid var(--border);
    border-radius: var(--radius);
    background: var(--bg);
    color: var(--text);
    font: inherit;
    transition: border-color 0.2s ease, box-shadow 0.2s ease;
  }
  .P__field textarea { min-height: 8rem; resize: vertical; }
  .P__field input::placeholder, .P__field textarea::placeholder { color: var(--muted); }
  .P__field input:hover, .P__field textarea:hover, .P__field select:hover { border-color: var(--muted); }
  .P__field input:focus, .P__field textarea:focus, .P__field select:focus { outline: none; border-color: var(--accent); outline: 3px solid var(--accent-soft); outline-offset: 0; }
  .P__consent { display: flex; gap: 0.625rem; align-items: flex-start; color: var(--muted); font-size: 0.9rem; }
  .P__consent input { width: 1.125rem; height: 1.125rem; margin-top: 0.2rem; accent-color: var(--accent); }
  .P__form .P__btn { justify-self: start; min-width: 10rem; }
  .P__sent { display: flex; gap: 0.75rem; align-items: center; padding: 1rem 1.25rem; border-radius: var(--radius); background: var(--accent-soft); color: var(--heading); font-weight: 600; }
  .P__sent svg { flex: none; width: 1.5rem; height: 1.5rem; color: var(--accent-text); }
  @media (max-width: 480px) {
    .P__form .P__btn { width: 100%; }
  }`;

interface Labels {
  eyebrow: string;
  email: string;
  phone: string;
  address: string;
  website: string;
  name: string;
  namePlaceholder: string;
  emailPlaceholder: string;
  subject: string;
  subjects: [string, string, string, string];
  message: string;
  messagePlaceholder: string;
  consent: (brand: string) => string;
  send: string;
  sent: string;
  /** Sample details in the language's country, used when the prompt gives none. */
  sampleAddress: string;
  samplePhone: string;
  tld: string;
}

const TEXT = {
  en: {
    eyebrow: 'Contact',
    email: 'Email',
    phone: 'Phone',
    address: 'Visit us',
    website: 'Website',
    name: 'Full name',
    namePlaceholder: 'Jane Doe',
    emailPlaceholder: 'jane@example.com',
    subject: 'Subject',
    subjects: ['General question', 'New project', 'Support', 'Partnerships'],
    message: 'Message',
    messagePlaceholder: 'How can we help?',
    consent: (brand) => `I agree that ${brand} may contact me about this request.`,
    send: 'Send message',
    sent: 'Thanks! We will get back to you within one working day.',
    sampleAddress: '12 Harbour Street, Portland, OR',
    samplePhone: '+1 (555) 012-3456',
    tld: 'com',
  },
  de: {
    eyebrow: 'Kontakt',
    email: 'E-Mail',
    phone: 'Telefon',
    address: 'Besuchen Sie uns',
    website: 'Website',
    name: 'Vollständiger Name',
    namePlaceholder: 'Erika Mustermann',
    emailPlaceholder: 'erika@beispiel.de',
    subject: 'Betreff',
    subjects: ['Allgemeine Frage', 'Neues Projekt', 'Support', 'Partnerschaften'],
    message: 'Nachricht',
    messagePlaceholder: 'Wie können wir helfen?',
    consent: (brand) => `Ich bin einverstanden, dass ${brand} mich zu dieser Anfrage kontaktiert.`,
    send: 'Nachricht senden',
    sent: 'Vielen Dank! Wir melden uns innerhalb eines Werktags bei Ihnen.',
    sampleAddress: 'Hafenstraße 12, 20459 Hamburg',
    samplePhone: '+49 40 1234567',
    tld: 'de',
  },
  fr: {
    eyebrow: 'Contact',
    email: 'E-mail',
    phone: 'Téléphone',
    address: 'Nous rendre visite',
    website: 'Site web',
    name: 'Nom complet',
    namePlaceholder: 'Camille Martin',
    emailPlaceholder: 'camille@exemple.fr',
    subject: 'Objet',
    subjects: ['Question générale', 'Nouveau projet', 'Assistance', 'Partenariats'],
    message: 'Message',
    messagePlaceholder: 'Comment pouvons-nous vous aider\u00a0?',
    consent: (brand) => `J’accepte que ${brand} me contacte au sujet de cette demande.`,
    send: 'Envoyer le message',
    sent: 'Merci\u00a0! Nous vous répondrons sous un jour ouvré.',
    sampleAddress: '12 rue du Port, 13002 Marseille',
    samplePhone: '+33 4 91 23 45 67',
    tld: 'fr',
  },
  es: {
    eyebrow: 'Contacto',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    address: 'Visítanos',
    website: 'Sitio web',
    name: 'Nombre completo',
    namePlaceholder: 'Lucía García',
    emailPlaceholder: 'lucia@ejemplo.es',
    subject: 'Asunto',
    subjects: ['Consulta general', 'Nuevo proyecto', 'Soporte', 'Colaboraciones'],
    message: 'Mensaje',
    messagePlaceholder: '¿En qué podemos ayudarte?',
    consent: (brand) => `Acepto que ${brand} se ponga en contacto conmigo sobre esta solicitud.`,
    send: 'Enviar mensaje',
    sent: '¡Gracias! Te responderemos en un día laborable.',
    sampleAddress: 'Calle del Puerto 12, 08003 Barcelona',
    samplePhone: '+34 931 23 45 67',
    tld: 'es',
  },
  it: {
    eyebrow: 'Contatti',
    email: 'E-mail',
    phone: 'Telefono',
    address: 'Vieni a trovarci',
    website: 'Sito web',
    name: 'Nome e cognome',
    namePlaceholder: 'Giulia Rossi',
    emailPlaceholder: 'giulia@esempio.it',
    subject: 'Oggetto',
    subjects: ['Domanda generale', 'Nuovo progetto', 'Assistenza', 'Collaborazioni'],
    message: 'Messaggio',
    messagePlaceholder: 'Come possiamo aiutarti?',
    consent: (brand) => `Acconsento a essere contattato da ${brand} in merito a questa richiesta.`,
    send: 'Invia messaggio',
    sent: 'Grazie! Ti risponderemo entro un giorno lavorativo.',
    sampleAddress: 'Via del Porto 12, 16126 Genova',
    samplePhone: '+39 010 123 4567',
    tld: 'it',
  },
  nl: {
    eyebrow: 'Contact',
    email: 'E-mail',
    phone: 'Telefoon',
    address: 'Kom langs',
    website: 'Website',
    name: 'Volledige naam',
    namePlaceholder: 'Sanne de Vries',
    emailPlaceholder: 'sanne@voorbeeld.nl',
    subject: 'Onderwerp',
    subjects: ['Algemene vraag', 'Nieuw project', 'Ondersteuning', 'Samenwerkingen'],
    message: 'Bericht',
    messagePlaceholder: 'Waarmee kunnen we helpen?',
    consent: (brand) => `Ik ga ermee akkoord dat ${brand} contact met mij opneemt over deze aanvraag.`,
    send: 'Bericht versturen',
    sent: 'Bedankt! We reageren binnen één werkdag.',
    sampleAddress: 'Havenstraat 12, 1011 AB Amsterdam',
    samplePhone: '+31 20 123 4567',
    tld: 'nl',
  },
  pt: {
    eyebrow: 'Contacto',
    email: 'E-mail',
    phone: 'Telefone',
    address: 'Visite-nos',
    website: 'Website',
    name: 'Nome completo',
    namePlaceholder: 'Ana Silva',
    emailPlaceholder: 'ana@exemplo.pt',
    subject: 'Assunto',
    subjects: ['Questão geral', 'Novo projeto', 'Apoio', 'Parcerias'],
    message: 'Mensagem',
    messagePlaceholder: 'Como podemos ajudar?',
    consent: (brand) => `Aceito que a ${brand} me contacte sobre este pedido.`,
    send: 'Enviar mensagem',
    sent: 'Obrigado! Responderemos no prazo de um dia útil.',
    sampleAddress: 'Rua do Porto 12, 1100-001 Lisboa',
    samplePhone: '+351 21 123 4567',
    tld: 'pt',
  },
} satisfies Localized<Labels>;

/** A link the prompt gives, made absolute: "instagram.com/brand" → "https://instagram.com/brand". */
function absolute(url: string): string {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `https://${url.replace(/^\/+/, '')}`;
}

function detail(iconName: string, label: string, value: string): string {
  return `<li class="~detail">
        <span class="~detail-icon">${icon(iconName, '')}</span>
        <div><p class="~detail-label">${label}</p><p class="~detail-value">${value}</p></div>
      </li>`;
}

function render(ctx: PatternContext): string {
  const text = local(ctx, TEXT);
  const variant = variantOf(ctx, 2);
  const { email, phone, url } = ctx.copy;
  // Details the prompt spells out must show, so they get the layout that lists them.
  const layout =
    email !== undefined || phone !== undefined || url !== undefined
      ? 'split'
      : (['split', 'centered'] as const)[variant];
  const domain = `${slugify(ctx.brand).replace(/-/g, '') || 'example'}.${text.tld}`;
  const mail = email ?? `hello@${domain}`;
  const tel = phone ?? text.samplePhone;
  const rows = [
    detail('mail', t(ctx, text.email), `<a href="mailto:${escapeHtml(mail)}">${escapeHtml(mail)}</a>`),
    detail(
      'phone',
      t(ctx, text.phone),
      `<a href="tel:${escapeHtml(tel.replace(/[^\d+]/g, ''))}">${escapeHtml(tel)}</a>`,
    ),
    url !== undefined
      ? detail('globe', t(ctx, text.website), `<a href="${escapeHtml(absolute(url))}">${escapeHtml(url)}</a>`)
      : detail('pin', t(ctx, text.address), t(ctx, text.sampleAddress)),
  ];
  const details = `<ul class="~details" role="list">
      ${rows.join('\n      ')}
    </ul>`;
  const form = `<div class="~card" x-data="{ sent: false }">
      <form class="~form" x-show="!sent" x-on:submit.prevent="sent = true">
        <div class="~row">
          <div class="~field">
            <label for="~name">${t(ctx, text.name)}</label>
            <input id="~name" name="name" type="text" autocomplete="name" placeholder="${t(ctx, text.namePlaceholder)}" required>
          </div>
          <div class="~field">
            <label for="~email">${t(ctx, text.email)}</label>
            <input id="~email" name="email" type="email" autocomplete="email" placeholder="${t(ctx, text.emailPlaceholder)}" required>
          </div>
        </div>
        <div class="~field">
          <label for="~subject">${t(ctx, text.subject)}</label>
          <select id="~subject" name="subject">
            ${text.subjects.map((s) => `<option>${t(ctx, s)}</option>`).join('\n            ')}
          </select>
        </div>
        <div class="~field">
          <label for="~message">${t(ctx, text.message)}</label>
          <textarea id="~message" name="message" rows="5" placeholder="${t(ctx, text.messagePlaceholder)}" required></textarea>
        </div>
        <label class="~consent"><input type="checkbox" name="consent" required> ${t(ctx, text.consent(ctx.brand))}</label>
        <button class="~btn" type="submit">${buttonLabel(ctx, text.send)}${icon('arrow', '')}</button>
      </form>
      <p class="~sent" role="status" x-show="sent" style="display: none">${icon('check', '')}${t(ctx, text.sent)}</p>
    </div>`;
  const eyebrow = t(ctx, text.eyebrow);
  const body =
    layout === 'split'
      ? `
<div class="~inner ~layout">
  <div>
    ${sectionHeader(ctx, 'contact', { align: 'start', eyebrow })}
    ${details}
  </div>
  ${form}
</div>`
      : `
<div class="~inner">
  ${sectionHeader(ctx, 'contact', { eyebrow })}
  ${form}
</div>`;
  return fragment(ctx, 'contact', { css: CSS, body, buttons: true, modifiers: [layout] });
}

export const contact: PatternDefinition = {
  id: 'contact',
  title: 'Contact form',
  keywords: [
    'contact',
    'contact form',
    'contact us',
    'contact section',
    'get in touch',
    'enquiry',
    'inquiry',
    'enquiries',
    'inquiries',
    'reach out',
    'message form',
    'booking form',
    'reservation form',
    'quote form',
  ],
  itemNouns: [],
  place: 'flow',
  rank: 0,
  render,
};
