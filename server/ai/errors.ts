/**
 * Typed failures of the AI layer. Each carries the HTTP status a route should
 * answer with and a stable `code` for the JSON error body, so routes never
 * inspect SDK errors themselves.
 */
export abstract class AiError extends Error {
  abstract readonly status: number;
  abstract readonly code: string;

  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
  }
}

export class AiOverloadedError extends AiError {
  readonly status = 503;
  readonly code = 'ai_overloaded';
  constructor(options?: ErrorOptions) {
    // SPEC §8: the client recognises this failure by the word 'overloaded'.
    super('The AI service is overloaded. Please try again in a few minutes.', options);
  }
}

export class AiAuthError extends AiError {
  readonly status = 502;
  readonly code = 'ai_auth';
  constructor(options?: ErrorOptions) {
    super('The AI provider rejected the API key. Check ANTHROPIC_API_KEY / OPENAI_API_KEY.', options);
  }
}

export class AiTimeoutError extends AiError {
  readonly status = 504;
  readonly code = 'ai_timeout';
  constructor(
    readonly timeoutMs: number,
    options?: ErrorOptions,
  ) {
    super(`The AI provider did not answer in time (${formatSeconds(timeoutMs)} s). Please try again.`, options);
  }
}

/** The model declined the request; repeating the same request will not help, so it is the request's fault (422). */
export class AiRefusalError extends AiError {
  readonly status = 422;
  readonly code = 'ai_refusal';
  constructor(options?: ErrorOptions) {
    super('The AI declined this request. Please rephrase it and try again.', options);
  }
}

export class AiRateLimitError extends AiError {
  readonly status = 429;
  readonly code = 'ai_rate_limited';
  constructor(options?: ErrorOptions) {
    super('The AI provider is limiting the number of requests. Please wait a minute and try again.', options);
  }
}

export class AiUnavailableError extends AiError {
  readonly status = 502;
  readonly code = 'ai_unavailable';
  constructor(message = 'The AI provider could not be reached. Please try again later.', options?: ErrorOptions) {
    super(message, options);
  }
}

/** Any other error answer of the provider (unknown model, request too large …): its own message helps fix the setup. */
export class AiProviderError extends AiError {
  readonly status = 502;
  readonly code = 'ai_provider_error';
  constructor(
    readonly upstreamStatus: number | undefined,
    upstreamMessage: string,
    options?: ErrorOptions,
  ) {
    const where = upstreamStatus === undefined ? '' : ` (${upstreamStatus})`;
    super(`The AI provider answered with an error${where}: ${upstreamMessage}`, options);
  }
}

export const UNUSABLE_OUTPUT_MESSAGE = 'The AI answer did not contain usable HTML. Please try again.';

export class AiOutputError extends AiError {
  readonly status = 422;
  readonly code = 'ai_output';
  constructor(message = UNUSABLE_OUTPUT_MESSAGE, options?: ErrorOptions) {
    super(message, options);
  }
}

/** A job the offline generator cannot do, or an edit its rules do not understand. */
export class AiUnsupportedError extends AiError {
  readonly status = 422;
  readonly code = 'ai_unsupported';
}

/**
 * An edit of which the rule-based editor applied no part: `notApplied` names
 * each part and why it was left (empty when the instruction had no parts).
 */
export class AiNothingAppliedError extends AiUnsupportedError {
  constructor(
    message: string,
    readonly notApplied: readonly string[],
  ) {
    super(message);
  }
}

/** The caller's signal ended the request (the browser went away); 499 is the conventional "client closed request". */
export class AiAbortedError extends AiError {
  readonly status = 499;
  readonly code = 'ai_aborted';
  constructor(options?: ErrorOptions) {
    super('The AI request was cancelled.', options);
  }
}

function formatSeconds(ms: number): string {
  const seconds = ms / 1000;
  return Number.isInteger(seconds) ? String(seconds) : seconds.toFixed(1);
}

interface SdkErrorShape {
  status?: unknown;
  type?: unknown;
  error?: unknown;
  message?: unknown;
}

function upstreamErrorType(err: SdkErrorShape): string | undefined {
  if (typeof err.type === 'string') return err.type;
  const body = err.error as { type?: unknown; error?: { type?: unknown } } | undefined;
  const nested = body?.error?.type ?? body?.type;
  return typeof nested === 'string' ? nested : undefined;
}

function upstreamMessage(err: SdkErrorShape): string {
  const body = err.error as { message?: unknown; error?: { message?: unknown } } | undefined;
  const message = body?.error?.message ?? body?.message ?? err.message;
  return typeof message === 'string' && message.trim() !== '' ? message.trim() : 'unknown error';
}

/**
 * What the SDK that threw an error says it is, by its own error classes (see ModelTransport.failureOf):
 * the SDKs load on first use, so this module does not import them.
 */
export type SdkFailure = 'timeout' | 'aborted' | 'connection';

type ErrorClass = abstract new (...args: never[]) => Error;

/** The error classes both SDKs export under the same names (they come from the same generator). */
export interface SdkErrorClasses {
  APIConnectionTimeoutError: ErrorClass;
  APIUserAbortError: ErrorClass;
  APIConnectionError: ErrorClass;
}

/** What an error is by the classes of the SDK that may have thrown it; nothing before that SDK is loaded. */
export function sdkFailureOf(sdk: SdkErrorClasses | undefined, err: unknown): SdkFailure | undefined {
  if (!sdk) return undefined;
  if (err instanceof sdk.APIConnectionTimeoutError) return 'timeout';
  if (err instanceof sdk.APIUserAbortError) return 'aborted';
  if (err instanceof sdk.APIConnectionError) return 'connection';
  return undefined;
}

function isNodeConnectionError(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && ['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE'].includes(code);
}

/**
 * Turns whatever an SDK call threw into an AiError. Both SDKs come from the
 * same generator, so their errors share a shape: `status` for HTTP answers,
 * none for connection failures and for errors sent inside a stream (those
 * carry the provider's error type instead).
 */
export function toAiError(err: unknown, timeoutMs: number, sdkFailure?: SdkFailure): AiError {
  if (err instanceof AiError) return err;
  const e = (typeof err === 'object' && err !== null ? err : {}) as SdkErrorShape;
  const status = typeof e.status === 'number' ? e.status : undefined;
  const type = upstreamErrorType(e);
  const cause = { cause: err };

  if (status === 529 || status === 503 || type === 'overloaded_error') return new AiOverloadedError(cause);
  if (status === 401 || status === 403 || type === 'authentication_error' || type === 'permission_error') {
    return new AiAuthError(cause);
  }
  if (status === 429 || type === 'rate_limit_error') return new AiRateLimitError(cause);
  if (sdkFailure === 'timeout' || status === 408 || status === 504 || type === 'timeout_error')
    return new AiTimeoutError(timeoutMs, cause);
  if (sdkFailure === 'aborted') return new AiAbortedError(cause);
  if (sdkFailure === 'connection' || isNodeConnectionError(err)) return new AiUnavailableError(undefined, cause);
  if ((status !== undefined && status >= 500) || type === 'api_error' || type === 'server_error') {
    return new AiUnavailableError('The AI service had an internal error. Please try again later.', cause);
  }
  return new AiProviderError(status, upstreamMessage(e), cause);
}
