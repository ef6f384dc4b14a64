import { DISPLAY_NAME_MAX, safeDisplayName } from '../../storage';

// The characters safeDisplayName refuses, removed instead: a browser's file name should never fail an upload.
const CONTROL = /[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;
const FALLBACK_NAME = 'file';
// Longer "extensions" are just the tail of a long name; cutting them is fine.
const EXTENSION_MAX = 16;

/** The name an upload is listed under: the browser's name made safe rather than refused. */
export function uploadDisplayName(raw: string | undefined): string {
  let name = (raw ?? '').normalize('NFC');
  name = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  name = name.replace(CONTROL, '').trim();
  const chars = [...name];
  if (chars.length > DISPLAY_NAME_MAX) {
    const dot = name.lastIndexOf('.');
    const extension = dot > 0 ? [...name.slice(dot)] : [];
    const kept = extension.length <= EXTENSION_MAX ? extension : [];
    name =
      chars
        .slice(0, DISPLAY_NAME_MAX - kept.length)
        .join('')
        .trimEnd() + kept.join('');
  }
  const checked = safeDisplayName(name);
  return typeof checked === 'string' ? checked : FALLBACK_NAME;
}
