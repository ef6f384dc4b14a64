/** A timestamptz as PostgreSQL writes it in a UTC session: '2026-11-26 17:03:18.123456+00'. */
const UTC_TEXT = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/;

/**
 * The ISO form (`Date#toISOString`, milliseconds) of a timestamptz the driver gave as text, as
 * `new Date(text).toISOString()` writes it: the fraction cut, not rounded, to milliseconds. Text in
 * the common shape (a UTC session, a four-digit year) is rearranged, several times faster than a
 * Date; any other (an offset, a far year) goes through a Date.
 */
export function isoFromTimestampText(text: string): string {
  const m = UTC_TEXT.exec(text);
  if (!m) return new Date(text).toISOString();
  const fraction = m[3] ?? '';
  return `${m[1]}T${m[2]}.${(fraction + '000').slice(0, 3)}Z`;
}
