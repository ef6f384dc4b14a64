import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createProjectInput,
  deleteProjectResultSchema,
  listProjectsQuery,
  projectPageSchema,
  projectSchema,
  updateProjectInput,
} from '@shared/schemas/projects';
import { errorResponses, idParam, INVALID_PROJECT_ID } from '@shared/schemas/http';
import type { FeatureContext } from '../../core/context';
import { currentUser } from '../../plugins/session';
import { createProjectsService } from './projects.service';
import { createSharedReads } from '../../lib/shared-read';

const asBytes = (serialized: string | Buffer | ArrayBuffer) =>
  typeof serialized === 'string'
    ? Buffer.from(serialized)
    : Buffer.isBuffer(serialized)
      ? serialized
      : Buffer.from(serialized);

// Path parameters are checked before the body, so a bad id is reported as such whatever the body holds.
const params = z.object({ id: idParam(INVALID_PROJECT_ID) });
const TAGS = ['Projects'];

export async function projectsRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const projects = createProjectsService({ db: ctx.db, events: ctx.events, log: app.log });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const listPages = createSharedReads<Buffer>();

  r.get(
    '/api/projects',
    {
      schema: { tags: TAGS, querystring: listProjectsQuery, response: { 200: projectPageSchema, ...errorResponses } },
    },
    // The list is the same for every staff member: requests for the same page that come while it is
    // being read share the next read and its JSON (decision 0022).
    async (request, reply) => {
      const { cursor, limit } = request.query;
      const body = await listPages(`${limit} ${cursor ?? ''}`, async () =>
        asBytes(reply.serialize(await projects.list(request.query))),
      );
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(body);
    },
  );

  r.post(
    '/api/projects',
    { schema: { tags: TAGS, body: createProjectInput, response: { 201: projectSchema, ...errorResponses } } },
    async (request, reply) => {
      const user = currentUser(request);
      const project = await projects.create(user, request.body);
      return reply.status(201).send(project);
    },
  );

  r.get(
    '/api/projects/:id',
    { schema: { tags: TAGS, params, response: { 200: projectSchema, ...errorResponses } } },
    async (request) => projects.get(request.params.id),
  );

  r.patch(
    '/api/projects/:id',
    { schema: { tags: TAGS, params, body: updateProjectInput, response: { 200: projectSchema, ...errorResponses } } },
    async (request) => projects.update(request.params.id, request.body),
  );

  r.delete(
    '/api/projects/:id',
    { schema: { tags: TAGS, params, response: { 200: deleteProjectResultSchema, ...errorResponses } } },
    async (request) => projects.remove(request.params.id),
  );
}
