import { DomUtils, parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../src/abuse/rate-limit';
import outboxScheduled from '../../src/functions/outbox-scheduled';
import { site } from '../../src/config/site';
import type { JobType, Workplace } from '../../src/config/choices';
import { runJobAlerts } from '../../src/job-alerts/run';
import { deliverDueMail } from '../../src/mail-delivery/deliver';
import { retryDelayMs } from '../../src/notifications/outbox';
import { retentionCutoffs } from '../../src/config/retention';
import { runRetention } from '../../src/retention/run';
import { countsOf, erasePersonalData, findPersonalData } from '../../src/subject-requests/personal-data';
import { loadOverview } from '../../src/insights/overview';
import { mailSettingsFromEnv } from '../../src/notifications/settings';
import { createMailer } from '../../src/notifications/transport';
import { JOB_ALERT_FORM, JOB_ALERT_LABELS, JOB_ALERT_PAGES } from '../../src/texts/job-alerts';
import { CONSENT_VERSION } from '../../src/config/job-alerts';
import { escapeHtml } from '../../src/utils/html';
import { inOneRateWindow } from '../support/rate-window';
import { startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from '../support/smtp-server';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { callApi, runScheduled } from '../support/call-api';

const ORIGIN = 'https://www.psychgradsales.co.uk';
const DAY = 86_400_000;

let t: TestDatabase;
let smtp: TestSmtpServer;
let n = 0;
const savedEnv = { ...process.env };
const ctx = () => ({ ip: `198.51.100.${++n % 250}` });

const signUp = (fields: Record<string, unknown>) =>
  callApi('/api/job-alerts', { method: 'POST', json: { frequency: 'daily', consent: true, ...fields } }, ctx());
const deliver = (now?: Date) => deliverDueMail(t.db, createMailer(mailSettingsFromEnv()), { now });
/** A run of the alerts at `now`, then the sends after it, as the scheduled function does. */
const runAt = async (now: Date) => {
  const run = await runJobAlerts(t.db, { now });
  await deliver(now);
  return run;
};
const mailTo = (address: string) => smtp.received.filter((m) => m.envelope.to.some((to) => to.toLowerCase() === address.toLowerCase()));
const linkIn = (mail: ReceivedMail, path: string) => {
  const m = new RegExp(`${ORIGIN}${path}\\?token=([^\\s)"&<]+)`).exec(mail.mail.text ?? '');
  if (!m) throw new Error(`no ${path} link in ${mail.mail.text}`);
  return `${path}?token=${m[1]}`;
};
/** The address of a mail's List-Unsubscribe header (as sent: unfolded). */
const unsubscribeUrl = (mail: ReceivedMail) => /^List-Unsubscribe: <([^>]+)>/im.exec(mail.raw.replace(/\r?\n[ \t]+/g, ' '))?.[1] ?? '';
const confirmLink = (address: string) => linkIn(mailTo(address).at(-1)!, '/api/job-alerts/confirm');
const post = (path: string, body?: string, headers: Record<string, string> = {}) =>
  callApi(
    path,
    { method: 'POST', body, headers: { ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}), ...headers } },
    ctx(),
  );

/** Subscribes and confirms an address; the confirmation email is read from the SMTP server. Returns the manage link the confirmed page gives. */
async function subscribed(email: string, fields: Record<string, unknown> = {}) {
  expect((await signUp({ email, ...fields })).status).toBe(202);
  const confirmed = await post(confirmLink(email));
  expect(confirmed.status).toBe(200);
  return /href="(\/api\/job-alerts\/manage\?token=[^"]+)"/.exec(await confirmed.text())![1];
}

let jobNumber = 0;
async function publish(
  title: string,
  fields: {
    location?: string;
    type?: JobType;
    workplace?: Workplace;
    salary?: string | null;
    isActive?: boolean;
    expiresAt?: Date;
    postedAt?: Date;
  } = {},
) {
  const { id } = await t.db
    .insertInto('jobs')
    .values({
      title: `${title} ${++jobNumber}`,
      company: 'Acme Ltd',
      location: fields.location ?? 'Exeter',
      type: fields.type ?? 'Full-time',
      workplace: fields.workplace ?? 'on-site',
      description: 'A graduate role.',
      requirements: 'A psychology degree.',
      salary: fields.salary === undefined ? '£26,000' : fields.salary,
      isActive: fields.isActive ?? true,
      expiresAt: fields.expiresAt ?? null,
      postedAt: fields.postedAt ?? new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, title: `${title} ${jobNumber}` };
}

beforeAll(async () => {
  t = await createTestDatabase();
  smtp = await startTestSmtpServer();
  Object.assign(process.env, {
    SMTP_URL: smtp.url,
    MAIL_FROM: `"${site.name}" <${site.email}>`,
    SITE_URL: ORIGIN,
    SESSION_SECRET: 's'.repeat(48),
  });
});
afterAll(async () => {
  process.env = savedEnv;
  await smtp.stop();
  await t.destroy();
});
beforeEach(async () => {
  await t.db.deleteFrom('jobAlertSubscriptions').execute();
  await t.db.deleteFrom('jobAlertRuns').execute();
  await t.db.deleteFrom('outbox').execute();
  await t.db.deleteFrom('jobs').execute();
  await t.db.deleteFrom('rateLimits').execute();
  smtp.received.length = 0;
});

describe('signing up', () => {
  it('answers 202 whatever the address, and sends one confirmation email an hour to an inbox', async () => {
    for (const attempt of [1, 2, 3]) {
      const res = await signUp({ email: attempt === 2 ? 'Grad.One+jobs@Example.com' : 'grad.one@example.com', q: 'sales' });
      expect(res.status).toBe(202);
    }
    await deliver();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].mail.subject).toMatch(/Confirm your job alert/);
    const [sub] = await t.db.selectFrom('jobAlertSubscriptions').selectAll().orderBy('id').execute();
    expect(sub).toMatchObject({ status: 'pending', q: 'sales', consentVersion: CONSENT_VERSION, consentSource: 'jobs-page' });
  });

  it('keeps a second sign-up within the hour, says the first email confirms it, and that one confirmation confirms both', async () => {
    const first = await signUp({ email: 'twice@example.com', q: 'sales' });
    expect(await first.json()).toEqual({ message: JOB_ALERT_PAGES.checkEmail.body, outcome: 'sent' });
    const second = await callApi(
      '/api/job-alerts',
      {
        method: 'POST',
        body: 'email=Twice%40Example.com&location=exeter&frequency=weekly&consent=on&source=job-page',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'same-origin' },
      },
      ctx(),
    );
    expect(second.status).toBe(200);
    const page = await second.text();
    expect(page).toContain(escapeHtml(JOB_ALERT_PAGES.joined.body));
    expect(page).not.toContain(escapeHtml(JOB_ALERT_PAGES.checkEmail.body));
    expect(await (await signUp({ email: 'twice@example.com', q: 'marketing' })).json()).toMatchObject({ outcome: 'joined' });
    await deliver();
    expect(mailTo('twice@example.com')).toHaveLength(1);
    const stored = () => t.db.selectFrom('jobAlertSubscriptions').select(['q', 'location', 'status']).orderBy('id').execute();
    expect(await stored()).toEqual([
      { q: 'sales', location: '', status: 'pending' },
      { q: '', location: 'exeter', status: 'pending' },
      { q: 'marketing', location: '', status: 'pending' },
    ]);
    // The email's page names every alert its button confirms.
    const link = confirmLink('twice@example.com');
    const confirmPage = await (await callApi(link, {}, ctx())).text();
    for (const words of ['&quot;sales&quot;', 'in Exeter', '&quot;marketing&quot;']) expect(confirmPage).toContain(words);
    expect((await post(link)).status).toBe(200);
    expect((await stored()).map((sub) => sub.status)).toEqual(['confirmed', 'confirmed', 'confirmed']);
  });

  it('after the hour’s confirmation was used, keeps the next sign-up and sends its own confirmation once the hour is up', async () => {
    await subscribed('again@example.com', { q: 'sales' });
    const res = await signUp({ email: 'again@example.com', q: 'marketing' });
    expect(await res.json()).toEqual({ message: JOB_ALERT_PAGES.later.body, outcome: 'later' });
    await deliver();
    expect(mailTo('again@example.com')).toHaveLength(1);
    await deliver(new Date(Date.now() + 3600_000 + 60_000));
    expect(mailTo('again@example.com')).toHaveLength(2);
    expect((await post(confirmLink('again@example.com'))).status).toBe(200);
    expect(await t.db.selectFrom('jobAlertSubscriptions').select(['q', 'status']).orderBy('id').execute()).toEqual([
      { q: 'sales', status: 'confirmed' },
      { q: 'marketing', status: 'confirmed' },
    ]);
  });

  it('leads a refused form back only to the site’s own form pages, whatever the Referer says', async () => {
    const refused = async (referer: string) => {
      const res = await callApi(
        '/api/job-alerts',
        {
          method: 'POST',
          body: 'email=not-an-address&frequency=daily&consent=on',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'sec-fetch-mode': 'navigate',
            'sec-fetch-site': 'same-origin',
            referer,
          },
        },
        ctx(),
      );
      expect(res.status).toBe(400);
      return /<a href="([^"]*)">Open the form again<\/a>/.exec(await res.text())?.[1];
    };
    expect(await refused('https://evil.example//evil.example/phish')).toBe('/jobs');
    expect(await refused(`${ORIGIN}//evil.example/phish`)).toBe('/jobs');
    expect(await refused(`${ORIGIN}/admin`)).toBe('/jobs');
    expect(await refused(`${ORIGIN}/jobs/3`)).toBe('/jobs/3');
    expect(await refused(`${ORIGIN}/jobs?q=sales`)).toBe('/jobs?q=sales');
  });

  it('takes a native form post and answers with a page', async () => {
    const res = await callApi(
      '/api/job-alerts',
      {
        method: 'POST',
        body: 'email=form%40example.com&location=exeter&type=Full-time&salary=25000&frequency=weekly&consent=on&source=job-page',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'same-origin' },
      },
      ctx(),
    );
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Check your email');
    expect(await t.db.selectFrom('jobAlertSubscriptions').select(['location', 'salary', 'frequency', 'consentSource']).execute()).toEqual([
      { location: 'exeter', salary: 25_000, frequency: 'weekly', consentSource: 'job-page' },
    ]);
  });

  it('refuses what is not a sign-up, stores nothing for a bot and nothing from another site', async () => {
    expect((await signUp({ email: 'not-an-address' })).status).toBe(400);
    expect((await signUp({ email: 'a@example.com', consent: false })).status).toBe(400);
    expect((await signUp({ email: 'bot@example.com', website: 'spam.example' })).status).toBe(202);
    const crossSite = await callApi(
      '/api/job-alerts',
      {
        method: 'POST',
        json: { email: 'x@example.com', frequency: 'daily', consent: true },
        headers: { 'sec-fetch-site': 'cross-site' },
      },
      ctx(),
    );
    expect(crossSite.status).toBe(403);
    expect(await t.db.selectFrom('jobAlertSubscriptions').select('id').execute()).toEqual([]);
  });

  it('sends a confirmation that says nothing the sign-up typed: the page its link opens shows the search', async () => {
    const typed = 'Zanzibar Telesales';
    expect((await signUp({ email: 'stranger@example.com', q: typed, location: 'exeter' })).status).toBe(202);
    await deliver();
    const [confirmation] = mailTo('stranger@example.com');
    for (const part of [confirmation.mail.subject, confirmation.mail.text, confirmation.mail.html]) {
      expect(part).toBeTruthy();
      expect(part).not.toMatch(/zanzibar|telesales/i);
    }
    const page = await callApi(confirmLink('stranger@example.com'), {}, ctx());
    expect(await page.text()).toContain(typed);
  });

  it('refuses keywords with a control character or an address, saying which field and why, and sends nothing', async () => {
    for (const q of ['Call 0800 \u202Egnp.exe', 'Win at https://evil.example/prize']) {
      const res = await signUp({ email: 'stranger@example.com', q });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ errors: { q: [JOB_ALERT_FORM.keywordCharacters] } });
    }
    const page = await callApi(
      '/api/job-alerts',
      {
        method: 'POST',
        body: 'email=stranger%40example.com&q=sales%E2%80%AE&frequency=daily&consent=on',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'same-origin' },
      },
      ctx(),
    );
    expect(page.status).toBe(400);
    expect(await page.text()).toContain(`<strong>${JOB_ALERT_LABELS.q}</strong>: ${escapeHtml(JOB_ALERT_FORM.keywordCharacters)}`);
    expect(await t.db.selectFrom('jobAlertSubscriptions').select('id').execute()).toEqual([]);
    expect(await t.db.selectFrom('outbox').select('id').execute()).toEqual([]);
  });

  it('confirms only by the POST: opening the link (as a mail scanner does) changes nothing', async () => {
    await signUp({ email: 'scanned@example.com' });
    await deliver();
    const link = confirmLink('scanned@example.com');
    const page = await callApi(link, {}, ctx());
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<form method="post"');
    expect((await t.db.selectFrom('jobAlertSubscriptions').select('status').executeTakeFirstOrThrow()).status).toBe('pending');
    expect((await post(link)).status).toBe(200);
    expect((await t.db.selectFrom('jobAlertSubscriptions').select('status').executeTakeFirstOrThrow()).status).toBe('confirmed');
    expect((await post(link)).status).toBe(404);
  });
});

describe('the alert run', () => {
  it('sends the matching new job once, with both unsubscribe headers; nothing the same day; the next new one the next day', async () => {
    await subscribed('match@example.com', { q: 'sales', location: 'exeter' });
    await deliver();
    const matching = await publish('Sales Executive');
    const other = await publish('Marketing Assistant', { location: 'Leeds' });
    let now = new Date(Date.now() + 1000);
    expect(await runAt(now)).toMatchObject({ queued: 1, jobs: 1 });
    const alerts = mailTo('match@example.com').filter((m) => !/Confirm/.test(m.mail.subject ?? ''));
    expect(alerts).toHaveLength(1);
    expect(alerts[0].mail.text).toContain(matching.title);
    expect(alerts[0].mail.text).not.toContain(other.title);
    expect(unsubscribeUrl(alerts[0])).toMatch(new RegExp(`^${ORIGIN}/api/job-alerts/unsubscribe\\?token=`));
    expect(alerts[0].raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(alerts[0].mail.text).toContain(`${ORIGIN}/api/job-alerts/manage?token=`);

    // Run again the same day, even with a new matching job: nothing (at most one a day).
    const third = await publish('Sales Consultant');
    expect(await runAt(new Date(now.getTime() + 60_000))).toMatchObject({ queued: 0 });
    // A day later: the new job alone.
    now = new Date(now.getTime() + DAY);
    expect(await runAt(now)).toMatchObject({ queued: 1, jobs: 1 });
    const next = mailTo('match@example.com').at(-1)!;
    expect(next.mail.text).toContain(third.title);
    expect(next.mail.text).not.toContain(matching.title);
    // And nothing more after, ever, for these jobs.
    expect(await runAt(new Date(now.getTime() + 2 * DAY))).toMatchObject({ queued: 0 });
    expect(await runAt(new Date(now.getTime() + 3 * DAY))).toMatchObject({ queued: 0 });
  });

  it('lists the jobs in an HTML part beside the text: each title a link to its page, with place, workplace, salary and closing day, escaped', async () => {
    await subscribed('listing@example.com');
    await deliver();
    const hybrid = await publish('Sales & <b>"Lead"</b>', {
      location: 'Bristol',
      workplace: 'hybrid',
      salary: '£24,000 - £28,000 + <i>bonus</i>',
      expiresAt: new Date('2099-12-06T23:59:59.999Z'),
    });
    const remote = await publish('Account Executive', { location: 'Remote', type: 'Remote', workplace: 'remote', salary: null });
    expect(await runAt(new Date(Date.now() + 1000))).toMatchObject({ queued: 1, jobs: 2 });
    const alert = mailTo('listing@example.com').at(-1)!;

    const html = parseDocument(String(alert.mail.html));
    const links = DomUtils.getElementsByTagName('a', html).map((a) => ({ text: DomUtils.textContent(a), href: a.attribs.href }));
    expect(links).toEqual(
      expect.arrayContaining([
        { text: hybrid.title, href: `${ORIGIN}/jobs/${hybrid.id}` },
        { text: remote.title, href: `${ORIGIN}/jobs/${remote.id}` },
      ]),
    );
    // What the job's text holds is shown as written, never made markup.
    expect(DomUtils.getElementsByTagName('b', html)).toEqual([]);
    expect(DomUtils.getElementsByTagName('i', html)).toEqual([]);
    const shown = DomUtils.textContent(html);
    expect(shown).toContain('Acme Ltd · Bristol · Hybrid · Full-time');
    expect(shown).toContain('£24,000 - £28,000 + <i>bonus</i> · Closes 6 December 2099');
    // Remote said once, and a missing salary said.
    expect(shown).not.toContain('Remote · Remote');
    expect(shown).toContain('Salary not stated');

    // The text part: the title, its details, then its address on a line of its own.
    expect(alert.mail.text).toContain(
      `${hybrid.title}\nAcme Ltd · Bristol · Hybrid · Full-time\n£24,000 - £28,000 + <i>bonus</i> · Closes 6 December 2099\n${ORIGIN}/jobs/${hybrid.id}\n`,
    );
    expect(alert.mail.text).toContain(`${remote.title}\nAcme Ltd · Remote\nSalary not stated\n${ORIGIN}/jobs/${remote.id}\n`);
  });

  it('never sends an expired or deactivated job, and nothing when nothing matches', async () => {
    await subscribed('strict@example.com');
    await deliver();
    const now = new Date(Date.now() + 1000);
    await publish('Closed Role', { isActive: false });
    await publish('Expired Role', { expiresAt: new Date(now.getTime() - 1000) });
    expect(await runAt(now)).toMatchObject({ subscribers: 1, queued: 0 });
    expect(mailTo('strict@example.com')).toHaveLength(1); // the confirmation alone
  });

  it('sends nothing to an address that never confirmed', async () => {
    await signUp({ email: 'waiting@example.com' });
    await deliver();
    await publish('Sales Executive');
    expect(await runAt(new Date(Date.now() + 1000))).toMatchObject({ subscribers: 0, queued: 0 });
    expect(mailTo('waiting@example.com')).toHaveLength(1);
  });

  it('sends a weekly alert after 7 days, with every job of the week', async () => {
    await subscribed('weekly@example.com', { frequency: 'weekly' });
    await deliver();
    const start = Date.now() + 1000;
    expect(await runAt(new Date(start))).toMatchObject({ subscribers: 1, queued: 0 });
    const a = await publish('Sales Role A', { postedAt: new Date(start + 1000) });
    expect(await runAt(new Date(start + 3 * DAY))).toMatchObject({ subscribers: 0 });
    const b = await publish('Sales Role B', { postedAt: new Date(start + 4 * DAY) });
    expect(await runAt(new Date(start + 7 * DAY))).toMatchObject({ subscribers: 1, queued: 1, jobs: 2 });
    expect(mailTo('weekly@example.com').at(-1)!.mail.text).toContain(a.title);
    expect(mailTo('weekly@example.com').at(-1)!.mail.text).toContain(b.title);
  });

  it('with SMTP down during the run, every alert arrives exactly once when it is back', async () => {
    await subscribed('down1@example.com');
    await subscribed('down2@example.com');
    await deliver();
    await publish('Sales Executive');
    const now = new Date(Date.now() + 1000);
    await smtp.stop();
    try {
      expect(await runAt(now)).toMatchObject({ queued: 2 });
      expect(await runAt(new Date(now.getTime() + 30_000))).toMatchObject({ queued: 0 });
    } finally {
      await smtp.start();
    }
    const later = new Date(now.getTime() + retryDelayMs(1) + 1000);
    expect(await deliver(later)).toEqual({ sent: 2, failed: 0, withdrawn: 0 });
    expect(await deliver(new Date(later.getTime() + 3_600_000))).toEqual({ sent: 0, failed: 0, withdrawn: 0 });
    expect(await runAt(new Date(later.getTime() + 2 * DAY))).toMatchObject({ queued: 0 });
    expect(mailTo('down1@example.com')).toHaveLength(2);
    expect(mailTo('down2@example.com')).toHaveLength(2);
    expect((await runScheduled(outboxScheduled)).status).toBe(200);
  });
  it('checks the jobs again at sending time: one closed while the mail server was down is left out, an alert with none left is withdrawn', async () => {
    await subscribed('kept@example.com', { q: 'sales' });
    await subscribed('emptied@example.com', { q: 'marketing' });
    await deliver();
    const stays = await publish('Sales Executive');
    const closes = await publish('Sales Consultant');
    const now = new Date(Date.now() + 1000);
    await publish('Marketing Assistant', { expiresAt: new Date(now.getTime() + 3_600_000) });
    await smtp.stop();
    try {
      expect(await runAt(now)).toMatchObject({ queued: 2, jobs: 3 });
    } finally {
      await smtp.start();
    }
    await t.db.updateTable('jobs').set({ isActive: false }).where('id', '=', closes.id).execute();
    // The retry, after the marketing job expired too.
    const later = new Date(now.getTime() + 2 * 3_600_000);
    expect(await deliver(later)).toEqual({ sent: 1, failed: 0, withdrawn: 1 });

    const [alert] = mailTo('kept@example.com').slice(1);
    expect(alert.mail.subject).toBe(`New job: ${stays.title} at Acme Ltd`);
    expect(alert.mail.text).not.toContain(closes.title);
    expect(unsubscribeUrl(alert)).toMatch(new RegExp(`^${ORIGIN}/api/job-alerts/unsubscribe\\?token=`));
    expect(mailTo('emptied@example.com')).toHaveLength(1); // the confirmation alone: no empty alert
    // The record of sent jobs holds what went; the withdrawn alert stays in the outbox as such.
    expect(await t.db.selectFrom('jobAlertJobs').select('jobId').execute()).toEqual([{ jobId: stays.id }]);
    expect((await loadOverview(t.db)).jobAlerts.lastRun).toMatchObject({ queued: 2, sent: 1, withdrawn: 1, waiting: 0 });
    expect(await deliver(new Date(later.getTime() + 3_600_000))).toEqual({ sent: 0, failed: 0, withdrawn: 0 });
    expect(mailTo('kept@example.com')).toHaveLength(2);
  });
});

describe('stopping and changing an alert', () => {
  it('unsubscribes at once with the one-click POST; the next run sends nothing', async () => {
    await subscribed('stop@example.com');
    await deliver();
    await publish('Sales Executive');
    const now = new Date(Date.now() + 1000);
    await runAt(now);
    const alert = mailTo('stop@example.com').at(-1)!;
    const url = new URL(unsubscribeUrl(alert));
    const res = await post(`${url.pathname}${url.search}`, 'List-Unsubscribe=One-Click');
    expect(res.status).toBe(200);
    expect(await t.db.selectFrom('jobAlertSubscriptions').select('id').execute()).toEqual([]);
    await publish('Sales Manager');
    expect(await runAt(new Date(now.getTime() + DAY))).toMatchObject({ subscribers: 0, queued: 0 });
    expect(mailTo('stop@example.com')).toHaveLength(2);
  });

  it('shows the manage page on a GET without changing anything, and saves criteria by POST', async () => {
    await subscribed('change@example.com', { q: 'sales' });
    await deliver();
    await publish('Sales Executive');
    await runAt(new Date(Date.now() + 1000));
    const manage = linkIn(mailTo('change@example.com').at(-1)!, '/api/job-alerts/manage');
    const page = await callApi(manage, {}, ctx());
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('value="sales"');
    // Anyone holding the link sees the page: the address is shown partly.
    expect(html).toContain('c•••@example.com');
    expect(html).not.toContain('change@example.com');
    const unsubscribeGet = await callApi(manage.replace('/manage', '/unsubscribe'), {}, ctx());
    expect(unsubscribeGet.status).toBe(303);
    expect(await t.db.selectFrom('jobAlertSubscriptions').select('id').execute()).toHaveLength(1);
    const saved = await post(manage, 'action=save&q=marketing&location=remote&type=&salary=&interest=&frequency=weekly');
    expect(saved.status).toBe(200);
    expect(await t.db.selectFrom('jobAlertSubscriptions').select(['q', 'location', 'frequency']).executeTakeFirstOrThrow()).toEqual({
      q: 'marketing',
      location: 'remote',
      frequency: 'weekly',
    });
    expect((await callApi(manage.replace(/token=\d+\./, 'token=99999.'), {}, ctx())).status).toBe(404);
  });
});

describe('the emailed links', () => {
  it('take the one-click unsubscribe from any origin (a webmail’s page, or none); their other forms only from this site', async () => {
    const crossSite: Array<Record<string, string>> = [
      { origin: 'https://mail.google.com', 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
      { origin: 'https://outlook.live.com' },
    ];
    for (const [i, headers] of crossSite.entries()) {
      const manage = await subscribed(`webmail${i}@example.com`);
      // Another site's page cannot change or confirm an alert through the reader's browser...
      expect((await post(manage, 'action=unsubscribe', headers)).status).toBe(403);
      expect((await post(manage, 'action=save&frequency=weekly', headers)).status).toBe(403);
      expect(await t.db.selectFrom('jobAlertSubscriptions').select('frequency').executeTakeFirstOrThrow()).toEqual({ frequency: 'daily' });
      // ...but the mail client's one-click POST, with the token, unsubscribes from wherever it comes.
      const res = await post(manage.replace('/manage', '/unsubscribe'), 'List-Unsubscribe=One-Click', headers);
      expect(res.status).toBe(200);
      expect(await t.db.selectFrom('jobAlertSubscriptions').select('id').execute()).toEqual([]);
    }
    await signUp({ email: 'pending@example.com' });
    await deliver();
    const confirm = await post(confirmLink('pending@example.com'), undefined, crossSite[0]);
    expect(confirm.status).toBe(403);
    expect(await t.db.selectFrom('jobAlertSubscriptions').select('status').executeTakeFirstOrThrow()).toEqual({ status: 'pending' });
  });

  it(`count every request per network, found or not: ${RATE_LIMITS.jobAlertLinks.limit} an hour, then 429`, async () => {
    await inOneRateWindow(60_000);
    const ip = '203.0.113.60';
    const request = (path: string, method = 'GET') =>
      callApi(
        path,
        method === 'GET'
          ? {}
          : { method, body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
        { ip },
      );
    const guesses = [
      () => request('/api/job-alerts/confirm?token=guess'),
      () => request('/api/job-alerts/confirm?token=guess', 'POST'),
      () => request('/api/job-alerts/manage?token=1.guess'),
      () => request('/api/job-alerts/manage?token=1.guess', 'POST'),
      () => request('/api/job-alerts/unsubscribe?token=1.guess'),
      () => request('/api/job-alerts/unsubscribe?token=1.guess', 'POST'),
    ];
    for (let i = 0; i < RATE_LIMITS.jobAlertLinks.limit; i++) expect((await guesses[i % guesses.length]()).status).not.toBe(429);
    for (const guess of guesses) {
      const res = await guess();
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await res.text()).toContain(RATE_LIMITS.jobAlertLinks.message);
    }
    // Another network is not held back.
    expect((await callApi('/api/job-alerts/confirm?token=guess', {}, ctx())).status).toBe(404);
    // Room for inOneRateWindow's wait of up to a minute when run just before the hour turns.
  }, 120_000);
});

describe('retention', () => {
  const MINUTE = 60_000;
  const row = (email: string, status: 'pending' | 'confirmed', at: Date) => ({
    email,
    frequency: 'daily' as const,
    status,
    linkNonce: 'n',
    consentAt: at,
    consentVersion: CONSENT_VERSION,
    consentSource: 'jobs-page',
    createdAt: at,
    confirmedAt: status === 'confirmed' ? at : null,
    activeAt: status === 'confirmed' ? at : null,
  });

  it('deletes sign-ups never confirmed after 7 days, and confirmed alerts 24 months after their last confirmed act', async () => {
    const now = new Date('2026-06-15T12:00:00Z');
    const cut = retentionCutoffs(now);
    await t.db
      .insertInto('jobAlertSubscriptions')
      .values([
        row('pending-old@example.com', 'pending', new Date(cut.unconfirmedJobAlerts.getTime() - MINUTE)),
        row('pending-new@example.com', 'pending', new Date(cut.unconfirmedJobAlerts.getTime() + MINUTE)),
        row('confirmed-old@example.com', 'confirmed', new Date(cut.jobAlerts.getTime() - MINUTE)),
        row('confirmed-new@example.com', 'confirmed', new Date(cut.jobAlerts.getTime() + MINUTE)),
      ])
      .execute();
    expect(cut.unconfirmedJobAlerts.toISOString()).toBe('2026-06-08T12:00:00.000Z');
    expect(cut.jobAlerts.toISOString()).toBe('2024-06-15T12:00:00.000Z');
    const report = await runRetention(t.db, { now });
    expect(report).toMatchObject({ unconfirmedJobAlerts: 1, jobAlerts: 1 });
    expect((await t.db.selectFrom('jobAlertSubscriptions').select('email').orderBy('email').execute()).map((r) => r.email)).toEqual([
      'confirmed-new@example.com',
      'pending-new@example.com',
    ]);
  });
});

describe('subject requests', () => {
  it('find, export and erase a person’s job alerts with their emails', async () => {
    await subscribed('Person@Example.com', { q: 'sales' });
    await signUp({ email: 'someone.else@example.com' });
    await deliver();
    const job = await publish('Sales Executive');
    await runAt(new Date(Date.now() + 1000));
    const data = await findPersonalData(t.db, 'person@example.com');
    expect(data.jobAlerts).toHaveLength(1);
    expect(data.jobAlerts[0]).toMatchObject({
      q: 'sales',
      status: 'confirmed',
      consentVersion: CONSENT_VERSION,
      sentJobs: [{ jobId: job.id }],
    });
    expect(data.jobAlerts[0]).not.toHaveProperty('linkNonce');
    expect(data.emails.map((m) => m.template).sort()).toEqual(['job-alert', 'job-alert-confirm']);
    expect(countsOf(data)).toMatchObject({ jobAlerts: 1, emails: 2 });
    expect(await erasePersonalData(t.db, 'person@example.com')).toMatchObject({ jobAlerts: 1, emails: 2 });
    expect((await t.db.selectFrom('jobAlertSubscriptions').select('email').execute()).map((r) => r.email)).toEqual([
      'someone.else@example.com',
    ]);
    expect(await t.db.selectFrom('jobAlertJobs').select('jobId').execute()).toEqual([]);
  });
});

describe('the dashboard overview', () => {
  it('counts confirmed and pending subscribers, and how the last run’s alerts fared', async () => {
    expect((await loadOverview(t.db)).jobAlerts).toEqual({ confirmed: 0, pending: 0, lastRun: null });
    await subscribed('one@example.com');
    await subscribed('two@example.com');
    await signUp({ email: 'three@example.com' });
    await deliver();
    await publish('Sales Executive');
    const now = new Date(Date.now() + 1000);
    await smtp.stop();
    try {
      await runJobAlerts(t.db, { now });
      // One alert gone, one waiting for its retry.
      await t.db
        .updateTable('outbox')
        .set({ status: 'sent' })
        .where('recipient', '=', 'one@example.com')
        .where('template', '=', 'job-alert')
        .execute();
    } finally {
      await smtp.start();
    }
    expect((await loadOverview(t.db)).jobAlerts).toEqual({
      confirmed: 2,
      pending: 1,
      lastRun: { at: now, queued: 2, sent: 1, failed: 0, waiting: 1, withdrawn: 0 },
    });
  });
});
