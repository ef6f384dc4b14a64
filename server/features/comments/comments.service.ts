import crypto from 'node:crypto';
import { COMMENT_IMAGE_MAX_BYTES, COMMENT_PINS_MAX } from '@shared/constants';
import {
  NO_DIFFERENCE_REASON,
  type CommentDto,
  type CommentFixed,
  type CommentPage,
  type CommentPins,
  type CreateCommentInput,
} from '@shared/schemas/comments';
import { INVALID_CURSOR, parseTimeCursor, timeCursor } from '@shared/schemas/http';
import { AiNothingAppliedError } from '../../ai/errors';
import type { AiImageMediaType, AiProvider } from '../../ai/provider';
import { saveVersion, SNIPPET_NOT_FOUND } from '../../core/snippets';
import type { Db } from '../../db/client';
import type { EventBus } from '../../core/events';
import { createBatcher } from '../../lib/batcher';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { DataUrlError, decodeImageDataUrl } from '../../lib/data-url';
import * as q from './comments.queries';

const ALREADY_HANDLED = 'This comment has already been handled.';

export const commentImageUrl = (imageId: string) => `/api/comment-images/${imageId}`;

export function presentComment(row: q.CommentRow): CommentDto {
  return {
    id: row.id,
    snippetId: row.snippetId,
    authorName: row.authorName,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    approved: row.approved,
    resolved: row.resolved,
    referenceImage: row.imageId ? commentImageUrl(row.imageId) : null,
    pin: row.pinSelector
      ? {
          selector: row.pinSelector,
          viewport: row.pinViewport === 'mobile' ? 'mobile' : 'desktop',
          description: row.pinDescription,
          versionNumber: row.pinVersion,
        }
      : null,
  };
}

interface PendingComment {
  values: q.NewComment;
  image: { mime: string; data: Buffer } | null;
}

export function createCommentsService(deps: { db: Db; events: EventBus; ai: AiProvider }) {
  const { db, events, ai } = deps;

  /**
   * New comments are written in groups (group commit): the comments that arrive while one group is being
   * written go together in the next, in one transaction, with one notification statement for their live
   * events. A crowd of clients commenting at once waits for a few transactions instead of hundreds.
   */
  const commentWrites = createBatcher(async (items: PendingComment[]): Promise<Array<q.CommentRow | Error>> => {
    const written = await db.transaction(async (tx) => {
      const existing = await q.existingSnippets(tx, [...new Set(items.map((i) => i.values.snippetId))]);
      const kept = items.filter((i) => existing.has(i.values.snippetId));
      const pinned = [...new Set(kept.filter((i) => i.values.pinSelector).map((i) => i.values.snippetId))];
      const versions = await q.latestVersionNumbers(tx, pinned);
      const rows = await q.insertComments(
        tx,
        kept.map((i) => ({
          ...i.values,
          pinVersion: i.values.pinSelector ? (versions.get(i.values.snippetId) ?? null) : null,
        })),
      );
      const images = kept.flatMap((item, n) =>
        item.image
          ? [
              {
                id: crypto.randomBytes(18).toString('base64url'),
                commentId: rows[n]!.id,
                mimeType: item.image.mime,
                data: item.image.data,
              },
            ]
          : [],
      );
      await q.insertCommentImages(tx, images);
      const imageOf = new Map(images.map((i) => [i.commentId, i.id]));
      const byItem = new Map(kept.map((item, n) => [item, { ...rows[n]!, imageId: imageOf.get(rows[n]!.id) ?? null }]));
      return items.map((item) => byItem.get(item) ?? notFound('Snippet not found'));
    });
    const created = written.filter((r): r is q.CommentRow => !(r instanceof Error));
    try {
      await events.publish(
        ...created.map((r) => ({ type: 'comment.created' as const, snippetId: r.snippetId, commentId: r.id })),
      );
    } catch {
      // The comments are stored: a failed write must not be retried. Pages find them on their next read.
    }
    return written;
  });

  async function pendingOr409(id: number) {
    const row = await q.findComment(db, id);
    if (!row) throw notFound('Comment not found');
    if (row.approved || row.resolved) throw conflict(ALREADY_HANDLED);
    return row;
  }

  return {
    /** 404 unless the snippet exists. */
    async ensureSnippet(snippetId: number) {
      if (!(await q.snippetExists(db, snippetId))) throw notFound('Snippet not found');
    },

    /** A page of a snippet's comments, newest first; `cursor` is the previous page's nextCursor. */
    async list(snippetId: number, query: { cursor?: string; limit: number }): Promise<CommentPage> {
      const after = query.cursor === undefined ? undefined : parseTimeCursor(query.cursor);
      if (after === null) throw badRequest(INVALID_CURSOR);
      await this.ensureSnippet(snippetId);
      // one row more than asked tells whether another page follows
      const rows = await q.listComments(db, snippetId, { after, limit: query.limit + 1 });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      const { total, pending } = await q.countComments(db, snippetId);
      return {
        items: page.map((row) => ({ ...presentComment(row), pinNumber: row.pinSelector ? row.pinNumber : null })),
        nextCursor: rows.length > query.limit && last ? timeCursor(last.cursorAt, last.id) : null,
        total,
        pending,
      };
    },

    /** The markers of the snippet's newest pinned comments (at most COMMENT_PINS_MAX) and how many it has. */
    async pins(snippetId: number): Promise<CommentPins> {
      await this.ensureSnippet(snippetId);
      const rows = await q.listPins(db, snippetId, COMMENT_PINS_MAX);
      return {
        items: rows.map((r) => ({
          commentId: r.commentId,
          number: r.pinNumber,
          selector: r.selector,
          viewport: r.viewport === 'mobile' ? 'mobile' : 'desktop',
        })),
        // the newest pin's number is how many there are
        total: rows[0]?.pinNumber ?? 0,
      };
    },

    async create(snippetId: number, input: CreateCommentInput) {
      let image: { mime: string; data: Buffer } | null = null;
      if (input.referenceImage) {
        try {
          image = await decodeImageDataUrl(input.referenceImage, {
            maxBytes: COMMENT_IMAGE_MAX_BYTES - 1,
            tooLarge: 'Image size must be less than 10MB',
            notImage: 'Only PNG, JPEG, WebP or GIF images are supported.',
          });
        } catch (err) {
          if (err instanceof DataUrlError) throw badRequest(err.message);
          throw err;
        }
      }
      const row = await commentWrites.add({
        values: {
          snippetId,
          authorName: input.authorName,
          content: input.content,
          pinSelector: input.pin?.selector ?? null,
          pinViewport: input.pin?.viewport ?? null,
          pinDescription: input.pin?.description || null,
          pinVersion: null,
        },
        image,
      });
      return presentComment(row);
    },

    image: (id: string) => q.findCommentImage(db, id),

    /**
     * 'Approve & Fix': the AI applies a pending comment to its snippet. Only a
     * comment applied whole is approved, with the new code saved as a version
     * in the same transaction; a comment applied in part has that part saved
     * as a version and stays pending; a comment of which nothing applied (or
     * whose edit left the code as it was) saves nothing and stays pending.
     * 409 when someone else handled the comment meanwhile.
     */
    async approveAndFix(id: number, userId: number, signal: AbortSignal): Promise<CommentFixed> {
      const comment = await pendingOr409(id);
      const target = await q.snippetWithDesign(db, comment.snippetId);
      if (!target) throw notFound(SNIPPET_NOT_FOUND);
      const image = comment.imageId ? await q.findCommentImage(db, comment.imageId) : undefined;
      const { code: _code, id: _sid, ...designSystem } = target;
      let result: Awaited<ReturnType<AiProvider['editSnippet']>>;
      try {
        result = await ai.editSnippet({
          code: target.code,
          // Rule-based editing reads the plain request; a model gets the context too.
          instruction: ai.capabilities.contextualInstructions
            ? `A client (${comment.authorName}) left this feedback on the section; apply it:\n\n${comment.content}`
            : comment.content,
          designSystem,
          images: image ? [{ mediaType: image.mimeType as AiImageMediaType, data: image.data }] : [],
          selector: comment.pinSelector ?? undefined,
          signal,
        });
      } catch (err) {
        if (!(err instanceof AiNothingAppliedError)) throw err;
        await pendingOr409(id);
        const notApplied = [...err.notApplied];
        return {
          id,
          result: 'not-applied',
          approved: false,
          versionNumber: null,
          mode: 'rules',
          outcome: { applied: [], notApplied },
          reason: notApplied.length > 0 ? notApplied.join(' ') : err.message,
        };
      }

      const notApplied = result.outcome?.notApplied ?? [];
      const nothingApplied = result.outcome !== undefined && result.outcome.applied.length === 0;
      const unchanged = result.code.trim() === target.code.trim();
      if (nothingApplied || unchanged) {
        await pendingOr409(id);
        const reasons = unchanged ? [...notApplied, NO_DIFFERENCE_REASON] : notApplied;
        return {
          id,
          result: 'not-applied',
          approved: false,
          versionNumber: null,
          mode: result.mode,
          ...(result.outcome ? { outcome: { applied: [], notApplied } } : {}),
          reason: reasons.length > 0 ? reasons.join(' ') : NO_DIFFERENCE_REASON,
        };
      }

      const whole = notApplied.length === 0;
      const { version } = await db.transaction(async (tx) => {
        if (whole) await this.settle(id, { approved: true }, tx);
        else if (!(await q.lockPending(tx, id))) throw conflict(ALREADY_HANDLED);
        return saveVersion(tx, {
          snippetId: comment.snippetId,
          code: result.code,
          message: whole
            ? `Applied comment #${id} from ${comment.authorName}`
            : `Applied part of comment #${id} from ${comment.authorName}`,
          usage: result.usage,
          userId,
        });
      });
      await events.publish({
        type: 'snippet.updated',
        snippetId: comment.snippetId,
        versionNumber: version.versionNumber,
      });
      if (!whole) {
        return {
          id,
          result: 'partial',
          approved: false,
          versionNumber: version.versionNumber,
          mode: result.mode,
          outcome: result.outcome!,
        };
      }
      await this.publishUpdated(comment.snippetId, id);
      return {
        id,
        result: 'applied',
        approved: true,
        versionNumber: version.versionNumber,
        mode: result.mode,
        ...(result.outcome ? { outcome: result.outcome } : {}),
      };
    },

    /** Marks a pending comment approved (or resolved); 409 when someone else already did. */
    async settle(
      id: number,
      set: { approved?: boolean; resolved?: boolean },
      tx: Parameters<typeof q.settlePending>[0] = db,
    ) {
      const row = await q.findComment(tx, id);
      if (!row) throw notFound('Comment not found');
      if (!(await q.settlePending(tx, id, set))) throw conflict(ALREADY_HANDLED);
      return row.snippetId;
    },

    async publishUpdated(snippetId: number, commentId: number) {
      await events.publish({ type: 'comment.updated', snippetId, commentId });
    },
  };
}

export type CommentsService = ReturnType<typeof createCommentsService>;
