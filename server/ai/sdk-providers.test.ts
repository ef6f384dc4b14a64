import { afterAll, assert, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DesignSystem } from '@shared/design-system';
import { createAnthropicProvider } from './anthropic-provider';
import {
  AiAbortedError,
  AiAuthError,
  AiOutputError,
  AiOverloadedError,
  AiProviderError,
  AiRateLimitError,
  AiRefusalError,
  AiTimeoutError,
  AiUnavailableError,
} from './errors';
import { startFakeAnthropicServer } from '../test/fakes/fake-anthropic-server';
import { fakeReply, type FakeAiServer, type RecordedRequest } from '../test/fakes/fake-server-core';
import { startFakeOpenAiServer } from '../test/fakes/fake-openai-server';
import { createOpenAiProvider } from './openai-provider';
import type { AiImage, AiProvider } from './provider';

const DESIGN: DesignSystem = {
  name: 'Roastery',
  stylingReference: 'warm, editorial, generous whitespace',
  primaryColor: '#2b1d14',
  accentColor: '#d97706',
  fontFamily: 'Fraunces',
  borderRadius: '0.75rem',
  boxShadow: '0 10px 30px rgb(0 0 0 / 0.15)',
  isDarkMode: true,
  cssContent: ':root { --roast-brown: #2b1d14; }\n.btn-roast { border-radius: 999px; }',
};

const SECTION = [
  '<section class="hero">',
  '  <h1 class="hero__title">Fresh coffee</h1>',
  '  <p>Roasted every morning.</p>',
  '  <a class="btn" href="#">Order now</a>',
  '</section>',
  '<style>',
  '  .hero { padding: 4rem 1rem; }',
  '</style>',
].join('\n');

const PNG: AiImage = { mediaType: 'image/png', data: Buffer.from('89504e470d0a1a0a-fake-png-bytes') };

interface Adapter {
  name: 'anthropic' | 'openai';
  start: (options?: { apiKey?: string }) => Promise<FakeAiServer>;
  create: (url: string, options?: { timeoutMs?: number; model?: string }) => AiProvider;
  system: (request: RecordedRequest) => string;
  userParts: (request: RecordedRequest) => Array<Record<string, any>>;
  imageDataOf: (part: Record<string, any>) => { mediaType: string; base64: string } | null;
}

const adapters: Adapter[] = [
  {
    name: 'anthropic',
    start: startFakeAnthropicServer,
    // The SDK prints a deprecation notice for some model names; the fake accepts any.
    create: (url, options = {}) =>
      createAnthropicProvider({ apiKey: 'test-key', baseUrl: url, maxRetries: 0, model: 'claude-test', ...options }),
    system: (request) => request.body.system,
    userParts: (request) => request.body.messages[0].content,
    imageDataOf: (part) =>
      part.type === 'image' && part.source?.type === 'base64'
        ? { mediaType: part.source.media_type, base64: part.source.data }
        : null,
  },
  {
    name: 'openai',
    start: startFakeOpenAiServer,
    create: (url, options = {}) =>
      createOpenAiProvider({ apiKey: 'test-key', baseUrl: url, maxRetries: 0, ...options }),
    system: (request) => request.body.messages.find((m: { role: string }) => m.role === 'system').content,
    userParts: (request) => {
      const content = request.body.messages.find((m: { role: string }) => m.role === 'user').content;
      return typeof content === 'string' ? [{ type: 'text', text: content }] : content;
    },
    imageDataOf: (part) => {
      const match = part.type === 'image_url' ? /^data:([^;]+);base64,(.*)$/.exec(part.image_url?.url ?? '') : null;
      const [, mediaType, base64] = match ?? [];
      return mediaType !== undefined && base64 !== undefined ? { mediaType, base64 } : null;
    },
  },
];

describe.each(adapters)('$name adapter against its fake server', (adapter) => {
  let server: FakeAiServer;
  let provider: AiProvider;

  const userText = (request: RecordedRequest): string =>
    adapter
      .userParts(request)
      .filter((p) => p.type === 'text')
      .map((p) => p.text)
      .join('\n');

  /** The request the fake server recorded at `index`; the test fails when it never arrived. */
  const requestAt = (index: number): RecordedRequest => {
    const request = server.requests[index];
    assert(request, `the fake server recorded ${server.requests.length} request(s), none at index ${index}`);
    return request;
  };

  beforeAll(async () => {
    server = await adapter.start();
    provider = adapter.create(server.url);
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(() => {
    server.reset();
  });

  const generate = (extra: Partial<Parameters<AiProvider['generateSnippet']>[0]> = {}) =>
    provider.generateSnippet({
      prompt: 'A hero section for a coffee roastery',
      name: 'Hero',
      designSystem: DESIGN,
      images: [],
      ...extra,
    });

  it('generates with a JSON request, the design system in the system prompt, and records usage', async () => {
    server.enqueue(
      fakeReply.text(`Here is the section:\n\n\`\`\`html\n${SECTION}\n\`\`\`\n\nEnjoy!`, {
        usage: { input: 321, output: 54 },
      }),
    );
    const result = await generate();

    expect(result.code).toBe(SECTION);
    expect(result.usage).toMatchObject({
      provider: adapter.name,
      model: provider.model,
      inputTokens: 321,
      outputTokens: 54,
    });
    expect(result.usage.durationMs).toBeGreaterThanOrEqual(0);

    expect(server.requests).toHaveLength(1);
    const request = requestAt(0);
    expect(request.body.stream).not.toBe(true);
    const system = adapter.system(request);
    for (const fact of [
      '#2b1d14',
      '#d97706',
      'Fraunces',
      '0.75rem',
      '0 10px 30px rgb(0 0 0 / 0.15)',
      'dark mode',
      'warm, editorial',
      '--roast-brown',
    ]) {
      expect(system).toContain(fact);
    }
    expect(system).toContain('375 px');
    expect(system).toMatch(/Tailwind/);
    expect(system).toMatch(/Alpine\.js/);
    expect(userText(request)).toContain('A hero section for a coffee roastery');
    expect(userText(request)).toContain('"Hero"');
  });

  it('streams: deltas arrive in order and add up to the answer', async () => {
    const chunks = [
      '```html\n<sec',
      'tion class="hero">\n  <h1 class="hero__title">Fresh coffee</h1>\n',
      '  <p>Roasted every morning.</p>\n',
      '</section>\n```',
    ];
    server.enqueue(fakeReply.text(chunks.join(''), { chunks, chunkDelayMs: 5, usage: { input: 100, output: 20 } }));
    const deltas: string[] = [];
    const result = await generate({ onText: (delta) => deltas.push(delta) });

    expect(deltas).toEqual(chunks);
    expect(result.code).toBe(
      '<section class="hero">\n  <h1 class="hero__title">Fresh coffee</h1>\n  <p>Roasted every morning.</p>\n</section>',
    );
    expect(result.usage).toMatchObject({ inputTokens: 100, outputTokens: 20 });
    expect(requestAt(0).body.stream).toBe(true);
    if (adapter.name === 'openai') expect(requestAt(0).body.stream_options).toEqual({ include_usage: true });
  });

  it('sends reference images as image content, not as text', async () => {
    server.enqueue(fakeReply.text(SECTION));
    await generate({ images: [PNG, { mediaType: 'image/jpeg', data: Buffer.from('jpeg-bytes') }] });
    const parts = adapter.userParts(requestAt(0));
    const images = parts.map(adapter.imageDataOf).filter((p) => p !== null);
    expect(images).toEqual([
      { mediaType: 'image/png', base64: PNG.data.toString('base64') },
      { mediaType: 'image/jpeg', base64: Buffer.from('jpeg-bytes').toString('base64') },
    ]);
    expect(userText(requestAt(0))).not.toContain(PNG.data.toString('base64'));
  });

  it.each([529, 503])('maps HTTP %i to AiOverloadedError', async (status) => {
    server.enqueue(
      fakeReply.error(status, { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } }),
    );
    const error = await generate().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiOverloadedError);
    expect((error as Error).message).toContain('overloaded');
    expect((error as AiOverloadedError).status).toBe(503);
  });

  it('maps the provider’s own overloaded answer to AiOverloadedError', async () => {
    server.enqueue(fakeReply.overloaded());
    await expect(generate()).rejects.toThrow(/overloaded/);
  });

  it('maps an error sent in the middle of a stream', async () => {
    server.enqueue(fakeReply.streamError('overloaded_error', 'Overloaded', ['<div>']));
    await expect(generate({ onText: () => {} })).rejects.toBeInstanceOf(AiOverloadedError);
  });

  it('maps 401 to AiAuthError', async () => {
    server.enqueue(
      fakeReply.error(401, { type: 'error', error: { type: 'authentication_error', message: 'invalid x-api-key' } }),
    );
    const error = await generate().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiAuthError);
    expect((error as Error).message).toBe(
      'The AI provider rejected the API key. Check ANTHROPIC_API_KEY / OPENAI_API_KEY.',
    );
    expect((error as AiAuthError).status).toBe(502);
  });

  it('maps 429 to AiRateLimitError', async () => {
    server.enqueue(fakeReply.error(429));
    await expect(generate()).rejects.toMatchObject({ constructor: AiRateLimitError, status: 429 });
  });

  it('passes other provider errors on with their message', async () => {
    server.enqueue(
      fakeReply.error(404, { type: 'error', error: { type: 'not_found_error', message: 'model: no-such-model' } }),
    );
    const error = await generate().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiProviderError);
    expect((error as Error).message).toContain('model: no-such-model');
  });

  it('times out a stream that stalls after it started, and closes the connection', async () => {
    const quick = adapter.create(server.url, { timeoutMs: 300 });
    server.enqueue(fakeReply.stall(['```html\n<div>']));
    const deltas: string[] = [];
    const error = await quick
      .generateSnippet({
        prompt: 'x'.repeat(20),
        name: 'Hero',
        designSystem: DESIGN,
        images: [],
        onText: (d) => deltas.push(d),
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiTimeoutError);
    expect((error as Error).message).toBe('The AI provider did not answer in time (0.3 s). Please try again.');
    expect((error as AiTimeoutError).status).toBe(504);
    expect(deltas).toEqual(['```html\n<div>']);
    await requestAt(0).closed;
    expect(requestAt(0).closedEarly).toBe(true);
  });

  it('times out a JSON request that gets no answer', async () => {
    const quick = adapter.create(server.url, { timeoutMs: 250 });
    server.enqueue(fakeReply.stall());
    await expect(
      quick.generateSnippet({ prompt: 'x'.repeat(20), name: 'Hero', designSystem: DESIGN, images: [] }),
    ).rejects.toBeInstanceOf(AiTimeoutError);
  });

  it('keeps a slow stream alive while it makes progress', async () => {
    // Five gaps of 500 ms outlast the 1.5 s idle timeout twice over; each gap stays well inside it on a busy machine.
    const quick = adapter.create(server.url, { timeoutMs: 1500 });
    server.enqueue(fakeReply.stream(['<p>', 'a', 'b', 'c', 'd', '</p>'], 500));
    const result = await quick.generateSnippet({
      prompt: 'x'.repeat(20),
      name: 'Hero',
      designSystem: DESIGN,
      images: [],
      onText: () => {},
    });
    expect(result.code).toBe('<p>abcd</p>');
  });

  it('aborts the upstream request when the signal fires', async () => {
    server.enqueue(fakeReply.stall(['<div>']));
    const controller = new AbortController();
    const error = await generate({ signal: controller.signal, onText: () => controller.abort() }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AiAbortedError);
    await requestAt(0).closed;
    expect(requestAt(0).closedEarly).toBe(true);
  });

  it('aborts a JSON request that is still waiting for its answer', async () => {
    server.enqueue(fakeReply.stall());
    const controller = new AbortController();
    const pending = generate({ signal: controller.signal });
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(AiAbortedError);
    await requestAt(0).closed;
    expect(requestAt(0).closedEarly).toBe(true);
  });

  it('does not send a request when the signal has already fired', async () => {
    await expect(generate({ signal: AbortSignal.abort() })).rejects.toBeInstanceOf(AiAbortedError);
    expect(server.requests).toHaveLength(0);
  });

  it('rejects an answer without HTML with AiOutputError', async () => {
    server.enqueue(fakeReply.text('I would suggest a warm colour palette with plenty of whitespace.'));
    const error = await generate().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiOutputError);
    expect((error as Error).message).toBe('The AI answer did not contain usable HTML. Please try again.');
    expect((error as AiOutputError).status).toBe(422);
  });

  it('rejects an answer cut off by the token limit', async () => {
    server.enqueue(fakeReply.text('```html\n<section><h1>Half', { stop: 'length' }));
    await expect(generate()).rejects.toThrow(/cut off/);
  });

  it('reports a stream that ends without its closing events as unavailable', async () => {
    server.enqueue(fakeReply.drop(['<section>']));
    await expect(generate({ onText: () => {} })).rejects.toBeInstanceOf(AiUnavailableError);
  });

  it.each([
    [false, false],
    [true, false],
    [false, true],
    [true, true],
  ])('maps a refusal to AiRefusalError (streamed: %s, content filter: %s)', async (streamed, viaContentFilter) => {
    server.enqueue(fakeReply.refusal({ viaContentFilter }));
    const error = await generate(streamed ? { onText: () => {} } : {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiRefusalError);
    expect((error as AiRefusalError).status).toBe(422);
  });

  it('edits a one-word change through a search/replace block, leaving every other byte alone', async () => {
    server.enqueue(
      fakeReply.text(
        '<<<<<<< SEARCH\n  <h1 class="hero__title">Fresh coffee</h1>\n=======\n  <h1 class="hero__title">Fresh tea</h1>\n>>>>>>> REPLACE',
      ),
    );
    const result = await provider.editSnippet({
      code: SECTION,
      instruction: 'Say tea instead of coffee in the title',
      designSystem: DESIGN,
      images: [],
    });

    expect(result.mode).toBe('blocks');
    expect(result.code).toBe(SECTION.replace('Fresh coffee', 'Fresh tea'));
    expect(server.requests).toHaveLength(1);
    expect(adapter.system(requestAt(0))).toContain('<<<<<<< SEARCH');
    expect(userText(requestAt(0))).toContain(SECTION);
    expect(userText(requestAt(0))).toContain('Say tea instead of coffee in the title');
  });

  it('names a pinned element in the edit request', async () => {
    server.enqueue(fakeReply.text('<<<<<<< SEARCH\nOrder now\n=======\nBuy now\n>>>>>>> REPLACE'));
    await provider.editSnippet({
      code: SECTION,
      instruction: 'Shorter label',
      designSystem: DESIGN,
      images: [],
      selector: '.btn',
    });
    expect(userText(requestAt(0))).toContain('`.btn`');
  });

  it('falls back to one full-fragment request when a block does not match', async () => {
    const updated = SECTION.replace('Fresh coffee', 'Fresh tea');
    server.enqueue(
      fakeReply.text('<<<<<<< SEARCH\n  <h1>Fresh coffee</h1>\n=======\n  <h1>Fresh tea</h1>\n>>>>>>> REPLACE', {
        usage: { input: 100, output: 10 },
      }),
      fakeReply.text(`\`\`\`html\n${updated}\n\`\`\``, { usage: { input: 120, output: 80 } }),
    );
    let retries = 0;
    const result = await provider.editSnippet({
      code: SECTION,
      instruction: 'Say tea instead of coffee in the title',
      designSystem: DESIGN,
      images: [],
      onRetry: () => (retries += 1),
    });

    expect(server.requests).toHaveLength(2);
    expect(retries).toBe(1);
    expect(result.mode).toBe('full');
    expect(result.code).toBe(updated);
    expect(result.usage).toMatchObject({ inputTokens: 220, outputTokens: 90 });
    expect(userText(requestAt(1))).toMatch(/complete updated fragment/);
  });

  it('makes no third request when the fallback answer is unusable', async () => {
    server.enqueue(
      fakeReply.text('<<<<<<< SEARCH\nnot there\n=======\nx\n>>>>>>> REPLACE'),
      fakeReply.text('Sorry, no.'),
    );
    await expect(
      provider.editSnippet({ code: SECTION, instruction: 'Change the title', designSystem: DESIGN, images: [] }),
    ).rejects.toBeInstanceOf(AiOutputError);
    expect(server.requests).toHaveLength(2);
  });

  it('accepts a whole fragment given instead of blocks', async () => {
    const updated = SECTION.replace('Order now', 'Shop the roast');
    server.enqueue(fakeReply.text(`Sure:\n\`\`\`html\n${updated}\n\`\`\``));
    const result = await provider.editSnippet({
      code: SECTION,
      instruction: 'New button label',
      designSystem: DESIGN,
      images: [],
    });
    expect(result).toMatchObject({ mode: 'full', code: updated });
    expect(server.requests).toHaveLength(1);
  });

  it('streams edit answers and sends the edit images as image content', async () => {
    server.enqueue(fakeReply.stream(['<<<<<<< SEARCH\nOrder', ' now\n=======\nBuy now\n>>>>>>> REPLACE\n'], 2));
    const deltas: string[] = [];
    const result = await provider.editSnippet({
      code: SECTION,
      instruction: 'Like this screenshot',
      designSystem: DESIGN,
      images: [PNG],
      onText: (d) => deltas.push(d),
    });
    expect(deltas.join('')).toBe('<<<<<<< SEARCH\nOrder now\n=======\nBuy now\n>>>>>>> REPLACE\n');
    expect(result.code).toBe(SECTION.replace('Order now', 'Buy now'));
    expect(adapter.userParts(requestAt(0)).map(adapter.imageDataOf).filter(Boolean)).toHaveLength(1);
  });

  it('describes reference images as a prompt', async () => {
    server.enqueue(fakeReply.text('Prompt: "Create a two-column hero with a large photo on the right."'));
    const result = await provider.describeImages([PNG]);
    expect(result.prompt).toBe('Create a two-column hero with a large photo on the right.');
    expect(adapter.userParts(requestAt(0)).map(adapter.imageDataOf).filter(Boolean)).toEqual([
      { mediaType: 'image/png', base64: PNG.data.toString('base64') },
    ]);
  });

  it('runs a generic completion and says when it was truncated', async () => {
    server.enqueue(fakeReply.text('{% schema %}{}{% endschema %}'), fakeReply.text('{% sch', { stop: 'length' }));
    const first = await provider.complete({ system: 'You convert HTML to Shopify sections.', prompt: '<div>x</div>' });
    expect(first).toMatchObject({ text: '{% schema %}{}{% endschema %}', truncated: false });
    expect(adapter.system(requestAt(0))).toBe('You convert HTML to Shopify sections.');
    const second = await provider.complete({ system: 's', prompt: 'p', maxTokens: 50 });
    expect(second.truncated).toBe(true);
    const body = requestAt(1).body;
    expect(body.max_tokens ?? body.max_completion_tokens).toBe(50);
  });

  it('meets a fake that checks keys: a wrong key is an AiAuthError, the right one passes', async () => {
    const guarded = await adapter.start({ apiKey: 'test-key' });
    try {
      guarded.setDefaultReply(fakeReply.text('<p>welcome</p>'));
      await expect(adapter.create(guarded.url).complete({ system: 's', prompt: 'p' })).resolves.toMatchObject({
        text: '<p>welcome</p>',
      });
      const wrongKey =
        adapter.name === 'anthropic'
          ? createAnthropicProvider({ apiKey: 'wrong', baseUrl: guarded.url, maxRetries: 0, model: 'claude-test' })
          : createOpenAiProvider({ apiKey: 'wrong', baseUrl: guarded.url, maxRetries: 0 });
      await expect(wrongKey.complete({ system: 's', prompt: 'p' })).rejects.toBeInstanceOf(AiAuthError);
    } finally {
      await guarded.close();
    }
  });

  it('reports an unreachable provider as unavailable', async () => {
    const gone = await adapter.start();
    const url = gone.url;
    await gone.close();
    await expect(adapter.create(url).complete({ system: 's', prompt: 'p' })).rejects.toBeInstanceOf(AiUnavailableError);
  });
});
