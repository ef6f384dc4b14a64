import fs from 'node:fs';
import path from 'node:path';
import { transformWithOxc, type Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';

/** The public snippet pages' documents, each its own entry: they start their app after the first paint. */
export const PUBLIC_DOCUMENTS = ['share.html', 'preview.html'] as const;

/** Their addresses (SPEC §2): the share page at /snippets/{id} and /snippet/{anything}, /preview/{id}. */
const SHARE_PAGE = /^\/(snippets\/[^/?#]+\/?|snippet\/.*)(\?.*)?$/;
const PREVIEW_PAGE = /^\/preview\/[^/?#]+\/?(\?.*)?$/;

const isPublicDocument = (file: string | null | undefined) => PUBLIC_DOCUMENTS.some((doc) => file?.endsWith(doc));

/** A chunk and every chunk it imports statically. */
export function staticClosure(bundle: OutputBundle, entry: OutputChunk): OutputChunk[] {
  const seen = new Map<string, OutputChunk>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const name of chunk.imports) {
      const next = bundle[name];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(entry);
  return [...seen.values()];
}

/**
 * What a page loads to start: its entry's chunks, and for a public document, whose entry imports its
 * app after the first paint (client/src/public), the app's chunks too. Lazy parts (drawers, notices) not.
 */
export function startChunks(bundle: OutputBundle, entry: OutputChunk): OutputChunk[] {
  const chunks = new Map(staticClosure(bundle, entry).map((c) => [c.fileName, c]));
  if (isPublicDocument(entry.facadeModuleId))
    for (const name of entry.dynamicImports) {
      const app = bundle[name];
      if (app?.type === 'chunk') for (const c of staticClosure(bundle, app)) chunks.set(c.fileName, c);
    }
  return [...chunks.values()];
}

const AFTER_FIRST_PAINT = path.resolve(import.meta.dirname, '../client/src/public/after-first-paint.ts');

/**
 * The start of a built public document, written into its HTML: `afterFirstPaint` (the page's own module,
 * in JavaScript), which once the first paint is on screen preloads the page's start chunks and imports its
 * entry. Inline, nothing of the app is even asked for before that paint. The server allows this script by
 * its hash (server/lib/client-page.ts).
 */
async function inlineStart(entry: string, chunks: string[]): Promise<string> {
  const source = fs.readFileSync(AFTER_FIRST_PAINT, 'utf8').replace(/^export function/m, 'function');
  const start = `
afterFirstPaint(() => {
  for (const href of ${JSON.stringify(chunks)}) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  void import(${JSON.stringify(entry)});
});
`;
  const { code } = await transformWithOxc(source + start, AFTER_FIRST_PAINT);
  // the module's doc comments are for its readers, not for every visitor's download
  return code
    .replace(/\/\*\*[\s\S]*?\*\//g, '')
    .replace(/\n\s*\n/g, '\n')
    .trim();
}

/**
 * The public pages are documents of their own (client/share.html, client/preview.html), served by the
 * Vite dev server at their addresses too. Built, their HTML holds the start of the page inline
 * (`inlineStart`), in place of the entry's script and preloads: nothing of the app's code travels in front
 * of the first paint (decision 0023). Under the dev server, the entry is fetched at low priority and waits
 * for the paint itself.
 */
export function publicPages(): Plugin {
  return {
    name: 'atelier-public-pages',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.method !== 'GET' || !req.url) return next();
        if (SHARE_PAGE.test(req.url)) req.url = '/share.html';
        else if (PREVIEW_PAGE.test(req.url)) req.url = '/preview.html';
        next();
      });
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (!isPublicDocument(ctx.filename)) return;
        const { bundle, chunk } = ctx;
        if (!bundle || !chunk)
          return html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
        const entry = `/${chunk.fileName}`;
        const chunks = startChunks(bundle, chunk).map((c) => `/${c.fileName}`);
        const start = await inlineStart(entry, chunks);
        const withoutEntry = html
          .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
          .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
        if (withoutEntry.includes(entry)) throw new Error(`${ctx.filename} still names its entry ${entry}`);
        return withoutEntry.replace('</body>', `<script type="module">${start}</script>\n</body>`);
      },
    },
  };
}
