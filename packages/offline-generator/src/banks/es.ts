/**
 * Spanish (Spain) copy for any subject, addressing the reader as "tú".
 * Questions and exclamations open with ¿ and ¡; prices are written 29,00 €.
 */
import type { TopicBank } from '../copy-bank';

export const ES_BANK: TopicBank = {
  id: 'generic-es',
  match: [],
  noun: 'tu negocio',
  brands: ['Rumbo Norte', 'Luminar', 'Siempreverde', 'Buenavista'],
  heroHeadings: [
    'Bien hecho, desde el principio',
    'Sencillo. Claro. Fiable.',
    'Pensado para quienes cuidan cada detalle',
    'Lo mejor empieza aquí',
    'Todo lo que necesitas, en un solo lugar',
  ],
  heroLeads: [
    '{brand} reúne todo lo que necesitas: un servicio cercano, precios honestos y resultados que se notan.',
    'Olvídate del papeleo. Con {brand} todo es claro, rápido y agradable, del primer paso al último.',
    'Únete a las miles de personas que confían en {brand} cada día.',
  ],
  eyebrows: ['Novedades de temporada', 'Miles de clientes confían en nosotros', 'Te damos la bienvenida a {brand}'],
  ctas: [
    ['Empezar', 'Saber más'],
    ['Empieza ahora', 'Descubre cómo funciona'],
    ['Pide una cita', 'Explorar'],
  ],
  nav: ['Servicios', 'Precios', 'Nosotros', 'Blog', 'Contacto'],
  heroArt: 'abstract',
  features: [
    {
      icon: 'bolt',
      title: 'Rápido desde el primer día',
      text: 'Empieza en minutos, no en semanas. Nos encargamos de la puesta en marcha para que te centres en lo importante.',
    },
    {
      icon: 'shield',
      title: 'Fiable y seguro',
      text: 'Tus datos y tu tiempo están en buenas manos, cuidados por personas atentas a cada detalle.',
    },
    {
      icon: 'heart',
      title: 'Hecho con cariño',
      text: 'Cada detalle está pensado para personas reales y para su forma real de trabajar.',
    },
    {
      icon: 'chat',
      title: 'Atención cercana',
      text: 'Personas de verdad te responden en pocas horas, con consejos claros en lugar de respuestas enlatadas.',
    },
    {
      icon: 'sparkles',
      title: 'Detalles que suman',
      text: 'Las pequeñas cosas marcan la diferencia: ajustes sensatos, lenguaje claro y cero sorpresas.',
    },
    {
      icon: 'refresh',
      title: 'Siempre mejorando',
      text: 'Escuchamos, aprendemos y lanzamos mejoras cada mes a partir de tus comentarios.',
    },
    {
      icon: 'globe',
      title: 'Disponible en todas partes',
      text: 'En el móvil, la tableta o el ordenador, estés donde estés.',
    },
    {
      icon: 'leaf',
      title: 'Sostenible',
      text: 'Elegimos socios responsables y reducimos nuestra huella al mínimo.',
    },
  ],
  plans: [
    {
      name: 'Básico',
      price: 9,
      blurb: 'Para quienes empiezan por su cuenta.',
      features: ['Funciones esenciales', 'Soporte por correo electrónico', '1 usuario'],
    },
    {
      name: 'Pro',
      price: 29,
      blurb: 'Para equipos en crecimiento que necesitan más.',
      features: ['Todo lo del plan Básico', 'Soporte prioritario', 'Hasta 10 usuarios', 'Informes avanzados'],
    },
    {
      name: 'Empresa',
      price: 79,
      blurb: 'Para organizaciones que crecen a lo grande.',
      features: [
        'Todo lo del plan Pro',
        'Usuarios ilimitados',
        'Gestión de cuenta personalizada',
        'Implantación a medida',
      ],
    },
    {
      name: 'Corporativo',
      price: 199,
      blurb: 'Para necesidades complejas y normativas exigentes.',
      features: [
        'Todo lo del plan Empresa',
        'SSO y registros de auditoría',
        'Disponibilidad garantizada',
        'Contratos a medida',
      ],
    },
  ],
  planUnit: '/mes',
  quotes: [
    {
      quote: 'Nos cambiamos la primavera pasada y no hemos mirado atrás. Ahora todo es sencillamente más fácil.',
      role: 'Dirección de operaciones',
    },
    {
      quote: 'Claro, rápido y realmente útil. Parece hecho a nuestra medida.',
      role: 'Dirección general',
    },
    {
      quote: 'El equipo respondió a cada pregunta en menos de una hora. Un servicio excelente.',
      role: 'Gestión de proyectos',
    },
    {
      quote: 'Nos ahorra horas cada semana y nuestros clientes notan la diferencia.',
      role: 'Responsable de marketing',
    },
  ],
  faqs: [
    {
      q: '¿Cómo empiezo?',
      a: 'Escríbenos o crea tu cuenta en un par de clics: en pocos minutos estará todo listo.',
    },
    {
      q: '¿Puedo cancelar cuando quiera?',
      a: 'Sí. No hay permanencia: cancelas con un clic desde tu cuenta.',
    },
    {
      q: '¿Cómo puedo ponerme en contacto?',
      a: 'Nuestro equipo responde por correo, teléfono y chat de lunes a viernes, normalmente en pocas horas.',
    },
    {
      q: '¿Qué métodos de pago hay?',
      a: 'Tarjeta de crédito o débito, PayPal o transferencia bancaria: tú eliges.',
    },
    {
      q: '¿Cuánto tarda el envío?',
      a: 'Preparamos los pedidos en 1–2 días laborables y la entrega suele tardar entre 2 y 4 días laborables.',
    },
    {
      q: '¿Puedo hacer una devolución?',
      a: 'Sí, dispones de 30 días desde la recepción para devolverlo, de forma sencilla y gratuita.',
    },
    {
      q: '¿Cuál es el horario de atención?',
      a: 'De lunes a viernes, de 9:00 a 18:00, y los sábados, de 10:00 a 14:00. En línea estamos disponibles las 24 horas.',
    },
    {
      q: '¿Hay una prueba gratuita?',
      a: 'Todos los planes incluyen 14 días de prueba gratis, sin tarjeta de crédito.',
    },
    {
      q: '¿Cómo se protegen mis datos?',
      a: 'Tus datos viajan y se guardan cifrados, se tratan conforme al RGPD y nunca los vendemos.',
    },
    {
      q: '¿Hay descuentos?',
      a: 'Con el plan anual ahorras unos dos meses, y las organizaciones sin ánimo de lucro tienen precios reducidos.',
    },
  ],
  stats: [
    { value: '12.000+', label: 'Clientes satisfechos' },
    { value: '98\u00a0%', label: 'Índice de satisfacción' },
    { value: '24/7', label: 'Atención continua' },
    { value: '35', label: 'Países' },
    { value: '4,9/5', label: 'Valoración media' },
    { value: '10 años', label: 'De experiencia' },
  ],
  products: [
    { name: 'Kit Esencial', text: 'Todo lo que necesitas para empezar.', price: '29,00\u00a0€' },
    { name: 'Colección Insignia', text: 'Nuestro pack más querido.', price: '59,00\u00a0€' },
    { name: 'Compañero diario', text: 'Pequeño, ligero y siempre listo.', price: '19,90\u00a0€' },
    { name: 'Edición Pro', text: 'Para quienes quieren más.', price: '89,00\u00a0€' },
    { name: 'Caja regalo', text: 'Envuelta y lista para regalar.', price: '45,00\u00a0€' },
    { name: 'Pack de viaje', text: 'Compacto y resistente.', price: '34,90\u00a0€' },
    { name: 'Pack de recambios', text: 'Haz acopio y ahorra.', price: '24,90\u00a0€' },
    { name: 'Edición limitada', text: 'Hasta agotar existencias.', price: '99,00\u00a0€' },
  ],
  posts: [
    {
      title: 'Cinco hábitos de las personas que rinden más',
      category: 'Guías',
      excerpt: 'Pequeñas rutinas que marcan una gran diferencia, probadas por nuestro equipo durante un año.',
    },
    {
      title: 'Lo que aprendimos de nuestros primeros mil clientes',
      category: 'Historias',
      excerpt: 'Notas sinceras sobre lo que funcionó, lo que no y lo que volveríamos a hacer.',
    },
    {
      title: 'Una lista sencilla para empezar con buen pie',
      category: 'Consejos',
      excerpt: 'Imprímela, cuélgala y ve tachando: todo lo que conviene preparar antes del primer día.',
    },
    {
      title: 'Entre bastidores: así diseñamos nuestras novedades',
      category: 'Empresa',
      excerpt: 'De una conversación con un cliente al lanzamiento, en seis semanas.',
    },
    {
      title: '¿Por qué «menos» suele ser más?',
      category: 'Reflexiones',
      excerpt: 'Sobre el valor de quitar lo que sobra y quedarse con lo esencial.',
    },
  ],
  steps: [
    { title: 'Cuéntanos qué necesitas', text: 'Responde a unas preguntas rápidas para que entendamos tus objetivos.' },
    { title: 'Recibe un plan a medida', text: 'Te proponemos un plan claro, con precio y plazos cerrados.' },
    { title: 'Disfruta del resultado', text: 'Entregamos, hacemos seguimiento y seguimos mejorando contigo.' },
    { title: 'Crece con confianza', text: 'Da el siguiente paso cuando quieras, con el mismo equipo a tu lado.' },
  ],
  gallery: [
    'Luz de mañana',
    'Detalles en calma',
    'Manos a la obra',
    'Sobre el terreno',
    'De cerca',
    'Hora dorada',
    'Espacios abiertos',
    'Momentos cotidianos',
    'Entre bastidores',
  ],
  roles: [
    'Dirección general',
    'Dirección de diseño',
    'Dirección técnica',
    'Atención al cliente',
    'Dirección de marketing',
    'Operaciones',
    'Gestión de producto',
    'Comunidad',
  ],
  about: [
    'Todo empezó con una idea sencilla: las cosas deberían ser claras, honestas y un poco especiales. Así nació {brand}.',
    'Hoy, un equipo pequeño y comprometido trabaja cada día para cumplir esa promesa, guiado por lo que nos cuentan nuestros clientes.',
  ],
  titles: {
    features: [
      '¿Por qué elegir {brand}?',
      'Todo lo que necesitas, nada que te sobre',
      'Pensado para lo que importa',
      'Lo esencial, mejor hecho',
    ],
    pricing: ['Precios claros y sencillos', 'Planes que crecen contigo', 'Elige tu plan'],
    testimonials: ['Nuestros clientes opinan', 'Lo que dicen de nosotros', 'No lo decimos solo nosotros'],
    faq: ['Preguntas frecuentes', '¿Dudas? Respuestas.', 'Lo que conviene saber', 'Tus preguntas, nuestras respuestas'],
    cta: ['¿Empezamos?', 'Empieza hoy con {brand}', 'Creemos juntos algo grande'],
    products: ['Productos destacados', 'Los más vendidos', 'Novedades'],
    gallery: ['Más de cerca', 'Momentos para compartir', 'Galería'],
    stats: ['{brand} en cifras', 'Resultados que hablan por sí solos', 'La confianza de clientes de todo el mundo'],
    team: ['Conoce al equipo', 'Las personas detrás de {brand}', 'Nuestro equipo'],
    newsletter: ['No te pierdas nada', 'Las novedades de {brand}, en tu correo', 'Suscríbete a nuestro boletín'],
    blog: ['Del blog', 'Últimas historias', 'Ideas y novedades'],
    logos: ['Equipos líderes confían en nosotros', 'Empresas que confían en {brand}', 'Han hablado de nosotros'],
    contact: ['Ponte en contacto', 'Hablemos', 'Contacto'],
    steps: ['Cómo funciona', 'Sencillo de principio a fin', 'Del primer saludo al resultado'],
    about: ['Nuestra historia', 'Sobre {brand}', 'Quiénes somos'],
  },
  leads: {
    features: [
      'Herramientas y servicios bien pensados para que consigas más con menos esfuerzo.',
      'Todo está diseñado para ahorrarte tiempo y simplificarte las cosas.',
    ],
    pricing: [
      'Sin costes ocultos. Empieza gratis, amplía cuando quieras y cancela en cualquier momento.',
      'Elige el plan que mejor te encaje hoy y cámbialo cuando lo necesites.',
    ],
    testimonials: [
      'Miles de personas confían en {brand} cada día. Esto es lo que cuentan algunas de ellas.',
      'Palabras reales de clientes reales.',
    ],
    faq: [
      'Todo lo que necesitas saber. ¿No encuentras tu respuesta? Nuestro equipo te ayuda encantado.',
      'Respuestas rápidas a las preguntas más habituales.',
    ],
    cta: [
      'Únete a miles de clientes satisfechos y descubre la diferencia.',
      'Empezar lleva dos minutos. Sin tarjeta de crédito.',
    ],
    products: [
      'Nuestros favoritos, seleccionados a mano y hechos para durar.',
      'Descubre lo que todo el mundo comenta esta temporada.',
    ],
    gallery: [
      'Un vistazo a nuestro trabajo y a los momentos que le dan sentido.',
      'Imágenes de nuestros últimos proyectos.',
    ],
    stats: [
      'Cifras de las que estamos orgullosos, logradas cliente a cliente.',
      'Un repaso rápido a lo que hemos conseguido juntos.',
    ],
    team: [
      'Un pequeño grupo de personas a quienes les apasiona lo que hacen.',
      'Profesionales cercanos, listos para ayudarte.',
    ],
    newsletter: [
      'Un correo útil al mes. Sin spam; puedes darte de baja cuando quieras.',
      'Novedades, consejos y acceso anticipado, directamente en tu bandeja de entrada.',
    ],
    blog: ['Ideas, guías e historias del equipo de {brand}.', 'Lecturas nuevas de nuestro equipo, cada semana.'],
    logos: [
      'De start-ups a marcas internacionales, equipos de todo el mundo trabajan con {brand}.',
      'En buena compañía.',
    ],
    contact: [
      '¿Tienes una pregunta o un proyecto en mente? Escríbenos y te responderemos en un día laborable.',
      'Nos encantará saber de ti.',
    ],
    steps: ['Empezar lleva unos minutos. Esto es lo que viene después.', 'Un proceso claro, sin sorpresas.'],
    about: ['Un poco sobre de dónde venimos y hacia dónde vamos.', 'Las personas y las ideas detrás de {brand}.'],
  },
};
