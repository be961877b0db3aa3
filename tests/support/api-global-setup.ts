import type { TestProject } from 'vitest/node';
import { startNeonWsProxy } from './neon-ws-proxy';

declare module 'vitest' {
  export interface ProvidedContext {
    neonWsProxy: string | undefined;
  }
}

/** With TEST_DATABASE_URL set, API tests reach PostgreSQL through the Neon driver, via a local proxy. */
export default async function setup(project: TestProject) {
  if (!process.env.TEST_DATABASE_URL) {
    project.provide('neonWsProxy', undefined);
    return;
  }
  const proxy = await startNeonWsProxy();
  project.provide('neonWsProxy', proxy.address);
  return () => proxy.close();
}
