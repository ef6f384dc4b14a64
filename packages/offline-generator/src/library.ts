/**
 * The generator's parts as tests and benchmarks call them, synchronously: the pattern library, one
 * pattern alone, a generation and an edit. The app calls `runOfflineGenerator` (./index) instead.
 */
import type { DesignSystem } from '@shared/design-system';
import { editSnippet, type EditResult } from './edit';
import { generate, renderOne, type GenerateResult } from './generate';
import type { Lang } from './lang';
import { PATTERN_DEFINITIONS } from './patterns';
import type { OfflinePattern } from './patterns/types';

export type { OfflinePattern, PatternContext } from './patterns/types';
export type { EditResult } from './edit';
export type { GenerateResult } from './generate';
export { detectLang, type Lang } from './lang';
export { promptLanguage } from './prompt';

export const OFFLINE_PATTERNS: readonly OfflinePattern[] = PATTERN_DEFINITIONS;

/**
 * Composes a snippet for a prompt. `lang` overrides the language detected from the prompt (when
 * text was added to it, such as a description of reference images).
 */
export function generateOfflineSnippet(input: {
  prompt: string;
  name: string;
  designSystem: DesignSystem;
  lang?: Lang;
}): GenerateResult {
  return generate(input);
}

/** One pattern alone, styled by the design system; the prompt may supply its copy. */
export function renderPattern(id: string, designSystem: DesignSystem, prompt?: string): string {
  return renderOne(id, designSystem, prompt ?? '');
}

/** Applies a simple instruction by rule; anything else says that a model provider is needed. */
export function editOfflineSnippet(input: {
  code: string;
  instruction: string;
  designSystem: DesignSystem;
}): EditResult {
  return editSnippet(input);
}

/** The verify phase's reading of composed code: its visible text and names, normalized as it compares them. */
export { normalize, readPage } from './pipeline/verify';
