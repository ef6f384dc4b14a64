/**
 * Answers of POST /api/snippets/{id}/shopify and /shopify-snippet. Both
 * conversions take no body: the snippet's saved code and its project's design
 * system are the input.
 */

/**
 * deterministic: the built-in converter (no model); model: the AI model's answer passed the checks;
 * model-repaired: it passed after one round of fixes; deterministic-fallback: the model failed or
 * could not be reached, so the built-in converter made the result (`notice` says why).
 */
export const CONVERSION_ENGINES = ['deterministic', 'model', 'model-repaired', 'deterministic-fallback'] as const;
export type ConversionEngine = (typeof CONVERSION_ENGINES)[number];

export const CONVERSION_ENGINE_LABELS: Record<ConversionEngine, string> = {
  deterministic: 'Built-in converter',
  model: 'AI model',
  'model-repaired': 'AI model (repaired after Theme Check)',
  'deterministic-fallback': 'Built-in converter (AI fallback)',
};

export interface ThemeCheckOffense {
  /** Theme Check's rule name (e.g. ValidSchema), or the conversion contract's own rule. */
  check: string;
  message: string;
  severity: 'error' | 'warning';
  /** Theme path, e.g. sections/section-12.liquid. */
  file: string;
  /** Zero-based, as Theme Check reports it. */
  line?: number;
}

/** Shopify Theme Check (recommended rules) plus the conversion contract, run on every result. */
export interface ThemeCheckOutcome {
  errors: ThemeCheckOffense[];
  warnings: ThemeCheckOffense[];
}

interface ConversionCommon {
  snippetId: number;
  engine: ConversionEngine;
  /** Why the built-in converter stepped in, for deterministic-fallback. */
  notice?: string;
  /** The model that answered, for model and model-repaired. */
  model?: string;
  themeCheck: ThemeCheckOutcome;
  /** What must be on the page at run time, e.g. ['Alpine.js']. */
  runtime: string[];
  /** Where the file belongs in a theme, e.g. sections/section-12.liquid. */
  themePath: string;
  /** The snippet's status after the conversion. */
  status: 'converted_to_section';
  durationMs: number;
}

export interface ShopifySectionResult extends ConversionCommon {
  shopifyCode: string;
}

export interface ShopifySnippetResult extends ConversionCommon {
  snippetCode: string;
  /** Markdown. */
  documentation: string;
}

/** SPEC §9 download names. */
export const sectionFileName = (snippetId: number) => `section-${snippetId}.liquid`;
export const snippetFileName = (snippetId: number) => `snippet-${snippetId}.liquid`;
export const snippetDocumentationFileName = (snippetId: number) => `snippet-${snippetId}-documentation.md`;

/** The message every failed conversion carries, so the client can tell it from an overloaded service (SPEC §8). */
export const CONVERSION_FAILED_PREFIX = 'Failed to convert';
