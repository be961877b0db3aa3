import { describe, expect, it } from 'vitest';
import { site } from '../../config/site';
import { JOB_ADVERT_TEXT } from '../../texts/job-adverts';
import { advertProblems, advertStatements, REMOTE_TYPE_WORKPLACE, workplaceOf, type AdvertFields } from '../job-advert';
import { sampleJob } from '../../jobs/__tests__/sample-job';

const complete: AdvertFields = {
  type: 'Full-time',
  isActive: true,
  salary: '£26,000',
  engagement: 'permanent',
  authorityNote: 'Instructed by email',
  minimumRequirements: 'A Psychology degree',
};

describe('advertProblems (regulation 27)', () => {
  it('passes an active job that says what the law asks', () => {
    expect(advertProblems(complete)).toEqual({});
    expect(advertProblems({ ...complete, salary: undefined, minimumRequirements: undefined })).toEqual({});
  });

  it.each<[string, Partial<AdvertFields>, object]>([
    ['no permanent or temporary', { engagement: undefined }, { engagement: JOB_ADVERT_TEXT.engagementMissing }],
    ['pay without minimum requirements', { minimumRequirements: undefined }, { minimumRequirements: JOB_ADVERT_TEXT.minimumMissing }],
    ['pay with blank minimum requirements', { minimumRequirements: '   ' }, { minimumRequirements: JOB_ADVERT_TEXT.minimumMissing }],
    [
      'neither',
      { engagement: null, minimumRequirements: null },
      { engagement: JOB_ADVERT_TEXT.engagementMissing, minimumRequirements: JOB_ADVERT_TEXT.minimumMissing },
    ],
  ])('refuses an active job with %s', (_name, change, problems) => {
    expect(advertProblems({ ...complete, ...change })).toEqual(problems);
  });

  it('refuses an active job with neither a confirmed brief nor a note of the instruction, naming regulation 27(2)', () => {
    for (const authorityNote of [undefined, null, '  '])
      expect(advertProblems({ ...complete, authorityNote })).toEqual({ authorityNote: JOB_ADVERT_TEXT.authorityMissing });
    expect(JOB_ADVERT_TEXT.authorityMissing).toContain('regulation 27(2)');
    expect(advertProblems({ ...complete, authorityNote: undefined, briefId: 4 })).toEqual({});
    expect(advertProblems({ ...complete, authorityNote: undefined, isActive: false })).toEqual({});
  });

  it('lets an inactive draft lack both', () => {
    expect(advertProblems({ type: 'Full-time', isActive: false, salary: '£26,000' })).toEqual({});
  });

  it('refuses the type Remote on-site or hybrid, draft or not', () => {
    for (const isActive of [true, false])
      expect(advertProblems({ ...complete, isActive, type: 'Remote', workplace: 'hybrid' })).toEqual({ workplace: REMOTE_TYPE_WORKPLACE });
    expect(advertProblems({ ...complete, type: 'Remote' })).toEqual({});
  });

  it('takes a workplace left out from the type', () => {
    expect(workplaceOf({ type: 'Remote' })).toBe('remote');
    expect(workplaceOf({ type: 'Contract' })).toBe('on-site');
    expect(workplaceOf({ type: 'Contract', workplace: 'hybrid' })).toBe('hybrid');
  });
});

describe('advertStatements', () => {
  it('names the agency in full, says permanent or temporary, and with pay the location and minimum requirements', () => {
    expect(advertStatements({ ...sampleJob, workplace: 'hybrid' })).toEqual([
      `Advertised by ${site.legalName}.`,
      'This is a permanent position.',
      'Location: Bristol (hybrid).',
      'Minimum experience, training or qualifications: A 2:1 in Psychology',
    ]);
  });

  it.each([
    ['temporary', 'This is a temporary position.'],
    ['fixed-term', 'This is a fixed-term position (temporary work).'],
  ] as const)('says %s work is temporary', (engagement, sentence) => {
    expect(advertStatements({ ...sampleJob, engagement })).toContain(sentence);
  });

  it('without pay, needs no location or minimum requirements line', () => {
    expect(advertStatements({ ...sampleJob, salary: null })).toEqual([`Advertised by ${site.legalName}.`, 'This is a permanent position.']);
  });

  it('for a job saved before the rules, names the agency and claims nothing it was not given', () => {
    expect(advertStatements({ ...sampleJob, engagement: null, minimumRequirements: null })).toEqual([
      `Advertised by ${site.legalName}.`,
      'Location: Bristol (on-site).',
    ]);
  });
});
