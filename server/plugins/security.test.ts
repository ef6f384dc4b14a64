import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { PERMISSIONS_POLICY } from './security';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await t.signIn());
});
afterAll(() => t.close());

function expectAppHeaders(headers: Record<string, unknown>, what: string) {
  expect(headers['x-frame-options'], what).toBe('SAMEORIGIN');
  const csp = String(headers['content-security-policy']);
  expect(csp, what).toContain("frame-ancestors 'self'");
  expect(csp, what).toContain("default-src 'self'");
  expect(csp, what).toContain("script-src 'self'");
  expect(csp, what).not.toContain('unsafe-eval');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], what).toBe(PERMISSIONS_POLICY);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
}

describe('security headers', () => {
  it('every app page and API answer forbids framing by other sites and carries the policies', async () => {
    const answers = [
      { what: 'app page', opts: { method: 'GET' as const, url: '/projects/1' } },
      { what: 'public API', opts: { method: 'GET' as const, url: '/api/config' } },
      { what: 'signed-in API', opts: { method: 'GET' as const, url: '/api/projects', cookie } },
      { what: '401', opts: { method: 'GET' as const, url: '/api/projects' } },
      { what: '404', opts: { method: 'GET' as const, url: '/api/nothing-here', cookie } },
      { what: '400', opts: { method: 'POST' as const, url: '/api/projects', cookie, payload: { name: 1 } } },
      { what: '421', opts: { method: 'GET' as const, url: '/api/config', headers: { host: 'evil.example' } } },
    ];
    for (const { what, opts } of answers) {
      const res = await t.request(opts);
      expectAppHeaders(res.headers, `${what} (${res.statusCode})`);
    }
  });

  it('sends HSTS only when the app is served over https', async () => {
    expect((await t.request({ method: 'GET', url: '/api/config' })).headers['strict-transport-security']).toBe(
      undefined,
    );
    const https = await createTestApp({ env: { APP_URL: 'https://atelier.example.com' } });
    try {
      const res = await https.request({ method: 'GET', url: '/api/config' });
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    } finally {
      await https.close();
    }
  });

  it('the preview frame keeps its own stricter policy; its assets load from its opaque origin', async () => {
    const frame = await t.request({ method: 'GET', url: '/frame.html' });
    const frameCsp = String(frame.headers['content-security-policy']);
    expect(frameCsp).toMatch(/^default-src 'none'/);
    expect(frameCsp).toContain("connect-src 'none'");
    expect(frameCsp).toContain("frame-ancestors 'self'");
    const script = await t.request({ method: 'GET', url: '/frame/bridge.js' });
    expect(script.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });
});
