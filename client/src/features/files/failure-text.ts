import { ApiError } from '@/lib/api';

/** The spec's failure text, followed by the server's reason when it gave one. */
export function failureText(base: string, error: unknown): string {
  const reason =
    error instanceof ApiError
      ? error.serverMessage
      : error instanceof Error && error.name !== 'AbortError'
        ? error.message
        : undefined;
  return reason ? `${base}: ${reason}` : base;
}
