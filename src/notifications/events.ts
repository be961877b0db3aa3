import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { statusPagePath } from '../config/status-paths';
import { COMPLAINT_SUBJECT } from '../config/choices';
import {
  applicationReceipt,
  applicationToConsultant,
  applicationUnsuccessful,
  enquiryReceipt,
  complaintAcknowledgement,
  enquiryToConsultant,
  registrationReceipt,
  registrationToConsultant,
  type RegistrationFacts,
  type ApplicationFacts,
  type EnquiryFacts,
  type UnsuccessfulFacts,
} from '../texts/emails';
import { canonicalMailbox, mailboxDomains } from './mailbox';
import { queueMail, type QueuedMail } from './outbox';
import { renderMail } from './render';
import { mailSettingsFromEnv, type MailSettings } from './settings';
import { CONSULTANT_TEMPLATES } from './templates';
import { submissionReference } from '../utils/reference';

/** The outbox topic of each event: the request that stored it sends that topic's messages. */
export const applicationTopic = (id: number) => `application:${id}`;
export const enquiryTopic = (id: number) => `enquiry:${id}`;
export const registrationTopic = (id: number) => `registration:${id}`;

const RECEIPT_TEMPLATES = ['application-receipt', 'enquiry-receipt', 'registration-receipt', 'complaint-acknowledgement'] as const;

/** The candidate's mail when their application is marked unsuccessful: one per application (the outbox's topic and template). */
export const UNSUCCESSFUL_TEMPLATE = 'application-unsuccessful';

/**
 * Receipts go to whatever address was typed, so without a bound anyone could use the forms to flood a
 * stranger's inbox from the company's domain (the per-network rate limits do not stop many networks).
 * At most this many receipts go to one inbox in a day; the submissions themselves are all stored and
 * the consultant told of each.
 */
export const RECEIPTS_PER_ADDRESS = { limit: 3, windowMs: 24 * 3600_000 } as const;

/**
 * Whether one more receipt may go to an inbox (however its address is written: canonicalMailbox). Holds a
 * lock on the inbox until the submission's transaction ends, so submissions at the same moment count one
 * another.
 */
async function receiptAllowed(db: Kysely<Database>, recipient: string, now: Date): Promise<boolean> {
  const inbox = canonicalMailbox(recipient);
  await sql`select pg_advisory_xact_lock(hashtextextended(${`receipts:${inbox}`}, 0))`.execute(db);
  // The day's receipts to the inbox's domain, compared in full here: the rules for one inbox are not SQL's.
  const sameDomain = await db
    .selectFrom('outbox')
    .select('recipient')
    .where('template', 'in', RECEIPT_TEMPLATES)
    .where(sql<string>`lower(split_part(trim(recipient), '@', 2))`, 'in', mailboxDomains(recipient))
    .where('createdAt', '>', new Date(now.getTime() - RECEIPTS_PER_ADDRESS.windowMs))
    .execute();
  return sameDomain.filter((m) => canonicalMailbox(m.recipient) === inbox).length < RECEIPTS_PER_ADDRESS.limit;
}

/**
 * Queues the consultant's notice and the candidate's receipt of a new application (call inside its
 * transaction); the receipt carries the link to the application's status page, `statusToken`.
 */
export async function queueApplicationMail(
  db: Kysely<Database>,
  id: number,
  facts: ApplicationFacts,
  statusToken: string,
  settings: MailSettings = mailSettingsFromEnv(),
  now = new Date(),
) {
  const context = { origin: settings.origin };
  return queueMail(db, applicationTopic(id), [
    // Reply-To the candidate, as for an enquiry: answering the notice reaches them.
    {
      template: CONSULTANT_TEMPLATES.application,
      recipient: settings.notifyTo,
      replyTo: facts.email,
      ...renderMail(applicationToConsultant(facts, context)),
    },
    ...((await receiptAllowed(db, facts.email, now))
      ? [
          {
            template: RECEIPT_TEMPLATES[0],
            recipient: facts.email,
            ...renderMail(
              applicationReceipt(
                facts,
                context,
                submissionReference('application', id),
                `${settings.origin}${statusPagePath(statusToken)}`,
              ),
            ),
          },
        ]
      : []),
  ]);
}

/** The candidate's mail that their application was not taken forward, as it is queued and as the admin's confirmation shows it. */
export function unsuccessfulMail(recipient: string, facts: UnsuccessfulFacts, settings: MailSettings = mailSettingsFromEnv()): QueuedMail {
  return { template: UNSUCCESSFUL_TEMPLATE, recipient, ...renderMail(applicationUnsuccessful(facts, { origin: settings.origin })) };
}

/**
 * Queues the candidate's mail that their application was not taken forward, due at `notBefore` (its grace
 * period, in which Undo withdraws it): never twice for one application, however often it is marked
 * unsuccessful (the outbox keeps one message per topic and template).
 */
export async function queueUnsuccessfulMail(
  db: Kysely<Database>,
  id: number,
  recipient: string,
  facts: UnsuccessfulFacts,
  { notBefore, now = new Date(), settings = mailSettingsFromEnv() }: { notBefore?: Date; now?: Date; settings?: MailSettings } = {},
) {
  return queueMail(db, applicationTopic(id), [{ ...unsuccessfulMail(recipient, facts, settings), notBefore }], now);
}

/**
 * Queues the consultant's copy (Reply-To: the sender) and the sender's receipt of an enquiry (inside its
 * transaction); a data-protection complaint's receipt is its acknowledgement. Returns whether the receipt
 * was queued (an inbox past its receipts for the day gets none).
 */
export async function queueEnquiryMail(
  db: Kysely<Database>,
  id: number,
  facts: EnquiryFacts,
  settings: MailSettings = mailSettingsFromEnv(),
  now = new Date(),
): Promise<{ receipt: boolean }> {
  const context = { origin: settings.origin };
  const receipt = await receiptAllowed(db, facts.email, now);
  const reference = submissionReference('enquiry', id);
  await queueMail(db, enquiryTopic(id), [
    {
      template: CONSULTANT_TEMPLATES.enquiry,
      recipient: settings.notifyTo,
      replyTo: facts.email,
      ...renderMail(enquiryToConsultant(facts, context)),
    },
    ...(receipt
      ? [
          facts.subject === COMPLAINT_SUBJECT
            ? { template: RECEIPT_TEMPLATES[3], recipient: facts.email, ...renderMail(complaintAcknowledgement(facts, context, reference)) }
            : { template: RECEIPT_TEMPLATES[1], recipient: facts.email, ...renderMail(enquiryReceipt(facts, context, reference)) },
        ]
      : []),
  ]);
  return { receipt };
}

/** Queues the consultant's notice and the person's receipt of a registration (call inside its transaction). */
export async function queueRegistrationMail(
  db: Kysely<Database>,
  id: number,
  facts: RegistrationFacts,
  settings: MailSettings = mailSettingsFromEnv(),
  now = new Date(),
) {
  const context = { origin: settings.origin };
  return queueMail(db, registrationTopic(id), [
    {
      template: CONSULTANT_TEMPLATES.registration,
      recipient: settings.notifyTo,
      replyTo: facts.email,
      ...renderMail(registrationToConsultant(facts, context)),
    },
    ...((await receiptAllowed(db, facts.email, now))
      ? [
          {
            template: RECEIPT_TEMPLATES[2],
            recipient: facts.email,
            ...renderMail(registrationReceipt(facts, context, submissionReference('registration', id))),
          },
        ]
      : []),
  ]);
}
