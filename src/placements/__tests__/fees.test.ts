import { describe, expect, it } from 'vitest';
import { AGREEMENT_V1_FIGURES, type AgreementFigures } from '../../config/agreement';
import { lateInterestPence, placementFigures, refundFor } from '../fees';

const v1 = (startDate: string, salary: number, anticipated?: number) =>
  placementFigures({
    agreementVersion: 1,
    figures: AGREEMENT_V1_FIGURES,
    startDate,
    firstYearSalaryPence: salary * 100,
    anticipatedSalaryPence: anticipated === undefined ? undefined : anticipated * 100,
  });

describe('placementFigures', () => {
  it('computes the agreement example exactly: £30,000 from 4 Jan 2027', () => {
    const p = v1('2027-01-04', 30_000);
    expect(p).toMatchObject({
      retainedFeePence: 600_00,
      contingencyFeePence: 4_500_00,
      netBalancePence: 3_900_00,
      netBalanceDue: '2027-02-03',
    });
    expect(p.rebates).toEqual([
      { weeks: 4, pct: 100, lastDay: '2027-01-31', refundPence: 3_900_00 },
      { weeks: 8, pct: 75, lastDay: '2027-02-28', refundPence: 2_925_00 },
      { weeks: 12, pct: 50, lastDay: '2027-03-28', refundPence: 1_950_00 },
    ]);
  });

  it.each([
    ['a higher actual salary than anticipated', 32_000, 30_000, 600_00, 4_800_00, 4_200_00],
    ['a lower actual salary than anticipated', 28_000, 30_000, 600_00, 4_200_00, 3_600_00],
    ['pence rounded to the nearest penny', 27_333, undefined, 546_66, 4_099_95, 3_553_29],
  ])('%s', (_name, salary, anticipated, retained, contingency, net) => {
    expect(v1('2027-01-04', salary, anticipated)).toMatchObject({
      retainedFeePence: retained,
      contingencyFeePence: contingency,
      netBalancePence: net,
    });
  });

  it("uses the version's own figures, and keeps a copy of them", () => {
    const v2: AgreementFigures = { ...AGREEMENT_V1_FIGURES, retainedFeePct: 3, contingencyFeePct: 18, contingencyDueDays: 14 };
    const p = placementFigures({ agreementVersion: 2, figures: v2, startDate: '2027-01-04', firstYearSalaryPence: 30_000_00 });
    expect(p).toMatchObject({ agreementVersion: 2, retainedFeePence: 900_00, contingencyFeePence: 5_400_00, netBalanceDue: '2027-01-18' });
    expect(p.figures).toEqual(v2);
  });
});

describe('refundFor', () => {
  const p = v1('2027-01-04', 30_000);
  it.each([
    ['on the start day', '2027-01-04', 0, 100, 3_900_00],
    ['on the last day of the 4th week', '2027-01-31', 3, 100, 3_900_00],
    ['on the first day of the 5th week', '2027-02-01', 4, 75, 2_925_00],
    ['after 6 weeks (15 Feb 2027): 75%', '2027-02-15', 6, 75, 2_925_00],
    ['on the last day of the 8th week', '2027-02-28', 7, 75, 2_925_00],
    ['in the 9th week', '2027-03-01', 8, 50, 1_950_00],
    ['on the last day of the 12th week', '2027-03-28', 11, 50, 1_950_00],
    ['after 12 weeks: replacement only', '2027-03-29', 12, 0, 0],
  ])('%s', (_name, leftOn, weeks, pct, refund) => {
    expect(refundFor(p, leftOn)).toEqual({ weeks, pct, refundPence: refund });
  });
});

describe('lateInterestPence', () => {
  const p = v1('2027-01-04', 30_000);
  it.each([
    ['before the due date', '2027-02-01', 0],
    ['on the due date', '2027-02-03', 0],
    ['a day late', '2027-02-04', 195],
    ['30 days late: 1.5% of £3,900', '2027-03-05', 58_50],
    ['60 days late', '2027-04-04', 117_00],
  ])('%s', (_name, asOf, pence) => {
    expect(lateInterestPence(p, asOf)).toBe(pence);
  });
});
