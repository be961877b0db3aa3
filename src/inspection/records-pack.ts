import { strToU8, zipSync } from 'fflate';
import type { Kysely } from 'kysely';
import {
  APPLICATION_STATUSES,
  BRIEF_STATUSES,
  choiceLabel,
  DEGREES,
  ENGAGEMENTS,
  INTERESTS,
  INTRODUCTION_STATUSES,
  WORKPLACES,
} from '../config/choices';
import type { Database } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { csvText } from '../exports/csv';
import { placeName } from '../people/places';
import { careerPaths } from '../quiz/careerPaths';
import { zipEntryTime } from '../subject-requests/archive';
import { PACK_TEXT } from '../texts/inspection';
import { formatDate } from '../utils/dates';
import { ukDay } from '../utils/uk-time';

/**
 * An inspection pack (docs/decisions/data-protection.md): a hirer's or a work-seeker's records as
 * regulation 29 asks them to be produced, one CSV per kind of record and a README.txt saying what each
 * file is and which paragraph of Schedule 5 or 4 it answers. Each pack is a list of sections, so a kind
 * of record added later (interviews, offers, placements) is one more section.
 */
export interface PackSection<Key> {
  file: string;
  describes: string;
  /** The header and rows of the file (the rows in UK dates), for the record `key`. */
  table: (db: Kysely<Database>, key: Key) => Promise<{ header: string[]; rows: string[][] }>;
}

/** A file of the pack that is no table: a copy of a document (an agreement's text). */
interface PackDocument {
  file: string;
  describes: string;
  text: string;
}

const when = (value: Date | string | null | undefined) => formatDate(value, 'withTime');
/** A UK day stored as 'YYYY-MM-DD' text, written the UK's way. */
const day = (value: string | Date | null | undefined) =>
  value ? formatDate(typeof value === 'string' ? `${value}T12:00:00Z` : value, 'short') : '';
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

const introductionHeader = [
  'Introduction number',
  'Person number',
  'Person',
  'Role',
  'Employer',
  'Client number',
  'Status',
  'Asked on',
  'Last step on',
];
const introductionRows = (
  db: Kysely<Database>,
  where: { column: 'introductions.clientId' | 'introductions.personId'; id: number },
  placedOnly = false,
) => {
  let query = db
    .selectFrom('introductions')
    .innerJoin('people', 'people.id', 'introductions.personId')
    .select([
      'introductions.id',
      'introductions.personId',
      'people.name',
      'introductions.roleTitle',
      'introductions.employerName',
      'introductions.clientId',
      'introductions.status',
      'introductions.createdAt',
      'introductions.statusChangedAt',
    ])
    .where(where.column, '=', where.id);
  if (placedOnly) query = query.where('introductions.status', '=', 'placed');
  return query.orderBy('introductions.createdAt').orderBy('introductions.id').execute();
};

async function introductionsTable(db: Kysely<Database>, column: 'introductions.clientId' | 'introductions.personId', id: number) {
  const rows = await introductionRows(db, { column, id });
  return {
    header: introductionHeader,
    rows: rows.map((r) => [
      text(r.id),
      text(r.personId),
      r.name,
      r.roleTitle,
      r.employerName,
      text(r.clientId),
      choiceLabel(INTRODUCTION_STATUSES, r.status),
      when(r.createdAt),
      when(r.statusChangedAt),
    ]),
  };
}

async function engagementsTable(db: Kysely<Database>, column: 'introductions.clientId' | 'introductions.personId', id: number) {
  const rows = await introductionRows(db, { column, id }, true);
  return {
    header: ['Introduction number', 'Person number', 'Person', 'Role', 'Employer', 'Recorded as placed on'],
    rows: rows.map((r) => [text(r.id), text(r.personId), r.name, r.roleTitle, r.employerName, when(r.statusChangedAt)]),
  };
}

/** Schedule 5: a hirer's records. */
export const CLIENT_SECTIONS: ReadonlyArray<PackSection<number>> = [
  {
    file: 'client.csv',
    describes: PACK_TEXT.client.client,
    table: async (db, id) => {
      const c = await db.selectFrom('clients').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      return {
        header: ['Client number', 'Company', 'Address', 'Website', 'First recorded', 'Last service'],
        rows: [[text(c.id), c.company, c.companyAddress, text(c.website), when(c.createdAt), when(c.lastServiceAt)]],
      };
    },
  },
  {
    file: 'contacts.csv',
    describes: PACK_TEXT.client.contacts,
    table: async (db, id) => ({
      header: ['Contact number', 'Name', 'Job title', 'Email', 'Phone', 'First recorded'],
      rows: (await db.selectFrom('clientContacts').selectAll().where('clientId', '=', id).orderBy('id').execute()).map((c) => [
        text(c.id),
        c.name,
        c.jobTitle,
        c.email,
        c.phone,
        when(c.createdAt),
      ]),
    }),
  },
  {
    file: 'briefs.csv',
    describes: PACK_TEXT.client.briefs,
    table: async (db, id) => ({
      header: [
        'Brief number',
        'Contact number',
        'Role',
        'Type of work',
        'Engagement',
        'Start date',
        'Duration',
        'Location of work',
        'Workplace',
        'Hours',
        'Salary from (£)',
        'Salary to (£)',
        'Pay interval',
        'Benefits',
        'Notice period',
        'Minimum requirements',
        'Expenses',
        'Health and safety risks',
        'Confidential',
        'Hires',
        'Agreement version',
        'Sent',
        'Confirmed',
        'Status',
        'Status changed',
      ],
      rows: (await db.selectFrom('briefs').selectAll().where('clientId', '=', id).orderBy('id').execute()).map((b) => [
        text(b.id),
        text(b.contactId),
        b.roleTitle,
        b.typeOfWork,
        choiceLabel(ENGAGEMENTS, b.engagement),
        day(b.startDate),
        text(b.duration),
        b.location,
        choiceLabel(WORKPLACES, b.workplace),
        b.hours,
        text(b.salaryMin),
        text(b.salaryMax),
        text(b.payInterval),
        text(b.benefits),
        text(b.noticePeriod),
        b.minimumRequirements,
        text(b.expenses),
        b.healthAndSafetyRisks,
        yesNo(b.confidential),
        text(b.hires),
        text(b.agreementVersion),
        when(b.submittedAt),
        when(b.confirmedAt),
        choiceLabel(BRIEF_STATUSES, b.status),
        when(b.statusChangedAt),
      ]),
    }),
  },
  {
    file: 'agreement-acceptances.csv',
    describes: PACK_TEXT.client.acceptances,
    table: async (db, id) => ({
      header: [
        'Acceptance number',
        'Agreement version',
        'Effective from',
        'Contact number',
        'Brief number',
        'Accepted by (name typed)',
        'Authority to accept confirmed',
        'Sent',
        'Confirmed',
        'SHA-256 of the text accepted',
        'Copy in this pack',
      ],
      rows: (
        await db
          .selectFrom('agreementAcceptances as a')
          .innerJoin('agreementVersions as v', 'v.version', 'a.agreementVersion')
          .select([
            'a.id',
            'a.agreementVersion',
            'v.effectiveFrom',
            'a.contactId',
            'a.briefId',
            'a.signatureName',
            'a.authorityConfirmed',
            'a.submittedAt',
            'a.confirmedAt',
            'a.sha256',
          ])
          .where('a.clientId', '=', id)
          .orderBy('a.id')
          .execute()
      ).map((a) => [
        text(a.id),
        text(a.agreementVersion),
        day(a.effectiveFrom),
        text(a.contactId),
        text(a.briefId),
        a.signatureName,
        yesNo(a.authorityConfirmed),
        when(a.submittedAt),
        when(a.confirmedAt),
        a.sha256,
        agreementFile(a.agreementVersion),
      ]),
    }),
  },
  {
    file: 'introductions.csv',
    describes: PACK_TEXT.client.introductions,
    table: (db, id) => introductionsTable(db, 'introductions.clientId', id),
  },
  {
    file: 'engagements.csv',
    describes: PACK_TEXT.client.engagements,
    table: (db, id) => engagementsTable(db, 'introductions.clientId', id),
  },
];

const agreementFile = (version: number) => `agreement-v${version}.md`;

/** Schedule 4: a work-seeker's records. */
export const PERSON_SECTIONS: ReadonlyArray<PackSection<number>> = [
  {
    file: 'person.csv',
    describes: PACK_TEXT.person.person,
    table: async (db, id) => {
      const [person, emails, identifiers] = await Promise.all([
        db.selectFrom('people').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
        db.selectFrom('personEmails').select('email').where('personId', '=', id).orderBy('createdAt').execute(),
        db.selectFrom('personIdentifiers').select(['kind', 'value']).where('personId', '=', id).orderBy('createdAt').execute(),
      ]);
      const of = (kind: 'phone' | 'linkedin') =>
        identifiers
          .filter((i) => i.kind === kind)
          .map((i) => i.value)
          .join('; ');
      return {
        header: ['Person number', 'Name', 'Email written to', 'All email addresses', 'Phones', 'LinkedIn profiles', 'First contact'],
        rows: [
          [
            text(person.id),
            person.name,
            person.primaryEmail,
            emails.map((e) => e.email).join('; '),
            of('phone'),
            of('linkedin'),
            when(person.firstContactAt),
          ],
        ],
      };
    },
  },
  {
    file: 'applications.csv',
    describes: PACK_TEXT.person.applications,
    table: async (db, id) => ({
      header: [
        'Application number',
        'Role',
        'Role company',
        'First name',
        'Last name',
        'Email',
        'Phone',
        'Degree',
        'Interest',
        'About them',
        'CV file name',
        'Received',
        'Status',
        'Status changed',
        'Told not taken forward',
      ],
      rows: (await db.selectFrom('applications').selectAll().where('personId', '=', id).orderBy('id').execute()).map((a) => [
        text(a.id),
        text(a.jobTitle),
        text(a.jobCompany),
        a.firstName,
        a.lastName,
        a.email,
        a.phone,
        choiceLabel(DEGREES, a.degree),
        a.interest ? choiceLabel(INTERESTS, a.interest) : '',
        text(a.bio),
        text(a.cvFileName),
        when(a.createdAt),
        choiceLabel(APPLICATION_STATUSES, a.status),
        when(a.statusChangedAt),
        when(a.toldUnsuccessfulAt),
      ]),
    }),
  },
  {
    file: 'registrations.csv',
    describes: PACK_TEXT.person.registrations,
    table: async (db, id) => ({
      header: [
        'Registration number',
        'First name',
        'Last name',
        'Email',
        'Phone',
        'LinkedIn profile',
        'CV file name',
        'Roles wanted',
        'Places wanted',
        'Salary at least (£)',
        'Earliest start',
        'Registered',
      ],
      rows: (await db.selectFrom('registrations').selectAll().where('personId', '=', id).orderBy('id').execute()).map((r) => [
        text(r.id),
        r.firstName,
        r.lastName,
        r.email,
        text(r.phone),
        text(r.linkedinUrl),
        text(r.cvFileName),
        listOf(r.interests)
          .map((path) => careerPaths[path]?.title ?? path)
          .join('; '),
        listOf(r.locations).map(placeName).join('; '),
        text(r.salaryFloor),
        day(r.earliestStart),
        when(r.createdAt),
      ]),
    }),
  },
  {
    file: 'employers-to-avoid.csv',
    describes: PACK_TEXT.person.avoid,
    table: async (db, id) => ({
      header: ['Employer', 'Asked on'],
      rows: (
        await db.selectFrom('personHiddenEmployers').select(['name', 'createdAt']).where('personId', '=', id).orderBy('createdAt').execute()
      ).map((h) => [h.name, when(h.createdAt)]),
    }),
  },
  {
    file: 'consents.csv',
    describes: PACK_TEXT.person.consents,
    table: async (db, id) => ({
      header: ['Consent', 'Given', 'Wording version', 'Where given', 'Until', 'Withdrawn'],
      rows: (await db.selectFrom('personConsents').selectAll().where('personId', '=', id).orderBy('kind').execute()).map((c) => [
        c.kind === 'find-work' ? 'To be put forward for work' : 'To keep their details',
        when(c.grantedAt),
        c.version,
        c.source,
        when(c.expiresAt),
        when(c.withdrawnAt),
      ]),
    }),
  },
  {
    file: 'introductions.csv',
    describes: PACK_TEXT.person.introductions,
    table: (db, id) => introductionsTable(db, 'introductions.personId', id),
  },
  {
    file: 'engagements.csv',
    describes: PACK_TEXT.person.engagements,
    table: (db, id) => engagementsTable(db, 'introductions.personId', id),
  },
];

/** A jsonb list as the driver gives it (parsed, or text on some drivers). */
function listOf(value: unknown): string[] {
  const list: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(list) ? list.map(String) : [];
}

export interface RecordsPack {
  /** The file's name: records-client-12-2026-12-07.zip. */
  fileName: string;
  zip: Uint8Array;
  /** The files in the zip, README.txt first. */
  files: string[];
}

async function buildPack(
  db: Kysely<Database>,
  sections: ReadonlyArray<PackSection<number>>,
  id: number,
  { title, notHeld, documents, fileName }: { title: string; notHeld: readonly string[]; documents: PackDocument[]; fileName: string },
  now: Date,
): Promise<RecordsPack> {
  const files: Record<string, Uint8Array> = {};
  const listed: string[] = [];
  for (const section of sections) {
    const { header, rows } = await section.table(db, id);
    files[section.file] = strToU8(csvText(header, rows));
    listed.push(`${section.file} (${PACK_TEXT.rows(rows.length)})\n  ${section.describes}`);
  }
  for (const document of documents) {
    files[document.file] = strToU8(document.text);
    listed.push(`${document.file}\n  ${document.describes}`);
  }
  const readme = [
    title,
    PACK_TEXT.exported(when(now)),
    '',
    PACK_TEXT.law,
    PACK_TEXT.format,
    '',
    PACK_TEXT.filesHeading,
    '',
    ...listed.flatMap((entry) => [entry, '']),
    PACK_TEXT.notHeldHeading,
    '',
    ...notHeld.map((line) => `- ${line}`),
    '',
  ].join('\r\n');
  const zip = zipSync({ 'README.txt': strToU8(readme), ...files }, { level: 6, mtime: zipEntryTime(now) });
  return { fileName, zip, files: ['README.txt', ...Object.keys(files)] };
}

/** A hirer's pack (Schedule 5), with a copy of each agreement version it accepted. A not-found DomainError for no such client. */
export async function clientRecordsPack(db: Kysely<Database>, id: number, now = new Date()): Promise<RecordsPack> {
  const client = await db.selectFrom('clients').select(['id', 'company']).where('id', '=', id).executeTakeFirst();
  if (!client) throw new DomainError('not-found', 'Client not found');
  const versions = await db
    .selectFrom('agreementVersions')
    .select(['version', 'body'])
    .where('version', 'in', db.selectFrom('agreementAcceptances').select('agreementVersion').where('clientId', '=', id))
    .orderBy('version')
    .execute();
  return buildPack(
    db,
    CLIENT_SECTIONS,
    id,
    {
      title: PACK_TEXT.clientTitle(client.company, id),
      notHeld: PACK_TEXT.client.notHeld,
      documents: versions.map((v) => ({ file: agreementFile(v.version), describes: PACK_TEXT.client.agreement(v.version), text: v.body })),
      fileName: `records-client-${id}-${ukDay(now)}.zip`,
    },
    now,
  );
}

/** A work-seeker's pack (Schedule 4). A not-found DomainError for no such person. */
export async function personRecordsPack(db: Kysely<Database>, id: number, now = new Date()): Promise<RecordsPack> {
  const person = await db.selectFrom('people').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
  if (!person) throw new DomainError('not-found', 'Person not found');
  return buildPack(
    db,
    PERSON_SECTIONS,
    id,
    {
      title: PACK_TEXT.personTitle(person.name, id),
      notHeld: PACK_TEXT.person.notHeld,
      documents: [],
      fileName: `records-person-${id}-${ukDay(now)}.zip`,
    },
    now,
  );
}
