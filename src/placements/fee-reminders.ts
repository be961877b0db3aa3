/**
 * The consultant's reminders of the fees (docs/decisions/placements.md): the retained fee, due the
 * agreement's days after the brief's confirmation, and a placement's net balance, due the agreement's days
 * after the start. One reminder FEE_REMINDER_BUSINESS_DAYS business days before the due day (or later, up to
 * that day, for a fee first seen then), one once it is overdue; each recorded by its topic in
 * `fee_reminders` as it is queued, so a run repeated sends nothing twice; a fee whose overdue reminder has
 * gone is no longer read. A fee recorded paid (a brief's retained fee, a placement's net balance), or a net
 * balance of nothing, is not chased.
 */
import { sql, type Kysely } from 'kysely';
import { FEE_REMINDER_BUSINESS_DAYS } from '../config/placements';
import type { Database } from '../db/schema';
import { queueMail } from '../notifications/outbox';
import { renderMail } from '../notifications/render';
import { mailSettingsFromEnv, type MailSettings } from '../notifications/settings';
import { CONSULTANT_TEMPLATES } from '../notifications/templates';
import { feeReminderMail, retainedFeeAmount, type FeeDue } from '../texts/placements';
import { addBusinessDays } from '../utils/business-days';
import { formatPence } from '../utils/money';
import { ukDay } from '../utils/uk-time';
import { retainedFeeDueOn } from './retained-fees';

type Which = 'due' | 'overdue';

/** Which reminder, if any, a fee due on `dueOn` needs on `today`, given the topics already queued. */
export function reminderDue(dueOn: string, today: string, queued: ReadonlySet<Which>): Which | null {
  if (today > dueOn) return queued.has('overdue') ? null : 'overdue';
  if (!queued.has('due') && today >= addBusinessDays(dueOn, -FEE_REMINDER_BUSINESS_DAYS)) return 'due';
  return null;
}

/** Runs the reminders due at `now`; returns the topics queued. */
export async function runFeeReminders(
  db: Kysely<Database>,
  { now = new Date(), settings = mailSettingsFromEnv() }: { now?: Date; settings?: MailSettings } = {},
): Promise<string[]> {
  const today = ukDay(now);
  const topics: string[] = [];
  /** The reminders queued for a fee (its topic without the ending), and the one due today, if any. */
  const due = async (prefix: string, dueOn: string): Promise<Which | null> => {
    const rows = await db
      .selectFrom('feeReminders')
      .select('topic')
      .where('topic', 'in', [`${prefix}:due`, `${prefix}:overdue`])
      .execute();
    return reminderDue(dueOn, today, new Set(rows.map((r) => r.topic.slice(prefix.length + 1) as Which)));
  };
  const queue = async (prefix: string, which: Which, fee: FeeDue) => {
    const topic = `${prefix}:${which}`;
    const queued = await db.transaction().execute(async (trx) => {
      // The topic first: of two runs at once, only the one that records it queues the mail.
      const claimed = await trx
        .insertInto('feeReminders')
        .values({ topic, queuedAt: now })
        .onConflict((oc) => oc.doNothing())
        .returning('topic')
        .executeTakeFirst();
      if (!claimed) return false;
      const template = which === 'overdue' ? CONSULTANT_TEMPLATES.feeOverdue : CONSULTANT_TEMPLATES.feeDue;
      const mail = renderMail(feeReminderMail(fee, which === 'overdue', { origin: settings.origin }));
      await queueMail(trx, topic, [{ template, recipient: settings.notifyTo, ...mail }], now);
      return true;
    });
    if (queued) topics.push(topic);
  };
  const briefs = await db
    .selectFrom('briefs')
    .innerJoin('clients', 'clients.id', 'briefs.clientId')
    .innerJoin('agreementVersions', 'agreementVersions.version', 'briefs.agreementVersion')
    .select(['briefs.id', 'briefs.roleTitle', 'briefs.salaryMin', 'briefs.salaryMax', 'briefs.agreementVersion', 'briefs.confirmedAt'])
    .select(['briefs.retainedFeeFollowed', 'clients.company', 'agreementVersions.figures'])
    .where('briefs.retainedPaidOn', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('feeReminders')
            .select('topic')
            .whereRef('topic', '=', sql`'brief:' || briefs.id || ':retained-fee:overdue'`),
        ),
      ),
    )
    .orderBy('briefs.id')
    .execute();
  for (const b of briefs) {
    const prefix = `brief:${b.id}:retained-fee`;
    const dueOn = retainedFeeDueOn(b.confirmedAt, b.figures);
    const which = await due(prefix, dueOn);
    if (!which) continue;
    await queue(prefix, which, {
      fee: 'retained',
      briefId: b.id,
      dueOn,
      employerName: b.company,
      roleTitle: b.roleTitle,
      amount: retainedFeeAmount(b.figures.retainedFeePct, b.salaryMin, b.salaryMax),
      agreementVersion: b.agreementVersion,
      recordable: b.retainedFeeFollowed,
    });
  }

  const placements = await db
    .selectFrom('placements')
    .innerJoin('introductions', 'introductions.id', 'placements.introductionId')
    .innerJoin('people', 'people.id', 'introductions.personId')
    .select(['placements.id', 'placements.netBalanceDue', 'placements.agreementVersion', 'placements.figures'])
    .select(['introductions.roleTitle', 'introductions.employerName', 'people.name', 'people.primaryEmail'])
    .where('placements.netPaidOn', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('feeReminders')
            .select('topic')
            .whereRef('topic', '=', sql`'placement:' || placements.id || ':net-balance:overdue'`),
        ),
      ),
    )
    .orderBy('placements.id')
    .execute();
  for (const p of placements) {
    if (p.figures.netBalancePence <= 0) continue;
    const prefix = `placement:${p.id}:net-balance`;
    const which = await due(prefix, p.netBalanceDue);
    if (!which) continue;
    await queue(prefix, which, {
      fee: 'netBalance',
      dueOn: p.netBalanceDue,
      employerName: p.employerName,
      roleTitle: p.roleTitle,
      candidateName: p.name || p.primaryEmail,
      amount: formatPence(p.figures.netBalancePence),
      agreementVersion: p.agreementVersion,
    });
  }
  return topics;
}
