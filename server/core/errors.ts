import { CssAnalysisError } from '@atelier/web-kit/css-analysis';
import { AiError } from '../ai/errors';
import { HttpError } from '../lib/errors';

/**
 * A failure as the HTTP answer it stands for: an HttpError as it is, an AI failure with the status
 * and message the AI layer chose, a stylesheet that cannot be read as a 400 that says where; anything
 * else is returned unchanged (an unexpected failure, a 500).
 */
export function toHttpError(err: unknown): unknown {
  if (err instanceof AiError) return new HttpError(err.status, err.code, err.message);
  if (err instanceof CssAnalysisError) return new HttpError(400, err.code, err.message, err.details);
  return err;
}
