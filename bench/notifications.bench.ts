import { afterAll, beforeAll, describe, test } from 'vitest';
import { saveContact } from '../src/candidates/store';
import { migrateToLatest } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';
import { deliverDueMail } from '../src/mail-delivery/deliver';
import { enquiryTopic, queueEnquiryMail } from '../src/notifications/events';
import { applicationReceipt, applicationToConsultant } from '../src/texts/emails';
import { renderMail } from '../src/notifications/render';
import { mailSettingsFromEnv } from '../src/notifications/settings';
import { createMailer } from '../src/notifications/transport';
import { startTestSmtpServer, type TestSmtpServer } from '../tests/support/smtp-server';

const { db } = openPglite();
const enquiry = {
  name: 'Priya Shah',
  email: 'priya@example.com',
  subject: 'employer',
  message: 'We are hiring two graduate SDRs in Bristol this spring.',
} as const;
const application = {
  firstName: 'Amelia',
  lastName: 'Hughes',
  email: 'amelia@example.com',
  phone: '07700 900123',
  degree: 'master',
  interest: 'tech',
  bio: 'MSc Psychology.',
  receivedAt: new Date(),
} as const;
const context = { origin: 'https://www.psychgradsales.co.uk' };
const STATUS_URL = 'https://www.psychgradsales.co.uk/api/application-status/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
let smtp: TestSmtpServer;

beforeAll(async () => {
  await migrateToLatest(db);
  smtp = await startTestSmtpServer();
});
afterAll(async () => {
  await smtp.stop();
  await db.destroy();
});

describe('what mail adds to an enquiry (embedded PGlite)', () => {
  test('storing an enquiry: alone, and with its two messages in the outbox', async ({ bench }) => {
    await bench('insert the enquiry only (before notifications)', async () => {
      await db.insertInto('contacts').values(enquiry).execute();
    }).run();
    await bench('saveContact: the enquiry and its mail, one transaction', async () => {
      await saveContact(db, enquiry);
    }).run();
  });

  test('rendering the two application mails (text and HTML)', async ({ bench }) => {
    await bench('render consultant mail + receipt', () => {
      renderMail(applicationToConsultant(application, context));
      renderMail(applicationReceipt(application, context, 'A-000042', STATUS_URL));
    }).run();
  });

  test("sending an enquiry's two messages to a local SMTP server (after the answer)", async ({ bench }) => {
    const mailer = createMailer({ ...mailSettingsFromEnv({}), smtpUrl: smtp.url });
    let id = 1_000_000;
    await bench('queue + deliverDueMail (2 messages)', async () => {
      await queueEnquiryMail(db, ++id, { ...enquiry, receivedAt: new Date() });
      await deliverDueMail(db, mailer, { topic: enquiryTopic(id) });
    }).run();
  });
});
