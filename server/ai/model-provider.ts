import { applyEditBlocks, mentionsEditBlocks, parseEditBlocks } from '@shared/answer-parsing';
import { AiAbortedError, AiOutputError, AiRefusalError, AiTimeoutError, toAiError, type SdkFailure } from './errors';
import { extractHtml, hasUsableHtml } from './extract';
import {
  COMPLETE_MAX_TOKENS,
  DESCRIBE_IMAGES_SYSTEM,
  DESCRIBE_MAX_TOKENS,
  EDIT_MAX_TOKENS,
  GENERATE_MAX_TOKENS,
  buildDescribeImagesPrompt,
  buildEditPrompt,
  buildEditSystemPrompt,
  buildFullEditPrompt,
  buildGeneratePrompt,
  buildGenerateSystemPrompt,
  cleanDescription,
} from './prompts';
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

export const DEFAULT_TIMEOUT_MS = 120_000;

/** One request to a chat model: a system prompt and a single user turn of text and images. */
export interface ModelRequest {
  system: string;
  text: string;
  images: AiImage[];
  maxTokens: number;
  signal: AbortSignal;
  /** Streams when set. */
  onText?: (delta: string) => void;
  /** Called on every sign of life from the provider; keeps the silence timer from firing. */
  touch: () => void;
}

export type StopReason = 'end' | 'length' | 'refusal';

export interface ModelAnswer {
  text: string;
  stop: StopReason;
  inputTokens: number;
  outputTokens: number;
}

/** The wire-level half of a provider: the SDK call, nothing else. */
export interface ModelTransport {
  readonly name: 'anthropic' | 'openai';
  readonly model: string;
  send(request: ModelRequest): Promise<ModelAnswer>;
  /** What the SDK's own error classes say a thrown error is (nothing for anything else). */
  failureOf(err: unknown): SdkFailure | undefined;
}

interface Cost {
  inputTokens: number;
  outputTokens: number;
}

const TRUNCATED_MESSAGE =
  'The AI answer was cut off because it grew too long. Please ask for a smaller change or section.';

/**
 * Aborts after `ms` of silence. The SDKs' own timers stop counting once the
 * response headers arrive, so a stream that stalls mid-answer needs this one.
 */
class SilenceTimer {
  readonly controller = new AbortController();
  timedOut = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly ms: number,
    private readonly outer: AbortSignal | undefined,
  ) {
    outer?.addEventListener('abort', this.onOuterAbort, { once: true });
    this.touch();
  }

  readonly touch = (): void => {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timedOut = true;
      this.controller.abort();
    }, this.ms);
  };

  private readonly onOuterAbort = (): void => {
    clearTimeout(this.timer);
    this.controller.abort();
  };

  dispose(): void {
    clearTimeout(this.timer);
    this.outer?.removeEventListener('abort', this.onOuterAbort);
  }
}

/** The jobs of AiProvider built on a transport: prompts, extraction, edit blocks, errors and timing. */
export class ModelProvider implements AiProvider {
  readonly name: 'anthropic' | 'openai';
  readonly model: string;
  readonly capabilities: AiCapabilities = { freeText: true, contextualInstructions: true };

  constructor(
    private readonly transport: ModelTransport,
    private readonly timeoutMs: number = DEFAULT_TIMEOUT_MS,
  ) {
    this.name = transport.name;
    this.model = transport.model;
  }

  private async send(
    request: Omit<ModelRequest, 'signal' | 'touch'>,
    signal: AbortSignal | undefined,
  ): Promise<ModelAnswer> {
    if (signal?.aborted) throw new AiAbortedError();
    const timer = new SilenceTimer(this.timeoutMs, signal);
    try {
      const answer = await this.transport.send({ ...request, signal: timer.controller.signal, touch: timer.touch });
      // SDK streams end quietly when their signal aborts, so an abort can look like a short answer.
      if (timer.timedOut) throw new AiTimeoutError(this.timeoutMs);
      if (signal?.aborted) throw new AiAbortedError();
      if (answer.stop === 'refusal') throw new AiRefusalError();
      return answer;
    } catch (err) {
      if (timer.timedOut) throw new AiTimeoutError(this.timeoutMs, { cause: err });
      if (signal?.aborted) throw new AiAbortedError({ cause: err });
      throw toAiError(err, this.timeoutMs, this.transport.failureOf(err));
    } finally {
      timer.dispose();
    }
  }

  private usage(cost: Cost, startedAt: number): AiUsage {
    return {
      provider: this.name,
      model: this.model,
      inputTokens: cost.inputTokens,
      outputTokens: cost.outputTokens,
      durationMs: Math.round(performance.now() - startedAt),
    };
  }

  async generateSnippet(input: GenerateInput): Promise<{ code: string; usage: AiUsage }> {
    const startedAt = performance.now();
    const answer = await this.send(
      {
        system: buildGenerateSystemPrompt(input.designSystem),
        text: buildGeneratePrompt({ prompt: input.prompt, name: input.name, imageCount: input.images.length }),
        images: input.images,
        maxTokens: GENERATE_MAX_TOKENS,
        onText: input.onText,
      },
      input.signal,
    );
    if (answer.stop === 'length') throw new AiOutputError(TRUNCATED_MESSAGE);
    return { code: extractHtml(answer.text), usage: this.usage(answer, startedAt) };
  }

  async editSnippet(input: EditInput): Promise<{ code: string; usage: AiUsage; mode: EditMode }> {
    const startedAt = performance.now();
    const context = {
      code: input.code,
      instruction: input.instruction,
      selector: input.selector,
      imageCount: input.images.length,
    };
    const system = buildEditSystemPrompt(input.designSystem);
    const first = await this.send(
      {
        system,
        text: buildEditPrompt(context),
        images: input.images,
        maxTokens: EDIT_MAX_TOKENS,
        onText: input.onText,
      },
      input.signal,
    );

    if (first.stop === 'end') {
      const applied = tryAnswer(input.code, first.text);
      if (applied) return { ...applied, usage: this.usage(first, startedAt) };
    }

    input.onRetry?.();
    const second = await this.send(
      {
        system,
        text: buildFullEditPrompt(context),
        images: input.images,
        maxTokens: EDIT_MAX_TOKENS,
        onText: input.onText,
      },
      input.signal,
    );
    if (second.stop === 'length') throw new AiOutputError(TRUNCATED_MESSAGE);
    const total = {
      inputTokens: first.inputTokens + second.inputTokens,
      outputTokens: first.outputTokens + second.outputTokens,
    };
    return { code: extractHtml(second.text), usage: this.usage(total, startedAt), mode: 'full' };
  }

  async describeImages(images: AiImage[], signal?: AbortSignal): Promise<{ prompt: string; usage: AiUsage }> {
    if (images.length === 0) throw new RangeError('describeImages needs at least one image');
    const startedAt = performance.now();
    const answer = await this.send(
      {
        system: DESCRIBE_IMAGES_SYSTEM,
        text: buildDescribeImagesPrompt(images.length),
        images,
        maxTokens: DESCRIBE_MAX_TOKENS,
      },
      signal,
    );
    const prompt = cleanDescription(answer.text);
    if (prompt === '') throw new AiOutputError('The AI answer was empty. Please try again.');
    return { prompt, usage: this.usage(answer, startedAt) };
  }

  async complete(input: CompleteInput): Promise<{ text: string; usage: AiUsage; truncated: boolean }> {
    const startedAt = performance.now();
    const answer = await this.send(
      {
        system: input.system,
        text: input.prompt,
        images: [],
        maxTokens: input.maxTokens ?? COMPLETE_MAX_TOKENS,
        onText: input.onText,
      },
      input.signal,
    );
    return { text: answer.text, usage: this.usage(answer, startedAt), truncated: answer.stop === 'length' };
  }
}

/**
 * Reads the first edit answer: search/replace blocks that all apply, or a
 * whole fragment given instead. Null sends the edit to the full-fragment request.
 */
function tryAnswer(code: string, answer: string): { code: string; mode: EditMode } | null {
  const blocks = parseEditBlocks(answer);
  if (blocks.length > 0) {
    const applied = applyEditBlocks(code, blocks);
    return applied.ok && hasUsableHtml(applied.code) ? { code: applied.code, mode: 'blocks' } : null;
  }
  if (mentionsEditBlocks(answer)) return null;
  try {
    return { code: extractHtml(answer), mode: 'full' };
  } catch (err) {
    if (err instanceof AiOutputError) return null;
    throw err;
  }
}
