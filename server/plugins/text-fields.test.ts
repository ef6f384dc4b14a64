import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { insertSnippet, projectInput } from '../test/factories';

const NUL = '\u0000';

let t: TestApp;
let cookie: string;
let projectId: number;
let snippetId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await t.signIn());
  ({ projectId, id: snippetId } = await insertSnippet(t.database.db));
});
afterAll(() => t.close());

const project = projectInput({ sourceUrl: 'https://example.com', cssContent: 'body{}' });

/** A valid request per text field; the field's value then gets a NUL character. */
const cases: Array<{ route: string; url: () => string; method: 'POST' | 'PUT' | 'PATCH'; body: object }> = [
  { route: 'create project', method: 'POST', url: () => '/api/projects', body: project },
  { route: 'update project', method: 'PATCH', url: () => `/api/projects/${projectId}`, body: project },
  {
    route: 'comment (public)',
    method: 'POST',
    url: () => `/api/snippets/${snippetId}/comments`,
    body: { authorName: 'Ann', content: 'Looks good', pin: { selector: 'section' } },
  },
  {
    route: 'create snippet',
    method: 'POST',
    url: () => `/api/projects/${projectId}/snippets`,
    body: { name: 'Hero banner', prompt: 'A hero banner with a headline' },
  },
  { route: 'save snippet code', method: 'PUT', url: () => `/api/snippets/${snippetId}`, body: { code: '<p>x</p>' } },
  {
    route: 'save snippet with message',
    method: 'PUT',
    url: () => `/api/snippets/${snippetId}`,
    body: { code: '<p>x</p>', name: 'Hero banner', versionMessage: 'Tweak' },
  },
  {
    route: 're-prompt',
    method: 'POST',
    url: () => `/api/snippets/${snippetId}/prompt`,
    body: { prompt: 'Make it blue' },
  },
  { route: 'analyze CSS', method: 'POST', url: () => '/api/analyze-css', body: { cssContent: 'body{color:red}' } },
  { route: 'analyze website', method: 'POST', url: () => '/api/analyze-website', body: { url: 'https://example.com' } },
  { route: 'GitHub token', method: 'POST', url: () => '/api/github/token', body: { token: 'ghp_abc' } },
  {
    route: 'GitHub push',
    method: 'POST',
    url: () => '/api/github/push-shopify',
    body: { repoId: 1, branch: 'main', path: 'sections', fileName: 'a.liquid', content: 'x', commitMessage: 'm' },
  },
  { route: 'rename file', method: 'PATCH', url: () => '/api/files/1', body: { fileName: 'a.png' } },
  {
    route: 'sign in',
    method: 'POST',
    url: () => '/api/login',
    body: { email: 'a@example.com', password: 'secret123' },
  },
  { route: 'login link', method: 'POST', url: () => '/api/login/email', body: { email: 'a@example.com' } },
  {
    route: 'register',
    method: 'POST',
    url: () => '/api/register',
    body: { username: 'ann', email: 'a@example.com', password: 'secret123', confirmPassword: 'secret123' },
  },
  { route: 'forgot password', method: 'POST', url: () => '/api/password/forgot', body: { email: 'a@example.com' } },
  {
    route: 'reset password',
    method: 'POST',
    url: () => '/api/password/reset',
    body: { token: 'abcdefghijklmnop', password: 'secret123', confirmPassword: 'secret123' },
  },
];

/** The same value with a NUL character inside: in the middle, so trimming cannot remove it. */
function withNul(value: unknown): unknown {
  if (typeof value === 'string') return `${value.slice(0, 1)}${NUL}${value.slice(1)}`;
  return value;
}

describe('a NUL character (U+0000) in a text field', () => {
  for (const c of cases) {
    const fields = Object.entries(c.body).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [{ path: key, body: { ...c.body, [key]: withNul(value) } }]
        : typeof value === 'object' && value
          ? Object.entries(value)
              .filter(([, v]) => typeof v === 'string')
              .map(([k, v]) => ({ path: `${key}.${k}`, body: { ...c.body, [key]: { ...value, [k]: withNul(v) } } }))
          : [],
    );
    for (const field of fields) {
      it(`${c.route}: ${field.path} answers 400 naming the field`, async () => {
        const res = await t.request({ method: c.method, url: c.url(), cookie, payload: field.body });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(`The field "${field.path}" cannot contain the NUL character (U+0000).`);
      });
    }
  }

  it('in a query string (file search, reset token) answers 400 naming the parameter', async () => {
    for (const url of ['/api/files?q=a%00b', '/api/password/reset?token=abc%00defghijkl']) {
      const res = await t.request({ method: 'GET', url, cookie });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toMatch(/^The querystring field "(q|token)" cannot contain the NUL character/);
    }
  });

  it('in an uploaded file name answers 400', async () => {
    const boundary = 'XyZ';
    const payload = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a${NUL}b.txt"\r\n` +
        `Content-Type: text/plain\r\n\r\nhello\r\n--${boundary}--\r\n`,
    );
    const res = await t.request({
      method: 'POST',
      url: '/api/files',
      cookie,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The file name cannot contain the NUL character (U+0000).');
  });

  it('is stored nowhere: the comment list stays empty', async () => {
    const res = await t.request({ method: 'GET', url: `/api/snippets/${snippetId}/comments`, cookie });
    expect(res.json()).toMatchObject({ items: [], total: 0 });
  });
});
