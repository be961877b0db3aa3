import { describe, expect, it } from 'vitest';
import { saveApplication } from '../../src/candidates/store';
import { CONSULTANT_TEMPLATES } from '../../src/notifications/templates';
import { queueWaitingReminder } from '../../src/candidates/waiting-reminder';
import type { ApplicationData } from '../../src/schemas/application';
import { useSignedInAdmin } from '../support/admin-session';
import { validApplication } from '../support/application-request';
import { realPdf } from '../support/files';

/** The 48-hour promise kept visible (docs/decisions/admin.md): the tables' filters, order and flags, the Overview, the daily reminder. */
const { db, admin } = useSignedInAdmin();

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

/** An application from `firstName`, received `hours` ago. */
async function applied(firstName: string, hours: number, email = `${firstName.toLowerCase()}@example.com`) {
  const id = await saveApplication(db(), { ...validApplication, firstName, email } as ApplicationData, {
    fileName: 'cv.pdf',
    contentType: 'application/pdf',
    data: realPdf(),
  });
  await db()
    .updateTable('applications')
    .set({ createdAt: hoursAgo(hours) } as never)
    .where('id', '=', id)
    .execute();
  return id;
}

/** An enquiry from `name` about `subject`, received `hours` ago. */
const enquired = (name: string, hours: number, subject: 'candidate' | 'employer' = 'candidate') =>
  db()
    .insertInto('contacts')
    .values({ name, email: `${name.toLowerCase()}@example.com`, subject, message: 'Hello there.', createdAt: hoursAgo(hours) })
    .returning('id')
    .executeTakeFirstOrThrow()
    .then((r) => r.id);

const names = (body: { items: Array<{ firstName?: string; name?: string }> }) => body.items.map((r) => r.firstName ?? r.name);
const applications = async (query: string) => (await admin('GET', `/api/applications?pageSize=100&${query}`)).body;
const enquiries = async (query: string) => (await admin('GET', `/api/contacts?pageSize=100&${query}`)).body;

describe('the Applications table', () => {
  it('flags an application still new past 48 hours, filters to those, and sorts by name and by time waiting on the server', async () => {
    await applied('Olwen', 72);
    await applied('Bryn', 49);
    await applied('Cai', 47);
    const taken = await applied('Dilys', 100);
    await admin('PUT', `/api/applications/${taken}/status`, { json: { status: 'in_review' } });

    const all = await applications('');
    expect(names(all)).toEqual(['Cai', 'Bryn', 'Olwen', 'Dilys']);
    const byName = Object.fromEntries(all.items.map((a: { firstName: string }) => [a.firstName, a]));
    expect(byName.Olwen).toMatchObject({ waitingHours: 72, overdue: true });
    expect(byName.Bryn).toMatchObject({ waitingHours: 49, overdue: true });
    expect(byName.Cai).toMatchObject({ waitingHours: 47, overdue: false });
    // Taken up: no longer waiting, however old.
    expect(byName.Dilys).toMatchObject({ waitingHours: null, overdue: false });

    expect(names(await applications('status=overdue'))).toEqual(['Bryn', 'Olwen']);
    expect(names(await applications('status=in_review'))).toEqual(['Dilys']);
    expect(names(await applications('sort=name&dir=asc'))).toEqual(['Bryn', 'Cai', 'Dilys', 'Olwen']);
    expect(names(await applications('sort=name&dir=desc'))).toEqual(['Olwen', 'Dilys', 'Cai', 'Bryn']);
    // The longest wait first; what no longer waits comes last either way.
    expect(names(await applications('sort=waiting&dir=desc'))).toEqual(['Olwen', 'Bryn', 'Cai', 'Dilys']);
    expect(names(await applications('sort=waiting&dir=asc'))).toEqual(['Cai', 'Bryn', 'Olwen', 'Dilys']);
    // Statuses in the order they are worked through: New before In review.
    expect(names(await applications('sort=status&dir=desc'))[0]).toBe('Dilys');

    const { body: overview } = await admin('GET', '/api/admin/overview');
    expect(overview.overdue).toEqual({ applications: 2, enquiries: 0 });
  });

  it('refuses a sort or status it does not know, naming what it takes', async () => {
    const bad = await admin('GET', '/api/applications?sort=email');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('sort must be one of: name, role, received, status, waiting');
    expect((await admin('GET', '/api/applications?status=replied')).status).toBe(400);
  });
});

describe('the Contacts table', () => {
  it('gives each enquiry a status, new at first, flags one waiting past 48 hours, and filters by status and subject', async () => {
    const old = await enquired('Morwenna', 60, 'employer');
    await enquired('Tegan', 2);
    expect(names(await enquiries('status=overdue'))).toEqual(['Morwenna']);
    expect((await enquiries('subject=employer')).items).toMatchObject([
      { name: 'Morwenna', status: 'new', waitingHours: 60, overdue: true },
    ]);

    const { status, body } = await admin('PUT', `/api/contacts/${old}/status`, { json: { status: 'replied' } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: old, status: 'replied' });
    expect(names(await enquiries('status=overdue'))).toEqual([]);
    expect((await enquiries('status=replied')).items).toMatchObject([{ name: 'Morwenna', waitingHours: null, overdue: false }]);

    expect((await admin('PUT', '/api/contacts/999999/status', { json: { status: 'closed' } })).status).toBe(404);
    expect((await admin('PUT', `/api/contacts/${old}/status`, { json: { status: 'placed' } })).status).toBe(400);
    expect((await admin('GET', '/api/contacts?subject=sales')).status).toBe(400);
  });
});

describe('the daily reminder', () => {
  it('is off until the consultant turns it on; then one a day while anything waits past 48 hours, with counts and no names', async () => {
    await db().deleteFrom('applications').execute();
    await db().deleteFrom('contacts').execute();
    await enquired('Ffion', 50);
    const now = new Date();
    expect((await admin('GET', '/api/admin/notifications')).body.waitingReminder).toBe(false);
    expect(await queueWaitingReminder(db(), { now })).toBe(false);

    const saved = await admin('PUT', '/api/admin/notifications', { json: { waitingReminder: true } });
    expect(saved.status).toBe(200);
    expect(saved.body.waitingReminder).toBe(true);
    expect(await queueWaitingReminder(db(), { now })).toBe(true);
    // The same day's second run sends nothing more.
    expect(await queueWaitingReminder(db(), { now })).toBe(false);
    const [mail] = await db().selectFrom('outbox').selectAll().where('template', '=', CONSULTANT_TEMPLATES.waitingReminder).execute();
    expect(mail.subject).toBe('1 waiting over 48 hours');
    expect(mail.text).toContain('- 1 enquiry');
    expect(mail.text).toContain('/admin#contacts');
    expect(mail.text).not.toContain('Ffion');

    // Nothing waiting the next day: no reminder.
    await db().updateTable('contacts').set({ status: 'closed' }).execute();
    expect(await queueWaitingReminder(db(), { now: new Date(now.getTime() + 86_400_000) })).toBe(false);
    expect((await admin('PUT', '/api/admin/notifications', { json: { waitingReminder: 'yes' } })).status).toBe(400);
  });
});
