/**
 * French copy for any subject, addressing the reader formally (vous). French
 * typography: a non-breaking space before a colon and inside guillemets, a
 * narrow one before semicolons, question and exclamation marks; prices are
 * written 29,00 € (non-breaking space).
 */
import type { TopicBank } from '../copy-bank';

export const FR_BANK: TopicBank = {
  id: 'generic-fr',
  match: [],
  noun: 'votre activité',
  brands: ['Étoile du Nord', 'Belle Rive', 'Clairvoie', 'Lumière'],
  heroHeadings: [
    'Bien fait, dès le départ',
    'Simple. Clair. Fiable.',
    'Pensé pour celles et ceux qui soignent les détails',
    'Le meilleur commence ici',
    'Tout ce qu’il vous faut, au même endroit',
  ],
  heroLeads: [
    '{brand} réunit tout ce dont vous avez besoin\u00a0: un service attentionné, des prix honnêtes et des résultats concrets.',
    'Moins de tâches ingrates, plus de clarté. Avec {brand}, tout reste simple, rapide et agréable, de la première à la dernière étape.',
    'Rejoignez les milliers de personnes qui font confiance à {brand} chaque jour.',
  ],
  eyebrows: ['Nouveau cette saison', 'Plébiscité par des milliers de clients', 'Bienvenue chez {brand}'],
  ctas: [
    ['Commencer', 'En savoir plus'],
    ['Démarrer maintenant', 'Voir comment ça marche'],
    ['Prendre rendez-vous', 'Découvrir'],
  ],
  nav: ['Services', 'Tarifs', 'À propos', 'Blog', 'Contact'],
  heroArt: 'abstract',
  features: [
    {
      icon: 'bolt',
      title: 'Rapide, tout simplement',
      text: 'Opérationnel en quelques minutes, pas en quelques semaines. Nous nous occupons de la mise en place\u00a0: vous vous concentrez sur l’essentiel.',
    },
    {
      icon: 'shield',
      title: 'Fiable et sécurisé',
      text: 'Vos données et votre temps sont entre de bonnes mains, confiés à une équipe attentive au moindre détail.',
    },
    {
      icon: 'heart',
      title: 'Conçu avec soin',
      text: 'Chaque détail est pensé pour de vraies personnes et pour leur façon réelle de travailler.',
    },
    {
      icon: 'chat',
      title: 'Un support à l’écoute',
      text: 'De vraies personnes vous répondent en quelques heures, avec des conseils clairs plutôt que des réponses toutes faites.',
    },
    {
      icon: 'sparkles',
      title: 'Des détails qui comptent',
      text: 'Les petites attentions font la différence\u00a0: des réglages judicieux, un langage clair et aucune mauvaise surprise.',
    },
    {
      icon: 'refresh',
      title: 'Toujours mieux',
      text: 'Nous écoutons, nous apprenons et nous améliorons notre offre chaque mois, guidés par vos retours.',
    },
    {
      icon: 'globe',
      title: 'Disponible partout',
      text: 'Sur votre téléphone, votre tablette ou votre ordinateur, où que vous soyez.',
    },
    {
      icon: 'leaf',
      title: 'Responsable',
      text: 'Nous choisissons des partenaires engagés et réduisons notre empreinte au minimum.',
    },
  ],
  plans: [
    {
      name: 'Essentiel',
      price: 9,
      blurb: 'Pour bien démarrer en solo.',
      features: ['Fonctionnalités essentielles', 'Support par e-mail', '1 compte utilisateur'],
    },
    {
      name: 'Pro',
      price: 29,
      blurb: 'Pour les équipes en pleine croissance.',
      features: ['Tout le forfait Essentiel', 'Support prioritaire', 'Jusqu’à 10 comptes', 'Rapports avancés'],
    },
    {
      name: 'Business',
      price: 79,
      blurb: 'Pour les structures qui changent d’échelle.',
      features: ['Tout le forfait Pro', 'Comptes illimités', 'Interlocuteur dédié', 'Accompagnement sur mesure'],
    },
    {
      name: 'Entreprise',
      price: 199,
      blurb: 'Pour les besoins complexes et la conformité.',
      features: [
        'Tout le forfait Business',
        'SSO et journaux d’audit',
        'Disponibilité garantie',
        'Contrats personnalisés',
      ],
    },
  ],
  planUnit: '/mois',
  quotes: [
    {
      quote:
        'Nous avons changé au printemps dernier et ne l’avons jamais regretté. Tout est tout simplement plus facile.',
      role: 'Responsable des opérations',
    },
    {
      quote: 'Clair, rapide et vraiment utile. On a l’impression que c’est fait pour nous.',
      role: 'Direction générale',
    },
    {
      quote: 'L’équipe a répondu à chacune de nos questions en moins d’une heure. Un service remarquable.',
      role: 'Responsable de projet',
    },
    {
      quote: 'Nous gagnons des heures chaque semaine, et nos clients voient la différence.',
      role: 'Responsable marketing',
    },
  ],
  faqs: [
    {
      q: 'Comment commencer\u202f?',
      a: 'Écrivez-nous ou créez votre compte en quelques clics\u00a0: tout est prêt en quelques minutes.',
    },
    {
      q: 'Puis-je résilier à tout moment\u202f?',
      a: 'Oui. Aucun engagement de longue durée\u00a0: vous résiliez en un clic depuis votre espace client.',
    },
    {
      q: 'Comment vous joindre\u202f?',
      a: 'Notre équipe répond par e-mail, par téléphone et par chat du lundi au vendredi, généralement en quelques heures.',
    },
    {
      q: 'Quels moyens de paiement acceptez-vous\u202f?',
      a: 'Carte bancaire, PayPal, virement ou prélèvement SEPA\u00a0: c’est vous qui choisissez.',
    },
    {
      q: 'Quels sont les délais de livraison\u202f?',
      a: 'Les commandes sont expédiées sous 1 à 2 jours ouvrés et livrées en général en 2 à 4 jours ouvrés.',
    },
    {
      q: 'Puis-je retourner un article\u202f?',
      a: 'Oui, vous disposez de 30 jours après réception pour nous le renvoyer, simplement et gratuitement.',
    },
    {
      q: 'Quels sont vos horaires d’ouverture\u202f?',
      a: 'Du lundi au vendredi de 9\u00a0h à 18\u00a0h, le samedi de 10\u00a0h à 14\u00a0h. En ligne, nous restons joignables 24\u00a0h/24.',
    },
    {
      q: 'Existe-t-il un essai gratuit\u202f?',
      a: 'Chaque formule commence par 14 jours d’essai gratuit, sans carte bancaire.',
    },
    {
      q: 'Comment mes données sont-elles protégées\u202f?',
      a: 'Vos données sont chiffrées en transit comme au repos, traitées conformément au RGPD et jamais revendues.',
    },
    {
      q: 'Proposez-vous des réductions\u202f?',
      a: 'L’abonnement annuel vous fait économiser environ deux mois, et les associations bénéficient de tarifs réduits.',
    },
  ],
  stats: [
    { value: '12\u202f000+', label: 'Clients satisfaits' },
    { value: '98\u00a0%', label: 'Taux de satisfaction' },
    { value: '24\u00a0h/24', label: 'Assistance disponible' },
    { value: '35', label: 'Pays desservis' },
    { value: '4,9/5', label: 'Note moyenne' },
    { value: '10\u00a0ans', label: 'D’expérience' },
  ],
  products: [
    { name: 'Coffret Essentiel', text: 'Tout ce qu’il faut pour bien commencer.', price: '29,00\u00a0€' },
    { name: 'Coffret Signature', text: 'Le préféré de nos clients.', price: '59,00\u00a0€' },
    { name: 'Compagnon du quotidien', text: 'Petit, léger et toujours prêt.', price: '19,90\u00a0€' },
    { name: 'Édition Pro', text: 'Pour celles et ceux qui en veulent plus.', price: '89,00\u00a0€' },
    { name: 'Coffret cadeau', text: 'Emballé et prêt à offrir.', price: '45,00\u00a0€' },
    { name: 'Kit voyage', text: 'Compact et résistant.', price: '34,90\u00a0€' },
    { name: 'Lot de recharges', text: 'Faites le plein et économisez.', price: '24,90\u00a0€' },
    { name: 'Édition limitée', text: 'Dans la limite des stocks disponibles.', price: '99,00\u00a0€' },
  ],
  posts: [
    {
      title: 'Cinq habitudes des gens qui en font plus',
      category: 'Guides',
      excerpt: 'De petites routines qui changent tout, testées par notre équipe pendant un an.',
    },
    {
      title: 'Ce que nos mille premiers clients nous ont appris',
      category: 'Récits',
      excerpt: 'Nos notes honnêtes\u00a0: ce qui a marché, ce qui n’a pas marché et ce que nous referions.',
    },
    {
      title: 'Une check-list simple pour bien démarrer',
      category: 'Conseils',
      excerpt: 'Imprimez-la, épinglez-la, cochez\u00a0: tout ce qu’il faut préparer avant le premier jour.',
    },
    {
      title: 'Dans les coulisses\u00a0: comment naissent nos nouveautés',
      category: 'Entreprise',
      excerpt: 'D’une conversation avec un client à la mise en ligne, en six semaines.',
    },
    {
      title: '«\u00a0Moins, mais mieux\u00a0»\u00a0: notre façon de travailler',
      category: 'Réflexions',
      excerpt: 'Pourquoi nous préférons faire peu de choses, mais les faire bien.',
    },
  ],
  steps: [
    {
      title: 'Parlez-nous de vos besoins',
      text: 'Répondez à quelques questions pour que nous comprenions vos objectifs.',
    },
    {
      title: 'Recevez une proposition sur mesure',
      text: 'Nous vous proposons un plan clair, avec un prix et un calendrier fixes.',
    },
    {
      title: 'Profitez du résultat',
      text: 'Nous livrons, faisons le point avec vous et continuons à améliorer les choses ensemble.',
    },
    {
      title: 'Grandissez sereinement',
      text: 'Passez à la vitesse supérieure quand vous le souhaitez, avec la même équipe à vos côtés.',
    },
  ],
  gallery: [
    'Lumière du matin',
    'Détails discrets',
    'En cours de création',
    'Sur le terrain',
    'De près',
    'Heure dorée',
    'Grands espaces',
    'Instants du quotidien',
    'En coulisses',
  ],
  roles: [
    'Direction générale',
    'Direction artistique',
    'Responsable technique',
    'Relation client',
    'Responsable marketing',
    'Responsable des opérations',
    'Responsable produit',
    'Animation de la communauté',
  ],
  about: [
    'À l’origine de {brand}, une idée simple\u00a0: les choses devraient être claires, honnêtes et un brin réjouissantes.',
    'Aujourd’hui, une petite équipe passionnée s’attache chaque jour à tenir cette promesse, à l’écoute de ce que nous disent nos clients.',
  ],
  titles: {
    features: [
      'Pourquoi choisir {brand}\u202f?',
      'Tout ce qu’il vous faut, rien de superflu',
      'L’essentiel, en mieux',
      'Pensé pour ce qui compte',
    ],
    pricing: ['Des tarifs simples et transparents', 'Des formules qui évoluent avec vous', 'Choisissez votre formule'],
    testimonials: ['Ils nous font confiance', 'Ce que nos clients en disent', 'Ne nous croyez pas sur parole'],
    faq: ['Questions fréquentes', 'Des questions\u202f? Des réponses.', 'Bon à savoir', 'Vos questions, nos réponses'],
    cta: [
      'On se lance\u202f?',
      'Commencez dès aujourd’hui avec {brand}',
      'Construisons ensemble quelque chose de grand',
    ],
    products: ['Notre sélection', 'Meilleures ventes', 'Nouveautés'],
    gallery: ['De plus près', 'Des moments à partager', 'Galerie'],
    stats: ['{brand} en chiffres', 'Des résultats qui parlent d’eux-mêmes', 'Une confiance sans frontières'],
    team: ['Découvrez l’équipe', 'Les visages de {brand}', 'Notre équipe'],
    newsletter: ['Ne manquez rien', 'Toute l’actualité de {brand}', 'Abonnez-vous à notre newsletter'],
    blog: ['Le blog', 'Derniers articles', 'Idées et actualités'],
    logos: ['Ils travaillent avec nous', 'Ces entreprises comptent sur {brand}', 'Vu dans la presse'],
    contact: ['Contactez-nous', 'Parlons-en', 'Écrivez-nous'],
    steps: ['Comment ça marche', 'Simple, du début à la fin', 'Du premier échange au résultat'],
    about: ['Notre histoire', 'À propos de {brand}', 'Qui sommes-nous\u202f?'],
  },
  leads: {
    features: [
      'Des outils et des services pensés pour vous permettre d’en faire plus, avec moins d’efforts.',
      'Tout est conçu pour vous faire gagner du temps et vous simplifier la vie.',
    ],
    pricing: [
      'Aucuns frais cachés. Commencez gratuitement, évoluez quand vous le souhaitez, résiliez à tout moment.',
      'Choisissez la formule qui vous convient aujourd’hui et changez-en quand vous voulez.',
    ],
    testimonials: [
      'Des milliers de personnes font confiance à {brand} chaque jour. Voici ce que certaines en disent.',
      'De vrais mots, de vrais clients.',
    ],
    faq: [
      'Tout ce que vous devez savoir. Vous ne trouvez pas votre réponse\u202f? Notre équipe se fera un plaisir de vous aider.',
      'Des réponses rapides aux questions que l’on nous pose le plus souvent.',
    ],
    cta: [
      'Rejoignez des milliers de clients satisfaits et constatez la différence par vous-même.',
      'Deux minutes suffisent pour commencer. Sans carte bancaire.',
    ],
    products: [
      'Une sélection de nos coups de cœur, faits pour durer.',
      'Découvrez ce dont tout le monde parle cette saison.',
    ],
    gallery: [
      'Un aperçu de notre travail et des moments qui lui donnent tout son sens.',
      'Images de nos dernières réalisations.',
    ],
    stats: [
      'Des chiffres dont nous sommes fiers, gagnés client après client.',
      'Un bref aperçu de ce que nous avons accompli ensemble.',
    ],
    team: ['Une petite équipe, passionnée par son métier.', 'Des spécialistes à votre écoute, prêts à vous aider.'],
    newsletter: [
      'Un e-mail utile par mois. Pas de spam, désinscription à tout moment.',
      'Actualités, conseils et accès en avant-première, directement dans votre boîte mail.',
    ],
    blog: [
      'Idées, guides et histoires signés par l’équipe {brand}.',
      'De nouvelles lectures chaque semaine, par notre équipe.',
    ],
    logos: [
      'Des start-up aux marques internationales, des équipes du monde entier travaillent avec {brand}.',
      'En bonne compagnie.',
    ],
    contact: [
      'Une question ou un projet en tête\u202f? Écrivez-nous, nous vous répondrons sous un jour ouvré.',
      'Nous serions ravis d’avoir de vos nouvelles.',
    ],
    steps: ['Quelques minutes suffisent pour démarrer. Voici la suite.', 'Une démarche claire, sans surprise.'],
    about: ['D’où nous venons, et où nous allons.', 'Les personnes et les idées derrière {brand}.'],
  },
};
