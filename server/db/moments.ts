import { sql, type AnyColumn } from 'drizzle-orm';

/**
 * A timestamp column as text to the microsecond, as PostgreSQL stores it ('2026-11-26T14:41:03.123456Z'):
 * the moment of a keyset cursor (`timeCursor`). A JavaScript Date would round it to the millisecond, and
 * the next page could repeat or skip rows written within one.
 */
export const microsecondText = (column: AnyColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
