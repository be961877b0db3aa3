import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MACHINE_ZONES, onMachineIn } from '../../utils/__tests__/machine-zones';
import { retentionCutoffs } from '../retention';

describe.each(MACHINE_ZONES)('retentionCutoffs on a machine in %s', (zone) => {
  onMachineIn(zone);

  it.each([
    [
      'half past midnight BST on 1 July (23:30 UTC on 30 June) counts from 1 July in the UK',
      '2026-06-30T23:30:00Z',
      {
        applications: '2025-06-30T23:30:00.000Z',
        placedApplications: '2019-06-30T23:30:00.000Z',
        contacts: '2025-06-30T23:30:00.000Z',
        unapprovedComments: '2026-03-31T23:30:00.000Z',
        unconfirmedJobAlerts: '2026-06-23T23:30:00.000Z',
        jobAlerts: '2024-06-30T23:30:00.000Z',
        unconfirmedBriefs: '2026-06-23T23:30:00.000Z',
        clients: '2025-06-30T23:30:00.000Z',
        pageViews: '2024-04-30T23:30:00.000Z',
        counters: '2026-06-29T23:30:00.000Z',
        auditEntries: '2025-06-30T23:30:00.000Z',
        recordFloor: '2025-06-30T23:30:00.000Z',
      },
    ],
    [
      'midday BST back to midday GMT: the UK clock’s time, not UTC’s',
      '2026-06-15T11:00:00Z',
      {
        applications: '2025-06-15T11:00:00.000Z',
        placedApplications: '2019-06-15T11:00:00.000Z',
        contacts: '2025-06-15T11:00:00.000Z',
        unapprovedComments: '2026-03-15T12:00:00.000Z',
        unconfirmedJobAlerts: '2026-06-08T11:00:00.000Z',
        jobAlerts: '2024-06-15T11:00:00.000Z',
        unconfirmedBriefs: '2026-06-08T11:00:00.000Z',
        clients: '2025-06-15T11:00:00.000Z',
        pageViews: '2024-04-15T11:00:00.000Z',
        counters: '2026-06-14T11:00:00.000Z',
        auditEntries: '2025-06-15T11:00:00.000Z',
        recordFloor: '2025-06-15T11:00:00.000Z',
      },
    ],
    [
      'a winter night back to a summer one',
      '2026-11-23T03:00:00Z',
      {
        applications: '2025-11-23T03:00:00.000Z',
        placedApplications: '2019-11-23T03:00:00.000Z',
        contacts: '2025-11-23T03:00:00.000Z',
        unapprovedComments: '2026-08-23T02:00:00.000Z',
        unconfirmedJobAlerts: '2026-11-16T03:00:00.000Z',
        jobAlerts: '2024-11-23T03:00:00.000Z',
        unconfirmedBriefs: '2026-11-16T03:00:00.000Z',
        clients: '2025-11-23T03:00:00.000Z',
        pageViews: '2024-09-23T02:00:00.000Z',
        counters: '2026-11-22T03:00:00.000Z',
        auditEntries: '2025-11-23T03:00:00.000Z',
        recordFloor: '2025-11-23T03:00:00.000Z',
      },
    ],
    [
      'the first of June in the UK back to the first of March, not 28 February',
      '2026-05-31T23:30:00Z',
      {
        applications: '2025-05-31T23:30:00.000Z',
        placedApplications: '2019-05-31T23:30:00.000Z',
        contacts: '2025-05-31T23:30:00.000Z',
        unapprovedComments: '2026-03-01T00:30:00.000Z',
        unconfirmedJobAlerts: '2026-05-24T23:30:00.000Z',
        jobAlerts: '2024-05-31T23:30:00.000Z',
        unconfirmedBriefs: '2026-05-24T23:30:00.000Z',
        clients: '2025-05-31T23:30:00.000Z',
        pageViews: '2024-03-31T23:30:00.000Z',
        counters: '2026-05-30T23:30:00.000Z',
        auditEntries: '2025-05-31T23:30:00.000Z',
        recordFloor: '2025-05-31T23:30:00.000Z',
      },
    ],
    [
      'a leap day back to the last day of February',
      '2028-02-29T12:00:00Z',
      {
        applications: '2027-02-28T12:00:00.000Z',
        placedApplications: '2021-02-28T12:00:00.000Z',
        contacts: '2027-02-28T12:00:00.000Z',
        unapprovedComments: '2027-11-29T12:00:00.000Z',
        unconfirmedJobAlerts: '2028-02-22T12:00:00.000Z',
        jobAlerts: '2026-02-28T12:00:00.000Z',
        unconfirmedBriefs: '2028-02-22T12:00:00.000Z',
        clients: '2027-02-28T12:00:00.000Z',
        pageViews: '2025-12-29T12:00:00.000Z',
        counters: '2028-02-28T12:00:00.000Z',
        auditEntries: '2027-02-28T12:00:00.000Z',
        recordFloor: '2027-02-28T12:00:00.000Z',
      },
    ],
  ])('%s', (_name, now, expected) => {
    const cutoffs = retentionCutoffs(new Date(now));
    expect(Object.fromEntries(Object.entries(cutoffs).map(([kind, date]) => [kind, date.toISOString()]))).toEqual(expected);
    for (const date of Object.values(cutoffs)) expect(date.constructor).toBe(Date);
  });
});

// The retention job's periods are the notice's: it reads them from the same figures (RETENTION).
describe('the privacy notice', () => {
  const notice = () => readFileSync('src/pages/_components/PrivacyNotice.astro', 'utf8').replace(/\s+/g, ' ');

  it('gives the period the retention job keeps enquiries, counted from receipt', () => {
    expect(notice()).toContain('Enquiries:</strong> {RETENTION.contactMonths} months from receipt, after which we delete them.');
    // And a complaint's, as the job keeps it: while open, then from its outcome.
    expect(notice()).toContain(
      'A complaint about how we handle your data is kept while we deal with it, and then for {RETENTION.contactMonths} months from when we told you its outcome.',
    );
  });

  it('gives the periods the retention job keeps job alerts: unconfirmed sign-ups, then from the last confirmed act', () => {
    expect(notice()).toContain('a sign-up you do not confirm is deleted after {RETENTION.unconfirmedJobAlertDays} days.');
    expect(notice()).toContain('or until {RETENTION.jobAlertMonths} months have passed since you last confirmed or changed it');
  });
});
