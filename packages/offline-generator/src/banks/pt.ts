/**
 * European Portuguese copy for any subject, addressing the reader formally
 * (imperative in the third person, "o seu"). Prices are written 29,00 €.
 */
import type { TopicBank } from '../copy-bank';

export const PT_BANK: TopicBank = {
  id: 'generic-pt',
  match: [],
  noun: 'o seu negócio',
  brands: ['Estrela do Norte', 'Luz Clara', 'Sempreverde', 'Bom Porto'],
  heroHeadings: [
    'Bem feito, desde o início',
    'Simples. Claro. Fiável.',
    'Pensado para quem valoriza cada detalhe',
    'O melhor começa aqui',
    'Tudo o que precisa, num só lugar',
  ],
  heroLeads: [
    '{brand} reúne tudo o que precisa: um serviço atencioso, preços honestos e resultados que se veem.',
    'Menos burocracia, mais clareza. Com {brand}, tudo fica simples, rápido e agradável, do primeiro ao último passo.',
    'Junte-se aos milhares de pessoas que confiam em {brand} todos os dias.',
  ],
  eyebrows: ['Novidades da estação', 'A escolha de milhares de clientes', 'Descubra {brand}'],
  ctas: [
    ['Começar agora', 'Saber mais'],
    ['Comece já', 'Veja como funciona'],
    ['Marcar uma reunião', 'Explorar'],
  ],
  nav: ['Serviços', 'Preços', 'Sobre nós', 'Blog', 'Contactos'],
  heroArt: 'abstract',
  features: [
    {
      icon: 'bolt',
      title: 'Rápido desde o primeiro dia',
      text: 'Comece em minutos, não em semanas. Tratamos da configuração para que se possa concentrar no que importa.',
    },
    {
      icon: 'shield',
      title: 'Fiável e seguro',
      text: 'Os seus dados e o seu tempo estão em boas mãos, entregues a pessoas atentas a cada detalhe.',
    },
    {
      icon: 'heart',
      title: 'Feito com cuidado',
      text: 'Cada detalhe é pensado para pessoas reais e para a forma como realmente trabalham.',
    },
    {
      icon: 'chat',
      title: 'Apoio próximo',
      text: 'Pessoas reais respondem em poucas horas, com conselhos claros em vez de respostas feitas.',
    },
    {
      icon: 'sparkles',
      title: 'Detalhes que fazem a diferença',
      text: 'São os pequenos cuidados que contam: definições sensatas, linguagem clara e nenhuma surpresa.',
    },
    {
      icon: 'refresh',
      title: 'Sempre a melhorar',
      text: 'Ouvimos, aprendemos e lançamos melhorias todos os meses, com base nas suas sugestões.',
    },
    {
      icon: 'globe',
      title: 'Disponível em todo o lado',
      text: 'No telemóvel, no tablet ou no computador, esteja onde estiver.',
    },
    {
      icon: 'leaf',
      title: 'Sustentável',
      text: 'Escolhemos parceiros responsáveis e mantemos a nossa pegada ambiental no mínimo.',
    },
  ],
  plans: [
    {
      name: 'Básico',
      price: 9,
      blurb: 'Para quem está a começar.',
      features: ['Funcionalidades essenciais', 'Apoio por e-mail', '1 utilizador'],
    },
    {
      name: 'Pro',
      price: 29,
      blurb: 'Para equipas em crescimento que precisam de mais.',
      features: ['Tudo o que inclui o Básico', 'Apoio prioritário', 'Até 10 utilizadores', 'Relatórios avançados'],
    },
    {
      name: 'Empresarial',
      price: 79,
      blurb: 'Para organizações em expansão.',
      features: [
        'Tudo o que inclui o Pro',
        'Utilizadores ilimitados',
        'Acompanhamento dedicado',
        'Integração à medida',
      ],
    },
    {
      name: 'Corporativo',
      price: 199,
      blurb: 'Para necessidades complexas e requisitos de conformidade.',
      features: [
        'Tudo o que inclui o Empresarial',
        'SSO e registos de auditoria',
        'Disponibilidade garantida',
        'Contratos à medida',
      ],
    },
  ],
  planUnit: '/mês',
  quotes: [
    {
      quote: 'Mudámos na primavera passada e nunca mais olhámos para trás. Agora é tudo simplesmente mais fácil.',
      role: 'Direção de operações',
    },
    {
      quote: 'Claro, rápido e realmente útil. Parece feito à nossa medida.',
      role: 'Direção geral',
    },
    {
      quote: 'A equipa respondeu a todas as perguntas em menos de uma hora. Um serviço excecional.',
      role: 'Gestão de projetos',
    },
    {
      quote: 'Poupa-nos horas todas as semanas e os nossos clientes notam a diferença.',
      role: 'Responsável de marketing',
    },
  ],
  faqs: [
    {
      q: 'Como posso começar?',
      a: 'Fale connosco ou crie a sua conta em poucos cliques: em minutos fica tudo pronto.',
    },
    {
      q: 'Posso cancelar a qualquer momento?',
      a: 'Sim. Não há fidelização: cancela com um clique na sua conta.',
    },
    {
      q: 'Como posso entrar em contacto?',
      a: 'A nossa equipa responde por e-mail, telefone e chat nos dias úteis, normalmente em poucas horas.',
    },
    {
      q: 'Que métodos de pagamento aceitam?',
      a: 'Cartão de crédito ou de débito, MB WAY, PayPal ou transferência bancária: a escolha é sua.',
    },
    {
      q: 'Quanto tempo demora o envio?',
      a: 'As encomendas são expedidas em 1–2 dias úteis e a entrega demora normalmente 2–4 dias úteis.',
    },
    {
      q: 'Posso devolver um artigo?',
      a: 'Sim, tem 30 dias após a receção para o devolver, de forma simples e gratuita.',
    },
    {
      q: 'Qual é o horário de funcionamento?',
      a: 'De segunda a sexta, das 9h00 às 18h00, e ao sábado, das 10h00 às 14h00. Online, estamos sempre disponíveis.',
    },
    {
      q: 'Existe um período experimental gratuito?',
      a: 'Todos os planos começam com 14 dias de experiência gratuita, sem cartão de crédito.',
    },
    {
      q: 'Como são protegidos os meus dados?',
      a: 'Os seus dados são encriptados em trânsito e em repouso, tratados de acordo com o RGPD e nunca vendidos.',
    },
    {
      q: 'Oferecem descontos?',
      a: 'Com o plano anual poupa cerca de dois meses, e as associações sem fins lucrativos beneficiam de preços reduzidos.',
    },
  ],
  stats: [
    { value: '12\u00a0000+', label: 'Clientes satisfeitos' },
    { value: '98%', label: 'Taxa de satisfação' },
    { value: '24/7', label: 'Apoio permanente' },
    { value: '35', label: 'Países' },
    { value: '4,9/5', label: 'Avaliação média' },
    { value: '10 anos', label: 'De experiência' },
  ],
  products: [
    { name: 'Kit Essencial', text: 'Tudo o que precisa para começar.', price: '29,00\u00a0€' },
    { name: 'Conjunto Clássico', text: 'O preferido dos nossos clientes.', price: '59,00\u00a0€' },
    { name: 'Companheiro do dia a dia', text: 'Pequeno, leve e sempre pronto.', price: '19,90\u00a0€' },
    { name: 'Edição Pro', text: 'Para quem quer mais.', price: '89,00\u00a0€' },
    { name: 'Caixa de oferta', text: 'Embrulhada e pronta a oferecer.', price: '45,00\u00a0€' },
    { name: 'Kit de viagem', text: 'Compacto e resistente.', price: '34,90\u00a0€' },
    { name: 'Pack de recargas', text: 'Abasteça-se e poupe.', price: '24,90\u00a0€' },
    { name: 'Edição limitada', text: 'Até esgotar o stock.', price: '99,00\u00a0€' },
  ],
  posts: [
    {
      title: 'Cinco hábitos de quem consegue fazer mais',
      category: 'Guias',
      excerpt: 'Pequenas rotinas que fazem uma grande diferença, testadas pela nossa equipa durante um ano.',
    },
    {
      title: 'O que aprendemos com os nossos primeiros mil clientes',
      category: 'Histórias',
      excerpt: 'Notas sinceras sobre o que funcionou, o que não funcionou e o que voltaríamos a fazer.',
    },
    {
      title: 'Uma lista simples para começar com o pé direito',
      category: 'Dicas',
      excerpt: 'Imprima, afixe e vá riscando: tudo o que deve preparar antes do primeiro dia.',
    },
    {
      title: 'Nos bastidores: como nascem as nossas novidades',
      category: 'Empresa',
      excerpt: 'De uma conversa com um cliente ao lançamento, em seis semanas.',
    },
    {
      title: '«Menos, mas melhor»: a nossa forma de trabalhar',
      category: 'Reflexões',
      excerpt: 'Porque preferimos fazer poucas coisas, mas fazê-las bem.',
    },
  ],
  steps: [
    {
      title: 'Diga-nos do que precisa',
      text: 'Responda a algumas perguntas rápidas para percebermos os seus objetivos.',
    },
    { title: 'Receba um plano à medida', text: 'Propomos um plano claro, com preço e prazos definidos.' },
    { title: 'Aproveite o resultado', text: 'Entregamos, acompanhamos e continuamos a melhorar consigo.' },
    { title: 'Cresça com confiança', text: 'Dê o passo seguinte quando quiser, com a mesma equipa ao seu lado.' },
  ],
  gallery: [
    'Luz da manhã',
    'Detalhes serenos',
    'Mãos à obra',
    'No terreno',
    'De perto',
    'Hora dourada',
    'Espaços abertos',
    'Momentos do dia a dia',
    'Nos bastidores',
  ],
  roles: [
    'Direção geral',
    'Direção de design',
    'Direção técnica',
    'Sucesso do cliente',
    'Direção de marketing',
    'Gestão de operações',
    'Gestão de produto',
    'Comunidade',
  ],
  about: [
    'Tudo começou com uma ideia simples: as coisas devem ser claras, honestas e um pouco encantadoras. Foi assim que nasceu {brand}.',
    'Hoje, uma equipa pequena e dedicada trabalha todos os dias para cumprir essa promessa, guiada pelo que os nossos clientes nos dizem.',
  ],
  titles: {
    features: [
      'Porquê escolher {brand}',
      'Tudo o que precisa, nada a mais',
      'Pensado para o que importa',
      'O essencial, mais bem feito',
    ],
    pricing: ['Preços simples e transparentes', 'Planos que crescem consigo', 'Escolha o seu plano'],
    testimonials: [
      'O que dizem os nossos clientes',
      'Quem experimenta, recomenda',
      'Não acredite apenas na nossa palavra',
    ],
    faq: ['Perguntas frequentes', 'Dúvidas? Respostas.', 'É bom saber', 'As suas perguntas, as nossas respostas'],
    cta: ['Vamos começar?', 'Comece hoje com {brand}', 'Vamos construir juntos algo extraordinário'],
    products: ['Produtos em destaque', 'Mais vendidos', 'Novidades'],
    gallery: ['Um olhar mais atento', 'Momentos para partilhar', 'Galeria'],
    stats: ['{brand} em números', 'Resultados que falam por si', 'A confiança de clientes em todo o mundo'],
    team: ['Conheça a equipa', 'As pessoas por trás de {brand}', 'A nossa equipa'],
    newsletter: ['Não perca nada', 'As novidades de {brand}', 'Subscreva a nossa newsletter'],
    blog: ['Do blog', 'Últimas histórias', 'Ideias e novidades'],
    logos: ['A confiança de equipas de referência', 'Empresas que contam com {brand}', 'Falaram de nós'],
    contact: ['Fale connosco', 'Vamos conversar', 'Contactos'],
    steps: ['Como funciona', 'Simples do início ao fim', 'Do primeiro contacto ao resultado'],
    about: ['A nossa história', 'Sobre {brand}', 'Quem somos'],
  },
  leads: {
    features: [
      'Ferramentas e serviços bem pensados para fazer mais com menos esforço.',
      'Tudo foi criado para lhe poupar tempo e manter as coisas simples.',
    ],
    pricing: [
      'Sem custos escondidos. Comece grátis, mude de plano quando quiser e cancele a qualquer momento.',
      'Escolha o plano certo para hoje e altere-o sempre que quiser.',
    ],
    testimonials: [
      'Milhares de pessoas confiam em {brand} todos os dias. Eis o que algumas delas dizem.',
      'Palavras reais de clientes reais.',
    ],
    faq: [
      'Tudo o que precisa de saber. Não encontra a resposta? A nossa equipa ajuda com todo o gosto.',
      'Respostas rápidas às perguntas que mais ouvimos.',
    ],
    cta: [
      'Junte-se a milhares de clientes satisfeitos e veja a diferença por si.',
      'Começar demora dois minutos. Sem cartão de crédito.',
    ],
    products: ['Favoritos escolhidos a dedo, feitos para durar.', 'Descubra aquilo de que todos falam nesta estação.'],
    gallery: [
      'Um vislumbre do nosso trabalho e dos momentos que lhe dão sentido.',
      'Imagens dos nossos projetos mais recentes.',
    ],
    stats: [
      'Números de que nos orgulhamos, conquistados cliente a cliente.',
      'Um olhar rápido sobre o que alcançámos juntos.',
    ],
    team: ['Um pequeno grupo de pessoas apaixonadas pelo que fazem.', 'Especialistas próximos, prontos a ajudar.'],
    newsletter: [
      'Um e-mail útil por mês. Sem spam, cancele quando quiser.',
      'Novidades, dicas e acesso antecipado, diretamente na sua caixa de correio.',
    ],
    blog: ['Ideias, guias e histórias da equipa {brand}.', 'Novas leituras da nossa equipa, todas as semanas.'],
    logos: ['De startups a marcas internacionais, equipas de todo o mundo trabalham com {brand}.', 'Em boa companhia.'],
    contact: [
      'Tem uma pergunta ou um projeto em mente? Envie-nos uma mensagem e respondemos num dia útil.',
      'Gostaríamos muito de saber de si.',
    ],
    steps: ['Começar leva apenas alguns minutos. Veja o que acontece a seguir.', 'Um processo claro, sem surpresas.'],
    about: ['Um pouco sobre de onde vimos e para onde vamos.', 'As pessoas e as ideias por trás de {brand}.'],
  },
};
