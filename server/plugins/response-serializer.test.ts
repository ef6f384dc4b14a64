import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { serializerCompiler as encodingSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { projectPageSchema, projectSchema, type ProjectListItem } from '@shared/schemas/projects';
import { commentSchema } from '@shared/schemas/comments';
import { errorResponse } from '@shared/schemas/http';
import { createTestApp, type TestApp } from '../test/harness';
import { createSerializerCompiler, parsesAsItEncodes } from './response-serializer';

type Serialize = (data: unknown) => string;
const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/x', httpStatus: '200' });
const fast = (schema: z.ZodType) => createSerializerCompiler()(route(schema)) as Serialize;
const encoded = (schema: z.ZodType) => encodingSerializerCompiler(route(schema) as never) as Serialize;

const item = (i: number): ProjectListItem & Record<string, unknown> => ({
  id: i,
  name: `Client "project" ${i} — café \u2028 <b>`,
  stylingReference: 'Clean, modern storefront\nwith soft shadows \u0001',
  sourceUrl: i % 2 ? null : 'https://example.com/?a=1&b=2',
  fontFamily: 'Inter, sans-serif',
  primaryColor: '#3b82f6',
  accentColor: '#f59e0b',
  borderRadius: '0.5rem',
  boxShadow: 'none',
  isDarkMode: i % 3 === 0,
  createdBy: i % 4 ? 1 : null,
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-26T17:03:18.123Z',
  hasCustomCss: i % 3 === 0,
  snippetCount: i,
  newestSnippetId: i % 5 ? i * 7 : null,
  // not in the schema: must not leave
  cssContent: ':root{}',
  cursorAt: '2026-11-26T17:03:18.123456Z',
});

describe('the answers serializer', () => {
  it('writes the same bytes as the zod encoder, without the fields the schema does not name', () => {
    const page = { items: Array.from({ length: 30 }, (_, i) => item(i + 1)), nextCursor: 'c_1', extra: 1 };
    expect(fast(projectPageSchema)(page)).toBe(encoded(projectPageSchema)(page));
    expect(JSON.parse(fast(projectPageSchema)(page)).items[0]).not.toHaveProperty('cssContent');
    const last = { items: [], nextCursor: null };
    expect(fast(projectPageSchema)(last)).toBe(encoded(projectPageSchema)(last));
    const optional = z.object({ a: z.string().optional(), b: z.number().nullable(), c: z.array(z.boolean()) });
    for (const v of [
      { b: null, c: [] },
      { a: 'x', b: 1.5, c: [true, false] },
      { a: undefined, b: 0, c: [] },
    ])
      expect(fast(optional)(v)).toBe(encoded(optional)(v));
  });

  it('refuses a drifting answer as the encoder does', () => {
    const drifted = { ...item(1), createdAt: new Date(), name: undefined };
    expect(() => fast(projectPageSchema)({ items: [drifted], nextCursor: null })).toThrow(
      expect.objectContaining({ code: 'FST_ERR_RESPONSE_SERIALIZATION' }),
    );
  });

  it('encodes schemas that act by direction the former way', () => {
    const withDefault = z.object({ a: z.string().default('x') });
    const trimmed = z.object({ a: z.string().trim() });
    const codec = z.codec(z.iso.datetime(), z.date(), {
      decode: (s) => new Date(s),
      encode: (d) => d.toISOString(),
    });
    for (const schema of [withDefault, trimmed, z.object({ at: codec })]) expect(parsesAsItEncodes(schema)).toBe(false);
    expect(fast(z.object({ at: codec }))({ at: new Date(0) })).toBe('{"at":"1970-01-01T00:00:00.000Z"}');
    expect(fast(trimmed)({ a: ' x ' })).toBe(encoded(trimmed)({ a: ' x ' }));
    for (const schema of [projectSchema, projectPageSchema, commentSchema, errorResponse])
      expect(parsesAsItEncodes(schema)).toBe(true);
  });
});

describe('the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('checks every JSON answer by the compiled parse', () => {
    const schemas = t.app.registeredRoutes.flatMap((r) =>
      Object.entries(r.responseSchemas)
        .filter(([, s]) => s instanceof z.ZodType)
        .map(([code, s]) => ({ at: `${r.method} ${r.url} ${code}`, plain: parsesAsItEncodes(s as z.ZodType) })),
    );
    const encodedOnly = schemas.filter((s) => !s.plain).map((s) => s.at);
    expect(schemas.length).toBeGreaterThan(80);
    expect(encodedOnly).toEqual([]);
  });

  it('sends an answer that matches', async () => {
    const res = await t.request({ url: '/healthz' });
    expect(res.body).toBe('{"ok":true}');
  });
});

describe('a bare server with it', () => {
  const app = Fastify();
  app.setSerializerCompiler(createSerializerCompiler({ verify: true }));
  app.get('/p', { schema: { response: { 200: projectPageSchema } } }, async () => ({
    items: [item(1)],
    nextCursor: null,
  }));
  afterAll(() => app.close());

  it('answers the encoded bytes', async () => {
    const res = await app.inject({ url: '/p' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(encoded(projectPageSchema)({ items: [item(1)], nextCursor: null }));
  });
});
