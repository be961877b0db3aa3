import type { Kysely } from 'kysely';
import { site } from '../config/site';
import type { Database } from '../db/schema';
import { commentDigest, DIGEST_MAX_ITEMS } from './messages';
import { queueMail } from './outbox';
import { renderMail } from './render';
import { mailSettingsFromEnv, type MailSettings } from './settings';

export const COMMENT_DIGEST_TEMPLATE = 'comment-digest';

/** The UK calendar day of a moment, as yyyy-mm-dd: one digest per day, whenever the schedule runs. */
const ukDay = (now: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: site.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

export const commentDigestTopic = (now: Date) => `comment-digest:${ukDay(now)}`;

/**
 * Queues the day's digest of comments waiting for moderation, when a comment has arrived since the last
 * digest (so a comment left waiting is not mailed about every day). At most one per UK day: a second
 * run that day is ignored by the outbox. Returns whether one was queued.
 */
export async function queueCommentDigest(db: Kysely<Database>, { now = new Date(), settings = mailSettingsFromEnv() }: { now?: Date; settings?: MailSettings } = {}): Promise<boolean> {
  const last = await db.selectFrom('outbox').select('createdAt').where('template', '=', COMMENT_DIGEST_TEMPLATE).orderBy('createdAt', 'desc').limit(1).executeTakeFirst();
  const waiting = db.selectFrom('comments').innerJoin('blogPosts', 'blogPosts.id', 'comments.blogPostId').where('comments.isApproved', '=', false);
  const { total, fresh } = await waiting
    .select((eb) => [
      eb.fn.countAll<string>().as('total'),
      eb.fn.countAll<string>().filterWhere('comments.createdAt', '>', last?.createdAt ?? new Date(0)).as('fresh'),
    ])
    .executeTakeFirstOrThrow();
  if (Number(fresh) === 0) return false;
  const newest = await waiting
    .select(['comments.authorName', 'comments.content', 'comments.createdAt', 'blogPosts.title as postTitle'])
    .orderBy('comments.createdAt', 'desc')
    .orderBy('comments.id', 'desc')
    .limit(DIGEST_MAX_ITEMS)
    .execute();
  const mail = renderMail(commentDigest(newest, Number(total), { origin: settings.origin }));
  return (await queueMail(db, commentDigestTopic(now), [{ template: COMMENT_DIGEST_TEMPLATE, recipient: settings.notifyTo, ...mail }])) > 0;
}
