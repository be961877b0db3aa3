import { describe, expect, it } from 'vitest';
import { missingOfferItems, offerTerms, type OfferTerms } from '../regulation-21';

const COMPLETE: OfferTerms = {
  employer: 'Acme Analytics Ltd',
  roleTitle: 'Graduate Sales Executive',
  typeOfWork: 'Selling analytics software to retailers.',
  engagement: 'permanent',
  startDate: '2027-01-04',
  duration: '',
  location: 'Exeter',
  hours: '37.5 hours a week',
  salary: 30000,
  payInterval: 'Monthly',
  benefits: '25 days holiday, pension',
  noticePeriod: 'One month',
  minimumRequirements: 'A psychology degree.',
  healthAndSafetyRisks: 'None known beyond office work.',
};

describe('missingOfferItems', () => {
  it.each<[string, Partial<OfferTerms>, string[]]>([
    ['a complete permanent offer', {}, []],
    ['no hours', { hours: '' }, ['hours']],
    ['hours of spaces only', { hours: '   ' }, ['hours']],
    [
      'no hours, notice or risks',
      { hours: undefined, noticePeriod: undefined, healthAndSafetyRisks: '' },
      ['hours', 'healthAndSafetyRisks', 'noticePeriod'],
    ],
    ['a fixed-term role without its duration', { engagement: 'fixed-term' }, ['duration']],
    ['a fixed-term role with its duration', { engagement: 'fixed-term', duration: '6 months' }, []],
    ['no salary', { salary: undefined }, ['salary']],
    ['a salary of 0 is stated, so not missing', { salary: 0 }, []],
    ['no engagement (so its duration cannot be judged)', { engagement: undefined }, ['engagement']],
  ])('%s', (_name, change, missing) => {
    expect(missingOfferItems({ ...COMPLETE, ...change })).toEqual(missing);
  });

  it('names every item of an empty offer (an advert on an authority note has no brief)', () => {
    expect(missingOfferItems({})).toEqual([
      'employer',
      'roleTitle',
      'typeOfWork',
      'engagement',
      'startDate',
      'hours',
      'location',
      'healthAndSafetyRisks',
      'minimumRequirements',
      'salary',
      'benefits',
      'noticePeriod',
    ]);
  });
});

describe('offerTerms', () => {
  it("lays the offer's values over the brief's, ignoring blanks", () => {
    expect(offerTerms({ hours: '37.5 hours', location: 'Exeter' }, { hours: '35 hours', location: '  ', salary: 31000 })).toEqual({
      hours: '35 hours',
      location: 'Exeter',
      salary: 31000,
    });
  });
});
