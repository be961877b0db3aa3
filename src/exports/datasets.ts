import type { Kysely } from 'kysely';
import { acknowledgementDue } from '../config/complaint-deadline';
import { APPLICATION_STATUSES, choiceLabel, DEGREES, ENQUIRY_STATUSES, INTERESTS, SUBJECTS, type Choice } from '../config/choices';
import type { Database } from '../db/schema';
import { EXPORT_TITLES, type ExportType } from '../config/export-kinds';

export type Cell = string | number | boolean | Date | null;
export type ExportRow = Record<string, Cell>;

/** One column of an export: the row's field and the header people read. */
export interface ExportColumn {
  key: string;
  header: string;
  /** The list a stored code comes from: the export shows its label ('master' as "Master's degree (MSc/MA)"). */
  choices?: readonly Choice[];
}

export interface ExportDataset {
  /** The document's heading (EXPORT_TITLES). */
  title: string;
  /** Every field of the table, in order. */
  columns: readonly ExportColumn[];
  /** The field naming each record in the document (its section heading). */
  heading: (row: ExportRow) => string;
  /** Rows with id greater than `afterId`, by id, at most `limit` (keyset pages: constant memory however many rows). */
  page: (db: Kysely<Database>, afterId: number, limit: number) => Promise<ExportRow[]>;
  count: (db: Kysely<Database>) => Promise<number>;
}

const columns = (...pairs: Array<[key: string, header: string, choices?: readonly Choice[]]>): ExportColumn[] =>
  pairs.map(([key, header, choices]) => ({ key, header, choices }));

const countRows = (table: 'blogPosts' | 'applications' | 'contacts') => async (db: Kysely<Database>) =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

export const EXPORT_DATASETS: Record<ExportType, ExportDataset> = {
  blog: {
    title: EXPORT_TITLES.blog,
    columns: columns(
      ['id', 'ID'],
      ['title', 'Title'],
      ['slug', 'Slug'],
      ['category', 'Category'],
      ['author', 'Author'],
      ['excerpt', 'Excerpt'],
      ['content', 'Content'],
      ['publishedAt', 'Published at'],
      ['linkedinPosted', 'Posted to LinkedIn'],
      ['linkedinPostUrl', 'LinkedIn post URL'],
      ['blueskyPosted', 'Posted to Bluesky'],
      ['blueskyPostUrl', 'Bluesky post URL'],
      ['facebookPosted', 'Posted to Facebook'],
      ['facebookPostUrl', 'Facebook post URL'],
      ['createdAt', 'Created at'],
      ['updatedAt', 'Updated at'],
    ),
    heading: (row) => String(row.title),
    page: (db, afterId, limit) =>
      db
        .selectFrom('blogPosts')
        .select([
          'id',
          'title',
          'slug',
          'category',
          'author',
          'excerpt',
          'content',
          'publishedAt',
          'linkedinPosted',
          'linkedinPostUrl',
          'blueskyPosted',
          'blueskyPostUrl',
          'facebookPosted',
          'facebookPostUrl',
          'createdAt',
          'updatedAt',
        ])
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute(),
    count: countRows('blogPosts'),
  },
  applications: {
    title: EXPORT_TITLES.applications,
    columns: columns(
      ['id', 'ID'],
      ['jobTitle', 'Role'],
      ['jobCompany', 'Role company'],
      ['jobId', 'Job ID'],
      ['firstName', 'First name'],
      ['lastName', 'Last name'],
      ['email', 'Email'],
      ['phone', 'Phone'],
      ['degree', 'Degree', DEGREES],
      ['interest', 'Interest', INTERESTS],
      ['bio', 'About'],
      ['cvFileName', 'CV file name'],
      ['cvFilePath', 'CV file path'],
      ['consent', 'Consent'],
      ['status', 'Status', APPLICATION_STATUSES],
      ['statusChangedAt', 'Status changed at'],
      ['toldUnsuccessfulAt', 'Told not taken forward at'],
      ['createdAt', 'Received at'],
    ),
    heading: (row) => `${row.firstName} ${row.lastName}`,
    page: (db, afterId, limit) =>
      db
        .selectFrom('applications')
        .select([
          'id',
          'jobTitle',
          'jobCompany',
          'jobId',
          'firstName',
          'lastName',
          'email',
          'phone',
          'degree',
          'interest',
          'bio',
          'cvFileName',
          'cvFilePath',
          'consent',
          'status',
          'statusChangedAt',
          'toldUnsuccessfulAt',
          'createdAt',
        ])
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute(),
    count: countRows('applications'),
  },
  contacts: {
    title: EXPORT_TITLES.contacts,
    columns: columns(
      ['id', 'ID'],
      ['name', 'Name'],
      ['email', 'Email'],
      ['subject', 'Subject', SUBJECTS],
      ['message', 'Message'],
      ['status', 'Status', ENQUIRY_STATUSES],
      ['createdAt', 'Received at'],
      ['complaintMarkedAt', 'Marked as data-protection complaint at'],
      ['complaintAcknowledgementDue', 'Complaint acknowledgement due by'],
      ['complaintAcknowledgedAt', 'Complaint acknowledged at'],
      ['complaintAnsweredAt', 'Complaint outcome told at'],
    ),
    heading: (row) => String(row.name),
    page: async (db, afterId, limit) =>
      (
        await db
          .selectFrom('contacts')
          .select([
            'id',
            'name',
            'email',
            'subject',
            'message',
            'status',
            'createdAt',
            'complaintMarkedAt',
            'complaintAcknowledgedAt',
            'complaintAnsweredAt',
          ])
          .where('id', '>', afterId)
          .orderBy('id')
          .limit(limit)
          .execute()
      )
        // Computed, not stored: the deadline follows from the enquiry's receipt (src/config/complaint-deadline.ts).
        .map((contact) => ({
          ...contact,
          complaintAcknowledgementDue: contact.complaintMarkedAt && acknowledgementDue(contact.createdAt),
        })),
    count: countRows('contacts'),
  },
};

/** The row as people read it: each stored code of a choice column as its label. */
function withLabels(row: ExportRow, columns: readonly ExportColumn[]): ExportRow {
  const labelled = { ...row };
  for (const { key, choices } of columns) {
    const value = row[key];
    if (choices && typeof value === 'string') labelled[key] = choiceLabel(choices, value);
  }
  return labelled;
}

/** Rows (choice codes as labels) in keyset pages of `pageSize`: only one page is held at a time. */
export async function* exportRows(db: Kysely<Database>, dataset: ExportDataset, pageSize = 500): AsyncGenerator<ExportRow> {
  let afterId = 0;
  for (;;) {
    const rows = await dataset.page(db, afterId, pageSize);
    for (const row of rows) yield withLabels(row, dataset.columns);
    if (rows.length < pageSize) return;
    afterId = Number(rows[rows.length - 1].id);
  }
}

/** A cell as text: ISO 8601 for dates, 'true'/'false', empty for null. */
export function cellText(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return String(value);
}
