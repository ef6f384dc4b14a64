import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { loadConfig, type Config } from '../config';
import { openPglite, openPostgres, type Database } from '../db/client';
import { buildApp, type AppDeps } from '../app';
import { createAuthService } from '../features/auth/auth.service';
import { SESSION_COOKIE, shareGrantCookie } from '../plugins/session';
import { sharePath } from '@shared/share-link';
import { insertUser } from './factories';

/**
 * A fresh database for one test file: a copy of the migrated embedded
 * template, or a new database on TEST_DATABASE_URL's server.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `atelier_t_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openPostgres(url.toString());
    return {
      ...database,
      async close() {
        await database.close();
        const a = new pg.Client({ connectionString: serverUrl });
        await a.connect();
        await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await a.end();
      },
    };
  }
  const template = inject('pgliteTemplate');
  return openPglite({ loadDataDir: new Blob([fs.readFileSync(template)]), migrate: false });
}

/** The test configuration; an `env` entry set to undefined (e.g. APP_URL) leaves that variable unset. */
export function testConfig(env: Record<string, string | undefined> = {}): Config {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-test-'));
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_URL: 'http://localhost:3000',
    COMPANY_EMAIL_DOMAIN: 'example.com',
    AI_PROVIDER: 'offline',
    // The feedback e-mail sender runs in the tests that turn it on, not behind every other test's back.
    FEEDBACK_MAIL: 'off',
    ...env,
  });
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Creates a user and returns a cookie header value signed in as them. */
  signIn(email?: string, password?: string): Promise<{ cookie: string; userId: number }>;
  /** A further session cookie for a user signIn made. */
  newSession(userId: number): Promise<string>;
  request(opts: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse>;
  /**
   * Turns sharing on for a snippet (as staff would) and opens its link as a visitor: the link's path,
   * and the grant cookie the visitor then carries, as a request cookie header.
   */
  shareLink(snippetId: number): Promise<{ path: string; token: string; grant: string }>;
  close(): Promise<void>;
}

let userCount = 0;

export async function createTestApp(
  options: { env?: Record<string, string | undefined>; deps?: Partial<AppDeps> } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = testConfig(options.env);
  const app = await buildApp({ config, database, ...options.deps });
  await app.ready();
  const auth = createAuthService({
    db: database.db,
    mailer: { kind: 'outbox', send: async () => {} },
    brandName: config.brandName,
    companyEmailDomain: config.companyEmailDomain,
  });
  let staff: { cookie: string } | undefined;
  const testApp: TestApp = {
    app,
    database,
    config,
    async signIn(email = `staff${++userCount}@example.com`, password = 'secret123') {
      const user = await insertUser(database.db, { email, password });
      const session = await auth.createSession(user.id, false);
      return { cookie: `${SESSION_COOKIE}=${session.token}`, userId: user.id };
    },
    async newSession(userId) {
      const session = await auth.createSession(userId, false);
      return `${SESSION_COOKIE}=${session.token}`;
    },
    request({ cookie, headers, ...opts }) {
      // Addressed like a browser on APP_URL (light-my-request's own default is localhost:80).
      const host = new URL(config.appUrl).host;
      return app.inject({ ...opts, headers: { host, ...(cookie ? { cookie } : {}), ...headers } });
    },
    async shareLink(snippetId) {
      staff ??= await testApp.signIn(`sharer${++userCount}@example.com`);
      const shared = await testApp.request({
        method: 'POST',
        url: `/api/snippets/${snippetId}/share`,
        cookie: staff.cookie,
      });
      if (shared.statusCode !== 200) throw new Error(`Sharing failed: ${shared.statusCode} ${shared.body}`);
      const { shareToken } = shared.json<{ shareToken: string }>();
      const linkPath = sharePath(snippetId, shareToken);
      const opened = await testApp.request({ method: 'GET', url: linkPath });
      const cookie = opened.cookies.find((c) => c.name === shareGrantCookie(snippetId));
      if (!cookie) throw new Error(`Opening ${linkPath} gave no grant (${opened.statusCode})`);
      return { path: linkPath, token: shareToken, grant: `${cookie.name}=${cookie.value}` };
    },
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
  return testApp;
}

/** The session cookie a response set, as a request cookie header. */
export function sessionCookieFrom(res: { cookies: Array<{ name: string; value: string }> }) {
  const c = res.cookies.find((x) => x.name === SESSION_COOKIE);
  return c ? `${SESSION_COOKIE}=${c.value}` : undefined;
}
