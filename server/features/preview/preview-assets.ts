import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { FONT_LIBRARY, libraryFont, type LibraryFont } from '@shared/fonts';
import { rootDir } from '../../lib/paths';
import { frameDocument } from './frame-document';

const require = createRequire(import.meta.url);

export interface Asset {
  body: Buffer;
  /** gzip of the body, for clients that accept it (text assets only). */
  gzip: Buffer | null;
  type: string;
  /** Short content hash: the ?v= of every reference, and the ETag. */
  version: string;
}

export function asset(body: Buffer | string, type: string): Asset {
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

/** A frame script Vite built into dist/frame (scripts/frame-build.ts): the bridge, highlight.js. */
async function frameScript(name: 'bridge' | 'highlight' | 'checks'): Promise<Buffer> {
  const file = path.join(rootDir, 'dist', 'frame', `${name}.js`);
  try {
    return await fs.readFile(file);
  } catch (err) {
    throw new Error(`The preview frame's ${name} script is not built (${file}): run \`npm run build\`.`, {
      cause: err,
    });
  }
}

const FONT_FILE = /^[a-z0-9-]+\.woff2?$/;
const STATIC_WEIGHTS = ['300', '400', '500', '600', '700', '800', '400-italic', '700-italic'];

const fontPackage = (font: LibraryFont) => `@fontsource${font.variable ? '-variable' : ''}/${font.slug}`;

async function readIfPresent(file: string): Promise<string | null> {
  try {
    return await fs.readFile(file, 'utf8');
  } catch {
    return null;
  }
}

/**
 * A served font's stylesheet: its faces with their files under
 * /fonts/<slug>/. Variable packages name the family "<Family> Variable"; the
 * faces are declared under the plain family name too, which projects use.
 */
async function fontCss(font: LibraryFont): Promise<string> {
  const dir = packageDir(fontPackage(font));
  const sheets = font.variable ? ['wght.css', 'wght-italic.css'] : STATIC_WEIGHTS.map((w) => `${w}.css`);
  const parts = (await Promise.all(sheets.map((sheet) => readIfPresent(path.join(dir, sheet))))).filter(
    (css): css is string => css !== null,
  );
  if (parts.length === 0) parts.push((await readIfPresent(path.join(dir, 'index.css'))) ?? '');
  const css = parts
    .join('\n')
    // Only the woff2 files are served: every browser the app supports reads them.
    .replace(/,\s*url\(\.\/files\/[^)]+\.woff\)\s*format\('woff'\)/g, '')
    .replace(/url\(\.\/files\/([^)]+)\)/g, (_m, file: string) => `url(/fonts/${font.slug}/${file})`);
  if (!font.variable) return css;
  return `${css}\n${css.replaceAll(`font-family: '${font.family} Variable';`, `font-family: '${font.family}';`)}`;
}

export interface PreviewAssets {
  /** A named asset: tailwind, alpine, highlight, highlight-css, bridge, axe, checks. */
  get(name: AssetName): Promise<Asset>;
  /** The frame document, which names every other asset with its version. */
  frame(): Promise<Asset>;
  /** The stylesheet of a served font by its slug, or null for a font the app does not serve. */
  fontCss(slug: string): Promise<Asset | null>;
  /** One file of a served font by its package file name, or null for any other name. */
  font(slug: string, file: string): Promise<Asset | null>;
}

export type AssetName = 'tailwind' | 'alpine' | 'highlight' | 'highlight-css' | 'bridge' | 'axe' | 'checks';

const loaders: Record<AssetName, () => Promise<Asset>> = {
  tailwind: async () => asset(await fs.readFile(packageFile('@tailwindcss/browser')), 'text/javascript; charset=utf-8'),
  alpine: async () =>
    asset(await fs.readFile(path.join(packageDir('alpinejs'), 'dist', 'cdn.min.js')), 'text/javascript; charset=utf-8'),
  highlight: async () => asset(await frameScript('highlight'), 'text/javascript; charset=utf-8'),
  'highlight-css': async () =>
    asset(
      await fs.readFile(path.join(packageDir('highlight.js'), 'styles', 'github.min.css')),
      'text/css; charset=utf-8',
    ),
  bridge: async () => asset(await frameScript('bridge'), 'text/javascript; charset=utf-8'),
  axe: async () =>
    asset(await fs.readFile(path.join(packageDir('axe-core'), 'axe.min.js')), 'text/javascript; charset=utf-8'),
  checks: async () => asset(await frameScript('checks'), 'text/javascript; charset=utf-8'),
};

/** Loads each asset once, on first use, and keeps it in memory. */
const INTER = libraryFont('Inter') as LibraryFont;

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
  const fontCssOf = (font: LibraryFont) =>
    once(`font-css:${font.slug}`, async () => asset(await fontCss(font), 'text/css; charset=utf-8'));
  return {
    get,
    frame: () =>
      once('frame', async () => {
        const html = frameDocument({
          tailwind: await url('/vendor/tailwind.js', 'tailwind'),
          alpine: await url('/vendor/alpine.js', 'alpine'),
          highlight: await url('/vendor/highlight.js', 'highlight'),
          highlightCss: await url('/vendor/highlight.css', 'highlight-css'),
          interCss: `/fonts/inter.css?v=${(await fontCssOf(INTER)).version}`,
          bridge: await url('/frame/bridge.js', 'bridge'),
          axe: await url('/vendor/axe.js', 'axe'),
          checks: await url('/frame/checks.js', 'checks'),
        });
        return asset(html, 'text/html; charset=utf-8');
      }),
    async fontCss(slug) {
      const font = FONT_LIBRARY.find((f) => f.slug === slug);
      return font ? fontCssOf(font) : null;
    },
    async font(slug, file) {
      const font = FONT_LIBRARY.find((f) => f.slug === slug);
      if (!font || !FONT_FILE.test(file) || !file.startsWith(`${slug}-`)) return null;
      const full = path.join(packageDir(fontPackage(font)), 'files', file);
      try {
        await fs.access(full);
      } catch {
        return null;
      }
      return once(`font:${slug}:${file}`, async () =>
        asset(await fs.readFile(full), file.endsWith('.woff2') ? 'font/woff2' : 'font/woff'),
      );
    },
  };
}
