import { type Kysely, sql } from 'kysely';

/**
 * Keyword search of the jobs in PostgreSQL's full-text search with English stemming ('sales' finds 'sale',
 * 'sells' and 'selling' are 'sell'): each job's words as a tsvector the database keeps up to date, the
 * title weighted highest, then the company, place and type, then the description and salary, so ts_rank
 * puts a role named for the words first. Read by src/jobs/search-query.ts (the /jobs search, the job alerts
 * and a closed job's similar roles) through the GIN index. Not in the Kysely schema: no query returns it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table jobs add column search_vector tsvector generated always as (
      setweight(to_tsvector('english', title), 'A') ||
      setweight(to_tsvector('english', company || ' ' || location || ' ' || type), 'B') ||
      setweight(to_tsvector('english', description || ' ' || coalesce(salary, '')), 'C')
    ) stored`.execute(db);
  await sql`create index jobs_search_idx on jobs using gin (search_vector)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index jobs_search_idx`.execute(db);
  await sql`alter table jobs drop column search_vector`.execute(db);
}
