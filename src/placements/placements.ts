/**
 * Placements (docs/decisions/placements.md): marking an introduction placed stores its start, salaries and
 * the figures computed from the agreement version that governs it (a snapshot: a later version never
 * changes it), and congratulates the candidate, who is never asked to name their employer. A departure
 * within the guarantee's weeks gives its refund of the net balance.
 */
import type { Kysely } from 'kysely';
import type { Database, Placement } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { queueMail } from '../notifications/outbox';
import { renderMail } from '../notifications/render';
import type { PlacementInput } from '../schemas/placements';
import { congratulationMail, PLACEMENT_TEXT } from '../texts/placements';
import { ukDay } from '../utils/uk-time';
import { lateInterestPence, placementFigures, refundFor } from './fees';
import { governingAgreement, introductionFacts, setIntroductionStatus, type IntroductionFacts } from './introduction';
import { refuseFutureDay } from './recorded-day';

export const CONGRATULATION_TEMPLATE = 'placement-congratulation';

const pounds = (pence: number) => pence / 100;

/** A placement as the API answers it: money in pounds (two decimals at most), days as 'YYYY-MM-DD'. */
export interface PlacementView {
  id: number;
  introductionId: number;
  candidateName: string;
  roleTitle: string;
  employerName: string;
  startDate: string;
  firstYearSalary: number;
  anticipatedSalary: number;
  agreementVersion: number;
  retainedFee: number;
  /** The day the brief's retained fee was recorded paid (src/placements/retained-fees.ts); null when not, or without a brief. */
  retainedPaidOn: string | null;
  contingencyFee: number;
  netBalance: number;
  netBalanceDue: string;
  netPaidOn: string | null;
  /** Unpaid after its due date. */
  overdue: boolean;
  lateInterest: number;
  rebates: Array<{ weeks: number; pct: number; lastDay: string; refund: number }>;
  leftOn: string | null;
  refundPct: number | null;
  refund: number | null;
}

interface Names {
  candidateName: string;
  roleTitle: string;
  employerName: string;
  retainedPaidOn: string | null;
}

export function placementView(p: Placement, names: Names, now: Date): PlacementView {
  const f = p.figures;
  const today = ukDay(now);
  const overdue = !p.netPaidOn && today > p.netBalanceDue && f.netBalancePence > 0;
  return {
    id: p.id,
    introductionId: p.introductionId,
    ...names,
    startDate: p.startDate,
    firstYearSalary: p.firstYearSalary,
    anticipatedSalary: p.anticipatedSalary,
    agreementVersion: p.agreementVersion,
    retainedFee: pounds(f.retainedFeePence),
    contingencyFee: pounds(f.contingencyFeePence),
    netBalance: pounds(f.netBalancePence),
    netBalanceDue: p.netBalanceDue,
    netPaidOn: p.netPaidOn,
    overdue,
    lateInterest: pounds(overdue ? lateInterestPence(f, today) : 0),
    rebates: f.rebates.map((r) => ({ weeks: r.weeks, pct: r.pct, lastDay: r.lastDay, refund: pounds(r.refundPence) })),
    leftOn: p.leftOn,
    refundPct: p.refundPct,
    refund: p.refundPence === null ? null : pounds(p.refundPence),
  };
}

/**
 * Marks an introduction placed: 409 when it is already. The figures come from the governing agreement
 * version and are stored with the placement. Returns its view and the congratulation's topic.
 */
export async function createPlacement(
  db: Kysely<Database>,
  input: PlacementInput,
  { now = new Date() }: { now?: Date } = {},
): Promise<{ placement: PlacementView; topic: string }> {
  return db.transaction().execute(async (trx) => {
    const f = await introductionFacts(trx, input.introductionId);
    const known = await trx.selectFrom('placements').select('id').where('introductionId', '=', input.introductionId).executeTakeFirst();
    if (known) throw new DomainError('conflict', PLACEMENT_TEXT.placedAlready);
    const agreement = await governingAgreement(trx, f);
    const anticipatedSalary = input.anticipatedSalary ?? input.firstYearSalary;
    const figures = placementFigures({
      agreementVersion: agreement.version,
      figures: agreement.figures,
      startDate: input.startDate,
      anticipatedSalaryPence: anticipatedSalary * 100,
      firstYearSalaryPence: input.firstYearSalary * 100,
    });
    const placement = await trx
      .insertInto('placements')
      .values({
        introductionId: input.introductionId,
        startDate: input.startDate,
        firstYearSalary: input.firstYearSalary,
        anticipatedSalary,
        agreementVersion: agreement.version,
        figures: JSON.stringify(figures),
        netBalanceDue: figures.netBalanceDue,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await setIntroductionStatus(trx, input.introductionId, 'placed', now);
    const topic = `placement:${placement.id}`;
    const mail = congratulationMail(f.candidate.name, f.introduction.roleTitle, input.startDate);
    await queueMail(trx, topic, [{ template: CONGRATULATION_TEMPLATE, recipient: f.candidate.email, ...renderMail(mail) }], now);
    return { placement: placementView(placement, namesFrom(f), now), topic };
  });
}

const namesFrom = (f: IntroductionFacts): Names => ({
  candidateName: f.candidate.name,
  roleTitle: f.introduction.roleTitle,
  employerName: f.introduction.employerName,
  retainedPaidOn: f.brief?.retainedPaidOn ?? null,
});

async function namesOf(db: Kysely<Database>, introductionId: number): Promise<Names> {
  return namesFrom(await introductionFacts(db, introductionId));
}

async function lockedPlacement(db: Kysely<Database>, id: number): Promise<Placement> {
  const placement = await db.selectFrom('placements').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!placement) throw new DomainError('not-found', 'Placement not found');
  return placement;
}

/** The candidate left on `leftOn`: the refund the guarantee gives (of the net balance; the retained fee never). */
export async function recordDeparture(db: Kysely<Database>, id: number, leftOn: string, now = new Date()): Promise<PlacementView> {
  return db.transaction().execute(async (trx) => {
    const current = await lockedPlacement(trx, id);
    if (current.leftOn) throw new DomainError('conflict', PLACEMENT_TEXT.leftAlready);
    refuseFutureDay(leftOn, now, 'leftOn', PLACEMENT_TEXT.leftInFuture);
    if (leftOn < current.startDate)
      throw new DomainError('invalid', PLACEMENT_TEXT.leftBeforeStart, { errors: { leftOn: [PLACEMENT_TEXT.leftBeforeStart] } });
    const refund = refundFor(current.figures, leftOn);
    const placement = await trx
      .updateTable('placements')
      .set({ leftOn, refundPct: refund.pct, refundPence: refund.refundPence })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return placementView(placement, await namesOf(trx, placement.introductionId), now);
  });
}

/** The net balance was paid on `paidOn`: no longer due or overdue. */
export async function recordPayment(db: Kysely<Database>, id: number, paidOn: string, now = new Date()): Promise<PlacementView> {
  refuseFutureDay(paidOn, now, 'paidOn', PLACEMENT_TEXT.paidInFuture);
  const placement = await db.updateTable('placements').set({ netPaidOn: paidOn }).where('id', '=', id).returningAll().executeTakeFirst();
  if (!placement) throw new DomainError('not-found', 'Placement not found');
  return placementView(placement, await namesOf(db, placement.introductionId), now);
}

/** Every placement, the latest start first, for the Placements tab and the bookkeeper's export. */
export async function listPlacements(db: Kysely<Database>, now = new Date()): Promise<PlacementView[]> {
  const rows = await db
    .selectFrom('placements')
    .innerJoin('introductions', 'introductions.id', 'placements.introductionId')
    .innerJoin('people', 'people.id', 'introductions.personId')
    .leftJoin('jobs', 'jobs.id', 'introductions.jobId')
    .leftJoin('briefs', 'briefs.id', 'jobs.briefId')
    .selectAll('placements')
    .select(['introductions.roleTitle', 'introductions.employerName', 'people.name', 'people.primaryEmail', 'briefs.retainedPaidOn'])
    .orderBy('placements.startDate', 'desc')
    .orderBy('placements.id', 'desc')
    .execute();
  return rows.map(({ roleTitle, employerName, name, primaryEmail, retainedPaidOn, ...p }) =>
    placementView(p, { candidateName: name || primaryEmail, roleTitle, employerName, retainedPaidOn }, now),
  );
}
