import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_VERSION_MESSAGE, type SnippetStatus } from '@shared/constants';
import type {
  SnippetJobReport,
  SnippetDetailDto,
  SnippetDto,
  ListProjectSnippetsQueryData,
  SnippetSharing,
  SnippetListItem,
  SnippetPage,
  SnippetVersionDto,
  UpdateSnippetData,
} from '@shared/schemas/snippets';
import type { AiProvider, StreamOptions } from '../../ai/provider';
import type { Db } from '../../db/client';
import { designSystemOf } from '@shared/design-system';
import {
  findSnippetWithProject,
  insertVersion,
  PROJECT_NOT_FOUND,
  saveVersion,
  setSnippetStatus,
  SNIPPET_NOT_FOUND,
  updateSnippet,
  VERSION_NOT_FOUND,
  versionValues,
  type SaveVersionInput,
  type SnippetRow,
  type SnippetVersionRow,
} from '../../core/snippets';
import { badRequest, notFound } from '../../lib/errors';
import { INVALID_CURSOR, keyedTimeCursor, timeCursor } from '@shared/schemas/http';
import { parseSnippetCursor } from '@shared/schemas/snippets';
import { codePreview } from '@shared/format';
import { snippetDocumentPath } from '@shared/snippet-document';
import { isoFromTimestampText } from '../../db/timestamp-text';
import type { EventBus, LiveEvent } from '../../core/events';
import { readReferenceImages } from './reference-images';
import * as q from './snippets.queries';
import { newShareToken } from '../../core/share-access';

export function presentSnippet(row: SnippetRow): SnippetDto {
  return {
    id: row.id,
    projectId: row.projectId,
    name: row.name,
    code: row.code,
    status: row.status as SnippetStatus,
    shareToken: row.shareToken,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function presentListItem(row: q.SnippetListRow): SnippetListItem {
  return {
    id: row.id,
    projectId: row.projectId,
    name: row.name,
    status: row.status as SnippetStatus,
    codePreview: codePreview(row.codeStart),
    commentCount: row.commentCount,
    pendingCount: row.pendingCount,
    shareToken: row.shareToken,
    createdAt: isoFromTimestampText(row.createdAt),
    updatedAt: isoFromTimestampText(row.updatedAt),
    thumbnailUrl: snippetDocumentPath(row.id),
  };
}

export function presentVersion(row: SnippetVersionRow): SnippetVersionDto {
  return {
    id: row.id,
    versionNumber: row.versionNumber,
    createdAt: row.createdAt.toISOString(),
    message: row.message,
    provider: row.provider,
    model: row.model,
    inputTokens: row.inputTokens,
    outputTokens: row.outputTokens,
    durationMs: row.durationMs,
  };
}

const excerpt = (text: string, max = 80) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};
/** A prepared AI job: inputs checked, waiting to run (streamed or not). */
/** A job's answer: the snippet, and for an edit what was applied and what was not (when the engine can tell). */
export interface SnippetJobResult extends SnippetJobReport {
  snippet: SnippetDto;
}

export type SnippetJob = (options: StreamOptions & { onRetry?: () => void }) => Promise<SnippetJobResult>;

export interface SnippetsDeps {
  db: Db;
  ai: AiProvider;
  events: EventBus;
  log: FastifyBaseLogger;
}

export function createSnippetsService(deps: SnippetsDeps) {
  const { db, ai, events, log } = deps;

  async function publish(event: LiveEvent) {
    try {
      await events.publish(event);
    } catch (err) {
      // Live updates are a convenience: the change itself is committed.
      log.warn({ err, event }, 'could not publish a live event');
    }
  }

  async function requireProject(id: number) {
    const project = await q.findProject(db, id);
    if (!project) throw notFound(PROJECT_NOT_FOUND);
    return project;
  }

  async function requireSnippetWithProject(id: number) {
    const found = await findSnippetWithProject(db, id);
    if (!found) throw notFound(SNIPPET_NOT_FOUND);
    return found;
  }

  async function saved(input: SaveVersionInput) {
    const result = await saveVersion(db, input);
    await publish({ type: 'snippet.updated', snippetId: input.snippetId, versionNumber: result.version.versionNumber });
    return result;
  }

  return {
    /** A page of the project's snippet cards; `cursor` is the previous page's nextCursor (same `q` and `sort`). */
    async list(projectId: number, query: ListProjectSnippetsQueryData): Promise<SnippetPage> {
      await requireProject(projectId);
      const after = query.cursor === undefined ? undefined : parseSnippetCursor(query.sort, query.cursor);
      if (after === null) throw badRequest(INVALID_CURSOR);
      const filter = { q: query.q || undefined, sort: query.sort };
      // one row more than asked tells whether another page follows
      const rows = await q.listProjectSnippets(db, projectId, filter, { after, limit: query.limit + 1 });
      const total = await q.countProjectSnippets(db, projectId, filter.q);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      let nextCursor: string | null = null;
      if (rows.length > query.limit && last) {
        nextCursor =
          query.sort === 'updated'
            ? timeCursor(last.cursorAt, last.id)
            : keyedTimeCursor(last.sortKey, last.cursorAt, last.id);
      }
      return { items: page.map(presentListItem), nextCursor, total };
    },

    async get(id: number): Promise<SnippetDetailDto> {
      const { snippet, project } = await requireSnippetWithProject(id);
      return { ...presentSnippet(snippet), designSystem: designSystemOf(project) };
    },

    /** Checks the project and the images, then hands back the generation to run. */
    async prepareCreate(
      projectId: number,
      input: { name: string; prompt: string; referenceImage?: string | null; referenceImages?: string[] | null },
      userId: number,
    ): Promise<SnippetJob> {
      const project = await requireProject(projectId);
      const images = await readReferenceImages(input);
      return async ({ signal, onText }) => {
        const { code, usage, summary, note } = await ai.generateSnippet({
          prompt: input.prompt,
          name: input.name,
          designSystem: designSystemOf(project),
          images,
          signal,
          onText,
        });
        const row = await db.transaction(async (tx) => {
          if (!(await q.lockProject(tx, projectId))) throw notFound(PROJECT_NOT_FOUND);
          const snippet = await q.insertSnippet(tx, { projectId, name: input.name, code, createdBy: userId });
          await insertVersion(
            tx,
            versionValues(snippet.id, 1, { code, message: `Generated: ${excerpt(input.prompt)}`, usage, userId }),
          );
          return snippet;
        });
        return {
          snippet: presentSnippet(row),
          ...(summary === undefined ? {} : { summary }),
          ...(note === undefined ? {} : { note }),
        };
      };
    },

    /** Checks the snippet and the images, then hands back the edit to run. */
    async preparePrompt(
      id: number,
      input: { prompt: string; referenceImage?: string | null; referenceImages?: string[] | null },
      userId: number,
    ): Promise<SnippetJob> {
      const { snippet, project } = await requireSnippetWithProject(id);
      const images = await readReferenceImages(input);
      return async ({ signal, onText, onRetry }) => {
        const { code, usage, outcome } = await ai.editSnippet({
          code: snippet.code,
          instruction: input.prompt,
          designSystem: designSystemOf(project),
          images,
          signal,
          onText,
          onRetry,
        });
        const result = await saved({ snippetId: id, code, message: `Prompt: ${excerpt(input.prompt)}`, usage, userId });
        return outcome
          ? { snippet: presentSnippet(result.snippet), outcome }
          : { snippet: presentSnippet(result.snippet) };
      };
    },

    async describeImages(
      input: { referenceImage?: string | null; referenceImages?: string[] | null },
      signal: AbortSignal,
    ): Promise<string> {
      const images = await readReferenceImages(input);
      const { prompt } = await ai.describeImages(images, signal);
      return prompt;
    },

    async update(id: number, input: UpdateSnippetData, userId: number): Promise<SnippetDto> {
      if (input.status !== undefined) {
        const row = await setSnippetStatus(db, id, input.status);
        if (!row) throw notFound(SNIPPET_NOT_FOUND);
        await publish({ type: 'snippet.updated', snippetId: id });
        return presentSnippet(row);
      }
      if (input.code !== undefined) {
        const { snippet } = await saved({
          snippetId: id,
          code: input.code,
          message: input.versionMessage || DEFAULT_VERSION_MESSAGE,
          userId,
          name: input.name,
        });
        return presentSnippet(snippet);
      }
      const row = await updateSnippet(db, id, { name: input.name, updatedAt: new Date() });
      if (!row) throw notFound(SNIPPET_NOT_FOUND);
      await publish({ type: 'snippet.updated', snippetId: id });
      return presentSnippet(row);
    },

    async remove(id: number): Promise<void> {
      if (!(await q.deleteSnippet(db, id))) throw notFound(SNIPPET_NOT_FOUND);
      await publish({ type: 'snippet.deleted', snippetId: id });
    },

    /** Turns sharing on: the snippet keeps the token it has, or gets a new one. */
    async share(id: number): Promise<SnippetSharing> {
      const row = await q.setShareToken(db, id, newShareToken(), { keep: true });
      if (!row) throw notFound(SNIPPET_NOT_FOUND);
      await publish({ type: 'snippet.sharing', snippetId: id, shared: true });
      return { shared: true, shareToken: row.shareToken };
    },

    /** Turns sharing off: the link and every grant of it stop, and open share pages hear it. */
    async unshare(id: number): Promise<SnippetSharing> {
      const row = await q.setShareToken(db, id, null, { keep: false });
      if (!row) throw notFound(SNIPPET_NOT_FOUND);
      await publish({ type: 'snippet.sharing', snippetId: id, shared: false });
      return { shared: false, shareToken: null };
    },

    async versions(id: number): Promise<SnippetVersionDto[]> {
      if (!(await q.findSnippet(db, id))) throw notFound(SNIPPET_NOT_FOUND);
      return (await q.listVersions(db, id)).map(presentVersion);
    },

    /** Copies an old version's code into a new version. */
    async restore(versionId: number, userId: number): Promise<SnippetDto> {
      const version = await q.findVersion(db, versionId);
      if (!version) throw notFound(VERSION_NOT_FOUND);
      const { snippet } = await saved({
        snippetId: version.snippetId,
        code: version.code,
        message: `Restored version ${version.versionNumber}`,
        userId,
      });
      return presentSnippet(snippet);
    },
  };
}

export type SnippetsService = ReturnType<typeof createSnippetsService>;
