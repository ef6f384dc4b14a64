import { z } from 'zod';

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

export const themeCheckOffenseSchema = z.object({
  /** Theme Check's rule name (e.g. ValidSchema), or the conversion contract's own rule. */
  check: z.string(),
  message: z.string(),
  severity: z.enum(['error', 'warning']),
  /** Theme path, e.g. sections/section-12.liquid. */
  file: z.string(),
  /** Zero-based, as Theme Check reports it. */
  line: z.number().int().optional(),
});
export type ThemeCheckOffense = z.infer<typeof themeCheckOffenseSchema>;

/** Shopify Theme Check (recommended rules) plus the conversion contract, run on every result. */
export const themeCheckOutcomeSchema = z.object({
  errors: z.array(themeCheckOffenseSchema),
  warnings: z.array(themeCheckOffenseSchema),
});
export type ThemeCheckOutcome = z.infer<typeof themeCheckOutcomeSchema>;

const conversionCommon = z.object({
  snippetId: z.number().int(),
  engine: z.enum(CONVERSION_ENGINES),
  /** Why the built-in converter stepped in, for deterministic-fallback. */
  notice: z.string().optional(),
  /** The model that answered, for model and model-repaired. */
  model: z.string().optional(),
  themeCheck: themeCheckOutcomeSchema,
  /** What must be on the page at run time, e.g. ['Alpine.js']. */
  runtime: z.array(z.string()),
  /** Where the file belongs in a theme, e.g. sections/section-12.liquid. */
  themePath: z.string(),
  /** The snippet's status after the conversion. */
  status: z.literal('converted_to_section'),
  durationMs: z.number(),
});

/** POST /api/snippets/{id}/shopify */
export const shopifySectionResultSchema = conversionCommon
  .extend({ shopifyCode: z.string() })
  .meta({ id: 'ShopifySectionResult' });
export type ShopifySectionResult = z.infer<typeof shopifySectionResultSchema>;

/** POST /api/snippets/{id}/shopify-snippet */
export const shopifySnippetResultSchema = conversionCommon
  .extend({
    snippetCode: z.string(),
    /** Markdown. */
    documentation: z.string(),
  })
  .meta({ id: 'ShopifySnippetResult' });
export type ShopifySnippetResult = z.infer<typeof shopifySnippetResultSchema>;

/** SPEC §9 download names. */
export const sectionFileName = (snippetId: number) => `section-${snippetId}.liquid`;
export const snippetFileName = (snippetId: number) => `snippet-${snippetId}.liquid`;
export const snippetDocumentationFileName = (snippetId: number) => `snippet-${snippetId}-documentation.md`;

/** The message every failed conversion carries, so the client can tell it from an overloaded service (SPEC §8). */
export const CONVERSION_FAILED_PREFIX = 'Failed to convert';
