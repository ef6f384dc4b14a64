import type Anthropic from '@anthropic-ai/sdk';
import { AiUnavailableError, sdkFailureOf, type SdkFailure } from './errors';
import {
  ModelProvider,
  type ModelAnswer,
  type ModelRequest,
  type ModelTransport,
  type StopReason,
} from './model-provider';

export const DEFAULT_ANTHROPIC_MODEL = 'claude-sonnet-4-6';

export interface AnthropicProviderOptions {
  apiKey: string;
  /** Host root; the SDK appends /v1/messages. */
  baseUrl?: string;
  model?: string;
  timeoutMs?: number;
  maxRetries?: number;
}

/** Our silence timer governs; the SDK's own timer would only count until the headers and then retry. */
const SDK_TIMEOUT_MS = 10 * 60 * 1000;

interface TokenCounts {
  input_tokens?: number | null;
  cache_creation_input_tokens?: number | null;
  cache_read_input_tokens?: number | null;
}

function inputTokens(usage: TokenCounts): number {
  return (usage.input_tokens ?? 0) + (usage.cache_creation_input_tokens ?? 0) + (usage.cache_read_input_tokens ?? 0);
}

function stopReason(reason: string | null | undefined): StopReason {
  if (reason === 'refusal') return 'refusal';
  if (reason === 'max_tokens' || reason === 'model_context_window_exceeded') return 'length';
  return 'end';
}

type AnthropicSdk = typeof Anthropic;
type ClientOptions = NonNullable<ConstructorParameters<AnthropicSdk>[0]>;

/**
 * The SDK, loaded by the first request: importing it adds a noticeable part of a second to every
 * start, and a server on the built-in generator never needs it.
 */
let sdk: AnthropicSdk | undefined;
async function loadSdk(): Promise<AnthropicSdk> {
  sdk ??= (await import('@anthropic-ai/sdk')).default;
  return sdk;
}

class AnthropicTransport implements ModelTransport {
  readonly name = 'anthropic' as const;
  private connecting?: Promise<Anthropic>;

  constructor(
    private readonly clientOptions: ClientOptions,
    readonly model: string,
  ) {}

  private client(): Promise<Anthropic> {
    this.connecting ??= loadSdk().then((Sdk) => new Sdk(this.clientOptions));
    return this.connecting;
  }

  failureOf(err: unknown): SdkFailure | undefined {
    return sdkFailureOf(sdk, err);
  }

  private params(request: ModelRequest) {
    const images: Anthropic.ImageBlockParam[] = request.images.map((image) => ({
      type: 'image',
      source: { type: 'base64', media_type: image.mediaType, data: image.data.toString('base64') },
    }));
    return {
      model: this.model,
      max_tokens: request.maxTokens,
      system: request.system,
      messages: [{ role: 'user' as const, content: [...images, { type: 'text' as const, text: request.text }] }],
    };
  }

  async send(request: ModelRequest): Promise<ModelAnswer> {
    const options = { signal: request.signal, timeout: SDK_TIMEOUT_MS };
    const client = await this.client();
    if (!request.onText) {
      const message = await client.messages.create(this.params(request), options);
      return {
        text: message.content.flatMap((block) => (block.type === 'text' ? [block.text] : [])).join(''),
        stop: stopReason(message.stop_reason),
        inputTokens: inputTokens(message.usage),
        outputTokens: message.usage.output_tokens,
      };
    }

    const stream = await client.messages.create({ ...this.params(request), stream: true }, options);
    request.touch();
    let text = '';
    let stop: string | null = null;
    let input = 0;
    let output = 0;
    let finished = false;
    for await (const event of stream) {
      request.touch();
      switch (event.type) {
        case 'message_start':
          input = inputTokens(event.message.usage);
          output = event.message.usage.output_tokens;
          break;
        case 'content_block_delta':
          if (event.delta.type === 'text_delta') {
            text += event.delta.text;
            request.onText(event.delta.text);
          }
          break;
        case 'message_delta':
          stop = event.delta.stop_reason;
          output = event.usage.output_tokens;
          if (event.usage.input_tokens != null) input = inputTokens(event.usage);
          break;
        case 'message_stop':
          finished = true;
          break;
      }
    }
    if (!finished && !request.signal.aborted) {
      throw new AiUnavailableError('The AI provider ended the answer before it was complete. Please try again.');
    }
    return { text, stop: stopReason(stop), inputTokens: input, outputTokens: output };
  }
}

export function createAnthropicProvider(options: AnthropicProviderOptions): ModelProvider {
  const client: ClientOptions = {
    apiKey: options.apiKey,
    baseURL: options.baseUrl,
    maxRetries: options.maxRetries ?? 1,
    timeout: SDK_TIMEOUT_MS,
  };
  return new ModelProvider(new AnthropicTransport(client, options.model ?? DEFAULT_ANTHROPIC_MODEL), options.timeoutMs);
}
