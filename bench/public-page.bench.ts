/**
 * The public share page /snippets/{id} — the first thing a client sees — in Lighthouse 12 (mobile
 * preset, simulated throttling, Debian's Chromium), against a static page holding the same snippet:
 * the preview frame's rendered document saved with its styles and fonts and served by a plain static
 * file server. Three runs each, alternating; medians of score, LCP, TBT, requests and bytes, and the
 * page's ratio to the static one. The full preview (/preview/{id}) is measured beside them.
 *
 *   npx tsx bench/public-page.bench.ts        (npm run bench public-page; BENCH_RUNS=3,
 *                                              BENCH_REPORT=<dir> keeps the Lighthouse reports)
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH, chromiumLaunchOptions } from '../server/test/chromium';
import { CLIENT_DIR } from '../server/lib/client-page';
import { PUBLIC_PAGE_JS_BUDGET, type BundleReport } from '../scripts/bundle-report';
import { PUBLIC_DOCUMENTS } from '../scripts/public-pages';
import { seedSnippet, startServer } from './lib/server';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/**
 * The snippet as the preview frame rendered it, without scripts: every stylesheet inlined (the
 * Tailwind runtime's generated one included) and the fonts it uses copied next to it.
 */
async function saveStaticPage(appUrl: string, snippetId: number, dir: string): Promise<void> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    await page.goto(`${appUrl}/snippets/${snippetId}`);
    const frame = page.frameLocator('iframe[title^="Preview of"]');
    await frame.locator('body > *:not([data-atelier])').first().waitFor();
    const handle = await page.locator('iframe[title^="Preview of"]').elementHandle();
    const content = await handle!.contentFrame();
    await content!.evaluate(() => document.fonts.ready.then(() => undefined));
    const { html, fonts } = await content!.evaluate(() => {
      const css = [...document.styleSheets]
        .map((sheet) => {
          try {
            return [...sheet.cssRules].map((rule) => rule.cssText).join('\n');
          } catch {
            return '';
          }
        })
        .join('\n');
      const doc = document.documentElement.cloneNode(true) as HTMLElement;
      doc.querySelectorAll('script, link, style, [data-atelier]').forEach((el) => el.remove());
      const style = document.createElement('style');
      style.textContent = css;
      doc.querySelector('head')!.append(style);
      const used = [...css.matchAll(/url\("?(\/fonts\/[^")]+)"?\)/g)].map((m) => m[1]!);
      return { html: `<!doctype html>\n${doc.outerHTML}`, fonts: [...new Set(used)] };
    });
    fs.writeFileSync(path.join(dir, 'index.html'), html);
    for (const font of fonts) {
      const res = await fetch(`${appUrl}${font}`);
      if (!res.ok) continue;
      const file = path.join(dir, font);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    }
  } finally {
    await browser.close();
  }
}

/** A plain static file server: the bytes as they are on disk. */
function serveDirectory(dir: string): Promise<{ url: string; close(): void }> {
  const server = http.createServer((req, res) => {
    const rel = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = path.join(dir, rel === '/' ? 'index.html' : rel);
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => server.close() }),
    ),
  );
}

interface Figures {
  score: number;
  lcp: number;
  tbt: number;
  requests: number;
  kb: number;
}

/**
 * One Lighthouse run. A run whose trace Lighthouse could not read (it reports a runtime error, such as
 * NO_NAVSTART, and asks to be run again) is run again, up to three times: its figures are not the page's.
 */
async function audit(url: string): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    const figures = await auditOnce(url);
    if (!('error' in figures)) return figures;
    if (attempt === 3) throw new Error(`Lighthouse failed three times on ${url}: ${figures.error}`);
    console.log(`Lighthouse could not measure ${url} (${figures.error}); running it again.`);
  }
}

async function auditOnce(url: string): Promise<Figures | { error: string }> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: chromiumLaunchOptions.args.map((a) => (a === '--headless' ? '--headless=new' : a)),
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lhr = result!.lhr;
    // BENCH_REPORT=<dir> keeps each report, to see what the LCP element is and what the page waited for.
    if (process.env.BENCH_REPORT) {
      fs.mkdirSync(process.env.BENCH_REPORT, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '-')}-${Date.now()}.json`;
      fs.writeFileSync(path.join(process.env.BENCH_REPORT, name), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) return { error: lhr.runtimeError.code };
    const requests = (lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items?.length ?? 0;
    return {
      score: lhr.categories.performance?.score ?? 0,
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
      requests,
      kb: (lhr.audits['total-byte-weight']?.numericValue ?? NaN) / 1024,
    };
  } finally {
    chrome.kill();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};
const medians = (runs: Figures[]): Figures => ({
  score: median(runs.map((r) => r.score)),
  lcp: median(runs.map((r) => r.lcp)),
  tbt: median(runs.map((r) => r.tbt)),
  requests: median(runs.map((r) => r.requests)),
  kb: median(runs.map((r) => r.kb)),
});
const line = (label: string, f: Figures) =>
  `${label.padEnd(14)} score ${f.score.toFixed(2)} · LCP ${(f.lcp / 1000).toFixed(1)} s · TBT ${Math.round(f.tbt)} ms · ${f.requests} requests · ${Math.round(f.kb)} KB`;

const app = await startServer({ port: 3461 });
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-static-page-'));
try {
  const { snippetId } = await seedSnippet(app);
  await saveStaticPage(app.url, snippetId, dir);
  const staticPage = await serveDirectory(dir);
  const publicUrl = `${app.url}/snippets/${snippetId}`;
  const previewUrl = `${app.url}/preview/${snippetId}`;
  const pageRuns: Figures[] = [];
  const previewRuns: Figures[] = [];
  const staticRuns: Figures[] = [];
  for (let i = 0; i < RUNS; i++) {
    pageRuns.push(await audit(publicUrl));
    previewRuns.push(await audit(previewUrl));
    staticRuns.push(await audit(staticPage.url));
  }
  staticPage.close();
  const page = medians(pageRuns);
  const anchor = medians(staticRuns);
  console.log(`Lighthouse ${RUNS}× each (mobile preset), medians:`);
  console.log(line('public page', page));
  console.log(line('full preview', medians(previewRuns)));
  console.log(line('static page', anchor));
  console.log(
    `public/static: score ${(page.score / anchor.score).toFixed(2)} · LCP ×${(page.lcp / anchor.lcp).toFixed(2)} · requests ×${(page.requests / anchor.requests).toFixed(1)} · bytes ×${(page.kb / anchor.kb).toFixed(1)}`,
  );
  // What each document loads to start, from the build's report (scripts/bundle-report.ts).
  const report = JSON.parse(fs.readFileSync(path.join(CLIENT_DIR, 'bundle-report.json'), 'utf8')) as BundleReport;
  for (const [doc, entry] of Object.entries(report))
    console.log(
      `${doc.padEnd(14)} JS to start ${(entry.js / 1024).toFixed(1)} KB gzip · CSS ${(entry.css / 1024).toFixed(1)} KB gzip${PUBLIC_DOCUMENTS.includes(doc as never) ? ` (budget ${PUBLIC_PAGE_JS_BUDGET / 1024} KB)` : ''}`,
    );
} finally {
  await app.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
