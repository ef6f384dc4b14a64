import type OpenAI from 'openai';
import { AiUnavailableError, sdkFailureOf, type SdkFailure } from './errors';
import {
  ModelProvider,
  type ModelAnswer,
  type ModelRequest,
  type ModelTransport,
  type StopReason,
} from './model-provider';

export const DEFAULT_OPENAI_MODEL = 'gpt-4o';

export interface OpenAiProviderOptions {
  /** Local OpenAI-compatible servers (Ollama, vLLM, LM Studio) need none. */
  apiKey?: string;
  /** Includes the /v1 path, e.g. http://127.0.0.1:11434/v1. */
  baseUrl?: string;
  model?: string;
  timeoutMs?: number;
  maxRetries?: number;
}

/** Our silence timer governs; the SDK's own timer would only count until the headers and then retry. */
const SDK_TIMEOUT_MS = 10 * 60 * 1000;

/** The SDK insists on a key; servers without authentication ignore whatever is sent. */
const KEYLESS_PLACEHOLDER = 'no-key';

function stopReason(finish: string | null | undefined, refusal: string): StopReason {
  if (finish === 'content_filter' || refusal.trim() !== '') return 'refusal';
  if (finish === 'length') return 'length';
  return 'end';
}

/**
 * OpenAI's newer models accept only max_completion_tokens, while many
 * compatible servers know only max_tokens: the official API gets the former.
 */
function usesCompletionTokens(baseUrl: string | undefined): boolean {
  if (!baseUrl) return true;
  try {
    return new URL(baseUrl).hostname === 'api.openai.com';
  } catch {
    return false;
  }
}

type OpenAiSdk = typeof OpenAI;
type ClientOptions = NonNullable<ConstructorParameters<OpenAiSdk>[0]>;

/**
 * The SDK, loaded by the first request: importing it slows every start, and a server on the
 * built-in generator never needs it.
 */
let sdk: OpenAiSdk | undefined;
async function loadSdk(): Promise<OpenAiSdk> {
  sdk ??= (await import('openai')).default;
  return sdk;
}

class OpenAiTransport implements ModelTransport {
  readonly name = 'openai' as const;
  private connecting?: Promise<OpenAI>;

  constructor(
    private readonly clientOptions: ClientOptions,
    readonly model: string,
    private readonly completionTokens: boolean,
  ) {}

  private client(): Promise<OpenAI> {
    this.connecting ??= loadSdk().then((Sdk) => new Sdk(this.clientOptions));
    return this.connecting;
  }

  failureOf(err: unknown): SdkFailure | undefined {
    return sdkFailureOf(sdk, err);
  }

  private params(request: ModelRequest) {
    const images: OpenAI.Chat.ChatCompletionContentPartImage[] = request.images.map((image) => ({
      type: 'image_url',
      image_url: { url: `data:${image.mediaType};base64,${image.data.toString('base64')}` },
    }));
    // Text-only turns stay plain strings: some compatible servers reject content arrays.
    const content: string | OpenAI.Chat.ChatCompletionContentPart[] =
      images.length === 0 ? request.text : [{ type: 'text', text: request.text }, ...images];
    return {
      model: this.model,
      messages: [
        { role: 'system' as const, content: request.system },
        { role: 'user' as const, content },
      ],
      ...(this.completionTokens ? { max_completion_tokens: request.maxTokens } : { max_tokens: request.maxTokens }),
    };
  }

  async send(request: ModelRequest): Promise<ModelAnswer> {
    const options = { signal: request.signal, timeout: SDK_TIMEOUT_MS };
    const client = await this.client();
    if (!request.onText) {
      const completion = await client.chat.completions.create(this.params(request), options);
      const choice = completion.choices[0];
      return {
        text: choice?.message.content ?? '',
        stop: stopReason(choice?.finish_reason, choice?.message.refusal ?? ''),
        inputTokens: completion.usage?.prompt_tokens ?? 0,
        outputTokens: completion.usage?.completion_tokens ?? 0,
      };
    }

    const stream = await client.chat.completions.create(
      { ...this.params(request), stream: true, stream_options: { include_usage: true } },
      options,
    );
    request.touch();
    let text = '';
    let refusal = '';
    let finish: string | null = null;
    let input = 0;
    let output = 0;
    for await (const chunk of stream) {
      request.touch();
      const choice = chunk.choices[0];
      const delta = choice?.delta;
      if (delta?.content) {
        text += delta.content;
        request.onText(delta.content);
      }
      if (delta?.refusal) refusal += delta.refusal;
      if (choice?.finish_reason) finish = choice.finish_reason;
      if (chunk.usage) {
        input = chunk.usage.prompt_tokens;
        output = chunk.usage.completion_tokens;
      }
    }
    if (finish === null && !request.signal.aborted) {
      throw new AiUnavailableError('The AI provider ended the answer before it was complete. Please try again.');
    }
    return { text, stop: stopReason(finish, refusal), inputTokens: input, outputTokens: output };
  }
}

export function createOpenAiProvider(options: OpenAiProviderOptions): ModelProvider {
  const client: ClientOptions = {
    apiKey: options.apiKey || KEYLESS_PLACEHOLDER,
    baseURL: options.baseUrl,
    maxRetries: options.maxRetries ?? 1,
    timeout: SDK_TIMEOUT_MS,
  };
  const transport = new OpenAiTransport(
    client,
    options.model ?? DEFAULT_OPENAI_MODEL,
    usesCompletionTokens(options.baseUrl),
  );
  return new ModelProvider(transport, options.timeoutMs);
}
