/** Applies pending migrations to DATABASE_URL (with-database.ts gives the embedded database when it is not set). */
import { openScriptDatabase, previewMigrationRefusal } from '../src/db/local';
import { migrateToLatest } from '../src/db/migrate';

// A skip, not a failure: the preview still builds (against the schema its database has).
const refusal = previewMigrationRefusal();
if (refusal) {
  console.log(`[db] ${refusal}`);
  process.exit(0);
}
const db = openScriptDatabase('db:migrate');
try {
  const applied = await migrateToLatest(db);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
} finally {
  await db.destroy();
}
