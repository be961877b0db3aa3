/**
 * Runs the data-protection retention (src/retention/run.ts), the code of the daily scheduled function.
 * Usage: npm run retention -- --dry-run   (prints what it would remove, removes nothing)
 *        npm run retention               (removes it and prints what it removed)
 * Runs through with-database.ts, so it works on DATABASE_URL and on the embedded database.
 */
import { parseArgs } from 'node:util';
import { connect, connectOptionsFromEnv } from '../src/db/connect';
import { schemaProblem } from '../src/db/migrate';
import { describeReport, runRetention } from '../src/retention/run';

const { values } = parseArgs({ options: { 'dry-run': { type: 'boolean', default: false } } });

const options = connectOptionsFromEnv();
if (!options) {
  console.error('No database: run this through `npm run retention`, which provides one.');
  process.exit(2);
}
// A person at a terminal may wait: no time limit on this side, no time budget (the database's own 10 s
// per statement still applies; each batch is far below it).
const db = connect({ ...options, maxConnections: 1, queryTimeoutMs: 0 });
try {
  const problem = await schemaProblem(db);
  if (problem) {
    console.error(`${problem} Nothing was removed.`);
    process.exitCode = 2;
  } else {
    console.log(describeReport(await runRetention(db, { dryRun: values['dry-run'], budgetMs: Number.POSITIVE_INFINITY })));
  }
} finally {
  await db.destroy();
}
