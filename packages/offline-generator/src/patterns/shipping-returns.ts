import { icon } from '../art';
import type { Localized } from '../lang';
import { ROUND, fragment, local, t, variantOf } from './kit';
import type { PatternContext, PatternDefinition } from './types';

interface Option {
  name: string;
  time: string;
  cost: string;
  note: string;
}

interface Labels {
  eyebrow: string;
  title: string;
  lead: string;
  delivery: string;
  returns: string;
  returnsLead: string;
  steps: [string, string][];
  details: string;
  options: Option[];
  faqs: [string, string][];
  contact: string;
}

export const TEXT = {
  en: {
    eyebrow: 'Shipping & returns',
    title: 'Delivered quickly, returned easily',
    lead: 'Everything you need to know about delivery times, costs and sending something back.',
    delivery: 'Delivery options',
    returns: 'Returns in three steps',
    returnsLead: 'Changed your mind? You have 30 days to return any unused item, free of charge.',
    steps: [
      ['Register your return', 'Open your order online and choose the items you want to send back.'],
      ['Pack and label', 'Use the original packaging if you can and attach the prepaid label.'],
      ['Drop it off', 'Hand the parcel in at any drop-off point. Your refund follows within 5 working days.'],
    ],
    details: 'The details',
    options: [
      { name: 'Standard', time: '3–5 working days', cost: '$4.90', note: 'Free on orders over $50' },
      { name: 'Express', time: '1–2 working days', cost: '$9.90', note: 'Order by 2 pm for same-day dispatch' },
      { name: 'Click & collect', time: 'Ready in 2 hours', cost: 'Free', note: 'Pick up in any of our stores' },
    ],
    faqs: [
      [
        'Where do you deliver?',
        'We ship to the whole country and to most of Europe. International delivery takes 5–8 working days.',
      ],
      ['How do I track my parcel?', 'As soon as your order leaves us, you receive an e-mail with a tracking link.'],
      [
        'When do I get my refund?',
        'We refund to your original payment method within 5 working days of receiving your return.',
      ],
      [
        'Can I exchange an item?',
        'Yes. Register a return and place a new order; that way you get the new item fastest.',
      ],
    ],
    contact: 'Questions about your order? Contact us',
  },
  de: {
    eyebrow: 'Versand & Rückgabe',
    title: 'Schnell geliefert, einfach zurückgeschickt',
    lead: 'Alles Wichtige zu Lieferzeiten, Versandkosten und Rücksendungen.',
    delivery: 'Versandarten',
    returns: 'Rücksendung in drei Schritten',
    returnsLead: 'Doch nicht das Richtige? Unbenutzte Artikel können Sie 30 Tage lang kostenlos zurückschicken.',
    steps: [
      [
        'Rücksendung anmelden',
        'Öffnen Sie Ihre Bestellung online und wählen Sie die Artikel aus, die zurückgehen sollen.',
      ],
      [
        'Verpacken und bekleben',
        'Nutzen Sie nach Möglichkeit die Originalverpackung und kleben Sie das vorfrankierte Etikett auf.',
      ],
      ['Abgeben', 'Geben Sie das Paket an einer Annahmestelle ab. Die Erstattung folgt innerhalb von 5 Werktagen.'],
    ],
    details: 'Die Einzelheiten',
    options: [
      { name: 'Standard', time: '3–5 Werktage', cost: '4,90 €', note: 'Kostenlos ab 50 € Bestellwert' },
      { name: 'Express', time: '1–2 Werktage', cost: '9,90 €', note: 'Bis 14 Uhr bestellt, am selben Tag verschickt' },
      {
        name: 'Click & Collect',
        time: 'In 2 Stunden abholbereit',
        cost: 'Kostenlos',
        note: 'Abholung in jeder unserer Filialen',
      },
    ],
    faqs: [
      [
        'Wohin liefern Sie?',
        'Wir liefern deutschlandweit und in die meisten Länder Europas. Internationale Lieferungen dauern 5–8 Werktage.',
      ],
      [
        'Wie verfolge ich mein Paket?',
        'Sobald Ihre Bestellung unser Lager verlässt, erhalten Sie eine E-Mail mit Sendungsverfolgung.',
      ],
      [
        'Wann bekomme ich mein Geld zurück?',
        'Wir erstatten den Betrag innerhalb von 5 Werktagen nach Eingang der Rücksendung auf Ihr ursprüngliches Zahlungsmittel.',
      ],
      [
        'Kann ich einen Artikel umtauschen?',
        'Ja. Melden Sie eine Rücksendung an und bestellen Sie neu – so erhalten Sie den neuen Artikel am schnellsten.',
      ],
    ],
    contact: 'Fragen zu Ihrer Bestellung? Schreiben Sie uns',
  },
  fr: {
    eyebrow: 'Livraison et retours',
    title: 'Livré vite, retourné facilement',
    lead: 'Tout ce qu’il faut savoir sur les délais, les frais de livraison et les retours.',
    delivery: 'Modes de livraison',
    returns: 'Un retour en trois étapes',
    returnsLead:
      'Vous avez changé d’avis ? Vous disposez de 30 jours pour retourner gratuitement tout article non utilisé.',
    steps: [
      ['Déclarez votre retour', 'Ouvrez votre commande en ligne et sélectionnez les articles à renvoyer.'],
      ['Emballez et étiquetez', 'Réutilisez si possible l’emballage d’origine et collez l’étiquette prépayée.'],
      ['Déposez le colis', 'Remettez le colis dans un point relais. Le remboursement suit sous 5 jours ouvrés.'],
    ],
    details: 'Dans le détail',
    options: [
      { name: 'Standard', time: '3 à 5 jours ouvrés', cost: '4,90 €', note: 'Offerte dès 50 € d’achat' },
      {
        name: 'Express',
        time: '1 à 2 jours ouvrés',
        cost: '9,90 €',
        note: 'Commandé avant 14 h, expédié le jour même',
      },
      { name: 'Retrait en magasin', time: 'Prêt en 2 heures', cost: 'Gratuit', note: 'Dans tous nos magasins' },
    ],
    faqs: [
      [
        'Où livrez-vous ?',
        'Nous livrons dans toute la France et dans la plupart des pays d’Europe. Comptez 5 à 8 jours ouvrés à l’international.',
      ],
      [
        'Comment suivre mon colis ?',
        'Dès que votre commande est expédiée, vous recevez un e-mail avec un lien de suivi.',
      ],
      [
        'Quand serai-je remboursé ?',
        'Nous remboursons sur votre moyen de paiement d’origine sous 5 jours ouvrés après réception du retour.',
      ],
      [
        'Puis-je échanger un article ?',
        'Oui. Déclarez un retour et passez une nouvelle commande : c’est le moyen le plus rapide de recevoir le nouvel article.',
      ],
    ],
    contact: 'Une question sur votre commande ? Contactez-nous',
  },
  es: {
    eyebrow: 'Envíos y devoluciones',
    title: 'Entrega rápida, devolución sencilla',
    lead: 'Todo lo que necesitas saber sobre plazos, gastos de envío y devoluciones.',
    delivery: 'Opciones de envío',
    returns: 'Devoluciones en tres pasos',
    returnsLead: '¿Has cambiado de idea? Tienes 30 días para devolver gratis cualquier artículo sin usar.',
    steps: [
      ['Solicita la devolución', 'Abre tu pedido online y elige los artículos que quieres devolver.'],
      ['Empaqueta y etiqueta', 'Usa el embalaje original si puedes y pega la etiqueta prepagada.'],
      ['Entrégalo', 'Deja el paquete en cualquier punto de recogida. El reembolso llega en 5 días hábiles.'],
    ],
    details: 'Los detalles',
    options: [
      { name: 'Estándar', time: '3–5 días hábiles', cost: '4,90 €', note: 'Gratis en pedidos de más de 50 €' },
      { name: 'Exprés', time: '1–2 días hábiles', cost: '9,90 €', note: 'Pide antes de las 14:00 y sale el mismo día' },
      {
        name: 'Recogida en tienda',
        time: 'Listo en 2 horas',
        cost: 'Gratis',
        note: 'En cualquiera de nuestras tiendas',
      },
    ],
    faqs: [
      [
        '¿A dónde enviáis?',
        'Enviamos a toda España y a la mayoría de países de Europa. Los envíos internacionales tardan 5–8 días hábiles.',
      ],
      [
        '¿Cómo sigo mi paquete?',
        'En cuanto tu pedido sale del almacén, recibes un e-mail con el enlace de seguimiento.',
      ],
      [
        '¿Cuándo recibo el reembolso?',
        'Reembolsamos en tu método de pago original en un plazo de 5 días hábiles desde que recibimos la devolución.',
      ],
      [
        '¿Puedo cambiar un artículo?',
        'Sí. Solicita una devolución y haz un pedido nuevo: así recibes el artículo nuevo lo antes posible.',
      ],
    ],
    contact: '¿Dudas sobre tu pedido? Escríbenos',
  },
  it: {
    eyebrow: 'Spedizioni e resi',
    title: 'Consegna veloce, reso semplice',
    lead: 'Tutto quello che c’è da sapere su tempi di consegna, costi di spedizione e resi.',
    delivery: 'Opzioni di spedizione',
    returns: 'Il reso in tre passi',
    returnsLead: 'Hai cambiato idea? Hai 30 giorni per restituire gratuitamente qualsiasi articolo non usato.',
    steps: [
      ['Registra il reso', 'Apri il tuo ordine online e scegli gli articoli da restituire.'],
      ['Imballa ed etichetta', 'Se puoi, usa la confezione originale e applica l’etichetta prepagata.'],
      ['Consegna il pacco', 'Lascia il pacco in un punto di ritiro. Il rimborso arriva entro 5 giorni lavorativi.'],
    ],
    details: 'I dettagli',
    options: [
      { name: 'Standard', time: '3–5 giorni lavorativi', cost: '4,90 €', note: 'Gratis per ordini superiori a 50 €' },
      {
        name: 'Express',
        time: '1–2 giorni lavorativi',
        cost: '9,90 €',
        note: 'Ordina entro le 14 e spediamo in giornata',
      },
      { name: 'Ritiro in negozio', time: 'Pronto in 2 ore', cost: 'Gratis', note: 'In tutti i nostri negozi' },
    ],
    faqs: [
      [
        'Dove spedite?',
        'Spediamo in tutta Italia e nella maggior parte dei paesi europei. Le spedizioni internazionali richiedono 5–8 giorni lavorativi.',
      ],
      ['Come seguo il mio pacco?', 'Appena l’ordine parte, ricevi un’e-mail con il link di tracciamento.'],
      [
        'Quando ricevo il rimborso?',
        'Rimborsiamo sul metodo di pagamento originale entro 5 giorni lavorativi dal ricevimento del reso.',
      ],
      [
        'Posso cambiare un articolo?',
        'Sì. Registra un reso e fai un nuovo ordine: è il modo più rapido per ricevere il nuovo articolo.',
      ],
    ],
    contact: 'Domande sul tuo ordine? Scrivici',
  },
  nl: {
    eyebrow: 'Verzending & retourneren',
    title: 'Snel bezorgd, makkelijk geretourneerd',
    lead: 'Alles over levertijden, verzendkosten en het terugsturen van je bestelling.',
    delivery: 'Verzendopties',
    returns: 'Retourneren in drie stappen',
    returnsLead: 'Toch niet helemaal goed? Je hebt 30 dagen om ongebruikte artikelen gratis terug te sturen.',
    steps: [
      ['Meld je retour aan', 'Open je bestelling online en kies de artikelen die je wilt terugsturen.'],
      ['Inpakken en labelen', 'Gebruik zo mogelijk de originele verpakking en plak het gefrankeerde label erop.'],
      ['Afgeven', 'Lever het pakket in bij een afgiftepunt. Je geld staat binnen 5 werkdagen terug.'],
    ],
    details: 'De details',
    options: [
      { name: 'Standaard', time: '2–3 werkdagen', cost: '€ 4,90', note: 'Gratis vanaf € 50' },
      { name: 'Express', time: 'Volgende werkdag', cost: '€ 9,90', note: 'Voor 14.00 uur besteld, vandaag verzonden' },
      { name: 'Afhalen in de winkel', time: 'Binnen 2 uur klaar', cost: 'Gratis', note: 'In al onze winkels' },
    ],
    faqs: [
      [
        'Waar leveren jullie?',
        'We bezorgen in heel Nederland en België en in de meeste Europese landen. Internationaal duurt 5–8 werkdagen.',
      ],
      ['Hoe volg ik mijn pakket?', 'Zodra je bestelling onderweg is, krijg je een e-mail met een track-and-tracelink.'],
      [
        'Wanneer krijg ik mijn geld terug?',
        'We storten het bedrag binnen 5 werkdagen na ontvangst van je retour terug via je oorspronkelijke betaalmethode.',
      ],
      [
        'Kan ik een artikel ruilen?',
        'Ja. Meld een retour aan en plaats een nieuwe bestelling; zo heb je het nieuwe artikel het snelst in huis.',
      ],
    ],
    contact: 'Vragen over je bestelling? Neem contact op',
  },
  pt: {
    eyebrow: 'Envios e devoluções',
    title: 'Entrega rápida, devolução simples',
    lead: 'Tudo o que precisa de saber sobre prazos, portes de envio e devoluções.',
    delivery: 'Opções de envio',
    returns: 'Devoluções em três passos',
    returnsLead: 'Mudou de ideias? Tem 30 dias para devolver gratuitamente qualquer artigo por usar.',
    steps: [
      ['Registe a devolução', 'Abra a sua encomenda online e escolha os artigos que quer devolver.'],
      ['Embale e etiquete', 'Use a embalagem original, se possível, e cole a etiqueta pré-paga.'],
      ['Entregue a encomenda', 'Deixe a encomenda num ponto de entrega. O reembolso chega em 5 dias úteis.'],
    ],
    details: 'Os detalhes',
    options: [
      { name: 'Normal', time: '3–5 dias úteis', cost: '4,90 €', note: 'Grátis em encomendas acima de 50 €' },
      {
        name: 'Expresso',
        time: '1–2 dias úteis',
        cost: '9,90 €',
        note: 'Encomende até às 14h e enviamos no mesmo dia',
      },
      {
        name: 'Levantamento em loja',
        time: 'Pronto em 2 horas',
        cost: 'Grátis',
        note: 'Em qualquer uma das nossas lojas',
      },
    ],
    faqs: [
      [
        'Para onde enviam?',
        'Enviamos para todo o país e para a maioria dos países europeus. Os envios internacionais demoram 5–8 dias úteis.',
      ],
      [
        'Como acompanho a minha encomenda?',
        'Assim que a encomenda sai do armazém, recebe um e-mail com o link de seguimento.',
      ],
      [
        'Quando recebo o reembolso?',
        'Reembolsamos no método de pagamento original até 5 dias úteis após recebermos a devolução.',
      ],
      [
        'Posso trocar um artigo?',
        'Sim. Registe uma devolução e faça uma nova encomenda: é a forma mais rápida de receber o novo artigo.',
      ],
    ],
    contact: 'Dúvidas sobre a sua encomenda? Fale connosco',
  },
} satisfies Localized<Labels>;

const OPTION_ICONS = ['truck', 'bolt', 'home', 'gift'];

const CSS = `
  .P__inner { max-width: 68rem; }
  .P__h3 { color: var(--heading); font-size: 1.25rem; font-weight: 700; }
  .P__block + .P__block { margin-top: clamp(2.5rem, 5vw, 3.5rem); }
  .P__options { display: grid; gap: 1rem; margin-top: 1.25rem; }
  .P__option {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr) auto;
    gap: 0.25rem 1rem;
    align-items: start;
    padding: 1.25rem;
    border: 1px solid var(--border);
    border-radius: min(calc(var(--radius) * 1.5), 1.25rem);
    background: var(--bg);
  }
  .P__badge { display: grid; place-items: center; grid-row: span 3; width: 2.75rem; height: 2.75rem; border-radius: var(--radius); background: var(--accent-soft); color: var(--heading); }
  .P__badge svg { width: 1.375rem; height: 1.375rem; }
  .P__name { color: var(--heading); font-size: 1.0625rem; font-weight: 700; }
  .P__cost { color: var(--heading); font-weight: 800; font-size: 1.125rem; white-space: nowrap; }
  .P__time { grid-column: 2 / span 2; color: var(--text); }
  .P__note { grid-column: 2 / span 2; color: var(--muted); font-size: 0.9375rem; }
  .P__returns-lead { margin-top: 0.5rem; color: var(--muted); }
  .P__steps { display: grid; gap: 1rem; margin-top: 1.25rem; counter-reset: step; }
  .P__step { position: relative; padding: 1.25rem 1.25rem 1.25rem 4.25rem; border-radius: min(calc(var(--radius) * 1.5), 1.25rem); background: var(--surface); }
  .P__step::before {
    counter-increment: step;
    content: counter(step);
    position: absolute;
    top: 1.125rem;
    left: 1.25rem;
    display: grid;
    place-items: center;
    width: 2rem;
    height: 2rem;
    border-radius: ${ROUND};
    background: var(--button-bg);
    color: var(--button-text);
    font-weight: 700;
  }
  .P__step h4 { color: var(--heading); font-size: 1rem; font-weight: 700; }
  .P__step p { margin-top: 0.25rem; color: var(--text); font-size: 0.9375rem; }
  .P__faq { margin-top: 1rem; border-top: 1px solid var(--border); }
  .P__item { border-bottom: 1px solid var(--border); }
  .P__trigger {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 1rem;
    width: 100%;
    min-height: 3.25rem;
    padding: 1rem 0;
    border: 0;
    background: none;
    color: var(--heading);
    font: inherit;
    font-weight: 600;
    text-align: left;
    cursor: pointer;
  }
  .P__trigger:hover { color: var(--accent-text); }
  .P__trigger svg { flex: none; width: 1.25rem; height: 1.25rem; transition: transform 0.2s ease; }
  .P__trigger[aria-expanded="true"] svg { transform: rotate(45deg); }
  .P__answer { padding: 0 0 1.125rem; color: var(--text); }
  .P__contact { margin-top: 1.5rem; }
  .P__contact a { color: var(--accent-text); font-weight: 600; }
  @media (min-width: 700px) {
    .P__options { grid-template-columns: repeat(var(--cols), minmax(0, 1fr)); }
    .P__option { grid-template-columns: minmax(0, 1fr) auto; padding: 1.5rem; }
    .P__badge { grid-row: auto; grid-column: 1 / -1; margin-bottom: 0.75rem; }
    .P__time, .P__note { grid-column: 1 / -1; }
    .P__steps { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  }
  @media (min-width: 1024px) {
    .P--split .P__lower { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 4rem; align-items: start; }
    .P--split .P__lower .P__block + .P__block { margin-top: 0; }
    .P--split .P__steps { grid-template-columns: 1fr; }
  }`;

function render(ctx: PatternContext): string {
  const L = local(ctx, TEXT);
  const layout = (['stacked', 'split'] as const)[variantOf(ctx, 2)];
  const names = (ctx.copy.items ?? []).map((s) => s.trim()).filter(Boolean);
  const prices = ctx.copy.prices ?? [];
  const count = names.length > 0 ? Math.min(names.length, 4) : L.options.length;
  const options = Array.from({ length: count }, (_, i) => {
    const base = L.options[i % L.options.length] ?? L.options[0];
    const name = names[i] ?? base?.name ?? '';
    const price =
      prices.find((p) => p.name?.toLowerCase() === name.toLowerCase()) ??
      (prices.every((p) => !p.name) ? prices[i] : undefined);
    return { name, time: base?.time ?? '', cost: price?.amount ?? base?.cost ?? '', note: base?.note ?? '' };
  });
  const cards = options
    .map(
      (o, i) => `<li class="~option">
        <span class="~badge" aria-hidden="true">${icon(OPTION_ICONS[i] ?? 'truck', '')}</span>
        <h4 class="~name">${t(ctx, o.name)}</h4>
        <p class="~cost">${t(ctx, o.cost)}</p>
        <p class="~time">${t(ctx, o.time)}</p>
        <p class="~note">${t(ctx, o.note)}</p>
      </li>`,
    )
    .join('\n      ');
  const steps = L.steps
    .map(([h, p]) => `<li class="~step"><h4>${t(ctx, h)}</h4><p>${t(ctx, p)}</p></li>`)
    .join('\n      ');
  const faqs = L.faqs
    .map(
      ([q, a], i) => `<div class="~item">
        <h4>
          <button class="~trigger" type="button" id="~q${i}" aria-expanded="false" aria-controls="~a${i}" x-bind:aria-expanded="open === ${i} ? 'true' : 'false'" x-on:click="open = open === ${i} ? null : ${i}">
            <span>${t(ctx, q)}</span>${icon('plus', '')}
          </button>
        </h4>
        <div class="~answer" id="~a${i}" role="region" aria-labelledby="~q${i}" x-show="open === ${i}" style="display: none">
          <p>${t(ctx, a)}</p>
        </div>
      </div>`,
    )
    .join('\n      ');
  const title = ctx.copy.heading !== undefined ? t(ctx, ctx.copy.heading) : t(ctx, L.title);
  const intro = ctx.copy.subheading !== undefined ? t(ctx, ctx.copy.subheading) : t(ctx, L.lead);
  const body = `
<div class="~inner">
  <header class="~header ~header--center">
    <p class="~eyebrow">${t(ctx, ctx.copy.eyebrow ?? L.eyebrow)}</p>
    <h2 class="~title" id="~title">${title}</h2>
    <p class="~lead">${intro}</p>
  </header>
  <section class="~block" aria-labelledby="~delivery">
    <h3 class="~h3" id="~delivery">${t(ctx, L.delivery)}</h3>
    <ul class="~options" style="--cols: ${count}">
      ${cards}
    </ul>
  </section>
  <div class="~lower ~block">
    <section class="~block" aria-labelledby="~returns">
      <h3 class="~h3" id="~returns">${t(ctx, L.returns)}</h3>
      <p class="~returns-lead">${t(ctx, L.returnsLead)}</p>
      <ol class="~steps">
      ${steps}
      </ol>
    </section>
    <section class="~block" aria-labelledby="~details">
      <h3 class="~h3" id="~details">${t(ctx, L.details)}</h3>
      <div class="~faq">
      ${faqs}
      </div>
      <p class="~contact"><a href="#">${t(ctx, ctx.copy.button ?? L.contact)}</a></p>
    </section>
  </div>
</div>`;
  return fragment(ctx, 'shipping-returns', {
    css: CSS,
    body,
    modifiers: [layout],
    attrs: 'x-data="{ open: null }"',
  });
}

export const shippingReturns: PatternDefinition = {
  id: 'shipping-returns',
  title: 'Shipping and returns',
  keywords: [
    'shipping',
    'shipping and returns',
    'shipping & returns',
    'delivery and returns',
    'delivery & returns',
    'shipping information',
    'shipping info',
    'shipping policy',
    'returns policy',
    'return policy',
    'delivery options',
    'shipping options',
    'versand',
    'versand und rückgabe',
    'versandinformationen',
    'lieferung',
    'rückgabe',
    'rücksendung',
    'livraison',
    'livraison et retours',
    'retours',
    'envíos',
    'envíos y devoluciones',
    'devoluciones',
    'spedizioni',
    'spedizione',
    'spedizioni e resi',
    'resi e rimborsi',
    'verzending',
    'verzending en retourneren',
    'retourneren',
    'bezorging',
    'envio',
    'envios',
    'envios e devoluções',
    'devoluções',
  ],
  itemNouns: ['delivery', 'versandart', 'livraison', 'envio', 'spedizione', 'verzendoptie', 'entrega'],
  place: 'flow',
  rank: 0,
  render,
};
