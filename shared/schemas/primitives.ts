import { z } from 'zod';

/** What a text field with a NUL character answers; the server names the field around it. */
export const NUL_MESSAGE = 'Text cannot contain the NUL character (U+0000).';

/**
 * The one text primitive of every request schema: a string that refuses the
 * NUL character (U+0000), which no form can type and PostgreSQL cannot store.
 * Chains like `z.string()` (`.trim()`, `.min()`, `.max()`…).
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((v) => !v.includes('\u0000'), NUL_MESSAGE);
}
