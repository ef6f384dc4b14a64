import { afterAll, assert, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DesignSystem } from '@shared/design-system';
import { AiConfigError, createAiProvider, resolveProviderName } from './create-provider';
import { AiTimeoutError } from './errors';
import { startFakeAnthropicServer } from '../test/fakes/fake-anthropic-server';
import { fakeReply, type FakeAiServer } from '../test/fakes/fake-server-core';
import { startFakeOpenAiServer } from '../test/fakes/fake-openai-server';

const DESIGN: DesignSystem = {
  name: 'Plain',
  stylingReference: 'clean and simple',
  primaryColor: '#1e293b',
  accentColor: '#3b82f6',
  fontFamily: 'Inter',
  borderRadius: '0.5rem',
  boxShadow: 'none',
  isDarkMode: false,
};

const generate = { prompt: 'A pricing table with three plans', name: 'Pricing', designSystem: DESIGN, images: [] };

describe('resolveProviderName', () => {
  it('picks Anthropic, then OpenAI, by the keys that are set, else offline', () => {
    expect(resolveProviderName({ provider: 'auto', anthropicApiKey: 'a', openaiApiKey: 'o' })).toBe('anthropic');
    expect(resolveProviderName({ provider: 'auto', openaiApiKey: 'o' })).toBe('openai');
    expect(
      resolveProviderName({ provider: 'auto', anthropicApiKey: '  ', openaiBaseUrl: 'http://127.0.0.1:1/v1' }),
    ).toBe('offline');
    expect(resolveProviderName({ provider: 'auto' })).toBe('offline');
    expect(resolveProviderName({ provider: 'openai', anthropicApiKey: 'a' })).toBe('openai');
  });
});

describe('createAiProvider', () => {
  it('uses the default model of each provider unless one is configured', () => {
    expect(createAiProvider({ provider: 'auto', anthropicApiKey: 'a' })).toMatchObject({
      name: 'anthropic',
      model: 'claude-sonnet-4-6',
    });
    expect(createAiProvider({ provider: 'auto', openaiApiKey: 'o' })).toMatchObject({
      name: 'openai',
      model: 'gpt-4o',
    });
    expect(createAiProvider({ provider: 'openai', openaiApiKey: 'o', model: 'gpt-4.1-mini' }).model).toBe(
      'gpt-4.1-mini',
    );
    expect(createAiProvider({ provider: 'auto' })).toMatchObject({ name: 'offline', model: 'atelier-offline' });
  });

  it('says what each provider can do: models answer free text and read context, the offline rules do not', () => {
    for (const provider of [
      createAiProvider({ provider: 'anthropic', anthropicApiKey: 'a' }),
      createAiProvider({ provider: 'openai', openaiApiKey: 'o' }),
    ]) {
      expect(provider.capabilities).toEqual({ freeText: true, contextualInstructions: true });
    }
    expect(createAiProvider({ provider: 'offline' }).capabilities).toEqual({
      freeText: false,
      contextualInstructions: false,
    });
  });

  it('refuses a provider it has no credentials for', () => {
    expect(() => createAiProvider({ provider: 'anthropic' })).toThrow(AiConfigError);
    expect(() => createAiProvider({ provider: 'anthropic' })).toThrow('ANTHROPIC_API_KEY');
    expect(() => createAiProvider({ provider: 'openai' })).toThrow(/OPENAI_API_KEY.*OPENAI_BASE_URL/);
  });
});

describe('createAiProvider against the fake Anthropic server', () => {
  let server: FakeAiServer;
  beforeAll(async () => {
    server = await startFakeAnthropicServer();
  });
  afterAll(() => server.close());
  beforeEach(() => server.reset());

  it('sends the key and the configured model to the configured base URL', async () => {
    server.enqueue(fakeReply.text('<table><tr><td>Basic</td></tr></table>'));
    const provider = createAiProvider({
      provider: 'auto',
      anthropicApiKey: 'sk-ant-test',
      anthropicBaseUrl: server.url,
      model: 'claude-test',
      maxRetries: 0,
    });
    const result = await provider.generateSnippet(generate);
    expect(result.code).toBe('<table><tr><td>Basic</td></tr></table>');
    const [request] = server.requests;
    assert.isDefined(request, 'no request reached the fake server');
    expect(request).toMatchObject({ path: '/v1/messages', body: { model: 'claude-test' } });
    expect(request.headers['x-api-key'] ?? request.headers.authorization).toMatch(/^(Bearer )?sk-ant-test$/);
  });

  it('retries an overloaded answer once by default', async () => {
    server.enqueue(
      fakeReply.error(
        529,
        { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } },
        { 'retry-after-ms': '10' },
      ),
      fakeReply.text('<p>second time lucky</p>'),
    );
    const provider = createAiProvider({
      provider: 'anthropic',
      anthropicApiKey: 'k',
      anthropicBaseUrl: server.url,
      model: 'claude-test',
    });
    const result = await provider.generateSnippet(generate);
    expect(result.code).toBe('<p>second time lucky</p>');
    expect(server.requests).toHaveLength(2);
  });

  it('applies the configured timeout', async () => {
    server.enqueue(fakeReply.stall());
    const provider = createAiProvider({
      provider: 'anthropic',
      anthropicApiKey: 'k',
      anthropicBaseUrl: server.url,
      model: 'claude-test',
      timeoutMs: 200,
      maxRetries: 0,
    });
    const error = await provider.generateSnippet(generate).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiTimeoutError);
    expect((error as Error).message).toContain('(0.2 s)');
  });
});

describe('createAiProvider against the fake OpenAI server', () => {
  let server: FakeAiServer;
  beforeAll(async () => {
    server = await startFakeOpenAiServer();
  });
  afterAll(() => server.close());
  beforeEach(() => server.reset());

  it('talks to a keyless compatible server with max_tokens', async () => {
    server.enqueue(fakeReply.text('```html\n<ul><li>Plan</li></ul>\n```'));
    const provider = createAiProvider({
      provider: 'openai',
      openaiBaseUrl: server.url,
      model: 'llama3.1',
      maxRetries: 0,
    });
    expect(provider.name).toBe('openai');
    const result = await provider.generateSnippet(generate);
    expect(result.code).toBe('<ul><li>Plan</li></ul>');
    const [request] = server.requests;
    assert.isDefined(request, 'no request reached the fake server');
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.body.model).toBe('llama3.1');
    expect(request.body.max_tokens).toBeGreaterThan(0);
    expect(request.body.max_completion_tokens).toBeUndefined();
  });

  it('sends the configured key as a bearer token', async () => {
    server.enqueue(fakeReply.text('<p>ok</p>'));
    const provider = createAiProvider({
      provider: 'auto',
      openaiApiKey: 'sk-test',
      openaiBaseUrl: server.url,
      maxRetries: 0,
    });
    await provider.generateSnippet(generate);
    const [request] = server.requests;
    assert.isDefined(request, 'no request reached the fake server');
    expect(request.headers.authorization).toBe('Bearer sk-test');
    expect(request.body.model).toBe('gpt-4o');
  });
});
