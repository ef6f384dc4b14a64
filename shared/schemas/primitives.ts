import { z } from 'zod';
import { hasNoNul, NUL_MESSAGE } from './nul';

export { NUL_MESSAGE };

/**
 * The one text primitive of every request schema: a string that refuses the
 * NUL character (U+0000), which no form can type and PostgreSQL cannot store.
 * Chains like `z.string()` (`.trim()`, `.min()`, `.max()`…).
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(hasNoNul, NUL_MESSAGE);
}
