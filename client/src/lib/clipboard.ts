import { sharePath } from '@shared/share-link';

/** Copies text; false when the browser refuses (no permission, insecure context). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** A snippet's share link: the only way a visitor without a session reaches it (decision 0028). */
export const shareLink = (snippetId: number, shareToken: string) =>
  `${window.location.origin}${sharePath(snippetId, shareToken)}`;
