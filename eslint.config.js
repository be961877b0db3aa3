// @ts-check
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
);
