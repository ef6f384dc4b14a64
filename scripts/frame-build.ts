import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { root, subBuild } from './sub-build.ts';

/**
 * The scripts of the sandboxed preview frame, built by Vite as classic scripts (IIFE) into
 * dist/frame/: the frame bridge, highlight.js and the checks (client/preview/frame-checks.ts). `vite build` builds them after the app; the
 * server serves the built files (server/features/preview/preview-assets.ts).
 */
export const FRAME_DIR = path.join(root, 'dist', 'frame');
const ENTRIES = {
  bridge: path.join(root, 'client', 'preview', 'frame-bridge.ts'),
  highlight: path.join(root, 'client', 'preview', 'highlight.ts'),
  checks: path.join(root, 'client', 'preview', 'frame-checks.ts'),
};

export async function buildFrameAssets(): Promise<void> {
  for (const [name, entry] of Object.entries(ENTRIES)) {
    await build({
      ...subBuild,
      build: {
        outDir: FRAME_DIR,
        emptyOutDir: false,
        target: 'es2020',
        minify: true,
        sourcemap: false,
        lib: { entry, formats: ['iife'], name: `atelierFrame_${name}`, fileName: () => `${name}.js` },
      },
    });
  }
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds the frame scripts when they are missing or older than their sources. */
export async function ensureFrameAssets(): Promise<void> {
  const built = Object.keys(ENTRIES).map((name) => path.join(FRAME_DIR, `${name}.js`));
  const oldest = Math.min(...built.map((file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0)));
  const sources = [path.join(root, 'client', 'preview'), path.join(root, 'shared')];
  if (oldest >= Math.max(...sources.map(newestMtime))) return;
  await buildFrameAssets();
}

// Vitest's global setup: the preview routes' tests read the built frame scripts.
export default ensureFrameAssets;

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await ensureFrameAssets();
}
