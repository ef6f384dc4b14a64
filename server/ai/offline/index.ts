/**
 * The embedded offline generator: composes responsive HTML sections from a
 * library of patterns styled by the project's design system, applies simple
 * edits by rule, and describes reference images from their pixels. It needs
 * no key and no network.
 */
import type { DesignSystem } from '@shared/design-system';
import { describeImages } from './describe-images';
import { editSnippet, type EditResult } from './edit';
import { generate, renderOne, type GenerateResult } from './generate';
import type { Lang } from './lang';
import { promptLanguage } from './prompt';

export { promptLanguage };
import { PATTERN_DEFINITIONS } from './patterns';
import type { OfflinePattern } from './patterns/types';

export type { OfflinePattern, PatternContext } from './patterns/types';

export const OFFLINE_PATTERNS: readonly OfflinePattern[] = PATTERN_DEFINITIONS;

export type { GenerateResult } from './generate';

/**
 * Composes a snippet for a prompt. `lang` overrides the language detected from
 * the prompt (when text was added to it, such as a description of reference images).
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

/** A prompt describing reference images from their pixels: colours, orientation, lightness. */
export function describeImagesOffline(images: Buffer[]): Promise<string> {
  return describeImages(images);
}
