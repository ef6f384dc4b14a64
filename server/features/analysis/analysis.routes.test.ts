import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import type { CssAnalysisResult, WebsiteAnalysisResult } from '@shared/schemas/analysis';
import { createTestApp, type TestApp } from '../../test/harness';
import { fakeReply, startFakeOpenAiServer, type FakeAiServer } from '../../test/fakes/fake-openai-server';

const fixture = (name: string) => readFileSync(new URL(`../../test/fixtures/css/${name}`, import.meta.url), 'utf8');
const json = { 'content-type': 'application/json' };

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await t.signIn());
});
afterAll(() => t.close());

const analyzeCss = (app: TestApp, cssContent: unknown, as = cookie) =>
  app.request({ method: 'POST', url: '/api/analyze-css', cookie: as, headers: json, payload: { cssContent } });

const pasted = `
:root { --brand: #e11d48; --accent: #0ea5e9; }
body { font-family: "Lexend", system-ui, sans-serif; color: #1f2937; background: #ffffff; }
.btn, .btn-primary { background-color: var(--brand); color: #fff; border-radius: 10px; }
.btn-accent { background-color: var(--accent); border-radius: 10px; }
a { color: var(--accent); }
.card { border-radius: 16px; box-shadow: 0 6px 18px rgba(15, 23, 42, 0.12); }
`;

describe('POST /api/analyze-css', () => {
  it('refuses signed-out callers', async () => {
    const res = await analyzeCss(t, pasted, '');
    expect(res.statusCode).toBe(401);
  });

  it('reads the colours, font, radius and shadow of pasted CSS', async () => {
    const res = await analyzeCss(t, pasted);
    expect(res.statusCode, res.body).toBe(200);
    const result: CssAnalysisResult = res.json();
    expect(result.colorSystem.primary).toEqual({ main: '#e11d48' });
    expect(result.colorSystem.accent).toEqual({ main: '#0ea5e9' });
    expect(result.colorSystem.background).toBe('#ffffff');
    expect(result.colorSystem.text).toBe('#1f2937');
    expect(result.typography.fontFamily).toBe('Lexend');
    expect(result.brandingComponents.buttons.borderRadius).toBe('10px');
    expect(result.brandingComponents.shadows[0]).toBe('0 6px 18px rgba(15, 23, 42, 0.12)');
    expect(result.isDarkMode).toBe(false);
    expect(result.uiVibe.length).toBeGreaterThan(3);
    expect(result.visualTone.length).toBeGreaterThan(3);
  });

  it('reads a compiled Bootstrap theme', async () => {
    const res = await analyzeCss(t, fixture('bootstrap-theme.css'));
    expect(res.statusCode).toBe(200);
    const result: CssAnalysisResult = res.json();
    expect(result.colorSystem.primary).toEqual({ main: '#5b3cc4' });
    expect(result.colorSystem.accent).toEqual({ main: '#e8590c' });
    expect(result.typography.fontFamily).toBe('Nunito Sans');
    expect(result.brandingComponents.buttons.borderRadius).toBe('0.625rem');
  });

  it('reads a dark theme as dark', async () => {
    const result: CssAnalysisResult = (await analyzeCss(t, fixture('dark-theme.css'))).json();
    expect(result.isDarkMode).toBe(true);
    expect(result.colorSystem.background).toBe('#0b1020');
  });

  for (const [what, body] of [
    ['empty CSS', ''],
    ['blank CSS', '  \n\t '],
    ['no CSS at all', undefined],
    ['CSS that is not text', 42],
  ] as const) {
    it(`refuses ${what} with the CSS Content Required text`, async () => {
      const res = await analyzeCss(t, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please paste your CSS content before analyzing.');
    });
  }

  it('refuses CSS that does not parse, saying where', async () => {
    const res = await analyzeCss(t, '.a { color: red; }\n.b { color: blue;\n');
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toBe('css_parse_error');
    expect(body.message).toMatch(/^The CSS could not be read: .+ \(line 2, column 1\)\.$/);
    expect(body.details).toEqual({ line: 2, column: 1 });
  });

  it('refuses CSS over 2 MB with a clear message', async () => {
    const rule = '.x{color:#123456}\n';
    const css = rule.repeat(Math.ceil((2 * 1024 * 1024 + 10) / rule.length));
    const res = await analyzeCss(t, css);
    expect([400, 413]).toContain(res.statusCode);
    expect(res.json().message).toBe('The CSS is larger than 2 MB. Paste the main stylesheet only.');
  });

  it('accepts a body a bit over 2 MB when the CSS itself fits', async () => {
    // quotes double in JSON: the body is larger than the stylesheet
    const rule = '.q::before{content:"\\"\\""}\n';
    const css = rule.repeat(Math.floor((2 * 1024 * 1024 - 100) / rule.length));
    const payload = JSON.stringify({ cssContent: css });
    expect(payload.length).toBeGreaterThan(2 * 1024 * 1024);
    const res = await t.request({ method: 'POST', url: '/api/analyze-css', cookie, headers: json, payload });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  });

  it('answers 413 with the same advice when the body is far over the cap', async () => {
    const payload = JSON.stringify({ cssContent: 'a{}'.repeat(1_200_000) });
    const res = await t.request({ method: 'POST', url: '/api/analyze-css', cookie, headers: json, payload });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      error: 'payload_too_large',
      message: 'The CSS is larger than 2 MB. Paste the main stylesheet only.',
    });
  });
});

describe('POST /api/analyze-css with a model configured', () => {
  let fake: FakeAiServer;
  let ai: TestApp;
  let aiCookie: string;

  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    ai = await createTestApp({ env: { AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.url } });
    ({ cookie: aiCookie } = await ai.signIn());
  });
  afterAll(async () => {
    await ai.close();
    await fake.close();
  });

  const measured = async () => (await analyzeCss(t, pasted)).json() as CssAnalysisResult;

  it('lets the model word the feel, asking briefly', async () => {
    fake.reset();
    fake.enqueue(
      fakeReply.text('Here it is: {"uiVibe": "bold, warm,\\n friendly", "visualTone": "playful and confident"}'),
    );
    const res = await analyzeCss(ai, pasted, aiCookie);
    expect(res.statusCode).toBe(200);
    const result: CssAnalysisResult = res.json();
    expect(result.uiVibe).toBe('bold, warm, friendly');
    expect(result.visualTone).toBe('playful and confident');
    expect(result.colorSystem.primary).toEqual({ main: '#e11d48' });
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    assert.isDefined(request);
    const sent = request.body;
    expect(sent.max_tokens ?? sent.max_completion_tokens).toBeLessThanOrEqual(200);
    expect(JSON.stringify(sent.messages)).toContain('#e11d48');
  });

  it('keeps the measured feel when the answer is not the expected JSON', async () => {
    fake.reset();
    fake.enqueue(fakeReply.text('A bold and warm design.'));
    const result: CssAnalysisResult = (await analyzeCss(ai, pasted, aiCookie)).json();
    const base = await measured();
    expect(result.uiVibe).toBe(base.uiVibe);
    expect(result.visualTone).toBe(base.visualTone);
  });

  it('keeps the measured feel when the provider fails', async () => {
    fake.reset();
    fake.setDefaultReply(fakeReply.error(400, { error: { message: 'bad request', type: 'invalid_request_error' } }));
    const res = await analyzeCss(ai, pasted, aiCookie);
    expect(res.statusCode).toBe(200);
    const base = await measured();
    expect(res.json()).toMatchObject({ uiVibe: base.uiVibe, visualTone: base.visualTone });
  });

  it('does not ask the model about CSS that does not parse', async () => {
    fake.reset();
    const res = await analyzeCss(ai, '.a {', aiCookie);
    expect(res.statusCode).toBe(400);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('POST /api/analyze-website', () => {
  let site: Server;
  let origin: string;
  let open: TestApp;
  let openCookie: string;

  const pages: Record<string, { type: string; body: string; status?: number }> = {
    '/': {
      type: 'text/html; charset=utf-8',
      body: `<!doctype html><html><head><title>Acme</title>
        <link rel="stylesheet" href="/styles/site.css">
        <style>.card { border-radius: 14px; box-shadow: 0 8px 24px rgba(2, 6, 23, 0.14); }</style>
        </head><body><a class="btn btn-primary" href="/shop">Shop</a></body></html>`,
    },
    '/styles/site.css': { type: 'text/css', body: pasted },
    '/data.json': { type: 'application/json', body: '{"a":1}' },
    '/gone': { type: 'text/html', body: 'gone', status: 404 },
    '/moved': { type: 'text/html', body: '', status: 302 },
  };

  beforeAll(async () => {
    site = createServer((req, res) => {
      const page = pages[req.url ?? '/'];
      if (!page) {
        res.writeHead(404).end();
        return;
      }
      const headers: Record<string, string> = { 'content-type': page.type };
      if (req.url === '/moved') headers.location = '/';
      res.writeHead(page.status ?? 200, headers).end(page.body);
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    open = await createTestApp({ env: { ALLOW_PRIVATE_NETWORK_FETCH: 'true' } });
    ({ cookie: openCookie } = await open.signIn());
  });
  afterAll(async () => {
    await open.close();
    await new Promise((resolve) => site.close(resolve));
  });

  const analyzeWebsite = (app: TestApp, url: unknown, as: string) =>
    app.request({ method: 'POST', url: '/api/analyze-website', cookie: as, headers: json, payload: { url } });

  it('refuses signed-out callers', async () => {
    expect((await analyzeWebsite(open, `${origin}/`, '')).statusCode).toBe(401);
  });

  it("reads a page's linked and inline CSS, following redirects", async () => {
    const res = await analyzeWebsite(open, `${origin}/moved`, openCookie);
    expect(res.statusCode, res.body).toBe(200);
    const result: WebsiteAnalysisResult = res.json();
    expect(result.colorSystem.primary).toEqual({ main: '#e11d48' });
    expect(result.colorSystem.accent).toEqual({ main: '#0ea5e9' });
    expect(result.typography.fontFamily).toBe('Lexend');
    expect(result.buttonSystems.primary.borderRadius).toBe('10px');
    expect(result.componentStyles.shadows).toContain('0 8px 24px rgba(2, 6, 23, 0.14)');
    expect(result.sourceUrl).toBe(`${origin}/`);
    expect(result.uiVibe).toBeTruthy();
  });

  it('refuses 127.0.0.1 when private network fetches are not allowed', async () => {
    const res = await analyzeWebsite(t, `${origin}/`, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'unsafe_url' });
    expect(res.json().message).toMatch(/private or local network/);
  });

  it('refuses other schemes and the cloud metadata address', async () => {
    for (const url of ['file:///etc/passwd', 'http://169.254.169.254/latest/meta-data/']) {
      const res = await analyzeWebsite(t, url, cookie);
      expect(res.statusCode, url).toBe(400);
    }
  });

  it('answers 422 when the site answers with an error or with something other than a page', async () => {
    const gone = await analyzeWebsite(open, `${origin}/gone`, openCookie);
    expect(gone.statusCode).toBe(422);
    expect(gone.json().message).toBe('The website answered with an error (HTTP 404).');
    const data = await analyzeWebsite(open, `${origin}/data.json`, openCookie);
    expect(data.statusCode).toBe(422);
    expect(data.json().message).toMatch(/did not return a web page/);
  });

  for (const [what, url] of [
    ['an empty URL', ''],
    ['a blank URL', '   '],
    ['no URL at all', undefined],
  ] as const) {
    it(`refuses ${what} with the URL Required text`, async () => {
      const res = await analyzeWebsite(open, url, openCookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please enter a website URL to analyze.');
    });
  }
});
