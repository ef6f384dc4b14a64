import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { fastifyTrustProxy, loadConfig } from '../config';
import { publicOrigin } from './public-origin';

/** What publicOrigin answers for one request to an app with this environment. */
async function originFor(env: Record<string, string>, headers: Record<string, string>) {
  const config = loadConfig({ NODE_ENV: 'test', ...env });
  const app = Fastify({ trustProxy: fastifyTrustProxy(config.trustProxy) });
  app.get('/', async (request) => ({ origin: publicOrigin(request, config) }));
  try {
    const res = await app.inject({ method: 'GET', url: '/', headers, remoteAddress: '10.0.0.1' });
    return res.json().origin as string;
  } finally {
    await app.close();
  }
}

describe('publicOrigin', () => {
  it('is the origin the request was addressed to when APP_URL is not set', async () => {
    expect(await originFor({ PORT: '3300' }, { host: '127.0.0.1:3300' })).toBe('http://127.0.0.1:3300');
    expect(await originFor({}, { host: 'LocalHost:3000' })).toBe('http://localhost:3000');
    expect(await originFor({}, { host: '[::1]:3000' })).toBe('http://[::1]:3000');
  });

  it('is APP_URL whenever it is set, whatever host the request names', async () => {
    const env = { APP_URL: 'https://atelier.example.com/' };
    expect(await originFor(env, { host: '127.0.0.1:3000' })).toBe('https://atelier.example.com');
    expect(await originFor({ APP_URL: 'http://localhost:3000' }, { host: '127.0.0.1:3000' })).toBe(
      'http://localhost:3000',
    );
  });

  it("behind a trusted proxy is the forwarded protocol and host, never a client's own claim", async () => {
    const forwarded = { host: '10.0.0.5:3000', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'atelier.internal' };
    expect(await originFor({ TRUST_PROXY: '1' }, forwarded)).toBe('https://atelier.internal');
    expect(await originFor({}, forwarded)).toBe('http://10.0.0.5:3000');
  });
});
