/**
 * Italian copy for any subject, addressing the reader as "tu".
 * Prices are written 29,00 € (non-breaking space).
 */
import type { TopicBank } from '../copy-bank';

export const IT_BANK: TopicBank = {
  id: 'generic-it',
  match: [],
  noun: 'la tua attività',
  brands: ['Stella Polare', 'Lucentia', 'Sempreverde', 'Bellavista'],
  heroHeadings: [
    'Fatto bene, fin dall’inizio',
    'Semplice. Chiaro. Affidabile.',
    'Pensato per chi cura ogni dettaglio',
    'Il meglio comincia qui',
    'Tutto ciò che ti serve, in un unico posto',
  ],
  heroLeads: [
    '{brand} riunisce tutto ciò che ti serve: un servizio attento, prezzi onesti e risultati concreti.',
    'Meno incombenze, più chiarezza. Con {brand} tutto resta semplice, veloce e piacevole, dal primo all’ultimo passo.',
    'Unisciti alle migliaia di persone che ogni giorno scelgono {brand}.',
  ],
  eyebrows: ['Novità di stagione', 'Scelto da migliaia di clienti', 'Scopri il mondo {brand}'],
  ctas: [
    ['Inizia ora', 'Scopri di più'],
    ['Comincia subito', 'Guarda come funziona'],
    ['Fissa un appuntamento', 'Esplora'],
  ],
  nav: ['Servizi', 'Prezzi', 'Chi siamo', 'Blog', 'Contatti'],
  heroArt: 'abstract',
  features: [
    {
      icon: 'bolt',
      title: 'Veloce, senza complicazioni',
      text: 'Operativo in pochi minuti, non in settimane. Pensiamo noi alla configurazione, così puoi concentrarti sull’essenziale.',
    },
    {
      icon: 'shield',
      title: 'Affidabile e sicuro',
      text: 'I tuoi dati e il tuo tempo sono in buone mani, seguiti da persone attente a ogni dettaglio.',
    },
    {
      icon: 'heart',
      title: 'Fatto con cura',
      text: 'Ogni dettaglio è pensato per persone vere e per il loro modo reale di lavorare.',
    },
    {
      icon: 'chat',
      title: 'Assistenza umana',
      text: 'Persone vere ti rispondono in poche ore, con consigli chiari invece di risposte preconfezionate.',
    },
    {
      icon: 'sparkles',
      title: 'Dettagli che fanno la differenza',
      text: 'Sono le piccole attenzioni a contare: impostazioni sensate, linguaggio chiaro e nessuna sorpresa.',
    },
    {
      icon: 'refresh',
      title: 'Sempre in evoluzione',
      text: 'Ascoltiamo, impariamo e rilasciamo miglioramenti ogni mese, partendo dai tuoi suggerimenti.',
    },
    {
      icon: 'globe',
      title: 'Disponibile ovunque',
      text: 'Su smartphone, tablet o computer, ovunque tu sia.',
    },
    {
      icon: 'leaf',
      title: 'Sostenibile',
      text: 'Scegliamo partner responsabili e riduciamo al minimo il nostro impatto ambientale.',
    },
  ],
  plans: [
    {
      name: 'Base',
      price: 9,
      blurb: 'Per chi inizia in autonomia.',
      features: ['Funzioni essenziali', 'Assistenza via e-mail', '1 utente'],
    },
    {
      name: 'Pro',
      price: 29,
      blurb: 'Per team in crescita che vogliono di più.',
      features: ['Tutto il piano Base', 'Assistenza prioritaria', 'Fino a 10 utenti', 'Report avanzati'],
    },
    {
      name: 'Business',
      price: 79,
      blurb: 'Per organizzazioni che crescono su larga scala.',
      features: ['Tutto il piano Pro', 'Utenti illimitati', 'Referente dedicato', 'Attivazione personalizzata'],
    },
    {
      name: 'Enterprise',
      price: 199,
      blurb: 'Per esigenze complesse e requisiti di conformità.',
      features: [
        'Tutto il piano Business',
        'SSO e registri di audit',
        'Disponibilità garantita',
        'Contratti su misura',
      ],
    },
  ],
  planUnit: '/mese',
  quotes: [
    {
      quote:
        'Abbiamo cambiato la scorsa primavera e non siamo mai tornati indietro. Ora è tutto semplicemente più facile.',
      role: 'Direzione operativa',
    },
    {
      quote: 'Chiaro, veloce e davvero utile. Sembra fatto su misura per noi.',
      role: 'Direzione generale',
    },
    {
      quote: 'Il team ha risposto a ogni domanda entro un’ora. Un servizio eccellente.',
      role: 'Project manager',
    },
    {
      quote: 'Ci fa risparmiare ore ogni settimana e i nostri clienti se ne accorgono.',
      role: 'Responsabile marketing',
    },
  ],
  faqs: [
    {
      q: 'Come posso iniziare?',
      a: 'Scrivici o crea il tuo account in pochi clic: in qualche minuto è tutto pronto.',
    },
    {
      q: 'Posso disdire in qualsiasi momento?',
      a: 'Sì. Nessun vincolo a lungo termine: disdici con un clic dal tuo account.',
    },
    {
      q: 'Come posso contattarvi?',
      a: 'Il nostro team risponde via e-mail, telefono e chat dal lunedì al venerdì, di solito in poche ore.',
    },
    {
      q: 'Quali metodi di pagamento accettate?',
      a: 'Carta di credito o di debito, PayPal e bonifico bancario: scegli tu.',
    },
    {
      q: 'Quanto tempo richiede la spedizione?',
      a: 'Gli ordini partono entro 1–2 giorni lavorativi e la consegna richiede di solito 2–4 giorni lavorativi.',
    },
    {
      q: 'Posso effettuare un reso?',
      a: 'Sì, hai 30 giorni dalla consegna per restituire l’articolo, in modo semplice e gratuito.',
    },
    {
      q: 'Quali sono gli orari di apertura?',
      a: 'Dal lunedì al venerdì dalle 9:00 alle 18:00, il sabato dalle 10:00 alle 14:00. Online siamo sempre a tua disposizione.',
    },
    {
      q: 'È prevista una prova gratuita?',
      a: 'Ogni piano include 14 giorni di prova gratuita, senza carta di credito.',
    },
    {
      q: 'Come vengono protetti i miei dati?',
      a: 'I tuoi dati sono cifrati durante il transito e a riposo, trattati nel rispetto del GDPR e mai venduti a terzi.',
    },
    {
      q: 'Offrite sconti?',
      a: 'Con il piano annuale risparmi circa due mensilità, e per le associazioni non profit sono previsti prezzi ridotti.',
    },
  ],
  stats: [
    { value: '12.000+', label: 'Clienti soddisfatti' },
    { value: '98%', label: 'Tasso di soddisfazione' },
    { value: '24/7', label: 'Assistenza continua' },
    { value: '35', label: 'Paesi serviti' },
    { value: '4,9/5', label: 'Valutazione media' },
    { value: '10 anni', label: 'Di esperienza' },
  ],
  products: [
    { name: 'Kit Essenziale', text: 'Tutto ciò che serve per iniziare.', price: '29,00\u00a0€' },
    { name: 'Set Iconico', text: 'Il nostro set più amato.', price: '59,00\u00a0€' },
    { name: 'Compagno di ogni giorno', text: 'Piccolo, leggero e sempre pronto.', price: '19,90\u00a0€' },
    { name: 'Edizione Pro', text: 'Per chi vuole di più.', price: '89,00\u00a0€' },
    { name: 'Confezione regalo', text: 'Incartata e pronta da regalare.', price: '45,00\u00a0€' },
    { name: 'Kit da viaggio', text: 'Compatto e resistente.', price: '34,90\u00a0€' },
    { name: 'Set di ricariche', text: 'Fai scorta e risparmia.', price: '24,90\u00a0€' },
    { name: 'Edizione limitata', text: 'Fino a esaurimento scorte.', price: '99,00\u00a0€' },
  ],
  posts: [
    {
      title: 'Cinque abitudini di chi riesce a fare di più',
      category: 'Guide',
      excerpt: 'Piccole routine che fanno una grande differenza, messe alla prova dal nostro team per un anno.',
    },
    {
      title: 'Cosa ci hanno insegnato i nostri primi mille clienti',
      category: 'Storie',
      excerpt: 'Appunti sinceri su cosa ha funzionato, cosa no e cosa rifaremmo.',
    },
    {
      title: 'Una semplice checklist per partire col piede giusto',
      category: 'Consigli',
      excerpt: 'Stampala, appendila, spunta: tutto quello da preparare prima del primo giorno.',
    },
    {
      title: 'Dietro le quinte: come nascono le nostre novità',
      category: 'Azienda',
      excerpt: 'Da una conversazione con un cliente al lancio, in sei settimane.',
    },
    {
      title: '«Meno, ma meglio»: il nostro modo di lavorare',
      category: 'Riflessioni',
      excerpt: 'Perché preferiamo fare poche cose, ma farle bene.',
    },
  ],
  steps: [
    {
      title: 'Raccontaci cosa ti serve',
      text: 'Rispondi a poche domande veloci per aiutarci a capire i tuoi obiettivi.',
    },
    { title: 'Ricevi un piano su misura', text: 'Ti proponiamo un piano chiaro, con prezzo e tempi definiti.' },
    { title: 'Goditi il risultato', text: 'Consegniamo, verifichiamo insieme e continuiamo a migliorare con te.' },
    { title: 'Cresci con serenità', text: 'Fai il passo successivo quando vuoi, con lo stesso team al tuo fianco.' },
  ],
  gallery: [
    'Luce del mattino',
    'Dettagli silenziosi',
    'Lavori in corso',
    'Sul campo',
    'Da vicino',
    'Ora dorata',
    'Spazi aperti',
    'Momenti quotidiani',
    'Dietro le quinte',
  ],
  roles: [
    'Direzione generale',
    'Direzione creativa',
    'Sviluppo software',
    'Assistenza clienti',
    'Responsabile marketing',
    'Direzione operativa',
    'Gestione prodotto',
    'Community management',
  ],
  about: [
    'Tutto è partito da un’idea semplice: le cose dovrebbero essere chiare, oneste e un po’ speciali. È da qui che nasce {brand}.',
    'Oggi un piccolo team appassionato lavora ogni giorno per mantenere questa promessa, guidato da ciò che ci raccontano i nostri clienti.',
  ],
  titles: {
    features: [
      'Perché scegliere {brand}',
      'Tutto ciò che ti serve, niente di superfluo',
      'Pensato per ciò che conta',
      'L’essenziale, fatto meglio',
    ],
    pricing: ['Prezzi semplici e trasparenti', 'Piani che crescono con te', 'Scegli il tuo piano'],
    testimonials: ['Amato dai nostri clienti', 'Cosa dicono di noi', 'Non fidarti solo delle nostre parole'],
    faq: ['Domande frequenti', 'Domande? Risposte.', 'Buono a sapersi', 'Le tue domande, le nostre risposte'],
    cta: ['Iniziamo?', 'Inizia oggi con {brand}', 'Costruiamo insieme qualcosa di grande'],
    products: ['Prodotti in evidenza', 'I più venduti', 'Nuovi arrivi'],
    gallery: ['Uno sguardo da vicino', 'Momenti da condividere', 'Galleria'],
    stats: ['{brand} in numeri', 'Risultati che parlano da soli', 'Scelto in tutto il mondo'],
    team: ['Conosci il team', 'Le persone dietro {brand}', 'Il nostro team'],
    newsletter: ['Non perderti nessuna novità', 'Le novità di {brand}', 'Iscriviti alla newsletter'],
    blog: ['Dal blog', 'Ultime storie', 'Idee e aggiornamenti'],
    logos: ['Scelto da team di primo piano', 'Aziende che si affidano a {brand}', 'Dicono di noi'],
    contact: ['Contattaci', 'Parliamone', 'Scrivici'],
    steps: ['Come funziona', 'Semplice dall’inizio alla fine', 'Dal primo contatto al risultato'],
    about: ['La nostra storia', 'Chi è {brand}', 'Chi siamo'],
  },
  leads: {
    features: [
      'Strumenti e servizi pensati per aiutarti a fare di più con meno fatica.',
      'Tutto è progettato per farti risparmiare tempo e semplificarti la vita.',
    ],
    pricing: [
      'Nessun costo nascosto. Inizia gratis, passa a un piano superiore quando vuoi, disdici in qualsiasi momento.',
      'Scegli il piano giusto per oggi e cambialo quando preferisci.',
    ],
    testimonials: [
      'Ogni giorno migliaia di persone si affidano a {brand}. Ecco cosa raccontano alcune di loro.',
      'Parole vere di clienti veri.',
    ],
    faq: [
      'Tutto quello che c’è da sapere. Non trovi la risposta? Il nostro team è felice di aiutarti.',
      'Risposte rapide alle domande più comuni.',
    ],
    cta: [
      'Unisciti a migliaia di clienti soddisfatti e scopri la differenza.',
      'Bastano due minuti per iniziare. Nessuna carta di credito richiesta.',
    ],
    products: [
      'I nostri preferiti, scelti con cura e fatti per durare.',
      'Scopri ciò di cui tutti parlano in questa stagione.',
    ],
    gallery: ['Uno sguardo al nostro lavoro e ai momenti che gli danno senso.', 'Immagini dai nostri ultimi progetti.'],
    stats: [
      'Numeri di cui andiamo fieri, conquistati un cliente alla volta.',
      'Uno sguardo veloce a ciò che abbiamo realizzato insieme.',
    ],
    team: [
      'Un piccolo gruppo di persone che ama profondamente il proprio lavoro.',
      'Professionisti disponibili, pronti ad aiutarti.',
    ],
    newsletter: [
      'Una e-mail utile al mese. Niente spam, puoi annullare l’iscrizione quando vuoi.',
      'Novità, consigli e accesso in anteprima, direttamente nella tua casella di posta.',
    ],
    blog: ['Idee, guide e storie dal team di {brand}.', 'Nuove letture dal nostro team, ogni settimana.'],
    logos: [
      'Dalle start-up ai marchi internazionali, team di tutto il mondo lavorano con {brand}.',
      'In buona compagnia.',
    ],
    contact: [
      'Hai una domanda o un progetto in mente? Scrivici: ti risponderemo entro un giorno lavorativo.',
      'Saremo felici di sentirti.',
    ],
    steps: ['Per iniziare bastano pochi minuti. Ecco cosa succede dopo.', 'Un processo chiaro, senza sorprese.'],
    about: ['Un po’ della nostra storia e di dove vogliamo arrivare.', 'Le persone e le idee dietro {brand}.'],
  },
};
