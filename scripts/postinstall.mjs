import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import { buildClient, clientBuildState, root } from './client-build.mjs';

/**
 * After `npm install`: the two slow steps of a first `npm start`, done once here so the first start
 * only copies and opens. Both run at once, each in its own process; each is skipped when already
 * done. A failure never fails the install: `npm start` does the step again and shows the error.
 */
if (process.argv[2] === '--database-image') {
  register();
  const { ensureMigratedImage } = await import('../server/db/image.ts');
  await ensureMigratedImage();
  process.exit(0);
}

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function step(label, upToDate, run) {
  const started = performance.now();
  try {
    if (await upToDate()) return `  ${label}: up to date`;
    await run();
    return `  ${label}: done in ${seconds(started)}`;
  } catch (err) {
    return `  ${label}: failed (${err instanceof Error ? err.message : err}); npm start will try again`;
  }
}

function buildDatabaseImage() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--database-image'], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`building the image failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

console.log('Preparing the first start: building the client and the migrated database image…');
register();
const { imageIsReady } = await import('../server/db/image.ts');
const lines = await Promise.all([
  step('client', () => clientBuildState() === 'fresh', buildClient),
  step('database image', imageIsReady, buildDatabaseImage),
]);
console.log(lines.join('\n'));
