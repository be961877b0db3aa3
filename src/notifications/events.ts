import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { applicationReceipt, applicationToConsultant, enquiryReceipt, enquiryToConsultant, type ApplicationFacts, type EnquiryFacts } from './messages';
import { queueMail } from './outbox';
import { renderMail } from './render';
import { mailSettingsFromEnv, type MailSettings } from './settings';

/** The outbox topic of each event: the request that stored it sends that topic's messages. */
export const applicationTopic = (id: number) => `application:${id}`;
export const enquiryTopic = (id: number) => `enquiry:${id}`;

/** Queues the consultant's notice and the candidate's receipt of a new application (call inside its transaction). */
export function queueApplicationMail(db: Kysely<Database>, id: number, facts: ApplicationFacts, settings: MailSettings = mailSettingsFromEnv()) {
  const context = { origin: settings.origin };
  return queueMail(db, applicationTopic(id), [
    { template: 'application-consultant', recipient: settings.notifyTo, ...renderMail(applicationToConsultant(facts, context)) },
    { template: 'application-receipt', recipient: facts.email, ...renderMail(applicationReceipt(facts, context)) },
  ]);
}

/** Queues the consultant's copy (Reply-To: the sender) and the sender's receipt of an enquiry (inside its transaction). */
export function queueEnquiryMail(db: Kysely<Database>, id: number, facts: EnquiryFacts, settings: MailSettings = mailSettingsFromEnv()) {
  const context = { origin: settings.origin };
  return queueMail(db, enquiryTopic(id), [
    { template: 'enquiry-consultant', recipient: settings.notifyTo, replyTo: facts.email, ...renderMail(enquiryToConsultant(facts, context)) },
    { template: 'enquiry-receipt', recipient: facts.email, ...renderMail(enquiryReceipt(facts, context)) },
  ]);
}
