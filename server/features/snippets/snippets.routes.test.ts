import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type {
  SnippetDetailDto,
  SnippetDto,
  SnippetJobResult,
  SnippetPage,
  SnippetVersionDto,
} from '@shared/schemas/snippets';
import { createTestApp, type TestApp } from '../../test/harness';
import { snippetVersions } from '../../db/schema';
import type { LiveEvent } from '../../core/events';
import { insertComment, insertProject } from '../../test/factories';
import { pngDataUrl } from '../../test/fixtures/files';
import { parseSse } from '../../test/sse';
import { saveVersion } from '../../core/snippets';

let t: TestApp;
let cookie: string;
let userId: number;
let projectId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie, userId } = await t.signIn());
  projectId = (await insertProject(t.database.db)).id;
});
afterAll(() => t.close());

const json = { 'content-type': 'application/json' };

async function create(body: Record<string, unknown>, pid = projectId) {
  return t.request({ method: 'POST', url: `/api/projects/${pid}/snippets`, payload: body, cookie, headers: json });
}

async function createSnippet(name = 'Hero section'): Promise<SnippetDto> {
  const res = await create({ name, prompt: 'A hero section for a coffee roastery with a call to action' });
  expect(res.statusCode).toBe(201);
  return res.json();
}

const put = (id: number | string, payload: Record<string, unknown>, withCookie = cookie) =>
  t.request({ method: 'PUT', url: `/api/snippets/${id}`, payload, cookie: withCookie, headers: json });

const versions = async (id: number): Promise<SnippetVersionDto[]> =>
  (await t.request({ method: 'GET', url: `/api/snippets/${id}/versions`, cookie })).json();

describe('access', () => {
  it('answers the snippet read signed out only to a visitor of its share link, with the project design system', async () => {
    const snippet = await createSnippet('Public one');
    const unshared = await t.request({ method: 'GET', url: `/api/snippets/${snippet.id}` });
    expect(unshared.statusCode).toBe(404);
    expect(unshared.json()).toEqual({ error: 'not_found', message: 'Snippet not found' });
    const { grant, token } = await t.shareLink(snippet.id);
    const res = await t.request({ method: 'GET', url: `/api/snippets/${snippet.id}`, cookie: grant });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ shareToken: token });
    const body = res.json<SnippetDetailDto>();
    expect(body).toMatchObject({
      id: snippet.id,
      name: 'Public one',
      code: snippet.code,
      status: 'working_on',
      projectId,
    });
    expect(body.designSystem).toMatchObject({
      name: 'Harbor Coffee',
      accentColor: '#c2410c',
      fontFamily: 'Inter',
      isDarkMode: false,
    });
  });

  it('refuses everything else with 401 when signed out', async () => {
    const snippet = await createSnippet();
    const [version] = await versions(snippet.id);
    assert.isDefined(version);
    const calls: Array<[string, string, object?]> = [
      ['GET', `/api/projects/${projectId}/snippets`],
      ['POST', `/api/projects/${projectId}/snippets`, { name: 'Hero', prompt: 'A hero section please' }],
      ['PUT', `/api/snippets/${snippet.id}`, { status: 'in_revision' }],
      ['DELETE', `/api/snippets/${snippet.id}`],
      ['POST', `/api/snippets/${snippet.id}/prompt`, { prompt: 'Make it blue' }],
      ['GET', `/api/snippets/${snippet.id}/versions`],
      ['POST', `/api/snippets/versions/${version.id}/restore`],
      ['POST', '/api/analyze-images', { referenceImage: await pngDataUrl() }],
    ];
    for (const [method, url, payload] of calls) {
      const res = await t.request({ method: method as 'GET', url, payload, headers: payload ? json : {} });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    const still = await t.request({ method: 'GET', url: `/api/snippets/${snippet.id}`, cookie });
    expect(still.json()).toMatchObject({ status: 'working_on', code: snippet.code });
  });
});

describe('ids and missing rows', () => {
  it('answers 400 with the spec message for a non-numeric id', async () => {
    for (const url of ['/api/snippets/abc', '/api/snippets/12x/versions', '/api/snippets/0']) {
      const res = await t.request({ method: 'GET', url, cookie });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe('Invalid snippet ID provided');
    }
    const anon = await t.request({ method: 'GET', url: '/api/snippets/abc' });
    expect(anon.statusCode).toBe(400);
    const badBody = await put('abc', { nonsense: true });
    expect(badBody.json().message).toBe('Invalid snippet ID provided');
    const project = await t.request({ method: 'GET', url: '/api/projects/x1/snippets', cookie });
    expect(project.statusCode).toBe(400);
    expect(project.json().message).toBe('Invalid project ID provided');
    const version = await t.request({ method: 'POST', url: '/api/snippets/versions/v2/restore', cookie });
    expect(version.statusCode).toBe(400);
  });

  it('answers 404 for what does not exist', async () => {
    const cases: Array<[string, string, string, object?]> = [
      ['GET', '/api/snippets/999999', 'Snippet not found'],
      ['PUT', '/api/snippets/999999', 'Snippet not found', { code: '<p>x</p>' }],
      ['PUT', '/api/snippets/999999', 'Snippet not found', { status: 'in_revision' }],
      ['DELETE', '/api/snippets/999999', 'Snippet not found'],
      ['GET', '/api/snippets/999999/versions', 'Snippet not found'],
      ['POST', '/api/snippets/999999/prompt', 'Snippet not found', { prompt: 'Make it blue' }],
      ['POST', '/api/snippets/versions/999999/restore', 'Version not found'],
      ['GET', '/api/projects/999999/snippets', 'Project not found'],
      ['POST', '/api/projects/999999/snippets', 'Project not found', { name: 'Hero', prompt: 'A hero section please' }],
    ];
    for (const [method, url, message, payload] of cases) {
      const res = await t.request({ method: method as 'GET', url, payload, cookie, headers: payload ? json : {} });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe(message);
    }
  });
});

describe('creating offline', () => {
  it('validates name and prompt with the spec messages', async () => {
    const short = await create({ name: 'ab', prompt: 'A hero section please' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Name must be at least 3 characters long');
    const prompt = await create({ name: 'Hero', prompt: 'too short' });
    expect(prompt.statusCode).toBe(400);
    expect(prompt.json().message).toBe('Prompt must be at least 10 characters long');
    const missing = await create({ name: 'Hero' });
    expect(missing.json().message).toBe('Prompt must be at least 10 characters long');
  });

  it('generates, saves version 1 with its cost, and lists the snippet with its comment count', async () => {
    const snippet = await createSnippet('Pricing table');
    expect(snippet).toMatchObject({ name: 'Pricing table', projectId, status: 'working_on' });
    expect(snippet.code).toMatch(/<section|<div|<header|<nav|<footer/i);

    const [v1, ...rest] = await versions(snippet.id);
    expect(rest).toEqual([]);
    assert.isDefined(v1);
    expect(v1).toMatchObject({ versionNumber: 1, provider: 'offline', inputTokens: 0, outputTokens: 0 });
    expect(v1.message).toMatch(/^Generated: A hero section/);
    expect(v1.model).toBeTruthy();
    expect(typeof v1.durationMs).toBe('number');

    await insertComment(t.database.db, snippet.id, { content: 'Love it' });
    await insertComment(t.database.db, snippet.id, { content: 'Bigger logo' });
    const list = await t.request({ method: 'GET', url: `/api/projects/${projectId}/snippets`, cookie });
    expect(list.statusCode).toBe(200);
    const { items } = list.json<SnippetPage>();
    expect(items[0]).toMatchObject({ id: snippet.id, name: 'Pricing table', commentCount: 2 });
    expect(items.find((i) => i.id !== snippet.id)?.commentCount).toBe(0);
  });

  it('streams the code as server-sent events when asked to, ending with the saved snippet', async () => {
    const res = await t.request({
      method: 'POST',
      url: `/api/projects/${projectId}/snippets`,
      payload: { name: 'Streamed hero', prompt: 'A hero section with a newsletter form' },
      cookie,
      headers: { ...json, accept: 'text/event-stream' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = parseSse(res.body);
    const deltas = events.filter((e) => e.event === 'delta');
    expect(deltas.length).toBeGreaterThan(1);
    const last = events.at(-1)!;
    expect(last.event).toBe('done');
    if (last.event !== 'done') return;
    expect(deltas.map((d) => (d.event === 'delta' ? d.data.text : '')).join('')).toBe(last.data.snippet.code);
    const stored = await t.request({ method: 'GET', url: `/api/snippets/${last.data.snippet.id}`, cookie });
    expect(stored.json().code).toBe(last.data.snippet.code);
    // The built-in generator says what it built; the prompt named both sections, so there is no note.
    expect(last.data.summary).toBe('Hero and Newsletter signup');
    expect(last.data.note).toBeUndefined();
  });

  it('answers with what was built, and a note naming the closest component when nothing matches', async () => {
    const res = await create({ name: 'Weather', prompt: 'A weather widget for our hotel' });
    expect(res.statusCode).toBe(201);
    const body = res.json<SnippetJobResult>();
    expect(body.code).toContain('data-pattern="feature-grid"');
    expect(body.summary).toBe('Feature grid');
    expect(body.note).toBe(
      'Nothing in the built-in library matches "weather widget for our hotel"; this is the closest component: a feature grid.',
    );
  });

  it('takes reference images: a main one and up to four additional', async () => {
    const images = await Promise.all(['#ef4444', '#22c55e', '#3b82f6', '#eab308', '#a855f7'].map((c) => pngDataUrl(c)));
    const res = await create({
      name: 'From images',
      prompt: 'A feature grid like these screenshots',
      referenceImage: images[0],
      referenceImages: images.slice(1),
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('reference image limits', () => {
  const big = () => {
    const bytes = Buffer.alloc(6 * 1024 * 1024, 7);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
    return `data:image/png;base64,${bytes.toString('base64')}`;
  };

  it('refuses an image over 5 MB', async () => {
    const res = await create({ name: 'Large', prompt: 'A hero section please', referenceImage: big() });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Image is too large. Maximum size is 5MB.');
    const several = await create({
      name: 'Large',
      prompt: 'A hero section please',
      referenceImage: await pngDataUrl(),
      referenceImages: [big()],
    });
    expect(several.statusCode).toBe(400);
    expect(several.json().message).toBe('One or more images are too large. Maximum size is 5MB per image.');
  });

  it('judges the type by the bytes: an SVG called PNG and a text file are refused', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString(
      'base64',
    );
    const disguised = await create({
      name: 'Svg',
      prompt: 'A hero section please',
      referenceImage: `data:image/png;base64,${svg}`,
    });
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().message).toBe('Only PNG, JPEG, WebP and GIF images are supported.');
    const text = Buffer.from('just some words, nothing to see').toString('base64');
    const notImage = await create({
      name: 'Txt',
      prompt: 'A hero section please',
      referenceImage: `data:image/png;base64,${text}`,
    });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().message).toBe('Only image files are supported.');
    const notDataUrl = await create({
      name: 'Url',
      prompt: 'A hero section please',
      referenceImage: 'https://example.com/a.png',
    });
    expect(notDataUrl.statusCode).toBe(400);
  });

  it('refuses five additional images', async () => {
    const png = await pngDataUrl();
    const res = await create({
      name: 'Many',
      prompt: 'A hero section please',
      referenceImages: [png, png, png, png, png],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You can add at most 4 additional images.');
  });

  it('accepts a body carrying five images of almost 5 MB each (the route limit fits them)', async () => {
    const bytes = Buffer.alloc(5 * 1024 * 1024 - 16, 1);
    const url = `data:image/png;base64,${bytes.toString('base64')}`;
    const res = await t.request({
      method: 'POST',
      url: '/api/snippets/999999/prompt',
      payload: { prompt: 'Make it blue', referenceImage: url, referenceImages: [url, url, url, url] },
      cookie,
      headers: json,
    });
    expect(res.statusCode).toBe(404);
  });

  it('analyses images into a prompt, and needs at least one', async () => {
    const none = await t.request({ method: 'POST', url: '/api/analyze-images', payload: {}, cookie, headers: json });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('No images available');
    const res = await t.request({
      method: 'POST',
      url: '/api/analyze-images',
      payload: { referenceImage: await pngDataUrl('#0f766e', 64), referenceImages: [await pngDataUrl('#f97316', 64)] },
      cookie,
      headers: json,
    });
    expect(res.statusCode).toBe(200);
    expect(typeof res.json().prompt).toBe('string');
    expect(res.json().prompt.length).toBeGreaterThan(10);
  });
});

describe('status, name and code', () => {
  it('changes only the status with a status PUT', async () => {
    const snippet = await createSnippet();
    const res = await put(snippet.id, { status: 'ready_for_shopify' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ready_for_shopify',
      code: snippet.code,
      name: snippet.name,
      updatedAt: snippet.updatedAt,
    });
    expect(await versions(snippet.id)).toHaveLength(1);
    const bad = await put(snippet.id, { status: 'done' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Unknown status');
  });

  it('renames, and saves code with the default version message', async () => {
    const snippet = await createSnippet();
    const renamed = await put(snippet.id, { name: 'Landing hero' });
    expect(renamed.json()).toMatchObject({ name: 'Landing hero', code: snippet.code });
    const saved = await put(snippet.id, { code: '<p>Saved</p>', name: 'Landing hero 2' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ code: '<p>Saved</p>', name: 'Landing hero 2' });
    const [latest] = await versions(snippet.id);
    expect(latest).toMatchObject({ versionNumber: 2, message: 'Manual save', provider: null, durationMs: null });
    const tooShort = await put(snippet.id, { name: 'ab' });
    expect(tooShort.json().message).toBe('Name must be at least 3 characters long');
  });

  it('deletes a snippet with its versions and comments', async () => {
    const snippet = await createSnippet();
    await insertComment(t.database.db, snippet.id);
    const res = await t.request({ method: 'DELETE', url: `/api/snippets/${snippet.id}`, cookie });
    expect(res.statusCode).toBe(204);
    expect((await t.request({ method: 'GET', url: `/api/snippets/${snippet.id}` })).statusCode).toBe(404);
    const left = await t.database.db.select().from(snippetVersions).where(eq(snippetVersions.snippetId, snippet.id));
    expect(left).toEqual([]);
  });
});

describe('versions', () => {
  it('keeps only the latest five: the sixth version drops the oldest', async () => {
    const snippet = await createSnippet();
    for (let i = 2; i <= 5; i++) await put(snippet.id, { code: `<p>v${i}</p>`, versionMessage: `Save ${i}` });
    expect((await versions(snippet.id)).map((v) => v.versionNumber)).toEqual([5, 4, 3, 2, 1]);
    await put(snippet.id, { code: '<p>v6</p>', versionMessage: 'Save 6' });
    const list = await versions(snippet.id);
    expect(list.map((v) => v.versionNumber)).toEqual([6, 5, 4, 3, 2]);
    expect(list.map((v) => v.message)).toEqual(['Save 6', 'Save 5', 'Save 4', 'Save 3', 'Save 2']);
  });

  it('restores an old version into a new one and tells listeners', async () => {
    const snippet = await createSnippet();
    for (let i = 2; i <= 4; i++) await put(snippet.id, { code: `<p>v${i}</p>` });
    const v3 = (await versions(snippet.id)).find((v) => v.versionNumber === 3)!;

    const heard: LiveEvent[] = [];
    const { createEventBus } = await import('../../core/events');
    const bus = createEventBus(t.database.notifier);
    const stop = await bus.subscribe(snippet.id, (e) => heard.push(e));

    const res = await t.request({ method: 'POST', url: `/api/snippets/versions/${v3.id}/restore`, cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: snippet.id, code: '<p>v3</p>' });
    const [latest] = await versions(snippet.id);
    expect(latest).toMatchObject({ versionNumber: 5, message: 'Restored version 3' });
    const current = await t.request({ method: 'GET', url: `/api/snippets/${snippet.id}`, cookie });
    expect(current.json().code).toBe('<p>v3</p>');

    await expect.poll(() => heard).toContainEqual({ type: 'snippet.updated', snippetId: snippet.id, versionNumber: 5 });
    await stop();
    await bus.close();
  });

  it('answers 404 for a version that has been pruned', async () => {
    const snippet = await createSnippet();
    const [v1] = await versions(snippet.id);
    assert.isDefined(v1);
    for (let i = 2; i <= 6; i++) await put(snippet.id, { code: `<p>v${i}</p>` });
    const res = await t.request({ method: 'POST', url: `/api/snippets/versions/${v1.id}/restore`, cookie });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Version not found');
  });

  it('leaves five coherent versions after eight saves at once', async () => {
    const snippet = await createSnippet();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => put(snippet.id, { code: `<p>parallel ${i}</p>`, versionMessage: `P${i}` })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const list = await versions(snippet.id);
    expect(list.map((v) => v.versionNumber)).toEqual([9, 8, 7, 6, 5]);
    const rows = await t.database.db.select().from(snippetVersions).where(eq(snippetVersions.snippetId, snippet.id));
    const latest = rows.find((r) => r.versionNumber === 9)!;
    const current = await t.request({ method: 'GET', url: `/api/snippets/${snippet.id}`, cookie });
    expect(current.json().code).toBe(latest.code);
    expect(new Set(rows.map((r) => r.message)).size).toBe(5);
  });

  it('saveVersion takes a transaction and keeps five when called directly', async () => {
    const snippet = await createSnippet();
    await t.database.db.transaction(async (tx) => {
      for (let i = 0; i < 6; i++) {
        await saveVersion(tx, {
          snippetId: snippet.id,
          code: `<p>fix ${i}</p>`,
          message: `Approve & fix ${i}`,
          userId,
          usage: { provider: 'anthropic', model: 'm', inputTokens: 10, outputTokens: 20, durationMs: 30 },
        });
      }
    });
    const list = await versions(snippet.id);
    expect(list.map((v) => v.versionNumber)).toEqual([7, 6, 5, 4, 3]);
    expect(list[0]).toMatchObject({
      provider: 'anthropic',
      model: 'm',
      inputTokens: 10,
      outputTokens: 20,
      durationMs: 30,
    });
    await expect(
      saveVersion(t.database.db, { snippetId: 999999, code: 'x', message: 'm', userId }),
    ).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});

describe('re-prompting offline', () => {
  const prompt = (id: number, text: string, headers: Record<string, string> = json) =>
    t.request({ method: 'POST', url: `/api/snippets/${id}/prompt`, payload: { prompt: text }, cookie, headers });

  it('applies an edit the offline rules understand, as a new version', async () => {
    const snippet = await createSnippet();
    const res = await prompt(snippet.id, 'Switch to dark mode');
    expect(res.statusCode).toBe(200);
    expect(res.json().code).not.toBe(snippet.code);
    const [latest] = await versions(snippet.id);
    expect(latest).toMatchObject({ versionNumber: 2, message: 'Prompt: Switch to dark mode', provider: 'offline' });
  });

  it('answers 422 with the reason for an edit that needs a model, streamed or not, and keeps the code', async () => {
    const snippet = await createSnippet();
    const res = await prompt(snippet.id, 'Rewrite the copy so it sounds more playful and add a parallax effect');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: 'ai_unsupported' });
    expect(res.json().message).toMatch(/model provider/);

    const streamed = await prompt(snippet.id, 'Rewrite the copy so it sounds more playful', {
      ...json,
      accept: 'text/event-stream',
    });
    const events = parseSse(streamed.body);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ event: 'error', data: { status: 422, error: 'ai_unsupported' } });
    expect(await versions(snippet.id)).toHaveLength(1);
  });

  it('applies the parts it understands and says which parts it left, streamed or not', async () => {
    const snippet = await createSnippet();
    const res = await prompt(snippet.id, 'Switch to dark mode and add a parallax effect to the photos');
    expect(res.statusCode).toBe(200);
    expect(res.json().code).not.toBe(snippet.code);
    expect(res.json().outcome).toEqual({
      applied: ['Switched to dark mode.'],
      notApplied: [expect.stringContaining('add a parallax effect to the photos')],
    });

    const streamed = await prompt(snippet.id, 'Switch to light mode and add a parallax effect to the photos', {
      ...json,
      accept: 'text/event-stream',
    });
    const done = parseSse(streamed.body).find((e) => e.event === 'done');
    expect(done?.data).toMatchObject({
      snippet: { id: snippet.id },
      outcome: { applied: ['Switched to light mode.'], notApplied: [expect.stringContaining('parallax')] },
    });
    expect(await versions(snippet.id)).toHaveLength(3);
  });

  it('refuses a blank prompt with the spec message', async () => {
    const snippet = await createSnippet();
    const res = await prompt(snippet.id, '   ');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Empty prompt');
  });
});
