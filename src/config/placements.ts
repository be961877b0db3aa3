import type { AgreementFigures } from './agreement';

/** The fixed periods of interviews, offers and placements (docs/decisions/placements.md). */

/** At most this many slots are offered for one interview. */
export const MAX_INTERVIEW_SLOTS = 3;
/** How long an interview is in the calendar invitation: the consultant books an hour. */
export const INTERVIEW_MINUTES = 60;
/** The reminder to both sides goes this long before the interview. */
export const INTERVIEW_REMINDER_HOURS = 24;
/** An offer made by phone is confirmed in writing by this business day after it (regulation 21). */
export const OFFER_WRITING_BUSINESS_DAYS = 3;
/** The consultant is reminded of a fee this many business days before it falls due (and once when overdue). */
export const FEE_REMINDER_BUSINESS_DAYS = 3;
/** The Placements tab lists starts, due dates and rebate windows closing within this many days. */
export const PLACEMENTS_HORIZON_DAYS = 30;

/** A refund band of the replacement guarantee, with its dates. */
export interface RebateWindow {
  weeks: number;
  pct: number;
  /** The last day (UK, 'YYYY-MM-DD') a departure earns this refund. */
  lastDay: string;
  /** The refund in that band: a share of the net balance. */
  refundPence: number;
}

/** A placement's money as stored with it (src/placements/fees.ts computes it): never recomputed. */
export interface PlacementFigures {
  agreementVersion: number;
  /** The version's figures as they were: the placement's own copy. */
  figures: AgreementFigures;
  startDate: string;
  anticipatedSalaryPence: number;
  firstYearSalaryPence: number;
  /** Invoiced when the brief was confirmed; never refunded. */
  retainedFeePence: number;
  contingencyFeePence: number;
  /** The contingency fee less the retained fee's credit: what is invoiced at the start. */
  netBalancePence: number;
  netBalanceDue: string;
  rebates: RebateWindow[];
}
