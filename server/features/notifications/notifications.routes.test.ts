import crypto from 'node:crypto';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { openPostgres, type Database } from '../../db/client';
import { comments, notificationSettings, outboxMessages } from '../../db/schema';
import { createOutboxMailer, createSmtpMailer } from '../../mail/mailer';
import { createEventBus } from '../../core/events';
import { createTestApp, openTestDatabase, testConfig, type TestApp } from '../../test/harness';
import { insertComment, insertProject, insertSnippet, insertUser, projectInput } from '../../test/factories';
import { startSmtpCapture } from '../../test/smtp';
import { sharePath } from '@shared/share-link';
import { createNotificationsService, localDayAndHour } from './notifications.service';

let ip = 0;
const nextIp = () => `10.7.${Math.floor(++ip / 250)}.${ip % 250}`;

async function makeSnippet(db: Database['db'], name = 'Hero') {
  const p = await insertProject(db, projectInput({ name: 'Acme' }));
  return (await insertSnippet(db, { projectId: p.id, name, version: true })).id;
}

const outboxTo = (t: TestApp, to: string) =>
  t.database.db.select().from(outboxMessages).where(eq(outboxMessages.to, to)).orderBy(outboxMessages.id);

describe('notification settings', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { FEEDBACK_MAIL: 'off' } });
    cookie = (await t.signIn()).cookie;
  });
  afterAll(() => t.close());

  it('starts at instant and keeps what the member of staff chooses', async () => {
    const first = await t.request({ method: 'GET', url: '/api/settings/notifications', cookie });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ mode: 'instant', digestHour: 9, timeZone: 'UTC', replyAs: 'company' });
    const chosen = { mode: 'daily', digestHour: 7, timeZone: 'Europe/Berlin', replyAs: 'name' };
    const put = await t.request({ method: 'PUT', url: '/api/settings/notifications', cookie, payload: chosen });
    expect(put.statusCode, put.body).toBe(200);
    const again = await t.request({ method: 'GET', url: '/api/settings/notifications', cookie });
    expect(again.json()).toEqual(chosen);
  });

  it('refuses an unknown mode, hour or time zone with a 400 and keeps the stored settings', async () => {
    const before = (await t.request({ method: 'GET', url: '/api/settings/notifications', cookie })).json();
    for (const bad of [
      { mode: 'hourly', digestHour: 9, timeZone: 'UTC', replyAs: 'company' },
      { mode: 'daily', digestHour: 24, timeZone: 'UTC', replyAs: 'company' },
      { mode: 'daily', digestHour: 9, timeZone: 'Mars/Olympus', replyAs: 'company' },
      { mode: 'daily', digestHour: 9, timeZone: 'UTC\u0000', replyAs: 'company' },
    ]) {
      const res = await t.request({ method: 'PUT', url: '/api/settings/notifications', cookie, payload: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const after = (await t.request({ method: 'GET', url: '/api/settings/notifications', cookie })).json();
    expect(after).toEqual(before);
  });
});

describe('batched feedback e-mails through the development outbox', () => {
  let t: TestApp;
  let instant: string;
  let off: string;
  let png: Buffer;
  beforeAll(async () => {
    t = await createTestApp({
      env: { FEEDBACK_MAIL: 'on', FEEDBACK_MAIL_INTERVAL_MS: '600000', FEEDBACK_MAIL_CHECK_MS: '100' },
    });
    instant = (await insertUser(t.database.db, { email: 'instant@example.com' })).email;
    const offUser = await insertUser(t.database.db, { email: 'off@example.com' });
    off = offUser.email;
    await t.database.db.insert(notificationSettings).values({ userId: offUser.id, mode: 'off' });
    await insertUser(t.database.db, { email: 'unverified@example.com', verified: false });
    png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3b82f6' } })
      .png()
      .toBuffer();
  });
  afterAll(() => t.close());

  /** Clients comment through the snippet's share link: each post carries that link's grant. */
  const grants = new Map<number, string>();
  const post = async (snippetId: number, body: Record<string, unknown>) => {
    if (!grants.has(snippetId)) grants.set(snippetId, (await t.shareLink(snippetId)).grant);
    return t.request({
      method: 'POST',
      url: `/api/snippets/${snippetId}/comments`,
      payload: body,
      cookie: grants.get(snippetId),
      remoteAddress: nextIp(),
    });
  };

  it('sends the first comment at once, then the rest of the window in one e-mail', async () => {
    const snippetId = await makeSnippet(t.database.db, 'Pricing table');
    const first = await post(snippetId, {
      authorName: 'Dana',
      content: 'Can the headline be shorter?',
      referenceImage: `data:image/png;base64,${png.toString('base64')}`,
      pin: { selector: 'h1', viewport: 'desktop', description: 'Heading “Plans for every team”' },
    });
    expect(first.statusCode, first.body).toBe(201);
    await expect.poll(async () => (await outboxTo(t, instant)).length, { timeout: 20_000 }).toBe(1);
    const [mail] = await outboxTo(t, instant);
    expect(mail!.subject).toBe('1 new comment on Acme › Pricing table');
    expect(mail!.text).toContain('Dana (Client):');
    expect(mail!.text).toContain('Can the headline be shorter?');
    expect(mail!.text).toContain('On: Heading “Plans for every team”');
    expect(mail!.link).toBe(`http://localhost:3000/snippets/${snippetId}/edit#comments`);
    expect(mail!.text).toContain('http://localhost:3000/settings/notifications');
    const image = first.json<{ referenceImage: string }>().referenceImage;
    expect(mail!.html).toContain(`<img src="http://localhost:3000${image}"`);
    expect(mail!.html).toContain('href="http://localhost:3000/settings/notifications"');

    // Two more inside the window: no e-mail until it ends, then one with both.
    expect((await post(snippetId, { authorName: 'Dana', content: 'And the button <b>green</b>' })).statusCode).toBe(
      201,
    );
    expect((await post(snippetId, { authorName: 'Lee', content: 'Agreed on both' })).statusCode).toBe(201);
    await expect
      .poll(async () => (await t.database.db.select().from(comments).where(isNull(comments.mailedAt))).length)
      .toBe(2);
    await t.database.db.execute(
      sql`update snippet_mail_windows set claimed_at = claimed_at - interval '11 minutes' where snippet_id = ${snippetId}`,
    );
    await expect.poll(async () => (await outboxTo(t, instant)).length, { timeout: 20_000 }).toBe(2);
    const second = (await outboxTo(t, instant))[1]!;
    expect(second.subject).toBe('2 new comments on Acme › Pricing table');
    expect(second.text).toContain('And the button <b>green</b>');
    expect(second.html).toContain('And the button &lt;b&gt;green&lt;/b&gt;');
    expect(second.html).not.toContain('<b>green');
    expect(second.text).toContain('Lee (Client):');
    expect(second.text).not.toContain('Can the headline be shorter?');

    // Staff who turned e-mails off, and accounts not yet verified, hear nothing.
    expect(await outboxTo(t, off)).toHaveLength(0);
    expect(await outboxTo(t, 'unverified@example.com')).toHaveLength(0);
  });
});

describe('the daily digest', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { FEEDBACK_MAIL: 'off' } });
  });
  afterAll(() => t.close());

  it('goes out once a day at the chosen local hour, and not at all when there is nothing new', async () => {
    const db = t.database.db;
    const user = await insertUser(db, { email: 'digest@example.com' });
    await db
      .insert(notificationSettings)
      .values({ userId: user.id, mode: 'daily', digestHour: 8, timeZone: 'Europe/Berlin' });
    const snippetId = await makeSnippet(db, 'Footer');
    await insertComment(db, snippetId, { authorName: 'Ola', content: 'Footer links too small' });
    await insertComment(db, snippetId, { authorName: 'Ola', content: 'Already handled', approved: true });
    const events = createEventBus(t.database.notifier);
    const service = createNotificationsService({
      db,
      events,
      mailer: createOutboxMailer(db),
      log: t.app.log,
      options: { appUrl: 'http://localhost:3000', brandName: 'Atelier', intervalMs: 600_000, checkMs: 1000 },
    });
    expect(localDayAndHour(new Date('2030-01-10T06:30:00Z'), 'Europe/Berlin')).toEqual({ day: '2030-01-10', hour: 7 });
    expect(await service.sendDigests(new Date('2030-01-10T06:30:00Z'))).toBe(0); // 07:30 in Berlin: not yet
    expect(await service.sendDigests(new Date('2030-01-10T07:30:00Z'))).toBe(1);
    expect(await service.sendDigests(new Date('2030-01-10T09:00:00Z'))).toBe(0); // today's went out
    const [digest, ...more] = await outboxTo(t, 'digest@example.com');
    expect(more).toHaveLength(0);
    expect(digest!.subject).toBe('Feedback digest: 1 new comment on 1 snippet');
    expect(digest!.text).toContain('Footer links too small');
    expect(digest!.text).not.toContain('Already handled');
    expect(digest!.text).toContain('http://localhost:3000/settings/notifications');
    // The next day finds nothing new and sends nothing.
    expect(await service.sendDigests(new Date('2030-01-11T07:30:00Z'))).toBe(0);
    expect(await outboxTo(t, 'digest@example.com')).toHaveLength(1);
    await events.close();
  });
});

/** Two connections to one database, as two app processes have: PostgreSQL when configured, else one embedded. */
async function openTwice(): Promise<{ first: Database; second: Database; close(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const only = await openTestDatabase();
    return { first: only, second: only, close: () => only.close() };
  }
  const name = `atelier_t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const first = await openPostgres(url.toString());
  const second = await openPostgres(url.toString(), { migrate: false });
  return {
    first,
    second,
    async close() {
      await first.close();
      await second.close();
      const a = new pg.Client({ connectionString: serverUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

describe('two app processes on one database, over SMTP', () => {
  it('e-mail each of 100 comments on 10 snippets exactly once per member of staff', async () => {
    const smtp = await startSmtpCapture();
    const dbs = await openTwice();
    const apps: FastifyInstance[] = [];
    try {
      for (const database of [dbs.first, dbs.second]) {
        const config = testConfig({
          FEEDBACK_MAIL: 'on',
          SMTP_URL: smtp.url,
          FEEDBACK_MAIL_INTERVAL_MS: '60000',
          FEEDBACK_MAIL_CHECK_MS: '50',
          // One key, as processes of one deployment share it: a share link's grant holds on both.
          SECRET_KEY: 'a1'.repeat(32),
        });
        const app = await buildApp({ config, database, mailer: createSmtpMailer(smtp.url, config.mailFrom) });
        await app.ready();
        apps.push(app);
      }
      const db = dbs.first.db;
      const staff = ['one@example.com', 'two@example.com'];
      for (const email of staff) await insertUser(db, { email, password: 'secret123' });
      const snippetIds: number[] = [];
      for (let s = 0; s < 10; s++) snippetIds.push(await makeSnippet(db, `Section ${s}`));

      // Staff share each snippet; its client opens the link once and comments through either process.
      const login = await apps[0]!.inject({
        method: 'POST',
        url: '/api/login',
        headers: { host: 'localhost:3000' },
        payload: { email: staff[0], password: 'secret123' },
      });
      expect(login.statusCode, login.body).toBe(200);
      const staffCookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      const grants = new Map<number, string>();
      for (const id of snippetIds) {
        const shared = await apps[0]!.inject({
          method: 'POST',
          url: `/api/snippets/${id}/share`,
          headers: { host: 'localhost:3000', cookie: staffCookie },
        });
        expect(shared.statusCode, shared.body).toBe(200);
        const opened = await apps[1]!.inject({
          method: 'GET',
          url: sharePath(id, shared.json<{ shareToken: string }>().shareToken),
          headers: { host: 'localhost:3000' },
        });
        const grant = opened.cookies.find((c) => c.name === `atelier_share_${id}`);
        expect(grant, `opening the share link of snippet ${id} gave a grant`).toBeDefined();
        grants.set(id, `${grant!.name}=${grant!.value}`);
      }

      const posts = [];
      for (let n = 0; n < 100; n++) {
        const app = apps[n % 2]!;
        posts.push(
          app.inject({
            method: 'POST',
            url: `/api/snippets/${snippetIds[n % 10]}/comments`,
            headers: { host: 'localhost:3000', cookie: grants.get(snippetIds[n % 10]!)! },
            remoteAddress: nextIp(),
            payload: { authorName: `Client ${n}`, content: `Comment number ${n} here` },
          }),
        );
      }
      for (const res of await Promise.all(posts)) expect(res.statusCode, res.body).toBe(201);

      // End every window until no comment waits, as ten minutes passing would.
      await expect
        .poll(
          async () => {
            await db.execute(sql`update snippet_mail_windows set claimed_at = claimed_at - interval '61 seconds'`);
            return (await db.select().from(comments).where(isNull(comments.mailedAt))).length;
          },
          { timeout: 60_000, interval: 100 },
        )
        .toBe(0);
      const batches = await db.execute(sql`select count(distinct (snippet_id, mailed_at))::int as n from comments`);
      const batchCount = (batches as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
      await expect.poll(() => smtp.received.length, { timeout: 30_000 }).toBe(batchCount * staff.length);

      for (const email of staff) {
        const mails = smtp.received.filter((m) => m.to.includes(email));
        for (let n = 0; n < 100; n++) {
          const holding = mails.filter((m) => m.body.includes(`Comment number ${n} here\r\n`));
          expect(holding, `comment ${n} to ${email}`).toHaveLength(1);
        }
        // at least one e-mail per snippet, never two for the same snippet in one window
        for (const id of snippetIds) {
          const forSnippet = mails.filter((m) => m.body.includes(`/snippets/${id}/edit#comments`));
          expect(forSnippet.length).toBeGreaterThanOrEqual(1);
        }
      }
      const perSnippet = await db.execute(
        sql`select snippet_id, count(distinct mailed_at)::int as n from comments group by snippet_id`,
      );
      for (const row of (perSnippet as unknown as { rows: Array<{ n: number }> }).rows) {
        expect(row.n).toBeGreaterThanOrEqual(1);
      }
      expect(
        await db
          .select()
          .from(comments)
          .where(and(eq(comments.approved, false), isNull(comments.mailedAt))),
      ).toHaveLength(0);
    } finally {
      for (const app of apps) await app.close();
      await dbs.close();
      await smtp.close();
    }
  });
});
