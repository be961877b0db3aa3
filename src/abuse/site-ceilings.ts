import { sql, type Kysely } from 'kysely';
import { formatPhone, site } from '../config/site';
import type { Database } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { queueMail } from '../notifications/outbox';
import { renderMail } from '../notifications/render';
import { mailSettingsFromEnv, type MailSettings } from '../notifications/settings';
import { CONSULTANT_TEMPLATES } from '../notifications/templates';
import { insightsCeilingReached, siteCeilingReached } from '../texts/emails';

/** What the whole site takes of one kind of submission in an hour, whoever sends it. */
export interface SiteCeiling {
  /** Counted in `rate_limits` under this bucket, beside the per-client ones. */
  bucket: string;
  /** How much an hour: submissions, or bytes. */
  limit: number;
  /** What was paused, as the consultant's mail names it. */
  paused: string;
  /**
   * What happens past it (the consultant's mail says which): a form is paused, every sender answered 503
   * (withinSiteCeiling's error; the default), or only new insights rows are dropped (src/insights/count-view.ts).
   */
  past?: 'form-paused' | 'new-rows-dropped';
}

const MB = 1024 * 1024;

/**
 * The site's hourly ceilings. The per-client limits (rate-limit.ts) stop one address; these stop many
 * addresses together, which a handful did to store 48 MB of CVs in 3 seconds. A one-consultant agency
 * gets a few applications and enquiries a day and fewer comments; a job advert's busiest hour brings
 * perhaps a dozen. Each ceiling is several times that, so no honest hour meets one, while an hour of abuse
 * stores at most about 100 MB of CVs and 120 MB of staged parts (60 parts of 2 MB, deleted within the
 * hour) before the forms pause and the consultant is told.
 */
export const SITE_CEILINGS = {
  applications: { bucket: 'site:applications', limit: 50, paused: 'applications' },
  /** The CVs' bytes, sent whole or staged: twenty CVs of the largest size, or a hundred typical ones. */
  applicationBytes: { bucket: 'site:application-bytes', limit: 100 * MB, paused: 'applications (their CVs’ total size)' },
  enquiries: { bucket: 'site:enquiries', limit: 50, paused: 'contact enquiries' },
  comments: { bucket: 'site:comments', limit: 50, paused: 'blog comments' },
  /** Each may email a confirmation to any address typed into the form. */
  briefs: { bucket: 'site:briefs', limit: 50, paused: 'vacancy briefs' },
  /** Each may email a confirmation to any address typed into the form, as an enquiry's receipt may. */
  jobAlerts: { bucket: 'site:job-alerts', limit: 50, paused: 'job alert sign-ups' },
  /** "My data" sign-in links: each may email a link to a known address. */
  myDataLinks: { bucket: 'site:my-data-links', limit: 50, paused: '“My data” sign-in links' },
  /** Parts of files too large for one request (a 5 MB CV takes 3): fifteen such CVs. */
  stagedParts: { bucket: 'site:staged-parts', limit: 60, paused: 'large file uploads' },
  /**
   * New rows of the visitor insights (a page, source and device not yet counted that UK day): an honest
   * day brings a few hundred, most of them in its first busy hours. Past it, views of rows already there
   * keep counting and views that would add a row are dropped, so made-up referrers and campaigns cannot
   * flood the table or the Overview (8 addresses added 4,800 rows in 31 s).
   */
  insightKeys: {
    bucket: 'site:insight-keys',
    limit: 500,
    paused: 'new pages and sources in the visitor insights',
    past: 'new-rows-dropped',
  },
} satisfies Record<string, SiteCeiling>;

/** Every ceiling counts one clock hour. */
export const SITE_CEILING_WINDOW_SECONDS = 3600;

/** The one client key under which the whole site's submissions are counted. */
export const SITE_CLIENT_KEY = 'site';

/** The answer (503) once a ceiling is reached: what happened and how to reach the agency meanwhile. */
export const SITE_BUSY_MESSAGE = `We are receiving an unusually large number of submissions, so this form is paused for up to an hour. Please call us on ${formatPhone()} or email ${site.email} and we will help you directly.`;

/** A submission refused because the site reached a ceiling this hour; the API answers 503 with Retry-After. */
export class SiteCeilingReachedError extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super('busy', SITE_BUSY_MESSAGE, { retryAfterSeconds });
  }
}

/** The start of the hour `now` is in. */
export function ceilingWindow(now: Date): Date {
  const windowMs = SITE_CEILING_WINDOW_SECONDS * 1000;
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

async function add(db: Kysely<Database>, ceiling: SiteCeiling, windowStart: Date, amount: number): Promise<number> {
  const { hits } = await db
    .insertInto('rateLimits')
    .values({ bucket: ceiling.bucket, clientKey: SITE_CLIENT_KEY, windowStart, hits: amount })
    .onConflict((oc) => oc.columns(['bucket', 'clientKey', 'windowStart']).doUpdateSet({ hits: sql`rate_limits.hits + ${amount}` }))
    .returning('hits')
    .executeTakeFirstOrThrow();
  return hits;
}

/**
 * Counts `amount` (1 for a submission, its bytes for a CV) against a ceiling and runs the attempt. When it
 * would go over, nothing is counted, the consultant is told (once per ceiling and hour: the outbox keeps one
 * message per topic) and SiteCeilingReachedError is raised. An attempt that throws is given back, as the
 * per-client limits give back refused submissions, so a stream of invalid requests cannot close the forms.
 */
export async function withinSiteCeiling<T>(
  db: Kysely<Database>,
  ceiling: SiteCeiling,
  amount: number,
  attempt: () => Promise<T>,
  now = new Date(),
): Promise<T> {
  const windowStart = ceilingWindow(now);
  const giveBack = () => add(db, ceiling, windowStart, -amount);
  if ((await add(db, ceiling, windowStart, amount)) > ceiling.limit) {
    await giveBack();
    await queueSiteCeilingMail(db, ceiling, windowStart);
    throw new SiteCeilingReachedError(Math.ceil((windowStart.getTime() + SITE_CEILING_WINDOW_SECONDS * 1000 - now.getTime()) / 1000));
  }
  try {
    return await attempt();
  } catch (error) {
    // The attempt's own error is the answer; a database too broken to give the count back keeps it.
    await giveBack().catch(() => undefined);
    throw error;
  }
}

/** One topic per site ceiling and hour, so the consultant hears of each at most once an hour. */
const siteCeilingTopic = (bucket: string, hourStart: Date) => `${bucket}:${hourStart.toISOString()}`;

/** Queues the consultant's notice that a site ceiling was reached this hour, unless one is already queued for it. */
async function queueSiteCeilingMail(
  db: Kysely<Database>,
  ceiling: Pick<SiteCeiling, 'bucket' | 'paused' | 'past'>,
  hourStart: Date,
  settings: MailSettings = mailSettingsFromEnv(),
) {
  const context = { origin: settings.origin };
  return queueMail(db, siteCeilingTopic(ceiling.bucket, hourStart), [
    {
      template: CONSULTANT_TEMPLATES.siteCeiling,
      recipient: settings.notifyTo,
      ...renderMail(
        ceiling.past === 'new-rows-dropped'
          ? insightsCeilingReached(hourStart, context)
          : siteCeilingReached(ceiling.paused, hourStart, context),
      ),
    },
  ]);
}
