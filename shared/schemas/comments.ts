import { z } from 'zod';
import { text } from './primitives';

export const COMMENT_AUTHOR_MAX = 80;
export const COMMENT_CONTENT_MAX = 5000;

export const commentPin = z.object({
  selector: text().trim().min(1, 'The pinned element is missing').max(1000, 'The pinned element is too long'),
  viewport: z.enum(['desktop', 'mobile'], { error: 'Viewport must be desktop or mobile' }),
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

export interface CommentDto {
  id: number;
  snippetId: number;
  authorName: string;
  content: string;
  createdAt: string;
  approved: boolean;
  resolved: boolean;
  /** URL of the stored image (served by the app), or null. */
  referenceImage: string | null;
  pin: { selector: string; viewport: 'desktop' | 'mobile'; versionNumber: number | null } | null;
}

/** The three states of SPEC §4: resolved takes display priority. */
export function commentState(c: Pick<CommentDto, 'approved' | 'resolved'>): 'pending' | 'approved' | 'resolved' {
  if (c.resolved) return 'resolved';
  if (c.approved) return 'approved';
  return 'pending';
}
