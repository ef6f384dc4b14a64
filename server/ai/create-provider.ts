import { createAnthropicProvider, DEFAULT_ANTHROPIC_MODEL } from './anthropic-provider';
import { DEFAULT_TIMEOUT_MS } from './model-provider';
import { createOfflineProvider } from './offline-provider';
import { createOpenAiProvider, DEFAULT_OPENAI_MODEL } from './openai-provider';
import type { AiProvider } from './provider';

export { DEFAULT_ANTHROPIC_MODEL, DEFAULT_OPENAI_MODEL, DEFAULT_TIMEOUT_MS };

export interface AiConfig {
  /** auto: Anthropic when its key is set, else OpenAI when its key is set, else offline. */
  provider: 'auto' | 'anthropic' | 'openai' | 'offline';
  /** Model of the chosen provider; each has its own default. */
  model?: string;
  anthropicApiKey?: string;
  anthropicBaseUrl?: string;
  openaiApiKey?: string;
  openaiBaseUrl?: string;
  /** Longest silence from the provider before the job fails (default 120 s). */
  timeoutMs?: number;
  /** SDK retries of overloaded, rate-limited and failed requests (default 1). */
  maxRetries?: number;
  /** Pause between the offline generator's streamed pieces. */
  offlineChunkDelayMs?: number;
}

/** A configuration that names a provider it cannot use. */
export class AiConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AiConfigError';
  }
}

const present = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';
const orUndefined = (value: string | undefined): string | undefined => (present(value) ? value.trim() : undefined);

export function resolveProviderName(config: AiConfig): 'anthropic' | 'openai' | 'offline' {
  if (config.provider !== 'auto') return config.provider;
  if (present(config.anthropicApiKey)) return 'anthropic';
  if (present(config.openaiApiKey)) return 'openai';
  return 'offline';
}

export function createAiProvider(config: AiConfig): AiProvider {
  const name = resolveProviderName(config);
  const common = { model: orUndefined(config.model), timeoutMs: config.timeoutMs, maxRetries: config.maxRetries };
  switch (name) {
    case 'anthropic':
      if (!present(config.anthropicApiKey)) throw new AiConfigError('AI_PROVIDER=anthropic needs ANTHROPIC_API_KEY.');
      return createAnthropicProvider({
        ...common,
        apiKey: config.anthropicApiKey,
        baseUrl: orUndefined(config.anthropicBaseUrl),
      });
    case 'openai':
      // A local OpenAI-compatible server (Ollama, vLLM, LM Studio) has a base URL and often no key.
      if (!present(config.openaiApiKey) && !present(config.openaiBaseUrl)) {
        throw new AiConfigError(
          'AI_PROVIDER=openai needs OPENAI_API_KEY, or OPENAI_BASE_URL for a local OpenAI-compatible server.',
        );
      }
      return createOpenAiProvider({
        ...common,
        apiKey: config.openaiApiKey,
        baseUrl: orUndefined(config.openaiBaseUrl),
      });
    case 'offline':
      return createOfflineProvider({ chunkDelayMs: config.offlineChunkDelayMs });
  }
}
