import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { snippetDetailSchema } from '@shared/schemas/snippets';
import { commentPageSchema, commentSchema } from '@shared/schemas/comments';
import { buildApp } from '../app';
import { comments, projects, snippets } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { insertComment, insertProject, insertSnippet, projectInput } from '../test/factories';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = (await t.signIn()).cookie;
});
afterAll(() => t.close());

/** The grants of the snippets this file shared: its visitor opened every share link. */
const grants: string[] = [];
const visitor = () => grants.join('; ');

/** A snippet, shared. */
async function makeSnippet(code = '<section class="p-8">Hello</section>') {
  const project = await insertProject(t.database.db, projectInput({ name: 'Acme', primaryColor: '#111111' }));
  const snippet = await insertSnippet(t.database.db, { projectId: project.id, name: 'Hero', code, version: true });
  grants.push((await t.shareLink(snippet.id)).grant);
  return { projectId: project.id, id: snippet.id };
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url, headers, cookie: visitor() });
const staffCall = (method: 'PUT' | 'PATCH' | 'DELETE' | 'POST', url: string, payload?: object) =>
  t.request({ method, url, cookie: staff, ...(payload ? { payload } : {}) });

/** Waits until the answer changes: a change in another process arrives through the database. */
async function eventually(check: () => Promise<boolean>) {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the answer never changed');
}

describe.each([
  { read: 'snippet detail', path: (id: number) => `/api/snippets/${id}` },
  { read: 'comments', path: (id: number) => `/api/snippets/${id}/comments` },
  { read: 'page of comments', path: (id: number) => `/api/snippets/${id}/comments?limit=1` },
  { read: 'comment pins', path: (id: number) => `/api/snippets/${id}/comment-pins` },
])('GET of the $read', ({ path }) => {
  it('carries an ETag to revalidate, and a matching If-None-Match is a 304 without a body', async () => {
    const { id } = await makeSnippet();
    const first = await get(path(id));
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);

    const again = await get(path(id), { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const other = await get(path(id), { 'if-none-match': 'W/"something-else"' });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);
  });

  it('answers 404 for a snippet that does not exist, and 400 for a bad id', async () => {
    expect((await get(path(999_999))).statusCode).toBe(404);
    expect((await get(path(999_999))).json()).toEqual({ error: 'not_found', message: 'Snippet not found' });
    expect((await get(path(0))).statusCode).toBe(400);
  });
});

describe('the kept answers', () => {
  it('are the JSON the route declares, and are reused without reading the database', async () => {
    const { id } = await makeSnippet('<p>kept</p>');
    await insertComment(t.database.db, id, { authorName: 'Clara', content: 'Bigger' });
    const detail = await get(`/api/snippets/${id}`);
    const list = await get(`/api/snippets/${id}/comments`);
    expect(z.strictObject(snippetDetailSchema.shape).parse(detail.json()).code).toBe('<p>kept</p>');
    const page = z.strictObject(commentPageSchema.shape).parse(list.json());
    expect(
      z.array(z.strictObject({ ...commentSchema.shape, pinNumber: z.number().int().nullable() })).parse(page.items),
    ).toHaveLength(1);
    expect(page.total).toBe(1);

    // Written behind the app's back (no live event): the kept answers stand.
    await t.database.db.update(snippets).set({ code: '<p>behind</p>' }).where(eq(snippets.id, id));
    await t.database.db.delete(comments).where(eq(comments.snippetId, id));
    expect((await get(`/api/snippets/${id}`)).body).toBe(detail.body);
    expect((await get(`/api/snippets/${id}/comments`)).body).toBe(list.body);
  });

  it('end when a comment is posted: the list answers it at once', async () => {
    const { id } = await makeSnippet();
    const before = await get(`/api/snippets/${id}/comments`);
    expect(before.json()).toEqual({ items: [], nextCursor: null, total: 0, pending: 0 });
    const posted = await t.request({
      method: 'POST',
      url: `/api/snippets/${id}/comments`,
      cookie: visitor(),
      payload: { authorName: 'Clara', content: 'Make the button bigger' },
    });
    expect(posted.statusCode).toBe(201);
    const after = await get(`/api/snippets/${id}/comments`, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({
      items: [{ ...posted.json(), pinNumber: null }],
      nextCursor: null,
      total: 1,
      pending: 1,
    });
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('end when a comment is dismissed', async () => {
    const { id } = await makeSnippet();
    const comment = await insertComment(t.database.db, id, { authorName: 'Clara', content: 'Bigger' });
    expect((await get(`/api/snippets/${id}/comments`)).json()).toMatchObject({
      items: [{ id: comment.id, resolved: false }],
      pending: 1,
    });
    expect((await staffCall('POST', `/api/comments/${comment.id}/dismiss`, {})).statusCode).toBe(200);
    expect((await get(`/api/snippets/${id}/comments`)).json()).toMatchObject({
      items: [{ id: comment.id, resolved: true }],
      pending: 0,
    });
  });

  it('are kept page by page, and a new comment ends every page and the pins at once', async () => {
    const { id } = await makeSnippet();
    const pin = { selector: 'h1', viewport: 'desktop' as const };
    for (const content of ['First', 'Second', 'Third'])
      await insertComment(t.database.db, id, { content, pinSelector: pin.selector, pinViewport: pin.viewport });
    const first = await get(`/api/snippets/${id}/comments?limit=2`);
    const cursor = encodeURIComponent(first.json().nextCursor);
    const second = await get(`/api/snippets/${id}/comments?limit=2&cursor=${cursor}`);
    const pins = await get(`/api/snippets/${id}/comment-pins`);
    expect(second.json().items).toHaveLength(1);
    expect(second.headers.etag).not.toBe(first.headers.etag);
    expect(pins.json().total).toBe(3);
    // each page is its own answer: a revalidation of one page is a 304, of another page's tag a 200
    const again = await get(`/api/snippets/${id}/comments?limit=2&cursor=${cursor}`, {
      'if-none-match': String(second.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(
      (
        await get(`/api/snippets/${id}/comments?limit=2&cursor=${cursor}`, {
          'if-none-match': String(first.headers.etag),
        })
      ).statusCode,
    ).toBe(200);

    const posted = await t.request({
      method: 'POST',
      url: `/api/snippets/${id}/comments`,
      cookie: visitor(),
      payload: { authorName: 'Clara', content: 'Fourth', pin },
    });
    expect(posted.statusCode).toBe(201);
    const firstAfter = await get(`/api/snippets/${id}/comments?limit=2`, {
      'if-none-match': String(first.headers.etag),
    });
    expect(firstAfter.statusCode).toBe(200);
    expect(firstAfter.json()).toMatchObject({
      items: [{ content: 'Fourth', pinNumber: 4 }, { content: 'Third' }],
      total: 4,
    });
    const secondAfter = await get(`/api/snippets/${id}/comments?limit=2&cursor=${cursor}`, {
      'if-none-match': String(second.headers.etag),
    });
    expect(secondAfter.statusCode).toBe(200);
    expect(secondAfter.json().total).toBe(4);
    const pinsAfter = await get(`/api/snippets/${id}/comment-pins`, { 'if-none-match': String(pins.headers.etag) });
    expect(pinsAfter.statusCode).toBe(200);
    expect(pinsAfter.json().total).toBe(4);
    expect(pinsAfter.json().items[0]).toEqual({ commentId: posted.json().id, number: 4, ...pin });
  });

  it('end when the code changes: the detail answers the new code', async () => {
    const { id } = await makeSnippet('<p>old</p>');
    const before = await get(`/api/snippets/${id}`);
    expect(before.json().code).toBe('<p>old</p>');
    const put = await staffCall('PUT', `/api/snippets/${id}`, { code: '<p>new</p>' });
    expect(put.statusCode).toBe(200);
    const after = await get(`/api/snippets/${id}`, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.json().code).toBe('<p>new</p>');
  });

  it("end when the project's design changes: the detail answers the new colour", async () => {
    const { id, projectId } = await makeSnippet();
    expect((await get(`/api/snippets/${id}`)).json().designSystem.primaryColor).toBe('#111111');
    const patch = await staffCall('PATCH', `/api/projects/${projectId}`, { primaryColor: '#ff0000' });
    expect(patch.statusCode).toBe(200);
    expect((await get(`/api/snippets/${id}`)).json().designSystem.primaryColor).toBe('#ff0000');
  });

  it('end when the snippet is deleted: every read answers 404', async () => {
    const { id } = await makeSnippet();
    expect((await get(`/api/snippets/${id}`)).statusCode).toBe(200);
    expect((await get(`/api/snippets/${id}/comments`)).statusCode).toBe(200);
    expect((await get(`/api/snippets/${id}/comment-pins`)).statusCode).toBe(200);
    expect((await staffCall('DELETE', `/api/snippets/${id}`)).statusCode).toBe(204);
    expect((await get(`/api/snippets/${id}`)).statusCode).toBe(404);
    expect((await get(`/api/snippets/${id}/comments`)).statusCode).toBe(404);
    expect((await get(`/api/snippets/${id}/comment-pins`)).statusCode).toBe(404);
  });

  it('end when the project is deleted with its snippets', async () => {
    const { id, projectId } = await makeSnippet();
    expect((await get(`/api/snippets/${id}`)).statusCode).toBe(200);
    expect((await get(`/api/snippets/${id}/comments`)).statusCode).toBe(200);
    expect((await staffCall('DELETE', `/api/projects/${projectId}`)).statusCode).toBe(200);
    expect((await get(`/api/snippets/${id}`)).statusCode).toBe(404);
    expect((await get(`/api/snippets/${id}/comments`)).statusCode).toBe(404);
    expect(await t.database.db.select().from(projects).where(eq(projects.id, projectId))).toEqual([]);
  });
});

describe('another app process on the same database', () => {
  let other: FastifyInstance;
  beforeAll(async () => {
    other = await buildApp({ config: t.config, database: t.database });
    await other.ready();
  });
  afterAll(() => other.close());

  it("ends this process's kept answers through the database's notifications", async () => {
    const { id } = await makeSnippet('<p>first</p>');
    expect((await get(`/api/snippets/${id}`)).json().code).toBe('<p>first</p>');
    const host = new URL(t.config.appUrl).host;
    const put = await other.inject({
      method: 'PUT',
      url: `/api/snippets/${id}`,
      headers: { host, cookie: staff },
      payload: { code: '<p>second</p>' },
    });
    expect(put.statusCode).toBe(200);
    await eventually(async () => (await get(`/api/snippets/${id}`)).json().code === '<p>second</p>');
  });

  it('stops the grants of a snippet whose sharing another process turned off, through the notifications', async () => {
    const { id } = await makeSnippet();
    expect((await get(`/api/snippets/${id}`)).statusCode).toBe(200);
    const host = new URL(t.config.appUrl).host;
    const off = await other.inject({
      method: 'DELETE',
      url: `/api/snippets/${id}/share`,
      headers: { host, cookie: staff },
    });
    expect(off.statusCode).toBe(200);
    await eventually(async () => (await get(`/api/snippets/${id}`)).statusCode === 404);
    expect((await get(`/api/snippets/${id}/comments`)).statusCode).toBe(404);
  });
});
