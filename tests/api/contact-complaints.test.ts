import { describe, expect, it } from 'vitest';
import { submissionReference } from '../../src/utils/reference';
import { useSignedInAdmin } from '../support/admin-session';
import { callApi } from '../support/call-api';

// Who may call PUT /api/contacts/{id}/complaint (admins only, same-origin writes) is in admin-authorization.test.ts.
const { db, admin } = useSignedInAdmin();

const DAY = 86_400_000;

async function enquiry(name: string, receivedDaysAgo = 0): Promise<number> {
  const { id } = await db()
    .insertInto('contacts')
    .values({
      name,
      email: `${name.toLowerCase()}@example.com`,
      subject: 'general',
      message: 'You kept my CV after I asked you to delete it.',
      createdAt: new Date(Date.now() - receivedDaysAgo * DAY),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

const setStage = (id: number | string, json: unknown) => admin('PUT', `/api/contacts/${id}/complaint`, { json });
const overview = async () => (await admin('GET', '/api/admin/overview')).body.complaints;
const moments = (id: number) =>
  db()
    .selectFrom('contacts')
    .select(['complaintMarkedAt', 'complaintAcknowledgedAt', 'complaintAnsweredAt'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('PUT /api/contacts/{id}/complaint', () => {
  it('marks an enquiry as a complaint, acknowledges it and tells its outcome, keeping each step’s moment; the overview counts it until the outcome', async () => {
    await db().deleteFrom('contacts').execute();
    const id = await enquiry('Nadia');
    expect(await overview()).toEqual({ open: 0, overdue: 0 });

    const marked = await setStage(id, { stage: 'open' });
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ id, name: 'Nadia', complaintAcknowledgedAt: null, complaintAnsweredAt: null });
    const markedAt = (await moments(id)).complaintMarkedAt;
    expect(Date.now() - markedAt!.getTime()).toBeLessThan(60_000);
    expect(await overview()).toEqual({ open: 1, overdue: 0 });
    // The admin's list carries the moments, from which the dashboard shows the due date.
    const list = await admin('GET', '/api/contacts');
    expect(list.body.items[0]).toMatchObject({ id, complaintMarkedAt: markedAt!.toISOString(), complaintAcknowledgedAt: null });

    // Marking again (a second tab, a retry) keeps the first moment.
    await setStage(id, { stage: 'open' });
    expect((await moments(id)).complaintMarkedAt).toEqual(markedAt);

    expect((await setStage(id, { stage: 'acknowledged' })).status).toBe(200);
    const acknowledged = await moments(id);
    expect(acknowledged.complaintMarkedAt).toEqual(markedAt);
    expect(acknowledged.complaintAcknowledgedAt).not.toBeNull();
    expect(await overview()).toEqual({ open: 1, overdue: 0 });

    expect((await setStage(id, { stage: 'answered' })).status).toBe(200);
    expect((await moments(id)).complaintAnsweredAt).not.toBeNull();
    expect(await overview()).toEqual({ open: 0, overdue: 0 });

    // Reopened: the outcome is cleared, the acknowledgement kept.
    await setStage(id, { stage: 'acknowledged' });
    expect(await moments(id)).toEqual({ ...acknowledged, complaintAnsweredAt: null });
    expect(await overview()).toEqual({ open: 1, overdue: 0 });

    // Unmarked: no longer a complaint at all.
    const unmarked = await setStage(id, { stage: 'none' });
    expect(unmarked.body).toMatchObject({ complaintMarkedAt: null, complaintAcknowledgedAt: null, complaintAnsweredAt: null });
    expect(await overview()).toEqual({ open: 0, overdue: 0 });
  });

  it('records an outcome told before any acknowledgement as acknowledging it too', async () => {
    const id = await enquiry('Omar');
    expect((await setStage(id, { stage: 'answered' })).status).toBe(200);
    const { complaintMarkedAt, complaintAcknowledgedAt, complaintAnsweredAt } = await moments(id);
    expect(complaintMarkedAt).toEqual(complaintAnsweredAt);
    expect(complaintAcknowledgedAt).toEqual(complaintAnsweredAt);
  });

  it('counts as overdue a complaint not acknowledged by 30 days after the enquiry arrived, however late it was marked', async () => {
    await db().deleteFrom('contacts').execute();
    const late = await enquiry('Late', 32);
    const inTime = await enquiry('InTime', 28);
    const lateButAcknowledged = await enquiry('Acknowledged', 40);
    for (const id of [late, inTime]) await setStage(id, { stage: 'open' });
    await setStage(lateButAcknowledged, { stage: 'acknowledged' });
    // The clock runs from receipt: marking it today does not give the late one 30 more days.
    expect(await overview()).toEqual({ open: 3, overdue: 1 });
    await setStage(late, { stage: 'acknowledged' });
    expect(await overview()).toEqual({ open: 3, overdue: 0 });
  });

  it.each([
    ['an unknown stage', { stage: 'closed' }],
    ['no stage', {}],
    ['a stage that is not text', { stage: 1 }],
  ])('refuses %s with 400, changing nothing', async (_name, json) => {
    const id = await enquiry('Refused');
    const { status, body } = await setStage(id, json);
    expect(status).toBe(400);
    expect(body.errors.stage).toEqual(['Choose one of the complaint stages']);
    expect(await moments(id)).toEqual({ complaintMarkedAt: null, complaintAcknowledgedAt: null, complaintAnsweredAt: null });
  });

  it('answers 404 for an enquiry that does not exist, or an id that cannot name one', async () => {
    expect((await setStage(999_999, { stage: 'open' })).body).toMatchObject({ message: 'Contact not found' });
    expect((await setStage('abc', { stage: 'open' })).status).toBe(404);
  });

  it('keeps the steps in order in the database too: no acknowledgement without the marking', async () => {
    const id = await enquiry('Constraint');
    await expect(db().updateTable('contacts').set({ complaintAcknowledgedAt: new Date() }).where('id', '=', id).execute()).rejects.toThrow(
      /contacts_complaint_steps/,
    );
  });
});

describe('the contact form’s "Data protection complaint" subject (DPA 2018 s.164A)', () => {
  it('is marked a complaint on arrival and acknowledged at once with its reference and what happens next; the due date shows as for any complaint', async () => {
    const res = await callApi(
      '/api/contacts',
      {
        method: 'POST',
        json: {
          name: 'Priya Shah',
          email: 'priya@example.com',
          subject: 'data-protection-complaint',
          message: 'You sent my CV to an employer I never agreed to.',
        },
      },
      { ip: '192.0.2.61' },
    );
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const stored = await moments(id);
    expect(stored.complaintMarkedAt).not.toBeNull();
    expect(stored.complaintAcknowledgedAt).toEqual(stored.complaintMarkedAt);
    expect(stored.complaintAnsweredAt).toBeNull();

    const mail = await db()
      .selectFrom('outbox')
      .selectAll()
      .where('topic', '=', `enquiry:${id}`)
      .where('recipient', '=', 'priya@example.com')
      .executeTakeFirstOrThrow();
    expect(mail.template).toBe('complaint-acknowledgement');
    expect(mail.subject).toContain('data protection complaint');
    expect(mail.text).toContain(submissionReference('enquiry', id));
    expect(mail.text).toContain('section 164A');
    expect(mail.text).toContain('What happens next');
    expect(mail.text).not.toContain('never agreed');

    // The admin's list carries the moments the dashboard shows the due date from; the Overview counts it until its outcome.
    const list = await admin('GET', '/api/contacts');
    expect(list.body.items.find((c: { id: number }) => c.id === id)).toMatchObject({
      subject: 'data-protection-complaint',
      complaintMarkedAt: expect.any(String),
    });
    expect((await overview()).open).toBeGreaterThanOrEqual(1);
  });

  it('stays open, with its due date, when the inbox already had its receipts for the day', async () => {
    const send = (n: number) =>
      callApi(
        '/api/contacts',
        {
          method: 'POST',
          json: { name: 'Flood', email: 'flooded@example.com', subject: 'data-protection-complaint', message: `Complaint number ${n}` },
        },
        { ip: `192.0.2.${70 + n}` },
      );
    const ids: number[] = [];
    for (let n = 0; n < 4; n++) ids.push(((await (await send(n)).json()) as { id: number }).id);
    const last = await moments(ids[3]!);
    expect(last.complaintMarkedAt).not.toBeNull();
    expect(last.complaintAcknowledgedAt).toBeNull();
  });
});
