import type { EditOutcome } from '@shared/schemas/snippets';
import type { DesignSystem } from '@shared/design-system';

export type { DesignSystem };

export type AiProviderName = 'anthropic' | 'openai' | 'offline';

export type AiImageMediaType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';

export interface AiImage {
  mediaType: AiImageMediaType;
  data: Buffer;
}

/** What one job cost; an edit that needed a second request reports the sum of both. */
export interface AiUsage {
  provider: string;
  model: string;
  inputTokens: number;
  outputTokens: number;
  durationMs: number;
}

/**
 * Streaming: when `onText` is given the provider streams and hands over every
 * text delta in order; their concatenation is the model's raw answer (the
 * returned code is extracted from it). Without `onText` a plain JSON request
 * is made. The timeout measures silence: the gap between two stream events,
 * or the whole wait for a JSON answer.
 *
 * `signal` cancels the upstream request; the job then rejects with AiAbortedError.
 */
export interface StreamOptions {
  signal?: AbortSignal;
  onText?: (delta: string) => void;
}

export interface GenerateInput extends StreamOptions {
  prompt: string;
  name: string;
  designSystem: DesignSystem;
  images: AiImage[];
}

export interface EditInput extends StreamOptions {
  code: string;
  instruction: string;
  designSystem: DesignSystem;
  images: AiImage[];
  /** A pinned element (client comments): the change concerns this element first. */
  selector?: string;
  /**
   * Called when the search/replace answer could not be applied and one more
   * request for the whole fragment starts: text streamed so far is void.
   */
  onRetry?: () => void;
}

/** blocks: search/replace blocks applied; full: the model answered the whole fragment; rules: the offline editor. */
export type EditMode = 'blocks' | 'full' | 'rules';

export interface CompleteInput extends StreamOptions {
  system: string;
  prompt: string;
  maxTokens?: number;
}

/** What a provider can do, declared by the provider itself: callers ask this, never its name. */
export interface AiCapabilities {
  /** `complete` answers free-text jobs (wording an analysis, converting to Shopify); a rule engine has none. */
  readonly freeText: boolean;
  /**
   * An edit instruction may carry context around the request (who asked, and why); rule-based
   * editing reads the request alone.
   */
  readonly contextualInstructions: boolean;
}

export interface AiProvider {
  readonly name: AiProviderName;
  readonly model: string;
  readonly capabilities: AiCapabilities;
  /**
   * `summary`: what was built, in a sentence for staff (the offline generator says it; a model does not).
   * `note`: what the prompt asked for that could not be built as asked.
   */
  generateSnippet(input: GenerateInput): Promise<{ code: string; usage: AiUsage; summary?: string; note?: string }>;
  /** `outcome`: what was applied and what was not, when the engine can tell (the offline rules do). */
  editSnippet(input: EditInput): Promise<{ code: string; usage: AiUsage; mode: EditMode; outcome?: EditOutcome }>;
  /** Writes a generation prompt from reference images. */
  describeImages(images: AiImage[], signal?: AbortSignal): Promise<{ prompt: string; usage: AiUsage }>;
  /** A generic text job (analysis refinement, Shopify conversion). `truncated`: the answer hit the token limit. */
  complete(input: CompleteInput): Promise<{ text: string; usage: AiUsage; truncated: boolean }>;
}
