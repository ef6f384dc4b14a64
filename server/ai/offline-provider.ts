import type { EditOutcome } from '@shared/schemas/snippets';
import { AiAbortedError, AiNothingAppliedError, AiUnsupportedError } from './errors';
import { runOfflineGenerator } from '@atelier/offline-generator';
import type {
  AiCapabilities,
  AiImage,
  AiProvider,
  AiUsage,
  CompleteInput,
  EditInput,
  EditMode,
  GenerateInput,
} from './provider';

export const OFFLINE_MODEL = 'atelier-offline';

export const NEEDS_MODEL_MESSAGE =
  'This needs an AI model, and Atelier is running offline. Set ANTHROPIC_API_KEY or OPENAI_API_KEY ' +
  '(for a local OpenAI-compatible server such as Ollama: AI_PROVIDER=openai and OPENAI_BASE_URL) and restart Atelier.';

export interface OfflineProviderOptions {
  /** Pause between streamed pieces, so the editor shows the code growing as it does with a model. */
  chunkDelayMs?: number;
}

/** Enough pieces to look like a stream, few enough that a long snippet still arrives within about half a second. */
const MAX_PIECES = 60;
const MIN_PIECE_CHARS = 80;

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(new AiAbortedError());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new AiAbortedError();
}

/**
 * The embedded generator behind the provider interface: no key, no network.
 * Usage reports zero tokens because no model ran and nothing is billed; the
 * duration is measured.
 */
export class OfflineProvider implements AiProvider {
  readonly name = 'offline' as const;
  readonly model = OFFLINE_MODEL;
  readonly capabilities: AiCapabilities = { freeText: false, contextualInstructions: false };
  private readonly chunkDelayMs: number;

  constructor(options: OfflineProviderOptions = {}) {
    this.chunkDelayMs = options.chunkDelayMs ?? 8;
  }

  private usage(startedAt: number): AiUsage {
    return {
      provider: this.name,
      model: this.model,
      inputTokens: 0,
      outputTokens: 0,
      durationMs: Math.round(performance.now() - startedAt),
    };
  }

  private async stream(text: string, onText: ((delta: string) => void) | undefined, signal: AbortSignal | undefined) {
    if (!onText) return;
    const size = Math.max(MIN_PIECE_CHARS, Math.ceil(text.length / MAX_PIECES));
    for (let at = 0; at < text.length; at += size) {
      if (at > 0 && this.chunkDelayMs > 0) await sleep(this.chunkDelayMs, signal);
      throwIfAborted(signal);
      onText(text.slice(at, at + size));
    }
  }

  async generateSnippet(
    input: GenerateInput,
  ): Promise<{ code: string; usage: AiUsage; summary: string; note?: string }> {
    const startedAt = performance.now();
    throwIfAborted(input.signal);
    const answer = await runOfflineGenerator({
      task: 'generate',
      prompt: input.prompt,
      name: input.name,
      designSystem: input.designSystem,
      images: input.images.map((i) => i.data),
    });
    const { code, summary, note } = answer;
    await this.stream(code, input.onText, input.signal);
    throwIfAborted(input.signal);
    return { code, usage: this.usage(startedAt), summary, ...(note === undefined ? {} : { note }) };
  }

  async editSnippet(input: EditInput): Promise<{ code: string; usage: AiUsage; mode: EditMode; outcome: EditOutcome }> {
    const startedAt = performance.now();
    throwIfAborted(input.signal);
    const result = await runOfflineGenerator({
      task: 'edit',
      code: input.code,
      instruction: input.instruction,
      designSystem: input.designSystem,
    });
    if (!result.ok) throw new AiNothingAppliedError(result.reason, result.notApplied);
    await this.stream(result.code, input.onText, input.signal);
    throwIfAborted(input.signal);
    return { code: result.code, usage: this.usage(startedAt), mode: 'rules', outcome: result.outcome };
  }

  async describeImages(images: AiImage[], signal?: AbortSignal): Promise<{ prompt: string; usage: AiUsage }> {
    if (images.length === 0) throw new RangeError('describeImages needs at least one image');
    const startedAt = performance.now();
    throwIfAborted(signal);
    const answer = await runOfflineGenerator({ task: 'describe-images', images: images.map((i) => i.data) });
    throwIfAborted(signal);
    return { prompt: answer.prompt, usage: this.usage(startedAt) };
  }

  async complete(_input: CompleteInput): Promise<{ text: string; usage: AiUsage; truncated: boolean }> {
    throw new AiUnsupportedError(NEEDS_MODEL_MESSAGE);
  }
}

export function createOfflineProvider(options: OfflineProviderOptions = {}): OfflineProvider {
  return new OfflineProvider(options);
}
