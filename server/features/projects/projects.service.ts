import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { SessionUser } from '@shared/schemas/auth';
import type {
  CreateProjectInput,
  DeleteProjectResult,
  ProjectDto,
  ProjectListItem,
  ProjectPage,
  UpdateProjectInput,
} from '@shared/schemas/projects';
import { parseProjectCursor, projectCursor } from '@shared/schemas/projects';
import { INVALID_CURSOR } from '@shared/schemas/http';
import { badRequest, notFound } from '../../lib/errors';
import type { EventBus, LiveEvent } from '../../core/events';
import * as q from './projects.queries';
import { isoFromTimestampText } from '../../db/timestamp-text';

export const PROJECT_NOT_FOUND = 'Project not found';

/**
 * Projects belong to the agency, not to one person: every signed-in staff
 * member sees and edits all of them (SPEC §6 has no finer roles).
 */
export function createProjectsService(deps: { db: Db; events: EventBus; log: FastifyBaseLogger }) {
  const { db, events, log } = deps;

  /** A project's design system is part of each of its snippets: their pages and caches hear of a change. */
  async function publishToSnippets(snippetIds: number[], type: 'snippet.updated' | 'snippet.deleted') {
    const batch: LiveEvent[] = snippetIds.map((snippetId) => ({ type, snippetId }));
    try {
      await events.publish(...batch);
    } catch (err) {
      // The change itself is committed; cached public reads end by their age (decision 0018).
      log.warn({ err, events: batch.length }, 'could not publish live events');
    }
  }

  return {
    /** A page of the dashboard list; `cursor` is the previous page's nextCursor. */
    async list(query: { cursor?: string; limit: number }): Promise<ProjectPage> {
      const after = query.cursor === undefined ? undefined : parseProjectCursor(query.cursor);
      if (after === null) throw badRequest(INVALID_CURSOR);
      // one row more than asked tells whether another page follows
      const rows = await q.listProjects(db, { after, limit: query.limit + 1 });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: page.map(presentListItem),
        nextCursor: rows.length > query.limit && last ? projectCursor(last.cursorAt, last.id) : null,
      };
    },

    async get(id: number): Promise<ProjectDto> {
      const row = await q.findProject(db, id);
      if (!row) throw notFound(PROJECT_NOT_FOUND);
      return present(row);
    },

    async create(user: SessionUser, input: CreateProjectInput): Promise<ProjectDto> {
      const row = await q.insertProject(db, {
        ...input,
        sourceUrl: blankToNull(input.sourceUrl),
        cssContent: blankToNull(input.cssContent),
        createdBy: user.id,
      });
      return present(row);
    },

    async update(id: number, input: UpdateProjectInput): Promise<ProjectDto> {
      const changes: q.ProjectChanges = {};
      for (const [key, value] of Object.entries(input) as [keyof UpdateProjectInput, unknown][]) {
        if (value === undefined) continue;
        (changes as Record<string, unknown>)[key] =
          key === 'sourceUrl' || key === 'cssContent' ? blankToNull(value as string | null) : value;
      }
      const row = await q.updateProject(db, id, changes);
      if (!row) throw notFound(PROJECT_NOT_FOUND);
      await publishToSnippets(await q.projectSnippetIds(db, id), 'snippet.updated');
      return present(row);
    },

    async remove(id: number): Promise<DeleteProjectResult> {
      const { row, snippetIds } = await db.transaction(async (tx) => {
        // The lock waits for a snippet being added meanwhile, so the list below holds every snippet that goes.
        if (!(await q.lockProjectForDelete(tx, id))) throw notFound(PROJECT_NOT_FOUND);
        const ids = await q.projectSnippetIds(tx, id);
        const deleted = await q.deleteProject(tx, id);
        if (!deleted) throw notFound(PROJECT_NOT_FOUND);
        return { row: deleted, snippetIds: ids };
      });
      await publishToSnippets(snippetIds, 'snippet.deleted');
      return row;
    },
  };
}

export type ProjectsService = ReturnType<typeof createProjectsService>;

function blankToNull(value: string | null | undefined) {
  return value && value.trim() !== '' ? value : null;
}

function present(row: q.ProjectRow): ProjectDto {
  return {
    id: row.id,
    name: row.name,
    stylingReference: row.stylingReference,
    sourceUrl: row.sourceUrl,
    cssContent: row.cssContent,
    fontFamily: row.fontFamily,
    primaryColor: row.primaryColor,
    accentColor: row.accentColor,
    borderRadius: row.borderRadius,
    boxShadow: row.boxShadow,
    isDarkMode: row.isDarkMode,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function presentListItem(row: q.ProjectListRow): ProjectListItem {
  return {
    id: row.id,
    name: row.name,
    stylingReference: row.stylingReference,
    sourceUrl: row.sourceUrl,
    fontFamily: row.fontFamily,
    primaryColor: row.primaryColor,
    accentColor: row.accentColor,
    borderRadius: row.borderRadius,
    boxShadow: row.boxShadow,
    isDarkMode: row.isDarkMode,
    createdBy: row.createdBy,
    createdAt: isoFromTimestampText(row.createdAt),
    updatedAt: isoFromTimestampText(row.updatedAt),
    hasCustomCss: Boolean(row.hasCustomCss),
    snippetCount: Number(row.snippetCount),
    newestSnippetId: row.newestSnippetId === null ? null : Number(row.newestSnippetId),
  };
}
