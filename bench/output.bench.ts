/**
 * Output benchmark for the built-in generator, measured in a real browser.
 *
 * Generation (bench/lib/output-run.ts): every prompt of bench/lib/output-cases.ts
 * (components, counts, quoted strings, prices, contact details, seven
 * languages) on every design system there, rendered in the app's own preview
 * frame (/frame.html, driven by postMessage as the editor drives it) in
 * Chromium at 1440 and 375 px. Per output:
 *
 * - valid: parse5 reports no parse error;
 * - relevance: the prompt's explicit requirements (verbatim strings, counts,
 *   prices, e-mail/phone shown and linked, named buttons, the section asked
 *   for, the highlighted plan, the image side, the brand) are met in the DOM;
 * - language: tinyld (detectLang) on the frame's visible text;
 * - interactions: the ARIA contract driven with real clicks and keys;
 * - brand colours drawn (computed colours of visible elements), brand font
 *   drawn (computed font-family and a loaded face in document.fonts),
 *   square corners and no shadows where the project says so, no horizontal
 *   overflow at 375 px, no script error.
 * Screenshots and a contact sheet go to OUTPUT_BENCH_SHOTS (/tmp/output-bench-shots).
 * `--self-check` runs every check on hand-written good and bad fragments.
 *
 * Edits: applied in full, honestly partial (what was not applied is named),
 * or refused with nothing changed.
 *
 * Run: npm run bench output   (or: npx tsx bench/output.bench.ts [--self-check])
 * A set of cases written apart from the generator: npm run bench output -- --set <name>
 * (bench/cases/<name>.json; see bench/lib/output-set.ts for its format and figures).
 */
import type { DesignSystem } from '../shared/design-system';
import { editOfflineSnippet, generateOfflineSnippet } from '@atelier/offline-generator/library';
import { DESIGN_SYSTEMS } from './lib/output-cases';
import { runOutputBenchmark } from './lib/output-run';
import { runSetBenchmark } from './lib/output-set';
import { parseErrors } from './lib/output-probe';
import { selfCheck } from './lib/output-self-check';

if (process.argv.includes('--self-check')) process.exit(await selfCheck());

// `--set <name>`: the cases of bench/cases/<name>.json instead of the built-in ones.
const setAt = process.argv.indexOf('--set');
if (setAt >= 0) {
  const name = process.argv[setAt + 1];
  if (!name || name.startsWith('-')) {
    console.error('--set needs a name: npm run bench output -- --set tune (reads bench/cases/tune.json)');
    process.exit(2);
  }
  await runSetBenchmark(name);
  process.exit(0);
}

await runOutputBenchmark();

const sections = (code: string) => (code.match(/data-pattern="/g) ?? []).length;
const fontVar = (code: string) => /--font:\s*([^;]+);/.exec(code)?.[1];

/** `right`: what a correct answer must satisfy (beyond changing something), when the change can be told from the code. */
const EDITS: Array<{ base: string; instruction: string; right?: (before: string, after: string) => boolean }> = [
  {
    base: 'stats',
    instruction: 'use a bigger font size for the numbers',
    right: (b, a) => /__value \{[^}]*font-size: calc\(/.test(a) && fontVar(a) === fontVar(b),
  },
  { base: 'hero', instruction: 'change the heading to "Fresh roasted daily"' },
  { base: 'hero', instruction: 'make the button red' },
  { base: 'hero', instruction: 'make it dark' },
  { base: 'pricing', instruction: 'make the corners square and remove the shadows' },
  { base: 'hero', instruction: 'change the button text to "Book a table"' },
  { base: 'landing page', instruction: 'remove the pricing section' },
  { base: 'landing page', instruction: 'add a FAQ section after the features' },
  { base: 'hero', instruction: 'use Lora as the font' },
  { base: 'hero', instruction: 'make the headline 20% smaller', right: (_b, a) => /\* 0\.8\)/.test(a) },
  {
    base: 'hero',
    instruction: 'switch to light mode and add a parallax effect to the photos',
    right: (b, a) => sections(a) === sections(b),
  },
  {
    base: 'faq',
    instruction: 'add a question about gift cards',
    right: (_b, a) => !a.includes('data-pattern="about"'),
  },
  { base: 'footer', instruction: 'remove the social icons' },
  { base: 'about', instruction: 'swap the columns' },
  { base: 'hero', instruction: 'translate it to German' },
];

const share = (n: number, of: number) => `${n}/${of} (${Math.round((n / of) * 100)}%)`;

const bases: Record<string, string> = {};
let applied = 0;
let partial = 0;
let refused = 0;
let wrong = 0;
for (const e of EDITS) {
  const ds = DESIGN_SYSTEMS['light serif bakery'] as DesignSystem;
  bases[e.base] ??= generateOfflineSnippet({
    prompt: e.base === 'landing page' ? 'landing page with features, pricing and a footer' : `a ${e.base} section`,
    name: 'Section',
    designSystem: ds,
  }).code;
  const r = editOfflineSnippet({ code: bases[e.base] as string, instruction: e.instruction, designSystem: ds });
  let outcome: string;
  if (!r.ok) {
    refused++;
    outcome = 'refused (422, nothing changed)';
  } else if (e.right && !e.right(bases[e.base] as string, r.code)) {
    wrong++;
    outcome = `WRONG: ${r.summary}`;
  } else if ((r.outcome?.notApplied.length ?? 0) > 0) {
    partial++;
    outcome = `partial: ${r.outcome?.applied.join(' ')} | not applied: ${r.outcome?.notApplied.join(' ')}`;
  } else if (r.code === bases[e.base]) {
    refused++;
    outcome = 'answered but changed nothing';
  } else {
    applied++;
    outcome = `applied: ${r.outcome?.applied.join(' ') ?? r.summary}`;
  }
  console.log(`    edit ${JSON.stringify(e.instruction).padEnd(70)} ${outcome}`);
}
console.log(
  `  edits applied in full ${share(applied, EDITS.length)}, honestly partial ${share(partial, EDITS.length)}, refused ${share(refused, EDITS.length)}, wrong ${share(wrong, EDITS.length)}`,
);
console.log(
  `  edits applied or honestly partial ${share(applied + partial, EDITS.length)}  target ≥ 2/3 ${(applied + partial) / EDITS.length >= 2 / 3 ? '✓' : '✗'}`,
);

/* ---------- approve & fix: client comments applied as edits ----------
 * A client's comment is the instruction (polite, indirect). `right` says
 * what the code must show afterwards; `none` marks a comment that must be
 * refused (nothing in it can be done by rule).
 */
const bgOf = (code: string) => /--bg:\s*(#[0-9a-f]{6})/.exec(code)?.[1] ?? '';
const lum = (hex: string) => {
  const n = parseInt(hex.slice(1), 16);
  return ((n >> 16) & 255) * 0.2126 + ((n >> 8) & 255) * 0.7152 + (n & 255) * 0.0722;
};
const COMMENTS: Array<{
  base: string;
  comment: string;
  right?: (before: string, after: string) => boolean;
  /** The comment must be refused (for this base). */
  none?: (before: string) => boolean;
}> = [
  {
    base: 'hero',
    comment: 'The headline is too long, make it "Fresh roasted daily"',
    right: (_b, a) => />Fresh roasted daily<\/h1>/.test(a),
  },
  { base: 'hero', comment: 'Can the button be orange?', right: (_b, a) => /--button-bg: #ffa500;/.test(a) },
  {
    base: 'pricing',
    comment: 'the price text is too small',
    right: (_b, a) => /__(?:amount|price) \{[^}]*font-size: calc\([^;]*\* 1\.25\)/.test(a),
  },
  {
    base: 'contact',
    comment: 'Please use our phone number 030 123456 instead',
    right: (_b, a) => a.includes('>030 123456<') && a.includes('href="tel:030123456"'),
  },
  {
    base: 'footer',
    comment: 'remove the Twitter link',
    right: (_b, a) => !/on X"|twitter/i.test(a),
    // The footer shows four of six networks; when X is not among them the right answer is a refusal.
    none: (b) => !/on X"|twitter/i.test(b),
  },
  { base: 'hero', comment: 'make the background darker', right: (b, a) => lum(bgOf(a)) < lum(bgOf(b)) },
  {
    base: 'faq',
    comment: 'Could you add a question about gift cards?',
    right: (b, a) =>
      /gift cards\?/.test(a) && (a.match(/aria-expanded=/g) ?? []).length > (b.match(/aria-expanded=/g) ?? []).length,
  },
  { base: 'about', comment: "I'd prefer the image on the other side", right: (b, a) => a !== b },
  {
    base: 'features',
    comment: 'Please remove the third feature',
    right: (b, a) => (a.match(/__card"/g) ?? []).length === (b.match(/__card"/g) ?? []).length - 1,
  },
  { base: 'navbar', comment: 'Can you add a menu item "Shop"?', right: (_b, a) => />Shop<\/a>/.test(a) },
  { base: 'hero', comment: 'The text is hard to read, can you make it pop?', none: () => true },
  { base: 'footer', comment: "We don't need the social icons, thanks!", right: (_b, a) => !/__social"/.test(a) },
];

{
  const ds = DESIGN_SYSTEMS['light serif bakery'] as DesignSystem;
  let done = 0;
  let partly = 0;
  let declined = 0;
  let mistaken = 0;
  for (const c of COMMENTS) {
    const base = (bases[c.base] ??= generateOfflineSnippet({
      prompt: `a ${c.base} section`,
      name: 'Section',
      designSystem: ds,
    }).code);
    const r = editOfflineSnippet({ code: base, instruction: c.comment, designSystem: ds });
    const refuse = c.none?.(base) ?? false;
    let outcome: string;
    if (!r.ok) {
      if (refuse) done++;
      else declined++;
      outcome = `${refuse ? 'rightly ' : ''}refused: ${r.reason.slice(0, Math.max(0, r.reason.indexOf(' Offline mode')))}`;
    } else if (refuse || (c.right && !c.right(base, r.code)) || parseErrors(r.code).length > 0) {
      mistaken++;
      outcome = `WRONG: ${r.summary}`;
    } else if (r.outcome.notApplied.length > 0) {
      partly++;
      outcome = `partial: ${r.outcome.applied.join(' ')} | not applied: ${r.outcome.notApplied.join(' ')}`;
    } else {
      done++;
      outcome = `applied: ${r.outcome.applied.join(' ')}`;
    }
    console.log(`    comment ${JSON.stringify(c.comment).padEnd(67)} ${outcome}`);
  }
  console.log(
    `  approve & fix: ${share(done, COMMENTS.length)} right (applied, or rightly refused), partial ${share(partly, COMMENTS.length)}, refused ${share(declined, COMMENTS.length)}, wrong ${share(mistaken, COMMENTS.length)}`,
  );
}
