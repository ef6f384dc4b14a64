import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createCommentInput } from '@shared/schemas/comments';
import type { FeatureContext } from '../../core/context';
import { INVALID_SNIPPET_ID, saveVersion } from '../../core/snippets';
import { parseId } from '../../lib/errors';
import { currentUser } from '../../plugins/session';
import { attemptLimiter } from '../../plugins/rate-limit';
import type { AiImageMediaType } from '../../ai/provider';
import { createCommentsService } from './comments.service';

const idParams = z.object({ id: z.string() });
const snippetId = (raw: string) => parseId(raw, INVALID_SNIPPET_ID);
const commentId = (raw: string) => parseId(raw, 'Invalid comment ID provided');

/** How often an idle event stream sends a comment line, so proxies keep it open. */
const HEARTBEAT_MS = 25_000;

export async function commentsRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const comments = createCommentsService({ db: ctx.db, events: ctx.events });
  const postLimit = attemptLimiter(app, 'comment-post', { max: 20, windowMs: 60_000 });
  const openStreams = new Set<() => void>();
  app.addHook('onClose', async () => {
    for (const end of openStreams) end();
  });

  r.get('/api/snippets/:id/comments', { config: { public: true }, schema: { params: idParams } }, async (request) =>
    comments.list(snippetId(request.params.id)),
  );

  r.post(
    '/api/snippets/:id/comments',
    {
      config: { public: true },
      bodyLimit: 15 * 1024 * 1024,
      preValidation: postLimit,
      schema: { params: idParams, body: createCommentInput },
    },
    async (request, reply) => {
      const created = await comments.create(snippetId(request.params.id), request.body);
      return reply.status(201).send(created);
    },
  );

  r.get(
    '/api/comment-images/:imageId',
    { config: { public: true }, schema: { params: z.object({ imageId: z.string().regex(/^[\w-]{10,64}$/) }) } },
    async (request, reply) => {
      const image = await comments.image(request.params.imageId);
      if (!image) return reply.status(404).send({ error: 'not_found', message: 'Image not found' });
      return reply
        .type(image.mimeType)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Content-Disposition', 'inline')
        .send(image.data);
    },
  );

  r.post('/api/comments/:id/manual-approve', { schema: { params: idParams } }, async (request) => {
    const id = commentId(request.params.id);
    const sid = await comments.settle(id, { approved: true });
    await comments.publishUpdated(sid, id);
    return { id, approved: true };
  });

  r.post('/api/comments/:id/dismiss', { schema: { params: idParams } }, async (request) => {
    const id = commentId(request.params.id);
    const sid = await comments.settle(id, { resolved: true });
    await comments.publishUpdated(sid, id);
    return { id, resolved: true };
  });

  r.post('/api/comments/:id/approve', { schema: { params: idParams } }, async (request, reply) => {
    const user = currentUser(request);
    const id = commentId(request.params.id);
    const { comment, target, image } = await comments.forFix(id);
    const abort = new AbortController();
    // The browser went away before the answer: stop paying for the model.
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) abort.abort();
    });
    const { code: _code, id: _sid, ...designSystem } = target;
    const result = await ctx.ai.editSnippet({
      code: target.code,
      // The offline rules read a plain instruction; a model gets the context too.
      instruction:
        ctx.ai.name === 'offline'
          ? comment.content
          : `A client (${comment.authorName}) left this feedback on the section; apply it:\n\n${comment.content}`,
      designSystem,
      images: image ? [{ mediaType: image.mimeType as AiImageMediaType, data: image.data }] : [],
      selector: comment.pinSelector ?? undefined,
      signal: abort.signal,
    });
    const { version } = await ctx.db.transaction(async (tx) => {
      await comments.settle(id, { approved: true }, tx);
      return saveVersion(tx, {
        snippetId: comment.snippetId,
        code: result.code,
        message: `Applied comment #${id} from ${comment.authorName}`,
        usage: result.usage,
        userId: user.id,
      });
    });
    await ctx.events.publish({
      type: 'snippet.updated',
      snippetId: comment.snippetId,
      versionNumber: version.versionNumber,
    });
    await comments.publishUpdated(comment.snippetId, id);
    return { id, approved: true, versionNumber: version.versionNumber, mode: result.mode };
  });

  r.get(
    '/api/snippets/:id/events',
    { config: { public: true }, schema: { params: idParams } },
    async (request, reply) => {
      const sid = snippetId(request.params.id);
      await comments.list(sid);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      });
      res.write(`retry: 2000\n: connected\n\n`);
      const unsubscribe = await ctx.events.subscribe(sid, (event) => {
        res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      });
      const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
      const stop = () => {
        clearInterval(heartbeat);
        unsubscribe();
        openStreams.delete(end);
      };
      const end = () => {
        stop();
        res.end();
      };
      openStreams.add(end);
      res.on('close', stop);
    },
  );
}
