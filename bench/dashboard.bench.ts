/**
 * Dashboard at agency scale: 200 projects with snippets on a fresh embedded
 * database. Prints GET /api/projects latency over app.inject and, when the
 * client is built (dist/client) and Chromium is present, the time until the
 * 200th project card is on the page.
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

const PROJECTS = 200;
const API_RUNS = 50;
const API_WARMUP = 5;
const BROWSER_RUNS = 5;

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  const value = sorted[i];
  if (value === undefined) throw new Error('No samples to summarise');
  return value;
}

function summary(label: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = samples.reduce((s, x) => s + x, 0) / samples.length;
  console.log(
    `${label}: p50 ${percentile(sorted, 50).toFixed(1)} ms · p95 ${percentile(sorted, 95).toFixed(1)} ms · ` +
      `mean ${mean.toFixed(1)} ms · min ${percentile(sorted, 0).toFixed(1)} ms · max ${percentile(sorted, 100).toFixed(1)} ms (n=${samples.length})`,
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
  const rows = await database.db
    .insert(projects)
    .values(
      Array.from({ length: PROJECTS }, (_, i) =>
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
      ),
    )
    .returning({ id: projects.id });
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
  let bytes = 0;
  const samples: number[] = [];
  for (let i = 0; i < API_WARMUP + API_RUNS; i++) {
    const start = performance.now();
    const res = await app.inject({ method: 'GET', url: '/api/projects', headers: { cookie } });
    const elapsed = performance.now() - start;
    if (res.statusCode !== 200) throw new Error(`GET /api/projects answered ${res.statusCode}: ${res.body}`);
    const list = res.json() as Array<{ snippetCount: number }>;
    if (list.length !== PROJECTS) throw new Error(`expected ${PROJECTS} projects, got ${list.length}`);
    bytes = res.rawPayload.length;
    if (i >= API_WARMUP) samples.push(elapsed);
  }
  summary(`GET /api/projects (${PROJECTS} projects, app.inject)`, samples);
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
            const last = document.querySelectorAll('ul[aria-label="Projects"] > li')[${PROJECTS - 1}];
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
        }
        await context.close();
      }
      summary(`Dashboard until card ${PROJECTS} is visible (Chromium, cold, from navigation start)`, loads);
      summary('  of which: DOMContentLoaded', domReady);
      summary('  of which: GET /api/projects requested', listRequested);
      summary('  of which: GET /api/projects arrived', listArrived);
      summary('  then: answer to card 200 rendered', rendering);
    } finally {
      await browser.close();
    }
  }
} finally {
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
