/**
 * What an offer must tell the candidate (regulation 21 of the Conduct of Employment Agencies and Employment
 * Businesses Regulations 2003): the employer's identity, the start date and duration, the position, type
 * of work and hours, the location, known health and safety risks, the experience, training and
 * qualifications required, the pay and benefits, and the notice. The terms are the brief's, with the
 * offer's own values taking precedence (docs/decisions/placements.md).
 */
import type { Engagement } from '../config/choices';

/** An offer's terms, named as the brief's fields are. */
export interface OfferTerms {
  employer: string;
  roleTitle: string;
  typeOfWork: string;
  engagement: Engagement;
  startDate: string;
  duration: string;
  location: string;
  hours: string;
  /** Yearly, in whole pounds. */
  salary: number;
  payInterval: string;
  benefits: string;
  noticePeriod: string;
  minimumRequirements: string;
  healthAndSafetyRisks: string;
}

export type OfferTermName = keyof OfferTerms;

/** The items regulation 21 requires, in the order the offer email lists them. Duration only for a role that is not permanent. */
export const REGULATION_21_ITEMS = [
  'employer',
  'roleTitle',
  'typeOfWork',
  'engagement',
  'startDate',
  'duration',
  'hours',
  'location',
  'healthAndSafetyRisks',
  'minimumRequirements',
  'salary',
  'benefits',
  'noticePeriod',
] as const satisfies readonly OfferTermName[];

const given = (value: unknown) => (typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null);

/** The regulation 21 items the terms lack, in order; none when the offer may be sent. */
export function missingOfferItems(terms: Partial<OfferTerms>): OfferTermName[] {
  return REGULATION_21_ITEMS.filter((item) => {
    if (item === 'duration') return given(terms.engagement) && terms.engagement !== 'permanent' && !given(terms.duration);
    return !given(terms[item]);
  });
}

/** The brief's values with the offer's laid over them: a value the offer gives replaces the brief's. */
export function offerTerms(fromBrief: Partial<OfferTerms>, fromOffer: Partial<OfferTerms>): Partial<OfferTerms> {
  const terms: Partial<OfferTerms> = { ...fromBrief };
  for (const [key, value] of Object.entries(fromOffer) as Array<[OfferTermName, unknown]>) {
    if (given(value)) (terms as Record<string, unknown>)[key] = value;
  }
  return terms;
}
