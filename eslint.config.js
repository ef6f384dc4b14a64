import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

/** The folders below `dir`: one feature each. */
function featuresIn(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/**
 * The walls of the house plan (docs/decisions: boundaries and shared layers):
 * shared/ imports nothing of ours; client/ and server/ never import each other;
 * a feature imports only its own folder and the shared layers; the shared layers
 * import no feature.
 */
function featureZones(root) {
  return featuresIn(root).map((name) => ({
    target: `./${root}/${name}`,
    from: `./${root}`,
    except: [`./${name}`],
    message: 'A feature imports only its own folder and the shared layers; compose features in a route page.',
  }));
}

/**
 * The shared server layers, lowest first: a layer imports only layers below it and its own rank.
 * Features stand above them all and import any of them.
 */
const SERVER_LAYERS = [
  ['lib'],
  ['db', 'storage'],
  ['ai', 'shopify', 'mail', 'github'],
  ['core'],
  ['plugins'],
  ['features'],
];

function serverLayerZones() {
  return SERVER_LAYERS.slice(0, -1).map((rank, i) => ({
    target: rank.map((dir) => `./server/${dir}`),
    from: SERVER_LAYERS.slice(i + 1)
      .flat()
      .map((dir) => `./server/${dir}`),
    message: `Shared server layers rank ${SERVER_LAYERS.map((r) => r.join('/')).join(' < ')}: ${rank.join('/')} imports none above it.`,
  }));
}

const boundaryZones = [
  {
    target: './shared',
    from: ['./client', './server', './e2e', './bench', './scripts'],
    message: 'shared/ imports nothing of ours but shared/.',
  },
  { target: './client', from: './server', message: 'The client never imports the server.' },
  { target: './server', from: './client', message: 'The server never imports the client.' },
  ...featureZones('client/src/features'),
  ...featureZones('server/features'),
  {
    target: ['./client/src/lib', './client/src/components', './client/preview'],
    from: ['./client/src/features', './client/src/app'],
    message: 'Shared client layers import no feature and no page.',
  },
  ...serverLayerZones(),
  {
    target: './packages',
    from: ['./client', './e2e', './bench', './scripts'],
    message: 'A workspace package imports only shared/, other packages and its own folder.',
  },
  {
    // Its browser tests launch Chromium as every other browser test does.
    target: './packages',
    from: './server',
    except: ['./test/chromium.ts'],
    message: 'A workspace package imports only shared/, other packages and its own folder.',
  },
  {
    target: './packages/web-kit',
    from: './packages/offline-generator',
    message: 'The kit is below the generator: the generator uses the kit, never the other way round.',
  },
];

/** The app reaches the built-in generator through one function; its tests and benchmarks may call the parts. */
const generatorEntryZone = {
  target: './server',
  from: './packages/offline-generator',
  except: ['./src/index.ts'],
  message: 'The app calls the built-in generator through `runOfflineGenerator` (`@atelier/offline-generator`) alone.',
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'server/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Test doubles, factories and fixtures live in server/test/; the app never loads them.
    files: ['server/**/*.ts'],
    ignores: ['server/test/**', 'server/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...boundaryZones, generatorEntryZone] }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/test/*', '**/test/**'],
              message: 'Production code never imports server/test (fakes, factories, fixtures).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
