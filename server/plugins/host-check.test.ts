import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { createTestApp, testConfig, type TestApp } from '../test/harness';
import { rawRequest } from '../test/raw-http';
import Fastify from 'fastify';
import { fastifyTrustProxy } from '../config';
import { hostAllowed } from './host-check';

describe('the Host a request is addressed to', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { APP_URL: 'http://localhost:3000', ALLOWED_HOSTS: 'atelier.internal:8080' } });
  });
  afterAll(() => t.close());

  const get = (url: string, host: string, extra: Record<string, string> = {}) =>
    t.request({ method: 'GET', url, headers: { host, ...extra } });

  it("answers APP_URL's host, the loopback names at the app's port, and ALLOWED_HOSTS", async () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'LOCALHOST:3000', 'atelier.internal:8080']) {
      expect((await get('/api/config', host)).statusCode, host).toBe(200);
    }
  });

  it('refuses any other host with 421 before routing, even for paths no route matches', async () => {
    for (const host of ['evil.example', 'evil.example:3000', 'localhost:3001', 'atelier.internal:9090', '']) {
      for (const url of ['/api/config', '/api/projects', '/no-such-page', '/']) {
        const res = await get(url, host);
        expect(res.statusCode, `${host} ${url}`).toBe(421);
        expect(res.json()).toEqual({
          error: 'misdirected_request',
          message: 'This server does not answer for that host name.',
        });
      }
    }
  });

  it('does not believe X-Forwarded-Host without TRUST_PROXY', async () => {
    const res = await get('/api/config', 'localhost:3000', { 'x-forwarded-host': 'evil.example' });
    expect(res.statusCode).toBe(200);
  });

  it('over real HTTP: a rebinding page (its own name, our address) gets 421; our own port is fine', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const ok = await rawRequest(port, { method: 'GET', target: '/api/config' });
    expect(ok.status).toBe(200);
    const rebound = await rawRequest(port, {
      method: 'GET',
      target: '/api/config',
      headers: { Host: `rebind.attacker.example:${port}` },
    });
    expect(rebound.status).toBe(421);
  });
});

describe('behind a trusted proxy (TRUST_PROXY)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { APP_URL: 'https://atelier.example.com', NODE_ENV: 'test', TRUST_PROXY: '10.0.0.1' },
    });
  });
  afterAll(() => t.close());

  const get = (remoteAddress: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/config', remoteAddress, headers });

  it('checks the forwarded host from the proxy the same way', async () => {
    const fromProxy = { host: 'app:3000' };
    expect((await get('10.0.0.1', { ...fromProxy, 'x-forwarded-host': 'atelier.example.com' })).statusCode).toBe(200);
    expect((await get('10.0.0.1', { ...fromProxy, 'x-forwarded-host': 'evil.example' })).statusCode).toBe(421);
    expect((await get('10.0.0.1', fromProxy)).statusCode).toBe(421);
  });

  it("ignores forwarded headers from any other peer, so a client's own are not believed", async () => {
    const res = await get('192.0.2.7', { host: 'evil.example', 'x-forwarded-host': 'atelier.example.com' });
    expect(res.statusCode).toBe(421);
  });
});

describe('hostAllowed', () => {
  const base = { appUrl: 'https://atelier.example.com', allowedHosts: [], port: 3000, isProduction: true };

  it("in production answers only APP_URL's host (and ALLOWED_HOSTS), never the loopback names", () => {
    expect(hostAllowed('atelier.example.com', undefined, base)).toBe(true);
    expect(hostAllowed('atelier.example.com:443', undefined, base)).toBe(true);
    expect(hostAllowed('atelier.example.com:8443', undefined, base)).toBe(false);
    expect(hostAllowed('localhost:3000', 3000, base)).toBe(false);
    expect(hostAllowed('127.0.0.1:3000', 3000, base)).toBe(false);
    expect(hostAllowed('www.atelier.example.com', undefined, base)).toBe(false);
    expect(hostAllowed('www.example.com', undefined, { ...base, allowedHosts: ['www.example.com'] })).toBe(true);
    expect(hostAllowed('atelier.example.com@evil.example', undefined, base)).toBe(false);
  });

  it('outside production allows the loopback names at the configured or listening port only', () => {
    const dev = { ...base, isProduction: false };
    expect(hostAllowed('localhost:3000', undefined, dev)).toBe(true);
    expect(hostAllowed('localhost:4123', 4123, dev)).toBe(true);
    expect(hostAllowed('localhost:4124', 4123, dev)).toBe(false);
    expect(hostAllowed('localhost', 4123, dev)).toBe(false);
  });
});

describe('TRUST_PROXY', () => {
  it('takes a hop count or a list of proxy addresses; true means one hop', () => {
    expect(testConfig({}).trustProxy).toBe(false);
    expect(testConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(testConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(testConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).trustProxy).toEqual(['10.0.0.1', '10.1.0.0/16']);
    expect(() => testConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  it("with a hop count or an address list, the client's own X-Forwarded-For is not its address", async () => {
    for (const setting of ['1', '127.0.0.1']) {
      const app = Fastify({ trustProxy: fastifyTrustProxy(testConfig({ TRUST_PROXY: setting }).trustProxy) });
      app.get('/ip', async (request) => ({ ip: request.ip }));
      // The client forged the first entry; the proxy (127.0.0.1) appended the address it saw.
      const res = await app.inject({ url: '/ip', headers: { 'x-forwarded-for': '198.51.100.1, 203.0.113.9' } });
      expect(res.json().ip, setting).toBe('203.0.113.9');
      await app.close();
    }
  });
});
