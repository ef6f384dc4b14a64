import { icon } from '../art';
import type { Localized } from '../lang';
import { ROUND, buttonLabel, fragment, itemCount, local, named, sectionHeader, t, takeAbout, variantOf } from './kit';
import type { PatternContext, PatternDefinition } from './types';

const CSS = `
  .P__inner--narrow { max-width: 48rem; }
  .P__list { display: grid; gap: 0.75rem; }
  .P__item { border: 1px solid var(--border); border-radius: min(var(--radius), 1rem); background: var(--bg); transition: border-color 0.2s ease, box-shadow 0.2s ease; }
  .P__item.is-open { border-color: var(--accent); box-shadow: var(--shadow); }
  .P__question { font-size: 1rem; }
  .P__trigger {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 1rem;
    width: 100%;
    min-height: 3.5rem;
    padding: 1.125rem 1.25rem;
    border: 0;
    border-radius: inherit;
    background: none;
    color: var(--heading);
    font: inherit;
    font-size: 1.0625rem;
    font-weight: 600;
    text-align: left;
    cursor: pointer;
  }
  .P__trigger:hover { color: var(--accent-text); }
  .P__icon {
    display: grid;
    flex: none;
    place-items: center;
    width: 2rem;
    height: 2rem;
    border-radius: ${ROUND};
    background: var(--accent-soft);
    color: var(--accent-text);
    transition: transform 0.25s ease;
  }
  .P__icon svg { width: 1.125rem; height: 1.125rem; }
  .P__item.is-open .P__icon { transform: rotate(45deg); }
  .P__answer { padding: 0 1.25rem 1.25rem; color: var(--muted); }
  .P__more { margin-top: 2.5rem; text-align: center; color: var(--muted); }
  .P__more a { color: var(--accent-text); font-weight: 600; }
  .P--split .P__inner { display: grid; gap: 2.5rem; }
  .P--split .P__header { margin: 0; }
  .P--split .P__more { text-align: left; margin-top: 1.5rem; }
  @media (min-width: 960px) {
    .P--split .P__inner { grid-template-columns: minmax(0, 0.85fr) minmax(0, 1.4fr); gap: 4rem; align-items: start; }
  }
  .P--lines .P__list { gap: 0; border-top: 1px solid var(--border); }
  .P--lines .P__item { border: 0; border-bottom: 1px solid var(--border); border-radius: 0; background: none; }
  .P--lines .P__item.is-open { box-shadow: none; }
  .P--lines .P__trigger, .P--lines .P__answer { padding-left: 0; padding-right: 0; }`;

const TEXT = {
  en: {
    eyebrow: 'FAQ',
    more: 'Still have questions?',
    contact: 'Contact our team',
    answer: 'Write the answer here: two or three clear sentences are enough.',
  },
  de: {
    eyebrow: 'FAQ',
    more: 'Noch Fragen?',
    contact: 'Schreiben Sie unserem Team',
    answer: 'Hier steht die Antwort: Zwei oder drei klare Sätze genügen.',
  },
  fr: {
    eyebrow: 'FAQ',
    more: 'Vous avez encore des questions\u00a0?',
    contact: 'Contactez notre équipe',
    answer: 'Écrivez la réponse ici\u00a0: deux ou trois phrases claires suffisent.',
  },
  es: {
    eyebrow: 'Preguntas frecuentes',
    more: '¿Todavía tienes dudas?',
    contact: 'Contacta con nuestro equipo',
    answer: 'Escribe aquí la respuesta: bastan dos o tres frases claras.',
  },
  it: {
    eyebrow: 'Domande frequenti',
    more: 'Hai ancora domande?',
    contact: 'Contatta il nostro team',
    answer: 'Scrivi qui la risposta: bastano due o tre frasi chiare.',
  },
  nl: {
    eyebrow: 'Veelgestelde vragen',
    more: 'Nog vragen?',
    contact: 'Neem contact op met ons team',
    answer: 'Schrijf hier het antwoord: twee of drie heldere zinnen zijn genoeg.',
  },
  pt: {
    eyebrow: 'Perguntas frequentes',
    more: 'Ainda tem dúvidas?',
    contact: 'Fale com a nossa equipa',
    answer: 'Escreva aqui a resposta: duas ou três frases claras bastam.',
  },
} satisfies Localized<{ eyebrow: string; more: string; contact: string; answer: string }>;

/** Words a question starts with, in the seven languages: such an item is already a question. */
const QUESTION_START =
  /^(?:what|how|why|when|where|who|which|can|could|do|does|did|is|are|will|should|may|was|wie|warum|wann|wo|wer|welche[rsnm]?|kann|können|gibt|ist|sind|muss|habt|que|qu'|quel(?:le)?s?|comment|pourquoi|quand|où|est-ce|puis-je|peut-on|qué|cómo|por qué|cuándo|dónde|quién|puedo|hay|es|cosa|come|perché|quando|dove|chi|posso|c'è|wat|hoe|waarom|wanneer|waar|wie|kan|kunnen|zijn|o que|como|porque|onde|quem|posso|há|é)(?![\p{L}])/iu;

const ABOUT: Localized<(topic: string) => string> = {
  en: (x) => `What should I know about ${x}?`,
  de: (x) => `Was sollte ich über ${x} wissen?`,
  fr: (x) => `Que faut-il savoir sur ${x} ?`,
  es: (x) => `¿Qué debo saber sobre ${x}?`,
  it: (x) => `Cosa devo sapere su ${x}?`,
  nl: (x) => `Wat moet ik weten over ${x}?`,
  pt: (x) => `O que devo saber sobre ${x}?`,
};

/** A named question as written; a topic ("skin types", "Allergenen") as a question about it, in the prompt's words. */
function questionAbout(ctx: PatternContext, item: string): string {
  const text = item.trim();
  if (/[?？]$/.test(text)) return text;
  if (QUESTION_START.test(text))
    return `${text.charAt(0).toUpperCase()}${text.slice(1)}${ctx.lang === 'fr' ? ' ?' : '?'}`;
  return local(ctx, ABOUT)(text);
}

function render(ctx: PatternContext): string {
  const text = local(ctx, TEXT);
  const variant = variantOf(ctx, 3);
  const layout = (['cards', 'split', 'lines'] as const)[variant];
  // Questions the prompt names come with a placeholder answer: a bank answer would answer another question.
  const faqs = takeAbout(ctx, ctx.bank.faqs, itemCount(ctx, 5, 12), (f) => `${f.q} ${f.a}`).map((f, i) => {
    const q = named(ctx, i);
    return q === undefined ? f : { q: questionAbout(ctx, q), a: text.answer };
  });
  const items = faqs
    .map(
      (f, i) => `<div class="~item" x-bind:class="{ 'is-open': open === ${i} }">
      <h3 class="~question">
        <button class="~trigger" type="button" id="~q${i}" aria-controls="~a${i}" aria-expanded="${i === 0}" x-bind:aria-expanded="open === ${i} ? 'true' : 'false'" x-on:click="open = open === ${i} ? null : ${i}">
          <span>${t(ctx, f.q)}</span>
          <span class="~icon">${icon('plus', '')}</span>
        </button>
      </h3>
      <div class="~answer" id="~a${i}" role="region" aria-labelledby="~q${i}" x-show="open === ${i}">
        <p>${t(ctx, f.a)}</p>
      </div>
    </div>`,
    )
    .join('\n    ');
  const more = `<p class="~more">${t(ctx, text.more)} <a href="#">${buttonLabel(ctx, text.contact)}</a></p>`;
  const body =
    layout === 'split'
      ? `
<div class="~inner">
  <div>
    ${sectionHeader(ctx, 'faq', { align: 'start', eyebrow: t(ctx, text.eyebrow) })}
    ${more}
  </div>
  <div class="~list">
    ${items}
  </div>
</div>`
      : `
<div class="~inner ~inner--narrow">
  ${sectionHeader(ctx, 'faq', { eyebrow: t(ctx, text.eyebrow) })}
  <div class="~list">
    ${items}
  </div>
  ${more}
</div>`;
  return fragment(ctx, 'faq', { css: CSS, body, modifiers: [layout], attrs: 'x-data="{ open: 0 }"' });
}

export const faq: PatternDefinition = {
  id: 'faq',
  title: 'FAQ accordion',
  keywords: [
    'faq',
    'faqs',
    'frequently asked questions',
    'questions',
    'q&a',
    'q & a',
    'accordion',
    'help center',
    'questions and answers',
  ],
  itemNouns: ['question', 'faq'],
  place: 'flow',
  rank: 0,
  items: { default: 5, max: 12 },
  render,
};
