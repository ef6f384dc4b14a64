/**
 * Checks benchmark: the editor's checks (axe-core and Atelier's own), run exactly as the editor runs
 * them — the app's sandboxed /frame.html at 375 px, driven by postMessage ('render', then 'check').
 *
 * - Hand-broken fixtures written apart from the checks (CHECKS_FIXTURES or --fixtures; default
 *   bench/cases/checks-tune.json, the tuning set; bench/cases/checks-held-out.json is never tuned on):
 *   each planted fault found on its element, extra findings on broken ones, and any finding on clean ones.
 * - The built-in generator's outputs (bench/lib/output-cases.ts, design systems cycled): serious findings
 *   on these outputs, by rule (they should have none).
 * - Time from 'check' sent to the answer, the frame already rendered: the first run (axe-core loads)
 *   and the next ones.
 * - Bytes the editor loads at start for the checks: every script the editor page fetches before
 *   checks run, and whether axe-core or the checks script is among them.
 *
 * Run: npm run bench checks   (or: npx tsx bench/checks.bench.ts [--fixtures <file>] [--outputs <n>])
 */
import fs from 'node:fs';
import net from 'node:net';
import { chromium, type Frame, type Page } from 'playwright-core';
import type { CheckFinding, CheckResult } from '../shared/checks';
import type { DesignSystem } from '../shared/design-system';
import { CHECK_VIEWPORT_WIDTH } from '../shared/checks';
import { FROM_FRAME_KEY, TO_FRAME_KEY } from '../client/preview/protocol';
import { chromiumLaunchOptions } from '../server/test/chromium';
import { ensureFrameAssets } from '../scripts/frame-build';
import { generateOfflineSnippet } from '@atelier/offline-generator/library';
import { CASES, DESIGN_SYSTEMS } from './lib/output-cases';
import { prepareHost, renderInFrame } from './lib/preview-frame';
import { seedSnippet, startServer } from './lib/server';

const arg = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const FIXTURES =
  arg('--fixtures') ?? process.env.CHECKS_FIXTURES ?? new URL('./cases/checks-tune.json', import.meta.url).pathname;
const OUTPUTS = Number(arg('--outputs') ?? CASES.length);

/** Which finding rules answer each kind of planted fault. */
const RULES_OF_KIND: Record<string, (rule: string) => boolean> = {
  contrast: (r) => r === 'color-contrast' || r === 'atelier-contrast',
  'image-alt': (r) => ['image-alt', 'role-img-alt', 'svg-img-alt', 'input-image-alt'].includes(r),
  'button-name': (r) => r === 'button-name' || r === 'input-button-name',
  'link-name': (r) => r === 'link-name',
  'form-label': (r) => r === 'label' || r === 'select-name',
  'heading-order': (r) => r === 'heading-order',
  'duplicate-id': (r) => r === 'atelier-duplicate-id' || r.startsWith('duplicate-id'),
  'overflow-375': (r) => r === 'atelier-overflow',
  'tap-target': (r) => r === 'target-size' || r === 'atelier-tap-target',
  'reduced-motion': (r) => r === 'atelier-reduced-motion',
  'off-brand-colour': (r) => r === 'atelier-design-colour',
  'off-brand-font': (r) => r === 'atelier-design-font',
  'off-brand-radius': (r) => r === 'atelier-design-radius',
  'off-brand-shadow': (r) => r === 'atelier-design-shadow',
  'console-error': (r) => r === 'atelier-console-error',
  'blocked-request': (r) => r === 'atelier-blocked-request',
  'aria-invalid': (r) => r.startsWith('aria-'),
  'document-language-or-landmark-other': (r) =>
    ['valid-lang', 'html-lang-valid', 'list', 'listitem', 'definition-list', 'dlitem'].includes(r) ||
    r.startsWith('landmark'),
};

interface Fixture {
  id: string;
  title: string;
  designSystem: Omit<DesignSystem, 'name'>;
  html: string;
  css: string;
  js: string;
  planted: { kind: string; selector: string | null; note: string }[];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** Sends 'check' to the rendered frame and waits for its answer; the time is measured in the host page. */
async function check(page: Page): Promise<{ result: CheckResult; ms: number }> {
  return evaluate(
    page,
    ([toKey, fromKey]: readonly [string, string]) =>
      new Promise<{ result: CheckResult; ms: number }>((resolve, reject) => {
        const iframe = document.querySelector('iframe') as HTMLIFrameElement;
        const channel = new URLSearchParams(new URL(iframe.src).hash.slice(1)).get('channel');
        const id = Math.floor(Math.random() * 1e9);
        const started = performance.now();
        const timer = setTimeout(() => reject(new Error('checks timed out')), 60_000);
        addEventListener('message', function onMessage(event) {
          const data = event.data as Record<string, unknown> | null;
          if (!data || data[fromKey] !== channel || data.id !== id) return;
          removeEventListener('message', onMessage);
          clearTimeout(timer);
          if (data.type === 'checked') resolve({ result: data.result as CheckResult, ms: performance.now() - started });
          else reject(new Error(String(data.message)));
        });
        iframe.contentWindow?.postMessage({ [toKey]: channel, type: 'check', id }, '*');
      }),
    [TO_FRAME_KEY, FROM_FRAME_KEY] as const,
  );
}

/** Asks the frame to load axe-core and the checks now (the editor's checker does so before it renders). */
async function prepare(page: Page): Promise<void> {
  await page.waitForFunction('window.benchHost && window.benchHost.ready');
  await evaluate(
    page,
    ([toKey]: readonly [string]) => {
      const iframe = document.querySelector('iframe') as HTMLIFrameElement;
      const channel = new URLSearchParams(new URL(iframe.src).hash.slice(1)).get('channel');
      iframe.contentWindow?.postMessage({ [toKey]: channel, type: 'prepare-checks' }, '*');
    },
    [TO_FRAME_KEY] as const,
  );
}

/**
 * Runs `fn(arg)` in the page. The function is sent as source, and the TypeScript runner wraps named
 * functions in a `__name` helper that exists only in Node: a local stand-in is declared around it.
 */
function evaluate<A, R>(target: Page | Frame, fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
  return target.evaluate(
    `(() => { const __name = (f) => f; return (${fn.toString()})(${JSON.stringify(arg)}); })()`,
  ) as Promise<R>;
}

/** Whether a finding points at (or inside, or around) an element the planted selector names. */
async function onPlanted(frame: Frame, finding: CheckFinding, selector: string | null): Promise<boolean> {
  if (selector === null || finding.selector === '') return selector === null || finding.selector === '';
  return evaluate(
    frame,
    ([found, planted]: readonly [string, string]) => {
      let el: Element | null = null;
      try {
        el = document.querySelector(found);
      } catch {
        return false;
      }
      if (!el) return false;
      return Array.from(document.querySelectorAll(planted)).some((p) => p === el || p.contains(el) || el.contains(p));
    },
    [finding.selector, selector] as const,
  );
}

const fmt = (f: CheckFinding) => `${f.impact} ${f.rule}${f.element ? ` on ${f.element}` : ''}: ${f.title}`;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[Math.floor((s.length - 1) / 2)] as number) : NaN;
};
const serious = (f: CheckFinding) => f.impact === 'serious' || f.impact === 'critical';

await ensureFrameAssets();
const server = await startServer({ port: await freePort() });
const browser = await chromium.launch(chromiumLaunchOptions);
const failures: string[] = [];
try {
  const context = await browser.newContext({ viewport: { width: CHECK_VIEWPORT_WIDTH, height: 812 } });
  const page = await context.newPage();
  await prepareHost(page, server.url, CHECK_VIEWPORT_WIDTH);
  const coldMs: number[] = [];
  const warmMs: number[] = [];

  const runOne = async (code: string, ds: DesignSystem) => {
    // As the editor's checker does: axe-core loads while the code renders.
    const onReady = (frame: Frame) => {
      if (frame.url().includes('/frame.html')) void prepare(page).catch(() => undefined);
    };
    page.on('framenavigated', onReady);
    const rendered = await renderInFrame(page, server.url, code, ds);
    page.off('framenavigated', onReady);
    const first = await check(page);
    coldMs.push(first.ms);
    const again = await check(page);
    warmMs.push(again.ms);
    return { frame: rendered.frame, result: again.result };
  };

  // ---- hand-broken fixtures --------------------------------------------------------
  if (fs.existsSync(FIXTURES)) {
    const { fixtures } = JSON.parse(fs.readFileSync(FIXTURES, 'utf8')) as { fixtures: Fixture[] };
    let planted = 0;
    let found = 0;
    let cleanFindings = 0;
    let cleanSerious = 0;
    let extra = 0;
    console.log(`\nFixtures: ${FIXTURES} (${fixtures.length})`);
    for (const fx of fixtures) {
      const code = `<style>${fx.css}</style>${fx.html}${fx.js ? `<script>${fx.js}</script>` : ''}`;
      const { frame, result } = await runOne(code, { name: fx.id, ...fx.designSystem } as DesignSystem);
      const matched = new Set<CheckFinding>();
      const lines: string[] = [];
      for (const p of fx.planted) {
        planted += 1;
        let hit = false;
        for (const f of result.findings) {
          if (!RULES_OF_KIND[p.kind]?.(f.rule)) continue;
          if (await onPlanted(frame, f, p.selector)) {
            matched.add(f);
            hit = true;
          }
        }
        if (hit) found += 1;
        else failures.push(`${fx.id} missed ${p.kind} ${p.selector ?? ''}`);
        lines.push(`    ${hit ? 'found ' : 'MISSED'} ${p.kind} ${p.selector ?? '(page)'}`);
      }
      const others = result.findings.filter((f) => !matched.has(f));
      if (fx.planted.length === 0) {
        cleanFindings += others.length;
        cleanSerious += others.filter(serious).length;
      } else {
        extra += others.length;
      }
      console.log(`  ${fx.id} ${fx.title}`);
      for (const l of lines) console.log(l);
      for (const f of others) console.log(`    ${fx.planted.length === 0 ? 'FALSE ' : 'extra '} ${fmt(f)}`);
    }
    console.log(`\n  planted found: ${found}/${planted}`);
    console.log(`  findings on clean fixtures: ${cleanFindings} (serious: ${cleanSerious})`);
    console.log(`  other findings on broken fixtures: ${extra}`);
  } else {
    console.log(`\nNo fixtures at ${FIXTURES}: skipped.`);
  }

  // ---- the built-in generator's outputs -------------------------------------------
  const systems = Object.entries(DESIGN_SYSTEMS);
  const byRule = new Map<string, number>();
  let outputsWithSerious = 0;
  const cases = CASES.slice(0, OUTPUTS);
  console.log(`\nGenerator outputs: ${cases.length} cases, design systems cycled`);
  for (const [i, c] of cases.entries()) {
    const [systemName, ds] = systems[i % systems.length] as [string, DesignSystem];
    const code = generateOfflineSnippet({ prompt: c.prompt, name: 'Section', designSystem: ds }).code;
    const { result } = await runOne(code, ds);
    const bad = result.findings.filter(serious);
    if (bad.length > 0) {
      outputsWithSerious += 1;
      console.log(`  ${c.id} (${systemName}): ${bad.length} serious`);
      for (const f of bad.slice(0, 5)) console.log(`    ${fmt(f)}`);
    }
    for (const f of bad) byRule.set(f.rule, (byRule.get(f.rule) ?? 0) + 1);
  }
  console.log(`\n  outputs with a serious finding: ${outputsWithSerious}/${cases.length}`);
  console.log(`  serious findings by rule: ${JSON.stringify(Object.fromEntries(byRule))}`);

  console.log(
    `\nTime to run all checks after the frame is ready (${coldMs.length} snippets, ${CHECK_VIEWPORT_WIDTH} px):` +
      `\n  first run on a new frame (axe-core loaded while the code rendered): median ${Math.round(median(coldMs))} ms, max ${Math.round(Math.max(...coldMs))} ms` +
      `\n  next runs: median ${Math.round(median(warmMs))} ms, max ${Math.round(Math.max(...warmMs))} ms (target ≤ 500 ms)`,
  );

  // ---- what the editor loads at start -----------------------------------------------
  const editorContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const [name, value] = server.cookie.split('=');
  await editorContext.addCookies([{ name: name ?? '', value: value ?? '', url: server.url }]);
  const editor = await editorContext.newPage();
  const { snippetId } = await seedSnippet(server, 'a hero section for a bakery');
  const scripts: { url: string; bytes: number }[] = [];
  editor.on('response', (response) => {
    const url = response.url();
    if (response.request().resourceType() === 'script')
      void response.body().then(
        (b) => scripts.push({ url, bytes: b.length }),
        () => undefined,
      );
  });
  await editor.goto(`${server.url}/snippets/${snippetId}/edit`);
  await editor.getByRole('tab', { name: /^Checks/ }).waitFor();
  // The preview has loaded and answered: the editor has started.
  await editor.locator('iframe[title^="Preview of"][data-linked]').waitFor({ state: 'attached' });
  const checksAtStart = scripts.filter((s) => /\/vendor\/axe\.js|\/frame\/checks\.js/.test(s.url));
  const total = scripts.reduce((n, s) => n + s.bytes, 0);
  console.log(
    `\nEditor start: ${scripts.length} scripts, ${total} bytes; axe-core and the checks script among them: ` +
      `${checksAtStart.reduce((n, s) => n + s.bytes, 0)} bytes (target 0)`,
  );
  await editorContext.close();
} finally {
  await browser.close();
  await server.stop();
}
if (failures.length > 0) console.log(`\nMissed: ${failures.join('; ')}`);
