export const DISPLAY_NAME_MAX = 255;

// C0/C1 controls, plus the bidirectional overrides that can disguise an extension ("gpj.exe").
const CONTROL = /[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/** A file name as shown to people and offered on download; it never becomes a path on disk. */
export function safeDisplayName(name: string): string | { error: string } {
  const trimmed = name.normalize('NFC').trim();
  if (trimmed.length === 0) return { error: 'File name is required' };
  if ([...trimmed].length > DISPLAY_NAME_MAX)
    return { error: `File name must be at most ${DISPLAY_NAME_MAX} characters` };
  if (CONTROL.test(trimmed)) return { error: 'File name cannot contain control characters' };
  if (/[/\\]/.test(trimmed)) return { error: 'File name cannot contain / or \\' };
  if (trimmed === '.' || trimmed === '..') return { error: 'File name cannot be . or ..' };
  return trimmed;
}
