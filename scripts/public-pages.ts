import type { Plugin } from 'vite';
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

/**
 * The public pages are documents of their own (client/share.html, client/preview.html), served by the
 * Vite dev server at their addresses too. Their HTML names only the small entry that starts the app after
 * the first paint, fetched at low priority: nothing of the app's code travels in front of that paint
 * (decision 0023).
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
      handler(html, ctx) {
        if (!isPublicDocument(ctx.filename)) return;
        return html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
      },
    },
  };
}
