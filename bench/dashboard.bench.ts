/**
 * Dashboard at agency scale: 2,000 projects with snippets on a fresh embedded
 * database. Prints the latency of the first page of GET /api/projects over
 * app.inject (after walking every page once to check none is lost) and, when the
 * client is built (dist/client) and Chromium is present, the time until the
 * first screen of project cards is on the page and how many elements it holds.
 *
 *   npx tsx bench/dashboard.bench.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../server/app';
import { rootDir } from '../server/lib/paths';
import { loadConfig } from '../server/config';
import { openPglite } from '../server/db/client';
import { projects, snippets } from '../server/db/schema';
import { createAuthService } from '../server/features/auth/auth.service';
import { SESSION_COOKIE } from '../server/plugins/session';
import { insertUser, projectValues, snippetValues } from '../server/test/factories';
import { CHROMIUM_PATH, chromiumLaunchOptions } from '../server/test/chromium';

const PROJECTS = 2000;
/** Cards on a first screen of 1280 × 900: three rows of three. */
const FIRST_SCREEN_CARDS = 9;
/** app.inject sends no port; the host check answers loopback names at the configured one. */
const HOST = 'localhost:3000';
const API_RUNS = 50;
const API_WARMUP = 5;
const BROWSER_RUNS = 5;

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  const value = sorted[i];
  if (value === undefined) throw new Error('No samples to summarise');
  return value;
}

function summary(label: string, samples: number[], unit = ' ms') {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = samples.reduce((s, x) => s + x, 0) / samples.length;
  const at = (p: number) => `${percentile(sorted, p).toFixed(unit ? 1 : 0)}${unit}`;
  console.log(
    `${label}: p50 ${at(50)} · p95 ${at(95)} · mean ${mean.toFixed(unit ? 1 : 0)}${unit} · min ${at(0)} · max ${at(100)} (n=${samples.length})`,
  );
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-'));
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  APP_URL: 'http://localhost:3000',
  AI_PROVIDER: 'offline',
  LOG_LEVEL: 'silent',
});
const database = await openPglite({ dataDir: path.join(dataDir, 'pgdata') });
const app = await buildApp({ config, database });
await app.ready();

try {
  const auth = createAuthService({
    db: database.db,
    mailer: { kind: 'outbox', send: async () => {} },
    brandName: config.brandName,
    companyEmailDomain: config.companyEmailDomain,
  });
  const user = await insertUser(database.db, { email: 'bench@example.com', username: 'Bench' });
  const session = await auth.createSession(user.id, false);

  const seedStart = performance.now();
  const css = ':root { --brand: #0f766e; }\n'.repeat(800);
  const projectRows = Array.from({ length: PROJECTS }, (_, i) =>
    projectValues({
      name: `Client project ${i + 1}`,
      stylingReference: `Clean, modern storefront number ${i + 1} with generous white space and soft shadows`,
      cssContent: i % 3 === 0 ? css : null,
      fontFamily: i % 2 ? 'Inter' : 'Poppins',
      accentColor: '#3b82f6',
      boxShadow: '0 1px 3px 0 rgb(0 0 0 / 0.1), 0 1px 2px -1px rgb(0 0 0 / 0.1)',
      createdBy: user.id,
      updatedAt: new Date(Date.now() - i * 60_000),
    }),
  );
  const rows: Array<{ id: number }> = [];
  for (let at = 0; at < projectRows.length; at += 500) {
    rows.push(
      ...(await database.db
        .insert(projects)
        .values(projectRows.slice(at, at + 500))
        .returning({ id: projects.id })),
    );
  }
  const snippetRows = rows.flatMap((p, i) =>
    Array.from({ length: i % 8 }, (_, j) =>
      snippetValues(p.id, {
        name: `Section ${j + 1}`,
        code: `<section class="hero"><h1>Project ${p.id} section ${j + 1}</h1></section>`.repeat(20),
      }),
    ),
  );
  for (let at = 0; at < snippetRows.length; at += 500) {
    await database.db.insert(snippets).values(snippetRows.slice(at, at + 500));
  }
  console.log(
    `Seeded ${PROJECTS} projects (a third with 20 KB of CSS) and ${snippetRows.length} snippets in ${(performance.now() - seedStart).toFixed(0)} ms`,
  );

  const cookie = `${SESSION_COOKIE}=${session.token}`;
  const getPage = async (cursor: string | null) => {
    const url = cursor ? `/api/projects?cursor=${encodeURIComponent(cursor)}` : '/api/projects';
    const res = await app.inject({ method: 'GET', url, headers: { cookie, host: HOST } });
    if (res.statusCode !== 200) throw new Error(`GET ${url} answered ${res.statusCode}: ${res.body}`);
    return { page: res.json() as { items: Array<{ id: number }>; nextCursor: string | null }, res };
  };
  const seen = new Set<number>();
  let pages = 0;
  const walkStart = performance.now();
  for (let cursor: string | null = null; ; pages++) {
    const { page } = await getPage(cursor);
    for (const item of page.items) seen.add(item.id);
    cursor = page.nextCursor;
    if (!cursor) break;
  }
  if (seen.size !== PROJECTS) throw new Error(`expected ${PROJECTS} projects over the pages, got ${seen.size}`);
  console.log(`Walked ${pages + 1} pages of GET /api/projects in ${(performance.now() - walkStart).toFixed(0)} ms`);

  let bytes = 0;
  const samples: number[] = [];
  for (let i = 0; i < API_WARMUP + API_RUNS; i++) {
    const start = performance.now();
    const { res } = await getPage(null);
    const elapsed = performance.now() - start;
    bytes = res.rawPayload.length;
    if (i >= API_WARMUP) samples.push(elapsed);
  }
  summary(`GET /api/projects first page (${PROJECTS} projects, app.inject)`, samples);
  console.log(`  answer size ${(bytes / 1024).toFixed(1)} KB`);

  const clientBuilt = fs.existsSync(path.join(rootDir, 'dist', 'client', 'index.html'));
  if (!clientBuilt || !fs.existsSync(CHROMIUM_PATH)) {
    console.log('Browser run skipped: build the client (npx vite build) and install Chromium for it.');
  } else {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://localhost:${(app.server.address() as AddressInfo).port}`;
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
      const loads: number[] = [];
      const domReady: number[] = [];
      const listRequested: number[] = [];
      const listArrived: number[] = [];
      const rendering: number[] = [];
      const elements: number[] = [];
      // the first load warms the server's file cache and is not counted
      for (let i = 0; i < BROWSER_RUNS + 1; i++) {
        // a new context each time: cold browser cache, like a fresh visit
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        await context.addCookies([{ name: SESSION_COOKIE, value: session.token, url: origin }]);
        const page = await context.newPage();
        // checked every frame inside the page, so Playwright's polling does not add to the number;
        // a plain string, since compiled functions may carry helpers the page does not have
        await page.addInitScript(`(() => {
          const check = () => {
            const cards = document.querySelectorAll('[role="list"][aria-label="Projects"] [role="listitem"]');
            const last = cards[${Math.min(PROJECTS, FIRST_SCREEN_CARDS) - 1}];
            if (last && last.getBoundingClientRect().height > 0) window.cardsAt = performance.now();
            else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        })()`);
        await page.goto(`${origin}/`);
        const handle = await page.waitForFunction(() => (window as unknown as { cardsAt?: number }).cardsAt, null, {
          timeout: 30_000,
        });
        const ms = (await handle.jsonValue()) as number;
        const marks = await page.evaluate(() => {
          const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
          const list = performance
            .getEntriesByType('resource')
            .find((e) => new URL(e.name).pathname === '/api/projects') as PerformanceResourceTiming | undefined;
          return {
            elements: document.getElementsByTagName('*').length,
            dom: nav.domContentLoadedEventEnd,
            listStart: list?.requestStart ?? NaN,
            listEnd: list?.responseEnd ?? NaN,
          };
        });
        if (i > 0) {
          loads.push(ms);
          domReady.push(marks.dom);
          listRequested.push(marks.listStart);
          listArrived.push(marks.listEnd);
          rendering.push(ms - marks.listEnd);
          elements.push(marks.elements);
        }
        await context.close();
      }
      summary(
        `Dashboard until the first ${FIRST_SCREEN_CARDS} of ${PROJECTS} cards are visible (Chromium, cold, from navigation start)`,
        loads,
      );
      summary('  of which: DOMContentLoaded', domReady);
      summary('  of which: GET /api/projects requested', listRequested);
      summary('  of which: GET /api/projects arrived', listArrived);
      summary('  then: first page to first screen rendered', rendering);
      summary('  elements in the page', elements, '');
    } finally {
      await browser.close();
    }
  }
} finally {
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
