import { CONVERSION_FAILED_PREFIX } from '@shared/schemas/shopify';
import { ApiError } from '@/lib/api';

/** SPEC §8 conversion failure: the text depends on what the error message contains. */
export function conversionFailureText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  if (/overloaded/i.test(text)) return 'The AI service is overloaded. Please try again in a few minutes.';
  if (text.includes(CONVERSION_FAILED_PREFIX))
    return 'The AI service may be experiencing issues. Please try again later.';
  return 'Something went wrong while converting. Please try again.';
}

/** The server's own reason, shown in the dialog under the toast's general text. */
export function conversionFailureReason(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status >= 500) return undefined;
  return error.serverMessage;
}
