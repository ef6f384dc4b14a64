import { build, defineConfig, type Alias, type InlineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';
import { fileURLToPath } from 'node:url';
import { buildFrameAssets } from './scripts/frame-build.ts';
import { buildServer } from './scripts/server-build.ts';
import { bundleReport } from './scripts/bundle-report.ts';
import { publicPages } from './scripts/public-pages.ts';
import { documentHead } from './scripts/document-head.ts';

const at = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/**
 * The public snippet pages run on Preact's React compatibility layer: the same components, a tenth of
 * react-dom's weight (decision 0023).
 */
const PREACT: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

/**
 * The client's documents: the staff app (index.html), or the public snippet pages (share.html,
 * preview.html), each set built on its own into dist/client. The staff app's build empties the folder
 * and builds the rest after it: the public pages, the preview frame's scripts (dist/frame) and the
 * compiled server.
 */
const clientConfig = (documents: 'staff' | 'public'): InlineConfig => ({
  configFile: false,
  root: at('./client'),
  plugins: [
    react(),
    tailwindcss(),
    // Text assets ship precompressed (brotli and gzip); the server picks the variant the browser accepts.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' }),
    documentHead(),
    publicPages(),
    bundleReport(),
    ...(documents === 'staff' ? [afterTheApp()] : []),
  ],
  resolve: {
    alias: [
      { find: '@shared', replacement: at('./shared') },
      { find: '@', replacement: at('./client/src') },
      ...(documents === 'public' ? PREACT : []),
    ],
  },
  build: {
    outDir: at('./dist/client'),
    emptyOutDir: documents === 'staff',
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
    // Every browser the app supports preloads modules itself.
    modulePreload: { polyfill: false },
    rollupOptions: {
      input:
        documents === 'staff'
          ? at('./client/index.html')
          : { share: at('./client/share.html'), preview: at('./client/preview.html') },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/dev': 'http://127.0.0.1:3000',
      '/vendor': 'http://127.0.0.1:3000',
      '/fonts': 'http://127.0.0.1:3000',
      '/uploads': 'http://127.0.0.1:3000',
      '/frame': 'http://127.0.0.1:3000',
    },
  },
});

function afterTheApp(): Plugin {
  return {
    name: 'atelier-after-the-app',
    apply: 'build',
    async closeBundle() {
      await build({ ...clientConfig('public'), logLevel: 'warn' });
      await buildFrameAssets();
      await buildServer();
    },
  };
}

// `vite` (development) serves every document from here; the public pages run on React there.
export default defineConfig(clientConfig('staff'));
