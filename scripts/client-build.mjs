import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
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

/** 'missing' (never built), 'stale' (older than its sources) or 'fresh'. */
export function clientBuildState() {
  const sources = ['client', 'shared'].map((d) => path.join(root, d));
  const built = [index, ...frameScripts].every((file) => fs.existsSync(file)) ? fs.statSync(index).mtimeMs : 0;
  if (!built) return 'missing';
  const newest = Math.max(...sources.map(newestMtime), fs.statSync(path.join(root, 'vite.config.ts')).mtimeMs);
  return built >= newest ? 'fresh' : 'stale';
}

const compiledServer = path.join(root, 'dist', 'server', 'serve.js');

/**
 * The server compiled by the same `vite build` (scripts/server-build.ts): its entry when it is newer
 * than every server, package and shared source, otherwise null (the sources are then run as they are).
 */
export function compiledServerEntry() {
  if (!fs.existsSync(compiledServer)) return null;
  const built = fs.statSync(compiledServer).mtimeMs;
  const newest = Math.max(...['server', 'packages', 'shared'].map((d) => newestMtime(path.join(root, d))));
  return built >= newest ? compiledServer : null;
}

/** Runs `vite build` (warnings and errors go to the terminal); rejects when it fails. */
export function buildClient() {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
      { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] },
    );
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`The client build failed (vite build: ${signal ?? `exit ${code}`}).`)),
    );
  });
}
