import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInterviewMail } from '../../src/interviews/interviews';
import interviewsScheduled from '../../src/functions/interviews-scheduled';
import { CONSULTANT_TEMPLATES } from '../../src/notifications/templates';
import { SLOT_PAGE_TEXT } from '../../src/texts/placements';
import { createAccount, signInCookie } from '../support/admin-session';
import { apiRequest, runScheduled, sendApi } from '../support/call-api';
import { insertIntroduction } from '../support/introductions';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

let t: TestDatabase;
let cookie: string;
let n = 0;
const send = (path: string, init: Parameters<typeof apiRequest>[1] = {}) =>
  sendApi(apiRequest(path, init), { ip: `198.51.100.${++n % 250}` });
async function admin(path: string, json?: unknown) {
  const res = await send(path, { method: 'POST', json: json ?? {}, cookie });
  return { status: res.status, body: await res.json() };
}
const form = (link: string, fields: Record<string, string>) =>
  send(link, {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

const outbox = (topicPrefix: string) =>
  t.db.selectFrom('outbox').selectAll().where('topic', 'like', `${topicPrefix}%`).orderBy('id').execute();
const ics = (mail: { attachments: Array<{ content: string; contentType: string }> | null }) =>
  mail.attachments![0]!.content.replace(/\r\n /g, '');
const slotLink = (text: string) => {
  const m = /(\/api\/interviews\/slots\?token=[^\s)"&<]+)/.exec(text);
  if (!m) throw new Error(`no slot link in ${text}`);
  return m[1]!;
};

beforeAll(async () => {
  t = await createTestDatabase();
  await createAccount(t.db, 'admin@example.com');
  cookie = await signInCookie('admin@example.com');
});
afterAll(() => t.destroy());

const SLOTS = ['2027-03-26T10:00', '2027-03-29T10:00'];

async function propose(extra: Record<string, unknown> = {}, options: Parameters<typeof insertIntroduction>[1] = {}) {
  const intro = await insertIntroduction(t.db, options);
  const res = await admin('/api/admin/interviews', {
    introductionId: intro.introductionId,
    slots: SLOTS,
    mode: 'in-person',
    where: '1 High Street, Exeter',
    ...extra,
  });
  expect(res.status).toBe(201);
  const [mail] = await outbox(`interview:${res.body.id}:slots`);
  return { ...intro, interview: res.body, link: slotLink(mail!.text), mail: mail! };
}

describe('proposing an interview', () => {
  it('stores the slots and emails the candidate a link to choose, moving the introduction on', async () => {
    const { interview, mail, candidateEmail, introductionId, contactEmail } = await propose();
    expect(interview).toMatchObject({
      slots: SLOTS,
      mode: 'in-person',
      location: '1 High Street, Exeter',
      sequence: 0,
      chosenSlot: null,
      reviewerEmail: contactEmail,
    });
    expect(interview.slotTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(mail).toMatchObject({ template: 'interview-slots', recipient: candidateEmail });
    expect(mail.text).toContain('26 Mar 2027, 10:00 GMT');
    expect(mail.text).toContain('29 Mar 2027, 10:00 BST');
    const intro = await t.db.selectFrom('introductions').select('status').where('id', '=', introductionId).executeTakeFirstOrThrow();
    expect(intro.status).toBe('interview');
  });

  it.each([
    ['four slots', { slots: ['2027-03-01T10:00', '2027-03-02T10:00', '2027-03-03T10:00', '2027-03-04T10:00'] }, 'slots'],
    ['no slot', { slots: [] }, 'slots'],
    ['a time the spring change skips', { slots: ['2027-03-28T01:30'] }, 'slots.0'],
    ['a time not written as a UK time', { slots: ['26/03/2027 10am'] }, 'slots.0'],
    ['a slot already past', { slots: ['2026-01-05T10:00'] }, 'slots'],
    ['an unknown mode', { mode: 'carrier-pigeon' }, 'mode'],
    ['no place', { where: '' }, 'where'],
  ])('refuses %s with 400 naming the field', async (_name, change, field) => {
    const intro = await insertIntroduction(t.db);
    const res = await admin('/api/admin/interviews', {
      introductionId: intro.introductionId,
      slots: SLOTS,
      mode: 'video',
      where: 'Teams',
      ...change,
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toContain(field);
  });

  it('refuses an unknown introduction (404), one the candidate has not agreed to (409), and anyone not an admin', async () => {
    expect((await admin('/api/admin/interviews', { introductionId: 999999, slots: SLOTS, mode: 'video', where: 'Teams' })).status).toBe(
      404,
    );
    const asked = await insertIntroduction(t.db, { status: 'asked' });
    expect(
      (await admin('/api/admin/interviews', { introductionId: asked.introductionId, slots: SLOTS, mode: 'video', where: 'Teams' })).status,
    ).toBe(409);
    const anonymous = await send('/api/admin/interviews', {
      method: 'POST',
      json: { introductionId: asked.introductionId, slots: SLOTS, mode: 'video', where: 'x' },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe("the candidate's slot page", () => {
  it('shows the slots as POST buttons and changes nothing on GET', async () => {
    const { link, interview } = await propose();
    const page = await send(link);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`<form method="post" action="${link.replace(/&/g, '&amp;')}">`);
    expect(html).toContain('name="slot" value="2027-03-26T10:00"');
    expect(html).toContain('name="slot" value="none"');
    expect(html).toContain(SLOT_PAGE_TEXT.shareLabel);
    const row = await t.db.selectFrom('interviews').selectAll().where('id', '=', interview.id).executeTakeFirstOrThrow();
    expect(row.chosenSlot).toBeNull();
    expect((await send('/api/interviews/slots?token=nonsense')).status).toBe(404);
  });

  it('"none of these work" tells the consultant, with any adjustments', async () => {
    const { link, interview } = await propose();
    const res = await form(link, { slot: 'none', adjustments: 'A ground-floor room, please' });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(SLOT_PAGE_TEXT.noneSent.title);
    const [mail] = await outbox(`interview:${interview.id}:none`);
    expect(mail).toMatchObject({ template: CONSULTANT_TEMPLATES.interviewNone });
    expect(mail!.text).toContain('A ground-floor room, please');
  });

  it('refuses a time that was not offered, and shows the page again', async () => {
    const { link } = await propose();
    const res = await form(link, { slot: '2027-03-27T10:00' });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(SLOT_PAGE_TEXT.unknownSlot);
  });

  it('a choice sends the confirmation with the invitation to the candidate, the reviewer and the consultant; the employer learns only that adjustments were asked for', async () => {
    const { link, interview, candidateEmail, contactEmail } = await propose();
    const res = await form(link, { slot: '2027-03-26T10:00', adjustments: 'I use a wheelchair' });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('26 Mar 2027, 10:00 GMT');
    const mails = await outbox(`interview:${interview.id}:v0`);
    expect(mails.map((m) => [m.template, m.template === CONSULTANT_TEMPLATES.interview ? 'consultant' : m.recipient])).toEqual([
      ['interview-candidate', candidateEmail],
      ['interview-reviewer', contactEmail],
      [CONSULTANT_TEMPLATES.interview, 'consultant'],
    ]);
    const [candidate, reviewer, consultant] = mails;
    expect(reviewer!.text).not.toContain('wheelchair');
    expect(reviewer!.text).toContain('asked for adjustments');
    expect(consultant!.text).toContain('I use a wheelchair');
    expect(candidate!.text).not.toContain('wheelchair');
    for (const mail of mails) {
      expect(mail.attachments![0]).toMatchObject({
        filename: 'interview.ics',
        contentType: 'text/calendar; charset=UTF-8; method=REQUEST',
      });
      const file = ics(mail);
      expect(file).toContain('METHOD:REQUEST\r\n');
      expect(file).toContain(`UID:${interview.uid}\r\n`);
      expect(file).toContain('SEQUENCE:0\r\n');
      expect(file).toContain('DTSTART;TZID=Europe/London:20270326T100000\r\n');
      expect(file).toContain('BEGIN:VTIMEZONE');
    }
    // A second answer changes nothing: the page shows the time chosen.
    const again = await form(link, { slot: '2027-03-29T10:00' });
    expect(await again.text()).toContain(SLOT_PAGE_TEXT.alreadyChosen('26 Mar 2027, 10:00 GMT'));
  });

  it('shares the adjustments with the employer when the candidate ticks it', async () => {
    const { link, interview } = await propose();
    await form(link, { slot: '2027-03-29T10:00', adjustments: 'Captions on the call', shareAdjustments: 'on' });
    const reviewer = (await outbox(`interview:${interview.id}:v0`)).find((m) => m.template === 'interview-reviewer');
    expect(reviewer!.text).toContain('Captions on the call');
  });
});

describe('rescheduling and cancelling', () => {
  it('moves the same event (same UID, higher SEQUENCE) across the clock change, then cancels it with METHOD:CANCEL', async () => {
    const { link, interview, jobId } = await propose();
    // The job's ledger gives the row its open interview: waiting for the candidate, then the time chosen.
    const ledger = async () => (await (await send(`/api/admin/introductions?jobId=${jobId}`, { cookie })).json())[0];
    expect(await ledger()).toMatchObject({ status: 'interview', interviewId: interview.id, interviewSlot: null });
    await form(link, { slot: '2027-03-26T10:00' });
    expect(await ledger()).toMatchObject({ interviewId: interview.id, interviewSlot: '2027-03-26T10:00' });
    const moved = await admin(`/api/admin/interviews/${interview.id}/reschedule`, { slot: '2027-03-29T10:00' });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      uid: interview.uid,
      sequence: 1,
      chosenSlot: '2027-03-29T10:00',
      startsAt: '2027-03-29T09:00:00.000Z',
    });
    const movedMails = await outbox(`interview:${interview.id}:v1`);
    expect(movedMails).toHaveLength(3);
    for (const mail of movedMails) {
      expect(ics(mail)).toContain(`UID:${interview.uid}\r\n`);
      expect(ics(mail)).toContain('SEQUENCE:1\r\n');
      expect(ics(mail)).toContain('DTSTART;TZID=Europe/London:20270329T100000\r\n');
      expect(mail.subject).toMatch(/^Interview moved/);
    }
    const cancelled = await admin(`/api/admin/interviews/${interview.id}/cancel`);
    expect(cancelled.body).toMatchObject({ sequence: 2 });
    const cancelMails = await outbox(`interview:${interview.id}:v2`);
    expect(cancelMails).toHaveLength(3);
    for (const mail of cancelMails) {
      expect(mail.attachments![0]!.contentType).toContain('method=CANCEL');
      expect(ics(mail)).toContain('METHOD:CANCEL\r\n');
      expect(ics(mail)).toContain(`UID:${interview.uid}\r\n`);
      expect(ics(mail)).toContain('STATUS:CANCELLED\r\n');
    }
    expect((await send(link)).status).toBe(404);
    // Cancelled: no open interview, so the row offers proposing slots again.
    expect(await ledger()).toMatchObject({ interviewId: null, interviewSlot: null });
    expect((await admin(`/api/admin/interviews/${interview.id}/reschedule`, { slot: '2027-03-30T10:00' })).status).toBe(409);
  });

  it('refuses a move to a time already past, or of an unknown interview', async () => {
    const { interview } = await propose();
    expect((await admin(`/api/admin/interviews/${interview.id}/reschedule`, { slot: '2026-01-01T10:00' })).status).toBe(400);
    expect((await admin('/api/admin/interviews/999999/reschedule', { slot: '2027-03-30T10:00' })).status).toBe(404);
  });
});

describe('reminders and feedback (scheduled)', () => {
  it('reminds both sides a day before, asks the reviewer for feedback after, and reminds once on the day it is due', async () => {
    const { link, interview, candidateEmail, contactEmail } = await propose();
    await form(link, { slot: '2027-03-26T10:00' });
    const run = async (now: string) =>
      (await runInterviewMail(t.db, { now: new Date(now) })).filter((topic) => topic.startsWith(`interview:${interview.id}:`));

    expect(await run('2027-03-25T09:00:00Z')).toEqual([]);
    expect(await run('2027-03-25T10:00:00Z')).toEqual([`interview:${interview.id}:v0:reminder`]);
    expect(await run('2027-03-25T11:00:00Z')).toEqual([]);
    const reminders = await outbox(`interview:${interview.id}:v0:reminder`);
    expect(reminders.map((m) => m.recipient)).toEqual([candidateEmail, contactEmail]);

    // Over by 11:00 on Good Friday; feedback is due 2 business days later, after Easter Monday: Wed 31 March.
    expect(await run('2027-03-26T10:30:00Z')).toEqual([]);
    expect(await run('2027-03-26T11:00:00Z')).toEqual([`interview:${interview.id}:v0:feedback`]);
    const [request] = await outbox(`interview:${interview.id}:v0:feedback`);
    expect(request).toMatchObject({ recipient: contactEmail, template: 'interview-feedback' });
    expect(request!.text).toContain('31 March 2027');

    expect(await run('2027-03-30T12:00:00Z')).toEqual([]);
    expect(await run('2027-03-31T07:00:00Z')).toEqual([`interview:${interview.id}:v0:feedback-reminder`]);
    expect(await run('2027-04-01T07:00:00Z')).toEqual([]);
  });

  it('sends no feedback reminder once the feedback is recorded', async () => {
    const { link, interview } = await propose();
    await form(link, { slot: '2027-03-29T10:00' });
    const run = async (now: string) =>
      (await runInterviewMail(t.db, { now: new Date(now) })).filter((topic) => topic.startsWith(`interview:${interview.id}:`));
    // Chosen after the reminder's hour: only the feedback request is still to come.
    expect(await run('2027-03-29T12:00:00Z')).toEqual([`interview:${interview.id}:v0:feedback`]);
    expect((await admin(`/api/admin/interviews/${interview.id}/feedback`)).status).toBe(200);
    expect(await run('2027-03-31T07:00:00Z')).toEqual([]);
  });

  it('runs as its scheduled function', async () => {
    const res = await runScheduled(interviewsScheduled);
    expect(res.status).toBe(200);
    expect(await res.json()).toHaveProperty('queued');
  });
});
