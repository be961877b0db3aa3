import { afterAll, vi } from 'vitest';

// The API tests' files share a worker's modules and process (vitest.config.ts, `isolate: false`): each file
// leaves the environment, the clock and any spies as it found them, whatever its tests changed.
const environment = { ...process.env };

afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in environment)) delete process.env[name];
  Object.assign(process.env, environment);
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});
