/**
 * Offers (docs/decisions/placements.md): the written offer carries every item regulation 21 requires,
 * from the brief with the offer's own values laid over it, or is refused (422, naming each missing item)
 * with nothing sent. An offer made by phone is recorded at once and must be confirmed in writing by the
 * third business day (an Overview item until then). When the candidate accepts, the employer is reminded
 * of their right-to-work duty; the agency never asks the candidate for identity documents.
 */
import type { Kysely } from 'kysely';
import { OFFER_WRITING_BUSINESS_DAYS } from '../config/placements';
import type { Database, Offer } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { queueMail } from '../notifications/outbox';
import { renderMail } from '../notifications/render';
import { mailSettingsFromEnv, type MailSettings } from '../notifications/settings';
import { CONSULTANT_TEMPLATES } from '../notifications/templates';
import { introductionFacts, setIntroductionStatus, type IntroductionFacts } from '../placements/introduction';
import type { OfferInput } from '../schemas/placements';
import { OFFER_LABELS, OFFER_TEXT, offerMail, rightToWorkMail, type OfferFacts } from '../texts/placements';
import { addBusinessDays } from '../utils/business-days';
import { ukDay } from '../utils/uk-time';
import { missingOfferItems, offerTerms, type OfferTerms } from './regulation-21';

export const OFFER_TEMPLATES = { offer: 'offer', rightToWork: 'right-to-work' } as const;

interface Options {
  now?: Date;
  settings?: MailSettings;
}

/** What the brief says of each item, and the introduction's employer and role (as named when asked). */
function briefTerms(f: IntroductionFacts): Partial<OfferTerms> {
  const b = f.brief;
  return {
    employer: f.introduction.employerName,
    roleTitle: f.introduction.roleTitle,
    ...(b && {
      typeOfWork: b.typeOfWork,
      engagement: b.engagement,
      duration: b.duration ?? undefined,
      location: b.location,
      hours: b.hours,
      payInterval: b.payInterval ?? undefined,
      benefits: b.benefits ?? undefined,
      noticePeriod: b.noticePeriod ?? undefined,
      minimumRequirements: b.minimumRequirements,
      healthAndSafetyRisks: b.healthAndSafetyRisks,
    }),
  };
}

/** Refuses terms missing a regulation 21 item: 422, each missing item named on its field. */
function refuseIncomplete(terms: Partial<OfferTerms>): OfferTerms {
  const missing = missingOfferItems(terms);
  if (missing.length)
    throw new DomainError('declined', OFFER_TEXT.incomplete(missing.map((item) => OFFER_LABELS[item])), {
      errors: Object.fromEntries(missing.map((item) => [item, [OFFER_TEXT.missingItem]])),
    });
  return terms as OfferTerms;
}

async function queueOffer(db: Kysely<Database>, offer: Offer, f: IntroductionFacts, terms: OfferTerms, settings: MailSettings, now: Date) {
  const topic = `offer:${offer.id}`;
  const facts: OfferFacts = { ...terms, candidateName: f.candidate.name };
  await queueMail(
    db,
    topic,
    [{ template: OFFER_TEMPLATES.offer, recipient: f.candidate.email, ...renderMail(offerMail(facts, { origin: settings.origin })) }],
    now,
  );
  return topic;
}

/**
 * Records an offer. Sent in writing at once (refused, nothing stored or sent, when an item is missing), or,
 * made by phone, recorded with the day it must be confirmed in writing by. Returns the offer and, when
 * an email was queued, its topic.
 */
export async function recordOffer(
  db: Kysely<Database>,
  { introductionId, byPhone, ...given }: OfferInput,
  { now = new Date(), settings = mailSettingsFromEnv() }: Options = {},
): Promise<{ offer: Offer; topic?: string }> {
  return db.transaction().execute(async (trx) => {
    const f = await introductionFacts(trx, introductionId);
    const terms = offerTerms(briefTerms(f), given);
    await setIntroductionStatus(trx, introductionId, 'offered', now);
    if (byPhone) {
      const offer = await trx
        .insertInto('offers')
        .values({
          introductionId,
          terms: JSON.stringify(terms),
          byPhone: true,
          confirmInWritingBy: addBusinessDays(ukDay(now), OFFER_WRITING_BUSINESS_DAYS),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { offer };
    }
    const complete = refuseIncomplete(terms);
    const offer = await trx
      .insertInto('offers')
      .values({ introductionId, terms: JSON.stringify(complete), sentAt: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { offer, topic: await queueOffer(trx, offer, f, complete, settings, now) };
  });
}

async function lockedOffer(db: Kysely<Database>, id: number): Promise<Offer> {
  const offer = await db.selectFrom('offers').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!offer) throw new DomainError('not-found', 'Offer not found');
  return offer;
}

/** Sends the written offer of one made by phone, with any items added now; refused like recordOffer when incomplete. */
export async function sendOffer(
  db: Kysely<Database>,
  id: number,
  given: Partial<OfferTerms>,
  { now = new Date(), settings = mailSettingsFromEnv() }: Options = {},
): Promise<{ offer: Offer; topic: string }> {
  return db.transaction().execute(async (trx) => {
    const current = await lockedOffer(trx, id);
    if (current.sentAt) throw new DomainError('conflict', OFFER_TEXT.alreadySent);
    const complete = refuseIncomplete(offerTerms(current.terms as Partial<OfferTerms>, given));
    const offer = await trx
      .updateTable('offers')
      .set({ terms: JSON.stringify(complete), sentAt: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { offer, topic: await queueOffer(trx, offer, await introductionFacts(trx, offer.introductionId), complete, settings, now) };
  });
}

/**
 * The candidate accepted: the employer's contact gets the right-to-work reminder; for an advert on an
 * authority note (no contact on record) it goes to the consultant to pass on.
 */
export async function acceptOffer(
  db: Kysely<Database>,
  id: number,
  { now = new Date(), settings = mailSettingsFromEnv() }: Options = {},
): Promise<{ offer: Offer; topic: string }> {
  return db.transaction().execute(async (trx) => {
    const current = await lockedOffer(trx, id);
    if (!current.sentAt) throw new DomainError('conflict', OFFER_TEXT.notSent);
    if (current.acceptedAt) throw new DomainError('conflict', OFFER_TEXT.alreadyAccepted);
    const offer = await trx.updateTable('offers').set({ acceptedAt: now }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    const f = await introductionFacts(trx, offer.introductionId);
    const topic = `offer:${offer.id}:accepted`;
    const mail = renderMail(rightToWorkMail(f.candidate.name, f.introduction.roleTitle));
    await queueMail(
      trx,
      topic,
      [
        f.contact
          ? { template: OFFER_TEMPLATES.rightToWork, recipient: f.contact.email, ...mail }
          : { template: CONSULTANT_TEMPLATES.rightToWork, recipient: settings.notifyTo, ...mail },
      ],
      now,
    );
    return { offer, topic };
  });
}

export interface OfferToConfirm {
  offerId: number;
  candidateName: string;
  roleTitle: string;
  confirmBy: string;
  overdue: boolean;
}

/** Offers made by phone whose written offer has not gone: the Overview lists each until it does. */
export async function offersToConfirm(db: Kysely<Database>, now = new Date()): Promise<OfferToConfirm[]> {
  const rows = await db
    .selectFrom('offers')
    .innerJoin('introductions', 'introductions.id', 'offers.introductionId')
    .innerJoin('people', 'people.id', 'introductions.personId')
    .select(['offers.id', 'offers.confirmInWritingBy', 'introductions.roleTitle', 'people.name', 'people.primaryEmail'])
    .where('offers.byPhone', '=', true)
    .where('offers.sentAt', 'is', null)
    .orderBy('offers.confirmInWritingBy')
    .execute();
  const today = ukDay(now);
  return rows.map((r) => ({
    offerId: r.id,
    candidateName: r.name || r.primaryEmail,
    roleTitle: r.roleTitle,
    confirmBy: r.confirmInWritingBy!,
    overdue: today > r.confirmInWritingBy!,
  }));
}
