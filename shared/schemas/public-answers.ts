/**
 * The answers the public pages read (a snippet with its design, its comments and pins), written with
 * zod's mini build: the same schemas check them on the server and in the browser, and the share page
 * and the full preview load without zod's full build (decision 0023). The request inputs and the staff
 * answers stay in the resource modules, which re-export these.
 */
import * as z from 'zod/mini';
import { SNIPPET_STATUSES } from '../constants';
import { designSystemSchema } from '../design-system';

/** A schema named in the OpenAPI document (`components.schemas`). */
function named<S extends z.ZodMiniType>(schema: S, id: string): S {
  z.globalRegistry.add(schema, { id });
  return schema;
}

const int = () => z.number().check(z.int());

/** A snippet as the API answers it. */
export const snippetSchema = named(
  z.object({
    id: int(),
    projectId: int(),
    name: z.string(),
    code: z.string(),
    status: z.enum(SNIPPET_STATUSES),
    /** The unguessable part of the share link (/snippet/{id}-{shareToken}) while shared; null when not shared. */
    shareToken: z.nullable(z.string()),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  }),
  'Snippet',
);
export type SnippetDto = z.infer<typeof snippetSchema>;

/** POST and DELETE /api/snippets/{id}/share: whether the snippet is shared, and its link's token while it is. */
export const snippetSharingSchema = named(
  z.object({ shared: z.boolean(), shareToken: z.nullable(z.string()) }),
  'SnippetSharing',
);
export type SnippetSharing = z.infer<typeof snippetSharingSchema>;

/** GET /api/snippets/{id} (public): the snippet with its project's design system, to style the preview frame. */
export const snippetDetailSchema = named(
  z.extend(snippetSchema, { designSystem: designSystemSchema }),
  'SnippetDetail',
);
export type SnippetDetailDto = z.infer<typeof snippetDetailSchema>;

const pinViewport = z.enum(['desktop', 'mobile']);

/** A comment as the API answers it. */
export const commentSchema = named(
  z.object({
    id: int(),
    snippetId: int(),
    authorName: z.string(),
    content: z.string(),
    createdAt: z.iso.datetime(),
    approved: z.boolean(),
    resolved: z.boolean(),
    /** URL of the stored image (served by the app), or null. */
    referenceImage: z.nullable(z.string()),
    pin: z.nullable(
      z.object({
        selector: z.string(),
        viewport: pinViewport,
        /** 'the quote in the second testimonial'; null for pins made before descriptions were kept. */
        description: z.nullable(z.string()),
        versionNumber: z.nullable(int()),
      }),
    ),
  }),
  'Comment',
);
export type CommentDto = z.infer<typeof commentSchema>;

/** A comment in a snippet's list, with the number its pin marker shows. */
export const commentListItemSchema = named(
  z.extend(commentSchema, {
    /** The pin's number among all the snippet's pinned comments, oldest first (1, 2 …); null without a pin. */
    pinNumber: z.nullable(int()),
  }),
  'CommentListItem',
);
export type CommentListItem = z.infer<typeof commentListItemSchema>;

/** GET /api/snippets/{id}/comments: the snippet's comments newest first, a page at a time. */
export const commentPageSchema = named(
  z.object({
    items: z.array(commentListItemSchema),
    /** Pass as `cursor` for the next page; null on the last page. */
    nextCursor: z.nullable(z.string()),
    /** How many comments the snippet has in all, on every page. */
    total: int(),
    /** How many of them are pending (neither approved nor resolved). */
    pending: int(),
  }),
  'CommentPage',
);
export type CommentPage = z.infer<typeof commentPageSchema>;

/** GET /api/snippets/{id}/comment-pins: the markers of the newest pinned comments, for the preview. */
export const commentPinsSchema = named(
  z.object({
    items: z.array(
      z.object({
        commentId: int(),
        /** As the comment's `pinNumber`. */
        number: int(),
        selector: z.string(),
        viewport: pinViewport,
      }),
    ),
    /** How many pinned comments the snippet has in all; more than `items` holds when some are left out. */
    total: int(),
  }),
  'CommentPins',
);
export type CommentPins = z.infer<typeof commentPinsSchema>;

/** The three states of SPEC §4: resolved takes display priority. */
export function commentState(c: Pick<CommentDto, 'approved' | 'resolved'>): 'pending' | 'approved' | 'resolved' {
  if (c.resolved) return 'resolved';
  if (c.approved) return 'approved';
  return 'pending';
}
