import { strFromU8, unzipSync } from 'fflate';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { openCsvsInCalc } from '../../src/exports/__tests__/soffice';
import { callApi } from '../support/call-api';
import { useSignedInAdmin } from '../support/admin-session';
import { insertApplication, insertClient, insertFollowUps, insertIntroduction } from '../support/records';

const { db, admin } = useSignedInAdmin();

const UK_DATE = /^\d{1,2} [A-Z][a-z]{2} \d{4}(, \d{2}:\d{2})?$/;
const ISO_DATE = /\d{4}-\d{2}-\d{2}T/;

/** The pack's files, as text, and the names README.txt lists. */
async function download(path: string) {
  const { res } = await admin('GET', path);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/zip');
  const files = Object.fromEntries(
    Object.entries(unzipSync(new Uint8Array(await res.arrayBuffer()))).map(([name, bytes]) => [name, strFromU8(bytes)]),
  );
  const listed = [...files['README.txt']!.matchAll(/^(\S+\.(?:csv|md))\b/gm)].map((m) => m[1]);
  return { res, files, listed };
}

const rowsOf = (csv: string) => Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;

/** Opens the pack's CSV files in LibreOffice Calc; why it was skipped, when it was. */
function opensInLibreOffice(files: Record<string, string>) {
  const opened = openCsvsInCalc(Object.fromEntries(Object.entries(files).filter(([name]) => name.endsWith('.csv'))));
  return 'skipped' in opened ? opened.skipped : undefined;
}

describe('inspection packs (regulation 29)', () => {
  it(
    "a client's pack unzips into the files its README lists, each with its rows in UK dates, the agreement copied, and the export audited",
    { timeout: 300_000 },
    async (context) => {
      const at = new Date('2026-11-02T15:30:00Z');
      const clientId = await insertClient(db(), at);
      const personId = await insertApplication(db(), 'packed', at);
      const introductionId = await insertIntroduction(db(), personId, clientId, at, 'agreed');
      await db()
        .updateTable('introductions')
        .set({ answeredAt: at, sentAt: new Date('2026-11-03T09:00:00Z'), decidedAt: new Date('2026-11-04T09:00:00Z') })
        .where('id', '=', introductionId)
        .execute();
      // Placed into the job advertising the client's brief, whose retained fee was recorded paid.
      const { id: briefId } = await db().selectFrom('briefs').select('id').where('clientId', '=', clientId).executeTakeFirstOrThrow();
      const job = await db()
        .insertInto('jobs')
        .values({
          title: 'Graduate Sales Executive',
          company: 'Acme',
          location: 'Exeter',
          type: 'Full-time',
          description: 'Sell.',
          requirements: 'A degree.',
          briefId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db().updateTable('introductions').set({ jobId: job.id }).where('id', '=', introductionId).execute();
      await db().updateTable('briefs').set({ retainedPaidOn: '2026-11-20' }).where('id', '=', briefId).execute();
      await insertFollowUps(db(), introductionId);

      const { res, files, listed } = await download(`/api/admin/clients/${clientId}/records`);
      expect(res.headers.get('content-disposition')).toMatch(/records-client-\d+-\d{4}-\d{2}-\d{2}\.zip/);
      expect(listed).toEqual([
        'client.csv',
        'contacts.csv',
        'briefs.csv',
        'agreement-acceptances.csv',
        'introductions.csv',
        'interviews.csv',
        'offers.csv',
        'engagements.csv',
        'fee-requests.csv',
        'agreement-v1.md',
      ]);
      expect(Object.keys(files).sort()).toEqual(['README.txt', ...listed].sort());
      expect(files['README.txt']).toContain('Schedule 5');
      for (const name of listed.filter((n) => n.endsWith('.csv'))) {
        const [header, ...rows] = rowsOf(files[name]!);
        expect(header!.length, name).toBeGreaterThan(1);
        expect(rows.length, `${name} has the client's rows`).toBeGreaterThan(0);
        expect(files[name], name).not.toMatch(ISO_DATE);
      }
      const [, client] = rowsOf(files['client.csv']!);
      expect(client![5]).toBe('2 Nov 2026, 15:30');
      expect(client!.filter((cell) => UK_DATE.test(cell))).toHaveLength(2);
      const [introHeader, intro] = rowsOf(files['introductions.csv']!);
      const cell = (header: string[], row: string[], name: string) => row[header.indexOf(name)];
      expect(cell(introHeader!, intro!, 'Answered (consent) on')).toBe('2 Nov 2026, 15:30');
      expect(cell(introHeader!, intro!, 'Shown to the employer on')).toBe('3 Nov 2026, 09:00');
      expect(cell(introHeader!, intro!, 'Status')).toBe('Placed');
      const [interviewHeader, interview] = rowsOf(files['interviews.csv']!);
      expect(cell(interviewHeader!, interview!, 'Times offered')).toBe('10 Dec 2026, 10:00; 11 Dec 2026, 14:30');
      expect(cell(interviewHeader!, interview!, 'Mode')).toBe('In person');
      // The candidate's adjustments are health information, not a particular of the Schedules.
      expect(files['interviews.csv']).not.toContain('ground-floor');
      const [offerHeader, offer] = rowsOf(files['offers.csv']!);
      expect(cell(offerHeader!, offer!, 'Made by phone')).toBe('Yes');
      expect(cell(offerHeader!, offer!, 'Salary (£ a year)')).toBe('30000');
      expect(cell(offerHeader!, offer!, 'Start date')).toBe('4 Jan 2027');
      const [engagementHeader, engagement] = rowsOf(files['engagements.csv']!);
      expect(cell(engagementHeader!, engagement!, 'Person number')).toBe(String(personId));
      expect(cell(engagementHeader!, engagement!, 'Start date')).toBe('4 Jan 2027');
      expect(cell(engagementHeader!, engagement!, 'First-year salary (£)')).toBe('30000');
      expect(cell(engagementHeader!, engagement!, 'Contingency fee (£)')).toMatch(/^\d+\.\d{2}$/);
      const fees = rowsOf(files['fee-requests.csv']!);
      expect(fees.slice(1).map((row) => row[3])).toEqual([
        expect.stringMatching(/^Retained fee/),
        expect.stringMatching(/^Net balance of the contingency fee/),
      ]);
      expect(fees[1]![6]).toBe('20 Nov 2026');
      expect(fees[2]![5]).toBe(cell(engagementHeader!, engagement!, 'Net balance due'));
      expect(files['README.txt']).toContain('fee-requests.csv (2 rows)');
      expect(files['README.txt']).not.toMatch(/Fee requests and receipts \(Schedule 5, paragraph 11\): invoices/);
      expect(files['agreement-v1.md']).toContain('Client Services Agreement');

      const audit = await db().selectFrom('adminAudit').select(['action', 'detail']).where('action', '=', 'records-exported').execute();
      expect(audit.map((a) => (typeof a.detail === 'string' ? JSON.parse(a.detail) : a.detail))).toContainEqual({ clientId, files: 11 });

      const skipped = opensInLibreOffice(files);
      if (skipped) context.skip(skipped);
    },
  );

  it(
    "a person's pack lists their details, applications and introductions; empty files keep their header",
    { timeout: 300_000 },
    async (context) => {
      const personId = await insertApplication(db(), 'worker', new Date('2026-06-30T23:30:00Z'));
      const introductionId = await insertIntroduction(
        db(),
        personId,
        await insertClient(db(), new Date('2026-06-01T09:00:00Z')),
        new Date('2026-07-01T09:00:00Z'),
        'agreed',
      );
      await insertFollowUps(db(), introductionId);
      const { files, listed } = await download(`/api/admin/people/${personId}/records`);
      expect(listed).toEqual([
        'person.csv',
        'applications.csv',
        'registrations.csv',
        'employers-to-avoid.csv',
        'consents.csv',
        'introductions.csv',
        'interviews.csv',
        'offers.csv',
        'engagements.csv',
      ]);
      expect(files['README.txt']).toContain('Schedule 4');
      expect(files['README.txt']).toContain('registrations.csv (0 rows)');
      expect(rowsOf(files['person.csv']!)[1]).toEqual([
        String(personId),
        'worker Test',
        'worker@example.com',
        'worker@example.com',
        '',
        '',
        expect.stringMatching(UK_DATE),
      ]);
      // 23:30 UTC on 30 June is 1 July in the UK (BST).
      expect(rowsOf(files['applications.csv']!)[1]).toContain('1 Jul 2026, 00:30');
      expect(rowsOf(files['introductions.csv']!)).toHaveLength(2);
      expect(rowsOf(files['registrations.csv']!)).toHaveLength(1);
      for (const name of ['interviews.csv', 'offers.csv', 'engagements.csv']) expect(rowsOf(files[name]!), name).toHaveLength(2);
      // A work-seeker pays no fee: their engagements carry none of the hirer's figures.
      expect(rowsOf(files['engagements.csv']!)[0]).not.toContain('Retained fee (£)');

      const skipped = opensInLibreOffice(files);
      if (skipped) context.skip(skipped);
    },
  );

  it('answers 404 for no such client or person, and only to an admin', async () => {
    expect((await admin('GET', '/api/admin/clients/999999/records')).status).toBe(404);
    expect((await admin('GET', '/api/admin/people/999999/records')).status).toBe(404);
    expect((await callApi('/api/admin/clients/1/records')).status).toBe(401);
  });
});
