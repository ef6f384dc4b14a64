import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { frameDocument } from './frame-document';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const require = createRequire(import.meta.url);

export interface Asset {
  body: Buffer;
  /** gzip of the body, for clients that accept it (text assets only). */
  gzip: Buffer | null;
  type: string;
  /** Short content hash: the ?v= of every reference, and the ETag. */
  version: string;
}

function asset(body: Buffer | string, type: string): Asset {
  const buffer = Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8');
  const compressible = !type.startsWith('font/');
  return {
    body: buffer,
    gzip: compressible ? zlib.gzipSync(buffer, { level: 9 }) : null,
    type,
    version: crypto.createHash('sha256').update(buffer).digest('hex').slice(0, 12),
  };
}

const packageFile = (specifier: string) => require.resolve(specifier);
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));

async function bundle(options: { entry?: string; source?: string }): Promise<string> {
  const result = await build({
    ...(options.entry
      ? { entryPoints: [options.entry] }
      : { stdin: { contents: options.source ?? '', resolveDir: rootDir, loader: 'js' } }),
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: ['es2020'],
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

const INTER_FILE = /^inter-[a-z-]+-wght-(?:normal|italic)\.woff2$/;

/**
 * The Inter stylesheet under /fonts, declared both as 'Inter' (the project
 * default font name) and 'Inter Variable' (its package name).
 */
async function interCss(): Promise<string> {
  const dir = packageDir('@fontsource-variable/inter');
  const [normal, italic] = await Promise.all([
    fs.readFile(path.join(dir, 'wght.css'), 'utf8'),
    fs.readFile(path.join(dir, 'wght-italic.css'), 'utf8'),
  ]);
  const css = `${normal}\n${italic}`.replace(
    /url\(\.\/files\/([^)]+)\)/g,
    (_m, file: string) => `url(/fonts/inter/${file})`,
  );
  return `${css}\n${css.replaceAll("font-family: 'Inter Variable';", "font-family: 'Inter';")}`;
}

export interface PreviewAssets {
  /** A named asset: tailwind, alpine, highlight, highlight-css, bridge, inter-css. */
  get(name: AssetName): Promise<Asset>;
  /** The frame document, which names every other asset with its version. */
  frame(): Promise<Asset>;
  /** One Inter font file by its package file name, or null for any other name. */
  font(file: string): Promise<Asset | null>;
}

export type AssetName = 'tailwind' | 'alpine' | 'highlight' | 'highlight-css' | 'bridge' | 'inter-css';

const loaders: Record<AssetName, () => Promise<Asset>> = {
  tailwind: async () => asset(await fs.readFile(packageFile('@tailwindcss/browser')), 'text/javascript; charset=utf-8'),
  alpine: async () =>
    asset(await fs.readFile(path.join(packageDir('alpinejs'), 'dist', 'cdn.min.js')), 'text/javascript; charset=utf-8'),
  highlight: async () =>
    asset(
      await bundle({ source: "import hljs from 'highlight.js/lib/common'; window.hljs = hljs;" }),
      'text/javascript; charset=utf-8',
    ),
  'highlight-css': async () =>
    asset(
      await fs.readFile(path.join(packageDir('highlight.js'), 'styles', 'github.min.css')),
      'text/css; charset=utf-8',
    ),
  bridge: async () =>
    asset(
      await bundle({ entry: path.join(rootDir, 'client', 'preview', 'frame-bridge.ts') }),
      'text/javascript; charset=utf-8',
    ),
  'inter-css': async () => asset(await interCss(), 'text/css; charset=utf-8'),
};

/** Loads each asset once, on first use, and keeps it in memory. */
export function createPreviewAssets(): PreviewAssets {
  const cache = new Map<string, Promise<Asset>>();
  const once = (key: string, load: () => Promise<Asset>) => {
    let pending = cache.get(key);
    if (!pending) {
      pending = load();
      cache.set(key, pending);
      // A failed load is retried on the next request rather than cached.
      pending.catch(() => cache.delete(key));
    }
    return pending;
  };
  const get = (name: AssetName) => once(name, loaders[name]);
  const url = async (route: string, name: AssetName) => `${route}?v=${(await get(name)).version}`;
  return {
    get,
    frame: () =>
      once('frame', async () => {
        const html = frameDocument({
          tailwind: await url('/vendor/tailwind.js', 'tailwind'),
          alpine: await url('/vendor/alpine.js', 'alpine'),
          highlight: await url('/vendor/highlight.js', 'highlight'),
          highlightCss: await url('/vendor/highlight.css', 'highlight-css'),
          interCss: await url('/fonts/inter.css', 'inter-css'),
          bridge: await url('/frame/bridge.js', 'bridge'),
        });
        return asset(html, 'text/html; charset=utf-8');
      }),
    async font(file) {
      if (!INTER_FILE.test(file)) return null;
      const full = path.join(packageDir('@fontsource-variable/inter'), 'files', file);
      try {
        await fs.access(full);
      } catch {
        return null;
      }
      return once(`font:${file}`, async () => asset(await fs.readFile(full), 'font/woff2'));
    },
  };
}
