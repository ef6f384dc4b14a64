import { z } from 'zod';

/**
 * The checks of a snippet: axe-core's WCAG 2.2 A/AA rules and Atelier's own (overflow at 375 px,
 * contrast against what is really behind the text, tap targets, reduced motion, the design system,
 * console errors, blocked requests), run in the sandboxed preview frame. The frame runs untrusted
 * code, so what it answers is parsed with this schema (sizes capped) before anything shows it.
 */

/** How bad a finding is, worst first; `serious` and `critical` are the serious findings. */
export const CHECK_IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;
export type CheckImpact = (typeof CHECK_IMPACTS)[number];

/** What a finding is about: the panel's groups. */
export const CHECK_KINDS = [
  'accessibility',
  'contrast',
  'mobile',
  'tap-target',
  'motion',
  'design',
  'console',
  'blocked',
] as const;
export type CheckKind = (typeof CHECK_KINDS)[number];

/** The width the mobile checks run at (px). */
export const CHECK_VIEWPORT_WIDTH = 375;
export const CHECK_VIEWPORT_HEIGHT = 812;
/** At most this many findings are kept (and this many elements per rule). */
export const CHECK_FINDINGS_MAX = 200;
export const CHECK_NODES_PER_RULE = 12;

/** One-click fixes the built-in engine can make for a finding. */
export const CHECK_FIXES = ['contrast', 'name', 'alt', 'wrap', 'heading-order'] as const;
export type CheckFix = (typeof CHECK_FIXES)[number];

const short = (max: number) => z.string().max(max);

export const checkFindingSchema = z.object({
  /** The rule: an axe rule id (`image-alt`) or one of Atelier's (`atelier-overflow`). */
  rule: short(80),
  kind: z.enum(CHECK_KINDS),
  impact: z.enum(CHECK_IMPACTS),
  /** What is wrong, in a line. */
  title: short(300),
  /** How to fix it, in plain words. */
  fix: short(600),
  /** The element as people speak of it ('the "Get started" button'); empty for the whole page. */
  element: short(200),
  /** A selector that finds the element in the preview; empty for the whole page. */
  selector: short(2000),
  /** The start of the element's markup. */
  html: short(300),
  /** Measured values the fix uses (contrast ratio, colours, sizes …). */
  data: z.record(z.string().max(40), z.union([z.string().max(200), z.number(), z.boolean()])).optional(),
  /** The one-click fix the built-in engine offers, when it has one. */
  autoFix: z.enum(CHECK_FIXES).optional(),
});
export type CheckFinding = z.infer<typeof checkFindingSchema>;

export const checkResultSchema = z.object({
  findings: z.array(checkFindingSchema).max(CHECK_FINDINGS_MAX),
  /** Findings beyond CHECK_FINDINGS_MAX that were left out. */
  omitted: z.number().int().min(0),
  /** Rules that ran but could not decide (e.g. text on an image that cannot be read). */
  undecided: z.number().int().min(0),
  /** Milliseconds from the request to the answer, in the frame. */
  durationMs: z.number().min(0),
  viewportWidth: z.number().int().min(0),
  axeVersion: short(40),
});
export type CheckResult = z.infer<typeof checkResultSchema>;

export const isSerious = (impact: CheckImpact) => impact === 'critical' || impact === 'serious';

/** The number of serious or critical findings. */
export function seriousCount(result: Pick<CheckResult, 'findings'>): number {
  return result.findings.filter((f) => isSerious(f.impact)).length;
}
