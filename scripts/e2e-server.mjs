import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';
import { compiledServerEntry } from './client-build.mjs';

// The built app on a fresh embedded database, with the staff account the browser tests sign in with.
const port = process.env.E2E_PORT ?? '3100';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-e2e-'));
Object.assign(process.env, {
  PORT: port,
  DATA_DIR: dataDir,
  APP_URL: `http://localhost:${port}`,
  NODE_ENV: 'development',
  COMPANY_EMAIL_DOMAIN: 'example.com',
  AI_PROVIDER: process.env.E2E_AI_PROVIDER ?? 'offline',
  LOG_LEVEL: 'warn',
  ALLOW_PRIVATE_NETWORK_FETCH: 'true',
  // The browser tests sign in as one staff member many times a minute.
  AUTH_ATTEMPTS_PER_MINUTE: '1000',
  // Paging tests post more comments than a client may in a minute.
  COMMENT_POSTS_PER_MINUTE: '1000',
});
process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
register();
// The staff account, written through the test factories before the server opens the database.
const { STAFF } = await import('../server/test/factories.ts');
const { seedStaff } = await import('../server/test/seed.ts');
await seedStaff(process.env, STAFF);
// A stand-in GitHub REST API for the export tests: one token that can push to two repositories.
if (!process.env.GITHUB_API_URL) {
  const { startFakeGitHub } = await import('../server/test/fakes/fake-github-server.ts');
  const github = await startFakeGitHub({
    tokens: ['ghp_e2e_token'],
    repos: [
      { owner: 'atelier-e2e', name: 'storefront-theme' },
      { owner: 'atelier-e2e', name: 'landing-pages' },
    ],
  });
  process.env.GITHUB_API_URL = github.url;
}
// The server as `npm start` runs it: compiled by the build when that is up to date.
const compiled = compiledServerEntry();
const { startServer } = await import(compiled ? pathToFileURL(compiled).href : '../server/serve.ts');
await startServer();
