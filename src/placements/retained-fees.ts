/**
 * The retained fee of each brief as a fee due (docs/decisions/placements.md): invoiced when the brief is
 * confirmed (the agreement's "payable upon engagement") and due the agreement's `retainedFeeDueDays` after
 * that UK day. Its sum is the retained % of the anticipated first-year salary, known exactly only at the
 * placement: before it, the brief's salary range gives the range of the sum. Briefs confirmed before
 * migration 0047 are not followed (their fees were chased by hand).
 */
import type { Kysely } from 'kysely';
import type { AgreementFigures } from '../config/agreement';
import type { Database } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { PLACEMENT_TEXT } from '../texts/placements';
import { addDaysToDay } from '../utils/business-days';
import { percentOf } from '../utils/money';
import { ukDay } from '../utils/uk-time';
import { refuseFutureDay } from './recorded-day';

/** A brief's retained fee as the API answers it: money in pounds, days as 'YYYY-MM-DD'. */
export interface RetainedFeeView {
  briefId: number;
  clientId: number;
  employerName: string;
  roleTitle: string;
  agreementVersion: number;
  /** The retained %, of the anticipated first-year salary. */
  pct: number;
  /** The sum on the brief's lowest and highest salary (the same when the brief gives one figure). */
  amountMin: number;
  amountMax: number;
  /** The UK day the brief was confirmed (the invoice's day). */
  confirmedOn: string;
  dueOn: string;
  paidOn: string | null;
  /** Unpaid after its due date. */
  overdue: boolean;
}

export const RETAINED_FEE_NOT_FOUND = 'Brief not found';

/** The UK day a brief's retained fee falls due: the agreement's days after the UK day it was confirmed. */
export const retainedFeeDueOn = (confirmedAt: Date, figures: Pick<AgreementFigures, 'retainedFeeDueDays'>) =>
  addDaysToDay(ukDay(confirmedAt), figures.retainedFeeDueDays);

const followedBriefs = (db: Kysely<Database>) =>
  db
    .selectFrom('briefs')
    .innerJoin('clients', 'clients.id', 'briefs.clientId')
    .innerJoin('agreementVersions', 'agreementVersions.version', 'briefs.agreementVersion')
    .select([
      'briefs.id',
      'briefs.clientId',
      'briefs.roleTitle',
      'briefs.salaryMin',
      'briefs.salaryMax',
      'briefs.agreementVersion',
      'briefs.confirmedAt',
      'briefs.retainedPaidOn',
      'clients.company',
      'agreementVersions.figures',
    ])
    .where('briefs.retainedFeeFollowed', '=', true);

type FollowedBrief = Awaited<ReturnType<ReturnType<typeof followedBriefs>['executeTakeFirstOrThrow']>>;

function retainedFeeView(b: FollowedBrief, today: string): RetainedFeeView {
  const dueOn = retainedFeeDueOn(b.confirmedAt, b.figures);
  const pounds = (salary: number) => percentOf(salary * 100, b.figures.retainedFeePct) / 100;
  return {
    briefId: b.id,
    clientId: b.clientId,
    employerName: b.company,
    roleTitle: b.roleTitle,
    agreementVersion: b.agreementVersion,
    pct: b.figures.retainedFeePct,
    amountMin: pounds(b.salaryMin),
    amountMax: pounds(b.salaryMax),
    confirmedOn: ukDay(b.confirmedAt),
    dueOn,
    paidOn: b.retainedPaidOn,
    overdue: !b.retainedPaidOn && today > dueOn,
  };
}

/** Every followed brief's retained fee, the earliest due first. */
export async function listRetainedFees(db: Kysely<Database>, now = new Date()): Promise<RetainedFeeView[]> {
  const rows = await followedBriefs(db).orderBy('briefs.confirmedAt').orderBy('briefs.id').execute();
  return rows.map((b) => retainedFeeView(b, ukDay(now)));
}

/** The brief's retained fee was paid on `paidOn`: no longer due or overdue, and no longer chased. 404 for a brief not followed. */
export async function recordRetainedPayment(
  db: Kysely<Database>,
  briefId: number,
  paidOn: string,
  now = new Date(),
): Promise<RetainedFeeView> {
  refuseFutureDay(paidOn, now, 'paidOn', PLACEMENT_TEXT.paidInFuture);
  const updated = await db
    .updateTable('briefs')
    .set({ retainedPaidOn: paidOn })
    .where('id', '=', briefId)
    .where('retainedFeeFollowed', '=', true)
    .returning('id')
    .executeTakeFirst();
  if (!updated) throw new DomainError('not-found', RETAINED_FEE_NOT_FOUND);
  return retainedFeeView(await followedBriefs(db).where('briefs.id', '=', briefId).executeTakeFirstOrThrow(), ukDay(now));
}
