/**
 * German copy for any subject, addressing the reader formally ("Sie").
 * Prices follow German style (29,00 € with a non-breaking space).
 */
import type { TopicBank } from '../copy-bank';

export const DE_BANK: TopicBank = {
  id: 'generic-de',
  match: [],
  noun: 'Ihr Unternehmen',
  brands: ['Nordlicht', 'Sonnseite', 'Immergrün', 'Leuchtfeuer'],
  heroHeadings: [
    'Gut gemacht. Von Anfang an.',
    'Einfach. Klar. Verlässlich.',
    'Mit Sorgfalt gemacht – für Menschen, die Wert darauf legen',
    'Hier beginnt etwas Besseres',
    'Alles, was Sie brauchen. An einem Ort.',
  ],
  heroLeads: [
    '{brand} vereint alles, was Sie brauchen: aufmerksamen Service, faire Preise und Ergebnisse, die man sieht.',
    'Weniger Aufwand, mehr Klarheit. {brand} macht es Ihnen leicht – vom ersten bis zum letzten Schritt.',
    'Tausende Menschen verlassen sich jeden Tag auf {brand}. Überzeugen Sie sich selbst.',
  ],
  eyebrows: ['Neu in dieser Saison', 'Von Tausenden empfohlen', 'Willkommen bei {brand}'],
  ctas: [
    ['Jetzt starten', 'Mehr erfahren'],
    ['Los geht’s', 'So funktioniert’s'],
    ['Termin vereinbaren', 'Entdecken'],
  ],
  nav: ['Leistungen', 'Preise', 'Über uns', 'Blog', 'Kontakt'],
  heroArt: 'abstract',
  features: [
    {
      icon: 'bolt',
      title: 'Schnell startklar',
      text: 'In Minuten statt Wochen einsatzbereit. Wir kümmern uns um die Einrichtung, Sie sich um das Wesentliche.',
    },
    {
      icon: 'shield',
      title: 'Zuverlässig und sicher',
      text: 'Ihre Daten und Ihre Zeit sind bei uns in guten Händen – betreut von Menschen, denen Details wichtig sind.',
    },
    {
      icon: 'heart',
      title: 'Mit Sorgfalt gemacht',
      text: 'Jedes Detail ist auf echte Menschen ausgerichtet und darauf, wie sie wirklich arbeiten.',
    },
    {
      icon: 'chat',
      title: 'Persönlicher Support',
      text: 'Echte Menschen antworten innerhalb weniger Stunden – mit klarem Rat statt Textbausteinen.',
    },
    {
      icon: 'sparkles',
      title: 'Durchdachte Details',
      text: 'Kleinigkeiten machen den Unterschied: sinnvolle Voreinstellungen, klare Sprache und keine Überraschungen.',
    },
    {
      icon: 'refresh',
      title: 'Ständig besser',
      text: 'Wir hören zu, lernen dazu und verbessern uns jeden Monat – auf Grundlage Ihrer Rückmeldungen.',
    },
    {
      icon: 'globe',
      title: 'Überall verfügbar',
      text: 'Auf dem Smartphone, dem Tablet oder am Rechner – wo immer Sie gerade sind.',
    },
    {
      icon: 'leaf',
      title: 'Nachhaltig',
      text: 'Wir arbeiten mit verantwortungsvollen Partnern und halten unseren ökologischen Fußabdruck klein.',
    },
  ],
  plans: [
    {
      name: 'Basis',
      price: 9,
      blurb: 'Für Einzelpersonen, die loslegen möchten.',
      features: ['Alle Grundfunktionen', 'Support per E-Mail', '1 Nutzerkonto'],
    },
    {
      name: 'Pro',
      price: 29,
      blurb: 'Für wachsende Teams mit mehr Bedarf.',
      features: ['Alles aus Basis', 'Bevorzugter Support', 'Bis zu 10 Nutzerkonten', 'Erweiterte Auswertungen'],
    },
    {
      name: 'Business',
      price: 79,
      blurb: 'Für Organisationen, die wachsen wollen.',
      features: ['Alles aus Pro', 'Unbegrenzte Nutzerkonten', 'Feste Ansprechperson', 'Individuelles Onboarding'],
    },
    {
      name: 'Enterprise',
      price: 199,
      blurb: 'Für komplexe Anforderungen und Compliance.',
      features: ['Alles aus Business', 'SSO und Audit-Logs', 'Garantierte Verfügbarkeit', 'Individuelle Verträge'],
    },
  ],
  planUnit: '/Monat',
  quotes: [
    {
      quote: 'Wir haben im Frühjahr gewechselt und es keinen Tag bereut. Alles ist jetzt einfach leichter.',
      role: 'Leitung Betrieb',
    },
    {
      quote: 'Klar, schnell und wirklich hilfreich. Es fühlt sich an, als wäre es genau für uns gemacht.',
      role: 'Geschäftsführung',
    },
    {
      quote: 'Das Team hat jede Frage innerhalb einer Stunde beantwortet. Ein hervorragender Service.',
      role: 'Projektleitung',
    },
    {
      quote: 'Wir sparen jede Woche Stunden – und unsere Kundschaft merkt den Unterschied.',
      role: 'Leitung Marketing',
    },
  ],
  faqs: [
    {
      q: 'Wie fange ich an?',
      a: 'Schreiben Sie uns oder legen Sie in wenigen Klicks ein Konto an – in ein paar Minuten ist alles startklar.',
    },
    {
      q: 'Kann ich jederzeit kündigen?',
      a: 'Ja. Es gibt keine langen Vertragslaufzeiten; Sie kündigen mit einem Klick in Ihrem Konto.',
    },
    {
      q: 'Wie erreiche ich Sie?',
      a: 'Unser Team ist werktags per E-Mail, Telefon und Chat für Sie da und antwortet meist innerhalb weniger Stunden.',
    },
    {
      q: 'Welche Zahlungsarten akzeptieren Sie?',
      a: 'Sie zahlen bequem per Kreditkarte, PayPal, SEPA-Lastschrift oder auf Rechnung.',
    },
    {
      q: 'Wie lange dauert der Versand?',
      a: 'Bestellungen verlassen uns innerhalb von 1–2 Werktagen; die Zustellung dauert in der Regel 2–4 Werktage.',
    },
    {
      q: 'Kann ich etwas zurückgeben?',
      a: 'Ja, innerhalb von 30 Tagen nach Erhalt – unkompliziert und kostenlos.',
    },
    {
      q: 'Wann haben Sie geöffnet?',
      a: 'Montag bis Freitag von 9 bis 18 Uhr, samstags von 10 bis 14 Uhr. Online sind wir rund um die Uhr erreichbar.',
    },
    {
      q: 'Gibt es eine kostenlose Testphase?',
      a: 'Jeder Tarif beginnt mit 14 kostenlosen Tagen – ganz ohne Kreditkarte.',
    },
    {
      q: 'Wie schützen Sie meine Daten?',
      a: 'Ihre Daten werden verschlüsselt übertragen und gespeichert, DSGVO-konform verarbeitet und niemals verkauft.',
    },
    {
      q: 'Gibt es Rabatte?',
      a: 'Mit dem Jahrestarif sparen Sie rund zwei Monatsbeiträge; gemeinnützige Organisationen erhalten Sonderkonditionen.',
    },
  ],
  stats: [
    { value: '12.000+', label: 'Zufriedene Kundinnen und Kunden' },
    { value: '98\u00a0%', label: 'Zufriedenheit' },
    { value: '24/7', label: 'Erreichbarkeit' },
    { value: '35', label: 'Länder' },
    { value: '4,9/5', label: 'Durchschnittliche Bewertung' },
    { value: '10 Jahre', label: 'Erfahrung' },
  ],
  products: [
    { name: 'Starter-Set', text: 'Alles, was Sie für den Anfang brauchen.', price: '29,00\u00a0€' },
    { name: 'Signature-Set', text: 'Unser beliebtestes Paket.', price: '59,00\u00a0€' },
    { name: 'Alltagsbegleiter', text: 'Klein, leicht und immer bereit.', price: '19,90\u00a0€' },
    { name: 'Pro-Edition', text: 'Für alle, die mehr wollen.', price: '89,00\u00a0€' },
    { name: 'Geschenkbox', text: 'Liebevoll verpackt und bereit zum Verschenken.', price: '45,00\u00a0€' },
    { name: 'Reiseset', text: 'Kompakt und robust.', price: '34,90\u00a0€' },
    { name: 'Nachfüllpaket', text: 'Vorrat anlegen und sparen.', price: '24,90\u00a0€' },
    { name: 'Limitierte Edition', text: 'Nur solange der Vorrat reicht.', price: '99,00\u00a0€' },
  ],
  posts: [
    {
      title: 'Fünf Gewohnheiten von Menschen, die mehr schaffen',
      category: 'Ratgeber',
      excerpt: 'Kleine Routinen mit großer Wirkung – ein Jahr lang von unserem Team getestet.',
    },
    {
      title: 'Was uns die ersten tausend Kundinnen und Kunden gelehrt haben',
      category: 'Einblicke',
      excerpt: 'Ehrliche Notizen dazu, was funktioniert hat, was nicht – und was wir wieder so machen würden.',
    },
    {
      title: 'Die Checkliste für einen guten Start',
      category: 'Tipps',
      excerpt: 'Ausdrucken, anpinnen, abhaken: alles, was Sie vor dem ersten Tag vorbereiten sollten.',
    },
    {
      title: 'Hinter den Kulissen: So entstehen bei uns neue Ideen',
      category: 'Unternehmen',
      excerpt: 'Vom ersten Gespräch bis zur fertigen Umsetzung in sechs Wochen.',
    },
    {
      title: 'Warum „weniger“ oft mehr ist',
      category: 'Gedanken',
      excerpt: 'Über den Mut, Dinge wegzulassen – und warum sich das am Ende lohnt.',
    },
  ],
  steps: [
    { title: 'Bedarf schildern', text: 'Beantworten Sie ein paar kurze Fragen, damit wir Ihre Ziele verstehen.' },
    { title: 'Angebot erhalten', text: 'Wir schlagen einen klaren Plan vor – mit festem Preis und Zeitrahmen.' },
    { title: 'Ergebnis genießen', text: 'Wir liefern, fragen nach und entwickeln alles gemeinsam mit Ihnen weiter.' },
    {
      title: 'Sicher wachsen',
      text: 'Gehen Sie den nächsten Schritt, wann immer Sie bereit sind – mit demselben Team an Ihrer Seite.',
    },
  ],
  gallery: [
    'Morgenlicht',
    'Stille Details',
    'In Arbeit',
    'Vor Ort',
    'Ganz nah',
    'Goldene Stunde',
    'Weite Räume',
    'Alltagsmomente',
    'Hinter den Kulissen',
  ],
  roles: [
    'Gründung & Geschäftsführung',
    'Leitung Design',
    'Leitung Entwicklung',
    'Kundenbetreuung',
    'Leitung Marketing',
    'Betriebsleitung',
    'Produktmanagement',
    'Community-Management',
  ],
  about: [
    '{brand} begann mit einer einfachen Idee: Dinge sollten unkompliziert, ehrlich und ein kleines bisschen begeisternd sein.',
    'Heute arbeitet ein kleines, engagiertes Team jeden Tag daran, dieses Versprechen zu halten – geleitet von dem, was uns unsere Kundschaft sagt.',
  ],
  titles: {
    features: [
      'Warum sich Menschen für {brand} entscheiden',
      'Alles, was Sie brauchen – nichts, was Sie nicht brauchen',
      'Konzentriert auf das, was zählt',
      'Gute Gründe für {brand}',
    ],
    pricing: ['Einfache, transparente Preise', 'Tarife, die mit Ihnen wachsen', 'Wählen Sie Ihren Tarif'],
    testimonials: [
      'Das sagen unsere Kundinnen und Kunden',
      'Stimmen aus der Praxis',
      'Verlassen Sie sich nicht nur auf unser Wort',
    ],
    faq: ['Häufige Fragen', 'Fragen? Antworten.', 'Gut zu wissen', 'Ihre Fragen, unsere Antworten'],
    cta: ['Bereit für den Start?', 'Starten Sie heute mit {brand}', 'Lassen Sie uns gemeinsam Großes schaffen'],
    products: ['Ausgewählte Produkte', 'Bestseller', 'Neuheiten'],
    gallery: ['Ein genauerer Blick', 'Momente, die man teilen möchte', 'Galerie'],
    stats: ['{brand} in Zahlen', 'Ergebnisse, die für sich sprechen', 'Vertrauen weit über Grenzen hinaus'],
    team: ['Lernen Sie unser Team kennen', 'Die Menschen hinter {brand}', 'Unser Team'],
    newsletter: ['Bleiben Sie auf dem Laufenden', 'Neuigkeiten von {brand}', 'Newsletter abonnieren'],
    blog: ['Aus dem Blog', 'Neueste Beiträge', 'Wissen und Neuigkeiten'],
    logos: ['Führende Teams vertrauen uns', 'Unternehmen, die auf {brand} setzen', 'Bekannt aus'],
    contact: ['Kontakt aufnehmen', 'Sprechen wir darüber', 'Kontakt'],
    steps: ['So funktioniert’s', 'Einfach von Anfang bis Ende', 'Vom ersten Hallo bis zum Ergebnis'],
    about: ['Unsere Geschichte', 'Über {brand}', 'Wer wir sind'],
  },
  leads: {
    features: [
      'Durchdachte Werkzeuge und Leistungen, mit denen Sie mit weniger Aufwand mehr erreichen.',
      'Alles ist darauf ausgelegt, Ihnen Zeit zu sparen und die Dinge einfach zu halten.',
    ],
    pricing: [
      'Keine versteckten Kosten. Kostenlos starten, bei Bedarf wechseln, jederzeit kündigen.',
      'Wählen Sie den Tarif, der heute passt – und wechseln Sie, wann immer Sie möchten.',
    ],
    testimonials: [
      'Tausende Menschen verlassen sich jeden Tag auf {brand}. Einige erzählen hier, warum.',
      'Echte Worte von echten Kundinnen und Kunden.',
    ],
    faq: [
      'Alles, was Sie wissen müssen. Keine Antwort gefunden? Unser Team hilft Ihnen gern weiter.',
      'Schnelle Antworten auf die Fragen, die wir am häufigsten hören.',
    ],
    cta: [
      'Schließen Sie sich Tausenden zufriedener Kundinnen und Kunden an und überzeugen Sie sich selbst.',
      'Der Start dauert zwei Minuten. Keine Kreditkarte erforderlich.',
    ],
    products: [
      'Handverlesene Lieblingsstücke, gemacht für lange Freude.',
      'Entdecken Sie, worüber in dieser Saison alle sprechen.',
    ],
    gallery: [
      'Ein Einblick in unsere Arbeit und die Momente, die sie besonders machen.',
      'Bilder aus unseren aktuellen Projekten.',
    ],
    stats: [
      'Zahlen, auf die wir stolz sind – Auftrag für Auftrag erarbeitet.',
      'Ein kurzer Blick auf das, was wir gemeinsam erreicht haben.',
    ],
    team: [
      'Eine kleine Gruppe von Menschen, die mit Leidenschaft bei der Sache ist.',
      'Freundliche Profis, die Ihnen gern weiterhelfen.',
    ],
    newsletter: [
      'Eine nützliche E-Mail im Monat. Kein Spam, jederzeit abbestellbar.',
      'Neuigkeiten, Tipps und früher Zugang – direkt in Ihr Postfach.',
    ],
    blog: ['Ideen, Ratgeber und Geschichten aus dem Team von {brand}.', 'Jede Woche neuer Lesestoff aus unserem Team.'],
    logos: [
      'Vom Start-up bis zur internationalen Marke: Teams überall arbeiten mit {brand}.',
      'In guter Gesellschaft.',
    ],
    contact: [
      'Sie haben eine Frage oder ein Projekt im Kopf? Schreiben Sie uns – wir antworten innerhalb eines Werktags.',
      'Wir freuen uns auf Ihre Nachricht.',
    ],
    steps: ['Der Einstieg dauert nur wenige Minuten. So geht es weiter.', 'Ein klarer Ablauf, keine Überraschungen.'],
    about: ['Woher wir kommen und wohin wir wollen.', 'Die Menschen und Ideen hinter {brand}.'],
  },
};
