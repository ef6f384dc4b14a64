import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The app's root directory (the one holding its package.json), found by walking up from this
 * module: the same answer whether the server runs from its TypeScript sources or from the
 * JavaScript compiled into dist/server.
 */
function findRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file) && (JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string }).name === 'atelier')
      return dir;
    if (path.dirname(dir) === dir) throw new Error(`The app's package.json was not found above ${start}`);
  }
}

export const rootDir = findRoot(path.dirname(fileURLToPath(import.meta.url)));
