/**
 * Interviews (docs/decisions/placements.md): the consultant proposes up to three UK wall-clock slots; the
 * candidate chooses one on the emailed link's page (GET shows, POST acts) or says none works; the candidate,
 * the employer's reviewer and the consultant get the confirmation with a calendar invitation; a move
 * keeps the event's UID and raises its SEQUENCE; a cancellation sends METHOD:CANCEL. The scheduled run
 * sends the reminders a day before and, after it, asks the reviewer for feedback (one reminder).
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { INTERVIEW_MINUTES, INTERVIEW_REMINDER_HOURS } from '../config/placements';
import { site } from '../config/site';
import type { Database, Interview } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { hashToken, newConfirmToken } from '../job-alerts/tokens';
import { queueMail, type QueuedMail } from '../notifications/outbox';
import { renderMail } from '../notifications/render';
import { mailSettingsFromEnv, type MailSettings } from '../notifications/settings';
import { CONSULTANT_TEMPLATES } from '../notifications/templates';
import { governingAgreement, introductionFacts, setIntroductionStatus, type IntroductionFacts } from '../placements/introduction';
import type { InterviewProposal } from '../schemas/placements';
import {
  adjustmentsForEmployer,
  feedbackRequestMail,
  INTERVIEW_ATTACHMENT_NAME,
  interviewChangeMail,
  interviewEventText,
  interviewReminderMail,
  interviewSlotsMail,
  noSlotSuitsMail,
  type InterviewChange,
  type InterviewFacts,
} from '../texts/placements';
import { addBusinessDays } from '../utils/business-days';
import { fromUkWallClock, toUkWallClock, ukDay } from '../utils/uk-time';
import { calendarContentType, interviewCalendar } from './ics';

export const INTERVIEW_SLOTS_PATH = '/api/interviews/slots';
export const INTERVIEW_TEMPLATES = {
  slots: 'interview-slots',
  candidate: 'interview-candidate',
  reviewer: 'interview-reviewer',
  reminderCandidate: 'interview-reminder-candidate',
  reminderReviewer: 'interview-reminder-reviewer',
  feedback: 'interview-feedback',
  feedbackReminder: 'interview-feedback-reminder',
} as const;

/** Statuses from which an interview may not be arranged: the candidate has not agreed to be put forward, or it ended. */
const CLOSED_STATUSES = new Set(['asked', 'declined', 'not-given', 'withdrawn', 'not-for-us', 'placed']);

interface Options {
  now?: Date;
  settings?: MailSettings;
}

const instant = (slot: string) => {
  const read = fromUkWallClock(slot);
  if (!('date' in read)) throw new Error(`not a UK time: ${slot}`);
  return read.date;
};

function refuseIfPast(slots: readonly string[], now: Date, field: string) {
  const past = slots.filter((slot) => instant(slot) <= now);
  if (past.length)
    throw new DomainError('invalid', `A slot has passed: ${past.join(', ')}`, { errors: { [field]: ['Choose times still to come'] } });
}

const factsOf = (f: IntroductionFacts, i: Pick<Interview, 'id' | 'mode' | 'location'>): InterviewFacts => ({
  interviewId: i.id,
  candidateName: f.candidate.name,
  roleTitle: f.introduction.roleTitle,
  employerName: f.introduction.employerName,
  mode: i.mode,
  where: i.location,
});

/** The reviewer: the one the caller names (the shortlist's), else the brief's contact, else none. */
export type Reviewer = { name: string; email: string } | null;

/**
 * Proposes an interview for an introduction and queues the candidate's email with the slot page's link.
 * This is what the reviewer's "Invite to interview" and the dashboard call. Returns the interview and the
 * outbox topic to send.
 */
export async function proposeInterview(
  db: Kysely<Database>,
  input: InterviewProposal,
  { now = new Date(), settings = mailSettingsFromEnv(), reviewer }: Options & { reviewer?: Reviewer } = {},
): Promise<{ interview: Interview; topic: string }> {
  refuseIfPast(input.slots, now, 'slots');
  return db.transaction().execute(async (trx) => {
    const facts = await introductionFacts(trx, input.introductionId);
    if (CLOSED_STATUSES.has(facts.introduction.status))
      throw new DomainError('conflict', `An interview cannot be arranged for an introduction that is ${facts.introduction.status}`);
    const who = reviewer === undefined ? facts.contact : reviewer;
    const { token, hash } = newConfirmToken();
    const interview = await trx
      .insertInto('interviews')
      .values({
        introductionId: input.introductionId,
        slots: JSON.stringify(input.slots),
        mode: input.mode,
        location: input.where,
        reviewerName: who?.name ?? null,
        reviewerEmail: who?.email ?? null,
        uid: `interview-${randomUUID()}@${new URL(site.website).hostname}`,
        slotTokenHash: hash,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await setIntroductionStatus(trx, input.introductionId, 'interview', now);
    const topic = `interview:${interview.id}:slots`;
    const link = `${settings.origin}${INTERVIEW_SLOTS_PATH}?token=${encodeURIComponent(token)}`;
    const mail = interviewSlotsMail(factsOf(facts, interview), input.slots.map(instant), link, { origin: settings.origin });
    await queueMail(trx, topic, [{ template: INTERVIEW_TEMPLATES.slots, recipient: facts.candidate.email, ...renderMail(mail) }], now);
    return { interview, topic };
  });
}

/** The interview a slot page's token names, with its facts; undefined for an unknown token or a cancelled interview. */
export async function findInterviewByToken(
  db: Kysely<Database>,
  token: string,
): Promise<{ interview: Interview; facts: InterviewFacts } | undefined> {
  if (!token) return undefined;
  const interview = await db.selectFrom('interviews').selectAll().where('slotTokenHash', '=', hashToken(token)).executeTakeFirst();
  if (!interview || interview.cancelledAt) return undefined;
  return { interview, facts: factsOf(await introductionFacts(db, interview.introductionId), interview) };
}

/** The messages of a confirmation, move or cancellation: each reader's copy with the calendar file. */
function changeMessages(
  change: InterviewChange,
  f: IntroductionFacts,
  interview: Interview,
  settings: MailSettings,
  now: Date,
): QueuedMail[] {
  const slot = interview.chosenSlot!;
  const when = instant(slot);
  const facts = factsOf(f, interview);
  const method = change === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const reviewer = interview.reviewerEmail ? { name: interview.reviewerName ?? '', email: interview.reviewerEmail } : undefined;
  const calendar = (reader: 'candidate' | 'employer') => ({
    filename: INTERVIEW_ATTACHMENT_NAME,
    contentType: calendarContentType(method),
    content: interviewCalendar({
      uid: interview.uid,
      sequence: interview.sequence,
      method,
      start: slot,
      end: toUkWallClock(new Date(when.getTime() + INTERVIEW_MINUTES * 60_000)),
      ...interviewEventText(facts, reader),
      location: facts.where,
      attendees: [f.candidate, ...(reviewer ? [reviewer] : [])],
      stamp: now,
    }),
  });
  const context = { origin: settings.origin };
  const adjustments = interview.adjustments;
  return [
    {
      template: INTERVIEW_TEMPLATES.candidate,
      recipient: f.candidate.email,
      ...renderMail(interviewChangeMail(change, 'candidate', facts, when, null, context)),
      attachments: [calendar('candidate')],
    },
    ...(reviewer
      ? [
          {
            template: INTERVIEW_TEMPLATES.reviewer,
            recipient: reviewer.email,
            ...renderMail(
              interviewChangeMail(
                change,
                'reviewer',
                facts,
                when,
                adjustmentsForEmployer(adjustments, interview.shareAdjustments),
                context,
              ),
            ),
            attachments: [calendar('employer')],
          },
        ]
      : []),
    {
      template: CONSULTANT_TEMPLATES.interview,
      recipient: settings.notifyTo,
      ...renderMail(interviewChangeMail(change, 'consultant', facts, when, adjustments, context)),
      attachments: [calendar('employer')],
    },
  ];
}

/** Each version of the event has its own messages (a move after a move is news again). */
const versionTopic = (interview: Pick<Interview, 'id' | 'sequence'>) => `interview:${interview.id}:v${interview.sequence}`;

export type SlotAnswer =
  | { kind: 'chosen'; when: Date; topic: string }
  | { kind: 'already'; when: Date }
  | { kind: 'none'; topic: string }
  | { kind: 'unknown-slot' }
  | { kind: 'invalid' };

/**
 * The candidate's answer on the slot page: a slot offered (then the confirmations go, with any adjustments
 * asked for), or "none" (the consultant is told). Once a slot is chosen, the page only shows it.
 */
export async function answerSlots(
  db: Kysely<Database>,
  token: string,
  answer: { slot: string; adjustments?: string; shareAdjustments: boolean },
  { now = new Date(), settings = mailSettingsFromEnv() }: Options = {},
): Promise<SlotAnswer> {
  if (!token) return { kind: 'invalid' };
  return db.transaction().execute(async (trx) => {
    const interview = await trx
      .selectFrom('interviews')
      .selectAll()
      .where('slotTokenHash', '=', hashToken(token))
      .forUpdate()
      .executeTakeFirst();
    if (!interview || interview.cancelledAt) return { kind: 'invalid' };
    if (interview.chosenSlot) return { kind: 'already', when: instant(interview.chosenSlot) };
    const f = await introductionFacts(trx, interview.introductionId);
    const adjustments = answer.adjustments?.trim() || null;
    if (answer.slot === 'none') {
      await trx
        .updateTable('interviews')
        .set({ noneSuitableAt: now, adjustments, shareAdjustments: answer.shareAdjustments })
        .where('id', '=', interview.id)
        .execute();
      const topic = `interview:${interview.id}:none`;
      const mail = noSlotSuitsMail(factsOf(f, interview), adjustments, { origin: settings.origin });
      await queueMail(
        trx,
        topic,
        [{ template: CONSULTANT_TEMPLATES.interviewNone, recipient: settings.notifyTo, ...renderMail(mail) }],
        now,
      );
      return { kind: 'none', topic };
    }
    if (!interview.slots.includes(answer.slot) || instant(answer.slot) <= now) return { kind: 'unknown-slot' };
    const chosen = await trx
      .updateTable('interviews')
      .set({ chosenSlot: answer.slot, startsAt: instant(answer.slot), adjustments, shareAdjustments: answer.shareAdjustments })
      .where('id', '=', interview.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const topic = versionTopic(chosen);
    await queueMail(trx, topic, changeMessages('confirmed', f, chosen, settings, now), now);
    return { kind: 'chosen', when: instant(answer.slot), topic };
  });
}

const INTERVIEW_NOT_FOUND = 'Interview not found';

async function lockedInterview(db: Kysely<Database>, id: number): Promise<Interview> {
  const interview = await db.selectFrom('interviews').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!interview) throw new DomainError('not-found', INTERVIEW_NOT_FOUND);
  if (interview.cancelledAt) throw new DomainError('conflict', 'This interview has been cancelled');
  return interview;
}

/**
 * Moves the interview to a time agreed with both sides: the same event (its UID) with a higher SEQUENCE,
 * sent to all three; the reminder and the feedback request start again.
 */
export async function rescheduleInterview(
  db: Kysely<Database>,
  id: number,
  slot: string,
  { now = new Date(), settings = mailSettingsFromEnv() }: Options = {},
): Promise<{ interview: Interview; topic: string }> {
  refuseIfPast([slot], now, 'slot');
  return db.transaction().execute(async (trx) => {
    const current = await lockedInterview(trx, id);
    const interview = await trx
      .updateTable('interviews')
      .set({
        chosenSlot: slot,
        startsAt: instant(slot),
        sequence: current.sequence + 1,
        reminderSentAt: null,
        feedbackRequestedAt: null,
        feedbackRemindedAt: null,
        feedbackReceivedAt: null,
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const topic = versionTopic(interview);
    await queueMail(
      trx,
      topic,
      changeMessages('moved', await introductionFacts(trx, interview.introductionId), interview, settings, now),
      now,
    );
    return { interview, topic };
  });
}

/**
 * Cancels the interview. When a time had been chosen, everyone invited gets METHOD:CANCEL for the same
 * event; before that, no calendar holds it and the slot page stops working.
 */
export async function cancelInterview(
  db: Kysely<Database>,
  id: number,
  { now = new Date(), settings = mailSettingsFromEnv() }: Options = {},
): Promise<{ interview: Interview; topic?: string }> {
  return db.transaction().execute(async (trx) => {
    const current = await lockedInterview(trx, id);
    const interview = await trx
      .updateTable('interviews')
      .set({ cancelledAt: now, sequence: current.chosenSlot ? current.sequence + 1 : current.sequence })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (!interview.chosenSlot) return { interview };
    const topic = versionTopic(interview);
    await queueMail(
      trx,
      topic,
      changeMessages('cancelled', await introductionFacts(trx, interview.introductionId), interview, settings, now),
      now,
    );
    return { interview, topic };
  });
}

/** The reviewer's feedback arrived (the consultant records it): no reminder follows. */
export async function recordFeedback(db: Kysely<Database>, id: number, now = new Date()): Promise<Interview> {
  const interview = await db
    .updateTable('interviews')
    .set({ feedbackReceivedAt: now })
    .where('id', '=', id)
    .where('cancelledAt', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (!interview) throw new DomainError('not-found', INTERVIEW_NOT_FOUND);
  return interview;
}

/** The day feedback is due: the agreement's business days after the interview's UK day. */
async function feedbackDue(db: Kysely<Database>, f: IntroductionFacts, startsAt: Date): Promise<string> {
  const { figures } = await governingAgreement(db, f);
  return addBusinessDays(ukDay(startsAt), figures.interviewFeedbackBusinessDays);
}

/**
 * The scheduled run's part (hourly): reminders for interviews starting within INTERVIEW_REMINDER_HOURS,
 * feedback requests once an interview has ended, and the one feedback reminder on the day it is due.
 * Each is marked when queued, so a run repeated does nothing twice. Returns the topics queued.
 */
export async function runInterviewMail(db: Kysely<Database>, { now = new Date() }: { now?: Date } = {}): Promise<string[]> {
  const topics: string[] = [];
  const open = () => db.selectFrom('interviews').selectAll().where('cancelledAt', 'is', null).where('startsAt', 'is not', null);
  const soon = await open()
    .where('reminderSentAt', 'is', null)
    .where('startsAt', '>', now)
    .where('startsAt', '<=', new Date(now.getTime() + INTERVIEW_REMINDER_HOURS * 3_600_000))
    .execute();
  for (const interview of soon) {
    const f = await introductionFacts(db, interview.introductionId);
    const facts = factsOf(f, interview);
    const topic = `${versionTopic(interview)}:reminder`;
    await db.transaction().execute(async (trx) => {
      await queueMail(
        trx,
        topic,
        [
          {
            template: INTERVIEW_TEMPLATES.reminderCandidate,
            recipient: f.candidate.email,
            ...renderMail(interviewReminderMail('candidate', facts, interview.startsAt!)),
          },
          ...(interview.reviewerEmail
            ? [
                {
                  template: INTERVIEW_TEMPLATES.reminderReviewer,
                  recipient: interview.reviewerEmail,
                  ...renderMail(interviewReminderMail('reviewer', facts, interview.startsAt!)),
                },
              ]
            : []),
        ],
        now,
      );
      await trx.updateTable('interviews').set({ reminderSentAt: now }).where('id', '=', interview.id).execute();
    });
    topics.push(topic);
  }
  const ended = await open()
    .where('reviewerEmail', 'is not', null)
    .where('feedbackReceivedAt', 'is', null)
    .where('startsAt', '<=', new Date(now.getTime() - INTERVIEW_MINUTES * 60_000))
    .where((eb) => eb.or([eb('feedbackRequestedAt', 'is', null), eb('feedbackRemindedAt', 'is', null)]))
    .execute();
  for (const interview of ended) {
    const f = await introductionFacts(db, interview.introductionId);
    const due = await feedbackDue(db, f, interview.startsAt!);
    const reminder = interview.feedbackRequestedAt !== null;
    // The one reminder goes on the morning feedback is due, if none has come.
    if (reminder && ukDay(now) < due) continue;
    const topic = `${versionTopic(interview)}:${reminder ? 'feedback-reminder' : 'feedback'}`;
    await db.transaction().execute(async (trx) => {
      await queueMail(
        trx,
        topic,
        [
          {
            template: reminder ? INTERVIEW_TEMPLATES.feedbackReminder : INTERVIEW_TEMPLATES.feedback,
            recipient: interview.reviewerEmail!,
            ...renderMail(feedbackRequestMail(factsOf(f, interview), due, reminder)),
          },
        ],
        now,
      );
      await trx
        .updateTable('interviews')
        .set(reminder ? { feedbackRemindedAt: now } : { feedbackRequestedAt: now })
        .where('id', '=', interview.id)
        .execute();
    });
    topics.push(topic);
  }
  return topics;
}
