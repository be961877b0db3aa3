/** The dashboard's list of job alert subscriptions (docs/decisions/job-alerts.md: the consultant can see and remove a subscriber). */
import type { Kysely } from 'kysely';
import type { ListQuery } from '../candidates/manage';
import { containsPattern, paginate, type Page } from '../db/page';
import type { Database } from '../db/schema';
import { describeCriteria } from './criteria';
import type { Subscription } from './subscriptions';

/** A subscription as the admin sees it: its search in words, never its tokens or consent internals. */
export interface SubscriberRow {
  id: number;
  email: string;
  criteria: string;
  frequency: Subscription['frequency'];
  status: Subscription['status'];
  createdAt: Date;
  lastSentAt: Date | null;
}

/**
 * One page of subscriptions, newest sign-up first, narrowed by a search of the address and the keywords.
 * A few thousand rows at most: a plain ILIKE reads them quickly without an index of its own.
 */
export async function listSubscribers(db: Kysely<Database>, { search, ...page }: ListQuery): Promise<Page<SubscriberRow>> {
  let query = db.selectFrom('jobAlertSubscriptions').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc');
  if (search) {
    const pattern = containsPattern(search);
    query = query.where((eb) => eb.or([eb('email', 'ilike', pattern), eb('q', 'ilike', pattern)]));
  }
  const found = await paginate(query, page);
  return {
    ...found,
    items: found.items.map((s) => ({
      id: s.id,
      email: s.email,
      criteria: describeCriteria(s),
      frequency: s.frequency,
      status: s.status,
      createdAt: s.createdAt,
      lastSentAt: s.lastSentAt,
    })),
  };
}
