import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '@shared/schemas/primitives';
import { createCommentInput } from '@shared/schemas/comments';
import type { FeatureContext } from '../../core/context';
import { INVALID_SNIPPET_ID } from '../../core/snippets';
import { parseId } from '../../lib/errors';
import { LIVE_STREAMS_PER_ADDRESS } from '@shared/constants';
import { contentDisposition } from '../../lib/http';
import { createStreamLimiter, openEventStream, whileClientWaits } from '../../lib/sse';
import { currentUser } from '../../plugins/session';
import { attemptLimiter } from '../../plugins/rate-limit';
import { createCommentsService } from './comments.service';

const idParams = z.object({ id: text() });
const snippetId = (raw: string) => parseId(raw, INVALID_SNIPPET_ID);
const commentId = (raw: string) => parseId(raw, 'Invalid comment ID provided');

/** How often an idle event stream sends a comment line, so proxies keep it open. */
const HEARTBEAT_MS = 25_000;

export async function commentsRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const comments = createCommentsService({ db: ctx.db, events: ctx.events, ai: ctx.ai });
  const postLimit = attemptLimiter(app, 'comment-post', { max: 20, windowMs: 60_000 });
  const openStreams = new Set<() => void>();
  const streamLimit = createStreamLimiter(LIVE_STREAMS_PER_ADDRESS);
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
    { config: { public: true }, schema: { params: z.object({ imageId: text().regex(/^[\w-]{10,64}$/) }) } },
    async (request, reply) => {
      const image = await comments.image(request.params.imageId);
      if (!image) return reply.status(404).send({ error: 'not_found', message: 'Image not found' });
      return reply
        .type(image.mimeType)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Content-Disposition', contentDisposition('inline'))
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
    // The browser went away before the answer: stop paying for the model.
    return whileClientWaits(reply, (signal) => comments.approveAndFix(id, user.id, signal));
  });

  r.get(
    '/api/snippets/:id/events',
    { config: { public: true }, schema: { params: idParams } },
    async (request, reply) => {
      const sid = snippetId(request.params.id);
      const release = streamLimit.claim(request.ip);
      let stream;
      try {
        await comments.list(sid);
        stream = openEventStream(reply, { greeting: 'connected', retryMs: 2000, heartbeatMs: HEARTBEAT_MS });
      } catch (err) {
        release();
        throw err;
      }
      stream.onEnd(release);
      const unsubscribe = await ctx.events.subscribe(sid, (event) => stream.send(event.type, event));
      openStreams.add(stream.end);
      stream.onEnd(() => {
        unsubscribe();
        openStreams.delete(stream.end);
      });
    },
  );
}
