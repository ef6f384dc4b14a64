import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Offense {
  check: string;
  message: string;
  severity: 'error' | 'warning' | 'info';
  file: string;
  line?: number;
}

export interface ThemeCheckResult {
  errors: Offense[];
  warnings: Offense[];
  ok: boolean;
}

/**
 * Theme Check compares its bundled Liquid docs with Shopify's latest revision
 * on GitHub before every run. Pointing SHOPIFY_TLD_ROOT at a local copy of the
 * bundled data turns that download into a file read, so a check never touches
 * the network and never waits on it.
 */
const TLD_RESOURCES = ['filters', 'objects', 'tags', 'latest', 'shopify_system_translations'];
const TLD_MANIFESTS = ['manifest_theme', 'manifest_theme_app_extension'];

let docsRootReady: Promise<string> | undefined;

function bundledDocsDir(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@shopify/theme-check-docs-updater/package.json')), 'data');
}

async function prepareDocsRoot(): Promise<string> {
  const source = bundledDocsDir();
  const root = await mkdtemp(path.join(tmpdir(), 'atelier-theme-docs-'));
  process.once('exit', () => rmSync(root, { recursive: true, force: true }));
  await mkdir(path.join(root, 'data'));
  await mkdir(path.join(root, 'schemas', 'theme'), { recursive: true });
  await Promise.all([
    ...TLD_RESOURCES.map((name) => cp(path.join(source, `${name}.json`), path.join(root, 'data', `${name}.json`))),
    ...TLD_MANIFESTS.map((name) => cp(path.join(source, `${name}.json`), path.join(root, 'schemas', `${name}.json`))),
    // Manifest entries are "theme/<file>.json"; the package keeps those files flat in data/.
    cp(source, path.join(root, 'schemas', 'theme'), { recursive: true }),
  ]);
  process.env.SHOPIFY_TLD_ROOT = root;
  return root;
}

/** Prepares the offline Liquid docs once per process; later calls reuse them. */
export function ensureOfflineThemeDocs(): Promise<string> {
  docsRootReady ??= prepareDocsRoot().catch((error: unknown) => {
    docsRootReady = undefined;
    throw error;
  });
  return docsRootReady;
}

/** The smallest theme Theme Check accepts without complaining about missing files. */
const THEME_SKELETON: Record<string, string> = {
  'layout/theme.liquid': [
    '<!doctype html>',
    '<html lang="{{ request.locale.iso_code }}">',
    '  <head>',
    '    <title>{{ page_title }}</title>',
    '    {{ content_for_header }}',
    '  </head>',
    '  <body>',
    '    {{ content_for_layout }}',
    '  </body>',
    '</html>',
    '',
  ].join('\n'),
  'locales/en.default.json': '{}\n',
  'config/settings_schema.json': `${JSON.stringify(
    [
      {
        name: 'theme_info',
        theme_name: 'Atelier check',
        theme_version: '1.0.0',
        theme_author: 'Atelier',
        theme_documentation_url: 'https://example.com/docs',
        theme_support_url: 'https://example.com/support',
      },
    ],
    null,
    2,
  )}\n`,
};

const SEVERITIES = ['error', 'warning', 'info'] as const;

function assertThemePath(file: string): void {
  const normalized = path.posix.normalize(file);
  if (normalized !== file || path.posix.isAbsolute(file) || file.startsWith('..') || !/^[\w-]+\/[\w./-]+$/.test(file)) {
    throw new Error(`Invalid theme file path: ${file}`);
  }
}

/**
 * Runs Shopify Theme Check (recommended rules) over the given files, placed in
 * a throw-away theme folder next to a minimal layout, locale and settings file.
 */
export async function runThemeCheck(files: Record<string, string>): Promise<ThemeCheckResult> {
  Object.keys(files).forEach(assertThemePath);
  await ensureOfflineThemeDocs();
  const root = await mkdtemp(path.join(tmpdir(), 'atelier-theme-'));
  try {
    const all = { ...THEME_SKELETON, ...files };
    for (const [file, content] of Object.entries(all)) {
      const target = path.join(root, ...file.split('/'));
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, content, 'utf8');
    }
    // Loaded on first use: importing Theme Check takes over a second, which the server's start need not wait for.
    const { themeCheckRun } = await import('@shopify/theme-check-node');
    const { offenses } = await themeCheckRun(root, undefined, () => undefined);
    const mapped: Offense[] = offenses.map((offense) => ({
      check: offense.check,
      message: offense.message,
      severity: SEVERITIES[offense.severity] ?? 'info',
      file: path.relative(root, fileURLToPath(offense.uri)).split(path.sep).join('/'),
      // Theme Check counts lines from 0; editors and people count from 1.
      line: offense.start.line + 1,
    }));
    mapped.sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));
    const errors = mapped.filter((offense) => offense.severity === 'error');
    const warnings = mapped.filter((offense) => offense.severity === 'warning');
    return { errors, warnings, ok: errors.length === 0 };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
