/** Applies pending migrations to DATABASE_URL (with-database.ts gives the embedded database when it is not set). */
import { openScriptDatabase, previewMigrationRefusal } from '../src/db/local';
import { migrateToLatest } from '../src/db/migrate';

const refusal = previewMigrationRefusal();
if (refusal) {
  console.error(`[db] ${refusal}`);
  process.exit(1);
}
const db = openScriptDatabase('db:migrate');
try {
  const applied = await migrateToLatest(db);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
} finally {
  await db.destroy();
}
