import type { FastifyBaseLogger } from 'fastify';
import {
  CONVERSION_FAILED_PREFIX,
  type ConversionEngine,
  type ThemeCheckOffense,
  type ThemeCheckOutcome,
} from '@shared/schemas/shopify';
import { AiAbortedError, AiError } from '../../ai/errors';
import type { AiProvider } from '../../ai/provider';
import { unprocessable } from '../../lib/errors';
import { convertToSection, convertToSnippet, type ConversionInput } from '../../shopify';
// The same handle the built-in snippet converter names its file with, so both engines agree on the path.
import { toHandle } from '../../shopify/liquid';
import { checkConversion, describeOffense, type ConversionKind } from './conversion-checks';
import {
  buildConversionPrompt,
  buildRepairPrompt,
  CONVERSION_SYSTEM,
  formatProblem,
  parseModelAnswer,
  type ModelAnswer,
  type ModelConversionInput,
} from './model-conversion';

/** A converted file before and after its checks. */
export interface Draft {
  code: string;
  documentation?: string;
  runtime: string[];
  themePath: string;
}

export interface Conversion {
  draft: Draft;
  engine: ConversionEngine;
  themeCheck: ThemeCheckOutcome;
  notice?: string;
  model?: string;
}

/** A section file holds a whole page area; its answer is longer than a snippet's. */
const MODEL_MAX_TOKENS = 16_000;

export const sectionThemePath = (snippetId: number) => `sections/section-${snippetId}.liquid`;
export const snippetHandle = (input: Pick<ConversionInput, 'id' | 'name'>) =>
  toHandle(input.name, `snippet-${input.id}`);

const KIND_LABEL: Record<ConversionKind, string> = { section: 'a Shopify section', snippet: 'a Shopify snippet' };

function conversionFailed(kind: ConversionKind, reason: string) {
  return unprocessable(
    `${CONVERSION_FAILED_PREFIX} the snippet to ${KIND_LABEL[kind]}: ${reason}`,
    'conversion_failed',
  );
}

/** The built-in converter: no model, the same answer for the same snippet. */
export async function deterministicDraft(kind: ConversionKind, input: ConversionInput): Promise<Draft> {
  if (kind === 'section') {
    const result = await convertToSection(input);
    return { code: result.shopifyCode, runtime: result.runtime, themePath: sectionThemePath(input.id) };
  }
  const result = await convertToSnippet(input);
  return {
    code: result.snippetCode,
    documentation: result.documentation,
    runtime: /alpinejs|window\.Alpine/.test(result.snippetCode) ? ['Alpine.js'] : [],
    themePath: result.fileName,
  };
}

async function runDeterministic(
  kind: ConversionKind,
  input: ConversionInput,
): Promise<{ draft: Draft; themeCheck: ThemeCheckOutcome }> {
  let draft: Draft;
  try {
    draft = await deterministicDraft(kind, input);
  } catch (err) {
    throw conversionFailed(kind, err instanceof Error ? err.message : String(err));
  }
  const themeCheck = await checkConversion(kind, draft.themePath, draft.code);
  const [firstError] = themeCheck.errors;
  if (firstError) {
    throw conversionFailed(kind, `the result did not pass Theme Check (${describeOffense(firstError)})`);
  }
  return { draft, themeCheck };
}

function modelDraft(answer: ModelAnswer, themePath: string): Draft {
  return {
    code: answer.code,
    documentation: answer.documentation,
    runtime: /\bx-data\b|alpinejs/i.test(answer.code) ? ['Alpine.js'] : [],
    themePath,
  };
}

interface Attempt {
  draft?: Draft;
  themeCheck: ThemeCheckOutcome;
  text: string;
}

async function attempt(
  ai: AiProvider,
  input: ModelConversionInput,
  prompt: string,
  signal?: AbortSignal,
): Promise<Attempt> {
  const { text, truncated } = await ai.complete({
    system: CONVERSION_SYSTEM,
    prompt,
    maxTokens: MODEL_MAX_TOKENS,
    signal,
  });
  const answer = truncated ? null : parseModelAnswer(input.kind, text);
  if (!answer) {
    const message = truncated
      ? 'The answer was cut off at the length limit: make the file shorter.'
      : formatProblem(input.kind);
    const offense: ThemeCheckOffense = { check: 'AnswerFormat', message, severity: 'error', file: input.themePath };
    return { themeCheck: { errors: [offense], warnings: [] }, text };
  }
  const draft = modelDraft(answer, input.themePath);
  return { draft, themeCheck: await checkConversion(input.kind, draft.themePath, draft.code), text };
}

export interface ConvertOptions {
  ai: AiProvider;
  log: FastifyBaseLogger;
  signal?: AbortSignal;
}

/**
 * Converts with the model when one is configured, else with the built-in
 * converter. A model answer that fails Theme Check gets one repair round with
 * the offenses; if it still fails, or the provider fails (overloaded,
 * unreachable, refused …), the built-in converter makes the result and the
 * answer says why. Only a failure of the built-in converter itself is an error.
 */
export async function convert(
  kind: ConversionKind,
  input: ConversionInput,
  options: ConvertOptions,
): Promise<Conversion> {
  const { ai, log, signal } = options;
  if (!ai.capabilities.freeText) return { ...(await runDeterministic(kind, input)), engine: 'deterministic' };

  const handle = snippetHandle(input);
  const modelInput: ModelConversionInput = {
    kind,
    snippetId: input.id,
    name: input.name,
    code: input.code,
    designSystem: input.designSystem,
    themePath: kind === 'section' ? sectionThemePath(input.id) : `snippets/${handle}.liquid`,
    handle,
  };

  let notice: string;
  try {
    const first = await attempt(ai, modelInput, buildConversionPrompt(modelInput), signal);
    if (first.draft && first.themeCheck.errors.length === 0) {
      return { draft: first.draft, themeCheck: first.themeCheck, engine: 'model', model: ai.model };
    }
    const repaired = await attempt(
      ai,
      modelInput,
      buildRepairPrompt(modelInput, first.text, first.themeCheck.errors),
      signal,
    );
    if (repaired.draft && repaired.themeCheck.errors.length === 0) {
      return { draft: repaired.draft, themeCheck: repaired.themeCheck, engine: 'model-repaired', model: ai.model };
    }
    const count = repaired.themeCheck.errors.length;
    notice = `The AI answer still had ${count} Theme Check error${count === 1 ? '' : 's'} after one repair, so the built-in converter made this result.`;
    log.info(
      { snippetId: input.id, kind, errors: repaired.themeCheck.errors.slice(0, 5) },
      'model conversion failed its checks',
    );
  } catch (err) {
    if (err instanceof AiAbortedError || !(err instanceof AiError)) throw err;
    notice = `${err.message} The built-in converter made this result instead.`;
    log.warn({ err, snippetId: input.id, kind }, 'model conversion failed, using the built-in converter');
  }
  return { ...(await runDeterministic(kind, input)), engine: 'deterministic-fallback', notice };
}
