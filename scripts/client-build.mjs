import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const index = path.join(root, 'dist', 'client', 'index.html');
// The preview frame's scripts, which the same `vite build` writes (scripts/frame-build.ts).
const frameScripts = ['bridge.js', 'highlight.js'].map((name) => path.join(root, 'dist', 'frame', name));

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds the client when it is missing or older than its sources. */
export function ensureClientBuild() {
  const sources = ['client', 'shared'].map((d) => path.join(root, d));
  const built = [index, ...frameScripts].every((file) => fs.existsSync(file)) ? fs.statSync(index).mtimeMs : 0;
  const newest = Math.max(...sources.map(newestMtime), fs.statSync(path.join(root, 'vite.config.ts')).mtimeMs);
  if (built >= newest) return;
  console.log(built ? 'Client sources changed: rebuilding the client...' : 'Building the client (first start)...');
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) {
    console.error('The client build failed; see the messages above.');
    process.exit(result.status ?? 1);
  }
}
