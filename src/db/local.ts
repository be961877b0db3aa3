import type { Kysely } from 'kysely';
import { connect, connectOptionsFromEnv } from './connect';
import { readEnv, type EnvSource } from '../config/env';
import type { Database } from './schema';

/** Where the embedded database keeps its files when no DATABASE_URL is set (git-ignored). */
export const EMBEDDED_DATA_DIR = readEnv(['EMBEDDED_DATA_DIR']).EMBEDDED_DATA_DIR || '.data/pglite';

/**
 * Why the embedded database must not stand in here, if it must not: in a Netlify build (Netlify sets
 * NETLIFY=true) it would be a throwaway filled with demo content, and the site would be built and
 * deployed from it while the real database is never migrated.
 */
export function embeddedDatabaseRefusal(env: EnvSource = process.env): string | undefined {
  if (readEnv(['NETLIFY'], env).NETLIFY !== 'true') return undefined;
  return 'DATABASE_URL is not set for this Netlify build, so the site would be built from demo content. Give DATABASE_URL the Builds scope (DEPLOY.md, step 2).';
}

/**
 * Why a build must not migrate, if it must not: a Netlify deploy preview or branch deploy sees the
 * production DATABASE_URL unless the operator scoped another one to its context, and would move
 * production's schema ahead of the deployed code. MIGRATE_THIS_CONTEXT=true, set in that context beside
 * its own database (a Neon branch), allows it.
 */
export function previewMigrationRefusal(env: EnvSource = process.env): string | undefined {
  const { NETLIFY, CONTEXT, MIGRATE_THIS_CONTEXT } = readEnv(['NETLIFY', 'CONTEXT', 'MIGRATE_THIS_CONTEXT'], env);
  if (NETLIFY !== 'true' || !CONTEXT || CONTEXT === 'production' || MIGRATE_THIS_CONTEXT === 'true') return undefined;
  return `Not migrating in a Netlify ${CONTEXT} build: its DATABASE_URL may be production's. Give this context its own database and MIGRATE_THIS_CONTEXT=true (DEPLOY.md, step 2).`;
}

/**
 * The database a command-line script should use: DATABASE_URL, which `scripts/with-database.ts` sets
 * (to the embedded database when none is configured). It does not stop waiting on its side (a person runs
 * it); the database still ends a statement after 10 s (migration 0014), except in migrations.
 */
export function openScriptDatabase(script: string): Kysely<Database> {
  const options = connectOptionsFromEnv();
  if (!options) throw new Error(`No database: run this through \`npm run ${script}\`, which provides one.`);
  return connect({ ...options, queryTimeoutMs: 0 });
}
