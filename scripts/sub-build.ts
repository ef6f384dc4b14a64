import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InlineConfig } from 'vite';

/** The project's root folder. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * What every build besides the app's own shares (the preview frame's scripts, the compiled server):
 * no config file or public folder, quiet output, and the `@shared` alias of the sources.
 */
export const subBuild = {
  configFile: false,
  root,
  publicDir: false,
  logLevel: 'warn',
  resolve: { alias: { '@shared': path.join(root, 'shared') } },
} satisfies InlineConfig;
