import { avatarImage, icon } from '../art';
import { PEOPLE } from '../copy-bank';
import type { Localized } from '../lang';
import {
  ROUND,
  accentHue,
  fragment,
  gridColumns,
  itemCount,
  local,
  named,
  rotation,
  sectionHeader,
  t,
  take,
  variantOf,
} from './kit';
import type { PatternContext, PatternDefinition } from './types';

const CSS = `
  .P__grid { display: grid; gap: 2rem 1.5rem; }
  .P__member { display: flex; flex-direction: column; gap: 0.25rem; }
  .P__photo { overflow: hidden; margin-bottom: 1rem; border-radius: min(calc(var(--radius) * 1.5), 1.5rem); background: var(--surface); }
  .P__photo img { width: 100%; aspect-ratio: 1 / 1; object-fit: cover; transition: transform 0.4s ease; }
  .P__member:hover .P__photo img { transform: scale(1.04); }
  .P__name { color: var(--heading); font-size: 1.125rem; font-weight: 650; }
  .P__role { color: var(--accent-text); font-size: 0.9375rem; font-weight: 500; }
  .P__bio { margin-top: 0.5rem; color: var(--muted); font-size: 0.9375rem; }
  .P__social { display: flex; gap: 0.5rem; margin-top: 0.75rem; }
  .P__social a {
    display: grid;
    place-items: center;
    width: 2.25rem;
    height: 2.25rem;
    border-radius: ${ROUND};
    color: var(--muted);
    transition: color 0.2s ease, background-color 0.2s ease;
  }
  .P__social a:hover { color: var(--accent-text); background: var(--accent-soft); }
  .P__social svg { width: 1.125rem; height: 1.125rem; }
  .P--round .P__member { align-items: center; text-align: center; }
  .P--round .P__social { justify-content: center; }
  .P--round .P__photo { width: min(9rem, 100%); border-radius: ${ROUND}; border: 4px solid var(--bg); outline: 2px solid var(--accent-soft); box-shadow: var(--shadow); }
  .P--cards { background: var(--surface); }
  .P--cards .P__grid { gap: 1.5rem; }
  .P--cards .P__member {
    flex-direction: row;
    gap: 1.25rem;
    padding: 1.5rem;
    border: 1px solid var(--border);
    border-radius: min(calc(var(--radius) * 1.5), 1.5rem);
    background: var(--bg);
    box-shadow: var(--shadow);
  }
  .P--cards .P__photo { flex: none; width: 5.5rem; height: 5.5rem; margin: 0; border-radius: ${ROUND}; }
  .P--cards .P__info { display: flex; flex-direction: column; gap: 0.125rem; min-width: 0; }`;

type Bios = [string, string, string, string, string, string];

const TEXT = {
  en: {
    eyebrow: 'Team',
    portrait: (name: string) => `Portrait of ${name}`,
    on: (name: string, network: string) => `${name} on ${network}`,
    bios: [
      'Loves turning complicated problems into simple, friendly solutions.',
      'Brings fifteen years of experience and a calm head to every project.',
      'Obsessed with details, good coffee and happy customers.',
      'Keeps the team organised and every promise on time.',
      'Believes the best ideas come from listening first.',
      'Spends weekends hiking, reading and sketching new ideas.',
    ],
  },
  de: {
    eyebrow: 'Team',
    portrait: (name: string) => `Porträt von ${name}`,
    on: (name: string, network: string) => `${name} auf ${network}`,
    bios: [
      'Macht aus komplizierten Problemen einfache, freundliche Lösungen.',
      'Bringt fünfzehn Jahre Erfahrung und einen kühlen Kopf in jedes Projekt.',
      'Liebt Details, guten Kaffee und zufriedene Kundschaft.',
      'Hält das Team zusammen und jedes Versprechen pünktlich.',
      'Überzeugt, dass die besten Ideen mit Zuhören beginnen.',
      'Verbringt die Wochenenden mit Wandern, Lesen und neuen Skizzen.',
    ],
  },
  fr: {
    eyebrow: 'Équipe',
    portrait: (name: string) => `Portrait de ${name}`,
    on: (name: string, network: string) => `${name} sur ${network}`,
    bios: [
      'Adore transformer les problèmes compliqués en solutions simples et conviviales.',
      'Apporte quinze ans d’expérience et beaucoup de calme à chaque projet.',
      'Passionné par les détails, le bon café et les clients satisfaits.',
      'Garde l’équipe organisée et chaque promesse tenue à temps.',
      'Pense que les meilleures idées naissent de l’écoute.',
      'Passe ses week-ends à randonner, lire et esquisser de nouvelles idées.',
    ],
  },
  es: {
    eyebrow: 'Equipo',
    portrait: (name: string) => `Retrato de ${name}`,
    on: (name: string, network: string) => `${name} en ${network}`,
    bios: [
      'Le encanta convertir problemas complicados en soluciones sencillas y cercanas.',
      'Aporta quince años de experiencia y mucha calma a cada proyecto.',
      'Obsesionada con los detalles, el buen café y los clientes felices.',
      'Mantiene al equipo organizado y cada promesa a tiempo.',
      'Cree que las mejores ideas nacen de escuchar primero.',
      'Pasa los fines de semana de excursión, leyendo y dibujando ideas nuevas.',
    ],
  },
  it: {
    eyebrow: 'Team',
    portrait: (name: string) => `Ritratto di ${name}`,
    on: (name: string, network: string) => `${name} su ${network}`,
    bios: [
      'Ama trasformare i problemi complicati in soluzioni semplici e cordiali.',
      'Porta quindici anni di esperienza e tanta calma in ogni progetto.',
      'Appassionata di dettagli, buon caffè e clienti soddisfatti.',
      'Tiene il team organizzato e ogni promessa puntuale.',
      'Crede che le idee migliori nascano dall’ascolto.',
      'Passa i fine settimana tra escursioni, libri e nuovi schizzi.',
    ],
  },
  nl: {
    eyebrow: 'Team',
    portrait: (name: string) => `Portret van ${name}`,
    on: (name: string, network: string) => `${name} op ${network}`,
    bios: [
      'Maakt van ingewikkelde problemen eenvoudige, vriendelijke oplossingen.',
      'Brengt vijftien jaar ervaring en een rustig hoofd naar elk project.',
      'Gek op details, goede koffie en tevreden klanten.',
      'Houdt het team georganiseerd en elke belofte op tijd.',
      'Gelooft dat de beste ideeën beginnen met luisteren.',
      'Wandelt, leest en schetst in het weekend nieuwe ideeën.',
    ],
  },
  pt: {
    eyebrow: 'Equipa',
    portrait: (name: string) => `Retrato de ${name}`,
    on: (name: string, network: string) => `${name} no ${network}`,
    bios: [
      'Adora transformar problemas complicados em soluções simples e simpáticas.',
      'Traz quinze anos de experiência e muita calma a cada projeto.',
      'Apaixonada por detalhes, bom café e clientes felizes.',
      'Mantém a equipa organizada e cada promessa cumprida a tempo.',
      'Acredita que as melhores ideias nascem de saber ouvir.',
      'Passa os fins de semana a caminhar, a ler e a desenhar novas ideias.',
    ],
  },
} satisfies Localized<{
  eyebrow: string;
  portrait: (name: string) => string;
  on: (name: string, network: string) => string;
  bios: Bios;
}>;

function render(ctx: PatternContext): string {
  const text = local(ctx, TEXT);
  const variant = variantOf(ctx, 3);
  const layout = (['square', 'round', 'cards'] as const)[variant];
  const n = itemCount(ctx, ([4, 4, 4] as const)[variant], 12);
  // Names the prompt gives are the team.
  const names = take(ctx, PEOPLE, n).map((name, i) => named(ctx, i) ?? name);
  const role = rotation(ctx, ctx.bank.roles);
  const hue = accentHue(ctx);
  const members = names
    .map((name, i) => {
      const social = `<div class="~social">
        <a href="#" aria-label="${t(ctx, text.on(name, 'LinkedIn'))}">${icon('linkedin', '')}</a>
        <a href="#" aria-label="${t(ctx, text.on(name, 'X'))}">${icon('x', '')}</a>
      </div>`;
      const bio =
        layout === 'cards'
          ? `\n        <p class="~bio">${t(ctx, text.bios[(i + names.length) % text.bios.length] ?? '')}</p>`
          : '';
      return `<li class="~member">
      <div class="~photo"><img src="${avatarImage(hue, i, 400)}" alt="${t(ctx, text.portrait(name))}" width="400" height="400"></div>
      <div class="~info">
        <h3 class="~name">${t(ctx, name)}</h3>
        <p class="~role">${t(ctx, ctx.copy.details?.[i] ?? role(i))}</p>${bio}
        ${social}
      </div>
    </li>`;
    })
    .join('\n    ');
  const body = `
<div class="~inner">
  ${sectionHeader(ctx, 'team', { eyebrow: t(ctx, text.eyebrow) })}
  <ul class="~grid" role="list">
    ${members}
  </ul>
</div>`;
  return fragment(ctx, 'team', {
    css: CSS + gridColumns('.P__grid', n, layout === 'cards' ? 2 : 4, layout === 'round' ? 2 : 1),
    body,
    modifiers: [layout],
  });
}

export const team: PatternDefinition = {
  id: 'team',
  title: 'Team',
  keywords: [
    'our team',
    'team section',
    'team members',
    'meet the team',
    'the team',
    'team grid',
    'team page',
    'staff',
    'founders',
    'leadership',
    'leadership team',
    'crew',
    'coaches',
    'trainers',
    'instructors',
    'speakers',
    'mentors',
    'employees',
    'people behind',
  ],
  itemNouns: [
    'member',
    'person',
    'people',
    'coach',
    'speaker',
    'founder',
    'employee',
    'mentor',
    'instructor',
    'trainer',
    'teacher',
    'lawyer',
    'doctor',
    'dentist',
    'stylist',
    'therapist',
  ],
  place: 'flow',
  rank: 0,
  items: { default: 4, max: 12 },
  render,
};
