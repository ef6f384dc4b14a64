/**
 * Phase 2, plan: which components the page holds, in which order, and what each one carries (its
 * content plan: named items, prices, figures, the count, the slots such as heading and button).
 * One section unless the prompt asks for more.
 */
import { LANG_BANKS } from '../banks';
import type { TopicBank } from '../copy-bank';
import { pick, seededRandom } from '../hash';
import type { Lang } from '../lang';
import {
  askedFor,
  chooseBank,
  closestPattern,
  DEFAULT_PAGES,
  escapeRe,
  findTopic,
  GENERIC_PAGES,
  restoreCase,
  searchableText,
  SINCE_YEAR_RE,
  TOGGLE_RE,
  CAROUSEL_RE,
  wordTokens,
  type PatternMeta,
  type PromptAnalysis,
  type SectionCopy,
  type Span,
} from '../prompt';
import { findHighlightCues, findImageSides } from '../prompt-content';
import { extract, type Extraction } from './extract';
import { keepAsked } from './one-section';

/**
 * `name` is the snippet's name (it may hint at the topic, never at the layout);
 * `projectName` is the brand unless the prompt names one. `lang` defaults to
 * the language the prompt asks for, else the prompt's own.
 */
export function analysePrompt(
  prompt: string,
  name: string,
  patterns: readonly PatternMeta[],
  projectName = '',
  lang?: Lang,
): PromptAnalysis {
  return plan(extract(prompt, name, patterns, projectName, lang));
}

/** A plural button word right before a run of quotes. */
const BUTTONS_BEFORE =
  /(?<![\p{L}])(?:buttons|ctas|knöpfe|schaltflächen|boutons|botones|pulsanti|bottoni|knoppen|botões|botoes)\s*:?\s*$/u;

export function plan(ex: Extraction): PromptAnalysis {
  const { prompt, name, seed, lang, lower, text, lexicon, compound, quotes, spans, lists, brandWords } = ex;
  const { emails, urls, phones, dates, prices, figures, figureList, topicFound, found, counts, subjects, landing } = ex;
  const { metas } = lexicon;
  const rng = seededRandom(seed);
  const brand = ex.brand;
  const inTopic = (at: number) => topicFound !== null && at >= topicFound.start && at < topicFound.end;

  // Words inside "for a food blog" describe the topic; they pick sections only when nothing else does.
  // Words of a named list ("links Home, Shop, About and Contact") are its items: "Contact" asks for no contact section.
  const inList = (at: number) => lists.some((l) => at >= l.start && at < l.end);
  const inSubject = (at: number) => subjects.some((s) => at >= s.start && at < s.end);
  const outside = found
    .map((f) => ({ ...f, positions: f.positions.filter((p) => !inTopic(p) && !inSubject(p) && !inList(p)) }))
    .filter((f) => f.positions.length > 0);
  const chosen = outside.length > 0 || landing ? outside : found;
  const replaced = new Set(chosen.flatMap((f) => f.meta.replaces ?? []));
  const matches = keepAsked(
    chosen
      .filter((f) => !replaced.has(f.meta.id))
      .map((f) => ({
        ...f,
        first: Math.min(...f.positions),
      })),
    prompt,
    text,
    landing,
  );

  let bank: TopicBank;
  if (lang === 'en') bank = chooseBank(`${text} ${searchableText(name, [])}`);
  else bank = LANG_BANKS[lang];

  let ids: string[];
  let unmatched: string | undefined;
  if (matches.length > 0) {
    const placeOrder = { top: 0, flow: 1, bottom: 2 };
    ids = matches
      .sort(
        (a, b) =>
          placeOrder[a.meta.place] - placeOrder[b.meta.place] ||
          (a.meta.place === 'flow' ? a.first - b.first : a.meta.rank - b.meta.rank),
      )
      .map((m) => m.meta.id);
  } else if (landing) {
    ids = [...pick(DEFAULT_PAGES[bank.id] ?? GENERIC_PAGES, rng)];
  } else {
    const closest = closestPattern(text, metas, compound, {
      figures: figures.length,
      prices: prices.length,
      contact: emails.length + phones.length > 0,
      date: dates.length > 0,
    });
    ids = [closest.id];
    if (!closest.sure && prompt.trim() !== '') unmatched = askedFor(prompt);
  }

  const sections = ids.map((id) => ({ id, copy: {} as SectionCopy }));
  const sectionOf = (id: string) => sections.find((s) => s.id === id);
  const first = sections[0];
  if (!first) throw new Error('A prompt analysis always keeps at least one section.');
  /** The section the prompt was talking about at `at`: the one named last before it, else the next one named. */
  const ownerOf = (at: number) => {
    let owner: (typeof sections)[number] | undefined;
    let best = -1;
    let next: (typeof sections)[number] | undefined;
    let nextAt = Infinity;
    for (const m of matches) {
      for (const p of m.positions) {
        if (p <= at && p > best) {
          best = p;
          owner = sectionOf(m.meta.id) ?? owner;
        } else if (p > at && p < nextAt) {
          nextAt = p;
          next = sectionOf(m.meta.id) ?? next;
        }
      }
    }
    return owner ?? next ?? first;
  };

  // Quoted items in a row ("Coffee", "Tea" and "Pastries") are a list, not a heading.
  const quoteLists: Span[][] = [];
  for (const q of quotes) {
    const run = quoteLists[quoteLists.length - 1];
    const last = run?.[run.length - 1];
    const between = last ? lower.slice(last.end, q.start) : '';
    if (run && last && !q.role && !last.role && /^\s*(?:,|,?\s*(?:and|und|et|y|e|en|&))\s*$/u.test(between))
      run.push(q);
    else quoteLists.push([q]);
  }
  const listed = new Set<Span>();
  for (const run of quoteLists) {
    const head = run[0];
    if (run.length < 2 || !head) continue;
    // "buttons «Chiama ora» and «Scrivici»": the section's buttons, in order.
    if (BUTTONS_BEFORE.test(lower.slice(Math.max(0, head.start - 24), head.start))) {
      const copy = ownerOf(head.start).copy;
      copy.buttons = run.map((q) => q.text);
      copy.button ??= head.text;
      for (const q of run) listed.add(q);
      continue;
    }
    if (head.role) continue;
    const copy = ownerOf(head.start).copy;
    copy.items = [...(copy.items ?? []), ...run.map((q) => q.text)];
    for (const q of run) listed.add(q);
  }
  // "since 1998", "founded in 1998": the year is a date the section starts from.
  for (const m of prompt.matchAll(SINCE_YEAR_RE)) {
    const copy = ownerOf(m.index ?? 0).copy;
    if (copy.date === undefined && m[1] !== undefined) copy.date = `${m[1]}-01-01`;
  }

  for (const span of spans) {
    if (span.role === 'brand' || listed.has(span)) continue;
    const copy = ownerOf(span.start).copy;
    const role =
      span.role === undefined || span.role === 'text'
        ? copy.heading === undefined
          ? 'heading'
          : copy.subheading === undefined
            ? 'subheading'
            : undefined
        : span.role;
    if (role && copy[role] === undefined) copy[role] = span.text;
  }

  for (const price of prices) {
    const copy = ownerOf(price.start).copy;
    copy.prices = [
      ...(copy.prices ?? []),
      price.name ? { name: price.name, amount: price.amount } : { amount: price.amount },
    ];
  }
  for (const figure of figures) {
    const owner = ownerOf(figure.start);
    if (!figureList && owner.id !== 'stats') continue;
    owner.copy.figures = [...(owner.copy.figures ?? []), { value: figure.value, label: figure.label }];
  }

  // Named lists belong to the section named right after them ("our Berlin, Hamburg and Munich shops"), else as usual.
  for (const list of lists) {
    // The next two words after the list: a keyword there names the list's section.
    const next = wordTokens(text.slice(list.end, list.end + 40)).slice(0, 2);
    const named = matches.find((m) => m.hits.some((h) => next.some((w) => h.start === list.end + w.start)));
    const owner = (named && sectionOf(named.meta.id)) ?? ownerOf(list.start);
    // A second list naming parts of the first ("rye flour, wheat flour … allergens (rye, wheat)") adds nothing.
    const had = (owner.copy.items ?? []).map((i) => i.toLowerCase());
    const fresh = list.items.filter((i) => !had.some((h) => h.includes(i.toLowerCase())));
    if (fresh.length === 0) continue;
    if (fresh.some((i) => ex.details.get(i)) || owner.copy.details)
      owner.copy.details = [
        ...(owner.copy.details ?? had.map(() => undefined)),
        ...fresh.map((i) => ex.details.get(i)),
      ];
    owner.copy.items = [...(owner.copy.items ?? []), ...fresh];
  }

  for (const sub of subjects) ownerOf(sub.start).copy.subject ??= prompt.slice(sub.start, sub.end).trim();
  for (const e of emails) ownerOf(e.start).copy.email ??= e.text;
  for (const p of phones) ownerOf(p.start).copy.phone ??= p.text;
  for (const u of urls) ownerOf(u.start).copy.url ??= u.text;
  for (const d of dates) ownerOf(d.start).copy.date ??= d.iso;
  for (const s of findImageSides(lower, lang)) ownerOf(s.at).copy.imageSide ??= s.side;

  // One content plan per section: item i carries price i when the prompt lists names and prices apart
  // ("three plans: Klein, Familie und Büro. Prices 9,90 €, 17,50 € und 34 €").
  for (const { copy } of sections) {
    const items = copy.items;
    const given = copy.prices;
    if (!items || !given || items.length !== given.length) continue;
    if (given.every((p) => p.name !== undefined && items.includes(p.name))) continue;
    copy.prices = given.map((p, i) => ({ name: items[i] ?? p.name ?? '', amount: p.amount }));
  }

  const toggle = TOGGLE_RE.test(lower);
  const carousel = CAROUSEL_RE.test(lower);
  for (const section of sections) {
    const counted = counts.get(section.id);
    const copy = section.copy;
    if (toggle && section.id === 'pricing') copy.toggle = true;
    if (carousel && section.id === 'testimonials') copy.carousel = true;
    if (counted) copy.count = counted.count;
    else if ((copy.items?.length ?? 0) >= 2) copy.count = copy.items?.length;
    else if ((copy.prices?.length ?? 0) >= 2) copy.count = copy.prices?.length;
  }

  for (const cue of findHighlightCues(lower)) {
    const section = ownerOf(cue.at);
    const copy = section.copy;
    if (copy.highlight !== undefined) continue;
    // "most popular: Pro", "Pro (most popular)", "highlight Team": the name nearest to the cue within its clause,
    // a name after the cue before one in front of it.
    const names = copy.prices?.some((p) => p.name) ? copy.prices.map((p) => p.name ?? '') : (copy.items ?? []);
    let named = -1;
    let distance = Infinity;
    names.forEach((n, index) => {
      if (!n) return;
      const re = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRe(n)}(?![\\p{L}\\p{N}])`, 'gu');
      for (const m of prompt.slice(cue.window.start, cue.window.end).matchAll(re)) {
        const start = cue.window.start + m.index;
        const end = start + m[0].length;
        const between = start >= cue.end ? prompt.slice(cue.end, start) : prompt.slice(end, cue.at);
        if (end > cue.at && start < cue.end) continue;
        if (/[,.;\n]/.test(between)) continue;
        const d = between.length + (start >= cue.end ? 0 : 10);
        if (d < distance) {
          named = index;
          distance = d;
        }
      }
    });
    const total =
      copy.count ??
      copy.prices?.length ??
      copy.items?.length ??
      metas.find((m) => m.id === section.id)?.items?.default ??
      3;
    if (cue.ordinal === 'first') copy.highlight = 0;
    else if (cue.ordinal === 'last') copy.highlight = Math.max(0, total - 1);
    else if (cue.ordinal === 'middle') copy.highlight = Math.floor((total - 1) / 2);
    else if (named >= 0) copy.highlight = named;
    else if (total > 1) copy.highlight = Math.floor((total - 1) / 2);
  }

  let topic: string;
  if (lang === 'en') {
    const topicWords = topicFound?.text || findTopic(searchableText(name, []), lexicon, lang, brandWords)?.text;
    topic = topicWords ? restoreCase(topicWords, `${prompt} ${name}`) : bank.noun;
  } else {
    // The prompt's own words, as written: "Bäckerei" keeps its capital.
    const fromName = topicFound ? null : findTopic(searchableText(name, []), lexicon, lang, brandWords);
    topic = topicFound
      ? prompt.slice(topicFound.start, topicFound.start + topicFound.text.length)
      : fromName
        ? name.slice(fromName.start, fromName.start + fromName.text.length)
        : bank.noun;
  }

  return {
    seed,
    lang,
    bank,
    topic,
    brand: brand || pick(bank.brands, rng),
    sections,
    features: ex.features,
    ...(unmatched === undefined ? {} : { unmatched }),
  };
}
