import { afterAll, assert, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ShopifySectionResult, ShopifySnippetResult } from '@shared/schemas/shopify';
import {
  anthropicAt,
  fakeReply,
  startFakeAnthropicServer,
  type FakeAiServer,
} from '../../test/fakes/fake-anthropic-server';
import { insertSnippet } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  BROKEN_SCHEMA_SECTION,
  fenced,
  SNIPPET_DOCUMENTATION,
  statusOf,
  VALID_SECTION,
  VALID_SNIPPET,
} from '../../test/fixtures/shopify-conversion';

let fake: FakeAiServer;
let t: TestApp;
let cookie: string;

const SNIPPET_CODE = `<section class="promo"><h2 class="promo__title text-3xl font-bold">Fresh beans weekly</h2></section>
<style>.promo { padding: 2rem; }</style>`;

beforeAll(async () => {
  fake = await startFakeAnthropicServer();
  t = await createTestApp({
    deps: {
      ai: anthropicAt(fake),
    },
  });
  ({ cookie } = await t.signIn());
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => fake.reset());

/** The text of the user message of the n-th request to the model. */
function promptOf(n: number): string {
  const request = fake.requests[n];
  assert.isDefined(request, `the model received no request ${n + 1}`);
  const content = request.body.messages[0].content;
  return typeof content === 'string' ? content : content.map((part: { text?: string }) => part.text ?? '').join('');
}

async function convertSection() {
  const snippet = await insertSnippet(t.database.db, { name: 'Promo banner', code: SNIPPET_CODE });
  const res = await t.request({ method: 'POST', url: `/api/snippets/${snippet.id}/shopify`, cookie });
  return { snippet, res, body: res.json<ShopifySectionResult>() };
}

describe('Shopify section with a model', () => {
  it('uses a valid model answer as it is', async () => {
    fake.enqueue(fakeReply.text(`Here it is.\n\n${fenced('liquid', VALID_SECTION)}\n`));
    const { snippet, res, body } = await convertSection();
    expect(res.statusCode).toBe(200);
    expect(body.engine).toBe('model');
    expect(body.model).toBeTruthy();
    expect(body.shopifyCode).toBe(VALID_SECTION);
    expect(body.themeCheck.errors).toEqual([]);
    expect(await statusOf(t.database.db, snippet.id)).toBe('converted_to_section');

    expect(fake.requests).toHaveLength(1);
    const prompt = promptOf(0);
    expect(prompt).toContain(SNIPPET_CODE);
    expect(prompt).toContain('#c2410c');
    expect(prompt).toContain(`sections/section-${snippet.id}.liquid`);
    expect(prompt).toMatch(/Exactly one \{% schema %\}/);
    expect(prompt).toMatch(/presets/);
    expect(prompt).toMatch(/blocks/);
    expect(prompt).toMatch(/Tailwind must not run/);
    expect(fake.requests[0]?.body.system).toMatch(/Shopify/);
  });

  it('sends Theme Check offenses back once and uses the repaired answer', async () => {
    fake.enqueue(
      fakeReply.text(fenced('liquid', BROKEN_SCHEMA_SECTION)),
      fakeReply.text(fenced('liquid', VALID_SECTION)),
    );
    const { body } = await convertSection();
    expect(body.engine).toBe('model-repaired');
    expect(body.shopifyCode).toBe(VALID_SECTION);
    expect(fake.requests).toHaveLength(2);
    const repair = promptOf(1);
    expect(repair).toContain('[ValidSchema]');
    expect(repair).toContain(BROKEN_SCHEMA_SECTION.trim());
  });

  it('asks again when the answer does not follow the format', async () => {
    fake.enqueue(
      fakeReply.text('Sorry, I can only describe it: a promo banner.'),
      fakeReply.text(fenced('liquid', VALID_SECTION)),
    );
    const { body } = await convertSection();
    expect(body.engine).toBe('model-repaired');
    expect(promptOf(1)).toContain('[AnswerFormat]');
  });

  it('falls back to the built-in converter when the repair fails too, and says so', async () => {
    const noPresets = VALID_SECTION.replace(',\n  "presets": [{ "name": "Promo" }]', '');
    fake.enqueue(fakeReply.text(fenced('liquid', BROKEN_SCHEMA_SECTION)), fakeReply.text(fenced('liquid', noPresets)));
    const { snippet, body } = await convertSection();
    expect(body.engine).toBe('deterministic-fallback');
    expect(body.notice).toMatch(/1 Theme Check error after one repair/);
    expect(body.themeCheck.errors).toEqual([]);
    expect(body.shopifyCode).toContain(`converted by Atelier from snippet ${snippet.id}`);
    expect(fake.requests).toHaveLength(2);
    expect(await statusOf(t.database.db, snippet.id)).toBe('converted_to_section');
  });

  it('falls back when the provider is overloaded, and says so', async () => {
    fake.enqueue(fakeReply.overloaded());
    const { res, body } = await convertSection();
    expect(res.statusCode).toBe(200);
    expect(body.engine).toBe('deterministic-fallback');
    expect(body.notice).toMatch(/overloaded/);
    expect(body.themeCheck.errors).toEqual([]);
  });

  it('falls back when the repair request fails', async () => {
    fake.enqueue(
      fakeReply.text(fenced('liquid', BROKEN_SCHEMA_SECTION)),
      fakeReply.error(500, { type: 'error', error: { type: 'api_error', message: 'boom' } }),
    );
    const { body } = await convertSection();
    expect(body.engine).toBe('deterministic-fallback');
    expect(body.notice).toMatch(/internal error/);
  });

  it('answers 422 "Failed to convert" only when the built-in converter fails as well', async () => {
    fake.enqueue(fakeReply.overloaded());
    const snippet = await insertSnippet(t.database.db, {
      name: 'Broken',
      code: '<p class="x">Hi</p><style>.x { color: red; } }</style>',
    });
    const res = await t.request({ method: 'POST', url: `/api/snippets/${snippet.id}/shopify`, cookie });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/^Failed to convert/);
    expect(await statusOf(t.database.db, snippet.id)).toBe('working_on');
  });
});

describe('Shopify snippet with a model', () => {
  it('reads the file and the documentation, nested examples included', async () => {
    fake.enqueue(
      fakeReply.text(`${fenced('liquid', VALID_SNIPPET)}\n\n${fenced('markdown', SNIPPET_DOCUMENTATION, '````')}\n`),
    );
    const snippet = await insertSnippet(t.database.db, { name: 'Promo banner', code: SNIPPET_CODE });
    const res = await t.request({ method: 'POST', url: `/api/snippets/${snippet.id}/shopify-snippet`, cookie });
    expect(res.statusCode).toBe(200);
    const body = res.json<ShopifySnippetResult>();
    expect(body.engine).toBe('model');
    expect(body.snippetCode).toBe(VALID_SNIPPET);
    expect(body.documentation).toBe(SNIPPET_DOCUMENTATION);
    expect(body.themePath).toBe('snippets/promo-banner.liquid');
    expect(body.themeCheck.errors).toEqual([]);
    const prompt = promptOf(0);
    expect(prompt).toContain('{% doc %}');
    expect(prompt).toContain('@param');
    expect(prompt).toContain("{% render 'promo-banner'");
    expect(prompt).toContain('````markdown');
    expect(await statusOf(t.database.db, snippet.id)).toBe('converted_to_section');
  });

  it('repairs a snippet without LiquidDoc', async () => {
    const undocumented = VALID_SNIPPET.replace(/\{% doc %\}[\s\S]*\{% enddoc %\}\n/, '');
    const answer = (code: string) => `${fenced('liquid', code)}\n${fenced('markdown', SNIPPET_DOCUMENTATION, '````')}`;
    fake.enqueue(fakeReply.text(answer(undocumented)), fakeReply.text(answer(VALID_SNIPPET)));
    const snippet = await insertSnippet(t.database.db, { name: 'Promo banner', code: SNIPPET_CODE });
    const res = await t.request({ method: 'POST', url: `/api/snippets/${snippet.id}/shopify-snippet`, cookie });
    const body = res.json<ShopifySnippetResult>();
    expect(body.engine).toBe('model-repaired');
    expect(promptOf(1)).toContain('[SnippetDocRequired]');
  });

  it('falls back to the built-in snippet converter when the provider is overloaded', async () => {
    fake.enqueue(fakeReply.overloaded());
    const snippet = await insertSnippet(t.database.db, { name: 'Promo banner', code: SNIPPET_CODE });
    const res = await t.request({ method: 'POST', url: `/api/snippets/${snippet.id}/shopify-snippet`, cookie });
    const body = res.json<ShopifySnippetResult>();
    expect(body.engine).toBe('deterministic-fallback');
    expect(body.notice).toMatch(/overloaded/);
    expect(body.documentation).toContain('## Parameters');
    expect(body.themeCheck.errors).toEqual([]);
  });
});
