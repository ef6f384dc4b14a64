import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { projectSchema } from '@shared/schemas/projects';
import { errorResponses, idParam } from '@shared/schemas/http';
import { createTestApp, type TestApp } from '../test/harness';
import { registerErrorHandler } from './errors';
import { createSerializerCompiler } from './response-serializer';

describe('every route declares its answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('declares a schema for its own answer (a success, a redirect or the one failure it gives) and for failures', () => {
    const routes = t.app.registeredRoutes.filter((r) => !r.hidden);
    expect(routes.length).toBeGreaterThan(40);
    const missing = routes
      .filter(
        (r) =>
          !r.responses.some((code) => /^\d\d\d$/.test(code)) ||
          !r.responses.includes('4xx') ||
          !r.responses.includes('5xx'),
      )
      .map((r) => `${r.method} ${r.url}: ${r.responses.join(', ') || 'none'}`);
    expect(missing).toEqual([]);
  });
});

describe('an answer that drifts from its schema', () => {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createSerializerCompiler());
  registerErrorHandler(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const project = {
    id: 1,
    name: 'Harbor Coffee',
    stylingReference: 'Warm',
    sourceUrl: null,
    cssContent: null,
    fontFamily: 'Inter',
    primaryColor: '#111111',
    accentColor: '#c2410c',
    borderRadius: '0.5rem',
    boxShadow: 'none',
    isDarkMode: false,
    createdBy: null,
    createdAt: '2026-11-24T10:00:00.000Z',
    updatedAt: '2026-11-24T10:00:00.000Z',
  };
  r.get(
    '/projects/:id',
    {
      schema: {
        params: z.object({ id: idParam('Invalid project ID provided') }),
        response: { 200: projectSchema, ...errorResponses },
      },
    },
    // id 2 answers a project whose dates left as Date objects and whose name went missing: a drift.
    async (request) =>
      (request.params.id === 1 ? project : { ...project, name: undefined, createdAt: new Date() }) as z.infer<
        typeof projectSchema
      >,
  );
  afterAll(() => app.close());

  it('leaves as declared when it matches, without fields the schema does not name', async () => {
    const res = await app.inject({ url: '/projects/1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(project);
  });

  it('is a 500, not a wrong answer', async () => {
    const res = await app.inject({ url: '/projects/2' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'internal', message: 'Internal Server Error' });
  });

  it('refuses a bad id with the message of the id parameter', async () => {
    for (const id of ['0', 'abc', '1.5', '-1', '1234567890']) {
      const res = await app.inject({ url: `/projects/${id}` });
      expect(res.statusCode, id).toBe(400);
      expect(res.json().message, id).toBe('Invalid project ID provided');
    }
  });
});
