import { afterAll, assert, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { SnippetDto, SnippetStreamEvent, SnippetVersionDto } from '@shared/schemas/snippets';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  anthropicAt,
  fakeReply,
  startFakeAnthropicServer,
  type FakeAiServer,
} from '../../test/fakes/fake-anthropic-server';
import { snippets } from '../../db/schema';
import { insertProject } from '../../test/factories';
import { pngDataUrl } from '../../test/fixtures/files';
import { parseSse } from '../../test/sse';

let fake: FakeAiServer;
let t: TestApp;
let cookie: string;
let projectId: number;

beforeAll(async () => {
  fake = await startFakeAnthropicServer();
  t = await createTestApp({
    deps: {
      ai: anthropicAt(fake),
    },
  });
  ({ cookie } = await t.signIn());
  projectId = (await insertProject(t.database.db, { name: 'Night Market', isDarkMode: true })).id;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => fake.reset());

const HERO =
  '<section class="hero"><h1>Night Market</h1><p>Fresh food after dark.</p><a href="#menu">See the menu</a></section>';
const json = { 'content-type': 'application/json' };
const sse = { ...json, accept: 'text/event-stream' };

const deltasOf = (events: SnippetStreamEvent[]) => events.flatMap((e) => (e.event === 'delta' ? [e.data.text] : []));

const snippetCount = async () =>
  (await t.database.db.select().from(snippets).where(eq(snippets.projectId, projectId))).length;

function create(headers: Record<string, string>, body: Record<string, unknown> = {}) {
  return t.request({
    method: 'POST',
    url: `/api/projects/${projectId}/snippets`,
    payload: { name: 'Night hero', prompt: 'A hero for a night market with a menu link', ...body },
    cookie,
    headers,
  });
}

describe('generation against the Anthropic API', () => {
  it('streams every text delta in order as SSE, then the saved snippet', async () => {
    const chunks = [
      '```html\n<section class="hero">',
      '<h1>Night Market</h1><p>Fresh food after dark.</p>',
      '<a href="#menu">See the menu</a></section>\n```',
    ];
    fake.enqueue(fakeReply.stream(chunks));
    const res = await create(sse);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');

    const events = parseSse(res.body);
    expect(events.map((e) => e.event)).toEqual(['delta', 'delta', 'delta', 'done']);
    expect(deltasOf(events)).toEqual(chunks);
    const done = events.at(-1)!;
    if (done.event !== 'done') throw new Error('no done event');
    expect(done.data.snippet).toMatchObject({ name: 'Night hero', projectId, code: HERO, status: 'working_on' });

    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.body.stream).toBe(true);
    const versions: SnippetVersionDto[] = (
      await t.request({ method: 'GET', url: `/api/snippets/${done.data.snippet.id}/versions`, cookie })
    ).json();
    const [version] = versions;
    assert.isDefined(version);
    expect(version).toMatchObject({ versionNumber: 1, provider: 'anthropic' });
    expect(version.outputTokens).toBeGreaterThan(0);
    expect(version.inputTokens).toBeGreaterThan(0);
  });

  it('answers plain JSON to a client that does not stream', async () => {
    fake.enqueue(fakeReply.text(HERO, { usage: { input: 321, output: 123 } }));
    const res = await create(json);
    expect(res.statusCode).toBe(201);
    const snippet = res.json<SnippetDto>();
    expect(snippet.code).toBe(HERO);
    expect(fake.requests[0]?.body.stream).not.toBe(true);
    const [version] = (await t.request({ method: 'GET', url: `/api/snippets/${snippet.id}/versions`, cookie })).json();
    expect(version).toMatchObject({ inputTokens: 321, outputTokens: 123, provider: 'anthropic' });
  });

  it('sends the reference images to the model', async () => {
    fake.enqueue(fakeReply.text(HERO));
    const res = await create(json, {
      referenceImage: await pngDataUrl('#111827'),
      referenceImages: [await pngDataUrl('#f59e0b')],
    });
    expect(res.statusCode).toBe(201);
    const content = fake.requests[0]?.body.messages[0].content as Array<{
      type: string;
      source?: { media_type: string };
    }>;
    expect(content.filter((c) => c.type === 'image').map((c) => c.source?.media_type)).toEqual([
      'image/png',
      'image/png',
    ]);
  });

  it('saves nothing when the provider is overloaded, and says so', async () => {
    const before = await snippetCount();
    fake.setDefaultReply(fakeReply.overloaded());

    const streamed = await create(sse);
    const events = parseSse(streamed.body);
    expect(events.map((e) => e.event)).toEqual(['error']);
    const [error] = events;
    if (error?.event !== 'error') throw new Error('no error event');
    expect(error.data.status).toBe(503);
    expect(error.data.message).toContain('overloaded');

    const plain = await create(json);
    expect(plain.statusCode).toBe(503);
    expect(plain.json().message).toContain('overloaded');
    expect(await snippetCount()).toBe(before);
  });

  it('saves nothing when the stream breaks off mid-answer', async () => {
    const before = await snippetCount();
    fake.enqueue(fakeReply.streamError('overloaded_error', 'Overloaded', ['<section>half']));
    const events = parseSse((await create(sse)).body);
    expect(events.map((e) => e.event)).toEqual(['delta', 'error']);
    expect(await snippetCount()).toBe(before);
  });

  it('cancels the provider request when the browser goes away, and saves nothing', async () => {
    const before = await snippetCount();
    fake.enqueue(fakeReply.stream(['<section>', '<h1>One</h1>', '<h2>Two</h2>', '</section>'], 400));
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: `/api/projects/${projectId}/snippets`,
      headers: { ...sse, cookie },
    });
    req.end(JSON.stringify({ name: 'Left early', prompt: 'A hero that nobody waits for' }));
    const res = await new Promise<http.IncomingMessage>((resolve) => req.on('response', resolve));
    let text = '';
    for await (const chunk of res) {
      text += String(chunk);
      if (text.includes('event: delta')) break;
    }
    req.destroy();
    const [request] = fake.requests;
    assert.isDefined(request);
    await request.closed;
    expect(request.closedEarly).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await snippetCount()).toBe(before);
  });
});

describe('re-prompting against the Anthropic API', () => {
  async function snippet(): Promise<SnippetDto> {
    fake.enqueue(fakeReply.text(HERO));
    const res = await create(json);
    fake.reset();
    return res.json();
  }

  it('applies a search/replace answer and makes a version', async () => {
    const s = await snippet();
    fake.enqueue(
      fakeReply.text('<<<<<<< SEARCH\n<h1>Night Market</h1>\n=======\n<h1>Night Market Tonight</h1>\n>>>>>>> REPLACE'),
    );
    const res = await t.request({
      method: 'POST',
      url: `/api/snippets/${s.id}/prompt`,
      payload: { prompt: 'Add "Tonight" to the title' },
      cookie,
      headers: json,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe(HERO.replace('Night Market</h1>', 'Night Market Tonight</h1>'));
    const versions: SnippetVersionDto[] = (
      await t.request({ method: 'GET', url: `/api/snippets/${s.id}/versions`, cookie })
    ).json();
    expect(versions[0]).toMatchObject({
      versionNumber: 2,
      message: 'Prompt: Add "Tonight" to the title',
      provider: 'anthropic',
    });
  });

  it('streams a reset event when the first answer cannot be applied and the whole fragment is asked for', async () => {
    const s = await snippet();
    const rewritten = '<section class="hero"><h1>Rewritten</h1></section>';
    fake.enqueue(
      fakeReply.stream(['<<<<<<< SEARCH\n<p>not in the code</p>\n', '=======\n<p>x</p>\n>>>>>>> REPLACE']),
      fakeReply.stream([rewritten.slice(0, 20), rewritten.slice(20)]),
    );
    const res = await t.request({
      method: 'POST',
      url: `/api/snippets/${s.id}/prompt`,
      payload: { prompt: 'Rewrite the title' },
      cookie,
      headers: sse,
    });
    const events = parseSse(res.body);
    expect(events.map((e) => e.event)).toEqual(['delta', 'delta', 'reset', 'delta', 'delta', 'done']);
    expect(deltasOf(events.slice(3)).join('')).toBe(rewritten);
    const done = events.at(-1)!;
    expect(done.event === 'done' && done.data.snippet.code).toBe(rewritten);
  });

  it('keeps the code when the edit fails', async () => {
    const s = await snippet();
    fake.setDefaultReply(
      fakeReply.error(400, { type: 'error', error: { type: 'invalid_request_error', message: 'prompt is too long' } }),
    );
    const res = await t.request({
      method: 'POST',
      url: `/api/snippets/${s.id}/prompt`,
      payload: { prompt: 'Make it blue' },
      cookie,
      headers: json,
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toContain('prompt is too long');
    const current = await t.request({ method: 'GET', url: `/api/snippets/${s.id}`, cookie });
    expect(current.json().code).toBe(HERO);
  });
});

describe('describing images against the Anthropic API', () => {
  it('returns the model description as the prompt', async () => {
    fake.enqueue(fakeReply.text('A dark hero section with a large headline and an orange call to action button.'));
    const res = await t.request({
      method: 'POST',
      url: '/api/analyze-images',
      payload: { referenceImage: await pngDataUrl() },
      cookie,
      headers: json,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().prompt).toContain('orange call to action');
  });
});
