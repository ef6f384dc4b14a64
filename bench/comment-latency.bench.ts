/**
 * Time from a client's POST of a comment to the comment showing in an open
 * editor (server-sent events over LISTEN/NOTIFY, then the list refetch), in
 * Chromium against the built app.
 *
 *   npm run build && npx tsx bench/comment-latency.bench.ts
 */
import { chromium } from 'playwright-core';
import { seedSnippet, startServer, stats } from './lib/server';
import { chromiumLaunchOptions } from '../server/test/chromium';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const server = await startServer({ port: 3413 });
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const { snippetId } = await seedSnippet(server);
  const context = await browser.newContext();
  const [name, value] = server.cookie.split('=');
  if (name === undefined || value === undefined)
    throw new Error(`No session cookie from the bench server: ${server.cookie}`);
  await context.addCookies([{ name, value, url: server.url }]);
  const page = await context.newPage();
  await page.goto(`${server.url}/snippets/${snippetId}/edit`);
  await page.getByText('No comments yet.').waitFor();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const text = `Latency probe ${i} ${Date.now()}`;
    const shown = page.getByText(text).waitFor({ timeout: 10_000 });
    const started = performance.now();
    const res = await fetch(`${server.url}/api/snippets/${snippetId}/comments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ authorName: 'Probe', content: text }),
    });
    if (!res.ok) throw new Error(`POST failed: ${res.status}`);
    await shown;
    samples.push(performance.now() - started);
  }
  console.log(`client POST → comment visible in the open editor: ${stats(samples)}`);
} finally {
  await browser.close();
  await server.stop();
}
