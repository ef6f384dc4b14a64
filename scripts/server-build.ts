import path from 'node:path';
import { build } from 'vite';
import { root, subBuild } from './sub-build.ts';

/**
 * The server compiled to JavaScript (dist/server/serve.js, and progress.js for the start's own
 * progress lines), so `npm start` runs it without compiling TypeScript at start-up. Packages stay
 * imports of node_modules; the sources' own modules, including shared/ and the workspace packages
 * of packages/ (which are TypeScript), are bundled. `vite build`
 * builds it after the app.
 */
export const SERVER_DIR = path.join(root, 'dist', 'server');

export async function buildServer(): Promise<void> {
  await build({
    ...subBuild,
    ssr: { external: true, noExternal: [/^@atelier\//] },
    build: {
      ssr: true,
      outDir: SERVER_DIR,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      sourcemap: false,
      rollupOptions: {
        input: {
          serve: path.join(root, 'server', 'serve.ts'),
          progress: path.join(root, 'server', 'lib', 'progress.ts'),
        },
        output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
      },
    },
  });
}
