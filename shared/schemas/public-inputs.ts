/**
 * The one request the public pages send, a client's comment, written with zod's mini build like the
 * answers they read (public-answers.ts): the server checks the request with these schemas, and the
 * share page's feedback form with the same ones, without loading zod's full build (decision 0023).
 * The resource module (comments.ts) re-exports them.
 */
import * as z from 'zod/mini';
import { PIN_DESCRIPTION_MAX } from '../constants';
import { hasNoNul, NUL_MESSAGE } from './nul';

/** primitives.ts's `text` in the mini build: a string that refuses the NUL character. */
const text = (params?: Parameters<typeof z.string>[0]) => z.string(params).check(z.refine(hasNoNul, NUL_MESSAGE));

export const COMMENT_AUTHOR_MAX = 80;
export const COMMENT_CONTENT_MAX = 5000;

export const commentPin = z.object({
  selector: text().check(
    z.trim(),
    z.minLength(1, 'The pinned element is missing'),
    z.maxLength(1000, 'The pinned element is too long'),
  ),
  viewport: z.enum(['desktop', 'mobile'], { error: 'Viewport must be desktop or mobile' }),
  /** The element as people speak of it, described in the preview when it was picked; blank is none. */
  description: z.nullish(
    text({ error: 'The pinned element description must be text' }).check(
      z.trim(),
      z.maxLength(
        PIN_DESCRIPTION_MAX,
        `The pinned element description must be at most ${PIN_DESCRIPTION_MAX} characters`,
      ),
    ),
  ),
});
export type CommentPin = z.infer<typeof commentPin>;

const NAME_AND_COMMENT = 'Please enter your name and comment';

/** POST /api/snippets/{id}/comments (public) */
export const createCommentInput = z.object({
  authorName: text({ error: NAME_AND_COMMENT }).check(
    z.trim(),
    z.minLength(1, NAME_AND_COMMENT),
    z.maxLength(COMMENT_AUTHOR_MAX, `Your name must be at most ${COMMENT_AUTHOR_MAX} characters`),
  ),
  content: text({ error: NAME_AND_COMMENT }).check(
    z.trim(),
    z.minLength(1, NAME_AND_COMMENT),
    z.maxLength(COMMENT_CONTENT_MAX, `Your feedback must be at most ${COMMENT_CONTENT_MAX} characters`),
  ),
  /** A data URL of the image, or null. */
  referenceImage: z.nullish(text().check(z.maxLength(15 * 1024 * 1024, 'Image size must be less than 10MB'))),
  pin: z.nullish(commentPin),
});
export type CreateCommentInput = z.infer<typeof createCommentInput>;
