import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { bytesResponse, errorResponses, idParam, INVALID_SNIPPET_ID } from '@shared/schemas/http';
import { DOCUMENT_STAMP } from '@shared/snippet-document';
import { text } from '@shared/schemas/primitives';
import type { FeatureContext } from '../../core/context';
import { notFound } from '../../lib/errors';
import { isFresh } from '../../lib/http';
import { createPreviewAssets, type Asset, type AssetName } from './preview-assets';
import { FRAME_CSP, STATIC_DOCUMENT_CSP } from './frame-document';
import { createSnippetDocuments } from './snippet-documents';

/** Scripts, stylesheets, fonts and the frame document, sent as stored: no JSON, no response schema. */
const asset = (description: string, mediaType: string) => ({
  config: { public: true },
  schema: {
    tags: ['Preview'],
    response: {
      200: bytesResponse(description, mediaType),
      304: z.null().meta({ description: 'Not modified' }),
      ...errorResponses,
    },
  },
});
const LONG_CACHE = 'public, max-age=31536000, immutable';
const PRIVATE_LONG_CACHE = 'private, max-age=31536000, immutable';

/** The asset routes of the preview frame, with the name of what each serves. */
const ASSET_ROUTES: Record<string, AssetName> = {
  '/vendor/tailwind.js': 'tailwind',
  '/vendor/alpine.js': 'alpine',
  '/vendor/highlight.js': 'highlight',
  '/vendor/highlight.css': 'highlight-css',
  '/frame/bridge.js': 'bridge',
  '/vendor/axe.js': 'axe',
  '/frame/checks.js': 'checks',
};

function acceptsGzip(request: FastifyRequest) {
  return /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
}

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  asset: Asset,
  cacheControl: string,
  { shared = true }: { shared?: boolean } = {},
) {
  const etag = `"${asset.version}"`;
  reply.header('Cache-Control', cacheControl).header('ETag', etag).header('Vary', 'Accept-Encoding').type(asset.type);
  // The frame's document has an opaque origin: its font loads are CORS requests. A snippet's own
  // page is never readable by another origin.
  if (shared) reply.header('Access-Control-Allow-Origin', '*').header('Cross-Origin-Resource-Policy', 'cross-origin');
  if (isFresh(request, { etag })) return reply.status(304).send();
  if (asset.gzip && acceptsGzip(request)) return reply.header('Content-Encoding', 'gzip').send(asset.gzip);
  return reply.send(asset.body);
}

/**
 * What the sandboxed preview frame loads, all from this server (no CDN, works
 * offline) and public: the frame document, its bridge script, Tailwind's
 * browser build, Alpine.js, highlight.js, axe-core and the checks script (loaded only when checks
 * run) and the fonts of the font library (shared/fonts).
 */
export async function previewRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const assets = createPreviewAssets();
  const documents = createSnippetDocuments(ctx.db, assets);

  for (const [route, name] of Object.entries(ASSET_ROUTES)) {
    const type = name === 'highlight-css' ? 'text/css' : 'text/javascript';
    app.get(route, asset(`The preview frame's ${name} asset.`, type), async (request, reply) =>
      send(request, reply, await assets.get(name), LONG_CACHE),
    );
  }

  app.get<{ Params: { name: string } }>(
    '/fonts/:name',
    asset('A font family of the font library.', 'text/css'),
    async (request, reply) => {
      const slug = /^([a-z0-9-]+)\.css$/.exec(request.params.name)?.[1];
      const css = slug ? await assets.fontCss(slug) : null;
      if (!css) throw notFound('Font not found');
      return send(request, reply, css, LONG_CACHE);
    },
  );

  app.get<{ Params: { slug: string; file: string } }>(
    '/fonts/:slug/:file',
    asset('A font file (WOFF2).', 'font/woff2'),
    async (request, reply) => {
      const font = await assets.font(request.params.slug, request.params.file);
      if (!font) throw notFound('Font not found');
      return send(request, reply, font, LONG_CACHE);
    },
  );

  app.get('/frame.html', asset('The document of the sandboxed preview frame.', 'text/html'), async (request, reply) => {
    const frame = await assets.frame();
    reply.header('Content-Security-Policy', FRAME_CSP);
    return send(request, reply, frame, 'no-cache');
  });

  app.get<{ Params: { id: number }; Querystring: { v?: string } }>(
    '/frame/snippets/:id',
    {
      config: { sharedSnippet: 'id' },
      schema: {
        tags: ['Preview'],
        description:
          "A snippet's latest version as a complete static page in its project's design, Tailwind compiled in. " +
          'With `v`, the stamp of what it holds, the answer is cached for good; a changed snippet or design has a new stamp.',
        params: z.object({ id: idParam(INVALID_SNIPPET_ID) }),
        querystring: z.object({ v: text().regex(DOCUMENT_STAMP, 'Invalid document stamp').optional() }),
        response: {
          200: bytesResponse('The snippet as an HTML document, for a sandboxed frame.', 'text/html'),
          304: z.null().meta({ description: 'Not modified' }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const document = await documents.latest(request.params.id);
      // Opaque origin even when opened on its own: snippet code never runs with the app's origin.
      reply.header('Content-Security-Policy', STATIC_DOCUMENT_CSP);
      const pinned = request.query.v === document.version;
      // Only for those who may see the snippet: no shared cache keeps it.
      return send(request, reply, document, pinned ? PRIVATE_LONG_CACHE : 'private, no-cache', { shared: false });
    },
  );
}
