import sharp from 'sharp';
import { projects } from '../../db/schema';
import type { Db } from '../../db/client';
import type { SnippetStreamEvent } from '@shared/schemas/snippets';

/** A project row as the projects API would have made it. */
export async function insertProject(db: Db, overrides: Partial<typeof projects.$inferInsert> = {}) {
  const [row] = await db
    .insert(projects)
    .values({
      name: 'Harbor Coffee',
      stylingReference: 'Warm and calm, lots of whitespace',
      fontFamily: 'Inter',
      primaryColor: '#1e293b',
      accentColor: '#c2410c',
      borderRadius: '0.5rem',
      boxShadow: '0 1px 3px 0 rgb(0 0 0 / 0.1)',
      isDarkMode: false,
      ...overrides,
    })
    .returning();
  return row;
}

export async function pngDataUrl(color = '#3b82f6', size = 16): Promise<string> {
  const png = await sharp({ create: { width: size, height: size, channels: 3, background: color } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** The events of a text/event-stream body, in order; comment lines are skipped. */
export function parseSse(body: string): SnippetStreamEvent[] {
  const events: SnippetStreamEvent[] = [];
  for (const block of body.split('\n\n')) {
    let event = '';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (event && data.length > 0) events.push({ event, data: JSON.parse(data.join('\n')) } as SnippetStreamEvent);
  }
  return events;
}
