import type { Kysely } from 'kysely';
import type { IntroductionStatus } from '../../src/config/choices';
import type { Database } from '../../src/db/schema';
import { VALID_BRIEF } from './briefs';
import type { BriefInput } from '../../src/schemas/brief';
import { applicationRequest, validApplication } from './application-request';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { site } from '../../src/config/site';
import { createAccount, signInCookie } from './admin-session';
import { apiRequest, sendApi } from './call-api';
import { createTestDatabase, type TestDatabase } from './test-database';
import { realPdf } from './files';
import { startTestSmtpServer, type TestSmtpServer } from './smtp-server';
import { deliverDueMail } from '../../src/mail-delivery/deliver';
import { mailSettingsFromEnv } from '../../src/notifications/settings';
import { createMailer } from '../../src/notifications/transport';

let n = 0;

export interface TestIntroduction {
  introductionId: number;
  candidateEmail: string;
  contactEmail: string | null;
  jobId: number;
}

/**
 * A client, its contact and its confirmed brief, stored as the brief's confirmation stores them, from the
 * fields the form sends (`brief`); answers their ids.
 */
async function insertClientBrief(
  db: Kysely<Database>,
  brief: BriefInput,
  {
    confidential = false,
    agreementVersion = 1,
    lastServiceAt,
  }: { confidential?: boolean; agreementVersion?: number; lastServiceAt?: Date } = {},
) {
  const client = await db
    .insertInto('clients')
    .values({ company: brief.company, companyAddress: brief.companyAddress, ...(lastServiceAt && { lastServiceAt }) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const contact = await db
    .insertInto('clientContacts')
    .values({ clientId: client.id, name: brief.contactName, jobTitle: brief.contactJobTitle, email: brief.email, phone: brief.phone })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('briefs')
    .values({
      clientId: client.id,
      contactId: contact.id,
      roleTitle: brief.roleTitle,
      typeOfWork: brief.typeOfWork,
      engagement: brief.engagement,
      startDate: brief.startDate,
      duration: brief.duration ?? null,
      location: brief.location,
      workplace: brief.workplace,
      hours: brief.hours,
      salaryMin: Number(brief.salaryMin),
      salaryMax: Number(brief.salaryMax),
      benefits: brief.benefits ?? null,
      payInterval: brief.payInterval ?? null,
      noticePeriod: brief.noticePeriod ?? null,
      minimumRequirements: brief.minimumRequirements,
      expenses: brief.expenses ?? null,
      healthAndSafetyRisks: brief.healthAndSafetyRisks,
      confidential,
      hires: 1,
      agreementVersion,
      submittedAt: new Date(),
      confirmedAt: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { clientId: client.id, contactId: contact.id, briefId: row.id };
}

/**
 * An introduction row made directly (the introductions ledger's core columns only): a person, a job and,
 * unless `brief` is false (an advert on an authority note), a client with its contact and a confirmed brief
 * on agreement version `agreementVersion`.
 */
export async function insertIntroduction(
  db: Kysely<Database>,
  {
    brief = true,
    status = 'sent',
    agreementVersion = 1,
    briefFields = {},
  }: { brief?: boolean; status?: IntroductionStatus; agreementVersion?: number; briefFields?: Partial<typeof VALID_BRIEF> } = {},
): Promise<TestIntroduction> {
  const i = ++n;
  const candidateEmail = `candidate${i}.${Date.now()}@example.com`;
  const person = await db
    .insertInto('people')
    .values({ primaryEmail: candidateEmail, name: `Sam Candidate${i}`, firstContactAt: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  let clientId: number | null = null;
  let briefId: number | null = null;
  let contactEmail: string | null = null;
  if (brief) {
    contactEmail = `reviewer${i}@acme.example`;
    ({ clientId, briefId } = await insertClientBrief(
      db,
      {
        ...VALID_BRIEF,
        company: `Acme ${i} ${Date.now()} Ltd`,
        contactName: 'Jane Reviewer',
        email: contactEmail,
        ...briefFields,
      },
      { agreementVersion },
    ));
  }
  const job = await db
    .insertInto('jobs')
    .values({
      title: VALID_BRIEF.roleTitle,
      company: 'Acme Analytics Ltd',
      location: 'Exeter',
      type: 'Full-time',
      description: 'Sell.',
      requirements: 'A degree.',
      briefId,
      authorityNote: brief ? null : 'Instructed by phone by Jane Doe, Head of Sales, 3 Dec 2026',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const introduction = await db
    .insertInto('introductions')
    .values({ personId: person.id, jobId: job.id, clientId, roleTitle: VALID_BRIEF.roleTitle, employerName: 'Acme Analytics Ltd', status })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { introductionId: introduction.id, candidateEmail, contactEmail, jobId: job.id };
}

let network = 0;
/** Each request from its own address, so no rate limit bites. */
export const fromOwnNetwork = (req: Request) => sendApi(req, { ip: `198.51.100.${++network % 250}` });

/** A client with a confirmed brief (agreement version 1) and the job advertising it; `confidential` hides the company. */
export async function briefJob(db: Kysely<Database>, { company = 'Acme Analytics Ltd', confidential = false, location = 'Bristol' } = {}) {
  const { clientId, briefId } = await insertClientBrief(
    db,
    {
      ...VALID_BRIEF,
      company,
      companyAddress: '1 High Street, Bristol BS1 1AA',
      phone: '01179 000000',
      typeOfWork: 'Selling analytics software.',
      location,
      hours: '37.5 hours a week',
    },
    { confidential, lastServiceAt: new Date() },
  );
  const job = await db
    .insertInto('jobs')
    .values({
      title: 'Graduate Sales Executive',
      company: confidential ? 'A growing UK employer (name withheld at their request)' : company,
      location,
      type: 'Full-time',
      description: 'Selling analytics software.',
      requirements: 'A psychology degree.',
      salary: '£26,000 - £30,000 a year',
      isActive: true,
      briefId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { clientId, jobId: job.id };
}

/** A person who applied with a CV (so has a status link); answers their id. */
export async function applicant(db: Kysely<Database>, firstName: string, lastName: string, email: string, phone = '07700 900123') {
  const res = await fromOwnNetwork(
    applicationRequest({ ...validApplication, firstName, lastName, email, phone }, { data: realPdf(), name: 'my-cv.pdf' }),
  );
  if (res.status !== 201) throw new Error(`application refused: ${res.status} ${await res.text()}`);
  const { personId } = await db.selectFrom('personEmails').select('personId').where('email', '=', email).executeTakeFirstOrThrow();
  return personId;
}

/** The path of the newest link to `prefix` in the mails a recipient received (the test SMTP server's); `nth` from the end. */
export function linkInMail(smtp: TestSmtpServer, recipient: string, prefix: string, nth = 1): string {
  const links = smtp.received
    .filter((m) => m.envelope.to.some((to) => to.toLowerCase() === recipient.toLowerCase()))
    .flatMap((m) => {
      const match = new RegExp(`https?://[^/\\s]+(${prefix}/[A-Za-z0-9_-]+)`).exec(m.mail.text ?? '');
      return match ? [match[1]!] : [];
    });
  const link = links.at(-nth);
  if (!link) throw new Error(`no ${prefix} link in the mail to ${recipient}`);
  return link;
}

/** Sends what the outbox holds due at `now`, to the test SMTP server. */
export const deliverMail = (db: Kysely<Database>, now = new Date()) => deliverDueMail(db, createMailer(mailSettingsFromEnv()), { now });

/** The site's address in these tests' links and forms' Origin. */
export const INTRODUCTIONS_ORIGIN = 'https://www.psychgradsales.co.uk';

/**
 * An API test file on introductions: its database, a signed-in admin, the SMTP test server as the mail
 * relay (the consultant at `notifyTo`), and each test starting with no introductions, shortlists, jobs,
 * clients, mail or rate limits. `world` holds them once the file's set-up ran.
 */
export function useIntroductionsWorld({ notifyTo = 'consultant@psychgradsales.co.uk' } = {}) {
  const world = {} as { db: Kysely<Database>; smtp: TestSmtpServer; cookie: string };
  let t: TestDatabase;
  const savedEnv = { ...process.env };
  beforeAll(async () => {
    t = await createTestDatabase();
    world.db = t.db;
    await createAccount(t.db, 'admin@example.com');
    world.cookie = await signInCookie('admin@example.com');
    world.smtp = await startTestSmtpServer();
    Object.assign(process.env, {
      SMTP_URL: world.smtp.url,
      MAIL_FROM: `"${site.name}" <${site.email}>`,
      SITE_URL: INTRODUCTIONS_ORIGIN,
      NOTIFY_TO: notifyTo,
    });
  });
  afterAll(async () => {
    process.env = savedEnv;
    await world.smtp?.stop();
    await t?.destroy();
  });
  beforeEach(async () => {
    for (const table of ['shortlists', 'introductions', 'jobs', 'briefs', 'clientContacts', 'clients', 'outbox', 'rateLimits'] as const)
      await world.db.deleteFrom(table).execute();
    world.smtp.received.length = 0;
  });
  return {
    world,
    /** An admin's request: the status and the JSON body. */
    async admin(path: string, init: { method?: string; json?: unknown } = {}) {
      const res = await fromOwnNetwork(apiRequest(path, { ...init, cookie: world.cookie }));
      return { status: res.status, body: res.headers.get('content-type')?.includes('json') ? await res.json() : undefined };
    },
    /** A plain form's POST from the site's own pages. */
    form: (path: string, fields: Record<string, string>) =>
      fromOwnNetwork(
        apiRequest(path, {
          method: 'POST',
          body: new URLSearchParams(fields),
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: INTRODUCTIONS_ORIGIN },
        }),
      ),
  };
}
