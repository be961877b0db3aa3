process.env.TZ ??= 'UTC'; // dates in tests and builds format the same everywhere

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/__tests__/**/*.test.ts', 'scripts/**/__tests__/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/support/api-global-setup.ts'],
          env: { SESSION_SECRET: 'api-tests-session-secret-of-at-least-32-bytes' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
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
          // One browser, one server: files share them, so they run one at a time.
          fileParallelism: false,
        },
      },
    ],
  },
});
