import { z } from 'zod';
import { text } from './primitives';
import { snippetSchema } from './public-answers';

export {
  snippetDetailSchema,
  snippetSchema,
  snippetSharingSchema,
  type SnippetDetailDto,
  type SnippetDto,
  type SnippetSharing,
} from './public-answers';
import { INVALID_CURSOR, pageLimit, parseKeyedTimeCursor, parseTimeCursor } from './http';
import {
  DEFAULT_VERSION_MESSAGE,
  PROMPT_MIN,
  SNIPPET_NAME_MAX,
  SNIPPET_NAME_MIN,
  SNIPPET_STATUSES,
  SNIPPETS_PAGE_SIZE,
  SNIPPETS_PAGE_SIZE_MAX,
  VERSION_MESSAGE_MAX,
  type SnippetStatus,
} from '../constants';

/** A data URL of an image, as the browser's FileReader makes it. */
export const imageDataUrl = text().max(40 * 1024 * 1024, 'Image is too large. Maximum size is 5MB.');

const NAME_TOO_SHORT = 'Name must be at least 3 characters long';

/** A snippet's name, as created and as renamed in the editor. */
export const snippetName = text({ error: NAME_TOO_SHORT })
  .trim()
  .min(SNIPPET_NAME_MIN, NAME_TOO_SHORT)
  .max(SNIPPET_NAME_MAX, `Name must be at most ${SNIPPET_NAME_MAX} characters long`);

/** The optional message of a saved version. */
export const versionMessage = text()
  .trim()
  .max(VERSION_MESSAGE_MAX, `Version message must be at most ${VERSION_MESSAGE_MAX} characters`);

/** The editor's name and version-message fields. */
export const snippetDetailsInput = z.object({ name: snippetName, versionMessage });
export type SnippetDetailsInput = z.input<typeof snippetDetailsInput>;

export const createSnippetInput = z.object({
  name: snippetName,
  prompt: text({ error: 'Prompt must be at least 10 characters long' })
    .trim()
    .min(PROMPT_MIN, 'Prompt must be at least 10 characters long')
    .max(20_000, 'Prompt must be at most 20000 characters long'),
  referenceImage: imageDataUrl.nullish(),
  referenceImages: z.array(imageDataUrl).max(4, 'You can add at most 4 additional images.').nullish(),
});
export type CreateSnippetInput = z.infer<typeof createSnippetInput>;

export const promptSnippetInput = z.object({
  prompt: text({ error: 'Empty prompt' })
    .trim()
    .min(1, 'Empty prompt')
    .max(20_000, 'Prompt must be at most 20000 characters long'),
  referenceImage: imageDataUrl.nullish(),
  referenceImages: z.array(imageDataUrl).max(4, 'You can add at most 4 additional images.').nullish(),
});
export type PromptSnippetInput = z.infer<typeof promptSnippetInput>;

export const analyzeImagesInput = z.object({
  referenceImage: imageDataUrl.nullish(),
  referenceImages: z.array(imageDataUrl).max(4, 'You can add at most 4 additional images.').nullish(),
});
export type AnalyzeImagesInput = z.infer<typeof analyzeImagesInput>;

export const snippetStatus = z.enum(SNIPPET_STATUSES, { error: 'Unknown status' });

/** PUT /api/snippets/{id}: a status alone, or the code with an optional name and version message, or a name alone. */
export const updateSnippetInput = z
  .object({
    status: snippetStatus.optional(),
    code: text({ error: 'Code is required' }).max(2_000_000, 'The code is too large (at most 2 MB).').optional(),
    name: text()
      .trim()
      .min(SNIPPET_NAME_MIN, NAME_TOO_SHORT)
      .max(SNIPPET_NAME_MAX, `Name must be at most ${SNIPPET_NAME_MAX} characters long`)
      .optional(),
    versionMessage: versionMessage.optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.status !== undefined && (v.code !== undefined || v.name !== undefined || v.versionMessage !== undefined)) {
      ctx.addIssue({ code: 'custom', message: 'A status change is sent on its own.' });
    } else if (v.status === undefined && v.code === undefined && v.name === undefined) {
      ctx.addIssue({ code: 'custom', message: 'Send a status, a name, or code to save.' });
    } else if (v.versionMessage !== undefined && v.code === undefined) {
      ctx.addIssue({ code: 'custom', path: ['versionMessage'], message: 'A version message goes with code to save.' });
    }
  })
  .transform((v) => (v.code === undefined ? v : { ...v, versionMessage: v.versionMessage || DEFAULT_VERSION_MESSAGE }));
export type UpdateSnippetInput = z.input<typeof updateSnippetInput>;
/** The same after parsing: a code save always carries its version message. */
export type UpdateSnippetData = z.output<typeof updateSnippetInput>;

/**
 * What an edit did with an instruction that has several parts: the parts
 * applied (as sentences saying what changed) and the parts left alone (as
 * sentences saying what was not understood or could not be done). Present on
 * an edit's answer when the engine can tell; absent when a model answered.
 */
export const editOutcomeSchema = z.object({
  applied: z.array(z.string()),
  notApplied: z.array(z.string()),
});
export type EditOutcome = z.infer<typeof editOutcomeSchema>;

/**
 * A snippet on its project's page: what its card shows, without the code (which can be megabytes):
 * the first 300 characters, the comment counts and where its thumbnail is.
 */
export const snippetListItemSchema = z
  .object({
    id: z.number().int(),
    projectId: z.number().int(),
    name: z.string(),
    status: z.enum(SNIPPET_STATUSES),
    /** The code cut at 300 characters, with '...' when there is more. */
    codePreview: z.string(),
    commentCount: z.number().int(),
    /** Comments neither approved nor resolved. */
    pendingCount: z.number().int(),
    /** The share link's token while the snippet is shared (/snippet/{id}-{shareToken}); null when not shared. */
    shareToken: z.string().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    /** Where the card's thumbnail is read from. */
    thumbnailUrl: z.string(),
  })
  .meta({ id: 'SnippetListItem' });
export type SnippetListItem = z.infer<typeof snippetListItemSchema>;

/** How a project's snippets are ordered: last updated first, by name (A to Z), or by status in workflow order. */
export const SNIPPET_SORTS = ['updated', 'name', 'status'] as const;
export type SnippetSort = (typeof SNIPPET_SORTS)[number];

/**
 * Where a page of a project's snippets ends. Last updated first: a `timeCursor`. By name or status: a
 * `keyedTimeCursor` whose key is the lower-cased name or the status (ties go last updated first).
 */
export function parseSnippetCursor(
  sort: SnippetSort,
  raw: string,
): { key: string; updatedAt: string; id: number } | null {
  if (sort === 'updated') {
    const time = parseTimeCursor(raw);
    return time && { key: '', updatedAt: time.at, id: time.id };
  }
  const keyed = parseKeyedTimeCursor(raw);
  if (!keyed || (sort === 'status' && !SNIPPET_STATUSES.includes(keyed.key as SnippetStatus))) return null;
  return { key: keyed.key, updatedAt: keyed.at, id: keyed.id };
}

/** GET /api/projects/{id}/snippets: a page of the project's snippets, searched by name and sorted. */
export const listProjectSnippetsQuery = z
  .object({
    q: text().trim().max(SNIPPET_NAME_MAX, `Search text must be at most ${SNIPPET_NAME_MAX} characters`).optional(),
    sort: z.enum(SNIPPET_SORTS, { error: 'sort must be updated, name or status' }).default('updated'),
    cursor: text().max(1000, INVALID_CURSOR).optional(),
    limit: pageLimit(SNIPPETS_PAGE_SIZE, SNIPPETS_PAGE_SIZE_MAX),
  })
  .superRefine((v, ctx) => {
    if (v.cursor !== undefined && parseSnippetCursor(v.sort, v.cursor) === null) {
      ctx.addIssue({ code: 'custom', path: ['cursor'], message: INVALID_CURSOR });
    }
  });
export type ListProjectSnippetsQuery = z.input<typeof listProjectSnippetsQuery>;
export type ListProjectSnippetsQueryData = z.output<typeof listProjectSnippetsQuery>;

/** GET /api/projects/{id}/snippets: a page of snippet cards. */
export const snippetPageSchema = z
  .object({
    items: z.array(snippetListItemSchema),
    /** Pass as `cursor` (with the same `q` and `sort`) for the next page; null on the last page. */
    nextCursor: z.string().nullable(),
    /** The project's snippets that match `q` (all of them without a search). */
    total: z.number().int(),
  })
  .meta({ id: 'SnippetPage' });
export type SnippetPage = z.infer<typeof snippetPageSchema>;

/** One saved version of a snippet's code (without the code), newest first in a list. */
export const snippetVersionSchema = z
  .object({
    id: z.number().int(),
    versionNumber: z.number().int(),
    createdAt: z.iso.datetime(),
    message: z.string(),
    provider: z.string().nullable(),
    model: z.string().nullable(),
    inputTokens: z.number().int().nullable(),
    outputTokens: z.number().int().nullable(),
    durationMs: z.number().int().nullable(),
  })
  .meta({ id: 'SnippetVersion' });
export type SnippetVersionDto = z.infer<typeof snippetVersionSchema>;

/** POST /api/analyze-images */
export const analyzeImagesResultSchema = z.object({ prompt: z.string() });
export type AnalyzeImagesResult = z.infer<typeof analyzeImagesResultSchema>;

/** The image types the AI providers read; anything else is refused on both sides. */
export const REFERENCE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export const IMAGE_TOO_LARGE_MESSAGE = 'Image is too large. Maximum size is 5MB.';
export const IMAGES_TOO_LARGE_MESSAGE = 'One or more images are too large. Maximum size is 5MB per image.';
export const IMAGES_ONLY_MESSAGE = 'Only image files are supported.';
export const IMAGE_FORMAT_MESSAGE = 'Only PNG, JPEG, WebP and GIF images are supported.';
export const NO_IMAGES_MESSAGE = 'No images available';

/**
 * What a finished job says besides the snippet: the edit's outcome when the
 * engine can tell; for a generation by the built-in generator, `summary` (what
 * was built, in a sentence for staff) and `note` (what the prompt asked for
 * that the library does not have, and what was built instead).
 */
export const snippetJobReportSchema = z.object({
  outcome: editOutcomeSchema.optional(),
  summary: z.string().optional(),
  note: z.string().optional(),
});
export type SnippetJobReport = z.infer<typeof snippetJobReportSchema>;

/** The `done` event of a streamed job: the saved snippet and the job's report. */
export const snippetJobDoneSchema = snippetJobReportSchema.extend({ snippet: snippetSchema });
export type SnippetJobDone = z.infer<typeof snippetJobDoneSchema>;

/**
 * Streamed jobs (create, re-prompt) answer `text/event-stream` when the
 * request accepts it, with these events; otherwise one JSON answer.
 */
export type SnippetStreamEvent =
  | { event: 'delta'; data: { text: string } }
  | { event: 'reset'; data: Record<string, never> }
  | { event: 'done'; data: SnippetJobDone }
  | { event: 'error'; data: { status: number; error: string; message: string } };

/**
 * What a generation or an edit answers as JSON (without `text/event-stream`):
 * the saved snippet, with the job's report beside its fields.
 */
export const snippetJobResultSchema = z
  .object({ ...snippetSchema.shape, ...snippetJobReportSchema.shape })
  .meta({ id: 'SnippetJobResult' });
export type SnippetJobResult = z.infer<typeof snippetJobResultSchema>;
