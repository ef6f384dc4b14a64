import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_BODY_MAX_BYTES, COMMENT_IMAGE_MAX_BYTES, PIN_DESCRIPTION_MAX } from '@shared/constants';
import { COMMENT_AUTHOR_MAX, COMMENT_CONTENT_MAX } from '@shared/schemas/public-inputs';
import { createTestApp, type TestApp } from '../test/harness';
import { insertSnippet } from '../test/factories';
import { rawRequest } from '../test/raw-http';
import { PUBLIC_BODY_LIMIT_BYTES } from './public-body-limit';

/**
 * Public routes refuse what they will not take before reading it: a body over the route's limit is a
 * 413 from its Content-Length, and a client over its rate limit a 429, both answered from the
 * headers alone (the body is never sent here; a server that waited for it would never answer).
 */

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

let t: TestApp;
let port: number;
let snippetId: number;
/** Staff: the comment route of a snippet answers anyone else without its share link Not Found. */
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ env: { COMMENT_POSTS_PER_MINUTE: '2', AUTH_ATTEMPTS_PER_MINUTE: '2' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  snippetId = (await insertSnippet(t.database.db)).id;
  cookie = (await t.signIn()).cookie;
});

afterAll(async () => {
  await t.close();
});

/** A request whose headers announce `length` bytes of JSON that never come. */
function headersOnly(method: string, target: string, length: number) {
  return rawRequest(port, {
    method,
    target,
    headers: {
      Host: 'localhost:3000',
      'Content-Type': 'application/json',
      'Content-Length': String(length),
      Cookie: cookie,
    },
  });
}

const publicBodyRoutes = () =>
  t.app.registeredRoutes.filter(
    (r) => (r.public || r.access === 'shared') && BODY_METHODS.has(r.method) && !r.url.includes('*'),
  );

describe('body limits of public routes', () => {
  it('every public route reads at most 64 KB, except the comment route, which reads one comment with one image', () => {
    const routes = publicBodyRoutes();
    expect(routes.length).toBeGreaterThan(5);
    for (const route of routes) {
      const limit = route.bodyLimit;
      if (route.method === 'POST' && route.url === '/api/snippets/:id/comments') {
        expect(limit).toBe(COMMENT_BODY_MAX_BYTES);
      } else {
        expect(limit, `${route.method} ${route.url}`).toBeLessThanOrEqual(PUBLIC_BODY_LIMIT_BYTES);
      }
    }
  });

  it('the comment cap holds the largest comment with the largest image, and not much more', () => {
    const image = `data:image/png;base64,${'A'.repeat(Math.ceil((COMMENT_IMAGE_MAX_BYTES - 1) / 3) * 4)}`;
    // Characters JSON writes as six bytes each (\u0001), the worst a name and a text can cost.
    const body = JSON.stringify({
      authorName: '\u0001'.repeat(COMMENT_AUTHOR_MAX),
      content: '\u0001'.repeat(COMMENT_CONTENT_MAX),
      referenceImage: image,
      pin: { selector: '\u0001'.repeat(1000), viewport: 'desktop', description: '\u0001'.repeat(PIN_DESCRIPTION_MAX) },
    });
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(COMMENT_BODY_MAX_BYTES);
    expect(COMMENT_BODY_MAX_BYTES).toBeLessThan(Buffer.byteLength(body) + 128 * 1024);
  });

  it('answers 413 from the Content-Length alone on every public route that takes a body', async () => {
    for (const route of publicBodyRoutes()) {
      const target = route.url.replace(/:\w+/g, String(snippetId));
      const res = await headersOnly(route.method, target, (route.bodyLimit ?? 0) + 1);
      expect(res.status, `${route.method} ${route.url}: ${res.body}`).toBe(413);
      expect(JSON.parse(res.body).error).toBe('payload_too_large');
    }
  });

  it('says what to do when a comment is over its cap', async () => {
    const res = await headersOnly('POST', `/api/snippets/${snippetId}/comments`, COMMENT_BODY_MAX_BYTES + 1);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).message).toBe('Image size must be less than 10MB');
  });
});

describe('rate limits of public routes', () => {
  it('refuses a comment over the limit with 429 before reading or parsing its body', async () => {
    const remoteAddress = '198.51.100.7';
    for (let i = 0; i < 2; i++) {
      const ok = await t.request({
        method: 'POST',
        url: `/api/snippets/${snippetId}/comments`,
        remoteAddress,
        cookie,
        payload: { authorName: 'Ann', content: `Comment ${i}` },
      });
      expect(ok.statusCode).toBe(201);
    }
    // Not JSON at all: parsed, it would be a 400. Refused first, it is a 429.
    const garbage = await t.request({
      method: 'POST',
      url: `/api/snippets/${snippetId}/comments`,
      remoteAddress,
      cookie,
      headers: { 'content-type': 'application/json' },
      payload: '{'.repeat(1024 * 1024),
    });
    expect(garbage.statusCode).toBe(429);
    expect(garbage.headers['retry-after']).toMatch(/^\d+$/);
    expect(garbage.headers.connection).toBe('close');
  });

  it('answers the 429 of a 4 MB comment from its headers alone', async () => {
    // Over a real socket every request comes from 127.0.0.1: use up its allowance first.
    let status = 0;
    for (let i = 0; i < 3 && status !== 429; i++) {
      const res = await fetch(`http://127.0.0.1:${port}/api/snippets/${snippetId}/comments`, {
        method: 'POST',
        headers: { host: 'localhost:3000', 'content-type': 'application/json', cookie },
        body: JSON.stringify({ authorName: 'Bo', content: 'Hello' }),
      });
      status = res.status;
      await res.arrayBuffer();
    }
    expect(status).toBe(429);
    const res = await headersOnly('POST', `/api/snippets/${snippetId}/comments`, 4 * 1024 * 1024);
    expect(res.status).toBe(429);
    expect(res.headers.connection).toBe('close');
  });

  it('refuses sign-in attempts over the limit with 429 before parsing their body', async () => {
    const remoteAddress = '198.51.100.8';
    for (let i = 0; i < 2; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/api/login',
        remoteAddress,
        payload: { email: 'nobody@example.com', password: 'wrong-password' },
      });
      expect(res.statusCode).toBe(401);
    }
    const garbage = await t.request({
      method: 'POST',
      url: '/api/login',
      remoteAddress,
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(garbage.statusCode).toBe(429);
  });
});
