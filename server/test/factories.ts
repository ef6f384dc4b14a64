import { randomBytes } from 'node:crypto';
import type { CreateProjectInput } from '@shared/schemas/projects';
import type { Db } from '../db/client';
import { commentImages, comments, files, projects, snippets, snippetVersions, users } from '../db/schema';
import { hashPassword } from '../lib/password';

/**
 * Rows as the app would have made them, for server tests, browser tests and benchmarks: each
 * factory takes overrides and fills in the rest. `…Values` builds the insert values, for bulk
 * inserts; `projectInput` is the body of POST /api/projects, for callers that go through the API
 * of a running server (browser tests, benchmarks).
 */

type NewProject = typeof projects.$inferInsert;
type NewSnippet = typeof snippets.$inferInsert;
type NewVersion = typeof snippetVersions.$inferInsert;
type NewComment = typeof comments.$inferInsert;
type NewFile = typeof files.$inferInsert;

let sequence = 0;

/** The staff account the browser tests sign in as (scripts/e2e-server.mjs makes it). */
export const STAFF = { email: 'staff@example.com', password: 'secret123', username: 'Sam' };

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

/** A project's name and design system as a member of staff would have filled in the form. */
export function projectInput(overrides: Partial<CreateProjectInput> = {}): CreateProjectInput {
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

export function projectValues(overrides: Partial<NewProject> = {}): NewProject {
  return { ...projectInput(), ...overrides };
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

/** A snippet in `projectId`, or in a new project when none is given; with `version`, its version 1 too. */
export async function insertSnippet(db: Db, values: Partial<NewSnippet> & { version?: boolean } = {}) {
  const { projectId = (await insertProject(db)).id, version = false, ...rest } = values;
  const [row] = await db.insert(snippets).values(snippetValues(projectId, rest)).returning();
  if (!row) throw new Error('The snippet was not inserted');
  if (version) await insertVersion(db, row.id, { code: row.code, message: 'Generated' });
  return row;
}

/** A saved version of a snippet: version 1 with a manual save's message unless told otherwise. */
export async function insertVersion(db: Db, snippetId: number, overrides: Partial<Omit<NewVersion, 'snippetId'>> = {}) {
  const [row] = await db
    .insert(snippetVersions)
    .values({ snippetId, versionNumber: 1, code: '<section>hi</section>', message: 'Manual save', ...overrides })
    .returning();
  if (!row) throw new Error('The version was not inserted');
  return row;
}

/**
 * A client's comment on a snippet, pending unless `approved` says otherwise; with `image`, the
 * picture attached to it (a few bytes of PNG unless given).
 */
export async function insertComment(
  db: Db,
  snippetId: number,
  overrides: Partial<Omit<NewComment, 'snippetId'>> & { image?: { mimeType?: string; data?: Buffer } } = {},
) {
  const { image, ...values } = overrides;
  const [row] = await db
    .insert(comments)
    .values({ snippetId, authorName: 'Client', content: 'Please make the heading larger', ...values })
    .returning();
  if (!row) throw new Error('The comment was not inserted');
  if (image) {
    await db.insert(commentImages).values({
      id: randomBytes(18).toString('base64url'),
      commentId: row.id,
      mimeType: image.mimeType ?? 'image/png',
      data: image.data ?? Buffer.from([1, 2, 3]),
    });
  }
  return row;
}

/**
 * A file library row (only the row: nothing is put in storage), an image unless told otherwise,
 * with a fresh public id and storage key.
 */
export async function insertFile(db: Db, overrides: Partial<NewFile> = {}) {
  const key = randomBytes(16).toString('hex');
  const [row] = await db
    .insert(files)
    .values({
      publicId: randomBytes(18).toString('base64url'),
      fileName: 'logo.png',
      fileSize: 10,
      fileType: 'image/png',
      kind: 'image',
      storageKey: `files/${key.slice(0, 2)}/${key.slice(2, 4)}/${key}`,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('The file was not inserted');
  return row;
}
