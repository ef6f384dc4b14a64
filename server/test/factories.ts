import type { Db } from '../db/client';
import { comments, projects, snippets, snippetVersions, users } from '../db/schema';
import { hashPassword } from '../lib/password';

/**
 * Rows as the app would have made them, for server tests and benchmarks: each factory takes
 * overrides and fills in the rest. `…Values` builds the insert values, for bulk inserts.
 */

type NewProject = typeof projects.$inferInsert;
type NewSnippet = typeof snippets.$inferInsert;
type NewComment = typeof comments.$inferInsert;

let sequence = 0;

/** A staff account with a real password hash (the password defaults to `secret123`), verified unless told otherwise. */
export async function insertUser(
  db: Db,
  input: { email?: string; password?: string; username?: string | null; verified?: boolean } = {},
) {
  const email = (input.email ?? `staff-${++sequence}@example.com`).toLowerCase();
  const [row] = await db
    .insert(users)
    .values({
      email,
      username: input.username === undefined ? email.split('@')[0] : input.username,
      passwordHash: await hashPassword(input.password ?? 'secret123'),
      emailVerifiedAt: input.verified === false ? null : new Date(),
    })
    .returning();
  if (!row) throw new Error('The user was not inserted');
  return row;
}

export function projectValues(overrides: Partial<NewProject> = {}): NewProject {
  return {
    name: 'Harbor Coffee',
    stylingReference: 'Warm and calm, lots of whitespace',
    fontFamily: 'Inter',
    primaryColor: '#1e293b',
    accentColor: '#c2410c',
    borderRadius: '0.5rem',
    boxShadow: '0 1px 3px 0 rgb(0 0 0 / 0.1)',
    isDarkMode: false,
    ...overrides,
  };
}

/** A project row as the projects API would have made it. */
export async function insertProject(db: Db, overrides: Partial<NewProject> = {}) {
  const [row] = await db.insert(projects).values(projectValues(overrides)).returning();
  if (!row) throw new Error('The project was not inserted');
  return row;
}

export function snippetValues(projectId: number, overrides: Partial<Omit<NewSnippet, 'projectId'>> = {}): NewSnippet {
  return { projectId, name: 'Hero', code: '<section>hi</section>', ...overrides };
}

/** A snippet in `projectId`, or in a new project when none is given. */
export async function insertSnippet(db: Db, values: Partial<NewSnippet> & { version?: boolean } = {}) {
  const { projectId = (await insertProject(db)).id, version = false, ...rest } = values;
  const [row] = await db.insert(snippets).values(snippetValues(projectId, rest)).returning();
  if (!row) throw new Error('The snippet was not inserted');
  if (version) {
    await db
      .insert(snippetVersions)
      .values({ snippetId: row.id, versionNumber: 1, code: row.code, message: 'Generated' });
  }
  return row;
}

/** A client's comment on a snippet, pending unless `approved` says otherwise. */
export async function insertComment(db: Db, snippetId: number, overrides: Partial<Omit<NewComment, 'snippetId'>> = {}) {
  const [row] = await db
    .insert(comments)
    .values({ snippetId, authorName: 'Client', content: 'Please make the heading larger', ...overrides })
    .returning();
  if (!row) throw new Error('The comment was not inserted');
  return row;
}
