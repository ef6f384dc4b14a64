import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness';
import { insertComment, insertFile, insertSnippet } from '../test/factories';
import { rawRequest, type RawResponse } from '../test/raw-http';
import { nonCanonicalReason } from './canonical-path';

/** A concrete path for a route pattern: every parameter is 1, a wildcard is one segment. */
function concretePath(url: string) {
  return url.replace(/:[A-Za-z]+/g, '1').replace(/\*$/, 'x');
}

/** The plain request target and the other spellings of the same path that must never reach the route. */
export function requestForms(path: string, port: number): Array<{ form: string; target: string }> {
  const secondSlash = path.indexOf('/', 1);
  const letter = path.search(/[a-z]/);
  const lastDigit = path.search(/\d(?!.*\d)/);
  return [
    { form: 'plain', target: path },
    {
      form: 'encoded letter',
      target: `${path.slice(0, letter)}%${path.charCodeAt(letter).toString(16)}${path.slice(letter + 1)}`,
    },
    {
      form: 'upper-case encoded letter',
      target: `${path.slice(0, letter)}%${path.charCodeAt(letter).toString(16).toUpperCase()}${path.slice(letter + 1)}`,
    },
    {
      form: 'encoded slash',
      target: secondSlash === -1 ? `${path}%2F` : `${path.slice(0, secondSlash)}%2F${path.slice(secondSlash + 1)}`,
    },
    { form: 'dot-dot segment', target: `/x/..${path}` },
    { form: 'encoded dot-dot segment', target: `/x/%2e%2e${path}` },
    { form: 'dot segment', target: `/.${path}` },
    { form: 'double slash', target: `/${path}` },
    {
      form: 'backslash',
      target: secondSlash === -1 ? `${path}\\` : `${path.slice(0, secondSlash)}\\${path.slice(secondSlash + 1)}`,
    },
    { form: 'absolute-form', target: `http://localhost:${port}${path}` },
    {
      form: 'encoded digit',
      target:
        lastDigit === -1 ? `${path}%30` : `${path.slice(0, lastDigit)}%3${path[lastDigit]}${path.slice(lastDigit + 1)}`,
    },
  ];
}

/** The routes SPEC §6 makes reachable without a session, and the files of the built client. */
const PUBLIC_ROUTES = new Set([
  'GET /healthz',
  'GET /api/config',
  'GET /api/auth/status',
  'POST /api/login',
  'POST /api/login/email',
  'GET /api/auth/email-login',
  'GET /api/auth/email-link',
  'POST /api/auth/email-link',
  'POST /api/logout',
  'POST /api/register',
  'POST /api/password/forgot',
  'GET /api/password/reset',
  'POST /api/password/reset',
  'GET /dev/login-links',
  'GET /uploads/:publicId/thumbnail.webp',
  'GET /uploads/:publicId/:name',
  'GET /uploads/*',
  'GET /frame.html',
  'GET /frame/bridge.js',
  'GET /frame/checks.js',
  'GET /vendor/axe.js',
  'GET /vendor/tailwind.js',
  'GET /vendor/alpine.js',
  'GET /vendor/highlight.js',
  'GET /vendor/highlight.css',
  'GET /fonts/:name',
  'GET /fonts/:slug/:file',
]);
/**
 * The routes that show one snippet: a signed-in user, or a visitor who opened the snippet's share link
 * (and carries its grant), reaches them; anyone else is told the snippet was not found (decision 0028).
 */
const SHARED_ROUTES = new Set([
  'GET /api/snippets/:id',
  'GET /api/snippets/:id/comments',
  'GET /api/snippets/:id/comment-pins',
  'POST /api/snippets/:id/comments',
  'GET /api/comment-images/:imageId',
  'GET /api/snippets/:id/events',
  'GET /snippets/:id',
  'GET /snippet/*',
  'GET /preview/:id',
  'GET /frame/snippets/:id',
]);
const CLIENT_FILE = /^\/(?:assets\/[^/]+|[^/]+\.[a-z0-9]+)$/;

function declaredAccess(method: string, url: string) {
  const key = `${method === 'HEAD' ? 'GET' : method} ${url}`;
  if (SHARED_ROUTES.has(key)) return 'shared';
  const isPublic = PUBLIC_ROUTES.has(key) || ((method === 'GET' || method === 'HEAD') && CLIENT_FILE.test(url));
  return isPublic ? 'public' : 'private';
}

const SECRET_NAME = 'Unreleased Launch Hero';
const SECRET_CODE = '<section>unreleased-launch-code</section>';

/** Nothing of the snippet (its name, its code, its comment) is in the answer. */
function expectNothingOfTheSnippet(res: RawResponse, where: string) {
  expect(res.body, where).not.toContain('unreleased-launch-code');
  expect(res.body, where).not.toContain(SECRET_NAME);
  expect(res.body, where).not.toContain('Please make the heading larger');
}

/** One digest of every row of every table: equal digests mean nothing was written. */
async function databaseDigest(t: TestApp) {
  const tables = (await t.database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: Array<{ table_name: string }> };
  const digests: Record<string, string> = {};
  for (const { table_name } of tables.rows) {
    const r = (await t.database.db.execute(
      sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as d from ${sql.identifier(table_name)} t`,
    )) as unknown as { rows: Array<{ d: string | null }> };
    digests[table_name] = r.rows[0]?.d ?? '';
  }
  return digests;
}

function expectNoData(res: RawResponse, where: string) {
  if (!res.body) return;
  if (!/json/.test(res.headers['content-type'] ?? '')) {
    // Only the client's shell page or a plain error text may come back, never an API answer.
    expect(res.body, where).not.toMatch(/"id"\s*:/);
    return;
  }
  const body = JSON.parse(res.body) as Record<string, unknown>;
  expect(
    Object.keys(body).every((k) => ['error', 'message', 'details'].includes(k)),
    where,
  ).toBe(true);
  expect(typeof body.error, where).toBe('string');
}

describe('access follows the matched route', () => {
  let t: TestApp;
  let port: number;
  let other: { id: number };
  let imageId: string;
  /** A path of a shared route for snippet 1 (and its comment image). */
  const sharedPath = (url: string) => url.replace(':imageId', imageId).replace(':id', '1').replace(/\*$/, '1');

  beforeAll(async () => {
    t = await createTestApp();
    const { userId } = await t.signIn('owner@example.com');
    const db = t.database.db;
    // One row of everything a private route could read or change, each with id 1.
    const snippet = await insertSnippet(db, { version: true, name: SECRET_NAME, code: SECRET_CODE });
    await insertComment(db, snippet.id, { image: {} });
    await insertFile(db);
    // A second snippet, shared: its grant opens nothing of snippet 1.
    other = await insertSnippet(db, { projectId: snippet.projectId, name: 'Shared Elsewhere' });
    const images = (await db.execute(sql`select id from comment_images`)) as unknown as {
      rows: Array<{ id: string }>;
    };
    imageId = images.rows[0]!.id;
    await db.execute(
      sql`insert into github_tokens (user_id, token_sealed, login) values (${userId}, 'sealed', 'octocat')`,
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t?.close());

  it('lists only the declared public routes as public, the declared shared ones as shared, and every other route as private', () => {
    const routes = t.app.registeredRoutes;
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      const declared = declaredAccess(route.method, route.url);
      expect(route.access, `${route.method} ${route.url}`).toBe(declared);
      expect(route.public, `${route.method} ${route.url}`).toBe(declared === 'public');
    }
    expect(routes.filter((r) => r.access === 'shared' && r.method !== 'HEAD')).toHaveLength(SHARED_ROUTES.size);
  });

  it('answers every private route, in every spelling of its path, without data and without a change', async () => {
    const before = await databaseDigest(t);
    const privateRoutes = t.app.registeredRoutes.filter((r) => r.access === 'private');
    let requests = 0;
    for (const route of privateRoutes) {
      const path = concretePath(route.url);
      const hasBody = !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
      for (const { form, target } of requestForms(path, port)) {
        const res = await rawRequest(port, {
          method: route.method,
          target,
          ...(hasBody
            ? {
                headers: { 'Content-Type': 'application/json' },
                body: JSON.stringify({ name: 'Taken over', code: '<p>x</p>', token: 'ghp_x', fileName: 'x.png' }),
              }
            : {}),
        });
        requests++;
        const where = `${route.method} ${target} (${route.url}, ${form})`;
        if (form === 'plain') expect(res.status, where).toBe(401);
        else expect([400, 401, 404], where).toContain(res.status);
        expectNoData(res, where);
      }
    }
    expect(await databaseDigest(t)).toEqual(before);
    expect(requests).toBe(privateRoutes.length * requestForms('/api/x', port).length);
    console.info(
      `access: ${privateRoutes.length} private routes × ${requestForms('/api/x', port).length} request forms = ${requests} requests`,
    );
  });

  it("shows a snippet on no shared route, in any spelling, to a visitor without its link: not shared, another snippet's grant, a revoked grant", async () => {
    const before = await databaseDigest(t);
    const sharedRoutes = t.app.registeredRoutes.filter((r) => r.access === 'shared');
    const otherGrant = (await t.shareLink(other.id)).grant;
    const visitors: Array<[string, Record<string, string>]> = [
      ['no cookie', {}],
      ['grant of another snippet', { Cookie: otherGrant }],
      ['made-up grant', { Cookie: 'atelier_share_1=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }],
    ];
    let requests = 0;
    const ask = async (label: string, headers: Record<string, string>) => {
      for (const route of sharedRoutes) {
        const path = sharedPath(route.url);
        const hasBody = route.method === 'POST';
        for (const { form, target } of requestForms(path, port)) {
          const res = await rawRequest(port, {
            method: route.method,
            target,
            headers: { ...headers, ...(hasBody ? { 'Content-Type': 'application/json' } : {}) },
            ...(hasBody
              ? { body: JSON.stringify({ authorName: 'Walker', content: 'Found it', referenceImage: null }) }
              : {}),
          });
          requests++;
          const where = `${route.method} ${target} (${route.url}, ${form}, ${label})`;
          // The pages answer the page of a missing snippet (200, or 503 where the client is not built).
          const isPage = !route.url.startsWith('/api/') && !route.url.startsWith('/frame/');
          if (form === 'plain' && !isPage) expect(res.status, where).toBe(404);
          else expect([200, 400, 404, 503], where).toContain(res.status);
          expectNoData(res, where);
          expectNothingOfTheSnippet(res, where);
          expect(res.headers['set-cookie'] ?? '', where).not.toContain('atelier_share_1=');
        }
      }
    };
    for (const [label, headers] of visitors) await ask(label, headers);

    // Shared, then turned off: the grant its link gave stops at once.
    const { grant } = await t.shareLink(1);
    const { cookie } = await t.signIn();
    const off = await t.request({ method: 'DELETE', url: '/api/snippets/1/share', cookie });
    expect(off.json()).toEqual({ shared: false, shareToken: null });
    await ask('revoked grant', { Cookie: grant });
    console.info(
      `access: ${sharedRoutes.length} shared routes × ${requestForms('/api/x', port).length} request forms × 4 visitors = ${requests} requests without the link`,
    );

    // What changed is the sharing state of the two snippets, and nothing else.
    const after = await databaseDigest(t);
    expect(Object.keys(after).filter((table) => after[table] !== before[table])).toEqual([
      'sessions',
      'snippets',
      'users',
    ]);
  });

  it('shows the snippet on every shared route to a visitor who opened its link, in the plain form only', async () => {
    const link = await t.shareLink(1);
    expect(link.path).toMatch(/^\/snippet\/1-[A-Za-z0-9_-]{32}$/);
    for (const route of t.app.registeredRoutes.filter((r) => r.access === 'shared' && r.method === 'GET')) {
      if (route.url.endsWith('/events')) continue;
      const target = sharedPath(route.url);
      const res = await rawRequest(port, { method: 'GET', target, headers: { Cookie: link.grant } });
      expect([200, 503], `${target}`).toContain(res.status);
      if (res.status === 200 && route.url.startsWith('/api/snippets/:id'))
        expect(res.body).toMatch(/"id":1\b|"snippetId":1\b|"total"/);
      const spelled = await rawRequest(port, {
        method: 'GET',
        target: `/x/..${target}`,
        headers: { Cookie: link.grant },
      });
      expect(spelled.status, `/x/..${target}`).toBe(400);
    }
    const snippet = await rawRequest(port, {
      method: 'GET',
      target: '/api/snippets/1',
      headers: { Cookie: link.grant },
    });
    expect(JSON.parse(snippet.body)).toMatchObject({ id: 1, name: SECRET_NAME, code: SECRET_CODE });
    // A wrong token in the link gives nothing, and no grant.
    const wrong = await rawRequest(port, { method: 'GET', target: `/snippet/1-${'A'.repeat(32)}` });
    expect(wrong.headers['set-cookie'] ?? '').not.toContain('atelier_share_1=');
    expectNothingOfTheSnippet(wrong, 'wrong token');
  });

  it('still serves a private route to a signed-in user in its plain form', async () => {
    const { cookie } = await t.signIn();
    const res = await rawRequest(port, { method: 'GET', target: '/api/projects', headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({
      items: [expect.objectContaining({ id: 1, name: 'Harbor Coffee' })],
      nextCursor: null,
    });
    const encoded = await rawRequest(port, { method: 'GET', target: '/%61pi/projects', headers: { Cookie: cookie } });
    expect(encoded.status).toBe(400);
  });

  it('answers a path that matches no route with a 404 and no data', async () => {
    const res = await rawRequest(port, { method: 'GET', target: '/api/nothing-here' });
    expect(res.status).toBe(404);
    expectNoData(res, 'GET /api/nothing-here');
  });
});

describe('canonical request targets', () => {
  it('accepts canonical paths with any query string', () => {
    for (const ok of ['/', '/api/projects', '/api/files?q=%41b%2Fc', '/uploads/abc/My%20File%20(1).png', '/a.b/c']) {
      expect(nonCanonicalReason(ok), ok).toBeNull();
    }
  });

  it('refuses every other spelling of a path', () => {
    for (const bad of [
      '/%61pi/projects',
      '/api%2fprojects',
      '/api/%2E%2E/x',
      '/x/../api',
      '/./api',
      '/api/.',
      '//api/projects',
      '/api\\projects',
      'http://localhost/api/projects',
      '*',
      '/api/projects/%7E',
    ]) {
      expect(nonCanonicalReason(bad), bad).not.toBeNull();
    }
  });
});
