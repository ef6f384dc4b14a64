/**
 * Dutch copy for any subject, addressing the reader as "je/jij".
 * Prices are written € 29,00 (non-breaking space), as Dutch shops do.
 */
import type { TopicBank } from '../copy-bank';

export const NL_BANK: TopicBank = {
  id: 'generic-nl',
  match: [],
  noun: 'je bedrijf',
  brands: ['Noorderlicht', 'Zonnekant', 'Altijdgroen', 'Vuurtoren'],
  heroHeadings: [
    'Goed gedaan, vanaf het begin',
    'Simpel. Helder. Betrouwbaar.',
    'Gemaakt voor mensen die om details geven',
    'Beter begint hier',
    'Alles wat je nodig hebt, op één plek',
  ],
  heroLeads: [
    '{brand} brengt alles samen wat je nodig hebt: persoonlijke service, eerlijke prijzen en resultaten die je ziet.',
    'Minder gedoe, meer overzicht. {brand} houdt alles helder, snel en prettig, van de eerste tot de laatste stap.',
    'Sluit je aan bij de duizenden mensen die elke dag op {brand} vertrouwen.',
  ],
  eyebrows: ['Nieuw dit seizoen', 'Duizenden klanten gingen je voor', 'Welkom bij {brand}'],
  ctas: [
    ['Aan de slag', 'Meer weten'],
    ['Start nu', 'Bekijk hoe het werkt'],
    ['Plan een gesprek', 'Ontdek meer'],
  ],
  nav: ['Diensten', 'Prijzen', 'Over ons', 'Blog', 'Contact'],
  heroArt: 'abstract',
  features: [
    {
      icon: 'bolt',
      title: 'Snel van start',
      text: 'Binnen een paar minuten aan de slag, niet pas na weken. Wij regelen de inrichting, zodat jij je kunt richten op wat telt.',
    },
    {
      icon: 'shield',
      title: 'Betrouwbaar en veilig',
      text: 'Je gegevens en je tijd zijn bij ons in goede handen, bij mensen die oog hebben voor detail.',
    },
    {
      icon: 'heart',
      title: 'Met zorg gemaakt',
      text: 'Elk detail is ontworpen rond echte mensen en de manier waarop zij echt werken.',
    },
    {
      icon: 'chat',
      title: 'Vriendelijke support',
      text: 'Echte mensen reageren binnen een paar uur, met helder advies in plaats van standaardantwoorden.',
    },
    {
      icon: 'sparkles',
      title: 'Doordachte details',
      text: 'Kleine dingen maken het verschil: slimme standaardinstellingen, duidelijke taal en geen verrassingen.',
    },
    {
      icon: 'refresh',
      title: 'Altijd beter',
      text: 'We luisteren, leren en brengen elke maand verbeteringen uit, op basis van jouw feedback.',
    },
    {
      icon: 'globe',
      title: 'Overal beschikbaar',
      text: 'Op je telefoon, tablet of computer: waar je ook bent.',
    },
    {
      icon: 'leaf',
      title: 'Duurzaam',
      text: 'We kiezen voor verantwoorde partners en houden onze voetafdruk zo klein mogelijk.',
    },
  ],
  plans: [
    {
      name: 'Basis',
      price: 9,
      blurb: 'Voor wie zelfstandig begint.',
      features: ['Alle basisfuncties', 'Support per e-mail', '1 gebruiker'],
    },
    {
      name: 'Pro',
      price: 29,
      blurb: 'Voor groeiende teams die meer nodig hebben.',
      features: ['Alles uit Basis', 'Support met voorrang', 'Tot 10 gebruikers', 'Uitgebreide rapportages'],
    },
    {
      name: 'Business',
      price: 79,
      blurb: 'Voor organisaties die willen opschalen.',
      features: ['Alles uit Pro', 'Onbeperkt aantal gebruikers', 'Vaste contactpersoon', 'Onboarding op maat'],
    },
    {
      name: 'Enterprise',
      price: 199,
      blurb: 'Voor complexe wensen en strenge eisen.',
      features: ['Alles uit Business', 'SSO en auditlogs', 'Gegarandeerde beschikbaarheid', 'Contracten op maat'],
    },
  ],
  planUnit: '/maand',
  quotes: [
    {
      quote: 'We zijn vorig voorjaar overgestapt en hebben nooit meer omgekeken. Alles gaat nu gewoon makkelijker.',
      role: 'Operationeel manager',
    },
    {
      quote: 'Helder, snel en echt behulpzaam. Het voelt alsof het speciaal voor ons gemaakt is.',
      role: 'Oprichter',
    },
    {
      quote: 'Het supportteam beantwoordde elke vraag binnen het uur. Uitstekende service.',
      role: 'Projectmanager',
    },
    {
      quote: 'Het scheelt ons elke week uren, en onze klanten merken het verschil.',
      role: 'Directeur',
    },
  ],
  faqs: [
    {
      q: 'Hoe begin ik?',
      a: 'Neem contact met ons op of maak in een paar klikken een account aan: binnen enkele minuten ben je klaar.',
    },
    {
      q: 'Kan ik op elk moment opzeggen?',
      a: 'Ja. Er zijn geen langlopende contracten; je zegt met één klik op via je account.',
    },
    {
      q: 'Hoe kan ik jullie bereiken?',
      a: 'Ons team reageert op werkdagen via e-mail, telefoon en chat, meestal binnen een paar uur.',
    },
    {
      q: 'Welke betaalmethoden accepteren jullie?',
      a: 'Je betaalt eenvoudig met iDEAL, creditcard, PayPal of via een bankoverschrijving.',
    },
    {
      q: 'Hoe lang duurt de verzending?',
      a: 'Bestellingen worden binnen 1–2 werkdagen verzonden en zijn meestal binnen 2–4 werkdagen bezorgd.',
    },
    {
      q: 'Kan ik iets retourneren?',
      a: 'Ja, binnen 30 dagen na ontvangst, eenvoudig en kosteloos.',
    },
    {
      q: 'Wat zijn jullie openingstijden?',
      a: 'Maandag tot en met vrijdag van 9.00 tot 18.00 uur, zaterdag van 10.00 tot 14.00 uur. Online zijn we altijd bereikbaar.',
    },
    {
      q: 'Is er een gratis proefperiode?',
      a: 'Elk abonnement begint met 14 dagen gratis proberen, zonder creditcard.',
    },
    {
      q: 'Hoe worden mijn gegevens beschermd?',
      a: 'Je gegevens worden versleuteld verstuurd en opgeslagen, verwerkt volgens de AVG en nooit verkocht.',
    },
    {
      q: 'Bieden jullie kortingen?',
      a: 'Met een jaarabonnement bespaar je ongeveer twee maanden, en goede doelen krijgen een gereduceerd tarief.',
    },
  ],
  stats: [
    { value: '12.000+', label: 'Tevreden klanten' },
    { value: '98%', label: 'Klanttevredenheid' },
    { value: '24/7', label: 'Bereikbaar' },
    { value: '35', label: 'Landen' },
    { value: '4,9/5', label: 'Gemiddelde beoordeling' },
    { value: '10 jaar', label: 'Ervaring' },
  ],
  products: [
    { name: 'Startset', text: 'Alles wat je nodig hebt om te beginnen.', price: '€\u00a029,00' },
    { name: 'Signature-set', text: 'Onze meest geliefde set.', price: '€\u00a059,00' },
    { name: 'Dagelijkse metgezel', text: 'Klein, licht en altijd paraat.', price: '€\u00a019,90' },
    { name: 'Pro-editie', text: 'Voor wie meer wil.', price: '€\u00a089,00' },
    { name: 'Cadeaubox', text: 'Mooi ingepakt en klaar om te geven.', price: '€\u00a045,00' },
    { name: 'Reisset', text: 'Compact en stevig.', price: '€\u00a034,90' },
    { name: 'Navulpakket', text: 'Sla voorraad in en bespaar.', price: '€\u00a024,90' },
    { name: 'Gelimiteerde editie', text: 'Zolang de voorraad strekt.', price: '€\u00a099,00' },
  ],
  posts: [
    {
      title: 'Vijf gewoontes van mensen die meer gedaan krijgen',
      category: 'Gidsen',
      excerpt: 'Kleine routines met een groot effect, een jaar lang getest door ons team.',
    },
    {
      title: 'Wat we leerden van onze eerste duizend klanten',
      category: 'Verhalen',
      excerpt: 'Eerlijke aantekeningen over wat werkte, wat niet en wat we opnieuw zouden doen.',
    },
    {
      title: 'Een eenvoudige checklist voor een goede start',
      category: 'Tips',
      excerpt: 'Print hem, prik hem op en vink af: alles wat je vóór de eerste dag regelt.',
    },
    {
      title: 'Achter de schermen: zo ontstaan onze nieuwe ideeën',
      category: 'Bedrijf',
      excerpt: 'Van een gesprek met een klant tot de lancering, in zes weken.',
    },
    {
      title: '‘Minder, maar beter’: zo werken wij',
      category: 'Gedachten',
      excerpt: 'Waarom we liever weinig dingen doen, maar die dan wel goed.',
    },
  ],
  steps: [
    { title: 'Vertel wat je nodig hebt', text: 'Beantwoord een paar korte vragen, zodat we je doelen begrijpen.' },
    { title: 'Ontvang een plan op maat', text: 'We stellen een helder plan voor, met een vaste prijs en planning.' },
    { title: 'Geniet van het resultaat', text: 'We leveren op, houden contact en blijven samen verbeteren.' },
    { title: 'Groei met vertrouwen', text: 'Schaal op wanneer je er klaar voor bent, met hetzelfde team naast je.' },
  ],
  gallery: [
    'Ochtendlicht',
    'Stille details',
    'In de maak',
    'Op locatie',
    'Van dichtbij',
    'Gouden uur',
    'Open ruimtes',
    'Alledaagse momenten',
    'Achter de schermen',
  ],
  roles: [
    'Oprichter & CEO',
    'Hoofd design',
    'Lead developer',
    'Klantsucces',
    'Hoofd marketing',
    'Operationeel manager',
    'Productmanager',
    'Communitymanager',
  ],
  about: [
    '{brand} begon met een eenvoudig idee: dingen moeten helder, eerlijk en een tikje verrassend zijn.',
    'Vandaag werkt een klein, toegewijd team er elke dag aan om die belofte waar te maken, geleid door wat onze klanten ons vertellen.',
  ],
  titles: {
    features: [
      'Waarom mensen kiezen voor {brand}',
      'Alles wat je nodig hebt, niets te veel',
      'Gebouwd rond wat telt',
      'Het belangrijkste, beter geregeld',
    ],
    pricing: ['Eenvoudige, transparante prijzen', 'Abonnementen die met je meegroeien', 'Kies je abonnement'],
    testimonials: ['Geliefd bij onze klanten', 'Wat anderen zeggen', 'Geloof ons niet op ons woord'],
    faq: ['Veelgestelde vragen', 'Vragen? Antwoorden.', 'Goed om te weten', 'Jouw vragen, onze antwoorden'],
    cta: ['Klaar om te beginnen?', 'Begin vandaag met {brand}', 'Laten we samen iets moois bouwen'],
    products: ['Uitgelichte producten', 'Bestsellers', 'Nieuw binnen'],
    gallery: ['Van dichterbij', 'Momenten om te delen', 'Galerij'],
    stats: ['{brand} in cijfers', 'Resultaten die voor zich spreken', 'Wereldwijd vertrouwd'],
    team: ['Maak kennis met het team', 'De mensen achter {brand}', 'Ons team'],
    newsletter: ['Blijf op de hoogte', 'Het laatste nieuws van {brand}', 'Schrijf je in voor de nieuwsbrief'],
    blog: ['Van het blog', 'Nieuwste verhalen', 'Inzichten en updates'],
    logos: ['Toonaangevende teams gingen je voor', 'Bedrijven die op {brand} rekenen', 'Bekend van'],
    contact: ['Neem contact op', 'Laten we praten', 'Contact'],
    steps: ['Zo werkt het', 'Eenvoudig van begin tot eind', 'Van eerste kennismaking tot resultaat'],
    about: ['Ons verhaal', 'Over {brand}', 'Wie we zijn'],
  },
  leads: {
    features: [
      'Doordachte hulpmiddelen en diensten waarmee je meer bereikt met minder moeite.',
      'Alles is erop gericht om je tijd te besparen en het simpel te houden.',
    ],
    pricing: [
      'Geen verborgen kosten. Start gratis, stap over wanneer je wilt en zeg op elk moment op.',
      'Kies het abonnement dat nu past en wissel wanneer het jou uitkomt.',
    ],
    testimonials: [
      'Duizenden mensen vertrouwen elke dag op {brand}. Dit zeggen een paar van hen.',
      'Echte woorden van echte klanten.',
    ],
    faq: [
      'Alles wat je moet weten. Staat je vraag er niet tussen? Ons team helpt je graag.',
      'Snelle antwoorden op de vragen die we het vaakst horen.',
    ],
    cta: [
      'Sluit je aan bij duizenden tevreden klanten en ervaar zelf het verschil.',
      'Beginnen kost twee minuten. Geen creditcard nodig.',
    ],
    products: [
      'Zorgvuldig uitgekozen favorieten, gemaakt om lang mee te gaan.',
      'Ontdek waar iedereen het dit seizoen over heeft.',
    ],
    gallery: ['Een kijkje in ons werk en de momenten die het de moeite waard maken.', 'Beelden van ons recente werk.'],
    stats: [
      'Cijfers waar we trots op zijn, verdiend met elke klant.',
      'Een snelle blik op wat we samen hebben bereikt.',
    ],
    team: ['Een kleine groep mensen met hart voor hun vak.', 'Vriendelijke experts die je graag helpen.'],
    newsletter: [
      'Eén nuttige e-mail per maand. Geen spam, altijd af te melden.',
      'Nieuws, tips en vroege toegang, rechtstreeks in je inbox.',
    ],
    blog: ['Ideeën, gidsen en verhalen van het team van {brand}.', 'Elke week nieuwe leesstof van ons team.'],
    logos: ['Van start-up tot wereldmerk: overal werken teams met {brand}.', 'In goed gezelschap.'],
    contact: [
      'Heb je een vraag of een project in gedachten? Stuur ons een bericht, dan reageren we binnen één werkdag.',
      'We horen graag van je.',
    ],
    steps: ['Beginnen kost maar een paar minuten. Dit gebeurt er daarna.', 'Een helder proces, zonder verrassingen.'],
    about: ['Iets over waar we vandaan komen en waar we naartoe gaan.', 'De mensen en ideeën achter {brand}.'],
  },
};
