import { describe, expect, it } from 'vitest';
import { isoFromTimestampText } from './timestamp-text';
import { openPglite } from './client';
import { sql } from 'drizzle-orm';

const viaDate = (text: string) => new Date(text).toISOString();

describe('isoFromTimestampText', () => {
  it('writes what a Date of the text writes, for every fraction length, offset and edge', () => {
    const texts = [
      '2026-11-26 17:03:18.123456+00',
      '2026-11-26 17:03:18.999999+00',
      '2026-11-26 17:03:18.000999+00',
      '2026-11-26 17:03:18+00',
      '2026-11-26 17:03:18.1+00',
      '2026-11-26 17:03:18.12+00',
      '2026-11-26 17:03:18.123+00',
      '2026-11-26 17:03:18.1234+00',
      '2024-02-29 23:59:59.99999+00',
      '1970-01-01 00:00:00+00',
      '2026-11-26 18:03:18.5+01',
      '2026-11-26 12:03:18.5-05:30',
    ];
    for (const text of texts) expect(isoFromTimestampText(text), text).toBe(viaDate(text));
    for (let i = 0; i < 2000; i++) {
      const ms = Date.UTC(1990, 0, 1) + Math.floor(Math.random() * 60 * 365 * 86_400_000);
      const micros = String(Math.floor(Math.random() * 1_000_000))
        .padStart(6, '0')
        .replace(/0+$/, '');
      const text = `${new Date(ms).toISOString().slice(0, 19).replace('T', ' ')}${micros ? `.${micros}` : ''}+00`;
      expect(isoFromTimestampText(text), text).toBe(viaDate(text));
    }
  });

  it('reads the text the embedded database writes', async () => {
    const { db, close } = await openPglite({ migrate: false });
    try {
      const result = (await db.execute(
        sql`select now() as "a", '2026-11-26 17:03:18.123956+00'::timestamptz as "b", 'epoch'::timestamptz as "c"`,
      )) as unknown as { rows: Record<string, string>[] };
      for (const text of Object.values(result.rows[0]!)) {
        expect(typeof text).toBe('string');
        expect(isoFromTimestampText(text)).toBe(viaDate(text));
      }
    } finally {
      await close();
    }
  });
});
