import type { FastifyInstance } from 'fastify';
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

// Path parameters are checked before the body, so a bad id is reported as such whatever the body holds.
const params = z.object({ id: idParam(INVALID_PROJECT_ID) });
const TAGS = ['Projects'];

export async function projectsRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const projects = createProjectsService({ db: ctx.db, events: ctx.events, log: app.log });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/projects',
    {
      schema: { tags: TAGS, querystring: listProjectsQuery, response: { 200: projectPageSchema, ...errorResponses } },
    },
    async (request) => projects.list(request.query),
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
