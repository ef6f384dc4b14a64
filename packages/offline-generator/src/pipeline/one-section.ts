/**
 * One section unless the prompt asks for more. Words of a second component inside a request for a
 * first ("FAQ … shipping to Switzerland, returns of opened products", "testimonials with photos")
 * describe the first one's content; a further section is asked for when the prompt sequences it
 * ("followed by", "darunter", « puis », "seguida de") or joins it to another ("a hero and a FAQ",
 * "navbar + hero + footer"). A form no other section carries (a newsletter sign-up, a contact form,
 * a login) is its own section wherever it is named: "a hero with a newsletter form" gets the form.
 */
import type { Match } from '../prompt';

const SEQUENCE_RE =
  /(?<![\p{L}])(?:followed by|then|below(?: it| that| this)?|underneath|beneath|after that|afterwards|at the bottom|next|gefolgt von|danach|darunter|dahinter|anschließend|anschliessend|unten|suivie?s? d[e']|puis|en dessous|ensuite|en bas|seguid[oa]s? de|seguid[oa]s? por|luego|debajo|después|despues|abajo|seguit[oa] da|poi|sotto|dopo|in fondo|gevolgd door|daarna|daaronder|eronder|onderaan|em seguida|depois|abaixo|por baixo)(?![\p{L}])/u;

/**
 * Only a joining word (and an article) between two component words, or a new clause starting with the
 * second: "hero and a FAQ", "navbar + hero", "a newsletter section and a modal", "a hero titled
 * "Fresh bread", pricing with …".
 */
const JOIN_RE =
  /(?:^\s*(?:[\p{L}-]+\s+)?|[,;.]\s*)(?:(?:&|\+|\/|and|und|sowie|et|y|e|ed|en|plus)\s+|(?<=[,;.]\s*))(?:(?:a|an|the|ein|eine|einen|einem|un|une|le|la|les|el|los|las|una|uno|il|lo|gli|een|de|het|um|uma|o|os|as)\s+)?(?:[\p{L}-]+\s+)?$/u;

const FORM_SECTIONS: ReadonlySet<string> = new Set(['newsletter', 'contact', 'login']);

/** `prompt`: the prompt as written (its punctuation); `text`: the searchable text, at the same offsets. */
export function keepAsked<M extends Match & { first: number }>(
  matches: M[],
  prompt: string,
  text: string,
  landing: boolean,
): M[] {
  if (landing || matches.length <= 1) return matches;
  const byPlace = [...matches].sort((a, b) => a.first - b.first);
  const [main, ...others] = byPlace;
  if (!main) return matches;
  const kept: M[] = [main];
  for (const m of others) {
    const prev = kept[kept.length - 1] ?? main;
    const prevEnd = Math.max(...prev.hits.filter((h) => h.start <= m.first).map((h) => h.end), prev.first);
    const between = prompt.slice(prevEnd, m.first).replace(/\s+/g, ' ');
    // Inside a list the first one introduced ("6 questions: skin types, shipping, returns") or a
    // parenthesis, a component's word is one of its items.
    const inside = prompt.slice(main.first, m.first);
    const listed = inside.includes(':') || inside.lastIndexOf('(') > inside.lastIndexOf(')');
    const form = !listed && FORM_SECTIONS.has(m.meta.id) && !FORM_SECTIONS.has(main.meta.id);
    if (form || SEQUENCE_RE.test(text.slice(main.first, m.first)) || (!listed && JOIN_RE.test(between))) kept.push(m);
  }
  return matches.filter((m) => kept.includes(m));
}
