import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';
import { fileURLToPath } from 'node:url';
import { buildFrameAssets } from './scripts/frame-build.ts';
import { buildServer } from './scripts/server-build.ts';
import { bundleReport } from './scripts/bundle-report.ts';
import { publicPages } from './scripts/public-pages.ts';

/** After the app, the preview frame's own scripts (dist/frame) and the compiled server (dist/server). */
const frameAssets = (): Plugin => ({
  name: 'atelier-frame-assets',
  apply: 'build',
  async closeBundle() {
    await buildFrameAssets();
    await buildServer();
  },
});

export default defineConfig({
  root: 'client',
  plugins: [
    react(),
    tailwindcss(),
    // Text assets ship precompressed (brotli and gzip); the server picks the variant the browser accepts.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' }),
    frameAssets(),
    publicPages(),
    bundleReport(),
  ],
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
      '@': fileURLToPath(new URL('./client/src', import.meta.url)),
    },
  },
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
    rollupOptions: {
      // The staff app, and the public snippet pages' own lighter entry.
      input: { index: 'client/index.html', share: 'client/share.html' },
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
