import fs from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from './client-build.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(title, cmd, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) {
    console.error(`\n✖ ${title} failed (exit ${r.status ?? r.signal}).`);
    process.exit(r.status || 1);
  }
  console.log(`✔ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is missing at ${CHROMIUM}. Install Debian's package once:\n\n  sudo apt-get update && sudo apt-get install -y chromium\n`,
    );
    process.exit(1);
  }
  run('Installing Debian chromium', 'sh', [
    '-c',
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
  ]);
}

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const only = process.argv[2];

ensureChromium();
if (!only || only === 'static') {
  run('Format', bin('prettier'), ['--check', '--log-level', 'warn', '.']);
  run('Lint', bin('eslint'), ['.', '--max-warnings=0']);
  run('Typecheck', bin('tsc'), ['-b']);
}
if (!only || only === 'unit') {
  const { TEST_DATABASE_URL, ...embedded } = process.env;
  run('Unit and server tests (embedded PostgreSQL)', bin('vitest'), ['run'], { ...embedded, TEST_DATABASE_URL: '' });
  if (TEST_DATABASE_URL) {
    run('Server tests on the PostgreSQL server', bin('vitest'), ['run', 'server/features'], { TEST_DATABASE_URL });
  }
}
if (!only || only === 'e2e') {
  run('Build the client', process.execPath, [
    path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'),
    'build',
    '--logLevel',
    'warn',
  ]);
  run('Browser tests', bin('playwright'), ['test']);
}
console.log('\nAll tests passed.');
