import { strFromU8, unzipSync } from 'fflate';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { NO_CHAT_MESSAGE } from '../../src/api/handlers/exports';
import { EXPORT_TITLES, type ExportType } from '../../src/config/export-kinds';
import { exportFileName } from '../../src/exports/file-name';
import { useSignedInAdmin } from '../support/admin-session';
import { APPLICATION_STATUSES, choiceLabel, DEGREES, ENQUIRY_STATUSES, INTERESTS, SUBJECTS } from '../../src/config/choices';
import { callApi } from '../support/call-api';

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

const exportOf = (type: string, format: string) => admin('GET', `/api/admin/export/${type}/${format}`);

/** The ids the database gave the rows below. */
const ids = { zoe: 0, mallory: 0, jones: 0, tab: 0, post: 0 };

beforeAll(async () => {
  [ids.zoe, ids.mallory] = (
    await db()
      .insertInto('applications')
      .values([
        // Winter (GMT) and summer (BST) times: the Word file shows UK time, the CSV UTC.
        {
          firstName: awkward.accents,
          lastName: awkward.quotes,
          email: 'zoe@example.com',
          phone: awkward.plus,
          degree: 'master',
          interest: 'b2b',
          bio: awkward.newlines,
          cvFileName: 'Zoë CV, final.pdf',
          consent: true,
          status: 'new',
          // Sent for a role whose job has since been deleted: the role stays, its id is gone.
          jobTitle: 'Sales Executive, B2B',
          jobCompany: 'Acme & Co',
          statusChangedAt: '2026-03-01T09:30:00Z',
          createdAt: '2026-03-01T09:30:00Z',
        },
        {
          firstName: awkward.formula,
          lastName: awkward.at,
          email: 'mallory@example.com',
          phone: awkward.minus,
          degree: 'other',
          interest: null,
          bio: null,
          cvFileName: null,
          consent: true,
          status: 'in_review',
          statusChangedAt: '2026-06-15T16:45:00Z',
          createdAt: '2026-06-14T08:00:00Z',
        },
      ])
      .returning('id')
      .execute()
  ).map((row) => row.id);
  [ids.jones, ids.tab] = (
    await db()
      .insertInto('contacts')
      .values([
        // A data-protection complaint, acknowledged, its outcome not yet told; due 30 UK days after receipt (BST by then).
        {
          name: awkward.comma,
          email: 'jones@example.com',
          subject: 'employer',
          message: `${awkward.pound}\n${awkward.tab}`,
          createdAt: '2026-03-02T14:05:00Z',
          complaintMarkedAt: '2026-03-03T10:00:00Z',
          complaintAcknowledgedAt: '2026-03-05T09:00:00Z',
        },
        { name: awkward.tab, email: 'tab@example.com', subject: 'general', message: awkward.quotes, createdAt: '2026-08-03T23:30:00Z' },
      ])
      .returning('id')
      .execute()
  ).map((row) => row.id);
  ids.post = (
    await db()
      .insertInto('blogPosts')
      .values({
        title: awkward.accents,
        slug: 'awkward-post',
        content: `<p>${awkward.newlines}</p>`,
        author: awkward.comma,
        excerpt: awkward.formula,
        category: 'General',
        publishedAt: '2026-02-01T10:00:00Z',
        linkedinPosted: true,
        linkedinPostUrl: 'https://www.linkedin.com/feed/update/urn:li:share:7001',
        blueskyPosted: false,
        blueskyPostUrl: null,
        facebookPosted: false,
        facebookPostUrl: null,
        createdAt: '2026-01-30T12:00:00Z',
        updatedAt: '2026-07-20T08:15:00Z',
      })
      .returning('id')
      .execute()
  )[0].id;
});

/** An enquiry's data-protection complaint columns: marked, acknowledgement due by, acknowledged, outcome told. */
const complaintColumns = (marked: string, due: string, acknowledged: string, answered: string) => ({
  'Marked as data-protection complaint at': marked,
  'Complaint acknowledgement due by': due,
  'Complaint acknowledged at': acknowledged,
  'Complaint outcome told at': answered,
});

/**
 * Every record of each export, field by field, as the CSV must carry it: text exactly as stored, dates in
 * ISO 8601 UTC, true/false, nothing for null, and an apostrophe before a cell a spreadsheet would run.
 */
const csvRecords = (): Record<ExportType, Array<Record<string, string>>> => ({
  blog: [
    {
      ID: String(ids.post),
      Title: awkward.accents,
      Slug: 'awkward-post',
      Category: 'General',
      Author: awkward.comma,
      Excerpt: `'${awkward.formula}`,
      Content: `<p>${awkward.newlines}</p>`,
      'Published at': '2026-02-01T10:00:00.000Z',
      'Posted to LinkedIn': 'true',
      'LinkedIn post URL': 'https://www.linkedin.com/feed/update/urn:li:share:7001',
      'Posted to Bluesky': 'false',
      'Bluesky post URL': '',
      'Posted to Facebook': 'false',
      'Facebook post URL': '',
      'Created at': '2026-01-30T12:00:00.000Z',
      'Updated at': '2026-07-20T08:15:00.000Z',
    },
  ],
  applications: [
    {
      ID: String(ids.zoe),
      Role: 'Sales Executive, B2B',
      'Role company': 'Acme & Co',
      'Job ID': '',
      'First name': awkward.accents,
      'Last name': awkward.quotes,
      Email: 'zoe@example.com',
      Phone: `'${awkward.plus}`,
      Degree: choiceLabel(DEGREES, 'master'),
      Interest: choiceLabel(INTERESTS, 'b2b'),
      About: awkward.newlines,
      'CV file name': 'Zoë CV, final.pdf',
      'CV file path': '',
      Consent: 'true',
      Status: choiceLabel(APPLICATION_STATUSES, 'new'),
      'Status changed at': '2026-03-01T09:30:00.000Z',
      'Told not taken forward at': '',
      'Received at': '2026-03-01T09:30:00.000Z',
    },
    {
      ID: String(ids.mallory),
      Role: '',
      'Role company': '',
      'Job ID': '',
      'First name': `'${awkward.formula}`,
      'Last name': `'${awkward.at}`,
      Email: 'mallory@example.com',
      Phone: `'${awkward.minus}`,
      Degree: choiceLabel(DEGREES, 'other'),
      Interest: '',
      About: '',
      'CV file name': '',
      'CV file path': '',
      Consent: 'true',
      Status: choiceLabel(APPLICATION_STATUSES, 'in_review'),
      'Status changed at': '2026-06-15T16:45:00.000Z',
      'Told not taken forward at': '',
      'Received at': '2026-06-14T08:00:00.000Z',
    },
  ],
  contacts: [
    {
      ID: String(ids.jones),
      Name: awkward.comma,
      Email: 'jones@example.com',
      Subject: choiceLabel(SUBJECTS, 'employer'),
      Message: `${awkward.pound}\n${awkward.tab}`,
      Status: choiceLabel(ENQUIRY_STATUSES, 'new'),
      'Received at': '2026-03-02T14:05:00.000Z',
      ...complaintColumns('2026-03-03T10:00:00.000Z', '2026-04-01T22:59:59.999Z', '2026-03-05T09:00:00.000Z', ''),
    },
    {
      ID: String(ids.tab),
      Name: `'${awkward.tab}`,
      Email: 'tab@example.com',
      Subject: choiceLabel(SUBJECTS, 'general'),
      Message: awkward.quotes,
      Status: choiceLabel(ENQUIRY_STATUSES, 'new'),
      'Received at': '2026-08-03T23:30:00.000Z',
      ...complaintColumns('', '', '', ''),
    },
  ],
});

/**
 * Every record of each Word export as a reader sees it: its heading, then each field's text exactly as
 * stored (no apostrophes: Word runs no formulas), each line of it on a line of its own, and dates as
 * people read them in UK time.
 */
const wordRecords = (): Record<ExportType, Array<{ heading: string; fields: Record<string, string> }>> => ({
  blog: [
    {
      heading: awkward.accents,
      fields: {
        ID: String(ids.post),
        Title: awkward.accents,
        Slug: 'awkward-post',
        Category: 'General',
        Author: awkward.comma,
        Excerpt: awkward.formula,
        Content: '<p>Line one\nLine two\nLine three</p>',
        'Published at': '1 Feb 2026, 10:00',
        'Posted to LinkedIn': 'true',
        'LinkedIn post URL': 'https://www.linkedin.com/feed/update/urn:li:share:7001',
        'Posted to Bluesky': 'false',
        'Bluesky post URL': '',
        'Posted to Facebook': 'false',
        'Facebook post URL': '',
        'Created at': '30 Jan 2026, 12:00',
        'Updated at': '20 Jul 2026, 09:15',
      },
    },
  ],
  applications: [
    {
      heading: `${awkward.accents} ${awkward.quotes}`,
      fields: {
        ID: String(ids.zoe),
        Role: 'Sales Executive, B2B',
        'Role company': 'Acme & Co',
        'Job ID': '',
        'First name': awkward.accents,
        'Last name': awkward.quotes,
        Email: 'zoe@example.com',
        Phone: awkward.plus,
        Degree: choiceLabel(DEGREES, 'master'),
        Interest: choiceLabel(INTERESTS, 'b2b'),
        About: 'Line one\nLine two\nLine three',
        'CV file name': 'Zoë CV, final.pdf',
        'CV file path': '',
        Consent: 'true',
        Status: choiceLabel(APPLICATION_STATUSES, 'new'),
        'Status changed at': '1 Mar 2026, 09:30',
        'Told not taken forward at': '',
        'Received at': '1 Mar 2026, 09:30',
      },
    },
    {
      heading: `${awkward.formula} ${awkward.at}`,
      fields: {
        ID: String(ids.mallory),
        Role: '',
        'Role company': '',
        'Job ID': '',
        'First name': awkward.formula,
        'Last name': awkward.at,
        Email: 'mallory@example.com',
        Phone: awkward.minus,
        Degree: choiceLabel(DEGREES, 'other'),
        Interest: '',
        About: '',
        'CV file name': '',
        'CV file path': '',
        Consent: 'true',
        Status: choiceLabel(APPLICATION_STATUSES, 'in_review'),
        'Status changed at': '15 Jun 2026, 17:45',
        'Told not taken forward at': '',
        'Received at': '14 Jun 2026, 09:00',
      },
    },
  ],
  contacts: [
    {
      heading: awkward.comma,
      fields: {
        ID: String(ids.jones),
        Name: awkward.comma,
        Email: 'jones@example.com',
        Subject: choiceLabel(SUBJECTS, 'employer'),
        Message: `${awkward.pound}\n${awkward.tab}`,
        Status: choiceLabel(ENQUIRY_STATUSES, 'new'),
        'Received at': '2 Mar 2026, 14:05',
        ...complaintColumns('3 Mar 2026, 10:00', '1 Apr 2026, 23:59', '5 Mar 2026, 09:00', ''),
      },
    },
    // 23:30 UTC on 3 August is past midnight in the UK: the next day.
    {
      heading: awkward.tab,
      fields: {
        ID: String(ids.tab),
        Name: awkward.tab,
        Email: 'tab@example.com',
        Subject: choiceLabel(SUBJECTS, 'general'),
        Message: awkward.quotes,
        Status: choiceLabel(ENQUIRY_STATUSES, 'new'),
        'Received at': '4 Aug 2026, 00:30',
        ...complaintColumns('', '', '', ''),
      },
    },
  ],
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
    const expected = csvRecords()[type];
    expect(header).toEqual(Object.keys(expected[0]));
    expect(records.map((record) => Object.fromEntries(header.map((name, i) => [name, record[i]])))).toEqual(expected);
  });
});

/** XML text with its five entities undone (&amp; last, so '&amp;lt;' stays '&lt;'). */
const unescapeXml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
/** The text of a piece of the document: its runs' text, a line break as a newline. */
const textOf = (xml: string) => unescapeXml(xml.replace(/<w:br\/>/g, '\n').replace(/<[^>]+>/g, ''));

/** A Word export read back: all its text, and each record's heading (a Heading 2) with the rows of the table after it. */
function readWordExport(docx: Uint8Array) {
  const xml = strFromU8(unzipSync(docx)['word/document.xml']);
  const records = [
    ...xml.matchAll(/<w:p>((?:(?!<\/w:p>).)*<w:pStyle w:val="Heading2"\/>(?:(?!<\/w:p>).)*)<\/w:p><w:tbl>((?:(?!<\/w:tbl>).)*)<\/w:tbl>/gs),
  ].map(([, heading, table]) => ({
    heading: textOf(heading),
    fields: Object.fromEntries(
      [...table.matchAll(/<w:tr\b[^>]*>((?:(?!<\/w:tr>).)*)<\/w:tr>/gs)].map(([, row]) => {
        const cells = [...row.matchAll(/<w:tc\b[^>]*>((?:(?!<\/w:tc>).)*)<\/w:tc>/gs)].map(([, cell]) => textOf(cell));
        expect(cells).toHaveLength(2);
        return cells as [string, string];
      }),
    ),
  }));
  return { text: textOf(xml), records };
}

describe.each(['blog', 'applications', 'contacts'] as ExportType[])('%s as a Word document', (type) => {
  it('is a titled .docx with the date, the count and every record, each field as stored', async () => {
    const { res, status } = await exportOf(type, 'docx');
    expect(status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(res.headers.get('content-disposition')).toContain(`filename="${exportFileName(type, 'docx')}"`);
    const { text, records } = readWordExport(new Uint8Array(await res.arrayBuffer()));
    const expected = wordRecords()[type];
    expect(text).toContain(`${EXPORT_TITLES[type]} export`);
    const count = expected.length === 1 ? '1 record' : `${expected.length} records`;
    expect(text).toMatch(new RegExp(`Exported \\d{1,2} \\w{3} \\d{4}, \\d{2}:\\d{2} \\(UK time\\) · ${count}`));
    expect(records).toEqual(expected);
    // The table lists the fields in the CSV's order.
    for (const record of records) expect(Object.keys(record.fields)).toEqual(Object.keys(csvRecords()[type][0]));
  });
});

describe('other exports', () => {
  it('answers chat-logs with 404 saying there is no chat', async () => {
    const { status, body } = await exportOf('chat-logs', 'csv');
    expect(status).toBe(404);
    expect(body.message).toBe(NO_CHAT_MESSAGE);
  });

  it.each([
    ['jobs', 'csv'],
    ['blog', 'pdf'],
    ['contacts', 'xlsx'],
  ])('refuses %s as %s with 400', async (type, format) => {
    const { status, body } = await exportOf(type, format);
    expect(status).toBe(400);
    expect(body.message).toMatch(/blog, applications, contacts as csv or docx/);
  });

  it('is for admins only', async () => {
    const res = await callApi('/api/admin/export/contacts/csv');
    expect(res.status).toBe(401);
  });
});
