/**
 * `npm run bench output -- --set <name>`: the built-in generator on a set of cases written apart from
 * it, read from bench/cases/<name>.json. A set holds:
 *
 * - `designSystems`: `{ id, name, stylingReference, primaryColor, accentColor, fontFamily,
 *   borderRadius, boxShadow, isDarkMode, cssContent }`;
 * - `prompts`: `{ id, designSystem, language, name, prompt, sectionsAsked, checks }`;
 * - `edits`: `{ id, designSystem, start: { prompt } | { code }, instruction, expect: 'applied' |
 *   'honest-refusal', checks }`;
 *
 * where each check is `{ id, requirement, js }` and `js` the source of a predicate
 * `(doc, win) => boolean` (or a promise of one), run in the preview frame at 1280 px, each on a
 * freshly rendered page (checks click, type and scroll).
 *
 * Per set it prints: the share of prompts meeting every check, the share of checks met, one section
 * unless more were asked, the primary colour drawn, overflow at 375 px, edits applied or honestly
 * partial, and whether every summary is true (each “quoted” item a summary names is on the page).
 * Screenshots and a contact sheet (1280 and 375 px) go to OUTPUT_BENCH_SHOTS/<name>.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Frame, Page } from 'playwright-core';
import type { DesignSystem } from '../../shared/design-system';
import { editOfflineSnippet, generateOfflineSnippet } from '@atelier/offline-generator/library';
import { rootDir } from '../../server/lib/paths';
import { fontName, overflowInFrame, probeInFrame, rgbOf } from './output-probe';
import { onWorkers, openSession, SHOTS_DIR, shoot, type Session } from './output-run';
import { inFrame, renderInFrame } from './preview-frame';

interface Check {
  id: string;
  requirement: string;
  js: string;
}

interface SetDesignSystem extends DesignSystem {
  id: string;
}

interface PromptCase {
  id: string;
  designSystem: string;
  language?: string;
  name?: string;
  prompt: string;
  sectionsAsked?: number;
  checks: Check[];
}

interface EditCase {
  id: string;
  designSystem: string;
  start: { prompt?: string; code?: string };
  instruction: string;
  expect: 'applied' | 'honest-refusal' | string;
  checks: Check[];
}

interface CaseSet {
  designSystems: SetDesignSystem[];
  prompts: PromptCase[];
  edits?: EditCase[];
}

export const SET_DESKTOP = 1280;

/** Runs one check in the frame; a check that throws or never settles counts as not met. */
async function runCheckIn(frame: Frame, check: Check): Promise<boolean> {
  try {
    const ok = await Promise.race([
      frame.evaluate(`(async () => !!(await (${check.js})(document, window)))()`),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 30_000)),
    ]);
    return ok === true;
  } catch {
    return false;
  }
}

/** Renders in the frame, once more when a busy machine let the first render time out. */
async function render(page: Page, url: string, code: string, ds: DesignSystem) {
  try {
    return await renderInFrame(page, url, code, ds);
  } catch (error) {
    if (!(error instanceof Error) || error.name !== 'TimeoutError') throw error;
    return renderInFrame(page, url, code, ds);
  }
}

/** Every check on a freshly rendered page: checks click, type, hover and scroll. */
async function runChecks(page: Page, url: string, code: string, ds: DesignSystem, checks: Check[]) {
  const out: Array<{ id: string; requirement: string; ok: boolean }> = [];
  for (const check of checks) {
    const { frame } = await render(page, url, code, ds);
    out.push({ id: check.id, requirement: check.requirement, ok: await runCheckIn(frame, check) });
  }
  return out;
}

function designSystemOf(set: CaseSet, id: string): DesignSystem {
  const found = set.designSystems.find((d) => d.id === id);
  if (!found) throw new Error(`The set names a design system it does not define: ${id}`);
  const { id: _id, ...ds } = found;
  return ds;
}

const sectionsIn = (code: string) => (code.match(/data-pattern="/g) ?? []).length;

/** The “quoted” items a summary names: each must be visible on the page for the summary to be true. */
function summaryTrue(summary: string, visible: string): { ok: boolean; missing: string[] } {
  const named = [...summary.matchAll(/“([^“”]+)”/g)].map((m) => m[1] ?? '');
  const norm = (s: string) => s.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
  const text = norm(visible);
  const missing = named.filter((n) => !text.includes(norm(n)));
  return { ok: missing.length === 0, missing };
}

interface PromptOutcome {
  id: string;
  checks: Array<{ id: string; requirement: string; ok: boolean }>;
  oneSection: boolean;
  sections: number;
  primary: boolean;
  fits: boolean;
  summary: string;
  summaryTrue: boolean;
  summaryMissing: string[];
  shots: { desktop: string; mobile: string };
}

interface EditOutcome {
  id: string;
  expect: string;
  result: 'applied' | 'partial' | 'refused';
  checks: Array<{ id: string; requirement: string; ok: boolean }>;
  good: boolean;
  detail: string;
}

const pct = (n: number, of: number) => (of === 0 ? '—' : `${n}/${of} (${Math.round((n / of) * 100)}%)`);

export async function runSetBenchmark(name: string): Promise<void> {
  const file = path.join(rootDir, 'bench', 'cases', `${name}.json`);
  if (!fs.existsSync(file)) throw new Error(`No case set at ${file}`);
  const set = JSON.parse(fs.readFileSync(file, 'utf8')) as CaseSet;
  const only = (process.env.OUTPUT_BENCH_ONLY ?? '').split(',').filter(Boolean);
  const pick = <T extends { id: string }>(items: T[]) =>
    only.length ? items.filter((i) => only.some((o) => i.id.startsWith(o))) : items;
  const prompts = pick(set.prompts);
  const edits = pick(set.edits ?? []);
  const shotsDir = path.join(SHOTS_DIR, name);
  fs.rmSync(shotsDir, { recursive: true, force: true });
  fs.mkdirSync(shotsDir, { recursive: true });
  const started = Date.now();
  const session = await openSession(undefined, SET_DESKTOP);
  try {
    const outcomes = await onWorkers(session, prompts, async (w, c) => {
      const ds = designSystemOf(set, c.designSystem);
      const { code, summary, note } = generateOfflineSnippet({
        prompt: c.prompt,
        name: c.name ?? 'Section',
        designSystem: ds,
      });
      const checks = await runChecks(w.desktop, session.server.url, code, ds, c.checks);
      const desk = await render(w.desktop, session.server.url, code, ds);
      const probe = await inFrame(desk.frame, probeInFrame, {
        pattern: '',
        requirements: [],
        primary: rgbOf(ds.primaryColor),
        accent: rgbOf(ds.accentColor),
        font: fontName(ds),
      });
      const told = summaryTrue(`${summary} ${note ?? ''}`, probe.visibleText);
      const shots = {
        desktop: path.join(shotsDir, `${c.id}--${SET_DESKTOP}.jpg`),
        mobile: path.join(shotsDir, `${c.id}--375.jpg`),
      };
      await shoot(w.desktop, desk.frame, shots.desktop, 3_000);
      const phone = await render(w.mobile, session.server.url, code, ds);
      const over = await inFrame(phone.frame, overflowInFrame, undefined);
      await shoot(w.mobile, phone.frame, shots.mobile, 5_000);
      const sections = sectionsIn(code);
      const outcome: PromptOutcome = {
        id: c.id,
        checks,
        sections,
        oneSection: sections <= Math.max(1, c.sectionsAsked ?? 1),
        primary: probe.primaryDrawn,
        fits: over.fits,
        summary,
        summaryTrue: told.ok,
        summaryMissing: told.missing,
        shots,
      };
      return outcome;
    });

    const editOutcomes = await onWorkers(session, edits, async (w, e) => {
      const ds = designSystemOf(set, e.designSystem);
      const before =
        e.start.code ??
        generateOfflineSnippet({ prompt: e.start.prompt ?? '', name: 'Section', designSystem: ds }).code;
      const r = editOfflineSnippet({ code: before, instruction: e.instruction, designSystem: ds });
      const after = r.ok ? r.code : before;
      const checks = await runChecks(w.desktop, session.server.url, after, ds, e.checks);
      const result: EditOutcome['result'] = !r.ok ? 'refused' : r.outcome.notApplied.length > 0 ? 'partial' : 'applied';
      const allChecks = checks.every((c) => c.ok);
      // Applied: done and every check met. Honestly partial: what was not done is named. A request that
      // cannot be done by rule is right when refused (or named as not applied) with the checks met.
      const good =
        e.expect === 'honest-refusal'
          ? result !== 'applied' && allChecks
          : (result === 'applied' && allChecks) || result === 'partial';
      const detail = r.ok
        ? `${result}: ${r.outcome.applied.join(' ')}${r.outcome.notApplied.length ? ` | not applied: ${r.outcome.notApplied.join(' ')}` : ''}`
        : `refused: ${r.reason.slice(0, 120)}`;
      const outcome: EditOutcome = { id: e.id, expect: e.expect, result, checks, good, detail };
      return outcome;
    });

    report(name, prompts, outcomes, editOutcomes);
    const sheet = await setContactSheet(session, prompts, outcomes, shotsDir);
    console.log(`\nScreenshots (${SET_DESKTOP} and 375 px): ${shotsDir}\nContact sheet: ${sheet}`);
    console.log(`(${((Date.now() - started) / 1000).toFixed(0)} s)\n`);
  } finally {
    await session.close();
  }
}

function report(name: string, prompts: PromptCase[], outcomes: PromptOutcome[], edits: EditOutcome[]): void {
  const checks = outcomes.flatMap((o) => o.checks);
  const every = outcomes.filter((o) => o.checks.every((c) => c.ok)).length;
  const line = (label: string, value: string) => console.log(`  ${label.padEnd(44)} ${value}`);
  console.log(`Set "${name}": ${prompts.length} prompts, ${edits.length} edits (checks at ${SET_DESKTOP} px)\n`);
  line('prompts meeting every explicit requirement', pct(every, outcomes.length));
  line('checks met', pct(checks.filter((c) => c.ok).length, checks.length));
  line('one section unless asked', pct(outcomes.filter((o) => o.oneSection).length, outcomes.length));
  line('primary colour drawn', pct(outcomes.filter((o) => o.primary).length, outcomes.length));
  line('overflow at 375 px', `${outcomes.filter((o) => !o.fits).length} of ${outcomes.length}`);
  line('edits applied or honestly partial', pct(edits.filter((e) => e.good).length, edits.length));
  line('summaries true', pct(outcomes.filter((o) => o.summaryTrue).length, outcomes.length));
  console.log('\nPrompts with an unmet check, more sections than asked, or a summary naming what is missing:');
  for (const o of outcomes) {
    const failed = o.checks.filter((c) => !c.ok);
    if (failed.length === 0 && o.oneSection && o.summaryTrue && o.fits && o.primary) continue;
    const parts = [
      ...failed.map((c) => `✗ ${c.requirement}`),
      ...(o.oneSection ? [] : [`✗ ${o.sections} sections`]),
      ...(o.summaryTrue ? [] : [`✗ summary names missing ${o.summaryMissing.map((m) => `“${m}”`).join(', ')}`]),
      ...(o.fits ? [] : ['✗ overflows at 375 px']),
      ...(o.primary ? [] : ['✗ primary colour not drawn']),
    ];
    console.log(`  ${o.id}: ${parts.join('; ')}`);
  }
  if (edits.length) {
    console.log('\nEdits:');
    for (const e of edits) {
      const failed = e.checks.filter((c) => !c.ok).map((c) => c.requirement);
      console.log(
        `  ${e.good ? '✓' : '✗'} ${e.id} (expect ${e.expect}) ${e.detail.slice(0, 160)}${failed.length ? ` | unmet: ${failed.join('; ')}` : ''}`,
      );
    }
  }
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** One PNG: per prompt, the 1280 and 375 px screenshots and its verdicts. */
async function setContactSheet(
  session: Session,
  prompts: PromptCase[],
  outcomes: PromptOutcome[],
  dir: string,
): Promise<string> {
  const cards = outcomes.map((o, i) => {
    const c = prompts[i];
    const met = o.checks.filter((x) => x.ok).length;
    const prompt = (c?.prompt ?? '').slice(0, 110);
    return `<section><h2><b>${esc(o.id)}</b> ${met}/${o.checks.length} ${esc(prompt)}</h2><div class="pair"><img class="d" src="${esc(path.basename(o.shots.desktop))}"><img class="m" src="${esc(path.basename(o.shots.mobile))}"></div></section>`;
  });
  const html = `<!doctype html><html><head><meta charset="utf-8"><style>
body { margin: 10px; font: 11px/1.3 system-ui, sans-serif; background: #f4f4f5; color: #18181b; }
main { display: grid; grid-template-columns: repeat(4, 1fr); gap: 8px; }
section { background: #fff; border: 1px solid #d4d4d8; padding: 6px; }
h2 { font-size: 11px; font-weight: normal; margin: 0 0 4px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.pair { display: flex; gap: 3px; } .pair img { height: 170px; object-fit: cover; object-position: top; border: 1px solid #e4e4e7; }
.d { width: 260px; } .m { width: 76px; }
</style></head><body><main>${cards.join('\n')}</main></body></html>`;
  const file = path.join(dir, 'contact-sheet.html');
  fs.writeFileSync(file, html);
  const page = await session.context.newPage();
  await page.setViewportSize({ width: 1500, height: 1000 });
  await page.goto(`file://${file}`);
  await page.waitForFunction(() => Array.from(document.images).every((i) => i.complete), undefined, {
    timeout: 120_000,
  });
  const png = path.join(dir, 'contact-sheet.png');
  await page.screenshot({ path: png, fullPage: true, timeout: 120_000 });
  await page.close();
  return png;
}
