import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from '../test/harness';
import { insertComment, insertSnippet } from '../test/factories';
import { startFakeGitHub, type FakeGitHub } from '../test/fakes/fake-github-server';

/**
 * Every registered route, signed in (public ones also without a session), gets generated requests: bodies of the
 * wrong type, huge and unicode strings, NUL characters, arrays for objects,
 * `__proto__` keys, malformed JSON, wrong content types, odd path parameters
 * and query strings. No answer may be a 5xx.
 */

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 300);
/**
 * Files of the built client, the preview's assets and the API reference's page and document: one
 * static answer each, so a few runs suffice.
 */
const RUNS_PER_STATIC_ROUTE = 4;
const isStatic = (url: string) =>
  (!url.startsWith('/api/') || url.startsWith('/api/docs')) && !url.includes(':') && !url.includes('*');
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);

/** The field names the request schemas know, so generated bodies get past the first checks. */
const KNOWN_KEYS = [
  'name',
  'prompt',
  'code',
  'status',
  'versionMessage',
  'referenceImage',
  'referenceImages',
  'authorName',
  'content',
  'pin',
  'selector',
  'viewport',
  'fileName',
  'q',
  'kind',
  'cursor',
  'limit',
  'token',
  'email',
  'password',
  'confirmPassword',
  'username',
  'rememberMe',
  'cssContent',
  'url',
  'stylingReference',
  'sourceUrl',
  'fontFamily',
  'primaryColor',
  'accentColor',
  'borderRadius',
  'boxShadow',
  'isDarkMode',
  'repoId',
  'branch',
  'path',
  'commitMessage',
  'file',
];
const NASTY_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', ''];

const HUGE = 'x'.repeat(300_000);
const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string().map((s) => `${s}\u0000${s}`),
  fc.constantFrom(HUGE, '\u0000', '\uD800', '\uDFFF', '💥'.repeat(1000), 'data:image/png;base64,iVBORw0KGgo=', ''),
  fc.constantFrom('https://example.com', 'staff@example.com', 'secret123', 'working_on', 'desktop', '1', '-1'),
  fc.constantFrom('1e309', 'NaN', '9'.repeat(40), '0x10', ' 1 ', 'true', 'null', '<script>', "'; drop table x; --"),
);
const scalar = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -0, 2 ** 53 + 1, 1e308),
);
const key = fc.oneof(fc.constantFrom(...KNOWN_KEYS), fc.constantFrom(...NASTY_KEYS), fc.string({ maxLength: 12 }));
const { value } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(key, tie('value'), { maxKeys: 6 }),
  ),
}));

/** JSON text of an object whose keys may include `__proto__` as a real key, as an attacker would send it. */
const jsonObjectText = fc
  .array(fc.tuple(key, value), { maxLength: 8 })
  .map((entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`).join(',')}}`);

const MALFORMED_JSON = [
  '{',
  '{"name":',
  '[',
  'nul',
  '{"a":1}}',
  '{"a":"\\u0000"}',
  '\u0000',
  '{"a":1,}',
  '"\\uD800"',
  '1e999999',
];

interface Body {
  payload?: string | Buffer;
  contentType?: string;
}
const body: fc.Arbitrary<Body> = fc.oneof(
  { arbitrary: jsonObjectText.map((payload) => ({ payload, contentType: 'application/json' })), weight: 5 },
  {
    arbitrary: value.map((v) => ({ payload: JSON.stringify(v) ?? 'null', contentType: 'application/json' })),
    weight: 3,
  },
  {
    arbitrary: fc.constantFrom(...MALFORMED_JSON).map((payload) => ({ payload, contentType: 'application/json' })),
    weight: 1,
  },
  {
    arbitrary: fc
      .tuple(
        jsonObjectText,
        fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data',
          'multipart/form-data; boundary=x',
          'application/xml',
          'application/json; charset=utf-16',
          'application/json; charset=latin1',
          'application/octet-stream',
          'image/png',
          '',
          '*/*',
          'application/json, text/plain',
        ),
      )
      .map(([payload, contentType]) => ({ payload, contentType })),
    weight: 2,
  },
  {
    arbitrary: fc.constantFrom<Body>(
      {},
      { payload: '', contentType: 'application/json' },
      { payload: Buffer.from([0xff, 0xfe, 0x00, 0x7b]), contentType: 'application/json' },
      {
        payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\u0000\r\n--x--\r\n',
        contentType: 'multipart/form-data; boundary=x',
      },
      {
        payload: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc',
        contentType: 'multipart/form-data; boundary=x',
      },
    ),
    weight: 1,
  },
);

/** A path parameter: an id that exists (1) now and then, otherwise anything. */
const param = fc.oneof(
  { arbitrary: fc.constant('1'), weight: 2 },
  { arbitrary: fc.string({ minLength: 1, maxLength: 30 }).map(encodeURIComponent), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 8 }).map(encodeURIComponent), weight: 1 },
  {
    arbitrary: fc.constantFrom(
      '0',
      '-1',
      '1.5',
      '1e3',
      '99999999999',
      '2147483648',
      '%00',
      '%C0%AE',
      '%ZZ',
      'x'.repeat(300),
    ),
    weight: 2,
  },
);

const query = fc.oneof(
  { arbitrary: fc.constant(''), weight: 2 },
  {
    arbitrary: fc
      .array(fc.tuple(key, fc.oneof(text, fc.string({ unit: 'binary', maxLength: 10 }))), { maxLength: 5 })
      .map((pairs) => {
        const params = new URLSearchParams();
        for (const [k, v] of pairs) params.append(k, v.slice(0, 2000));
        return `?${params.toString()}`;
      }),
    weight: 4,
  },
  {
    arbitrary: fc.constantFrom(
      '?q=%00',
      '?q=%ZZ',
      '?q[]=1&q[]=2',
      '?q=a&q=b',
      '?__proto__[x]=1',
      '?constructor.prototype.x=1',
      '?limit=1e309',
      '?limit=-1&cursor=0',
      '?kind=image&kind=video',
      '?token=%00',
      '?token=' + 'a'.repeat(5000),
      '?&&&==&',
    ),
    weight: 2,
  },
);

/** A concrete request target for a route pattern. */
const target = (url: string) =>
  fc.tuple(fc.array(param, { minLength: 4, maxLength: 4 }), query).map(([params, q]) => {
    let i = 0;
    const next = () => {
      const value = params[i++];
      if (value === undefined) throw new Error(`${url} takes more than ${params.length} parameters`);
      return value;
    };
    return url.replace(/:[A-Za-z]+/g, next).replace(/\*$/, next) + q;
  });

describe('generated requests to every route, signed in (and without a session where the route is public)', () => {
  let t: TestApp;
  let github: FakeGitHub;
  let userId: number;
  let cookie: string;
  let grant: string;
  let disposableUserId: number;
  let requests = 0;
  let anonymousRequests = 0;
  let routeCount = 0;
  const failures: string[] = [];

  beforeAll(async () => {
    github = await startFakeGitHub({ tokens: ['ghp_fuzz'], repos: [{ owner: 'fuzz', name: 'theme' }] });
    t = await createTestApp({
      env: { GITHUB_API_URL: github.url, AUTH_ATTEMPTS_PER_MINUTE: '1000000' },
    });
    ({ cookie, userId } = await t.signIn('owner@example.com'));
    ({ userId: disposableUserId } = await t.signIn('disposable@example.com'));
    const db = t.database.db;
    const snippet = await insertSnippet(db, { version: true });
    await insertComment(db, snippet.id);
    // The visitor of snippet 1's share link: shared routes are also sent with its grant alone.
    grant = (await t.shareLink(snippet.id)).grant;
  });
  afterAll(async () => {
    console.info(
      `fuzz: ${routeCount} routes, ${requests} requests (${anonymousRequests} without a session), ${failures.length} answered 5xx`,
    );
    await t?.close();
    await github?.close();
  });

  it('answers no generated request with a 5xx', async () => {
    const seen = new Set<string>();
    const routes = t.app.registeredRoutes.filter((r) => {
      const id = `${r.method} ${r.url}`;
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    });
    expect(routes.length).toBeGreaterThan(30);
    routeCount = routes.length;
    for (const route of routes) {
      // An open live stream never ends on its own: that route is fuzzed with ids that do not exist.
      const live = route.url.endsWith('/events');
      await fc
        .assert(
          // Public routes are also sent without a session, and shared ones with a share link's grant alone,
          // as a client or an attacker would send them.
          fc.asyncProperty(target(route.url), body, fc.ipV4(), fc.boolean(), async (url, b, remoteAddress, anon) => {
            if (live && /\/1\/events/.test(url)) return true;
            const sessionEnds = /\/(logout|refresh-session)$/.test(route.url);
            // These end every session (or every other one) of their user: that user is a separate one.
            const userSessionsEnd = /\/(logout\/everywhere|password\/change)$/.test(route.url);
            const anonymous = anon && route.access !== 'private';
            if (anonymous) anonymousRequests++;
            const opts: InjectOptions = {
              method: route.method,
              url,
              remoteAddress,
              headers: {
                ...(anonymous
                  ? route.access === 'shared'
                    ? { cookie: grant }
                    : {}
                  : {
                      cookie: userSessionsEnd
                        ? await t.newSession(disposableUserId)
                        : sessionEnds
                          ? await t.newSession(userId)
                          : cookie,
                    }),
                ...(b.contentType !== undefined && b.payload !== undefined ? { 'content-type': b.contentType } : {}),
              },
              ...(b.payload !== undefined && !['GET', 'HEAD'].includes(route.method) ? { payload: b.payload } : {}),
            };
            const res = await t.request(opts);
            requests++;
            if (res.statusCode >= 500) {
              failures.push(
                `${route.method} ${url.slice(0, 120)} ${String(b.contentType)} → ${res.statusCode} ${res.body.slice(0, 200)}`,
              );
              return false;
            }
            return true;
          }),
          { numRuns: isStatic(route.url) ? RUNS_PER_STATIC_ROUTE : RUNS_PER_ROUTE, seed: SEED, endOnFailure: true },
        )
        .catch((err: Error) => {
          failures.push(`${route.method} ${route.url}: ${err.message.split('\n').slice(0, 3).join(' | ')}`);
        });
    }
    expect(failures).toEqual([]);
  }, 900_000);
});
