import { z } from 'zod';
import { COMMENTS_PAGE_SIZE, COMMENTS_PAGE_SIZE_MAX, PIN_DESCRIPTION_MAX } from '../constants';
import { pageLimit, timeCursorParam } from './http';
import { text } from './primitives';
import { editOutcomeSchema } from './snippets';

export {
  commentListItemSchema,
  commentPageSchema,
  commentPinsSchema,
  commentSchema,
  commentState,
  type CommentDto,
  type CommentListItem,
  type CommentPage,
  type CommentPins,
} from './public-answers';

export const COMMENT_AUTHOR_MAX = 80;
export const COMMENT_CONTENT_MAX = 5000;

export const commentPin = z.object({
  selector: text().trim().min(1, 'The pinned element is missing').max(1000, 'The pinned element is too long'),
  viewport: z.enum(['desktop', 'mobile'], { error: 'Viewport must be desktop or mobile' }),
  /** The element as people speak of it, described in the preview when it was picked; blank is none. */
  description: text({ error: 'The pinned element description must be text' })
    .trim()
    .max(PIN_DESCRIPTION_MAX, `The pinned element description must be at most ${PIN_DESCRIPTION_MAX} characters`)
    .nullish(),
});
export type CommentPin = z.infer<typeof commentPin>;

export const createCommentInput = z.object({
  authorName: text({ error: 'Please enter your name and comment' })
    .trim()
    .min(1, 'Please enter your name and comment')
    .max(COMMENT_AUTHOR_MAX, `Your name must be at most ${COMMENT_AUTHOR_MAX} characters`),
  content: text({ error: 'Please enter your name and comment' })
    .trim()
    .min(1, 'Please enter your name and comment')
    .max(COMMENT_CONTENT_MAX, `Your feedback must be at most ${COMMENT_CONTENT_MAX} characters`),
  /** A data URL of the image, or null. */
  referenceImage: text()
    .max(15 * 1024 * 1024, 'Image size must be less than 10MB')
    .nullish(),
  pin: commentPin.nullish(),
});
export type CreateCommentInput = z.infer<typeof createCommentInput>;

/** GET /api/snippets/{id}/comments: a page of the list, newest first. */
export const listCommentsQuery = z.object({
  cursor: timeCursorParam(),
  limit: pageLimit(COMMENTS_PAGE_SIZE, COMMENTS_PAGE_SIZE_MAX),
});
export type ListCommentsQuery = z.input<typeof listCommentsQuery>;

/** POST /api/comments/{id}/manual-approve */
export const commentApprovedSchema = z.object({ id: z.number().int(), approved: z.literal(true) });
/** POST /api/comments/{id}/dismiss */
export const commentDismissedSchema = z.object({ id: z.number().int(), resolved: z.literal(true) });

/** Which engine made the edit: blocks (search/replace edits applied), full (the whole fragment rewritten), rules (the built-in editor). */
const editMode = z.enum(['blocks', 'full', 'rules']);

/** The answer says why nothing changed when the edit left the code as it was. */
export const NO_DIFFERENCE_REASON = 'The change produced no difference in the code.';

/**
 * POST /api/comments/{id}/approve (Approve & Fix), by `result`:
 * - applied: the whole comment was applied; the comment is approved and the new code saved as a version.
 * - partial: part of it was applied and saved as a version; the comment stays pending (`outcome` says what was and
 *   was not done).
 * - not-applied: nothing was saved and the comment stays pending; `reason` says why.
 * `outcome` is what the built-in editor applied of the comment and what it left (absent when a model answered).
 */
export const commentFixedSchema = z.discriminatedUnion('result', [
  z.object({
    id: z.number().int(),
    result: z.literal('applied'),
    approved: z.literal(true),
    versionNumber: z.number().int(),
    mode: editMode,
    outcome: editOutcomeSchema.optional(),
  }),
  z.object({
    id: z.number().int(),
    result: z.literal('partial'),
    approved: z.literal(false),
    versionNumber: z.number().int(),
    mode: editMode,
    outcome: editOutcomeSchema,
  }),
  z.object({
    id: z.number().int(),
    result: z.literal('not-applied'),
    approved: z.literal(false),
    versionNumber: z.null(),
    mode: editMode,
    outcome: editOutcomeSchema.optional(),
    reason: z.string(),
  }),
]);
export type CommentFixed = z.infer<typeof commentFixedSchema>;
