import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  COMMENT_PINS_MAX,
  COMMENTS_PAGE_SIZE,
  COMMENTS_PAGE_SIZE_MAX,
  LIVE_STREAMS_PER_ADDRESS,
} from '@shared/constants';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../test/harness';
import { commentImages, comments, snippets, snippetVersions } from '../../db/schema';
import { insertProject, insertSnippet, projectInput } from '../../test/factories';
import { renderPattern } from '@atelier/offline-generator/library';
import { anthropicAt, fakeReply, startFakeAnthropicServer } from '../../test/fakes/fake-anthropic-server';

let t: TestApp;
let staff: string;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  staff = (await t.signIn()).cookie;
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3b82f6' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

const design = projectInput({ name: 'Acme' });

/** The grant cookie of each shared snippet, by app: the visitor of a share link carries it. */
const grants = new Map<TestApp, Map<number, string>>();
async function share(id: number, app: TestApp = t) {
  if (!grants.has(app)) grants.set(app, new Map());
  grants.get(app)!.set(id, (await app.shareLink(id)).grant);
}
/** The cookie of a visitor who opened the snippet's share link. */
const visitor = (id: number, app: TestApp = t) => grants.get(app)?.get(id);

/** A snippet, shared. */
async function makeSnippet(code = renderPattern('hero', design, 'A hero for a bakery')) {
  const p = await insertProject(t.database.db, design);
  const id = (await insertSnippet(t.database.db, { projectId: p.id, name: 'Hero', code, version: true })).id;
  await share(id);
  return id;
}

let ip = 0;
const nextIp = () => `10.9.${Math.floor(++ip / 250)}.${ip % 250}`;

function postComment(id: number, body: Record<string, unknown>, remoteAddress = nextIp()) {
  return t.request({
    method: 'POST',
    url: `/api/snippets/${id}/comments`,
    payload: body,
    remoteAddress,
    cookie: visitor(id),
  });
}

interface ListedComment {
  id: number;
  content: string;
  approved: boolean;
  resolved: boolean;
  createdAt: string;
  pin: { description: string | null } | null;
  pinNumber: number | null;
}
type CommentPage = { items: ListedComment[]; nextCursor: string | null; total: number; pending: number };

/** One page of a snippet's comments, as `?query` asks. */
async function commentPage(id: number, query = '', app: TestApp = t): Promise<CommentPage> {
  const res = await app.request({
    method: 'GET',
    url: `/api/snippets/${id}/comments${query}`,
    cookie: visitor(id, app),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Every comment of a snippet, newest first, read page by page. */
async function allComments(id: number, limit = COMMENTS_PAGE_SIZE_MAX, app: TestApp = t) {
  const all: ListedComment[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page: CommentPage = await commentPage(
      id,
      `?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      app,
    );
    expect(page.items.length).toBeLessThanOrEqual(limit);
    if (page.nextCursor) expect(page.items).toHaveLength(limit);
    all.push(...page.items);
    cursor = page.nextCursor;
    pages++;
  } while (cursor);
  return { all, pages };
}

const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;

describe('public comment routes', () => {
  it('lists and posts signed out; the new comment is pending with its pin and version', async () => {
    const id = await makeSnippet();
    const res = await postComment(id, {
      authorName: '  Clara  ',
      content: ' Make the button bigger ',
      referenceImage: null,
      pin: { selector: 'section > a.btn', viewport: 'mobile' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      authorName: 'Clara',
      content: 'Make the button bigger',
      approved: false,
      resolved: false,
      referenceImage: null,
      pin: { selector: 'section > a.btn', viewport: 'mobile', description: null, versionNumber: 1 },
    });
    expect((await commentPage(id)).items).toHaveLength(1);
  });

  it('stores a crowd of comments posted at once, each once and answered with its own, even beside a missing snippet', async () => {
    const [a, b] = [await makeSnippet(), await makeSnippet()];
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#ea580c' } })
      .png()
      .toBuffer();
    const posts = Array.from({ length: 60 }, (_, n) => ({
      target: n % 3 === 0 ? b : a,
      body: {
        authorName: `Client ${n}`,
        content: `Comment number ${n}`,
        ...(n % 4 === 0 ? { pin: { selector: 'h1', viewport: 'desktop' } } : {}),
        ...(n % 10 === 0 ? { referenceImage: dataUrl('image/png', png) } : {}),
      },
    }));
    const [answers, missing] = await Promise.all([
      Promise.all(posts.map((p) => postComment(p.target, p.body))),
      postComment(999_999, { authorName: 'Lost', content: 'Nobody reads this' }),
    ]);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Snippet not found' });
    answers.forEach((res, n) => {
      expect(res.statusCode, `comment ${n}`).toBe(201);
      const comment = res.json<{ content: string; snippetId: number; pin: unknown; referenceImage: string | null }>();
      expect(comment, `comment ${n}`).toMatchObject({ content: `Comment number ${n}`, snippetId: posts[n]!.target });
      expect(comment.pin === null, `comment ${n}`).toBe(n % 4 !== 0);
      if (n % 4 === 0) expect(comment.pin, `comment ${n}`).toMatchObject({ versionNumber: 1 });
      expect(comment.referenceImage === null, `comment ${n}`).toBe(n % 10 !== 0);
    });
    const ids = answers.map((res) => res.json<{ id: number }>().id);
    expect(new Set(ids).size).toBe(60);
    for (const [snippet, count] of [
      [a, 40],
      [b, 20],
    ] as const) {
      const { all } = await allComments(snippet);
      expect(all).toHaveLength(count);
    }
    const image = answers[10]!.json<{ referenceImage: string }>().referenceImage;
    const served = await t.request({ method: 'GET', url: image, cookie: visitor(a) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('refuses empty and over-long fields with clear messages', async () => {
    const id = await makeSnippet();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ authorName: '   ', content: 'Hi there' }, 'Please enter your name and comment'],
      [{ authorName: 'Al', content: '  ' }, 'Please enter your name and comment'],
      [{ authorName: 'x'.repeat(81), content: 'Hi' }, 'Your name must be at most 80 characters'],
      [{ authorName: 'Al', content: 'y'.repeat(5001) }, 'Your feedback must be at most 5000 characters'],
      [
        { authorName: 'Al', content: 'Hi', pin: { selector: 'a', viewport: 'tablet' } },
        'Viewport must be desktop or mobile',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await postComment(id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('keeps the description of a pinned element, trimmed, and answers it with the pin', async () => {
    const id = await makeSnippet();
    const res = await postComment(id, {
      authorName: 'Clara',
      content: 'Shorter, please',
      pin: {
        selector: 'body > section > div:nth-of-type(2) > blockquote',
        viewport: 'desktop',
        description: '  the quote in the second testimonial ',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().pin).toEqual({
      selector: 'body > section > div:nth-of-type(2) > blockquote',
      viewport: 'desktop',
      description: 'the quote in the second testimonial',
      versionNumber: 1,
    });
    const [row] = await t.database.db
      .select({ description: comments.pinDescription })
      .from(comments)
      .where(eq(comments.id, res.json().id));
    expect(row?.description).toBe('the quote in the second testimonial');
    expect((await commentPage(id)).items[0]!.pin?.description).toBe('the quote in the second testimonial');

    // A blank description is none; so is a pin sent without one.
    const blank = await postComment(id, {
      authorName: 'Dan',
      content: 'Hi',
      pin: { selector: 'h1', viewport: 'mobile', description: '   ' },
    });
    expect(blank.statusCode).toBe(201);
    expect(blank.json().pin.description).toBeNull();
  });

  it('refuses a pinned element description over 200 characters or not text', async () => {
    const id = await makeSnippet();
    const long = await postComment(id, {
      authorName: 'Al',
      content: 'Hi',
      pin: { selector: 'h1', viewport: 'desktop', description: 'x'.repeat(201) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('The pinned element description must be at most 200 characters');
    const notText = await postComment(id, {
      authorName: 'Al',
      content: 'Hi',
      pin: { selector: 'h1', viewport: 'desktop', description: 42 },
    });
    expect(notText.statusCode).toBe(400);
    expect(notText.json().message).toBe('The pinned element description must be text');
    const fits = await postComment(id, {
      authorName: 'Al',
      content: 'Hi',
      pin: { selector: 'h1', viewport: 'desktop', description: `  ${'x'.repeat(200)}  ` },
    });
    expect(fits.statusCode).toBe(201);
    expect((await commentPage(id)).items).toHaveLength(1);
  });

  it('a missing snippet is a 404; a bad id a 400', async () => {
    expect((await postComment(999999, { authorName: 'A', content: 'B' })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/snippets/999999/comments' })).statusCode).toBe(404);
    const bad = await t.request({ method: 'GET', url: '/api/snippets/abc/comments' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Invalid snippet ID provided');
  });

  it('stores an image once, sniffed from its bytes, and serves it from its own URL', async () => {
    const id = await makeSnippet();
    const res = await postComment(id, {
      authorName: 'Ivy',
      content: 'Like this',
      referenceImage: dataUrl('image/gif', png),
    });
    expect(res.statusCode).toBe(201);
    const url = res.json().referenceImage as string;
    expect(url).toMatch(/^\/api\/comment-images\/[\w-]+$/);
    const img = await t.request({ method: 'GET', url, cookie: visitor(id) });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['x-content-type-options']).toBe('nosniff');
    expect(img.rawPayload.equals(png)).toBe(true);
    const list = await t.request({ method: 'GET', url: `/api/snippets/${id}/comments`, cookie: visitor(id) });
    expect(list.body.length).toBeLessThan(1000);
  });

  it('refuses SVG, HTML disguised as an image, and images of 10 MB or more', async () => {
    const id = await makeSnippet();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
    for (const referenceImage of [
      dataUrl('image/svg+xml', svg),
      dataUrl('image/png', html),
      'data:image/png,not-base64',
    ]) {
      const res = await postComment(id, { authorName: 'Eve', content: 'x', referenceImage });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Only PNG, JPEG, WebP or GIF images are supported.');
    }
    const big = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await postComment(id, { authorName: 'Eve', content: 'x', referenceImage: dataUrl('image/png', big) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Image size must be less than 10MB');
    expect((await commentPage(id)).items).toHaveLength(0);
  });

  it('rate limits posting per address', async () => {
    const id = await makeSnippet();
    const address = nextIp();
    for (let i = 0; i < 20; i++)
      expect((await postComment(id, { authorName: 'R', content: `c${i}` }, address)).statusCode).toBe(201);
    const res = await postComment(id, { authorName: 'R', content: 'one more' }, address);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/try again/);
  });

  it('keeps all of 500 comments posted at once, none lost, none duplicated', async () => {
    const id = await makeSnippet();
    const results = await Promise.all(
      Array.from({ length: 500 }, (_, i) => postComment(id, { authorName: `Client ${i}`, content: `Note ${i}` })),
    );
    expect(results.every((r) => r.statusCode === 201)).toBe(true);
    const { all: list } = await allComments(id);
    expect(list).toHaveLength(500);
    expect(new Set(list.map((c) => c.content)).size).toBe(500);
    // Correctness under a crowd, not speed: a busy machine may take its time.
  }, 180_000);
});

describe('list pages', () => {
  /** A snippet with `count` comments, one in three pinned; several share one moment, as a batch does. */
  async function snippetWithComments(count: number) {
    const id = await makeSnippet();
    const values = Array.from({ length: count }, (_, n) => ({
      snippetId: id,
      authorName: `Client ${n}`,
      content: `Note ${n}`,
      approved: n % 5 === 0,
      pinSelector: n % 3 === 0 ? 'h1' : null,
      pinViewport: n % 3 === 0 ? 'desktop' : null,
      // pairs of comments share a moment: the order between them is the id's, across a page boundary too
      createdAt: new Date(Date.UTC(2030, 0, 1, 0, 0, Math.floor(n / 2))),
    }));
    await t.database.db.insert(comments).values(values);
    return id;
  }

  it('walks every comment once, newest first, with the whole count and pending count on every page', async () => {
    const id = await snippetWithComments(23);
    const whole = await commentPage(id, `?limit=${COMMENTS_PAGE_SIZE_MAX}`);
    expect(whole.items.map((c) => c.content)).toEqual(Array.from({ length: 23 }, (_, n) => `Note ${22 - n}`));
    expect(whole).toMatchObject({ nextCursor: null, total: 23, pending: 18 });

    for (const limit of [1, 2, 5]) {
      const { all, pages } = await allComments(id, limit);
      expect(pages, `limit ${limit}`).toBe(Math.ceil(23 / limit));
      expect(all, `limit ${limit}`).toEqual(whole.items);
    }
    const second = await commentPage(
      id,
      `?limit=5&cursor=${encodeURIComponent((await commentPage(id, '?limit=5')).nextCursor!)}`,
    );
    expect(second).toMatchObject({ total: 23, pending: 18 });
    expect(second.items).toHaveLength(5);
  });

  it('numbers each pin among all the pinned comments, oldest first, on whatever page it is', async () => {
    const id = await snippetWithComments(23);
    const { all } = await allComments(id, 4);
    // Note 0, 3, 6 … 21 are pinned: Note 0 is pin 1, Note 21 is pin 8
    for (const c of all) {
      const n = Number(c.content.split(' ')[1]);
      expect(c.pinNumber, c.content).toBe(n % 3 === 0 ? n / 3 + 1 : null);
    }
  });

  it('answers the pins of the newest pinned comments with their numbers and how many there are', async () => {
    const id = await snippetWithComments(23);
    const res = await t.request({ method: 'GET', url: `/api/snippets/${id}/comment-pins`, cookie: visitor(id) });
    expect(res.statusCode).toBe(200);
    const pins = res.json<{ items: Array<{ number: number; selector: string; viewport: string }>; total: number }>();
    expect(pins.total).toBe(8);
    expect(pins.items.map((p) => p.number)).toEqual([8, 7, 6, 5, 4, 3, 2, 1]);
    expect(pins.items[0]).toMatchObject({ selector: 'h1', viewport: 'desktop' });
    expect((await t.request({ method: 'GET', url: '/api/snippets/999999/comment-pins' })).statusCode).toBe(404);
  });

  it(`shows the markers of the newest ${COMMENT_PINS_MAX} pinned comments only, and says how many there are`, async () => {
    const id = await makeSnippet();
    const count = COMMENT_PINS_MAX + 5;
    await t.database.db.insert(comments).values(
      Array.from({ length: count }, (_, n) => ({
        snippetId: id,
        authorName: 'Pinner',
        content: `Pin ${n}`,
        pinSelector: `p:nth-of-type(${n + 1})`,
        pinViewport: 'mobile',
      })),
    );
    const pins = (
      await t.request({ method: 'GET', url: `/api/snippets/${id}/comment-pins`, cookie: visitor(id) })
    ).json<{
      items: Array<{ number: number; selector: string; viewport: string }>;
      total: number;
    }>();
    expect(pins.total).toBe(count);
    expect(pins.items).toHaveLength(COMMENT_PINS_MAX);
    expect(pins.items[0]).toMatchObject({ number: count, selector: `p:nth-of-type(${count})`, viewport: 'mobile' });
    expect(pins.items.at(-1)!.number).toBe(6);
  });

  it('keeps microseconds in the cursor, so comments within one millisecond are neither repeated nor skipped', async () => {
    const id = await makeSnippet();
    const rows = await t.database.db
      .insert(comments)
      .values(['A', 'B', 'C'].map((content) => ({ snippetId: id, authorName: 'M', content })))
      .returning({ id: comments.id });
    const [a, b, c] = rows.map((r) => r.id) as [number, number, number];
    // same millisecond, different microseconds, ids in another order than time
    await t.database.db.execute(
      sql`update comments set created_at = case id when ${a} then '2030-05-05T05:05:05.123900Z'::timestamptz
        when ${b} then '2030-05-05T05:05:05.123400Z'::timestamptz
        else '2030-05-05T05:05:05.123700Z'::timestamptz end where id in (${a}, ${b}, ${c})`,
    );
    const first = await commentPage(id, '?limit=1');
    expect(first.items[0]!.id).toBe(a);
    expect(first.nextCursor).toBe(`2030-05-05T05:05:05.123900Z_${a}`);
    const second = await commentPage(id, `?limit=1&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(second.items[0]!.id).toBe(c);
    const third = await commentPage(id, `?limit=1&cursor=${encodeURIComponent(second.nextCursor!)}`);
    expect(third.items[0]!.id).toBe(b);
    expect(third.nextCursor).toBeNull();
  });

  it('answers the default page size without a limit', async () => {
    const id = await snippetWithComments(COMMENTS_PAGE_SIZE + 1);
    const first = await commentPage(id);
    expect(first.items).toHaveLength(COMMENTS_PAGE_SIZE);
    expect(first.total).toBe(COMMENTS_PAGE_SIZE + 1);
    const rest = await commentPage(id, `?cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(rest.items).toHaveLength(1);
    expect(rest.nextCursor).toBeNull();
  });

  it('refuses a limit out of bounds and a cursor it did not hand out with a 400 that says why', async () => {
    const id = await makeSnippet();
    const cases: Array<[string, RegExp]> = [
      ['?limit=0', /limit must be at least 1/],
      [`?limit=${COMMENTS_PAGE_SIZE_MAX + 1}`, new RegExp(`limit must be at most ${COMMENTS_PAGE_SIZE_MAX}`)],
      ['?limit=2.5', /limit must be a whole number/],
      ['?limit=lots', /limit must be a number/],
      ['?cursor=abc', /Invalid cursor: pass the nextCursor of the previous page/],
      ['?cursor=12', /Invalid cursor/],
      [`?cursor=${encodeURIComponent('2026-02-30T10:00:00.000000Z_5')}`, /Invalid cursor/],
      [`?cursor=${encodeURIComponent('2026-02-03T10:00:00.000000Z_0')}`, /Invalid cursor/],
      [`?cursor=${encodeURIComponent('2026-02-03T10:00:00.000Z_5')}`, /Invalid cursor/],
      ['?cursor=', /Invalid cursor/],
    ];
    for (const [query, message] of cases) {
      const res = await t.request({ method: 'GET', url: `/api/snippets/${id}/comments${query}`, cookie: visitor(id) });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(message);
    }
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/snippets/${id}/comments?limit=${COMMENTS_PAGE_SIZE_MAX}`,
          cookie: visitor(id),
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('staff review', () => {
  it('refuses the staff actions signed out', async () => {
    for (const action of ['approve', 'manual-approve', 'dismiss']) {
      expect((await t.request({ method: 'POST', url: `/api/comments/1/${action}` })).statusCode).toBe(401);
    }
  });

  it('manual approve and dismiss act once, then answer 409', async () => {
    const id = await makeSnippet();
    const a = (await postComment(id, { authorName: 'A', content: 'one' })).json().id;
    const b = (await postComment(id, { authorName: 'B', content: 'two' })).json().id;
    expect(
      (await t.request({ method: 'POST', url: `/api/comments/${a}/manual-approve`, cookie: staff })).statusCode,
    ).toBe(200);
    expect((await t.request({ method: 'POST', url: `/api/comments/${b}/dismiss`, cookie: staff })).statusCode).toBe(
      200,
    );
    for (const [cid, action] of [
      [a, 'dismiss'],
      [a, 'manual-approve'],
      [b, 'approve'],
      [b, 'manual-approve'],
    ] as const) {
      const res = await t.request({ method: 'POST', url: `/api/comments/${cid}/${action}`, cookie: staff });
      expect(res.statusCode).toBe(409);
    }
    const list = (await commentPage(id)).items;
    expect(list.find((c) => c.id === a)).toMatchObject({ approved: true, resolved: false });
    expect(list.find((c) => c.id === b)).toMatchObject({ approved: false, resolved: true });
    expect((await t.request({ method: 'POST', url: '/api/comments/999999/dismiss', cookie: staff })).statusCode).toBe(
      404,
    );
  });

  it('approve & fix applies the comment, saves a version naming it, and keeps at most 5', async () => {
    const id = await makeSnippet();
    for (let i = 0; i < 5; i++) {
      const c = (
        await postComment(id, { authorName: 'Dora', content: `Change the heading to "Fresh bread ${i}"` })
      ).json();
      const res = await t.request({ method: 'POST', url: `/api/comments/${c.id}/approve`, cookie: staff });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ approved: true, versionNumber: i + 2 });
    }
    const [snippet] = await t.database.db.select().from(snippets).where(eq(snippets.id, id));
    assert.isDefined(snippet);
    expect(snippet.code).toContain('Fresh bread 4');
    const versions = await t.database.db.select().from(snippetVersions).where(eq(snippetVersions.snippetId, id));
    expect(versions.map((v) => v.versionNumber).sort()).toEqual([2, 3, 4, 5, 6]);
    expect(versions.find((v) => v.versionNumber === 6)?.message).toMatch(/^Applied comment #\d+ from Dora$/);
  });

  /** The state after an Approve & Fix: the comment as the public list shows it, the versions and the code. */
  async function stateOf(snippetId: number, commentId: number) {
    const list = (await commentPage(snippetId)).items;
    const versions = await t.database.db.select().from(snippetVersions).where(eq(snippetVersions.snippetId, snippetId));
    const [snippet] = await t.database.db.select().from(snippets).where(eq(snippets.id, snippetId));
    assert.isDefined(snippet);
    return {
      comment: list.find((c) => c.id === commentId),
      versions: versions.sort((a, b) => a.versionNumber - b.versionNumber),
      code: snippet.code,
    };
  }

  async function approveAndFix(content: string) {
    const sid = await makeSnippet();
    const before = await stateOf(sid, 0);
    const c = (await postComment(sid, { authorName: 'Ina', content })).json() as { id: number };
    const res = await t.request({ method: 'POST', url: `/api/comments/${c.id}/approve`, cookie: staff });
    return { sid, cid: c.id, res, before, after: await stateOf(sid, c.id) };
  }

  it('approve & fix of a comment applied whole approves it and saves one version', async () => {
    const { cid, res, before, after } = await approveAndFix('Make the button orange');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: cid,
      result: 'applied',
      approved: true,
      versionNumber: 2,
      mode: 'rules',
      outcome: { applied: ['Changed the button colour to orange (#ffa500).'], notApplied: [] },
    });
    expect(after.comment).toMatchObject({ approved: true, resolved: false });
    expect(after.versions).toHaveLength(before.versions.length + 1);
    expect(after.versions.at(-1)?.message).toBe(`Applied comment #${cid} from Ina`);
    expect(after.code).not.toBe(before.code);
  });

  it('approve & fix of a comment applied in part saves that part and leaves the comment pending', async () => {
    const { cid, res, before, after } = await approveAndFix(
      'Make the button orange. Turn the hero into a carousel with five slides',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: cid,
      result: 'partial',
      approved: false,
      versionNumber: 2,
      mode: 'rules',
      outcome: {
        applied: ['Changed the button colour to orange (#ffa500).'],
        notApplied: ['“Turn the hero into a carousel with five slides”: not understood.'],
      },
    });
    // The client never sees 'Implemented' for it.
    expect(after.comment).toMatchObject({ approved: false, resolved: false });
    expect(after.versions).toHaveLength(before.versions.length + 1);
    expect(after.versions.at(-1)?.message).toBe(`Applied part of comment #${cid} from Ina`);
    expect(after.code).not.toBe(before.code);
    // Still pending: staff can approve it by hand once the rest is done.
    const manual = await t.request({ method: 'POST', url: `/api/comments/${cid}/manual-approve`, cookie: staff });
    expect(manual.statusCode).toBe(200);
  });

  it('approve & fix of a comment of which nothing applies saves nothing, says why and leaves it pending', async () => {
    const { cid, res, before, after } = await approveAndFix('Turn the hero into a carousel with five slides');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: cid,
      result: 'not-applied',
      approved: false,
      versionNumber: null,
      mode: 'rules',
      outcome: { applied: [], notApplied: ['“Turn the hero into a carousel with five slides”: not understood.'] },
      reason: '“Turn the hero into a carousel with five slides”: not understood.',
    });
    expect(after.comment).toMatchObject({ approved: false, resolved: false });
    expect(after.versions).toHaveLength(before.versions.length);
    expect(after.code).toBe(before.code);
  });

  it('approve & fix whose edit leaves the code as it was is not applied, even when the editor claims a change', async () => {
    const sid = await makeSnippet();
    const first = (await postComment(sid, { authorName: 'Ina', content: 'Make the button orange' })).json();
    expect(
      (await t.request({ method: 'POST', url: `/api/comments/${first.id}/approve`, cookie: staff })).json(),
    ).toMatchObject({ result: 'applied' });
    const before = await stateOf(sid, 0);
    for (const content of ['Make the button orange', 'Make the button orange. Make it pop']) {
      const again = (await postComment(sid, { authorName: 'Ina', content })).json() as { id: number };
      const res = await t.request({ method: 'POST', url: `/api/comments/${again.id}/approve`, cookie: staff });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ result: 'not-applied', approved: false, versionNumber: null });
      expect(res.json().reason).toMatch(/The change produced no difference in the code\.$/);
      const after = await stateOf(sid, again.id);
      expect(after.comment).toMatchObject({ approved: false, resolved: false });
      expect(after.versions).toHaveLength(before.versions.length);
    }
  });

  it('approve & fix of a comment handled meanwhile is a 409 and writes nothing', async () => {
    const sid = await makeSnippet();
    const c = (await postComment(sid, { authorName: 'Ina', content: 'Make the button orange' })).json() as {
      id: number;
    };
    const before = await stateOf(sid, c.id);
    const [fix, dismiss] = await Promise.all([
      t.request({ method: 'POST', url: `/api/comments/${c.id}/approve`, cookie: staff }),
      t.request({ method: 'POST', url: `/api/comments/${c.id}/dismiss`, cookie: staff }),
    ]);
    const after = await stateOf(sid, c.id);
    if (dismiss.statusCode === 200) {
      // The dismissal won: the fix saved nothing.
      expect(fix.statusCode).toBe(409);
      expect(after.comment).toMatchObject({ approved: false, resolved: true });
      expect(after.versions).toHaveLength(before.versions.length);
    } else {
      expect(fix.statusCode).toBe(200);
      expect(dismiss.statusCode).toBe(409);
      expect(after.comment).toMatchObject({ approved: true, resolved: false });
      expect(after.versions).toHaveLength(before.versions.length + 1);
    }
  });

  it('deleting a snippet deletes its comments and their images', async () => {
    const id = await makeSnippet();
    const posted = await postComment(id, {
      authorName: 'Del',
      content: 'pic',
      referenceImage: dataUrl('image/png', png),
    });
    const url = posted.json().referenceImage as string;
    expect((await t.request({ method: 'GET', url, cookie: visitor(id) })).statusCode).toBe(200);
    await t.database.db.delete(snippets).where(eq(snippets.id, id));
    expect(await t.database.db.select().from(comments).where(eq(comments.snippetId, id))).toHaveLength(0);
    const imageId = url.split('/').pop()!;
    expect(await t.database.db.select().from(commentImages).where(eq(commentImages.id, imageId))).toHaveLength(0);
    expect((await t.request({ method: 'GET', url, cookie: visitor(id) })).statusCode).toBe(404);
  });
});

describe('approve & fix with a model', () => {
  it('saves and approves a change; an answer identical to the code is not applied and saves nothing', async () => {
    const fake = await startFakeAnthropicServer();
    const m = await createTestApp({
      deps: {
        ai: anthropicAt(fake),
      },
    });
    try {
      const cookie = (await m.signIn()).cookie;
      const code = '<section class="hero"><h1>Night Market</h1><a href="#menu">See the menu</a></section>\n';
      const p = await insertProject(m.database.db, design);
      const sid = (await insertSnippet(m.database.db, { projectId: p.id, name: 'Hero', code, version: true })).id;
      await share(sid, m);
      const post = async (content: string) =>
        (
          await m.request({
            method: 'POST',
            url: `/api/snippets/${sid}/comments`,
            cookie: visitor(sid, m),
            payload: { authorName: 'Noa', content },
            remoteAddress: nextIp(),
          })
        ).json() as { id: number };
      const versions = async () =>
        (await m.database.db.select().from(snippetVersions).where(eq(snippetVersions.snippetId, sid))).length;
      const approved = async (id: number) => (await commentPage(sid, '', m)).items.find((c) => c.id === id)?.approved;

      fake.enqueue(fakeReply.text(code));
      const same = await post('The heading is fine as it is, keep it');
      const unchanged = await m.request({ method: 'POST', url: `/api/comments/${same.id}/approve`, cookie });
      expect(unchanged.statusCode, unchanged.body).toBe(200);
      expect(unchanged.json()).toEqual({
        id: same.id,
        result: 'not-applied',
        approved: false,
        versionNumber: null,
        mode: 'full',
        reason: 'The change produced no difference in the code.',
      });
      expect(await approved(same.id)).toBe(false);
      expect(await versions()).toBe(1);

      fake.enqueue(
        fakeReply.text(
          '<<<<<<< SEARCH\n<h1>Night Market</h1>\n=======\n<h1>Night Market Tonight</h1>\n>>>>>>> REPLACE',
        ),
      );
      const change = await post('Add "Tonight" to the heading');
      const applied = await m.request({ method: 'POST', url: `/api/comments/${change.id}/approve`, cookie });
      expect(applied.statusCode, applied.body).toBe(200);
      // A model's answer has no outcome: what it changed is the whole comment.
      expect(applied.json()).toEqual({
        id: change.id,
        result: 'applied',
        approved: true,
        versionNumber: 2,
        mode: 'blocks',
      });
      expect(await approved(change.id)).toBe(true);
      expect(await versions()).toBe(2);
    } finally {
      await m.close();
      await fake.close();
    }
  });
});

describe('live events', () => {
  it('streams a new comment to a listener within 2 seconds', async () => {
    const id = await makeSnippet();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const received = new Promise<string>((resolve, reject) => {
      const headers = { cookie: visitor(id)! };
      const req = http.get(`http://127.0.0.1:${port}/api/snippets/${id}/events`, { headers }, (res) => {
        expect(res.headers['content-type']).toMatch(/text\/event-stream/);
        let buf = '';
        res.on('data', (chunk) => {
          buf += chunk;
          if (buf.includes('event: comment.created')) {
            resolve(buf);
            req.destroy();
          }
        });
      });
      req.on('error', reject);
    });
    await new Promise((r) => setTimeout(r, 200));
    const started = Date.now();
    await postComment(id, { authorName: 'Live', content: 'Hello' });
    const text = await received;
    expect(Date.now() - started).toBeLessThan(2000);
    expect(text).toContain(`"snippetId":${id}`);
  });
  it("ends a visitor's live stream when sharing is turned off; the link's grant then opens nothing", async () => {
    const id = await makeSnippet();
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    let connected!: () => void;
    const opened = new Promise<void>((resolve) => (connected = resolve));
    const ended = new Promise<string>((resolve, reject) => {
      const headers = { cookie: visitor(id)! };
      const req = http.get(`http://127.0.0.1:${port}/api/snippets/${id}/events`, { headers }, (res) => {
        expect(res.statusCode).toBe(200);
        let buf = '';
        res.on('data', (chunk) => {
          buf += chunk;
          if (buf.includes('connected')) connected();
        });
        res.on('end', () => resolve(buf));
      });
      req.on('error', reject);
    });
    await opened;
    const off = await t.request({ method: 'DELETE', url: `/api/snippets/${id}/share`, cookie: staff });
    expect(off.json()).toEqual({ shared: false, shareToken: null });
    expect(await ended).toContain('event: snippet.sharing');
    for (const url of [`/api/snippets/${id}`, `/api/snippets/${id}/comments`, `/api/snippets/${id}/events`]) {
      const res = await t.request({ method: 'GET', url, cookie: visitor(id) });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found', message: 'Snippet not found' });
    }
    // Staff still see it; sharing it again makes a new link, and the old grant stays dead.
    expect((await t.request({ method: 'GET', url: `/api/snippets/${id}`, cookie: staff })).statusCode).toBe(200);
    const again = await t.request({ method: 'POST', url: `/api/snippets/${id}/share`, cookie: staff });
    expect(again.json().shareToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect((await t.request({ method: 'GET', url: `/api/snippets/${id}`, cookie: visitor(id) })).statusCode).toBe(404);
  });

  it(`holds at most ${LIVE_STREAMS_PER_ADDRESS} open streams per client address; one more gets 429`, async () => {
    const id = await makeSnippet();
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
    const open = (): Promise<{ status: number; body: Promise<string>; close: () => void }> =>
      new Promise((resolve, reject) => {
        const headers = { cookie: visitor(id)! };
        const req = http.get(`http://127.0.0.1:${port}/api/snippets/${id}/events`, { agent, headers }, (res) => {
          let buf = '';
          const body = new Promise<string>((done) => {
            res.on('data', (chunk) => (buf += chunk));
            res.on('end', () => done(buf));
          });
          resolve({ status: res.statusCode ?? 0, body, close: () => req.destroy() });
        });
        req.on('error', reject);
      });
    const streams = [];
    try {
      for (let i = 0; i < LIVE_STREAMS_PER_ADDRESS; i++) streams.push(await open());
      expect(streams.map((s) => s.status)).toEqual(Array(LIVE_STREAMS_PER_ADDRESS).fill(200));
      const refused = await open();
      expect(refused.status).toBe(429);
      expect(JSON.parse(await refused.body).error).toBe('rate_limited');
      // A stream that closes gives its place back.
      streams.shift()!.close();
      await expect
        .poll(async () => {
          const next = await open();
          if (next.status === 200) streams.push(next);
          return next.status;
        })
        .toBe(200);
    } finally {
      for (const s of streams) s.close();
      agent.destroy();
    }
  });
});
