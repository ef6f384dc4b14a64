import { avatarImage, icon } from '../art';
import { PEOPLE } from '../copy-bank';
import { accentHue, fragment, gridColumns, itemCount, rotation, sectionHeader, t, take, variantOf } from './kit';
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
    border-radius: min(50%, calc(var(--radius) * 1000));
    color: var(--muted);
    transition: color 0.2s ease, background-color 0.2s ease;
  }
  .P__social a:hover { color: var(--accent-text); background: var(--accent-soft); }
  .P__social svg { width: 1.125rem; height: 1.125rem; }
  .P--round .P__member { align-items: center; text-align: center; }
  .P--round .P__social { justify-content: center; }
  .P--round .P__photo { width: min(9rem, 100%); border-radius: min(50%, calc(var(--radius) * 1000)); border: 4px solid var(--bg); box-shadow: 0 0 0 2px var(--accent-soft), var(--shadow); }
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
  .P--cards .P__photo { flex: none; width: 5.5rem; height: 5.5rem; margin: 0; border-radius: min(50%, calc(var(--radius) * 1000)); }
  .P--cards .P__info { display: flex; flex-direction: column; gap: 0.125rem; min-width: 0; }`;

const BIOS = [
  'Loves turning complicated problems into simple, friendly solutions.',
  'Brings fifteen years of experience and a calm head to every project.',
  'Obsessed with details, good coffee and happy customers.',
  'Keeps the team organised and every promise on time.',
  'Believes the best ideas come from listening first.',
  'Spends weekends hiking, reading and sketching new ideas.',
];

function render(ctx: PatternContext): string {
  const variant = variantOf(ctx, 3);
  const layout = (['square', 'round', 'cards'] as const)[variant];
  const n = itemCount(ctx, ([4, 4, 4] as const)[variant], 12);
  const names = take(ctx, PEOPLE, n);
  const role = rotation(ctx, ctx.bank.roles);
  const hue = accentHue(ctx);
  const members = names
    .map((name, i) => {
      const social = `<div class="~social">
        <a href="#" aria-label="${t(ctx, name)} on LinkedIn">${icon('linkedin', '')}</a>
        <a href="#" aria-label="${t(ctx, name)} on X">${icon('x', '')}</a>
      </div>`;
      const bio = layout === 'cards' ? `\n        <p class="~bio">${BIOS[(i + names.length) % BIOS.length]}</p>` : '';
      return `<li class="~member">
      <div class="~photo"><img src="${avatarImage(hue, i, 400)}" alt="Portrait of ${t(ctx, name)}" width="400" height="400"></div>
      <div class="~info">
        <h3 class="~name">${t(ctx, name)}</h3>
        <p class="~role">${t(ctx, role(i))}</p>${bio}
        ${social}
      </div>
    </li>`;
    })
    .join('\n    ');
  const body = `
<div class="~inner">
  ${sectionHeader(ctx, 'team', { eyebrow: 'Team' })}
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
  ],
  place: 'flow',
  rank: 0,
  items: { default: 4, max: 12 },
  render,
};
