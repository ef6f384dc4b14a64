import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '@shared/schemas/primitives';
import {
  commentApprovedSchema,
  commentDismissedSchema,
  commentFixedSchema,
  commentPageSchema,
  commentPinsSchema,
  commentSchema,
  createCommentInput,
  listCommentsQuery,
} from '@shared/schemas/comments';
import {
  bytesResponse,
  errorResponses,
  eventStreamResponse,
  idParam,
  INVALID_COMMENT_ID,
  INVALID_SNIPPET_ID,
  notModified,
} from '@shared/schemas/http';
import { COMMENT_BODY_MAX_BYTES, COMMENT_PINS_MAX, LIVE_STREAMS_PER_ADDRESS } from '@shared/constants';
import type { FeatureContext } from '../../core/context';
import { contentDisposition } from '../../lib/http';
import { createStreamLimiter, openEventStream, whileClientWaits, type EventStream } from '../../lib/sse';
import { addressKey } from '../../lib/net';
import { currentUser } from '../../plugins/session';
import { attemptLimiter } from '../../plugins/rate-limit';
import { createCommentsService } from './comments.service';

const snippetParams = z.object({ id: idParam(INVALID_SNIPPET_ID) });
const commentParams = z.object({ id: idParam(INVALID_COMMENT_ID) });
const TAGS = ['Comments'];

/** How often an idle event stream sends a comment line, so proxies keep it open. */
const HEARTBEAT_MS = 25_000;

export async function commentsRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const comments = createCommentsService({ db: ctx.db, events: ctx.events, ai: ctx.ai });
  const postLimit = attemptLimiter(app, 'comment-post', { max: ctx.config.commentPostsPerMinute, windowMs: 60_000 });
  const openStreams = new Set<EventStream['end']>();
  const streamLimit = createStreamLimiter(LIVE_STREAMS_PER_ADDRESS);
  // Before the server waits for its connections to end (a stream never would): every page listening
  // is told to reconnect, each after its own 1–3 s so they do not all arrive at the next server at once.
  let closing = false;
  const reconnectLater = () => ({ reconnectMs: 1000 + Math.random() * 2000 });
  app.addHook('preClose', async () => {
    closing = true;
    for (const end of openStreams) end(reconnectLater());
  });

  r.get(
    '/api/snippets/:id/comments',
    {
      config: { sharedSnippet: 'id' },
      schema: {
        tags: TAGS,
        description:
          'The newest comments first, a page at a time: pass `nextCursor` as `cursor` for the next page. ' +
          'Answered with an ETag; a revalidation with If-None-Match is a 304 while the page is unchanged.',
        params: snippetParams,
        querystring: listCommentsQuery,
        response: { 200: commentPageSchema, 304: notModified, ...errorResponses },
      },
    },
    async (request, reply) => {
      const id = request.params.id;
      const { cursor, limit } = request.query;
      return ctx.reads.send(request, reply, { read: 'comments', snippetId: id, page: `${cursor ?? ''}:${limit}` }, () =>
        comments.list(id, { cursor, limit }),
      );
    },
  );

  r.get(
    '/api/snippets/:id/comment-pins',
    {
      config: { sharedSnippet: 'id' },
      schema: {
        tags: TAGS,
        description:
          `The pin markers of the newest pinned comments (at most ${COMMENT_PINS_MAX}) for the preview, and how many pinned ` +
          'comments there are. Answered with an ETag, as the comments.',
        params: snippetParams,
        response: { 200: commentPinsSchema, 304: notModified, ...errorResponses },
      },
    },
    async (request, reply) => {
      const id = request.params.id;
      return ctx.reads.send(request, reply, { read: 'pins', snippetId: id }, () => comments.pins(id));
    },
  );

  r.post(
    '/api/snippets/:id/comments',
    {
      config: { sharedSnippet: 'id', bodyTooLarge: 'Image size must be less than 10MB' },
      bodyLimit: COMMENT_BODY_MAX_BYTES,
      // Counted per address before the body is read: a refused post costs no parsing.
      ...postLimit,
      schema: {
        tags: TAGS,
        params: snippetParams,
        body: createCommentInput,
        response: { 201: commentSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const created = await comments.create(request.params.id, request.body);
      return reply.status(201).send(created);
    },
  );

  r.get(
    '/api/comment-images/:imageId',
    {
      config: { sharedSnippet: 'comment-image' },
      schema: {
        tags: TAGS,
        params: z.object({ imageId: text().regex(/^[\w-]{10,64}$/) }),
        response: { 200: bytesResponse('The image', 'image/*'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const image = await comments.image(request.params.imageId);
      if (!image) return reply.status(404).send({ error: 'not_found', message: 'Image not found' });
      return (
        reply
          .type(image.mimeType)
          // Only for those who may see the snippet: no shared cache keeps it.
          .header('Cache-Control', 'private, max-age=31536000, immutable')
          .header('Content-Security-Policy', "default-src 'none'; sandbox")
          .header('Content-Disposition', contentDisposition('inline'))
          .send(image.data)
      );
    },
  );

  r.post(
    '/api/comments/:id/manual-approve',
    { schema: { tags: TAGS, params: commentParams, response: { 200: commentApprovedSchema, ...errorResponses } } },
    async (request) => {
      const id = request.params.id;
      const sid = await comments.settle(id, { approved: true });
      await comments.publishUpdated(sid, id);
      return { id, approved: true as const };
    },
  );

  r.post(
    '/api/comments/:id/dismiss',
    { schema: { tags: TAGS, params: commentParams, response: { 200: commentDismissedSchema, ...errorResponses } } },
    async (request) => {
      const id = request.params.id;
      const sid = await comments.settle(id, { resolved: true });
      await comments.publishUpdated(sid, id);
      return { id, resolved: true as const };
    },
  );

  r.post(
    '/api/comments/:id/approve',
    { schema: { tags: TAGS, params: commentParams, response: { 200: commentFixedSchema, ...errorResponses } } },
    async (request, reply) => {
      const user = currentUser(request);
      const id = request.params.id;
      // The browser went away before the answer: stop paying for the model.
      return whileClientWaits(reply, (signal) => comments.approveAndFix(id, user.id, signal));
    },
  );

  r.get(
    '/api/snippets/:id/events',
    {
      config: { sharedSnippet: 'id' },
      schema: {
        tags: TAGS,
        params: snippetParams,
        response: {
          200: eventStreamResponse(
            'Live events of the snippet: comment.created, comment.updated, snippet.updated, snippet.deleted, ' +
              'snippet.sharing (the stream ends when sharing is turned off).',
          ),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const sid = request.params.id;
      const release = streamLimit.claim(addressKey(request.ip));
      let stream;
      try {
        await comments.ensureSnippet(sid);
        stream = openEventStream(reply, { greeting: 'connected', retryMs: 2000, heartbeatMs: HEARTBEAT_MS });
      } catch (err) {
        release();
        throw err;
      }
      stream.onEnd(release);
      const unsubscribe = await ctx.events.subscribe(sid, (event) => {
        stream.send(event.type, event);
        // Sharing turned off: the stream ends, and a visitor without a session cannot open it again.
        if (event.type === 'snippet.sharing' && !event.shared && !request.user) stream.end();
      });
      openStreams.add(stream.end);
      stream.onEnd(() => {
        unsubscribe();
        openStreams.delete(stream.end);
      });
      // Opened while the server began shutting down: reconnect to the next one too.
      if (closing) stream.end(reconnectLater());
    },
  );
}
