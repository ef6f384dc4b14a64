import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import escapeHtml from 'escape-html';
import {
  INITIAL_SNIPPET_ID,
  PAGE_SHELL_ID,
  previewShellClasses,
  shareHeaderHtml,
  SNIPPET_FRAME_SANDBOX,
} from '@shared/public-page';
import { snippetDocumentPath } from '@shared/snippet-document';
import { bytesResponse, errorResponses, parseLeadingId } from '@shared/schemas/http';
import { text } from '@shared/schemas/primitives';
import type { SnippetDetailDto } from '@shared/schemas/snippets';
import type { Config } from '../../config';
import { CLIENT_NOT_BUILT, clientHtml, clientPageWith, inlineScriptSources } from '../../lib/client-page';
import { pagePolicyAllowing } from '../../plugins/security';
import { HttpError } from '../../lib/errors';
import type { SnippetsService } from './snippets.service';

/**
 * /preview as the server draws it: the snippet's name, painted with the HTML, and its frame, loading the
 * snippet's static page at once, in parallel with the app's scripts. Hidden from assistive technology
 * and the keyboard: the page's own header and frame replace them.
 */
function previewShell(snippet: SnippetDetailDto): string {
  const c = previewShellClasses;
  return `<div id="${PAGE_SHELL_ID}" class="${c.shell}" aria-hidden="true" inert><div class="${c.header}"><p class="${c.title}">${escapeHtml(snippet.name)}</p></div><iframe src="${escapeHtml(snippetDocumentPath(snippet.id))}" title="" tabindex="-1" sandbox="${SNIPPET_FRAME_SANDBOX}" referrerpolicy="no-referrer" class="${c.frame}"></iframe></div>`;
}

const page = (description: string) => ({
  config: { sharedSnippet: 'page' as const },
  schema: {
    tags: ['Pages'],
    description,
    params: z.object({ id: text().optional(), '*': text().optional() }),
    response: { 200: bytesResponse('The client page.', 'text/html'), ...errorResponses },
  },
});

/**
 * The snippet's public pages (/snippets/{id}, /snippet/{id…}, /preview/{id}) are the client's public
 * documents (share.html, preview.html) with the snippet in them: its title, its data for the page to
 * start from, and the share page's header, which the page keeps, or /preview's name and frame. Any address
 * without a snippet gets the plain document, which says 'Snippet Not Found'. The document starts from an
 * inline script, which its policy allows by hash, and nothing else inline.
 */
export async function snippetPageRoutes(app: FastifyInstance, snippets: SnippetsService, config: Config) {
  async function answer(reply: FastifyReply, idText: string | null, page: 'share' | 'preview') {
    const html = clientHtml(page === 'share' ? 'share.html' : 'preview.html');
    if (!html) return reply.status(503).type('text/plain; charset=utf-8').send(CLIENT_NOT_BUILT);
    const id = idText === null ? null : parseLeadingId(idText);
    let snippet: SnippetDetailDto | null = null;
    if (id !== null) {
      try {
        snippet = await snippets.get(id);
      } catch (err) {
        if (!(err instanceof HttpError && err.statusCode === 404)) throw err;
      }
    }
    const body = snippet
      ? clientPageWith(html, {
          title: `${snippet.name} · ${config.brandName}`,
          data: { id: INITIAL_SNIPPET_ID, value: snippet },
          shell: page === 'share' ? shareHeaderHtml(config.brandName, snippet) : previewShell(snippet),
        })
      : html;
    return (
      reply
        .type('text/html; charset=utf-8')
        // A snippet's page is for those who may see it: no shared cache keeps it.
        .header('Cache-Control', 'private, no-cache')
        .header('Content-Security-Policy', pagePolicyAllowing(inlineScriptSources(html)))
        .send(body)
    );
  }

  /** A visitor the snippet is not shared with gets the page of a missing snippet, as for any missing one. */
  const notShared = (kind: 'share' | 'preview') => ({
    errorHandler: (error: Error, _request: FastifyRequest, reply: FastifyReply) => {
      if (error instanceof HttpError && error.statusCode === 404) return answer(reply, null, kind);
      throw error;
    },
  });
  const sharePage = {
    ...page(
      "A snippet's share page: by its share link /snippet/{id}-{token}, or by its number with a session or grant.",
    ),
    ...notShared('share'),
  };
  app.get<{ Params: { id: string } }>('/snippets/:id', sharePage, (request, reply) =>
    answer(reply, request.params.id, 'share'),
  );
  app.get<{ Params: { '*': string } }>('/snippet/*', sharePage, (request, reply) =>
    answer(reply, request.params['*'], 'share'),
  );
  app.get<{ Params: { id: string } }>(
    '/preview/:id',
    { ...page("A snippet's full preview."), ...notShared('preview') },
    (request, reply) => answer(reply, request.params.id, 'preview'),
  );
}
