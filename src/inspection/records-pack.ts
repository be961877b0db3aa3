import { strToU8, zipSync } from 'fflate';
import type { Kysely } from 'kysely';
import {
  APPLICATION_STATUSES,
  BRIEF_STATUSES,
  choiceLabel,
  DEGREES,
  ENGAGEMENTS,
  INTERESTS,
  INTERVIEW_MODES,
  INTRODUCTION_STATUSES,
  NOT_FOR_US_REASONS,
  WORKPLACES,
} from '../config/choices';
import type { PlacementFigures } from '../config/placements';
import type { Database } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { csvText } from '../exports/csv';
import { placeName } from '../people/places';
import { careerPaths } from '../quiz/careerPaths';
import { zipEntryTime } from '../subject-requests/archive';
import { PACK_TEXT } from '../texts/inspection';
import { OFFER_LABELS } from '../texts/placements';
import { formatDate } from '../utils/dates';
import { ukDay } from '../utils/uk-time';

/**
 * An inspection pack (docs/decisions/data-protection.md): a hirer's or a work-seeker's records as
 * regulation 29 asks them to be produced, one CSV per kind of record and a README.txt saying what each
 * file is and which paragraph of Schedule 5 or 4 it answers. Each pack is a list of sections, so a kind
 * of record added later is one more section.
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

type ByColumn = 'introductions.clientId' | 'introductions.personId';

async function introductionsTable(db: Kysely<Database>, column: ByColumn, id: number) {
  const rows = await db
    .selectFrom('introductions')
    .innerJoin('people', 'people.id', 'introductions.personId')
    .select(['introductions.id', 'introductions.personId', 'people.name', 'introductions.roleTitle', 'introductions.employerName'])
    .select(['introductions.employerShown', 'introductions.clientId', 'introductions.status', 'introductions.createdAt'])
    .select(['introductions.answeredAt', 'introductions.sentAt', 'introductions.decidedAt', 'introductions.decisionReason'])
    .select(['introductions.decisionComment', 'introductions.statusChangedAt'])
    .where(column, '=', id)
    .orderBy('introductions.createdAt')
    .orderBy('introductions.id')
    .execute();
  return {
    header: [
      'Introduction number',
      'Person number',
      'Person',
      'Role',
      'Employer',
      'Employer as named to the person',
      'Client number',
      'Status',
      'Asked on',
      'Answered (consent) on',
      'Shown to the employer on',
      'Employer decided on',
      'Reason given',
      'Employer comment',
      'Last step on',
    ],
    rows: rows.map((r) => [
      text(r.id),
      text(r.personId),
      r.name,
      r.roleTitle,
      r.employerName,
      text(r.employerShown),
      text(r.clientId),
      choiceLabel(INTRODUCTION_STATUSES, r.status),
      when(r.createdAt),
      when(r.answeredAt),
      when(r.sentAt),
      when(r.decidedAt),
      r.decisionReason ? choiceLabel(NOT_FOR_US_REASONS, r.decisionReason) : '',
      text(r.decisionComment),
      when(r.statusChangedAt),
    ]),
  };
}

/** The interviews of the introductions: never the candidate's adjustments (health information, not a particular of the Schedules). */
async function interviewsTable(db: Kysely<Database>, column: ByColumn, id: number) {
  const rows = await db
    .selectFrom('interviews')
    .innerJoin('introductions', 'introductions.id', 'interviews.introductionId')
    .innerJoin('people', 'people.id', 'introductions.personId')
    .select(['interviews.id', 'interviews.introductionId', 'people.name', 'introductions.roleTitle', 'introductions.employerName'])
    .select(['interviews.mode', 'interviews.location', 'interviews.reviewerName', 'interviews.slots', 'interviews.startsAt'])
    .select(['interviews.noneSuitableAt', 'interviews.cancelledAt', 'interviews.feedbackReceivedAt', 'interviews.createdAt'])
    .where(column, '=', id)
    .orderBy('interviews.createdAt')
    .orderBy('interviews.id')
    .execute();
  return {
    header: [
      'Interview number',
      'Introduction number',
      'Person',
      'Role',
      'Employer',
      'Mode',
      'Where',
      'Interviewer',
      'Times offered',
      'Time agreed',
      'None of the times suited',
      'Cancelled',
      'Feedback received',
      'Proposed on',
    ],
    rows: rows.map((r) => [
      text(r.id),
      text(r.introductionId),
      r.name,
      r.roleTitle,
      r.employerName,
      choiceLabel(INTERVIEW_MODES, r.mode),
      r.location,
      text(r.reviewerName),
      listOf(r.slots).map(slotTime).join('; '),
      when(r.startsAt),
      when(r.noneSuitableAt),
      when(r.cancelledAt),
      when(r.feedbackReceivedAt),
      when(r.createdAt),
    ]),
  };
}

/** A slot as stored (UK wall-clock 'YYYY-MM-DDTHH:mm'), written the UK's way. */
const slotTime = (slot: string) => `${day(slot.slice(0, 10))}, ${slot.slice(11, 16)}`;

/** The regulation 21 terms in the order of the written offer. */
const OFFER_TERM_KEYS = Object.keys(OFFER_LABELS) as Array<keyof typeof OFFER_LABELS>;

async function offersTable(db: Kysely<Database>, column: ByColumn, id: number) {
  const rows = await db
    .selectFrom('offers')
    .innerJoin('introductions', 'introductions.id', 'offers.introductionId')
    .innerJoin('people', 'people.id', 'introductions.personId')
    .select(['offers.id', 'offers.introductionId', 'people.name', 'offers.byPhone', 'offers.confirmInWritingBy', 'offers.sentAt'])
    .select(['offers.acceptedAt', 'offers.createdAt', 'offers.terms'])
    .where(column, '=', id)
    .orderBy('offers.createdAt')
    .orderBy('offers.id')
    .execute();
  return {
    header: [
      'Offer number',
      'Introduction number',
      'Person',
      'Made by phone',
      'To confirm in writing by',
      'Sent in writing',
      'Accepted',
      'Recorded',
      ...OFFER_TERM_KEYS.map((key) => OFFER_LABELS[key]),
    ],
    rows: rows.map((r) => {
      const terms: Record<string, unknown> = typeof r.terms === 'string' ? JSON.parse(r.terms) : r.terms;
      return [
        text(r.id),
        text(r.introductionId),
        r.name,
        yesNo(r.byPhone),
        day(r.confirmInWritingBy),
        when(r.sentAt),
        when(r.acceptedAt),
        when(r.createdAt),
        ...OFFER_TERM_KEYS.map((key) => offerTerm(key, terms[key])),
      ];
    }),
  };
}

function offerTerm(key: keyof typeof OFFER_LABELS, value: unknown) {
  if (value === undefined || value === null) return '';
  if (key === 'engagement') return choiceLabel(ENGAGEMENTS, String(value));
  if (key === 'startDate') return day(String(value));
  return String(value);
}

/** Pence as plain pounds with pence, as the bookkeeper's export writes them. */
const pounds = (pence: number | null | undefined) => (pence === null || pence === undefined ? '' : (pence / 100).toFixed(2));

/** The placements, with the introductions recorded as placed before a placement was (no figures then). */
function placedRows(db: Kysely<Database>, column: ByColumn, id: number) {
  return db
    .selectFrom('introductions')
    .innerJoin('people', 'people.id', 'introductions.personId')
    .leftJoin('placements', 'placements.introductionId', 'introductions.id')
    .leftJoin('jobs', 'jobs.id', 'introductions.jobId')
    .leftJoin('briefs', 'briefs.id', 'jobs.briefId')
    .select(['introductions.id as introductionId', 'introductions.personId', 'people.name', 'introductions.roleTitle'])
    .select(['introductions.employerName', 'introductions.statusChangedAt', 'placements.id', 'placements.startDate'])
    .select(['placements.firstYearSalary', 'placements.anticipatedSalary', 'placements.agreementVersion', 'placements.figures'])
    .select(['placements.netBalanceDue', 'placements.netPaidOn', 'placements.leftOn', 'placements.refundPct', 'placements.refundPence'])
    .select(['placements.createdAt', 'briefs.retainedPaidOn'])
    .where(column, '=', id)
    .where((eb) => eb.or([eb('introductions.status', '=', 'placed'), eb('placements.id', 'is not', null)]))
    .orderBy('introductions.statusChangedAt')
    .orderBy('introductions.id')
    .execute();
}

const figuresOf = (value: unknown): PlacementFigures | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? JSON.parse(value) : (value as PlacementFigures);

/** The engagements: for a hirer with the fee figures of each (Schedule 5), for a work-seeker without (they pay none). */
async function engagementsTable(db: Kysely<Database>, column: ByColumn, id: number, fees: boolean) {
  const rows = await placedRows(db, column, id);
  const header = [
    'Placement number',
    'Introduction number',
    'Person number',
    'Person',
    'Role',
    'Employer',
    'Recorded as placed on',
    'Start date',
    'First-year salary (£)',
    'Left on',
  ];
  const feeHeader = [
    'Anticipated salary (£)',
    'Agreement version',
    'Retained fee (£)',
    'Contingency fee (£)',
    'Net balance (£)',
    'Net balance due',
    'Net balance paid on',
    'Refund (%)',
    'Refund (£)',
  ];
  return {
    header: fees ? [...header, ...feeHeader] : header,
    rows: rows.map((r) => {
      const f = figuresOf(r.figures);
      const row = [
        text(r.id),
        text(r.introductionId),
        text(r.personId),
        r.name,
        r.roleTitle,
        r.employerName,
        when(r.statusChangedAt),
        day(r.startDate),
        text(r.firstYearSalary),
        day(r.leftOn),
      ];
      if (!fees) return row;
      return [
        ...row,
        text(r.anticipatedSalary),
        text(r.agreementVersion),
        pounds(f?.retainedFeePence),
        pounds(f?.contingencyFeePence),
        pounds(f?.netBalancePence),
        day(r.netBalanceDue),
        day(r.netPaidOn),
        text(r.refundPct),
        pounds(r.refundPence),
      ];
    }),
  };
}

/**
 * The fee requests of each placement (Schedule 5, paragraph 11): the retained fee (invoiced when the brief
 * was confirmed, due the agreement's days after its invoice) and the net balance of the contingency fee (due
 * the agreement's days after the start), each with the day it was recorded paid, and any refund of the guarantee.
 */
async function feeRequestsTable(db: Kysely<Database>, id: number) {
  const rows = (await placedRows(db, 'introductions.clientId', id)).filter((r) => r.id !== null);
  return {
    header: ['Placement number', 'Person', 'Role', 'Fee request', 'Amount (£)', 'Due', 'Paid on'],
    rows: rows.flatMap((r) => {
      const f = figuresOf(r.figures)!;
      const of = (kind: string, amount: string, due: string, paid = '') => [text(r.id), r.name, r.roleTitle, kind, amount, due, paid];
      return [
        of(
          PACK_TEXT.fees.retained,
          pounds(f.retainedFeePence),
          PACK_TEXT.fees.retainedDue(f.figures.retainedFeeDueDays),
          day(r.retainedPaidOn),
        ),
        of(
          PACK_TEXT.fees.netBalance(pounds(f.contingencyFeePence), pounds(f.retainedFeePence)),
          pounds(f.netBalancePence),
          day(r.netBalanceDue),
          day(r.netPaidOn),
        ),
        ...(r.refundPence === null ? [] : [of(PACK_TEXT.fees.refund(r.refundPct ?? 0), pounds(-r.refundPence), day(r.leftOn))]),
      ];
    }),
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
    file: 'interviews.csv',
    describes: PACK_TEXT.client.interviews,
    table: (db, id) => interviewsTable(db, 'introductions.clientId', id),
  },
  {
    file: 'offers.csv',
    describes: PACK_TEXT.client.offers,
    table: (db, id) => offersTable(db, 'introductions.clientId', id),
  },
  {
    file: 'engagements.csv',
    describes: PACK_TEXT.client.engagements,
    table: (db, id) => engagementsTable(db, 'introductions.clientId', id, true),
  },
  {
    file: 'fee-requests.csv',
    describes: PACK_TEXT.client.feeRequests,
    table: feeRequestsTable,
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
    file: 'interviews.csv',
    describes: PACK_TEXT.person.interviews,
    table: (db, id) => interviewsTable(db, 'introductions.personId', id),
  },
  {
    file: 'offers.csv',
    describes: PACK_TEXT.person.offers,
    table: (db, id) => offersTable(db, 'introductions.personId', id),
  },
  {
    file: 'engagements.csv',
    describes: PACK_TEXT.person.engagements,
    table: (db, id) => engagementsTable(db, 'introductions.personId', id, false),
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
