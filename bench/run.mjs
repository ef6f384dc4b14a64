// Runs every benchmark in bench/ one after another (or those named: npm run bench -- editor upload).
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(dir, '..');
// Names first, then options for the benchmarks themselves (npm run bench output -- --set tune).
const firstOption = process.argv.slice(2).findIndex((a) => a.startsWith('-'));
const wanted = firstOption < 0 ? process.argv.slice(2) : process.argv.slice(2, 2 + firstOption);
const options = firstOption < 0 ? [] : process.argv.slice(2 + firstOption);
const benches = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.startsWith(w)));

spawnSync(
  process.execPath,
  [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
let failed = 0;
for (const file of benches) {
  console.log(`\n▶ ${file}`);
  const r = spawnSync(path.join(root, 'node_modules', '.bin', 'tsx'), [path.join('bench', file), ...options], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
