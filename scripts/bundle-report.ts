import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';
import type { OutputChunk } from 'rolldown';
import { PUBLIC_DOCUMENTS, startChunks } from './public-pages.ts';

/** What each page's first load costs: its entry and every chunk it imports statically, gzip-compressed. */
export interface BundleReport {
  [page: string]: {
    js: number;
    css: number;
    chunks: string[];
    /** What the JS is made of: the largest packages and source files, in bytes before minifying. */
    packages: Record<string, number>;
  };
}

/** JS a public page may load before it is interactive, gzip (the share page and /preview, SPEC §2). */
export const PUBLIC_PAGE_JS_BUDGET = 60 * 1024;

const gzip = (text: string | Uint8Array) => zlib.gzipSync(text, { level: 9 }).length;

function largestSources(chunks: OutputChunk[], count = 20): Record<string, number> {
  const sizes = new Map<string, number>();
  for (const chunk of chunks)
    for (const [id, module] of Object.entries(chunk.modules)) {
      // zod by its parts: its full build (classic), its mini build and their core
      const name =
        /node_modules\/(zod\/v4\/[^/]+)/.exec(id)?.[1] ??
        /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1] ??
        id.replace(/^.*\/(client|shared)\//, '$1/');
      sizes.set(name, (sizes.get(name) ?? 0) + module.renderedLength);
    }
  return Object.fromEntries([...sizes].sort((a, b) => b[1] - a[1]).slice(0, count));
}

/**
 * Writes dist/client/bundle-report.json: per HTML page, the gzip bytes of the JS and CSS its first load
 * fetches to start (lazy chunks are left out). Warns when the public pages' JS is over its budget.
 */
export function bundleReport(): Plugin {
  return {
    name: 'atelier-bundle-report',
    apply: 'build',
    generateBundle(options, bundle) {
      const report: BundleReport = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !output.isEntry || !output.facadeModuleId) continue;
        const page = path.basename(output.facadeModuleId).replace(/\.[jt]sx?$/, '');
        const chunks = startChunks(bundle, output);
        const css = new Set(chunks.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]));
        report[page] = {
          js: chunks.reduce((sum, c) => sum + gzip(c.code), 0),
          css: [...css].reduce((sum, name) => {
            const asset = bundle[name];
            return sum + (asset?.type === 'asset' ? gzip(asset.source) : 0);
          }, 0),
          chunks: chunks.map((c) => c.fileName),
          packages: largestSources(chunks),
        };
      }
      // Each document is its own build: the report gathers them.
      const dir = options.dir ?? 'dist/client';
      const file = path.join(dir, 'bundle-report.json');
      let earlier: BundleReport = {};
      try {
        earlier = JSON.parse(fs.readFileSync(file, 'utf8')) as BundleReport;
      } catch {
        earlier = {};
      }
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(file, `${JSON.stringify({ ...earlier, ...report }, null, 2)}\n`);
      for (const doc of PUBLIC_DOCUMENTS) {
        const js = report[doc]?.js ?? 0;
        if (js > PUBLIC_PAGE_JS_BUDGET)
          this.warn(
            `${doc} loads ${(js / 1024).toFixed(1)} KB of JS (gzip) to start, over the public pages' ${PUBLIC_PAGE_JS_BUDGET / 1024} KB budget.`,
          );
      }
    },
  };
}
