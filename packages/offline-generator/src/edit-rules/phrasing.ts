/**
 * Client comments (approve & fix) are polite and indirect: "Can the button
 * be orange?", "I'd prefer the image on the right", "The headline is too
 * long, make it "…"". These helpers turn them into the plain instructions the
 * rules read; they never change quoted text.
 */
import { unquoted } from './shared';

/** The parts of a page a clause can talk about, as a later "it" may refer back to them. */
const SUBJECT =
  /\b(sub[-\s]?headings?|subtitles?|taglines?|eyebrows?|headings?|headlines?|titles?|buttons?|ctas?|badges?|prices?|phone(?: number)?|e-?mail(?: address)?|background|text|font|images?|photos?|pictures?|links?|menu)\b/;

const LEADING = [
  /^(?:hi|hello|hey|dear)\b[^,!]*[,!]\s*/i,
  /^(?:please|pls|kindly|maybe|perhaps|also|and|so|just|ok(?:ay)?,?)\s+/i,
  /^(?:could|can|would|will)\s+(?:you|we|u|someone)\s+(?:please\s+|maybe\s+|perhaps\s+)?(?:also\s+)?/i,
  /^(?:i|we)(?:'d|’d| would)\s+(?:really\s+)?(?:like|love|prefer)\s+(?:it\s+if\s+)?(?:you\s+)?(?:to\s+)?(?:have\s+)?/i,
  /^(?:i|we)\s+(?:want|need|prefer|think)\s+(?:you\s+)?(?:to\s+)?/i,
  /^(?:let's|let’s|lets)\s+/i,
  /^(?:is it possible|would it be possible)\s+to\s+/i,
];

/**
 * One clause of a comment in plain words: greetings, "please", "could you"
 * and "instead" go; "Can the button be orange?" becomes "make the button orange".
 */
export function plainClause(clause: string): string {
  let text = clause.trim();
  for (let changed = true; changed;) {
    changed = false;
    for (const re of LEADING) {
      const next = text.replace(re, '');
      if (next !== text && next.trim() !== '') {
        text = next;
        changed = true;
      }
    }
  }
  text = text
    .replace(/\s*(?:,\s*)?(?:thanks|thank you|cheers|thx)(?:\s+\w+)?[.!]*$/i, '')
    .replace(/\s*(?:,\s*)?please[?.!]*$/i, '')
    .replace(/[?!.]+$/, '')
    .replace(/\s+instead(?:\s+of\s+(?:the\s+)?(?:current|old|existing)\s+one)?$/i, '')
    .trim();
  // "Can the button be orange", "the button should be orange", "it would be nice if the button was orange".
  const can =
    /^(?:can|could|would|should|may)\s+(the\s+.+?|it|this|everything)\s+(?:be|look|get|become)\s+(?:a\s+bit\s+|a\s+little\s+|slightly\s+|more\s+)?(.+)$/i.exec(
      text,
    );
  if (can) return `make ${can[1]} ${can[2]}`;
  const nice =
    /^(?:it\s+would\s+be\s+(?:nice|great|better|good)\s+if\s+)(.+?)\s+(?:was|were|is|could be|would be)\s+(.+)$/i.exec(
      text,
    );
  if (nice) return `make ${nice[1]} ${nice[2]}`;
  const unwanted =
    /^(?:(?:we|i)\s+(?:don't|don’t|do not|dont)\s+(?:need|want|like)|there(?:'s| is) no need for|no need for)\s+(.+)$/i.exec(
      text,
    );
  if (unwanted) return `remove ${unwanted[1]}`;
  const should =
    /^(the\s+.+?|it|this|everything)\s+(?:should|must|needs? to|has to|could)\s+(?:be|look|become)\s+(.+)$/i.exec(text);
  if (should && !/\b(too|not)\b/i.test(should[2] ?? '')) return `make ${should[1]} ${should[2]}`;
  return text;
}

function subjectOf(clause: string): string | undefined {
  return SUBJECT.exec(unquoted(clause).toLowerCase())?.[1];
}

/** A remark with no request in it: "the headline is too long", "the button looks off". */
function isRemark(clause: string): boolean {
  const lower = unquoted(clause).toLowerCase();
  return (
    /^(?:the|your|our|this|that|my)\b/.test(lower) &&
    /\b(?:is|are|looks?|seems?|feels?|reads?)\b/.test(lower) &&
    !/\b(?:make|change|set|use|add|remove|delete|switch|turn|put|replace|move)\b/.test(lower)
  );
}

/**
 * Reads clauses together: in "The headline is too long, make it "Fresh
 * roasted daily"" the "it" is the headline, and the remark is answered by the
 * request that follows it (so it is not reported as left out).
 */
export function resolveClauses(parts: string[]): string[] {
  const out: string[] = [];
  let remark: { index: number; subject: string } | undefined;
  for (const raw of parts) {
    const clause = plainClause(raw);
    const pronoun = /\b(make|change|set|turn|rename|update|use|put)\s+(it|this|that|them)\b/i.exec(clause);
    if (pronoun && remark) {
      const resolved = `${clause.slice(0, pronoun.index)}${pronoun[1]} the ${remark.subject}${clause.slice(pronoun.index + pronoun[0].length)}`;
      out.splice(remark.index, 1);
      out.push(resolved);
      remark = undefined;
      continue;
    }
    const subject = subjectOf(clause);
    remark = isRemark(clause) && subject ? { index: out.length, subject } : undefined;
    out.push(clause);
  }
  return out;
}
