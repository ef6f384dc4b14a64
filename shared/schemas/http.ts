import { z } from 'zod';
import { parseIdText } from '../ids';

export { parseIdText, parseLeadingId } from '../ids';
import { text } from './primitives';

/**
 * Every failure the API answers: a machine code (`bad_request`, `not_found`,
 * `rate_limited` …), a sentence for people, and for refused input the fields
 * at fault. Loose: a failure keeps whatever else its sender put in it.
 */
export const errorResponse = z
  .looseObject({
    error: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  })
  .meta({ id: 'Error' });
export type ErrorResponse = z.infer<typeof errorResponse>;

/** The failure answers every route declares beside its success codes. */
export const errorResponses = { '4xx': errorResponse, '5xx': errorResponse } as const;

/**
 * A numeric id in a route's path: all digits and at least 1, else refused
 * with the given message ('Invalid snippet ID provided' …). Parses to a number.
 */
export function idParam(message: string) {
  return z
    .string({ error: message })
    .refine((raw) => parseIdText(raw) !== null, { message, abort: true })
    .transform(Number)
    .meta({ description: 'A positive whole number', example: '12', pattern: '^0*[1-9][0-9]*$', maxLength: 9 });
}

/** `?limit=` of a paged list: a whole number from 1 to `max`, `defaultSize` when left out. */
export function pageLimit(defaultSize: number, max: number) {
  return z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(max, `limit must be at most ${max}`)
    .default(defaultSize);
}

/**
 * Where a page of a list ordered by a moment and an id ends: the last item's moment to the microsecond
 * and its id, '2026-11-26T14:41:03.123456Z_42'. The next page starts right after it (keyset paging).
 * `at` is the moment as PostgreSQL writes it to the microsecond: a JavaScript date would round it.
 */
export const timeCursor = (at: string, id: number) => `${at}_${id}`;

const TIME_CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(\.\d{6})Z_(\d+)$/;

/** A `timeCursor`'s parts, or null when it is not one a list handed out. */
export function parseTimeCursor(raw: string): { at: string; id: number } | null {
  const match = TIME_CURSOR.exec(raw);
  if (!match) return null;
  const [, seconds, fraction, idText] = match as unknown as [string, string, string, string];
  const date = new Date(`${seconds}Z`);
  // a real moment (not February 30th) that PostgreSQL can hold
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 19) !== seconds) return null;
  const id = parseIdText(idText);
  return id === null ? null : { at: `${seconds}${fraction}Z`, id };
}

/**
 * Where a page of a list ordered by a key (a name, a status), then a moment and an id, ends: the key,
 * '~', then the `timeCursor` of the last item, 'hero section~2026-11-26T14:41:03.123456Z_42'. The key
 * may hold any character: the time cursor after the last '~' has none.
 */
export const keyedTimeCursor = (key: string, at: string, id: number) => `${key}~${timeCursor(at, id)}`;

/** A `keyedTimeCursor`'s parts, or null when it is not one a list handed out. */
export function parseKeyedTimeCursor(raw: string): { key: string; at: string; id: number } | null {
  const split = raw.lastIndexOf('~');
  if (split < 0) return null;
  const time = parseTimeCursor(raw.slice(split + 1));
  return time && { key: raw.slice(0, split), ...time };
}

export const INVALID_CURSOR = 'Invalid cursor: pass the nextCursor of the previous page';

/** `?cursor=` of a list paged by `timeCursor`: left out for the first page, refused when not one it handed out. */
export const timeCursorParam = () =>
  text()
    .refine((v) => parseTimeCursor(v) !== null, INVALID_CURSOR)
    .optional();

/** `{ ok: true }`: the request was carried out and there is nothing else to say. */
export const okResponse = z.object({ ok: z.literal(true) });

export const INVALID_PROJECT_ID = 'Invalid project ID provided';
export const INVALID_SNIPPET_ID = 'Invalid snippet ID provided';
export const INVALID_VERSION_ID = 'Invalid version ID provided';
export const INVALID_COMMENT_ID = 'Invalid comment ID provided';
export const INVALID_FILE_ID = 'Invalid file ID provided';

/** A 204 answer: no body. */
export const noContent = z.null().meta({ description: 'No content' });

/** A 304 answer to a revalidation (If-None-Match): the client's copy is current; no body. */
export const notModified = z.null().meta({ description: 'Not modified' });

/** Bytes sent as they are (an answer, a part of a multipart upload); in the API reference a binary string. */
export const bytes = z
  .custom<Uint8Array | string>((v) => v instanceof Uint8Array || typeof v === 'string')
  .meta({ type: 'string', format: 'binary' });

/**
 * An answer that is not JSON (an image, a download, a script): described for
 * the API reference, never serialised (the bytes are sent as they are).
 */
export const bytesResponse = (description: string, mediaType = 'application/octet-stream') => ({
  description,
  content: { [mediaType]: { schema: bytes } },
});

/** A `text/event-stream` answer: written event by event, so it has no response schema. */
export const eventStreamResponse = (description: string) => ({
  description,
  content: { 'text/event-stream': { schema: z.string() } },
});
