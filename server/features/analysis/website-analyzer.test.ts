import { readFileSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  fetchWebsiteCss,
  FetchFailedError,
  UnsafeUrlError,
  type ResolvedAddress,
  type SafeFetchOptions,
} from './safe-fetch';
import { analyzeWebsite } from './website-analyzer';

const fixture = (name: string) => readFileSync(new URL(`../../test/fixtures/css/${name}`, import.meta.url), 'utf8');
const bootstrapCss = fixture('bootstrap-theme.css');
const darkCss = fixture('dark-theme.css');

/** A public-looking address the tests route to the local server through the `dial` option. */
const PUBLIC_IP = '93.184.215.14';

let server: http.Server;
let port = 0;
let base = '';
const requested: string[] = [];
let inFlightCss = 0;
let maxInFlightCss = 0;
const hanging = new Set<ServerResponse>();

function page(head: string, body = '<h1>Hello</h1>') {
  return `<!doctype html><html><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;
}

function send(
  res: ServerResponse,
  status: number,
  type: string,
  body: string | Buffer,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { 'content-type': type, ...headers });
  res.end(body);
}

function route(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://local');
  const path = url.pathname;
  requested.push(path);
  if (path.startsWith('/sheet/')) {
    inFlightCss++;
    maxInFlightCss = Math.max(maxInFlightCss, inFlightCss);
    setTimeout(() => {
      inFlightCss--;
      send(res, 200, 'text/css', `.s${path.slice(7)} { color: #123456; }`);
    }, 30);
    return;
  }
  switch (path) {
    case '/':
      return send(
        res,
        200,
        'text/html; charset=utf-8',
        page(
          `<link rel="stylesheet" href="/css/theme.css">
           <link rel="stylesheet" href="css/broken.css">
           <link rel="stylesheet" media="print" href="/css/print.css">
           <link rel="alternate stylesheet" href="/css/alt.css" title="alt">
           <link rel="stylesheet" href="/css/missing.css">
           <link rel="stylesheet" href="/not-css.html">
           <style>.hero { background: #fafafa; }</style>`,
          `<header style="background-color: #1b1340"><nav><a class="nav-link" href="/">Home</a></nav></header>
           <button class="btn btn-primary" style="border-radius: 0.625rem">Go</button>
           <a class="btn" style="color: red; /* unclosed">broken attribute</a>`,
        ),
      );
    case '/css/theme.css':
      return send(res, 200, 'text/css; charset=utf-8', bootstrapCss);
    case '/css/broken.css':
      return send(res, 200, 'text/css', '.a { color: red;\n.b { color: blue; ');
    case '/css/print.css':
    case '/css/alt.css':
      return send(res, 200, 'text/css', 'body { background: #000; }');
    case '/css/missing.css':
      return send(res, 404, 'text/html', '<h1>Not found</h1>');
    case '/not-css.html':
      return send(res, 200, 'text/html', '<html><body>soft 404</body></html>');
    case '/dark':
      return send(res, 200, 'text/html', page('<base href="/assets/"><link rel="stylesheet" href="dark.css">'));
    case '/assets/dark.css':
      return send(res, 200, 'text/css', darkCss);
    case '/gzip':
      return send(res, 200, 'text/html', gzipSync(page(`<style>${darkCss}</style>`)), { 'content-encoding': 'gzip' });
    case '/many': {
      const links = Array.from({ length: 25 }, (_, i) => `<link rel="stylesheet" href="/sheet/${i}">`).join('');
      return send(res, 200, 'text/html', page(links));
    }
    case '/hang-sheet':
      return send(
        res,
        200,
        'text/html',
        page('<link rel="stylesheet" href="/hang"><style>.btn { background: #0f766e; }</style>'),
      );
    case '/hang':
      hanging.add(res);
      return;
    case '/slow-body':
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<!doctype html><html><head>');
      hanging.add(res);
      return;
    case '/big':
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<!doctype html><html><body>');
      {
        const chunk = Buffer.alloc(256 * 1024, 'a');
        let sent = 0;
        const pump = () => {
          while (sent < 6 * 1024 * 1024) {
            sent += chunk.length;
            if (!res.write(chunk)) {
              res.once('drain', pump);
              return;
            }
          }
          res.end('</body></html>');
        };
        res.on('error', () => undefined);
        pump();
      }
      return;
    case '/big-declared':
      res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(6 * 1024 * 1024) });
      res.write('<!doctype html>');
      hanging.add(res);
      return;
    case '/json':
      return send(res, 200, 'application/json', '{"ok":true}');
    case '/error':
      return send(res, 500, 'text/html', '<h1>Oops</h1>');
    case '/redirect': {
      const left = Number(url.searchParams.get('n') ?? '0');
      const location = left > 0 ? `/redirect?n=${left - 1}` : '/dark';
      res.writeHead(302, { location });
      return res.end();
    }
    case '/to-loopback':
      res.writeHead(301, { location: `http://127.0.0.1:${port}/dark` });
      return res.end();
    case '/to-internal':
      res.writeHead(307, { location: 'http://internal.test/dark' });
      return res.end();
    case '/to-file':
      res.writeHead(302, { location: 'file:///etc/passwd' });
      return res.end();
    case '/public-page':
      return send(
        res,
        200,
        'text/html',
        page(
          `<link rel="stylesheet" href="http://127.0.0.1:${port}/css/private-only.css"><link rel="stylesheet" href="/assets/dark.css">`,
        ),
      );
    case '/css/private-only.css':
      return send(res, 200, 'text/css', 'body { background: #ff0000; }');
    default:
      return send(res, 404, 'text/plain', 'not found');
  }
}

beforeAll(async () => {
  server = http.createServer(route);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  for (const res of hanging) res.destroy();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  requested.length = 0;
});

const local: SafeFetchOptions = { allowPrivateNetwork: true, timeoutMs: 3000 };

/** DNS of the tests' small internet: public.test looks public, the others point inside. */
const names: Record<string, ResolvedAddress[]> = {
  'public.test': [{ address: PUBLIC_IP, family: 4 }],
  'loopback.test': [{ address: '127.0.0.1', family: 4 }],
  'internal.test': [{ address: '10.1.2.3', family: 4 }],
  'mixed.test': [
    { address: PUBLIC_IP, family: 4 },
    { address: '192.168.0.10', family: 4 },
  ],
  'v6-loopback.test': [{ address: '::1', family: 6 }],
};
const lookups: string[] = [];
const guarded: SafeFetchOptions = {
  allowPrivateNetwork: false,
  timeoutMs: 3000,
  resolve: async (host) => {
    lookups.push(host);
    const found = names[host];
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return found;
  },
  dial: (checked) => (checked.address === PUBLIC_IP ? { address: '127.0.0.1', family: 4, port } : checked),
};

async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (err) {
    return err as Error;
  }
  throw new Error('expected a rejection');
}

describe('fetchWebsiteCss', () => {
  it('gathers linked, inline and style-attribute CSS in document order and skips what it cannot use', async () => {
    const site = await fetchWebsiteCss(`${base}/`, local);
    expect(site.finalUrl).toBe(`${base}/`);
    expect(site.html).toContain('<button class="btn btn-primary"');
    expect(site.sheets[0]).toBe(bootstrapCss);
    expect(site.sheets[1]).toContain('.a { color: red;');
    expect(site.sheets[2]).toBe('.hero { background: #fafafa; }');
    expect(site.sheets[3]).toBe(
      'header { background-color: #1b1340 }\nbutton.btn.btn-primary { border-radius: 0.625rem }',
    );
    expect(site.sheets).toHaveLength(4);
    expect(site.css).toBe(site.sheets.join('\n'));
    expect(requested).not.toContain('/css/print.css');
    expect(requested).not.toContain('/css/alt.css');
    expect(requested).toContain('/css/missing.css');
  });

  it('resolves stylesheet addresses against <base href>', async () => {
    const site = await fetchWebsiteCss(`${base}/dark`, local);
    expect(requested).toContain('/assets/dark.css');
    expect(site.sheets[0]).toBe(darkCss);
  });

  it('follows up to five redirects and reports the final address', async () => {
    const site = await fetchWebsiteCss(`${base}/redirect?n=4`, local);
    expect(site.finalUrl).toBe(`${base}/dark`);
    const err = await rejection(fetchWebsiteCss(`${base}/redirect?n=5`, local));
    expect(err).toBeInstanceOf(FetchFailedError);
    expect(err.message).toBe('The website redirected more than 5 times.');
  });

  it('decompresses gzip answers', async () => {
    const site = await fetchWebsiteCss(`${base}/gzip`, local);
    expect(site.sheets[0]).toBe(darkCss);
  });

  it('fetches at most 20 stylesheets, four at a time', async () => {
    maxInFlightCss = 0;
    const site = await fetchWebsiteCss(`${base}/many`, local);
    expect(requested.filter((p) => p.startsWith('/sheet/'))).toHaveLength(20);
    expect(site.sheets).toHaveLength(20);
    expect(maxInFlightCss).toBeLessThanOrEqual(4);
    expect(maxInFlightCss).toBeGreaterThan(1);
  });

  it('refuses a page over 5 MB while it streams, and one that declares it up front', async () => {
    const streamed = await rejection(fetchWebsiteCss(`${base}/big`, local));
    expect(streamed).toBeInstanceOf(FetchFailedError);
    expect(streamed.message).toBe('The page is larger than 5 MB.');
    const declared = await rejection(fetchWebsiteCss(`${base}/big-declared`, local));
    expect(declared).toBeInstanceOf(FetchFailedError);
    expect(declared.message).toBe('The page is larger than 5 MB.');
  });

  it('times out on a server that never answers, or stops sending', async () => {
    const started = Date.now();
    const err = await rejection(fetchWebsiteCss(`${base}/hang`, { ...local, timeoutMs: 300 }));
    expect(err).toBeInstanceOf(FetchFailedError);
    expect(err.message).toBe('The website did not answer within 0.3 seconds.');
    expect(Date.now() - started).toBeLessThan(2000);
    const body = await rejection(fetchWebsiteCss(`${base}/slow-body`, { ...local, timeoutMs: 300 }));
    expect(body.message).toBe('The website did not answer within 0.3 seconds.');
  });

  it('returns the other styles when one stylesheet hangs past the deadline', async () => {
    const site = await fetchWebsiteCss(`${base}/hang-sheet`, { ...local, timeoutMs: 1000 });
    expect(site.sheets).toEqual(['.btn { background: #0f766e; }']);
  });

  it('refuses answers that are not web pages and error statuses', async () => {
    const json = await rejection(fetchWebsiteCss(`${base}/json`, local));
    expect(json).toBeInstanceOf(FetchFailedError);
    expect(json.message).toBe('The address did not return a web page (it sent application/json).');
    const error = await rejection(fetchWebsiteCss(`${base}/error`, local));
    expect(error).toBeInstanceOf(FetchFailedError);
    expect(error.message).toBe('The website answered with an error (HTTP 500).');
  });

  it('reports an unreachable site', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const err = await rejection(fetchWebsiteCss(`http://127.0.0.1:${deadPort}/`, local));
    expect(err).toBeInstanceOf(FetchFailedError);
    expect(err.message).toBe('The website 127.0.0.1 could not be reached.');
  });

  it('refuses other schemes and malformed addresses', async () => {
    expect(await rejection(fetchWebsiteCss('ftp://example.com/', local))).toBeInstanceOf(UnsafeUrlError);
    expect(await rejection(fetchWebsiteCss('file:///etc/passwd', local))).toBeInstanceOf(UnsafeUrlError);
    expect(await rejection(fetchWebsiteCss('http://exa mple.com/', local))).toBeInstanceOf(UnsafeUrlError);
    const redirect = await rejection(fetchWebsiteCss(`${base}/to-file`, local));
    expect(redirect).toBeInstanceOf(UnsafeUrlError);
    expect(redirect.message).toBe('Only http and https addresses can be analysed.');
  });
});

describe('fetchWebsiteCss without private network access', () => {
  beforeEach(() => {
    lookups.length = 0;
  });

  it.each([
    ['loopback IPv4', () => `http://127.0.0.1:${port}/`],
    ['localhost', () => `http://localhost:${port}/`],
    ['loopback IPv6', () => `http://[::1]:${port}/`],
    ['IPv4-mapped loopback', () => `http://[::ffff:127.0.0.1]:${port}/`],
    ['hex-encoded loopback', () => `http://0x7f.1:${port}/`],
    ['a private network', () => 'http://10.0.0.1/'],
    ['the cloud metadata service', () => 'http://169.254.169.254/latest/meta-data/'],
    ['the metadata host name', () => 'http://metadata.google.internal/computeMetadata/v1/'],
    ['a name that resolves to loopback', () => `http://loopback.test:${port}/`],
    ['a name that resolves to IPv6 loopback', () => `http://v6-loopback.test:${port}/`],
    ['a name with one private address among public ones', () => `http://mixed.test:${port}/`],
    ['a bare host with a port, typed without a scheme', () => `localhost:${port}/`],
  ])('refuses %s', async (_label, url) => {
    const before = requested.length;
    const err = await rejection(fetchWebsiteCss(url(), guarded));
    expect(err).toBeInstanceOf(UnsafeUrlError);
    expect(err.message).toBe('This address points to a private or local network and cannot be analysed.');
    expect((err as UnsafeUrlError).statusCode).toBe(400);
    expect(requested.length).toBe(before);
  });

  it('fetches a public host, connecting to the address it checked', async () => {
    const site = await fetchWebsiteCss(`http://public.test/dark`, guarded);
    expect(site.sheets[0]).toBe(darkCss);
    // public.test exists only in the test's resolver: the socket used the checked address, not a second lookup
    expect(lookups).toEqual(['public.test', 'public.test']);
  });

  it('re-checks every redirect: public host to loopback or to a name inside the network', async () => {
    const loop = await rejection(fetchWebsiteCss('http://public.test/to-loopback', guarded));
    expect(loop).toBeInstanceOf(UnsafeUrlError);
    const internal = await rejection(fetchWebsiteCss('http://public.test/to-internal', guarded));
    expect(internal).toBeInstanceOf(UnsafeUrlError);
    expect(lookups).toContain('internal.test');
    expect(requested).not.toContain('/dark');
  });

  it('skips stylesheets that point inside the network', async () => {
    const site = await fetchWebsiteCss('http://public.test/public-page', guarded);
    expect(requested).not.toContain('/css/private-only.css');
    expect(site.sheets).toEqual([darkCss]);
  });

  it('reports a name that does not resolve as not found', async () => {
    const err = await rejection(fetchWebsiteCss('http://nowhere.test/', guarded));
    expect(err).toBeInstanceOf(FetchFailedError);
    expect(err.message).toBe('The website nowhere.test could not be found.');
    expect((err as FetchFailedError).statusCode).toBe(422);
  });
});

describe('analyzeWebsite', () => {
  it('analyses the page styles, skipping a broken stylesheet', async () => {
    const result = await analyzeWebsite(`${base}/`, local);
    expect(result.sourceUrl).toBe(`${base}/`);
    expect(result.colorSystem.primary.main).toBe('#5b3cc4');
    expect(result.colorSystem.accent.main).toBe('#e8590c');
    expect(result.typography.fontFamily).toBe('Nunito Sans');
    expect(result.buttonSystems.primary.borderRadius).toBe('0.625rem');
    expect(result.componentStyles.shadows[0]).toBe('0 0.5rem 1.5rem rgba(27, 19, 64, 0.08)');
    expect(result.isDarkMode).toBe(false);
  });

  it('reads a dark site behind redirects', async () => {
    const result = await analyzeWebsite(`${base}/redirect?n=2`, local);
    expect(result.sourceUrl).toBe(`${base}/dark`);
    expect(result.isDarkMode).toBe(true);
    expect(result.colorSystem.primary.main).toBe('#9560f0');
    expect(result.colorSystem.accent.main).toBe('#22d3ee');
    expect(result.typography.fontFamily).toBe('Inter');
    expect(result.uiVibe).toMatch(/dark$/);
  });

  it('accepts an address typed without a scheme', async () => {
    lookups.length = 0;
    const result = await analyzeWebsite('public.test/dark', {
      ...guarded,
      dial: (checked) => ({ address: '127.0.0.1', family: 4, port: checked.port === 443 ? port : checked.port }),
    }).catch((err: Error) => err);
    // https:// is assumed; the local server speaks plain http, so the TLS handshake fails
    expect(result).toBeInstanceOf(FetchFailedError);
    expect((result as Error).message).toBe('A secure connection to public.test could not be made.');
    expect(lookups).toEqual(['public.test']);
  });
});
