import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Validator } from '@seriousme/openapi-schema-validator';
import { parseIdText } from '@shared/schemas/http';
import { createTestApp, type TestApp } from '../test/harness';
import { DOCS_PREFIX } from './openapi';

interface Operation {
  security?: unknown[];
  parameters?: Array<{ name: string; in: string; schema: { pattern?: string; maxLength?: number } }>;
  requestBody?: { content: Record<string, unknown> };
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
}

const OPERATIONS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
/** The files of the built client, served as they are (the same test as the access rules'). */
const CLIENT_FILE = /^\/(?:assets\/[^/]+|[^/]+\.[a-z0-9]+)$/;

/** A route's path as the document spells it: `:id` is `{id}`, a trailing wildcard `{*}`. */
function documentPath(url: string) {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{*}');
}

describe('the OpenAPI document', () => {
  let t: TestApp;
  let cookie: string;
  let document: OpenApiDocument;
  /** `METHOD /path` of every operation in the document. */
  let documented: Map<string, Operation>;

  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie } = await t.signIn());
    const res = await t.request({ url: '/api/openapi.json', cookie });
    expect(res.statusCode).toBe(200);
    document = res.json();
    documented = new Map(
      Object.entries(document.paths).flatMap(([path, item]) =>
        Object.entries(item)
          .filter(([method]) => OPERATIONS.has(method))
          .map(([method, op]) => [`${method.toUpperCase()} ${path}`, op] as const),
      ),
    );
  });
  afterAll(() => t?.close());

  it('is a valid OpenAPI 3.1 document whose references all resolve', async () => {
    const validator = new Validator();
    const result = await validator.validate(document as unknown as Record<string, unknown>);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(() => validator.resolveRefs()).not.toThrow();
    expect(document.info.title).toBe('Atelier API');
  });

  it('describes every registered route, and no route that is not registered', () => {
    const routes = t.app.registeredRoutes.filter((r) => !r.hidden && r.method !== 'OPTIONS');
    expect(routes.length).toBeGreaterThan(40);
    // Fastify answers HEAD for each GET by itself: such a HEAD is described by its GET.
    const missing = routes
      .map((r) => ({ ...r, key: `${r.method} ${documentPath(r.url)}` }))
      .filter((r) => !documented.has(r.key) && !(r.method === 'HEAD' && documented.has(`GET ${documentPath(r.url)}`)))
      .map((r) => r.key);
    expect(missing).toEqual([]);

    const registered = new Set(t.app.registeredRoutes.map((r) => `${r.method} ${documentPath(r.url)}`));
    expect([...documented.keys()].filter((key) => !registered.has(key))).toEqual([]);
    console.info(`openapi: ${documented.size} operations in ${Object.keys(document.paths).length} paths`);
  });

  it('leaves out only the pages and files of the reference itself and of the built client', () => {
    const hidden = t.app.registeredRoutes.filter((r) => r.hidden);
    expect(hidden.map((r) => r.url)).toContain(DOCS_PREFIX);
    for (const route of hidden) {
      const where = `${route.method} ${route.url}`;
      expect(
        route.url === DOCS_PREFIX || route.url.startsWith(`${DOCS_PREFIX}/`) || CLIENT_FILE.test(route.url),
        where,
      ).toBe(true);
      expect(route.public, where).toBe(CLIENT_FILE.test(route.url));
      expect(documented.has(`${route.method} ${documentPath(route.url)}`), where).toBe(false);
    }
  });

  it("marks exactly the public routes as needing no session, and the shared ones as open to a share link's grant", () => {
    let shared = 0;
    for (const route of t.app.registeredRoutes.filter((r) => !r.hidden)) {
      const op = documented.get(`${route.method} ${documentPath(route.url)}`);
      if (!op) continue;
      const expected = { public: [], shared: [{ session: [] }, { shareGrant: [] }], private: undefined }[route.access];
      expect(op.security, `${route.method} ${route.url}`).toEqual(expected);
      if (route.access === 'shared') shared++;
    }
    expect(shared).toBeGreaterThanOrEqual(10);
  });

  it('describes the multipart upload and the id parameters as the routes read them', () => {
    const upload = documented.get('POST /api/files');
    expect(Object.keys(upload?.requestBody?.content ?? {})).toEqual(['multipart/form-data']);

    const id = documented.get('GET /api/projects/{id}')?.parameters?.find((p) => p.name === 'id');
    expect(id?.in).toBe('path');
    const pattern = new RegExp(id?.schema.pattern ?? '');
    const maxLength = id?.schema.maxLength ?? Infinity;
    const accepted = (raw: string) => pattern.test(raw) && raw.length <= maxLength;
    fc.assert(
      fc.property(fc.oneof(fc.stringMatching(/^\d{0,12}$/), fc.string({ maxLength: 12 })), (raw) => {
        expect(accepted(raw), raw).toBe(parseIdText(raw) !== null);
      }),
      { numRuns: 2000, seed: 20261124 },
    );
  });

  it('is served with the browsable reference to signed-in staff only', async () => {
    for (const url of [
      '/api/openapi.json',
      DOCS_PREFIX,
      `${DOCS_PREFIX}/json`,
      `${DOCS_PREFIX}/static/swagger-ui-bundle.js`,
    ]) {
      const anonymous = await t.request({ url });
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json(), url).toEqual({ error: 'unauthorized', message: expect.any(String) });
    }
    const page = await t.request({ url: DOCS_PREFIX, cookie });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    // Everything the page loads comes from this server.
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(sources.length).toBeGreaterThan(3);
    for (const src of sources) expect(src, src).toMatch(/^\/api\/docs\/static\//);
    expect(page.headers['content-security-policy']).toContain("script-src 'self';");
    const bundle = await t.request({ url: `${DOCS_PREFIX}/static/swagger-ui-bundle.js`, cookie });
    expect(bundle.statusCode).toBe(200);
  });
});
