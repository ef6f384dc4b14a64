import { z } from 'zod';
import { COMMENTS_PAGE_SIZE, COMMENTS_PAGE_SIZE_MAX } from '../constants';
import { pageLimit, timeCursorParam } from './http';
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
export {
  COMMENT_AUTHOR_MAX,
  COMMENT_CONTENT_MAX,
  commentPin,
  createCommentInput,
  type CommentPin,
  type CreateCommentInput,
} from './public-inputs';

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
