import { toastError } from '@/components/ui/use-toast';
import { ApiError } from './api';

/** The server's own reason for a failure, when it has one worth showing a person. */
export function serverReason(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const reason = error.serverMessage?.trim();
  // a 500 says only that; the spec's text already says something went wrong
  return reason && reason !== 'Internal Server Error' ? reason : undefined;
}

/**
 * The lines of a failure toast after its title: the spec's text first, then
 * the server's reason ('Name must be at most 200 characters', 'GitHub could
 * not be reached') when the server gave one the spec's words do not already say.
 */
export function failureLines(title: string, description: string | undefined, error: unknown): string[] {
  const lines = description ? [description] : [];
  const reason = serverReason(error);
  if (reason && ![title, ...lines].some((said) => said.includes(reason))) lines.push(reason);
  return lines;
}

/** Every failure toast of an API call: the spec's title and text, and the server's reason under them. */
export function toastFailure(title: string, description: string | undefined, error: unknown) {
  const lines = failureLines(title, description, error);
  return toastError(
    title,
    lines.length === 0 ? undefined : lines.length === 1 ? (
      lines[0]
    ) : (
      <>
        {lines.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </>
    ),
  );
}
