/**
 * The keyword search in the database: PostgreSQL's full-text search over each job's `search_vector`
 * (migration 0030: English stemming, the title weighted highest), with the words of keywords.ts. The one
 * keyword matcher of the site: the /jobs search (through the API), the job alerts and a closed job's
 * similar roles all ask it; the other filters are the facets of filters.ts.
 */
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Database, Job } from '../db/schema';
import { jobFacets } from './search/facets';
import { matchesFilters, notComparable, type JobFilters } from './search/filters';
import { keywordQuery, typedWordsQuery } from './search/keywords';
import { isVisibleJob, JOB_COLUMNS } from './queries';

const tsquery = (text: string) => sql`to_tsquery('english', ${text})`;

/**
 * Whether a job's words match a keywordQuery text, through the index. A search of stop words alone ('the',
 * 'and') has nothing to look for and finds nothing, as a word no job has.
 */
export const keywordMatch = (text: string): Expression<SqlBool> => sql<SqlBool>`search_vector @@ ${tsquery(text)}`;

/** How well a job matches: ts_rank (title words count most, migration 0030), the words as typed counted twice over their synonyms. */
const rank = (q: string) =>
  sql<number>`ts_rank(search_vector, ${tsquery(keywordQuery(q))}) + ts_rank(search_vector, ${tsquery(typedWordsQuery(q))})`;

/** The visible jobs matching some keywords ('' for all), the best match first, then the newest. */
export function visibleByKeywords(db: Kysely<Database>, q: string, now?: Date) {
  const text = keywordQuery(q);
  let query = db
    .selectFrom('jobs')
    .select(JOB_COLUMNS)
    .where((eb) => isVisibleJob(eb, now));
  if (text) query = query.where(keywordMatch(text)).orderBy(rank(q), 'desc');
  return query.orderBy('postedAt', 'desc').orderBy('id', 'desc');
}

/** The ids of the visible jobs matching some keywords, the best match first (the /jobs page shows its cards in this order). */
export async function keywordJobIds(db: Kysely<Database>, q: string): Promise<number[]> {
  const rows = await visibleByKeywords(db, q).clearSelect().select('id').execute();
  return rows.map((row) => row.id);
}

export interface SearchResult {
  /** The jobs matching every filter, the best keyword match first, then the newest. */
  jobs: Job[];
  /** Jobs matching every filter but the minimum salary, whose pay cannot be compared with it (no yearly salary stated). */
  notComparable: number;
}

/** A /jobs search of the visible jobs. */
export async function searchVisibleJobs(db: Kysely<Database>, filters: JobFilters): Promise<SearchResult> {
  const found = (await visibleByKeywords(db, filters.q).execute()).map((job) => ({ job, facets: jobFacets(job) }));
  return {
    jobs: found.filter(({ facets }) => matchesFilters(facets, filters)).map(({ job }) => job),
    notComparable: found.filter(({ facets }) => notComparable(facets, filters)).length,
  };
}

/**
 * Which of some jobs match each of several keyword searches, in one query (an alert run's page of
 * subscribers): for each search, by its index, the ids of the jobs it finds. A search without words finds
 * every job; one of stop words alone none (as keywordMatch).
 */
export async function keywordMatches(db: Kysely<Database>, searches: readonly string[], jobIds: readonly number[]): Promise<Set<number>[]> {
  const texts = searches.map(keywordQuery);
  const found = texts.map((text) => new Set(text ? [] : jobIds));
  const asked = texts.flatMap((text, index) => (text ? [{ text, index }] : []));
  if (!asked.length || !jobIds.length) return found;
  const { rows } = await sql<{ index: number; id: number }>`
    select s.index, j.id
    from unnest(${asked.map((a) => a.text)}::text[], ${asked.map((a) => a.index)}::integer[]) as s (text, index)
    join jobs j on j.id = any(${[...jobIds]}::integer[])
      and j.search_vector @@ to_tsquery('english', s.text)`.execute(db);
  for (const row of rows) found[row.index].add(row.id);
  return found;
}

/**
 * How many words of a title (stemmed, stop words left out) each of some jobs' titles shares: what a closed
 * job's page reads as 'roles like this one' besides the place.
 */
export async function sharedTitleWords(db: Kysely<Database>, title: string, jobIds: readonly number[]): Promise<Map<number, number>> {
  if (!jobIds.length) return new Map();
  const { rows } = await sql<{ id: number; shared: number }>`
    select j.id, (
      select count(*)::integer from unnest(tsvector_to_array(to_tsvector('english', ${title}))) as w (lexeme)
      where to_tsvector('english', j.title) @@ plainto_tsquery('simple', w.lexeme)
    ) as shared
    from jobs j where j.id = any(${[...jobIds]}::integer[])`.execute(db);
  return new Map(rows.map((row) => [row.id, row.shared]));
}
