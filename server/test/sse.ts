import type { SnippetStreamEvent } from '@shared/schemas/snippets';

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
