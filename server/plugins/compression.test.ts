import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import fastifyCompress from '@fastify/compress';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { registerClient } from './client';

describe('compressed answers', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie } = await t.signIn());
    for (let i = 0; i < 12; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/api/projects',
        cookie,
        payload: {
          name: `Acme Storefront ${i}`,
          stylingReference: 'Clean, editorial, lots of white space and a warm serif for headings',
          fontFamily: 'Poppins',
          primaryColor: '#111827',
          accentColor: '#ff5500',
        },
      });
      expect(res.statusCode).toBe(201);
    }
  });
  afterAll(() => t.close());

  const list = (headers: Record<string, string>) => t.request({ method: 'GET', url: '/api/projects', cookie, headers });

  it('sends a JSON answer above 1 KB brotli-compressed to a client that accepts it, and the same JSON', async () => {
    const plain = await list({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await list({ 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    const decoded = zlib.brotliDecompressSync(br.rawPayload).toString('utf8');
    expect(JSON.parse(decoded)).toEqual(JSON.parse(plain.body));
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 2);
  });

  it('falls back to gzip, and leaves small answers alone', async () => {
    const gz = await list({ 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString('utf8')).items).toHaveLength(12);

    const small = await t.request({ method: 'GET', url: '/api/config', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('built client assets', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-client-'));
  const js = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  const app = Fastify();
  beforeAll(async () => {
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Atelier</title>');
    fs.writeFileSync(path.join(dir, 'assets', 'index-abc.js'), js);
    fs.writeFileSync(path.join(dir, 'assets', 'index-abc.js.br'), zlib.brotliCompressSync(js));
    fs.writeFileSync(path.join(dir, 'assets', 'index-abc.js.gz'), zlib.gzipSync(js));
    await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });
    await registerClient(app, dir);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('are served from their precompressed twins, cached for good', async () => {
    const br = await app.inject({ url: '/assets/index-abc.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(js);

    const gz = await app.inject({ url: '/assets/index-abc.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString('utf8')).toBe(js);

    const plain = await app.inject({ url: '/assets/index-abc.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);
  });
});
