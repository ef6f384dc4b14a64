import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username'),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** When the owner followed the e-mailed verification link; null: the account cannot sign in yet. */
    emailVerifiedAt: ts('email_verified_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the cookie's token: a leaked table cannot be replayed. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    persistent: boolean('persistent').notNull().default(false),
    expiresAt: ts('expires_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    kind: text('kind', { enum: ['login', 'reset', 'verify'] }).notNull(),
    email: text('email').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    /**
     * A verification link's pending sign-in details: the password hash chosen with it and a digest
     * of the key its browser holds. The password is kept only when the link is used from that browser.
     */
    passwordHash: text('password_hash'),
    browserHash: text('browser_hash'),
  },
  (t) => [uniqueIndex('auth_tokens_hash_key').on(t.tokenHash)],
);

/** Rate-limit counters, shared by every app process on the database; a row past its expiry counts from 1 again. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('rate_limits_expires_idx').on(t.expiresAt)],
);

export const outboxMessages = pgTable('outbox_messages', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  link: text('link'),
  /** The HTML part, for messages that have one. */
  html: text('html'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    stylingReference: text('styling_reference').notNull(),
    sourceUrl: text('source_url'),
    cssContent: text('css_content'),
    fontFamily: text('font_family').notNull(),
    primaryColor: text('primary_color').notNull(),
    accentColor: text('accent_color').notNull(),
    borderRadius: text('border_radius').notNull(),
    boxShadow: text('box_shadow').notNull(),
    isDarkMode: boolean('is_dark_mode').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  // The dashboard's order, last updated first (ties by id), read from the index without a sort.
  (t) => [index('projects_updated_id_idx').on(t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

export const snippets = pgTable(
  'snippets',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    code: text('code').notNull(),
    status: text('status').notNull().default('working_on'),
    /** The unguessable part of the share link while the snippet is shared; null when it is not (decision 0028). */
    shareToken: text('share_token'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  // A project's snippets, last updated first: the dashboard counts them and takes the first from the
  // index alone, without reading or sorting the rows.
  (t) => [
    index('snippets_project_updated_idx').on(t.projectId, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

export const snippetVersions = pgTable(
  'snippet_versions',
  {
    id: serial('id').primaryKey(),
    snippetId: integer('snippet_id')
      .notNull()
      .references(() => snippets.id, { onDelete: 'cascade' }),
    versionNumber: integer('version_number').notNull(),
    code: text('code').notNull(),
    message: text('message').notNull(),
    provider: text('provider'),
    model: text('model'),
    inputTokens: integer('input_tokens'),
    outputTokens: integer('output_tokens'),
    durationMs: integer('duration_ms'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('snippet_versions_number_key').on(t.snippetId, t.versionNumber)],
);

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    snippetId: integer('snippet_id')
      .notNull()
      .references(() => snippets.id, { onDelete: 'cascade' }),
    authorName: text('author_name').notNull(),
    content: text('content').notNull(),
    approved: boolean('approved').notNull().default(false),
    resolved: boolean('resolved').notNull().default(false),
    pinSelector: text('pin_selector'),
    pinViewport: text('pin_viewport'),
    pinDescription: text('pin_description'),
    pinVersion: integer('pin_version'),
    /** The short reason a dismissal gave the client; null: dismissed without one (or not dismissed). */
    resolvedReason: text('resolved_reason'),
    /** When a staff e-mail batch took this comment; null: no batch has yet. */
    mailedAt: ts('mailed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // a snippet's comments newest first, a page at a time (keyset on created_at, id); and how many it has
    index('comments_snippet_created_idx').on(t.snippetId, t.createdAt, t.id),
    // how many of a snippet's comments are pending (neither approved nor resolved), for its card
    index('comments_snippet_pending_idx')
      .on(t.snippetId)
      .where(sql`${t.approved} = false and ${t.resolved} = false`),
    // the comments no e-mail batch has taken yet
    index('comments_unmailed_idx')
      .on(t.snippetId)
      .where(sql`${t.mailedAt} is null`),
  ],
);

/** Answers under a comment: staff replies (labelled as chosen when written) and the client's answers. */
export const commentReplies = pgTable(
  'comment_replies',
  {
    id: serial('id').primaryKey(),
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    /** 'staff' or 'client'. */
    authorKind: text('author_kind', { enum: ['staff', 'client'] }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The name shown: the company label or the staff member's name, or the client's name. */
    authorName: text('author_name').notNull(),
    content: text('content').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('comment_replies_comment_idx').on(t.commentId, t.id)],
);

/** How each member of staff hears about feedback, and how their replies are labelled. */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** instant (batched e-mails, the default), daily (one digest a day at digestHour) or off. */
  mode: text('mode', { enum: ['instant', 'daily', 'off'] })
    .notNull()
    .default('instant'),
  digestHour: integer('digest_hour').notNull().default(9),
  /** The IANA time zone digestHour is read in. */
  timeZone: text('time_zone').notNull().default('UTC'),
  /** Replies are signed with the company label or the staff member's own name. */
  replyAs: text('reply_as', { enum: ['company', 'name'] })
    .notNull()
    .default('company'),
  /** The local day (YYYY-MM-DD) of the last digest claimed, and the moment it covered comments up to. */
  digestDay: text('digest_day'),
  digestThrough: ts('digest_through'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** One row per snippet: when its last staff e-mail batch was claimed (at most one per interval). */
export const snippetMailWindows = pgTable('snippet_mail_windows', {
  snippetId: integer('snippet_id')
    .primaryKey()
    .references(() => snippets.id, { onDelete: 'cascade' }),
  claimedAt: ts('claimed_at').notNull(),
});

export const commentImages = pgTable('comment_images', {
  /** Random public id: the image URL cannot be guessed from the comment id. */
  id: text('id').primaryKey(),
  commentId: integer('comment_id')
    .notNull()
    .unique()
    .references(() => comments.id, { onDelete: 'cascade' }),
  mimeType: text('mime_type').notNull(),
  data: bytea('data').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    publicId: text('public_id').notNull().unique(),
    fileName: text('file_name').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    fileType: text('file_type').notNull(),
    kind: text('kind').notNull(),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('files_created_idx').on(t.createdAt),
    // Searching names with ILIKE '%…%' uses this trigram index instead of reading every row.
    index('files_name_trgm_idx').using('gin', sql`${t.fileName} gin_trgm_ops`),
  ],
);

export const githubTokens = pgTable('github_tokens', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenSealed: text('token_sealed').notNull(),
  login: text('login').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
