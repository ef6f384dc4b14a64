/**
 * Ids as addresses hold them, read without zod: the public pages take their snippet's id from the
 * address with these, and the API's id schemas (shared/schemas/http.ts) refuse what they refuse.
 */

const ID_TEXT = /^\d{1,9}$/;

/** A numeric id as an address holds it: all digits, at least 1; anything else is null. */
export function parseIdText(raw: string | undefined | null): number | null {
  if (raw == null || !ID_TEXT.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 ? id : null;
}

/**
 * The number an address starts with, as `Number.parseInt` reads it (`12-hero` is 12), or null: the
 * public pages take any address that begins with an id (SPEC §5). Ids are PostgreSQL integers.
 */
export function parseLeadingId(raw: string | undefined | null): number | null {
  const id = Number.parseInt(raw ?? '', 10);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}
