/**
 * A placement's money, from the figures of the agreement version the client accepted
 * (docs/decisions/placements.md). Pure: the caller gives the days and the figures, and stores the result as
 * the placement's snapshot, so a later version never changes a placement already made.
 */
import type { AgreementFigures } from '../config/agreement';
import type { PlacementFigures } from '../config/placements';
import { addDaysToDay, daysBetween } from '../utils/business-days';
import { percentOf } from '../utils/money';

/** The refund bands, in weeks from the start, with the figure naming each band's refund. */
const REFUND_BANDS = [
  { weeks: 4, figure: 'refundPctWithin4Weeks' },
  { weeks: 8, figure: 'refundPctWithin8Weeks' },
  { weeks: 12, figure: 'refundPctWithin12Weeks' },
] as const satisfies ReadonlyArray<{ weeks: number; figure: keyof AgreementFigures }>;

export interface PlacementTerms {
  agreementVersion: number;
  figures: AgreementFigures;
  startDate: string;
  /** The salary the retained fee was charged on (the brief's); the first-year salary when not given. */
  anticipatedSalaryPence?: number;
  firstYearSalaryPence: number;
}

export type { PlacementFigures };

export function placementFigures(terms: PlacementTerms): PlacementFigures {
  const { figures, startDate, firstYearSalaryPence } = terms;
  const anticipatedSalaryPence = terms.anticipatedSalaryPence ?? firstYearSalaryPence;
  const retainedFeePence = percentOf(anticipatedSalaryPence, figures.retainedFeePct);
  const contingencyFeePence = percentOf(firstYearSalaryPence, figures.contingencyFeePct);
  // The credit cannot make the balance negative: a retained fee larger than the contingency fee is not paid back.
  const netBalancePence = Math.max(0, contingencyFeePence - retainedFeePence);
  return {
    agreementVersion: terms.agreementVersion,
    figures,
    startDate,
    anticipatedSalaryPence,
    firstYearSalaryPence,
    retainedFeePence,
    contingencyFeePence,
    netBalancePence,
    netBalanceDue: addDaysToDay(startDate, figures.contingencyDueDays),
    rebates: REFUND_BANDS.map(({ weeks, figure }) => ({
      weeks,
      pct: figures[figure],
      lastDay: addDaysToDay(startDate, weeks * 7 - 1),
      refundPence: percentOf(netBalancePence, figures[figure]),
    })),
  };
}

export interface Refund {
  /** Whole weeks worked: 6 for a departure in the seventh week. */
  weeks: number;
  pct: number;
  refundPence: number;
}

/**
 * The refund for a departure on `leftOn`: "within 4 weeks" is the first 28 days counting the start day
 * (leaving on day 28 after the start is the fifth week). Of the net balance only: the retained fee is never
 * refunded. `leftOn` before the start is the caller's to refuse.
 */
export function refundFor(placement: Pick<PlacementFigures, 'startDate' | 'rebates'>, leftOn: string): Refund {
  const days = daysBetween(placement.startDate, leftOn);
  const band = placement.rebates.find((r) => leftOn <= r.lastDay);
  return { weeks: Math.floor(days / 7), pct: band?.pct ?? 0, refundPence: band?.refundPence ?? 0 };
}

/**
 * Late interest on the unpaid net balance at the end of `asOf` (a UK day): simple interest at the monthly
 * figure, a month being 30 days, for each day after the due date. Nothing while not overdue or once paid.
 */
export function lateInterestPence(
  placement: Pick<PlacementFigures, 'netBalanceDue' | 'netBalancePence' | 'figures'>,
  asOf: string,
): number {
  const daysLate = daysBetween(placement.netBalanceDue, asOf);
  if (daysLate <= 0) return 0;
  return Math.round((placement.netBalancePence * placement.figures.lateInterestPctPerMonth * daysLate) / (100 * 30));
}
