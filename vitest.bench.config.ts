import { defineConfig } from 'vitest/config';

/** `npm run bench`: benchmarks only, without the test projects' global setups. */
export default defineConfig({
  test: {
    benchmark: { include: ['bench/**/*.bench.ts'] },
  },
});
