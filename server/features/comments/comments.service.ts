import crypto from 'node:crypto';
import { COMMENT_IMAGE_MAX_BYTES } from '@shared/constants';
import {
  NO_DIFFERENCE_REASON,
  type CommentDto,
  type CommentFixed,
  type CreateCommentInput,
} from '@shared/schemas/comments';
import { AiNothingAppliedError } from '../../ai/errors';
import type { AiImageMediaType, AiProvider } from '../../ai/provider';
import { saveVersion, SNIPPET_NOT_FOUND } from '../../core/snippets';
import type { Db } from '../../db/client';
import type { EventBus } from '../../lib/events';
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

export function createCommentsService(deps: { db: Db; events: EventBus; ai: AiProvider }) {
  const { db, events, ai } = deps;

  async function pendingOr409(id: number) {
    const row = await q.findComment(db, id);
    if (!row) throw notFound('Comment not found');
    if (row.approved || row.resolved) throw conflict(ALREADY_HANDLED);
    return row;
  }

  return {
    async list(snippetId: number) {
      if (!(await q.snippetExists(db, snippetId))) throw notFound('Snippet not found');
      return (await q.listComments(db, snippetId)).map(presentComment);
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
      const id = await db.transaction(async (tx) => {
        if (!(await q.snippetExists(tx, snippetId))) throw notFound('Snippet not found');
        const pinVersion = input.pin ? await q.latestVersionNumber(tx, snippetId) : null;
        const created = await q.insertComment(tx, {
          snippetId,
          authorName: input.authorName,
          content: input.content,
          pinSelector: input.pin?.selector ?? null,
          pinViewport: input.pin?.viewport ?? null,
          pinDescription: input.pin?.description || null,
          pinVersion,
        });
        if (image) {
          await q.insertCommentImage(tx, {
            id: crypto.randomBytes(18).toString('base64url'),
            commentId: created.id,
            mimeType: image.mime,
            data: image.data,
          });
        }
        return created.id;
      });
      await events.publish({ type: 'comment.created', snippetId, commentId: id });
      return presentComment((await q.findComment(db, id))!);
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
