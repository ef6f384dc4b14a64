import type { HtmlTagDescriptor, Plugin } from 'vite';
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
 * The public pages are documents of their own (client/share.html, client/preview.html): served by the
 * Vite dev server at their addresses too, and built with modulepreload links for the app they start
 * after the first paint, so its code downloads while the browser paints the server's HTML.
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
      handler(_html, ctx) {
        if (!ctx.bundle || !ctx.chunk || !isPublicDocument(ctx.filename)) return;
        const own = new Set(staticClosure(ctx.bundle, ctx.chunk).map((c) => c.fileName));
        return startChunks(ctx.bundle, ctx.chunk)
          .filter((c) => !own.has(c.fileName))
          .map((c): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${c.fileName}` },
            injectTo: 'head',
          }));
      },
    },
  };
}
