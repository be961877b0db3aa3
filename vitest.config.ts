process.env.TZ ??= 'UTC'; // dates in tests and builds format the same everywhere

import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two files per core: the API tests mostly wait on the database, so two workers on 2 cores left half the
    // CPU idle (npm test on PostgreSQL, 2026-12-07, idle machine: two workers 299 s, four 232 s, six 227 s;
    // the API tests on PGlite, which computes rather than waits, 201 s with four as with two).
    maxWorkers: 2 * availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/__tests__/**/*.test.ts', 'scripts/**/__tests__/**/*.test.ts'],
          environment: 'node',
          // One module cache per worker, not per file: these files share no state, and a fresh one for each of
          // 150 files was most of this project's time (2026-12-07, idle machine: unit and component tests
          // 47 s isolated, 17 s not). A test that changes a module (vi.mock) would leak into the next file.
          isolate: false,
          // The unit tests run first, so a broken module is reported in seconds, not after the API tests.
          // (Not group 0: with one worker, Vitest runs that group's files last.)
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          // React components in a simulated DOM with Testing Library: what a form or a table does with a click,
          // a key or an answer of the API, without a build or a browser (docs/development.md, "Test tiers").
          name: 'components',
          include: ['src/**/__tests__/**/*.test.tsx'],
          environment: 'happy-dom',
          isolate: false, // as the unit tests (above); component-setup.ts empties the page after each test
          setupFiles: ['tests/support/component-setup.ts'],
          // A test types a form's worth of keys: room for a machine busy with other work.
          testTimeout: 20_000,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/support/api-global-setup.ts'],
          // One module cache per worker, as the unit tests (above): each file makes its own database and
          // installs it (tests/support/test-database.ts), and api-file-setup.ts restores what a file changed.
          // The PGlite pass loaded its WebAssembly database engine once per file (2026-12-07, idle machine:
          // 184 s isolated, 117 s not; PostgreSQL 138 s and 129 s).
          isolate: false,
          setupFiles: ['tests/support/api-file-setup.ts'],
          env: { SESSION_SECRET: 'api-tests-session-secret-of-at-least-32-bytes' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          sequence: { groupOrder: 2 },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/e2e-global-setup.ts'],
          setupFiles: ['tests/support/e2e-file-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 240_000,
          // One browser, one server: files share them, so they run one at a time. (Two at a time, each with its own
          // preview and database, took as long: the tier is bound by Chromium's CPU, BENCHMARKS.md.)
          fileParallelism: false,
          sequence: { groupOrder: 3 },
        },
      },
    ],
  },
});
