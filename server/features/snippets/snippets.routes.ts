import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  analyzeImagesInput,
  createSnippetInput,
  NO_IMAGES_MESSAGE,
  promptSnippetInput,
  updateSnippetInput,
  analyzeImagesResultSchema,
  snippetDetailSchema,
  snippetJobResultSchema,
  listProjectSnippetsQuery,
  snippetPageSchema,
  snippetSchema,
  snippetSharingSchema,
  snippetVersionSchema,
} from '@shared/schemas/snippets';
import {
  errorResponses,
  idParam,
  INVALID_PROJECT_ID,
  INVALID_SNIPPET_ID,
  INVALID_VERSION_ID,
  noContent,
  notModified,
} from '@shared/schemas/http';
import type { FeatureContext } from '../../core/context';
import { badRequest } from '../../lib/errors';
import { currentUser } from '../../plugins/session';
import { whileClientWaits } from '../../lib/sse';
import { replyWithJob } from './snippet-job-reply';
import { snippetPageRoutes } from './snippet-pages.routes';
import { createSnippetsService } from './snippets.service';

/** Five reference images of 5 MB each, base64-encoded (4/3 larger), plus the prompt. */
export const IMAGE_BODY_LIMIT = 36 * 1024 * 1024;

// Path parameters are checked before the body, so a bad id is reported as such whatever the body holds.
const idParams = z.object({ id: idParam(INVALID_SNIPPET_ID) });
const projectParams = z.object({ projectId: idParam(INVALID_PROJECT_ID) });
const versionParams = z.object({ versionId: idParam(INVALID_VERSION_ID) });
const TAGS = ['Snippets'];

/**
 * Generation and edits answer JSON, or `text/event-stream` (SnippetStreamEvent) when the request
 * accepts it; the stream is written by hand and has no response schema.
 */
const STREAMED = 'JSON as below, or server-sent events (delta, reset, done, error) with Accept: text/event-stream.';

export async function snippetsRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const snippets = createSnippetsService({ db: ctx.db, ai: ctx.ai, events: ctx.events, log: app.log });
  const r = app.withTypeProvider<ZodTypeProvider>();
  await snippetPageRoutes(app, snippets, ctx.config);

  r.get(
    '/api/projects/:projectId/snippets',
    {
      schema: {
        tags: TAGS,
        params: projectParams,
        querystring: listProjectSnippetsQuery,
        response: { 200: snippetPageSchema, ...errorResponses },
      },
    },
    async (request) => snippets.list(request.params.projectId, request.query),
  );

  r.post(
    '/api/projects/:projectId/snippets',
    {
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: {
        tags: TAGS,
        description: STREAMED,
        params: projectParams,
        body: createSnippetInput,
        response: { 201: snippetJobResultSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const job = await snippets.prepareCreate(request.params.projectId, request.body, user.id);
      return replyWithJob(request, reply, job, 201);
    },
  );

  r.get(
    '/api/snippets/:id',
    {
      config: { sharedSnippet: 'id' },
      schema: {
        tags: TAGS,
        description:
          'Answered with an ETag; a revalidation with If-None-Match is a 304 while the snippet is unchanged.',
        params: idParams,
        response: { 200: snippetDetailSchema, 304: notModified, ...errorResponses },
      },
    },
    async (request, reply) => {
      const id = request.params.id;
      return ctx.reads.send(request, reply, { read: 'snippet', snippetId: id }, () => snippets.get(id));
    },
  );

  r.put(
    '/api/snippets/:id',
    {
      schema: {
        tags: TAGS,
        params: idParams,
        body: updateSnippetInput,
        response: { 200: snippetSchema, ...errorResponses },
      },
    },
    async (request) => snippets.update(request.params.id, request.body, currentUser(request).id),
  );

  const sharing = (description: string) => ({
    schema: { tags: TAGS, description, params: idParams, response: { 200: snippetSharingSchema, ...errorResponses } },
  });
  r.post(
    '/api/snippets/:id/share',
    sharing(
      'Turns sharing on (the snippet keeps its link if it is shared already): its link is /snippet/{id}-{shareToken}.',
    ),
    async (request) => snippets.share(request.params.id),
  );
  r.delete(
    '/api/snippets/:id/share',
    sharing('Turns sharing off: the link and every grant of it stop, and open share pages lose their live events.'),
    async (request) => snippets.unshare(request.params.id),
  );

  r.delete(
    '/api/snippets/:id',
    { schema: { tags: TAGS, params: idParams, response: { 204: noContent, ...errorResponses } } },
    async (request, reply) => {
      await snippets.remove(request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/snippets/:id/prompt',
    {
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: {
        tags: TAGS,
        description: STREAMED,
        params: idParams,
        body: promptSnippetInput,
        response: { 200: snippetJobResultSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const job = await snippets.preparePrompt(request.params.id, request.body, user.id);
      return replyWithJob(request, reply, job, 200);
    },
  );

  r.get(
    '/api/snippets/:id/versions',
    {
      schema: { tags: TAGS, params: idParams, response: { 200: z.array(snippetVersionSchema), ...errorResponses } },
    },
    async (request) => snippets.versions(request.params.id),
  );

  r.post(
    '/api/snippets/versions/:versionId/restore',
    { schema: { tags: TAGS, params: versionParams, response: { 200: snippetSchema, ...errorResponses } } },
    async (request) => snippets.restore(request.params.versionId, currentUser(request).id),
  );

  r.post(
    '/api/analyze-images',
    {
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: {
        tags: TAGS,
        body: analyzeImagesInput,
        response: { 200: analyzeImagesResultSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { referenceImage, referenceImages } = request.body;
      if (!referenceImage && !referenceImages?.length) throw badRequest(NO_IMAGES_MESSAGE);
      return { prompt: await whileClientWaits(reply, (signal) => snippets.describeImages(request.body, signal)) };
    },
  );
}
