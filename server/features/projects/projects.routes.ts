import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '@shared/schemas/primitives';
import { createProjectInput, updateProjectInput } from '@shared/schemas/projects';
import type { FeatureContext } from '../../core/context';
import { parseId } from '../../lib/errors';
import { currentUser } from '../../plugins/session';
import { createProjectsService, INVALID_PROJECT_ID } from './projects.service';

const idParams = z.object({ id: text() });

/** The id is checked before the body, so a bad id is reported as such whatever the body holds. */
async function checkId(request: FastifyRequest) {
  parseId((request.params as { id: string }).id, INVALID_PROJECT_ID);
}

export async function projectsRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const projects = createProjectsService(ctx.db);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/projects', async () => projects.list());

  r.post('/api/projects', { schema: { body: createProjectInput } }, async (request, reply) => {
    const user = currentUser(request);
    const project = await projects.create(user, request.body);
    return reply.status(201).send(project);
  });

  r.get('/api/projects/:id', { schema: { params: idParams }, preValidation: checkId }, async (request) =>
    projects.get(parseId(request.params.id, INVALID_PROJECT_ID)),
  );

  r.patch(
    '/api/projects/:id',
    { schema: { params: idParams, body: updateProjectInput }, preValidation: checkId },
    async (request) => projects.update(parseId(request.params.id, INVALID_PROJECT_ID), request.body),
  );

  r.delete('/api/projects/:id', { schema: { params: idParams }, preValidation: checkId }, async (request) =>
    projects.remove(parseId(request.params.id, INVALID_PROJECT_ID)),
  );
}
