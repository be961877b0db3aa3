/**
 * Confirming a brief (docs/decisions/employers.md): the one act that makes the client, the contact, the
 * brief and the acceptance exist, and sends the contact their copy (with the agreement attached) and the
 * consultant the news. The records are what regulations 18 and 29 ask an agency to keep.
 */
import { sql, type Kysely } from 'kysely';
import { findAgreementVersion, agreementHash } from '../agreements/versions';
import type { Database } from '../db/schema';
import { queueMail } from '../notifications/outbox';
import { renderMail } from '../notifications/render';
import { mailSettingsFromEnv, type MailSettings } from '../notifications/settings';
import { CONSULTANT_TEMPLATES } from '../notifications/templates';
import { agreementFileName, briefReceivedMail, newBriefConsultantMail, type BriefFacts } from '../texts/employers';
import { takePendingBrief, type PendingFields } from './pending';

export const BRIEF_RECEIVED_TEMPLATE = 'brief-received';
export const briefTopic = (id: number) => `brief:${id}`;

/** The brief's facts as the emails list them. */
export const factsOf = (f: PendingFields): BriefFacts => ({ ...f, website: f.website ?? null });

/**
 * Confirms the pending brief a token names, once: the client (found by its name, whatever the case) and
 * its contact (by email) are made or brought up to date, then the brief and the acceptance of the version
 * shown are stored, and both emails queued. Returns the brief's id and the topic to send, or undefined
 * for a token that is unknown, used or too old.
 */
export async function confirmBrief(
  db: Kysely<Database>,
  token: string,
  { now = new Date(), settings = mailSettingsFromEnv() }: { now?: Date; settings?: MailSettings } = {},
): Promise<{ briefId: number; topic: string } | undefined> {
  return db.transaction().execute(async (trx) => {
    const pending = await takePendingBrief(trx, token, now);
    if (!pending) return undefined;
    const f = pending.fields;
    const version = await findAgreementVersion(trx, pending.agreementVersion);
    if (!version) throw new Error(`agreement version ${pending.agreementVersion} is missing`);
    // The hash of the text as stored now: the record shows what was accepted, even were the row ever altered.
    const sha256 = agreementHash(version.body);
    // Two confirmations for one new company at once make one client.
    await sql`select pg_advisory_xact_lock(hashtextextended(${`client:${f.company.toLowerCase()}`}, 0))`.execute(trx);
    const existing = await trx
      .selectFrom('clients')
      .select('id')
      .where(sql<string>`lower(company)`, '=', f.company.toLowerCase())
      .executeTakeFirst();
    const client = { company: f.company, companyAddress: f.companyAddress, website: f.website ?? null, lastServiceAt: now };
    const clientId = existing
      ? (await trx.updateTable('clients').set(client).where('id', '=', existing.id).returning('id').executeTakeFirstOrThrow()).id
      : (await trx.insertInto('clients').values(client).returning('id').executeTakeFirstOrThrow()).id;
    const person = { name: f.contactName, jobTitle: f.contactJobTitle, email: f.email, phone: f.phone };
    const known = await trx
      .selectFrom('clientContacts')
      .select('id')
      .where('clientId', '=', clientId)
      .where(sql<string>`lower(email)`, '=', f.email.toLowerCase())
      .executeTakeFirst();
    const contactId = known
      ? (await trx.updateTable('clientContacts').set(person).where('id', '=', known.id).returning('id').executeTakeFirstOrThrow()).id
      : (
          await trx
            .insertInto('clientContacts')
            .values({ ...person, clientId })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
    const { id: briefId } = await trx
      .insertInto('briefs')
      .values({
        clientId,
        contactId,
        roleTitle: f.roleTitle,
        typeOfWork: f.typeOfWork,
        engagement: f.engagement,
        startDate: f.startDate,
        duration: f.duration ?? null,
        location: f.location,
        workplace: f.workplace,
        hours: f.hours,
        salaryMin: f.salaryMin,
        salaryMax: f.salaryMax,
        benefits: f.benefits ?? null,
        payInterval: f.payInterval ?? null,
        noticePeriod: f.noticePeriod ?? null,
        minimumRequirements: f.minimumRequirements,
        expenses: f.expenses ?? null,
        healthAndSafetyRisks: f.healthAndSafetyRisks,
        confidential: f.confidential,
        hires: f.hires,
        agreementVersion: version.version,
        submittedAt: pending.createdAt,
        confirmedAt: now,
        statusChangedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('agreementAcceptances')
      .values({
        clientId,
        contactId,
        briefId,
        agreementVersion: version.version,
        sha256,
        signatureName: f.signatureName,
        authorityConfirmed: f.authorityConfirmed,
        submittedAt: pending.createdAt,
        confirmedAt: now,
      })
      .execute();
    const facts = factsOf(f);
    const acceptance = {
      version: version.version,
      effectiveFrom: version.effectiveFrom,
      sha256,
      signatureName: f.signatureName,
      confirmedAt: now,
    };
    const topic = briefTopic(briefId);
    await queueMail(
      trx,
      topic,
      [
        {
          template: BRIEF_RECEIVED_TEMPLATE,
          recipient: f.email,
          ...renderMail(briefReceivedMail(facts, acceptance, settings)),
          attachments: [
            { filename: agreementFileName(version.version), contentType: 'text/markdown; charset=utf-8', content: version.body },
          ],
        },
        {
          template: CONSULTANT_TEMPLATES.brief,
          recipient: settings.notifyTo,
          ...renderMail(newBriefConsultantMail(facts, briefId, settings)),
        },
      ],
      now,
    );
    return { briefId, topic };
  });
}
