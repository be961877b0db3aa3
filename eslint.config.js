// @ts-check
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/*
 * The layers of src/, each folder importing only from those below it (docs/decisions/records/2026-12-07-layers.md):
 * a wrong-way import fails the lint. Written by folder, so a new domain folder falls under the domain rule.
 */
const UP_TO_DEPTH = 6;
const SOURCES = '*.{ts,tsx,mts,mjs,js,astro}';
/** What a folder may import (values, and types unless `types` widens it), in the layers below the domains. */
const LOWER_LAYERS = [
  { folders: ['errors', 'data', 'files'], may: [], why: 'a leaf imports no other folder of src/' },
  { folders: ['config'], may: ['errors'], why: 'config/ imports only errors/' },
  { folders: ['utils'], may: ['config', 'errors'], why: 'utils/ imports only config/ and errors/' },
  {
    folders: ['texts', 'db'],
    may: ['config', 'utils', 'errors'],
    types: true,
    why: 'texts/ and db/ import only config/, utils/ and errors/ (and types)',
  },
  {
    folders: ['schemas'],
    may: ['config', 'utils', 'errors', 'texts'],
    types: true,
    why: 'schemas/ imports only config/, utils/, errors/ and the words of texts/ (and types)',
  },
  {
    folders: ['lib', 'islands'],
    may: ['config', 'utils', 'errors', 'texts', 'schemas', 'data', 'lib'],
    types: true,
    why: 'browser code takes only types from server modules: move a shared rule down to schemas/ or config/',
  },
  {
    folders: ['admin'],
    // pages/: the admin pages' shell lays them out in the site's layout (pages/_components/SiteLayout.astro).
    may: ['config', 'utils', 'errors', 'texts', 'schemas', 'data', 'lib', 'islands', 'components', 'pages'],
    types: true,
    why: 'the dashboard takes only types from server modules: move a shared rule down to schemas/ or config/',
  },
];
/** The HTTP and page layers: no domain folder imports them. */
const TOP_LAYERS = ['api', 'functions', 'pages', 'components', 'admin', 'lib', 'islands', 'build', 'styles'];

/** The import of a folder of src/ other than `allowed`, from a file `depth` folders below src/. */
const otherFolder = (depth, allowed) => `^(?:\\.\\./){${depth}}${allowed.length ? `(?!(?:${allowed.join('|')})/)` : ''}[^./][^/]*/`;

function layerRules() {
  const blocks = [];
  for (let depth = 1; depth <= UP_TO_DEPTH; depth++) {
    const inFolder = (folder) => `src/${folder}/${'*/'.repeat(depth - 1)}${SOURCES}`;
    for (const { folders, may, types = false, why } of LOWER_LAYERS) {
      blocks.push({
        files: folders.map(inFolder),
        ignores: ['**/__tests__/**'],
        rules: {
          'no-restricted-imports': [
            'error',
            { patterns: [{ regex: otherFolder(depth, [...folders, ...may]), allowTypeImports: types, message: why }] },
          ],
        },
      });
    }
    const named = [...LOWER_LAYERS.flatMap((layer) => layer.folders), ...TOP_LAYERS];
    blocks.push({
      files: [inFolder('*')],
      ignores: ['**/__tests__/**', ...named.map(inFolder)],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: `^(?:\\.\\./){${depth}}(?:${TOP_LAYERS.join('|')})/`,
                message: 'a domain module never imports the HTTP or page layers: they import it',
              },
            ],
          },
        ],
      },
    });
  }
  return blocks;
}

export default tseslint.config(
  { ignores: ['dist/', 'build/', '.netlify/', '.astro/', '.data/', 'coverage/', 'test-results/', 'node_modules/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  { languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  {
    rules: {
      // `_` names a value kept only to leave it out of a rest (`{ a: _, ...rest }`).
      '@typescript-eslint/no-unused-vars': ['error', { varsIgnorePattern: '^_', argsIgnorePattern: '^_' }],
      // A storage or parse failure in a page script has nothing to do but carry on.
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    // The classic rules of hooks; the React Compiler's rules (refs, effects) would flag react-hook-form's
    // `register` in render, which is how that library is used.
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  { files: ['**/*.tsx'], plugins: { 'jsx-a11y': jsxA11y }, rules: jsxA11y.flatConfigs.recommended.rules },
  {
    // Kysely's migrations work on a database of no fixed schema: `Kysely<any>`, as its docs write them.
    files: ['src/db/migrate.ts', 'src/db/migrations/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  ...layerRules(),
);
