import { sql, type Kysely } from 'kysely';
import { site } from '../config/site';
import type { Database } from '../db/schema';
import { commentDigest, DIGEST_MAX_ITEMS, digestQuotes } from '../texts/emails';
import { queueMail } from './outbox';
import { renderMail } from './render';
import { mailSettingsFromEnv, type MailSettings } from './settings';
import { CONSULTANT_TEMPLATES } from './templates';

export const COMMENT_DIGEST_TEMPLATE = CONSULTANT_TEMPLATES.commentDigest;

/** The UK calendar day of a moment, as yyyy-mm-dd: one digest per day, whenever the schedule runs. */
const ukDay = (now: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: site.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

export const commentDigestTopic = (now: Date) => `comment-digest:${ukDay(now)}`;

/** Thrown to undo a digest's reports when the day already has its digest. */
class AlreadyDigestedToday extends Error {}

/**
 * Queues the day's digest of comments waiting for moderation, when one has arrived that no digest has
 * reported yet (so a comment left waiting is not mailed about every day). At most one per UK day: a
 * comment arriving after the day's digest waits for the next day's. The reports and the mail are written
 * together; two runs at once report each comment once. Returns whether a digest was queued.
 */
export async function queueCommentDigest(
  db: Kysely<Database>,
  { now = new Date(), settings = mailSettingsFromEnv() }: { now?: Date; settings?: MailSettings } = {},
): Promise<boolean> {
  try {
    return await db.transaction().execute(async (trx) => {
      const waiting = trx
        .selectFrom('comments')
        .innerJoin('blogPosts', 'blogPosts.id', 'comments.blogPostId')
        .where('comments.isApproved', '=', false);
      // Correlated with the outer comments row, so written as a raw reference.
      const hasReport = trx.selectFrom('commentDigestReports').where('commentDigestReports.commentId', '=', sql.ref<number>('comments.id'));
      // Reports the comments no digest has: one committed after this point is left for the next digest.
      const fresh = await trx
        .insertInto('commentDigestReports')
        .columns(['commentId'])
        .expression(waiting.select('comments.id').where(({ not, exists }) => not(exists(hasReport))))
        .onConflict((oc) => oc.column('commentId').doNothing())
        .returning('commentId')
        .execute();
      if (fresh.length === 0) return false;
      // The mail tells of reported comments only: one committed since the insert above is left, whole,
      // to the next digest (listed now, it would be reported again as new tomorrow).
      const reported = waiting.where(({ exists }) => exists(hasReport));
      const { total } = await reported.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
      const newest = await reported
        .select(['comments.authorName', 'comments.content', 'comments.createdAt', 'blogPosts.title as postTitle'])
        .orderBy('comments.createdAt', 'desc')
        .orderBy('comments.id', 'desc')
        .limit(DIGEST_MAX_ITEMS)
        .execute();
      const mail = renderMail(commentDigest(newest, Number(total), { origin: settings.origin }));
      const queued = await queueMail(trx, commentDigestTopic(now), [
        { template: COMMENT_DIGEST_TEMPLATE, recipient: settings.notifyTo, ...mail },
      ]);
      if (queued === 0) throw new AlreadyDigestedToday();
      return true;
    });
  } catch (error) {
    if (error instanceof AlreadyDigestedToday) return false;
    throw error;
  }
}

/** What tells whether a digest quotes a comment (src/texts/emails.ts, digestQuotes). */
type QuotedComment = { authorName: string; content: string; createdAt: Date };

/** The ids of the comment digests in the outbox that quote any of these comments. */
export async function digestsQuoting(db: Kysely<Database>, comments: readonly QuotedComment[]): Promise<number[]> {
  if (comments.length === 0) return [];
  const digests = await db.selectFrom('outbox').select(['id', 'text']).where('template', '=', COMMENT_DIGEST_TEMPLATE).execute();
  return digests.filter((digest) => comments.some((comment) => digestQuotes(digest.text, comment))).map((digest) => digest.id);
}

/**
 * After digests were deleted: the waiting comments that one never sent (pending or failed) listed lose
 * their report, so the next digest tells of them. A sent digest was read.
 */
async function reportAgainWhatUnsentDigestsListed(
  db: Kysely<Database>,
  deleted: ReadonlyArray<{ status: string; text: string }>,
): Promise<void> {
  const unsent = deleted.filter((digest) => digest.status !== 'sent');
  if (unsent.length === 0) return;
  const reported = await db
    .selectFrom('comments')
    .innerJoin('commentDigestReports', 'commentDigestReports.commentId', 'comments.id')
    .select(['comments.id', 'comments.authorName', 'comments.content', 'comments.createdAt'])
    .where('comments.isApproved', '=', false)
    .execute();
  const listed = reported.filter((comment) => unsent.some((digest) => digestQuotes(digest.text, comment))).map((comment) => comment.id);
  if (listed.length) await db.deleteFrom('commentDigestReports').where('commentId', 'in', listed).execute();
}

/**
 * Deletes the digests quoting any of these comments, which are being deleted (or erased): a digest holds
 * their authors' names and words, and a data-protection request finds it only through comments that
 * still exist. Run in the deletion's transaction. Returns how many digests went.
 */
export async function deleteDigestsQuoting(db: Kysely<Database>, comments: readonly QuotedComment[]): Promise<number> {
  const ids = await digestsQuoting(db, comments);
  if (ids.length === 0) return 0;
  const deleted = await db.deleteFrom('outbox').where('id', 'in', ids).returning(['status', 'text']).execute();
  await reportAgainWhatUnsentDigestsListed(db, deleted);
  return deleted.length;
}
