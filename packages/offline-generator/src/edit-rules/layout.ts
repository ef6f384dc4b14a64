/**
 * Swapping the two columns of a two-column layout ("swap the columns",
 * "image on the right"): through the section's own reverse modifier when its
 * CSS has one (the order changes on wide screens only), else by moving the
 * two column elements past each other in the source.
 */
import { attr, classes, type Element, elements } from '../dom';
import {
  applyEdits,
  childElements,
  escapeRegExp,
  prefixOf,
  scopeOf,
  type Step,
  unquoted,
  Unsupported,
  within,
} from './shared';

const MEDIA = /__(media|image|img|visual|photo|picture|figure|art)$/;

function isMedia(el: Element): boolean {
  return (
    classes(el).some((c) => MEDIA.test(c)) ||
    ['img', 'picture', 'figure', 'video'].includes(el.tagName) ||
    (childElements(el).length <= 2 && elements(el).some((d) => ['img', 'picture', 'video'].includes(d.tagName)))
  );
}

/** CSS rules of a section's style element: [selector, body]. */
function rulesOf(root: Element, code: string): Array<[string, string]> {
  const style = elements(root).find((el) => el.tagName === 'style');
  const loc = style?.sourceCodeLocation;
  if (!loc?.startTag || !loc.endTag) return [];
  const css = code.slice(loc.startTag.endOffset, loc.endTag.startOffset);
  // A selector starts after a brace (or at the start), so text without braces is read once.
  return [...css.matchAll(/(?<![^{}])([^{}]+)\{([^{}]*)\}/g)].map((m) => [m[1]?.trim() ?? '', m[2] ?? '']);
}

/** Is the element laid out in columns by a rule that applies to this root (its modifiers)? */
function inColumns(el: Element, root: Element, code: string): boolean {
  const own = classes(el);
  const rootClasses = classes(root);
  return rulesOf(root, code).some(([selector, body]) => {
    if (!own.some((c) => new RegExp(`\\.${escapeRegExp(c)}(?![\\w-])`).test(selector))) return false;
    const modifiers = [...selector.matchAll(/\.([\w-]+--[\w-]+)/g)].map((m) => m[1] ?? '');
    if (modifiers.some((m) => !rootClasses.includes(m) && !own.includes(m))) return false;
    return (
      /grid-template-columns\s*:\s*(?!\s*(?:1fr|minmax\(0,\s*1fr\)|100%)\s*;)/.test(body) ||
      /grid-auto-flow\s*:\s*column/.test(body) ||
      (/display\s*:\s*flex/.test(body) && !/flex-direction\s*:\s*column/.test(body))
    );
  });
}

export function swapRule(clause: string, code: string): Step | null {
  const lower = unquoted(clause).toLowerCase();
  const swap =
    /\b(swap|switch|flip|reverse|mirror|invert|exchange)\b.*\b(columns?|sides?|layout|order|halves|image and (?:the )?text|text and (?:the )?image|positions?)\b/.test(
      lower,
    ) ||
    /\b(swap|switch|flip|mirror)\s+(it|them|this)\b/.test(lower) ||
    /\b(image|photo|picture|media|text)s?\b.*\b(other|opposite)\s+side\b/.test(lower);
  const side = /\b(image|photo|picture|media|illustration|visual)s?\b.*\b(?:on|to)\s+the\s+(left|right)\b/.exec(
    lower,
  )?.[2] as 'left' | 'right' | undefined;
  const textSide = /\b(text|copy|content)\b.*\b(?:on|to)\s+the\s+(left|right)\b/.exec(lower)?.[2];
  const wantMediaOn = side ?? (textSide ? (textSide === 'left' ? 'right' : 'left') : undefined);
  if (!swap && !wantMediaOn) return null;
  const { scope, label: where } = scopeOf(clause, code, /\b(columns?|image|text|layout|sides?)\b/g);
  const roots = within(scope).filter((el) => attr(el, 'data-pattern') !== undefined);
  const candidates: Array<{ root: Element; pair: Element; children: [Element, Element] }> = [];
  for (const root of roots.length ? roots : within(scope).slice(0, 1)) {
    for (const el of elements(root)) {
      const kids = childElements(el);
      if (kids.length !== 2) continue;
      const [a, b] = kids as [Element, Element];
      if (
        ![a, b].every((k) =>
          ['div', 'figure', 'aside', 'section', 'article', 'header', 'form', 'ul', 'ol', 'picture', 'img'].includes(
            k.tagName,
          ),
        )
      )
        continue;
      if (!inColumns(el, root, code)) continue;
      candidates.push({ root, pair: el, children: [a, b] });
    }
  }
  // Prefer a text-and-image pair when the instruction speaks of an image.
  const pick = candidates.find((c) => c.children.some(isMedia)) ?? (wantMediaOn ? undefined : candidates[0]);
  if (!pick) throw new Unsupported(`No two-column layout${where} was found to swap.`);
  const { root, pair, children } = pick;
  const prefix = prefixOf(root);
  const reversed = prefix !== undefined && classes(root).includes(`${prefix}--reverse`);
  const mediaIndex = children.findIndex(isMedia);
  const mediaNowOn = mediaIndex < 0 ? undefined : (mediaIndex === 0) !== reversed ? 'left' : 'right';
  if (wantMediaOn && mediaNowOn === wantMediaOn)
    return { code, summary: `The image is already on the ${wantMediaOn}${where}.` };
  const after = mediaNowOn ? ` (the image is now on the ${mediaNowOn === 'left' ? 'right' : 'left'})` : '';
  // The section's own reverse modifier, when its CSS has one.
  const hasReverse = prefix !== undefined && new RegExp(`\\.${escapeRegExp(prefix)}--reverse\\b`).test(code);
  const classLoc = root.sourceCodeLocation?.attrs?.class;
  if (hasReverse && prefix && classLoc) {
    const list = classes(root);
    const next = reversed ? list.filter((c) => c !== `${prefix}--reverse`) : [...list, `${prefix}--reverse`];
    return {
      code: applyEdits(code, [
        { start: classLoc.startOffset, end: classLoc.endOffset, text: `class="${next.join(' ')}"` },
      ]),
      summary: `Swapped the two columns${where}${after}.`,
    };
  }
  const [a, b] = children;
  const aLoc = a.sourceCodeLocation;
  const bLoc = b.sourceCodeLocation;
  if (!aLoc || !bLoc || !pair.sourceCodeLocation) throw new Unsupported('The columns could not be read.');
  const first = code.slice(aLoc.startOffset, aLoc.endOffset);
  const between = code.slice(aLoc.endOffset, bLoc.startOffset);
  const second = code.slice(bLoc.startOffset, bLoc.endOffset);
  return {
    code: applyEdits(code, [{ start: aLoc.startOffset, end: bLoc.endOffset, text: `${second}${between}${first}` }]),
    summary: `Swapped the two columns${where}${after}.`,
  };
}
