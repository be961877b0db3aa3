import { mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { sofficeConvert, sofficeConvertsCsv } from '../../src/exports/__tests__/soffice';
import { callApi } from '../support/call-api';
import { useSignedInAdmin } from '../support/admin-session';
import { insertApplication, insertClient, insertIntroduction } from '../support/records';

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

async function opensInLibreOffice(files: Record<string, string>) {
  const probe = sofficeConvertsCsv();
  if (!probe.ok) return probe.reason;
  const dir = mkdtempSync(join(tmpdir(), 'pack-soffice-'));
  try {
    for (const [name, text] of Object.entries(files).filter(([n]) => n.endsWith('.csv'))) {
      writeFileSync(join(dir, name), text);
      const run = sofficeConvert('soffice', dir, join(dir, name), 'xlsx', ['--infilter=CSV:44,34,76,1']);
      expect(run.status, run.stderr).toBe(0);
      expect(existsSync(join(dir, name.replace(/\.csv$/, '.xlsx'))), name).toBe(true);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return undefined;
}

describe('inspection packs (regulation 29)', () => {
  it(
    "a client's pack unzips into the files its README lists, each with its rows in UK dates, the agreement copied, and the export audited",
    { timeout: 300_000 },
    async (context) => {
      const at = new Date('2026-11-02T15:30:00Z');
      const clientId = await insertClient(db(), at);
      const personId = await insertApplication(db(), 'packed', at);
      await insertIntroduction(db(), personId, clientId, at, 'placed');

      const { res, files, listed } = await download(`/api/admin/clients/${clientId}/records`);
      expect(res.headers.get('content-disposition')).toMatch(/records-client-\d+-\d{4}-\d{2}-\d{2}\.zip/);
      expect(listed).toEqual([
        'client.csv',
        'contacts.csv',
        'briefs.csv',
        'agreement-acceptances.csv',
        'introductions.csv',
        'engagements.csv',
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
      expect(rowsOf(files['engagements.csv']!)[1]).toEqual([
        expect.any(String),
        String(personId),
        'packed Test',
        'Graduate Sales Executive',
        'Acme',
        '2 Nov 2026, 15:30',
      ]);
      expect(files['agreement-v1.md']).toContain('Client Services Agreement');

      const audit = await db().selectFrom('adminAudit').select(['action', 'detail']).where('action', '=', 'records-exported').execute();
      expect(audit.map((a) => (typeof a.detail === 'string' ? JSON.parse(a.detail) : a.detail))).toContainEqual({ clientId, files: 8 });

      const skipped = await opensInLibreOffice(files);
      if (skipped) context.skip(skipped);
    },
  );

  it(
    "a person's pack lists their details, applications and introductions; empty files keep their header",
    { timeout: 300_000 },
    async (context) => {
      const personId = await insertApplication(db(), 'worker', new Date('2026-06-30T23:30:00Z'));
      await insertIntroduction(db(), personId, null, new Date('2026-07-01T09:00:00Z'));
      const { files, listed } = await download(`/api/admin/people/${personId}/records`);
      expect(listed).toEqual([
        'person.csv',
        'applications.csv',
        'registrations.csv',
        'employers-to-avoid.csv',
        'consents.csv',
        'introductions.csv',
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

      const skipped = await opensInLibreOffice(files);
      if (skipped) context.skip(skipped);
    },
  );

  it('answers 404 for no such client or person, and only to an admin', async () => {
    expect((await admin('GET', '/api/admin/clients/999999/records')).status).toBe(404);
    expect((await admin('GET', '/api/admin/people/999999/records')).status).toBe(404);
    expect((await callApi('/api/admin/clients/1/records')).status).toBe(401);
  });
});
