import { strFromU8, unzipSync } from 'fflate';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminExport, NO_CHAT_MESSAGE } from '../../src/api/exports';
import { cellText, EXPORT_DATASETS } from '../../src/exports/datasets';
import type { ExportType } from '../../src/exports/kinds';
import { wordCellText } from '../../src/exports/docx';
import { exportFileName } from '../../src/exports/file-name';
import { neutraliseFormula } from '../../src/exports/formula';
import { useSignedInAdmin } from '../support/admin-session';

const { db, admin } = useSignedInAdmin();

/** Values that break naive CSV writers and spreadsheets. */
const awkward = {
  comma: 'Smith, Jones & Co',
  quotes: 'She said "hello" twice ""',
  newlines: 'Line one\nLine two\r\nLine three',
  accents: 'Zoë Brontë-Ångström, café naïve',
  pound: '£28,000 – £32,000 OTE',
  formula: '=HYPERLINK("http://evil.example","click")',
  plus: '+44 7700 900123',
  minus: '-2+3',
  at: '@SUM(1,2)',
  tab: '\tindented',
};

const exportOf = (type: string, format: string) => admin(adminExport, 'GET', `/api/admin/export/${type}/${format}`, { params: { type, format } });

beforeAll(async () => {
  await db()
    .insertInto('applications')
    .values([
      { firstName: awkward.accents, lastName: awkward.quotes, email: 'zoe@example.com', phone: awkward.plus, degree: 'master', interest: 'b2b', bio: awkward.newlines, cvFileName: 'Zoë CV, final.pdf', consent: true, createdAt: '2026-03-01T09:30:00Z' },
      { firstName: awkward.formula, lastName: awkward.at, email: 'mallory@example.com', phone: awkward.minus, degree: 'other', interest: null, bio: null, cvFileName: null, consent: true },
    ])
    .execute();
  await db()
    .insertInto('contacts')
    .values([
      { name: awkward.comma, email: 'jones@example.com', subject: 'employer', message: `${awkward.pound}\n${awkward.tab}` },
      { name: awkward.tab, email: 'tab@example.com', subject: 'general', message: awkward.quotes },
    ])
    .execute();
  await db()
    .insertInto('blogPosts')
    .values({ title: awkward.accents, slug: 'awkward-post', content: `<p>${awkward.newlines}</p>`, author: awkward.comma, excerpt: awkward.formula, category: 'General', publishedAt: '2026-02-01T10:00:00Z' })
    .execute();
});

describe.each(['blog', 'applications', 'contacts'] as ExportType[])('%s as CSV', (type) => {
  it('is an attachment named by the UK date, with a BOM, a header row and every field of every row as stored', async () => {
    const { res, status } = await exportOf(type, 'csv');
    expect(status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain(`filename="${exportFileName(type, 'csv')}"`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const parsed = Papa.parse<string[]>(new TextDecoder().decode(bytes.slice(3)), { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    const [header, ...records] = parsed.data;
    const dataset = EXPORT_DATASETS[type];
    expect(header).toEqual(dataset.columns.map((c) => c.header));

    const stored = await dataset.page(db(), 0, 1000);
    expect(records).toHaveLength(stored.length);
    expect(records.length).toBeGreaterThan(0);
    records.forEach((record, i) => {
      expect(record).toEqual(dataset.columns.map((c) => neutraliseFormula(cellText(stored[i][c.key]))));
    });
  });
});

describe('formula injection and dates in the CSV', () => {
  it('prefixes cells a spreadsheet would run, keeps the rest exact and writes ISO dates', async () => {
    const { res } = await exportOf('applications', 'csv');
    const [header, ...rows] = Papa.parse<string[]>((await res.text()).replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    const field = (row: string[], name: string) => row[header.indexOf(name)];
    const zoe = rows.find((r) => field(r, 'Email') === 'zoe@example.com')!;
    const mallory = rows.find((r) => field(r, 'Email') === 'mallory@example.com')!;
    expect(field(zoe, 'First name')).toBe(awkward.accents);
    expect(field(zoe, 'Last name')).toBe(awkward.quotes);
    expect(field(zoe, 'About')).toBe(awkward.newlines);
    expect(field(zoe, 'Phone')).toBe(`'${awkward.plus}`);
    expect(field(zoe, 'Received at')).toBe('2026-03-01T09:30:00.000Z');
    expect(field(zoe, 'CV file name')).toBe('Zoë CV, final.pdf');
    expect(field(mallory, 'First name')).toBe(`'${awkward.formula}`);
    expect(field(mallory, 'Last name')).toBe(`'${awkward.at}`);
    expect(field(mallory, 'Phone')).toBe(`'${awkward.minus}`);
    expect(field(mallory, 'Interest')).toBe('');
  });
});

describe.each(['blog', 'applications', 'contacts'] as ExportType[])('%s as a Word document', (type) => {
  it('is a titled .docx with the date, the count and every record', async () => {
    const { res, status } = await exportOf(type, 'docx');
    expect(status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(res.headers.get('content-disposition')).toContain(`filename="${exportFileName(type, 'docx')}"`);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const xml = strFromU8(files['word/document.xml']);
    const text = xml.replace(/<w:br\/>/g, '\n').replace(/<[^>]+>/g, '').replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&apos;/g, "'");
    const dataset = EXPORT_DATASETS[type];
    const stored = await dataset.page(db(), 0, 1000);
    expect(text).toContain(`${dataset.title} export`);
    expect(text).toMatch(new RegExp(`Exported \\w{3} \\d{1,2}, \\d{4} \\d{2}:\\d{2} \\(UK time\\) · ${stored.length} records?`));
    for (const row of stored) {
      expect(text).toContain(dataset.heading(row));
      for (const c of dataset.columns) expect(text).toContain(wordCellText(row[c.key]).replace(/\r\n|\r/g, '\n'));
    }
    if (type === 'applications') {
      expect(text).toContain('Zoë CV, final.pdf');
      // Received at 09:30 UTC in March (GMT); summer times move by the hour (formatDate's own tests).
      expect(text).toContain('Mar 1, 2026 09:30');
    }
  });
});

describe('other exports', () => {
  it('answers chat-logs with 404 saying there is no chat', async () => {
    const { status, body } = await exportOf('chat-logs', 'csv');
    expect(status).toBe(404);
    expect(body.message).toBe(NO_CHAT_MESSAGE);
  });

  it.each([['jobs', 'csv'], ['blog', 'pdf'], ['contacts', 'xlsx']])('refuses %s as %s with 400', async (type, format) => {
    const { status, body } = await exportOf(type, format);
    expect(status).toBe(400);
    expect(body.message).toMatch(/blog, applications, contacts as csv or docx/);
  });

  it('is for admins only', async () => {
    const res = await adminExport(new Request('http://localhost/api/admin/export/contacts/csv'), { params: { type: 'contacts', format: 'csv' } });
    expect(res.status).toBe(401);
  });
});
