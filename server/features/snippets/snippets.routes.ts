import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '@shared/schemas/primitives';
import {
  analyzeImagesInput,
  createSnippetInput,
  NO_IMAGES_MESSAGE,
  promptSnippetInput,
  updateSnippetInput,
  type AnalyzeImagesResult,
} from '@shared/schemas/snippets';
import type { FeatureContext } from '../../core/context';
import { badRequest, parseId } from '../../lib/errors';
import { currentUser } from '../../plugins/session';
import { whileClientWaits } from '../../lib/sse';
import { replyWithJob } from './snippet-job-reply';
import { INVALID_PROJECT_ID, INVALID_SNIPPET_ID, INVALID_VERSION_ID } from '../../core/snippets';
import { createSnippetsService } from './snippets.service';

/** Five reference images of 5 MB each, base64-encoded (4/3 larger), plus the prompt. */
export const IMAGE_BODY_LIMIT = 36 * 1024 * 1024;

const idParams = z.object({ id: text() });
const projectParams = z.object({ projectId: text() });
const versionParams = z.object({ versionId: text() });

/** Checks a path id before the body, so a bad id is reported as such whatever the body holds. */
const checkParam = (name: string, message: string) => async (request: FastifyRequest) => {
  parseId((request.params as Record<string, string>)[name], message);
};
const checkSnippetId = checkParam('id', INVALID_SNIPPET_ID);

export async function snippetsRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const snippets = createSnippetsService({ db: ctx.db, ai: ctx.ai, events: ctx.events, log: app.log });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const snippetId = (params: { id: string }) => parseId(params.id, INVALID_SNIPPET_ID);

  r.get(
    '/api/projects/:projectId/snippets',
    { schema: { params: projectParams }, preValidation: checkParam('projectId', INVALID_PROJECT_ID) },
    async (request) => snippets.list(parseId(request.params.projectId, INVALID_PROJECT_ID)),
  );

  r.post(
    '/api/projects/:projectId/snippets',
    {
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: { params: projectParams, body: createSnippetInput },
      preValidation: checkParam('projectId', INVALID_PROJECT_ID),
    },
    async (request, reply) => {
      const user = currentUser(request);
      const projectId = parseId(request.params.projectId, INVALID_PROJECT_ID);
      const job = await snippets.prepareCreate(projectId, request.body, user.id);
      return replyWithJob(request, reply, job, 201);
    },
  );

  r.get(
    '/api/snippets/:id',
    { config: { public: true }, schema: { params: idParams }, preValidation: checkSnippetId },
    async (request) => snippets.get(snippetId(request.params)),
  );

  r.put(
    '/api/snippets/:id',
    { schema: { params: idParams, body: updateSnippetInput }, preValidation: checkSnippetId },
    async (request) => snippets.update(snippetId(request.params), request.body, currentUser(request).id),
  );

  r.delete(
    '/api/snippets/:id',
    { schema: { params: idParams }, preValidation: checkSnippetId },
    async (request, reply) => {
      await snippets.remove(snippetId(request.params));
      return reply.status(204).send();
    },
  );

  r.post(
    '/api/snippets/:id/prompt',
    {
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: { params: idParams, body: promptSnippetInput },
      preValidation: checkSnippetId,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const job = await snippets.preparePrompt(snippetId(request.params), request.body, user.id);
      return replyWithJob(request, reply, job, 200);
    },
  );

  r.get(
    '/api/snippets/:id/versions',
    { schema: { params: idParams }, preValidation: checkSnippetId },
    async (request) => snippets.versions(snippetId(request.params)),
  );

  r.post(
    '/api/snippets/versions/:versionId/restore',
    { schema: { params: versionParams }, preValidation: checkParam('versionId', INVALID_VERSION_ID) },
    async (request) => snippets.restore(parseId(request.params.versionId, INVALID_VERSION_ID), currentUser(request).id),
  );

  r.post(
    '/api/analyze-images',
    { bodyLimit: IMAGE_BODY_LIMIT, schema: { body: analyzeImagesInput } },
    async (request, reply): Promise<AnalyzeImagesResult> => {
      const { referenceImage, referenceImages } = request.body;
      if (!referenceImage && !referenceImages?.length) throw badRequest(NO_IMAGES_MESSAGE);
      return { prompt: await whileClientWaits(reply, (signal) => snippets.describeImages(request.body, signal)) };
    },
  );
}
