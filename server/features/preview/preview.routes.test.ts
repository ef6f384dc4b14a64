import { FONT_LIBRARY, fontStylesheetPath } from '@shared/fonts';
import zlib from 'node:zlib';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, headers });

describe('the frame document', () => {
  it('is public, never cached stale, and carries a strict policy', async () => {
    const res = await get('/frame.html');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("connect-src 'none'");
    expect(csp).toContain("script-src 'self' 'unsafe-inline' 'unsafe-eval'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('names every asset with a content version, from this server only', async () => {
    const html = (await get('/frame.html')).body;
    const refs = Array.from(
      html.matchAll(/(?:src|href|data-alpine|data-axe|data-checks)="([^"]+)"/g),
      ([, ref = '']) => ref,
    );
    expect(refs).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/vendor\/tailwind\.js\?v=[a-f0-9]{12}$/),
        expect.stringMatching(/^\/vendor\/alpine\.js\?v=[a-f0-9]{12}$/),
        expect.stringMatching(/^\/vendor\/highlight\.js\?v=[a-f0-9]{12}$/),
        expect.stringMatching(/^\/vendor\/highlight\.css\?v=[a-f0-9]{12}$/),
        expect.stringMatching(/^\/fonts\/inter\.css\?v=[a-f0-9]{12}$/),
        expect.stringMatching(/^\/frame\/bridge\.js\?v=[a-f0-9]{12}$/),
        expect.stringMatching(/^\/vendor\/axe\.js\?v=[a-f0-9]{12}$/),
        expect.stringMatching(/^\/frame\/checks\.js\?v=[a-f0-9]{12}$/),
      ]),
    );
    expect(refs.every((r) => r.startsWith('/'))).toBe(true);
    expect(html).toContain('--color-primary');
    expect(html).toContain('@custom-variant dark');
  });

  it('answers 304 to a matching ETag', async () => {
    const first = await get('/frame.html');
    const again = await get('/frame.html', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});

describe('vendor scripts, styles and fonts', () => {
  it.each([
    ['/vendor/tailwind.js', 'text/javascript; charset=utf-8', 'text/tailwindcss'],
    ['/vendor/alpine.js', 'text/javascript; charset=utf-8', 'Alpine'],
    ['/vendor/highlight.js', 'text/javascript; charset=utf-8', 'window.hljs'],
    ['/vendor/highlight.css', 'text/css; charset=utf-8', '.hljs'],
    ['/frame/bridge.js', 'text/javascript; charset=utf-8', 'atelierFromFrame'],
    ['/vendor/axe.js', 'text/javascript; charset=utf-8', 'axe-core'],
    ['/frame/checks.js', 'text/javascript; charset=utf-8', 'atelierChecks'],
    ['/fonts/inter.css', 'text/css; charset=utf-8', "font-family: 'Inter';"],
  ])('%s is served with its type and a long cache', async (url, type, marker) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(type);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.body).toContain(marker);
  });

  it('sends gzip to clients that accept it', async () => {
    const plain = await get('/vendor/tailwind.js');
    const zipped = await get('/vendor/tailwind.js', { 'accept-encoding': 'gzip, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(zlib.gunzipSync(zipped.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('serves the Inter files the stylesheet names', async () => {
    const css = (await get('/fonts/inter.css')).body;
    const [first] = Array.from(css.matchAll(/url\((\/fonts\/inter\/[^)]+)\)/g), ([, url = '']) => url);
    assert.isDefined(first, 'the stylesheet names no font file');
    const res = await get(first);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('font/woff2');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
  });

  it('serves every font of the library under its family name, with files that exist', async () => {
    for (const font of FONT_LIBRARY) {
      const res = await get(fontStylesheetPath(font));
      expect(res.statusCode, font.family).toBe(200);
      expect(res.body, font.family).toContain(`font-family: '${font.family}';`);
      const files = Array.from(res.body.matchAll(/url\((\/fonts\/[^)]+)\)/g), ([, url = '']) => url);
      const [first] = files;
      assert.isDefined(first, `${font.family} names no font file`);
      expect(
        files.every((f) => f.startsWith(`/fonts/${font.slug}/`) && f.endsWith('.woff2')),
        font.family,
      ).toBe(true);
      const file = await get(files.find((f) => f.includes('latin-')) ?? first);
      expect(file.statusCode, font.family).toBe(200);
      expect(file.rawPayload.subarray(0, 4).toString('latin1'), font.family).toBe('wOF2');
    }
  });

  it('answers 404 for a font outside the library', async () => {
    expect((await get('/fonts/comic-sans.css')).statusCode).toBe(404);
    expect((await get('/fonts/lora/inter-latin-wght-normal.woff2')).statusCode).toBe(404);
  });

  it('refuses any other font name', async () => {
    for (const url of ['/fonts/inter/inter-latin-wght-normal.woff', '/fonts/inter/secret.woff2']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
    }
    // A path that climbs out of the font folder is not even a canonical request path.
    expect((await get('/fonts/inter/..%2F..%2Fpackage.json')).statusCode).toBe(400);
  });
});
