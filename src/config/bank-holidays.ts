/**
 * England and Wales bank holidays (the office is in Exeter), as UK days. No maintained holiday library is
 * among the project's packages, so the list is kept here: copied from GOV.UK's published list
 * (gov.uk/bank-holidays), substitute days included. Extend it each year before the last year here runs out;
 * `addBusinessDays` refuses to count past it rather than count a holiday as a working day
 * (docs/decisions/placements.md).
 */
export const ENGLAND_AND_WALES_BANK_HOLIDAYS: readonly string[] = [
  '2025-01-01',
  '2025-04-18',
  '2025-04-21',
  '2025-05-05',
  '2025-05-26',
  '2025-08-25',
  '2025-12-25',
  '2025-12-26',
  '2026-01-01',
  '2026-04-03',
  '2026-04-06',
  '2026-05-04',
  '2026-05-25',
  '2026-08-31',
  '2026-12-25',
  '2026-12-28',
  '2027-01-01',
  '2027-03-26',
  '2027-03-29',
  '2027-05-03',
  '2027-05-31',
  '2027-08-30',
  '2027-12-27',
  '2027-12-28',
  '2028-01-03',
  '2028-04-14',
  '2028-04-17',
  '2028-05-01',
  '2028-05-29',
  '2028-08-28',
  '2028-12-25',
  '2028-12-26',
];

/** The last day the list covers: business days are not counted past it. */
export const BANK_HOLIDAYS_KNOWN_UNTIL = '2028-12-31';
