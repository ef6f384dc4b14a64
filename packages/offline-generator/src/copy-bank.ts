/**
 * Copy for generated sections, grouped by topic. A prompt's words pick a
 * topic; its fields fill sections. `{topic}`, `{Topic}` and `{brand}` are
 * replaced with words from the prompt.
 */
export interface Feature {
  icon: string;
  title: string;
  text: string;
}
export interface Plan {
  name: string;
  price: number;
  blurb: string;
  features: string[];
}
export interface Quote {
  quote: string;
  role: string;
}
export interface Faq {
  q: string;
  a: string;
}
export interface Stat {
  value: string;
  label: string;
}
export interface Product {
  name: string;
  text: string;
  price: string;
}
export interface Post {
  title: string;
  category: string;
  excerpt: string;
}
export interface Step {
  title: string;
  text: string;
}

export type SectionKey =
  | 'features'
  | 'pricing'
  | 'testimonials'
  | 'faq'
  | 'cta'
  | 'products'
  | 'gallery'
  | 'stats'
  | 'team'
  | 'newsletter'
  | 'blog'
  | 'logos'
  | 'contact'
  | 'steps'
  | 'about';

export interface TopicBank {
  id: string;
  /** Words in a prompt that point at this topic. */
  match: string[];
  /** What the topic is called when the prompt names none. */
  noun: string;
  brands: string[];
  heroHeadings: string[];
  heroLeads: string[];
  eyebrows: string[];
  ctas: Array<[string, string]>;
  nav: string[];
  heroArt: 'dashboard' | 'scene' | 'abstract' | 'product';
  features: Feature[];
  plans: Plan[];
  planUnit: string;
  quotes: Quote[];
  faqs: Faq[];
  stats: Stat[];
  products: Product[];
  posts: Post[];
  steps: Step[];
  gallery: string[];
  roles: string[];
  /** The first paragraph doubles as the footer's blurb. */
  about: [string, ...string[]];
  titles: Record<SectionKey, string[]>;
  leads: Record<SectionKey, string[]>;
}

export const PEOPLE = [
  'Maya Chen',
  'Jonas Weber',
  'Amara Okafor',
  'Lucas Martin',
  'Sofia Rossi',
  'Kenji Watanabe',
  'Elena Petrova',
  'David Cohen',
  'Priya Nair',
  'Tom Ellis',
  'Leila Haddad',
  'Mateo García',
];

export const LOGO_NAMES = [
  'Northwind',
  'Lumina',
  'Apex',
  'Kinetic',
  'Orbital',
  'Vertex',
  'Halcyon',
  'Meridian',
  'Solace',
  'Quanta',
  'Fjord',
  'Nimbus',
];

const GENERIC: TopicBank = {
  id: 'generic',
  match: [],
  noun: 'your business',
  brands: ['Northstar', 'Brightside', 'Evergreen', 'Lumen'],
  heroHeadings: [
    '{Topic}, done right',
    '{Topic}, made simple',
    'Modern {topic} for people who care',
    'Better {topic} starts here',
  ],
  heroLeads: [
    '{brand} brings together everything you need: thoughtful service, honest pricing and results you can see.',
    'Skip the busywork. {brand} keeps things clear, quick and pleasant, from the first step to the last.',
    'Join the thousands of people who rely on {brand} every single day.',
  ],
  eyebrows: ['New this season', 'Trusted by thousands', 'Welcome to {brand}'],
  ctas: [
    ['Get started', 'Learn more'],
    ['Start now', 'See how it works'],
    ['Book a call', 'Explore'],
  ],
  nav: ['Features', 'Pricing', 'About', 'Blog', 'Contact'],
  heroArt: 'abstract',
  features: [
    {
      icon: 'bolt',
      title: 'Fast by default',
      text: 'Get going in minutes, not weeks. We handle the setup so you can focus on what matters.',
    },
    {
      icon: 'shield',
      title: 'Reliable and secure',
      text: 'Your data and your time are safe with us, backed by people who care about the details.',
    },
    {
      icon: 'heart',
      title: 'Made with care',
      text: 'Every detail is designed around real people and the way they actually work.',
    },
    {
      icon: 'chat',
      title: 'Friendly support',
      text: 'Real humans answer within hours, with clear advice instead of scripted replies.',
    },
    {
      icon: 'sparkles',
      title: 'Thoughtful details',
      text: 'Small touches add up: sensible defaults, clear language and no surprises.',
    },
    {
      icon: 'refresh',
      title: 'Always improving',
      text: 'We listen, learn and ship improvements every month, guided by your feedback.',
    },
    { icon: 'globe', title: 'Available everywhere', text: 'On your phone, tablet or desktop, wherever you are.' },
    { icon: 'leaf', title: 'Sustainable', text: 'We choose responsible partners and keep our footprint small.' },
  ],
  plans: [
    {
      name: 'Starter',
      price: 9,
      blurb: 'For individuals getting started.',
      features: ['Core features', 'Email support', '1 user'],
    },
    {
      name: 'Pro',
      price: 29,
      blurb: 'For growing teams that need more.',
      features: ['Everything in Starter', 'Priority support', 'Up to 10 users', 'Advanced reports'],
    },
    {
      name: 'Business',
      price: 79,
      blurb: 'For organisations at scale.',
      features: ['Everything in Pro', 'Unlimited users', 'Dedicated manager', 'Custom onboarding'],
    },
    {
      name: 'Enterprise',
      price: 199,
      blurb: 'For complex needs and compliance.',
      features: ['Everything in Business', 'SSO and audit logs', 'Uptime guarantee', 'Custom contracts'],
    },
  ],
  planUnit: '/month',
  quotes: [
    {
      quote: 'We switched last spring and never looked back. Everything is simply easier now.',
      role: 'Operations lead',
    },
    { quote: 'Clear, fast and genuinely helpful. It feels like it was made just for us.', role: 'Founder' },
    {
      quote: 'The support team answered every question within the hour. Outstanding service.',
      role: 'Project manager',
    },
    { quote: 'It saves us hours every week and our customers notice the difference.', role: 'Managing director' },
  ],
  faqs: [
    {
      q: 'How do I get started?',
      a: 'Create an account, follow the short guided setup and you are ready in a few minutes.',
    },
    {
      q: 'Can I cancel at any time?',
      a: 'Yes. There are no long-term contracts; you can cancel with one click from your account.',
    },
    { q: 'Do you offer support?', a: 'Our team answers by e-mail and chat on weekdays, usually within a few hours.' },
    { q: 'Is there a free trial?', a: 'Every plan starts with a 14-day trial. No credit card is required to try it.' },
    {
      q: 'Can I change my plan later?',
      a: 'Upgrade or downgrade whenever you like; changes apply from the next billing period.',
    },
    { q: 'How is my data protected?', a: 'Data is encrypted in transit and at rest, and we never sell it to anyone.' },
    {
      q: 'Do you offer discounts?',
      a: 'Yearly plans save about two months, and we offer reduced prices for non-profits.',
    },
    { q: 'Where are you based?', a: 'Our team works remotely across Europe and North America.' },
  ],
  stats: [
    { value: '12k+', label: 'Happy customers' },
    { value: '98%', label: 'Satisfaction rate' },
    { value: '24/7', label: 'Support coverage' },
    { value: '35', label: 'Countries served' },
    { value: '4.9/5', label: 'Average rating' },
    { value: '10 yrs', label: 'Of experience' },
  ],
  products: [
    { name: 'Essential Kit', text: 'Everything you need to begin.', price: '$29' },
    { name: 'Signature Set', text: 'Our most loved bundle.', price: '$59' },
    { name: 'Daily Companion', text: 'Small, light and always ready.', price: '$19' },
    { name: 'Pro Edition', text: 'For those who want more.', price: '$89' },
    { name: 'Gift Box', text: 'Wrapped and ready to give.', price: '$45' },
    { name: 'Travel Pack', text: 'Compact and durable.', price: '$35' },
    { name: 'Refill Bundle', text: 'Stock up and save.', price: '$24' },
    { name: 'Limited Edition', text: 'Only while stocks last.', price: '$99' },
  ],
  posts: [
    {
      title: 'Five habits of people who get more done',
      category: 'Guides',
      excerpt: 'Small routines that make a big difference, tested by our team over a year.',
    },
    {
      title: 'What we learned from our first thousand customers',
      category: 'Stories',
      excerpt: 'Honest notes on what worked, what did not and what we would do again.',
    },
    {
      title: 'A simple checklist for a better start',
      category: 'Tips',
      excerpt: 'Print it, pin it, tick it off: everything to prepare before day one.',
    },
    {
      title: 'Behind the scenes: how we design new features',
      category: 'Company',
      excerpt: 'From a customer conversation to a shipped release in six weeks.',
    },
  ],
  steps: [
    { title: 'Tell us what you need', text: 'Answer a few quick questions so we understand your goals.' },
    { title: 'Get a tailored plan', text: 'We propose a clear plan with a fixed price and timeline.' },
    { title: 'Enjoy the results', text: 'We deliver, check in and keep improving with you.' },
    { title: 'Grow with confidence', text: 'Scale up whenever you are ready, with the same team behind you.' },
  ],
  gallery: [
    'Morning light',
    'Quiet details',
    'In the making',
    'On location',
    'Close up',
    'Golden hour',
    'Open spaces',
    'Everyday moments',
    'Behind the scenes',
  ],
  roles: [
    'Founder & CEO',
    'Head of Design',
    'Lead Engineer',
    'Customer Success',
    'Marketing Lead',
    'Operations Manager',
    'Product Manager',
    'Community Lead',
  ],
  about: [
    '{brand} started with a simple idea: things should be straightforward, honest and a little bit delightful.',
    'Today a small, dedicated team works every day to keep that promise, guided by what our customers tell us.',
  ],
  titles: {
    features: [
      'Why people choose {brand}',
      '{Topic}, the way it should be',
      'Everything you need, nothing you don’t',
      'Built around what matters',
    ],
    pricing: ['Simple, transparent pricing', 'Plans that grow with you', 'Choose your plan'],
    testimonials: ['Loved by our customers', 'What people are saying', 'Don’t just take our word for it'],
    faq: ['Frequently asked questions', '{Topic}: your questions answered', 'Questions? Answers.', 'Good to know'],
    cta: ['Ready to get started?', 'Start today with {brand}', 'Let’s build something great together'],
    products: ['Featured products', 'Bestsellers', 'New arrivals'],
    gallery: ['A closer look', 'Moments worth sharing', 'Gallery'],
    stats: ['{brand} by the numbers', 'Results that speak for themselves', 'Trusted around the world'],
    team: ['Meet the team', 'The people behind {brand}', 'Our team'],
    newsletter: ['Stay in the loop', 'Get the latest from {brand}', 'Join our newsletter'],
    blog: ['From the blog', 'Latest stories', 'Insights and updates'],
    logos: ['Trusted by leading teams', 'Companies that rely on {brand}', 'As featured in'],
    contact: ['Get in touch', 'Let’s talk', 'Contact us'],
    steps: ['How it works', 'Simple from start to finish', 'From first hello to done'],
    about: ['Our story', 'About {brand}', 'Who we are'],
  },
  leads: {
    features: [
      'Thoughtfully designed tools and services that help you do more with less effort.',
      'Everything is built to save you time and keep things simple.',
    ],
    pricing: [
      'No hidden fees. Start free, upgrade when you are ready, cancel any time.',
      'Pick the plan that fits today and change it whenever you like.',
    ],
    testimonials: [
      'Thousands of people rely on {brand} every day. Here is what a few of them say.',
      'Real words from real customers.',
    ],
    faq: [
      'Everything you need to know. Can’t find an answer? Our team is happy to help.',
      'Quick answers to the questions we hear most.',
    ],
    cta: [
      'Join thousands of happy customers and see the difference for yourself.',
      'It takes two minutes to begin. No credit card required.',
    ],
    products: [
      'Handpicked favourites, made to last and loved by our customers.',
      'Discover what everyone is talking about this season.',
    ],
    gallery: ['A glimpse of what we do and the moments that make it worthwhile.', 'Images from our recent work.'],
    stats: [
      'Numbers we are proud of, earned one customer at a time.',
      'A quick look at what we have achieved together.',
    ],
    team: ['A small group of people who care deeply about what they do.', 'Friendly experts, ready to help.'],
    newsletter: [
      'One useful e-mail a month. No spam, unsubscribe at any time.',
      'News, tips and early access, straight to your inbox.',
    ],
    blog: ['Ideas, guides and stories from the {brand} team.', 'Fresh reading from our team, every week.'],
    logos: ['From start-ups to global brands, teams everywhere work with {brand}.', 'In good company.'],
    contact: [
      'Have a question or a project in mind? Send us a message and we will reply within one working day.',
      'We would love to hear from you.',
    ],
    steps: ['Getting started takes minutes. Here is what happens next.', 'A clear process, no surprises.'],
    about: ['A little about where we come from and where we are going.', 'The people and ideas behind {brand}.'],
  },
};

type DomainBank = Partial<TopicBank> & Pick<TopicBank, 'id' | 'match' | 'noun'>;

const DOMAINS: DomainBank[] = [
  {
    id: 'saas',
    match: [
      'saas',
      'app',
      'software',
      'platform',
      'tool',
      'dashboard',
      'startup',
      'api',
      'crm',
      'analytics',
      'cloud',
      'developer',
      'developers',
      'productivity',
      'workflow',
      'automation',
      'ai',
      'devtools',
      'b2b',
      'web app',
      'mobile app',
      'project management',
      'task',
      'tasks',
      'collaboration',
    ],
    noun: 'your team',
    brands: ['Flowbase', 'Lumen', 'Stackly', 'Pulseboard'],
    heroHeadings: [
      'Ship better work, faster',
      'The workspace your team will actually love',
      'All your work, finally in one place',
      'Grow faster with clear insight',
    ],
    heroLeads: [
      '{brand} brings planning, collaboration and reporting together, so your team spends less time in meetings and more time shipping.',
      'Automate the busywork, see every project at a glance and make decisions with real data.',
      'From first idea to launch: one calm, fast tool that keeps everyone aligned.',
    ],
    eyebrows: ['New: automations 2.0', 'Now with real-time reports', 'Trusted by 4,000+ teams'],
    ctas: [
      ['Start free trial', 'Book a demo'],
      ['Get started free', 'Watch the tour'],
    ],
    nav: ['Product', 'Features', 'Pricing', 'Customers', 'Docs'],
    heroArt: 'dashboard',
    features: [
      {
        icon: 'bolt',
        title: 'Lightning fast',
        text: 'Every view loads in milliseconds, even with thousands of tasks and files.',
      },
      {
        icon: 'chart',
        title: 'Real-time analytics',
        text: 'Dashboards update as work happens, so you always know where things stand.',
      },
      {
        icon: 'users',
        title: 'Built for teams',
        text: 'Comments, mentions and shared views keep everyone on the same page.',
      },
      {
        icon: 'refresh',
        title: 'Automations',
        text: 'Turn repetitive steps into rules that run themselves in the background.',
      },
      {
        icon: 'lock',
        title: 'Enterprise security',
        text: 'SSO, audit logs and encryption at rest come standard on every plan.',
      },
      {
        icon: 'code',
        title: 'Open API',
        text: 'Connect the tools you already use with webhooks and a documented REST API.',
      },
      { icon: 'layers', title: 'Integrations', text: 'Works with Slack, GitHub, Google Drive and 50 other services.' },
      { icon: 'globe', title: 'Works anywhere', text: 'Native apps for desktop and mobile, with offline support.' },
    ],
    plans: [
      {
        name: 'Free',
        price: 0,
        blurb: 'For individuals and side projects.',
        features: ['Up to 3 projects', 'Basic reports', 'Community support'],
      },
      {
        name: 'Team',
        price: 12,
        blurb: 'For small teams that move fast.',
        features: ['Unlimited projects', 'Automations', 'Shared dashboards', 'Priority e-mail support'],
      },
      {
        name: 'Business',
        price: 29,
        blurb: 'For companies that need control.',
        features: ['Everything in Team', 'SSO and SCIM', 'Advanced permissions', 'Audit logs'],
      },
      {
        name: 'Enterprise',
        price: 59,
        blurb: 'For large organisations.',
        features: ['Everything in Business', 'Dedicated success manager', '99.99% uptime SLA', 'Custom contracts'],
      },
    ],
    planUnit: '/user/month',
    quotes: [
      {
        quote: 'We replaced three tools with {brand}. Planning meetings went from an hour to fifteen minutes.',
        role: 'VP Engineering, Northwind',
      },
      {
        quote: 'The automations alone save our team a full day every week. It paid for itself in the first month.',
        role: 'Head of Operations, Lumina',
      },
      {
        quote: 'Finally a tool that engineers and marketers both enjoy using. Adoption was instant.',
        role: 'CTO, Kinetic',
      },
      { quote: 'Reports that used to take a day now update themselves. Our board noticed.', role: 'CFO, Meridian' },
    ],
    faqs: [
      {
        q: 'Is there a free plan?',
        a: 'Yes. The Free plan is free forever for up to three projects, no credit card needed.',
      },
      {
        q: 'Can I import data from other tools?',
        a: 'One-click importers bring in projects from Trello, Asana, Jira and CSV files.',
      },
      {
        q: 'How does billing work?',
        a: 'You pay per active user, monthly or yearly. Inactive users are never billed.',
      },
      {
        q: 'Is my data secure?',
        a: 'Data is encrypted in transit and at rest, hosted in the EU or US, and we are SOC 2 Type II audited.',
      },
      {
        q: 'Do you offer discounts for start-ups or non-profits?',
        a: 'Yes, eligible start-ups and non-profits get 50% off for the first year.',
      },
      {
        q: 'Can I cancel at any time?',
        a: 'Absolutely. Cancel from your workspace settings and you keep access until the period ends.',
      },
    ],
    stats: [
      { value: '4,000+', label: 'Teams on board' },
      { value: '38%', label: 'Faster delivery' },
      { value: '99.99%', label: 'Uptime last year' },
      { value: '2M', label: 'Tasks completed monthly' },
    ],
    posts: [
      {
        title: 'How high-performing teams run their weekly planning',
        category: 'Playbooks',
        excerpt: 'A 30-minute ritual that keeps priorities clear and meetings short.',
      },
      {
        title: 'Introducing automations 2.0',
        category: 'Product',
        excerpt: 'Conditional rules, schedules and a new visual builder.',
      },
      {
        title: 'The metrics that actually predict delivery',
        category: 'Insights',
        excerpt: 'We analysed 10,000 projects. Here is what mattered.',
      },
    ],
    steps: [
      { title: 'Create your workspace', text: 'Sign up and invite your team in under a minute.' },
      { title: 'Import your work', text: 'Bring in projects from the tools you use today.' },
      { title: 'Ship with confidence', text: 'Plan, track and report in one place.' },
    ],
    about: [
      '{brand} was founded by a small team who were tired of juggling five tools to ship one project.',
      'Today thousands of teams use it to plan, build and report, and we still read every piece of feedback.',
    ],
  },
  {
    id: 'shop',
    match: [
      'shop',
      'store',
      'ecommerce',
      'e-commerce',
      'fashion',
      'clothing',
      'apparel',
      'shoes',
      'sneakers',
      'jewelry',
      'jewellery',
      'boutique',
      'skincare',
      'cosmetics',
      'beauty',
      'furniture',
      'decor',
      'candles',
      'ceramics',
      'accessories',
      'watches',
      'bags',
      'merch',
      'shipping',
      'returns',
      'cart',
      'checkout',
    ],
    noun: 'everyday essentials',
    brands: ['Maison Nord', 'Field & Form', 'Oak Studio', 'Aurelle'],
    heroHeadings: [
      'Made to be worn, loved and kept',
      'Thoughtful pieces for everyday life',
      'The new collection is here',
      'Quality you can feel',
    ],
    heroLeads: [
      'Timeless designs, responsibly made from natural materials. Free shipping on orders over $75.',
      'Discover our new season: small batches, honest prices and a 60-day return promise.',
      'Crafted by independent makers and built to last for years, not seasons.',
    ],
    eyebrows: ['New season', 'Free shipping over $75', 'Just landed'],
    ctas: [
      ['Shop the collection', 'View lookbook'],
      ['Shop now', 'Explore bestsellers'],
    ],
    nav: ['New in', 'Women', 'Men', 'Home', 'Journal'],
    heroArt: 'product',
    features: [
      {
        icon: 'truck',
        title: 'Free shipping',
        text: 'Free delivery on every order over $75, tracked from our door to yours.',
      },
      {
        icon: 'refresh',
        title: '60-day returns',
        text: 'Changed your mind? Send it back within 60 days for a full refund.',
      },
      { icon: 'leaf', title: 'Responsibly made', text: 'Natural materials, fair wages and plastic-free packaging.' },
      {
        icon: 'shield',
        title: 'Two-year warranty',
        text: 'Every piece is guaranteed against defects for two full years.',
      },
      { icon: 'gift', title: 'Gift wrapping', text: 'Add a handwritten note and we will wrap it beautifully.' },
      { icon: 'chat', title: 'Personal styling', text: 'Not sure what fits? Our stylists reply within a day.' },
    ],
    quotes: [
      {
        quote: 'The quality is exceptional. I have worn it almost every day for a year and it still looks new.',
        role: 'Verified buyer',
      },
      {
        quote: 'Beautiful packaging, fast delivery and the fit is perfect. Already ordered a second one.',
        role: 'Verified buyer',
      },
      {
        quote: 'Finally a brand that is honest about how things are made. I love supporting them.',
        role: 'Loyal customer',
      },
      { quote: 'Returned a size with no fuss at all. Customer service was lovely.', role: 'Verified buyer' },
    ],
    faqs: [
      {
        q: 'How long does shipping take?',
        a: 'Orders ship within 1–2 business days. Domestic delivery takes 2–4 days, international 5–10 days.',
      },
      {
        q: 'What is your return policy?',
        a: 'Return unworn items within 60 days for a full refund. Return shipping is free.',
      },
      {
        q: 'How do I find my size?',
        a: 'Every product page has a detailed size guide, and our team can help by chat.',
      },
      { q: 'Where are your products made?', a: 'In small workshops in Portugal and Italy that we visit every season.' },
      { q: 'Do you ship internationally?', a: 'Yes, we ship to over 40 countries. Duties are calculated at checkout.' },
      {
        q: 'Can I change or cancel my order?',
        a: 'Contact us within two hours of ordering and we will gladly update it.',
      },
    ],
    stats: [
      { value: '50k+', label: 'Orders shipped' },
      { value: '4.8★', label: 'Average review' },
      { value: '92%', label: 'Recycled packaging' },
      { value: '40', label: 'Countries delivered' },
    ],
    products: [
      { name: 'Linen Overshirt', text: 'Washed linen, relaxed fit.', price: '$98' },
      { name: 'Merino Crew', text: 'Soft, warm and breathable.', price: '$120' },
      { name: 'Canvas Tote', text: 'Heavyweight organic cotton.', price: '$45' },
      { name: 'Leather Card Holder', text: 'Vegetable-tanned leather.', price: '$38' },
      { name: 'Ceramic Mug', text: 'Handmade in small batches.', price: '$28' },
      { name: 'Wool Beanie', text: 'Ribbed knit, one size.', price: '$35' },
      { name: 'Everyday Sneaker', text: 'Recycled sole, all-day comfort.', price: '$135' },
      { name: 'Scented Candle', text: 'Cedar and fig, 50-hour burn.', price: '$32' },
    ],
    posts: [
      {
        title: 'How to care for linen so it lasts for years',
        category: 'Care guide',
        excerpt: 'Washing, drying and storing tips from our workshop.',
      },
      {
        title: 'Meet the makers behind our new collection',
        category: 'Stories',
        excerpt: 'A visit to the family-run mill that weaves our fabric.',
      },
      {
        title: 'A capsule wardrobe in ten pieces',
        category: 'Style',
        excerpt: 'Mix, match and pack light with these essentials.',
      },
    ],
    gallery: [
      'Linen in morning light',
      'Studio details',
      'The autumn edit',
      'Made by hand',
      'On the coast',
      'Weekend layers',
      'Workshop visit',
      'Textures',
      'Everyday carry',
    ],
    titles: {
      ...GENERIC.titles,
      products: ['Shop bestsellers', 'New arrivals', 'Customer favourites'],
      gallery: ['The lookbook', 'Seen on you', 'Style notes'],
    },
  },
  {
    id: 'food',
    match: [
      'coffee shop',
      'restaurant',
      'cafe',
      'café',
      'coffee',
      'bakery',
      'bar',
      'pizza',
      'pizzeria',
      'food',
      'bistro',
      'kitchen',
      'chef',
      'catering',
      'brewery',
      'wine',
      'winery',
      'sushi',
      'tea',
      'dinner',
      'lunch',
      'brunch',
      'dishes',
      'recipes',
      'vegan',
      'burger',
      'tacos',
      'patisserie',
      'deli',
      'bread',
      'breads',
      'sourdough',
      'pastry',
      'pastries',
      'croissant',
      'croissants',
      'cake',
      'cakes',
    ],
    noun: 'good food',
    brands: ['Ember & Oak', 'Little Fig', 'Café Nord', 'Salt House'],
    heroHeadings: [
      'Seasonal food, made with love',
      'Your new favourite table in town',
      'Fresh from our kitchen to your table',
      'Slow mornings start here',
    ],
    heroLeads: [
      'Local ingredients, wood-fired cooking and a warm welcome. Open for lunch and dinner, Tuesday to Sunday.',
      'Specialty coffee, freshly baked pastries and a quiet corner to stay a while.',
      'A menu that changes with the seasons, built on produce from farms within 50 miles.',
    ],
    eyebrows: ['Now open for brunch', 'New autumn menu', 'Book your table'],
    ctas: [
      ['Reserve a table', 'View the menu'],
      ['Order online', 'See opening hours'],
    ],
    nav: ['Menu', 'Reservations', 'Events', 'About', 'Visit'],
    heroArt: 'scene',
    features: [
      { icon: 'leaf', title: 'Locally sourced', text: 'Vegetables, meat and dairy from small farms we know by name.' },
      { icon: 'cup', title: 'Specialty coffee', text: 'Single-origin beans roasted in house every week.' },
      { icon: 'calendar', title: 'Private dining', text: 'Celebrate with up to 24 guests in our garden room.' },
      { icon: 'heart', title: 'Made from scratch', text: 'Bread, pasta and desserts are made fresh every morning.' },
      {
        icon: 'truck',
        title: 'Delivery & takeaway',
        text: 'Enjoy our dishes at home, delivered hot within 40 minutes.',
      },
      { icon: 'star', title: 'Award-winning', text: 'Recommended by local guides three years in a row.' },
    ],
    plans: [
      {
        name: 'Lunch menu',
        price: 24,
        blurb: 'Two courses, weekdays.',
        features: ['Starter and main', 'Glass of house wine', 'Coffee included'],
      },
      {
        name: 'Tasting menu',
        price: 68,
        blurb: 'Six seasonal courses.',
        features: ['Chef’s selection', 'Vegetarian option', 'Bread and butter service'],
      },
      {
        name: 'Wine pairing',
        price: 95,
        blurb: 'Tasting menu with wines.',
        features: ['Six courses', 'Five paired wines', 'Sommelier notes'],
      },
    ],
    planUnit: ' per guest',
    quotes: [
      { quote: 'The best meal we have had all year. The bread alone is worth the trip.', role: 'Food critic' },
      { quote: 'Cosy, friendly and utterly delicious. Our new Friday night tradition.', role: 'Regular guest' },
      { quote: 'Perfect coffee and the pastries are dangerously good.', role: 'Morning regular' },
      { quote: 'They hosted our wedding dinner and every guest still talks about it.', role: 'Private event host' },
    ],
    faqs: [
      {
        q: 'Do I need a reservation?',
        a: 'We recommend booking for dinner and weekends; walk-ins are welcome when tables are free.',
      },
      {
        q: 'Do you cater for allergies and diets?',
        a: 'Yes. Tell us when booking and the kitchen will adapt every dish.',
      },
      {
        q: 'Is there vegetarian or vegan food?',
        a: 'Half of our menu is vegetarian and every course has a vegan option.',
      },
      {
        q: 'Can I book a private event?',
        a: 'Our garden room seats up to 24 guests. Get in touch for menus and prices.',
      },
      { q: 'What are your opening hours?', a: 'Tuesday to Sunday, 8 am to 10 pm. The kitchen closes at 9:30 pm.' },
    ],
    stats: [
      { value: '120', label: 'Seats indoors and out' },
      { value: '18', label: 'Local farm partners' },
      { value: '4.9★', label: 'Guest rating' },
      { value: '2012', label: 'Serving since' },
    ],
    products: [
      { name: 'Wood-fired Flatbread', text: 'Tomato, burrata, basil.', price: '$16' },
      { name: 'Seasonal Risotto', text: 'Squash, sage, brown butter.', price: '$22' },
      { name: 'Grilled Sea Bass', text: 'Fennel, lemon, capers.', price: '$28' },
      { name: 'House Granola', text: 'Yoghurt, honey, berries.', price: '$11' },
      { name: 'Cinnamon Bun', text: 'Baked every morning.', price: '$5' },
      { name: 'Flat White', text: 'Single-origin espresso.', price: '$4.50' },
      { name: 'Chocolate Tart', text: 'Sea salt, crème fraîche.', price: '$10' },
      { name: 'Garden Salad', text: 'Leaves, herbs, mustard dressing.', price: '$12' },
    ],
    posts: [
      {
        title: 'What is in season this month',
        category: 'Kitchen notes',
        excerpt: 'Our chef on the produce shaping the new menu.',
      },
      {
        title: 'The secret to our sourdough',
        category: 'Behind the scenes',
        excerpt: 'Twenty hours, three ingredients and a lot of patience.',
      },
      {
        title: 'Summer supper club dates announced',
        category: 'Events',
        excerpt: 'Long tables, live music and a five-course feast.',
      },
    ],
    gallery: [
      'The dining room',
      'Fresh pasta',
      'Morning pastries',
      'Our garden',
      'Chef at work',
      'Wine cellar',
      'Sunday brunch',
      'Coffee bar',
      'Dessert',
    ],
    roles: [
      'Head Chef',
      'Pastry Chef',
      'Sommelier',
      'Restaurant Manager',
      'Sous Chef',
      'Barista',
      'Front of House',
      'Owner',
    ],
    titles: {
      ...GENERIC.titles,
      products: ['On the menu', 'Chef’s favourites', 'Today’s specials'],
      pricing: ['Menus', 'Set menus', 'Dine with us'],
      gallery: ['From our kitchen', 'A taste of the table', 'Inside the restaurant'],
    },
  },
  {
    id: 'fitness',
    match: [
      'gym',
      'fitness',
      'yoga',
      'pilates',
      'workout',
      'workouts',
      'training',
      'trainer',
      'coach',
      'coaching',
      'sport',
      'sports',
      'running',
      'crossfit',
      'wellness',
      'meditation',
      'spa',
      'studio classes',
      'boxing',
      'cycling',
      'health club',
    ],
    noun: 'your training',
    brands: ['Pulse Studio', 'Iron & Ease', 'Flow Yoga', 'Stride Club'],
    heroHeadings: [
      'Stronger every week',
      'Find your flow',
      'Train smarter, feel better',
      'Your strongest self starts today',
    ],
    heroLeads: [
      'Small-group classes, expert coaches and a community that keeps you coming back. First week free.',
      'Yoga, strength and mobility classes for every level, seven days a week.',
      'Personal plans, progress you can measure and coaches who know your name.',
    ],
    eyebrows: ['First week free', 'New classes every month', 'Open 6 am – 10 pm'],
    ctas: [
      ['Start your free week', 'View timetable'],
      ['Join now', 'Book a class'],
    ],
    nav: ['Classes', 'Timetable', 'Coaches', 'Membership', 'Contact'],
    heroArt: 'abstract',
    features: [
      {
        icon: 'dumbbell',
        title: 'Strength training',
        text: 'Coached sessions that build real, lasting strength safely.',
      },
      { icon: 'heart', title: 'Yoga & mobility', text: 'Move better and recover faster with classes for every level.' },
      { icon: 'users', title: 'Small groups', text: 'Never more than 12 people per class, so coaches see everyone.' },
      { icon: 'chart', title: 'Track progress', text: 'Check-ins and the app show how far you have come.' },
      { icon: 'calendar', title: 'Flexible schedule', text: 'Over 60 classes a week, from 6 am to late evening.' },
      { icon: 'leaf', title: 'Recovery zone', text: 'Sauna, cold plunge and stretching area included.' },
    ],
    plans: [
      {
        name: 'Starter',
        price: 49,
        blurb: 'Eight classes a month.',
        features: ['8 classes per month', 'Free towel', 'Cancel any time'],
      },
      {
        name: 'Unlimited',
        price: 89,
        blurb: 'Our most popular membership.',
        features: ['Unlimited classes', 'Recovery zone', 'App access', 'Bring a friend monthly'],
      },
      {
        name: 'Personal',
        price: 249,
        blurb: 'One-to-one coaching.',
        features: ['Everything in Unlimited', '4 personal sessions', 'Nutrition plan', 'Monthly assessment'],
      },
    ],
    planUnit: '/month',
    quotes: [
      {
        quote: 'I have tried many gyms, but this is the first place I actually look forward to going.',
        role: 'Member since 2021',
      },
      { quote: 'The coaches are fantastic. My back pain is gone and I deadlift twice what I used to.', role: 'Member' },
      {
        quote: 'The morning yoga classes changed my whole day. Calm, welcoming and beautifully taught.',
        role: 'Yoga member',
      },
      { quote: 'Friendly, clean and never crowded. Worth every penny.', role: 'Member' },
    ],
    faqs: [
      {
        q: 'I am a complete beginner. Is that okay?',
        a: 'Absolutely. Every class has options for all levels and coaches adjust each movement for you.',
      },
      {
        q: 'How does the free week work?',
        a: 'Sign up online and take up to five classes in seven days, with no payment details needed.',
      },
      { q: 'Can I freeze my membership?', a: 'Yes, you can pause for up to three months a year at no cost.' },
      {
        q: 'What should I bring?',
        a: 'Comfortable clothes and a water bottle. Towels, mats and lockers are provided.',
      },
      { q: 'Is there parking?', a: 'Free parking is available behind the studio and bike racks at the entrance.' },
    ],
    stats: [
      { value: '60+', label: 'Classes each week' },
      { value: '1,200', label: 'Active members' },
      { value: '15', label: 'Certified coaches' },
      { value: '4.9★', label: 'Member rating' },
    ],
    products: [
      { name: 'Cork Yoga Block', text: 'Natural, firm, non-slip.', price: '$24' },
      { name: 'Studio Mat', text: '5 mm, extra grip.', price: '$78' },
      { name: 'Resistance Bands', text: 'Set of three levels.', price: '$29' },
      { name: 'Steel Bottle', text: 'Keeps cold for 24 hours.', price: '$32' },
      { name: 'Training Tee', text: 'Breathable recycled fabric.', price: '$40' },
      { name: 'Recovery Roller', text: 'Medium-density foam.', price: '$35' },
    ],
    posts: [
      {
        title: 'Five mobility drills for desk workers',
        category: 'Training',
        excerpt: 'Ten minutes a day to undo hours of sitting.',
      },
      {
        title: 'What to eat before a morning workout',
        category: 'Nutrition',
        excerpt: 'Simple, light options that fuel without weighing you down.',
      },
      {
        title: 'Why rest days make you stronger',
        category: 'Recovery',
        excerpt: 'The science of adaptation, explained by our head coach.',
      },
    ],
    roles: [
      'Head Coach',
      'Yoga Teacher',
      'Strength Coach',
      'Physiotherapist',
      'Nutritionist',
      'Studio Manager',
      'Pilates Instructor',
      'Mobility Coach',
    ],
    titles: {
      ...GENERIC.titles,
      pricing: ['Memberships', 'Find your membership', 'Train your way'],
      team: ['Meet your coaches', 'Our coaches', 'The people who will push you'],
      features: ['Classes for every body', 'Why members stay', 'More than a gym'],
    },
  },
  {
    id: 'agency',
    match: [
      'agency',
      'studio',
      'design',
      'designer',
      'creative',
      'portfolio',
      'freelancer',
      'freelance',
      'marketing',
      'branding',
      'consultancy',
      'consulting',
      'consultant',
      'web design',
      'architect',
      'architecture',
      'illustrator',
      'developer portfolio',
    ],
    noun: 'design and development',
    brands: ['Studio Vela', 'Brightwork', 'North & Co', 'Parallel'],
    heroHeadings: [
      'We design brands people remember',
      'Digital products, crafted with care',
      'Ideas that move people',
      'Design that works as hard as you do',
    ],
    heroLeads: [
      '{brand} is an independent studio for strategy, branding and web design. We help ambitious companies stand out.',
      'From first sketch to launch, we turn complex ideas into simple, beautiful experiences.',
      'Websites, identities and campaigns for brands with something to say.',
    ],
    eyebrows: ['Independent design studio', 'Now booking projects', 'Award-winning work'],
    ctas: [
      ['Start a project', 'See our work'],
      ['Let’s talk', 'View case studies'],
    ],
    nav: ['Work', 'Services', 'Studio', 'Journal', 'Contact'],
    heroArt: 'abstract',
    features: [
      {
        icon: 'target',
        title: 'Strategy',
        text: 'Research, positioning and a clear plan before a single pixel is drawn.',
      },
      {
        icon: 'sparkles',
        title: 'Brand identity',
        text: 'Logos, type and colour systems that feel unmistakably yours.',
      },
      { icon: 'layers', title: 'Web design', text: 'Fast, accessible websites that turn visitors into customers.' },
      { icon: 'code', title: 'Development', text: 'Clean, maintainable code on modern platforms such as Shopify.' },
      { icon: 'chart', title: 'Growth', text: 'Campaigns and experiments that measurably move the numbers.' },
      { icon: 'chat', title: 'Content', text: 'Copy, photography and motion that tell your story well.' },
    ],
    plans: [
      {
        name: 'Launch',
        price: 4900,
        blurb: 'A focused website in four weeks.',
        features: ['Up to 5 pages', 'Responsive design', 'CMS setup', 'Launch support'],
      },
      {
        name: 'Brand & Web',
        price: 12500,
        blurb: 'Identity and website together.',
        features: ['Brand strategy', 'Logo and visual system', 'Up to 12 pages', 'Two months of support'],
      },
      {
        name: 'Partnership',
        price: 6000,
        blurb: 'An ongoing design team.',
        features: ['Dedicated designers', 'Weekly releases', 'Quarterly strategy', 'Cancel any time'],
      },
    ],
    planUnit: ' per project',
    quotes: [
      {
        quote: 'They understood our brand better than we did. Sales rose 40% after the relaunch.',
        role: 'CEO, Halcyon',
      },
      {
        quote: 'Smart, fast and a joy to work with. The new site has been a game changer for us.',
        role: 'Marketing Director, Fjord',
      },
      {
        quote: 'Every detail was considered. Our customers constantly compliment the new look.',
        role: 'Founder, Solace',
      },
      { quote: 'A rare team that is equally strong in strategy, design and code.', role: 'Head of Digital, Quanta' },
    ],
    faqs: [
      {
        q: 'How long does a project take?',
        a: 'Most websites take 4–8 weeks; a full brand identity and website about 12 weeks.',
      },
      {
        q: 'How much does a project cost?',
        a: 'Projects start at $4,900. After a short call we send a fixed quote with no surprises.',
      },
      {
        q: 'Do you work with companies abroad?',
        a: 'Yes, about half of our clients are outside our home country. We work remotely with ease.',
      },
      {
        q: 'Can you maintain our site after launch?',
        a: 'We offer monthly care plans covering updates, improvements and support.',
      },
      {
        q: 'Which platforms do you build on?',
        a: 'Mostly Shopify, Webflow and custom builds, whichever suits your team best.',
      },
    ],
    stats: [
      { value: '140+', label: 'Projects launched' },
      { value: '12', label: 'Design awards' },
      { value: '9 yrs', label: 'In business' },
      { value: '+40%', label: 'Average conversion lift' },
    ],
    posts: [
      {
        title: 'Why your website needs fewer pages',
        category: 'Strategy',
        excerpt: 'How cutting content doubled one client’s enquiries.',
      },
      {
        title: 'Designing a brand in six weeks',
        category: 'Process',
        excerpt: 'Our step-by-step approach, from workshop to guidelines.',
      },
      {
        title: 'Accessibility is good design',
        category: 'Design',
        excerpt: 'Practical checks every team can run today.',
      },
    ],
    gallery: [
      'Halcyon rebrand',
      'Fjord e-commerce',
      'Solace app',
      'Quanta annual report',
      'Meridian campaign',
      'Lumina packaging',
      'Orbit website',
      'Apex signage',
      'Nimbus identity',
    ],
    roles: [
      'Creative Director',
      'Brand Designer',
      'UX Designer',
      'Developer',
      'Strategist',
      'Project Manager',
      'Motion Designer',
      'Copywriter',
    ],
    titles: {
      ...GENERIC.titles,
      features: ['What we do', 'Our services', 'How we help'],
      gallery: ['Selected work', 'Recent projects', 'Case studies'],
      pricing: ['Ways to work with us', 'Engagements', 'Packages'],
    },
  },
  {
    id: 'finance',
    match: [
      'bank',
      'banking',
      'finance',
      'financial',
      'fintech',
      'invest',
      'investing',
      'investment',
      'payments',
      'payment',
      'accounting',
      'insurance',
      'crypto',
      'money',
      'budget',
      'budgeting',
      'savings',
      'loans',
      'tax',
      'wealth',
      'trading',
    ],
    noun: 'your money',
    brands: ['Clearfund', 'Ledgerly', 'Harbor Bank', 'Penny'],
    heroHeadings: [
      'Banking that works for you',
      'Take control of your money',
      'Grow your savings, effortlessly',
      'Finance, without the jargon',
    ],
    heroLeads: [
      'No hidden fees, instant transfers and a card that works in 150 countries. Open an account in five minutes.',
      'Budget, save and invest in one simple app, with insights that help you make better decisions.',
      'Clear pricing, real people on the phone and interest that actually adds up.',
    ],
    eyebrows: ['No monthly fees', 'FDIC insured up to $250k', 'Open in five minutes'],
    ctas: [
      ['Open an account', 'Compare plans'],
      ['Get started', 'How it works'],
    ],
    nav: ['Personal', 'Business', 'Savings', 'Pricing', 'Help'],
    heroArt: 'dashboard',
    features: [
      {
        icon: 'card',
        title: 'Smart card',
        text: 'Spend anywhere with zero foreign transaction fees and instant notifications.',
      },
      {
        icon: 'chart',
        title: 'Automatic budgets',
        text: 'Spending is categorised automatically so you see where every dollar goes.',
      },
      { icon: 'leaf', title: 'High-yield savings', text: 'Earn 4.1% APY on savings with no minimum balance.' },
      { icon: 'lock', title: 'Bank-grade security', text: 'Biometric login, card freezing and 24/7 fraud monitoring.' },
      { icon: 'bolt', title: 'Instant transfers', text: 'Send money to friends in seconds, free of charge.' },
      { icon: 'chat', title: 'Human support', text: 'Talk to a real person any time, day or night.' },
    ],
    plans: [
      {
        name: 'Standard',
        price: 0,
        blurb: 'Everything you need to bank.',
        features: ['Free debit card', 'Instant transfers', 'Budgeting tools'],
      },
      {
        name: 'Plus',
        price: 5,
        blurb: 'More rewards, more control.',
        features: ['Everything in Standard', '1% cashback', 'Fee-free ATMs worldwide', 'Priority support'],
      },
      {
        name: 'Premium',
        price: 15,
        blurb: 'For frequent travellers.',
        features: ['Everything in Plus', 'Travel insurance', 'Lounge access', 'Metal card'],
      },
    ],
    quotes: [
      {
        quote: 'I finally understand where my money goes. Saved $3,000 in six months without trying.',
        role: 'Customer since 2022',
      },
      {
        quote: 'Opening the account took four minutes. The app is simply the best I have used.',
        role: 'Small business owner',
      },
      { quote: 'No fees abroad and instant notifications. Perfect for how I travel.', role: 'Frequent traveller' },
    ],
    faqs: [
      {
        q: 'Is my money safe?',
        a: 'Deposits are insured up to $250,000 through our partner banks, and accounts are protected by bank-grade security.',
      },
      {
        q: 'Are there any fees?',
        a: 'The Standard account has no monthly fees, no minimum balance and no foreign transaction fees.',
      },
      { q: 'How long does it take to open an account?', a: 'About five minutes. You need a phone and a valid ID.' },
      {
        q: 'Can I use it for my business?',
        a: 'Yes, business accounts include invoicing, multiple cards and accounting exports.',
      },
      {
        q: 'How do I contact support?',
        a: 'Chat in the app or call us any time; average response time is under two minutes.',
      },
    ],
    stats: [
      { value: '2.4M', label: 'Customers' },
      { value: '$0', label: 'Monthly fees' },
      { value: '4.1%', label: 'APY on savings' },
      { value: '150', label: 'Countries supported' },
    ],
    posts: [
      {
        title: 'The 50/30/20 budget, explained',
        category: 'Money basics',
        excerpt: 'A simple rule that makes saving automatic.',
      },
      {
        title: 'How to build an emergency fund',
        category: 'Saving',
        excerpt: 'How much you need and how to get there faster.',
      },
      {
        title: 'Investing for beginners: start small',
        category: 'Investing',
        excerpt: 'Why time in the market beats timing the market.',
      },
    ],
  },
  {
    id: 'education',
    match: [
      'course',
      'courses',
      'school',
      'learn',
      'learning',
      'education',
      'academy',
      'university',
      'tutoring',
      'tutor',
      'class',
      'classes',
      'bootcamp',
      'students',
      'teacher',
      'lessons',
      'e-learning',
      'online course',
      'kids',
    ],
    noun: 'learning',
    brands: ['Brightpath Academy', 'Learnwell', 'Open Campus', 'Skillhouse'],
    heroHeadings: [
      'Learn skills that open doors',
      'Your next chapter starts here',
      'Learn from the best, at your own pace',
      'Curiosity, meet direction',
    ],
    heroLeads: [
      'Practical online courses taught by industry experts, with projects, feedback and a certificate at the end.',
      'Live classes, a supportive community and mentors who help you reach your goals faster.',
      'Join 80,000 learners building real skills in design, code, data and business.',
    ],
    eyebrows: ['Enrolment open', 'New courses every month', 'Learn at your own pace'],
    ctas: [
      ['Browse courses', 'Try a free lesson'],
      ['Enrol now', 'Download syllabus'],
    ],
    nav: ['Courses', 'Mentors', 'Pricing', 'Stories', 'FAQ'],
    heroArt: 'abstract',
    features: [
      { icon: 'book', title: 'Expert-led courses', text: 'Learn from practitioners who use these skills every day.' },
      { icon: 'users', title: 'Live cohorts', text: 'Weekly live sessions and a community that keeps you on track.' },
      { icon: 'chat', title: 'Personal feedback', text: 'Mentors review your projects and help you improve.' },
      { icon: 'star', title: 'Certificates', text: 'Earn a certificate that employers recognise.' },
      { icon: 'clock', title: 'Learn at your pace', text: 'Lifetime access to lessons, on any device.' },
      { icon: 'target', title: 'Career support', text: 'Portfolio reviews, mock interviews and job boards.' },
    ],
    plans: [
      {
        name: 'Single course',
        price: 149,
        blurb: 'One course, lifetime access.',
        features: ['All lessons', 'Course community', 'Certificate'],
      },
      {
        name: 'All-access',
        price: 39,
        blurb: 'Every course, one subscription.',
        features: ['200+ courses', 'Live workshops', 'Project reviews', 'Cancel any time'],
      },
      {
        name: 'Mentorship',
        price: 299,
        blurb: 'Guided programme.',
        features: ['Everything in All-access', 'Weekly 1:1 mentor calls', 'Career coaching', 'Job guarantee'],
      },
    ],
    quotes: [
      {
        quote: 'Six months after finishing the programme I landed my first job as a designer.',
        role: 'Graduate, UX course',
      },
      {
        quote: 'The mentors gave honest, useful feedback. I learned more here than in two years alone.',
        role: 'Student',
      },
      {
        quote: 'Flexible enough to fit around a full-time job and a toddler. Highly recommended.',
        role: 'Data analytics learner',
      },
    ],
    faqs: [
      { q: 'Do I need any experience?', a: 'No. Beginner courses start from the basics and build up step by step.' },
      { q: 'How long do I have access?', a: 'Courses you buy are yours forever, including future updates.' },
      { q: 'Will I get a certificate?', a: 'Yes, every completed course comes with a shareable certificate.' },
      { q: 'Can I get a refund?', a: 'If a course is not for you, request a refund within 30 days.' },
      { q: 'Are there group discounts?', a: 'Teams of five or more get 20% off. Contact us for details.' },
    ],
    stats: [
      { value: '80k', label: 'Learners worldwide' },
      { value: '200+', label: 'Courses' },
      { value: '94%', label: 'Completion satisfaction' },
      { value: '120', label: 'Expert mentors' },
    ],
    posts: [
      {
        title: 'How to learn anything in 20 hours',
        category: 'Learning',
        excerpt: 'A practical method for getting good, fast.',
      },
      {
        title: 'From teacher to product designer',
        category: 'Student stories',
        excerpt: 'How Anna changed careers at 38.',
      },
      {
        title: 'Building a portfolio employers notice',
        category: 'Careers',
        excerpt: 'What hiring managers actually look for.',
      },
    ],
    roles: [
      'Head of Learning',
      'Design Mentor',
      'Data Instructor',
      'Career Coach',
      'Community Manager',
      'Engineering Mentor',
      'Course Producer',
      'Student Success',
    ],
    titles: {
      ...GENERIC.titles,
      products: ['Popular courses', 'Start learning today', 'New courses'],
      team: ['Meet your mentors', 'Learn from experts', 'Our instructors'],
    },
    products: [
      { name: 'UX Design Foundations', text: '8 weeks · Beginner', price: '$149' },
      { name: 'Data Analytics with Python', text: '10 weeks · Intermediate', price: '$189' },
      { name: 'Web Development Bootcamp', text: '12 weeks · Beginner', price: '$249' },
      { name: 'Product Management', text: '6 weeks · Intermediate', price: '$169' },
      { name: 'Creative Writing', text: '4 weeks · All levels', price: '$89' },
      { name: 'Digital Marketing', text: '6 weeks · Beginner', price: '$129' },
    ],
  },
  {
    id: 'travel',
    match: [
      'travel',
      'hotel',
      'hotels',
      'tour',
      'tours',
      'trip',
      'trips',
      'vacation',
      'holiday',
      'resort',
      'booking',
      'hostel',
      'adventure',
      'destination',
      'destinations',
      'cabin',
      'retreat',
      'camping',
      'surf',
      'island',
      'villa',
    ],
    noun: 'your next trip',
    brands: ['Wanderlight', 'Coastline Stays', 'Nomad & Co', 'Alpine Lodge'],
    heroHeadings: [
      'Discover places worth remembering',
      'Your escape is waiting',
      'Travel slower, see more',
      'Adventures, thoughtfully planned',
    ],
    heroLeads: [
      'Handpicked stays and small-group journeys in places most travellers miss. Flexible booking, always.',
      'Wake up to the sea, end the day by the fire. Book direct for the best rates and free breakfast.',
      'Local guides, sustainable travel and itineraries designed around you.',
    ],
    eyebrows: ['Summer dates now open', 'Free cancellation', 'Book direct and save 10%'],
    ctas: [
      ['Plan your trip', 'Explore destinations'],
      ['Book your stay', 'View rooms'],
    ],
    nav: ['Destinations', 'Stays', 'Experiences', 'Journal', 'Contact'],
    heroArt: 'scene',
    features: [
      { icon: 'pin', title: 'Handpicked places', text: 'Every stay and route is visited and tested by our team.' },
      { icon: 'users', title: 'Small groups', text: 'No more than 12 travellers, for a more personal experience.' },
      {
        icon: 'leaf',
        title: 'Travel responsibly',
        text: 'Carbon-balanced trips and partners who support local communities.',
      },
      { icon: 'calendar', title: 'Flexible booking', text: 'Change dates for free up to 14 days before departure.' },
      { icon: 'chat', title: 'Local experts', text: 'Guides who grew up where you are going.' },
      { icon: 'shield', title: 'Fully protected', text: 'Every trip is financially protected for peace of mind.' },
    ],
    plans: [
      {
        name: 'Garden Room',
        price: 140,
        blurb: 'Cosy and quiet.',
        features: ['Queen bed', 'Garden view', 'Breakfast included'],
      },
      {
        name: 'Sea View Suite',
        price: 220,
        blurb: 'Our guests’ favourite.',
        features: ['King bed', 'Private balcony', 'Breakfast included', 'Late check-out'],
      },
      {
        name: 'Family Cottage',
        price: 310,
        blurb: 'Space for everyone.',
        features: ['Two bedrooms', 'Kitchenette', 'Private terrace', 'Sleeps 5'],
      },
    ],
    planUnit: ' per night',
    quotes: [
      {
        quote: 'The most relaxing week we have had in years. Every detail was taken care of.',
        role: 'Guest from London',
      },
      {
        quote: 'Our guide made the trip. We saw places we would never have found alone.',
        role: 'Traveller, Iceland tour',
      },
      { quote: 'Stunning views, warm staff and the best breakfast on the coast.', role: 'Guest review' },
    ],
    faqs: [
      {
        q: 'What is your cancellation policy?',
        a: 'Cancel free of charge up to 14 days before arrival; after that the first night is charged.',
      },
      { q: 'Is breakfast included?', a: 'Yes, a seasonal breakfast is included with every booking made direct.' },
      { q: 'Do you accept pets?', a: 'Well-behaved dogs are welcome in our garden rooms for a small fee.' },
      { q: 'How do I get there?', a: 'We are 40 minutes from the nearest airport and offer transfers on request.' },
      { q: 'Are trips suitable for children?', a: 'Many are. Look for the family-friendly label or ask our team.' },
    ],
    stats: [
      { value: '64', label: 'Destinations' },
      { value: '18k', label: 'Happy travellers' },
      { value: '4.9★', label: 'Guest rating' },
      { value: '100%', label: 'Carbon balanced' },
    ],
    products: [
      { name: 'Norwegian Fjords', text: '7 days · Small group', price: '$2,190' },
      { name: 'Amalfi Coast Walks', text: '6 days · Guided', price: '$1,850' },
      { name: 'Iceland Ring Road', text: '10 days · Self-drive', price: '$2,640' },
      { name: 'Kyoto in Autumn', text: '8 days · Small group', price: '$3,100' },
      { name: 'Scottish Highlands', text: '5 days · Guided', price: '$1,290' },
      { name: 'Patagonia Trek', text: '12 days · Adventure', price: '$3,980' },
    ],
    posts: [
      {
        title: 'Ten quiet islands for your next escape',
        category: 'Destinations',
        excerpt: 'Beaches without the crowds, from Greece to the Azores.',
      },
      {
        title: 'How to pack for two weeks in one bag',
        category: 'Tips',
        excerpt: 'Our guides share their tried-and-tested lists.',
      },
      {
        title: 'Travelling sustainably without compromise',
        category: 'Responsible travel',
        excerpt: 'Small choices that make a real difference.',
      },
    ],
    gallery: [
      'Sunrise over the fjord',
      'Coastal path',
      'Mountain hut',
      'Old town streets',
      'Local market',
      'Sea view suite',
      'Forest trail',
      'Harbour at dusk',
      'Island hopping',
    ],
    titles: {
      ...GENERIC.titles,
      products: ['Popular journeys', 'Trips we love', 'Upcoming departures'],
      pricing: ['Rooms & rates', 'Choose your stay', 'Our rooms'],
      gallery: ['Postcards from the road', 'Places we love', 'Explore the area'],
    },
  },
  {
    id: 'health',
    match: [
      'clinic',
      'doctor',
      'doctors',
      'dental',
      'dentist',
      'health',
      'healthcare',
      'medical',
      'therapy',
      'therapist',
      'hospital',
      'pharmacy',
      'vet',
      'veterinary',
      'physio',
      'physiotherapy',
      'nutrition',
      'mental health',
      'care',
      'nursing',
    ],
    noun: 'your health',
    brands: ['Greenleaf Clinic', 'Kindred Care', 'Bright Smile Dental', 'Harbor Health'],
    heroHeadings: [
      'Care that puts you first',
      'Healthcare, made human',
      'Feel better, sooner',
      'Your health in good hands',
    ],
    heroLeads: [
      'Same-week appointments, experienced clinicians and a team that takes time to listen.',
      'Modern treatment in a calm, welcoming clinic. Most insurance plans accepted.',
      'Book online in two minutes and see a specialist in person or by video.',
    ],
    eyebrows: ['Accepting new patients', 'Same-week appointments', 'Book online 24/7'],
    ctas: [
      ['Book an appointment', 'Our services'],
      ['Book online', 'Call the clinic'],
    ],
    nav: ['Services', 'Our team', 'Patients', 'Insurance', 'Contact'],
    heroArt: 'abstract',
    features: [
      {
        icon: 'calendar',
        title: 'Easy booking',
        text: 'Choose a time online, get reminders and reschedule with one tap.',
      },
      { icon: 'heart', title: 'Whole-person care', text: 'We look at your health as a whole, not just symptoms.' },
      {
        icon: 'users',
        title: 'Experienced team',
        text: 'Board-certified clinicians with decades of combined experience.',
      },
      { icon: 'chat', title: 'Video consultations', text: 'See a clinician from home when it suits you.' },
      {
        icon: 'shield',
        title: 'Insurance accepted',
        text: 'We work with most major insurers and explain costs upfront.',
      },
      { icon: 'clock', title: 'Extended hours', text: 'Early mornings, evenings and Saturday appointments.' },
    ],
    quotes: [
      { quote: 'The first clinic where I felt genuinely listened to. Kind, thorough and on time.', role: 'Patient' },
      { quote: 'Booking was easy and the video consultation saved me a day off work.', role: 'Patient' },
      { quote: 'Our whole family goes here now. The team is wonderful with the kids.', role: 'Parent' },
    ],
    faqs: [
      {
        q: 'Are you accepting new patients?',
        a: 'Yes. Register online or call us and we will book your first appointment this week.',
      },
      {
        q: 'Which insurance do you accept?',
        a: 'We accept most major plans. Check the insurance page or ask our front desk.',
      },
      {
        q: 'What should I bring to my first visit?',
        a: 'Your ID, insurance card and a list of any medicines you take.',
      },
      { q: 'Do you offer video appointments?', a: 'Yes, for many consultations. Choose “video” when you book.' },
      {
        q: 'How do I cancel an appointment?',
        a: 'Use the link in your confirmation e-mail or call us at least 24 hours ahead.',
      },
    ],
    stats: [
      { value: '25 yrs', label: 'Caring for the community' },
      { value: '18', label: 'Specialists' },
      { value: '15k', label: 'Patients a year' },
      { value: '4.9★', label: 'Patient rating' },
    ],
    roles: [
      'Medical Director',
      'General Practitioner',
      'Nurse Practitioner',
      'Physiotherapist',
      'Dentist',
      'Practice Manager',
      'Nutritionist',
      'Therapist',
    ],
    titles: {
      ...GENERIC.titles,
      features: ['Our services', 'Care for every stage of life', 'How we care for you'],
      team: ['Meet our clinicians', 'Our care team', 'The team'],
    },
  },
  {
    id: 'realestate',
    match: [
      'real estate',
      'property',
      'properties',
      'apartment',
      'apartments',
      'homes',
      'realtor',
      'rental',
      'rentals',
      'housing',
      'estate agent',
      'mortgage',
      'condo',
      'listings',
    ],
    noun: 'your new home',
    brands: ['Keystone Homes', 'Oakridge Estates', 'Open Door', 'Haven Realty'],
    heroHeadings: [
      'Find a home you will love',
      'Your next chapter, at home',
      'Homes with character',
      'Move with confidence',
    ],
    heroLeads: [
      'Local experts, honest advice and hundreds of listings across the city. Book a free valuation today.',
      'Buying, selling or renting, we make the whole process simple, transparent and even enjoyable.',
      'Beautiful homes in the neighbourhoods you love, with agents who know every street.',
    ],
    eyebrows: ['New listings weekly', 'Free home valuation', 'Local experts since 2005'],
    ctas: [
      ['Browse homes', 'Book a valuation'],
      ['Find your home', 'Talk to an agent'],
    ],
    nav: ['Buy', 'Rent', 'Sell', 'Neighbourhoods', 'Contact'],
    heroArt: 'scene',
    features: [
      { icon: 'home', title: 'Curated listings', text: 'Every home is visited and photographed by our own team.' },
      { icon: 'pin', title: 'Local knowledge', text: 'Agents who live in the neighbourhoods they sell.' },
      { icon: 'chart', title: 'Accurate valuations', text: 'Data-driven prices that help you sell faster.' },
      { icon: 'calendar', title: 'Flexible viewings', text: 'Evening, weekend and virtual viewings.' },
      { icon: 'shield', title: 'Secure process', text: 'Verified buyers and transparent paperwork.' },
      { icon: 'chat', title: 'Always reachable', text: 'Your agent answers calls and messages seven days a week.' },
    ],
    quotes: [
      {
        quote: 'They sold our house in nine days, above the asking price. Brilliant from start to finish.',
        role: 'Home seller',
      },
      {
        quote: 'Patient, honest and never pushy. We found our dream flat on the second viewing.',
        role: 'First-time buyers',
      },
      {
        quote: 'The virtual viewings made moving from abroad possible. Highly recommended.',
        role: 'Relocating family',
      },
    ],
    stats: [
      { value: '1,800', label: 'Homes sold' },
      { value: '21 days', label: 'Average time to sell' },
      { value: '98%', label: 'Of asking price achieved' },
      { value: '4.9★', label: 'Client rating' },
    ],
    products: [
      { name: 'Garden Flat, Elm Road', text: '2 bed · 1 bath · 78 m²', price: '$485,000' },
      { name: 'Victorian Townhouse', text: '4 bed · 2 bath · 160 m²', price: '$1,150,000' },
      { name: 'Loft Apartment', text: '1 bed · 1 bath · 64 m²', price: '$395,000' },
      { name: 'Family Home, Park Lane', text: '3 bed · 2 bath · 120 m²', price: '$720,000' },
      { name: 'Riverside Penthouse', text: '3 bed · 3 bath · 140 m²', price: '$1,480,000' },
      { name: 'Studio, City Centre', text: 'Studio · 1 bath · 38 m²', price: '$245,000' },
    ],
    titles: {
      ...GENERIC.titles,
      products: ['Featured properties', 'New on the market', 'Homes for sale'],
      gallery: ['Inside the property', 'Take a tour', 'Gallery'],
    },
  },
  {
    id: 'events',
    match: [
      'event',
      'events',
      'conference',
      'festival',
      'concert',
      'wedding',
      'meetup',
      'summit',
      'music',
      'band',
      'tickets',
      'ticket',
      'gig',
      'exhibition',
      'gala',
      'party',
      'tour dates',
      'speakers',
    ],
    noun: 'the event',
    brands: ['Horizon Summit', 'Lights Festival', 'Future Forum', 'Night Owls'],
    heroHeadings: [
      'Two days of ideas worth sharing',
      'The night everyone will talk about',
      'Where the future gathers',
      'Join us this summer',
    ],
    heroLeads: [
      '40 speakers, hands-on workshops and the best people in the industry. September 18–19, Lisbon.',
      'Three stages, twenty artists and one unforgettable weekend by the sea.',
      'Talks, workshops and evening parties for curious minds. Early-bird tickets on sale now.',
    ],
    eyebrows: ['September 18–19 · Lisbon', 'Early-bird tickets available', 'Line-up announced'],
    ctas: [
      ['Get tickets', 'See the programme'],
      ['Register now', 'View speakers'],
    ],
    nav: ['Programme', 'Speakers', 'Venue', 'Tickets', 'FAQ'],
    heroArt: 'abstract',
    features: [
      { icon: 'music', title: 'Live performances', text: 'World-class artists on three stages across the weekend.' },
      { icon: 'users', title: 'Networking', text: 'Meet 2,000 attendees at curated sessions and evening events.' },
      { icon: 'book', title: 'Workshops', text: 'Hands-on sessions led by practitioners, in small groups.' },
      { icon: 'pin', title: 'Stunning venue', text: 'A restored riverside warehouse minutes from the centre.' },
      { icon: 'cup', title: 'Food & drink', text: 'Local street food and drinks included with every pass.' },
      { icon: 'globe', title: 'Streamed worldwide', text: 'Can’t make it? Watch every talk live online.' },
    ],
    plans: [
      {
        name: 'Day pass',
        price: 149,
        blurb: 'One day of talks.',
        features: ['Main stage access', 'Lunch and coffee', 'Recordings'],
      },
      {
        name: 'Full pass',
        price: 249,
        blurb: 'The complete experience.',
        features: ['Both days', 'Workshops', 'Evening party', 'Recordings'],
      },
      {
        name: 'VIP',
        price: 490,
        blurb: 'Front row and more.',
        features: ['Everything in Full pass', 'Speaker dinner', 'Reserved seating', 'Fast-track entry'],
      },
    ],
    planUnit: ' per ticket',
    quotes: [
      { quote: 'The best conference I attended this year. Every talk was worth it.', role: 'Attendee 2024' },
      {
        quote: 'Inspiring speakers and genuinely useful workshops. Already booked for next year.',
        role: 'Product lead',
      },
      { quote: 'An incredible atmosphere. I met my co-founder at the evening party.', role: 'Start-up founder' },
    ],
    faqs: [
      { q: 'When and where is it?', a: 'September 18–19 at the Riverside Warehouse. Doors open at 8:30 am.' },
      {
        q: 'Can I transfer my ticket?',
        a: 'Yes, tickets can be transferred to a colleague free of charge until a week before.',
      },
      { q: 'Is there a student discount?', a: 'Students get 50% off with a valid student ID.' },
      { q: 'Will talks be recorded?', a: 'All main-stage talks are recorded and shared with ticket holders.' },
      { q: 'Is the venue accessible?', a: 'The venue is step-free with accessible toilets and quiet rooms.' },
    ],
    stats: [
      { value: '2,000', label: 'Attendees' },
      { value: '40', label: 'Speakers' },
      { value: '25', label: 'Workshops' },
      { value: '2 days', label: 'Of ideas' },
    ],
    roles: [
      'Keynote Speaker',
      'Design Lead, Lumina',
      'Founder, Kinetic',
      'Researcher',
      'Author',
      'Engineering Director',
      'Host',
      'Artist',
    ],
    titles: {
      ...GENERIC.titles,
      team: ['Speakers', 'Meet the speakers', 'The line-up'],
      pricing: ['Tickets', 'Get your pass', 'Choose your ticket'],
      steps: ['Programme', 'Schedule', 'How the day runs'],
    },
  },
];

export const TOPIC_BANKS: readonly TopicBank[] = DOMAINS.map((d) => ({ ...GENERIC, ...d }));
export const GENERIC_BANK: TopicBank = GENERIC;
