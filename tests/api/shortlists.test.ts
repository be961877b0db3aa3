import { describe, expect, it } from 'vitest';
import { answerConsent, askCandidate } from '../../src/introductions/consent';
import { introductionsOfPerson } from '../../src/introductions/ledger';
import { loadOverview } from '../../src/insights/overview';
import { openShortlistPage, runShortlistReminders } from '../../src/introductions/shortlists';
import { LINK_NOT_FOUND_TEXT, SHORTLIST_PAGE_TEXT, INTRODUCTION_PLAIN, NOT_FOR_US_MAIL_TEXT } from '../../src/texts/introductions';
import { INTRODUCTION_UNSUCCESSFUL_TEMPLATE } from '../../src/introductions/outcome';
import { UNSUCCESSFUL_MAIL_GRACE_MINUTES } from '../../src/config/status-change';
import { GET as sitemap } from '../../src/pages/sitemap.xml';
import { GET as jobsFeed } from '../../src/pages/jobs.xml';
import { GET as rss } from '../../src/pages/rss.xml';
import { addBusinessDays } from '../../src/utils/business-days';
import { formatDate } from '../../src/utils/dates';
import { ukDay } from '../../src/utils/uk-time';
import { escapeHtml } from '../../src/utils/html';
import { apiRequest } from '../support/call-api';
import {
  applicant,
  briefJob,
  deliverMail,
  fromOwnNetwork,
  insertIntroduction,
  linkInMail,
  useIntroductionsWorld,
  INTRODUCTIONS_ORIGIN,
} from '../support/introductions';

const ORIGIN = INTRODUCTIONS_ORIGIN;
const CONSULTANT = 'consultant@psychgradsales.co.uk';
const REVIEWER = 'sam.reviewer@acme.example';
const DAY = 86_400_000;
const { world, admin, form } = useIntroductionsWorld();

const get = (path: string) => fromOwnNetwork(apiRequest(path));

/** A job with A (said yes), B (said no) and C (no answer yet); answers the job and the introductions' ids. */
async function threeAsked() {
  const { jobId, clientId } = await briefJob(world.db);
  const people = [
    await applicant(world.db, 'Amelia', 'Hughes', 'amelia@example.com', '07700 900111'),
    await applicant(world.db, 'Ben', 'Okafor', 'ben@example.com', '07700 900222'),
    await applicant(world.db, 'Chloe', 'Price', 'chloe@example.com', '07700 900333'),
  ];
  const intros = [];
  for (const personId of people) intros.push(await askCandidate(world.db, { personId, jobId, summary: 'Strong communicator.' }));
  await deliverMail(world.db);
  await answerConsent(world.db, linkInMail(world.smtp, 'amelia@example.com', '/api/introductions').split('/').at(-1)!, 'yes');
  await answerConsent(world.db, linkInMail(world.smtp, 'ben@example.com', '/api/introductions').split('/').at(-1)!, 'no');
  return { jobId, clientId, people, intros };
}
const shortlist = async (jobId: number, blind = false) => {
  const res = await admin('/api/admin/shortlists', {
    method: 'POST',
    json: { jobId, reviewerName: 'Sam Reviewer', reviewerEmail: REVIEWER, blind },
  });
  expect(res.status).toBe(201);
  return { id: res.body.id as number, body: res.body, link: linkInMail(world.smtp, REVIEWER, '/api/shortlists') };
};

describe('the reviewer’s link', () => {
  it('shows only the candidate who said yes, with the response date, logs openings and downloads, and mails each decision', async () => {
    const { jobId, intros, people } = await threeAsked();
    const { id, body, link } = await shortlist(jobId);
    const due = addBusinessDays(ukDay(new Date()), 5);
    expect(body).toMatchObject({ jobId, reviewerName: 'Sam Reviewer', blind: false, dueOn: due });
    expect(body).not.toHaveProperty('tokenHash');
    const dueWords = formatDate(new Date(`${due}T12:00:00Z`), 'long');
    const invite = world.smtp.received.find((m) => m.envelope.to.includes(REVIEWER))!;
    expect(invite.mail.subject).toBe(`Shortlist for Graduate Sales Executive: please respond by ${dueWords}`);

    const res = await get(link);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain(SHORTLIST_PAGE_TEXT.respondBy(due));
    expect(html).toContain('Amelia Hughes');
    expect(html).toContain(SHORTLIST_PAGE_TEXT.willing(new Date()));
    expect(html).toContain('Strong communicator.');
    expect(html).not.toContain('Ben Okafor');
    expect(html).not.toContain('Chloe Price');
    expect(html.match(/data-candidate/g)).toHaveLength(1);
    // Shown to the employer: the introduction is sent, and the candidate reads so.
    expect(await world.db.selectFrom('introductions').select('status').where('id', '=', intros[0]!.id).executeTakeFirstOrThrow()).toEqual({
      status: 'sent',
    });
    expect((await introductionsOfPerson(world.db, people[0]!))[0]!.putForward).toBe(INTRODUCTION_PLAIN.putForward(new Date()));

    // The CV: viewed or downloaded, named for who introduced them and when.
    const cvPath = `${link}/cv/${intros[0]!.id}`;
    const view = await get(cvPath);
    expect(view.status).toBe(200);
    expect(view.headers.get('content-type')).toBe('application/pdf');
    expect(view.headers.get('content-disposition')).toMatch(
      /^inline; filename="Amelia Hughes - CV introduced by PsychGrad Sales Recruitment on \d+ \w+ 2026\.pdf"/,
    );
    const download = await get(`${cvPath}?download=1`);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; /);
    // Not the CV of someone who said no.
    expect((await get(`${link}/cv/${intros[1]!.id}`)).status).toBe(404);

    // Not for us needs a reason; then the consultant hears at once.
    const missing = await form(`${link}/decisions/${intros[0]!.id}`, { decision: 'not-for-us', reason: '', comment: '' });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain(escapeHtml(SHORTLIST_PAGE_TEXT.reasonNeeded));
    const decided = await form(`${link}/decisions/${intros[0]!.id}`, {
      decision: 'not-for-us',
      reason: 'salary',
      comment: 'Lovely, but over budget.',
    });
    expect(decided.status).toBe(200);
    expect(await decided.text()).toContain(SHORTLIST_PAGE_TEXT.thanksTitle);
    const toConsultant = world.smtp.received.filter((m) => m.envelope.to.includes(CONSULTANT));
    expect(toConsultant.at(-1)!.mail.subject).toBe('Not for us: Amelia Hughes for Graduate Sales Executive (Acme Analytics Ltd)');
    expect(toConsultant.at(-1)!.mail.text).toContain('Salary expectation too high');
    expect(toConsultant.at(-1)!.mail.text).toContain('Lovely, but over budget.');
    const intro = await world.db.selectFrom('introductions').selectAll().where('id', '=', intros[0]!.id).executeTakeFirstOrThrow();
    expect(intro).toMatchObject({ status: 'not-for-us', decisionReason: 'salary', decisionComment: 'Lovely, but over budget.' });
    // Once the consultant confirms, the candidate gets the kind "not taken forward" email, once, after the grace period.
    const tell = `/api/admin/introductions/${intros[0]!.id}/unsuccessful-email`;
    const preview = await admin(tell);
    expect(preview.body).toMatchObject({ recipient: 'amelia@example.com', toldAt: null });
    expect((await introductionsOfPerson(world.db, people[0]!))[0]!.outcome).toBe(INTRODUCTION_PLAIN.outcomes.waiting);
    expect((await admin(tell, { method: 'POST' })).status).toBe(202);
    expect((await admin(tell, { method: 'POST' })).status).toBe(409);
    expect((await admin(`/api/admin/introductions/${intros[1]!.id}/unsuccessful-email`, { method: 'POST' })).status).toBe(409);
    const told = await world.db.selectFrom('outbox').selectAll().where('template', '=', 'introduction-unsuccessful').execute();
    expect(told).toEqual([expect.objectContaining({ recipient: 'amelia@example.com', subject: preview.body.subject, status: 'pending' })]);
    expect(told[0]!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    expect((await introductionsOfPerson(world.db, people[0]!))[0]!.outcome).toBe(INTRODUCTION_PLAIN.outcomes.notForUs);

    // A decision for someone not on the list opens nothing.
    expect((await form(`${link}/decisions/${intros[2]!.id}`, { decision: 'maybe' })).status).toBe(404);

    // The consultant sees every opening and download.
    const activity = await admin(`/api/admin/shortlists?jobId=${jobId}`);
    expect(activity.status).toBe(200);
    expect(activity.body[0]).toMatchObject({ id, revokedAt: null });
    expect(activity.body[0].views.map((v: { kind: string }) => v.kind).sort()).toEqual(['cv', 'cv', 'page']);
    expect(activity.body[0].decisions).toEqual([
      expect.objectContaining({ introductionId: intros[0]!.id, decision: 'not-for-us', reason: 'salary' }),
    ]);
  });

  it('answers a revoked, an expired and a mistyped link with one identical 404 page', async () => {
    const { jobId } = await threeAsked();
    const { id, link } = await shortlist(jobId);
    const token = link.split('/').at(-1)!;
    const wrong = await get(`/api/shortlists/${token.slice(0, -1)}x`);
    expect(wrong.status).toBe(404);
    const wrongPage = await wrong.text();
    expect(wrongPage).toContain(LINK_NOT_FOUND_TEXT.title);

    // 31 days later the link has expired (30 days); on day 29 it still opens.
    expect(await openShortlistPage(world.db, token, new Date(Date.now() + 29 * DAY))).toBeDefined();
    expect(await openShortlistPage(world.db, token, new Date(Date.now() + 31 * DAY))).toBeUndefined();

    expect((await admin(`/api/admin/shortlists/${id}`, { method: 'DELETE' })).status).toBe(204);
    const revoked = await get(link);
    expect(revoked.status).toBe(404);
    expect(await revoked.text()).toBe(wrongPage);
    expect(revoked.headers.get('cache-control')).toBe('no-store');
    expect((await get(`${link}/cv/1`)).status).toBe(404);
    expect((await admin('/api/admin/shortlists/999999', { method: 'DELETE' })).status).toBe(404);
  });

  it('blind mode shows initials only: no name, email or phone in the page or the CV’s file name', async () => {
    const { jobId, intros } = await threeAsked();
    const { link } = await shortlist(jobId, true);
    const html = await (await get(link)).text();
    expect(html).toContain('A. H.');
    for (const secret of ['Amelia', 'Hughes', 'amelia@example.com', '07700 900111', '+447700900111', 'my-cv.pdf'])
      expect(html).not.toContain(secret);
    const cv = await get(`${link}/cv/${intros[0]!.id}`);
    const name = decodeURIComponent(cv.headers.get('content-disposition') ?? '');
    expect(name).toContain('A. H. - CV introduced by');
    for (const secret of ['Amelia', 'Hughes', 'amelia', '0770']) expect(name).not.toContain(secret);
    // The consultant still learns who it was.
    await form(`${link}/decisions/${intros[0]!.id}`, { decision: 'interview' });
    expect(world.smtp.received.at(-1)!.mail.subject).toBe(
      'Invite to interview: Amelia Hughes for Graduate Sales Executive (Acme Analytics Ltd)',
    );
  });

  it('reminds the reviewer once, the business day before the due date, while a candidate waits', async () => {
    const { jobId, intros } = await threeAsked();
    const { body, link } = await shortlist(jobId);
    const at = (day: string) => new Date(`${day}T08:00:00Z`);
    expect(await runShortlistReminders(world.db, { now: at(addBusinessDays(body.dueOn, -2)) })).toBe(0);
    expect(await runShortlistReminders(world.db, { now: at(addBusinessDays(body.dueOn, -1)) })).toBe(1);
    expect(await runShortlistReminders(world.db, { now: at(body.dueOn) })).toBe(0);
    await deliverMail(world.db, at(body.dueOn));
    const reminder = world.smtp.received.at(-1)!;
    expect(reminder.mail.subject).toMatch(/^Reminder: Shortlist for Graduate Sales Executive/);
    const second = linkInMail(world.smtp, REVIEWER, '/api/shortlists');
    expect(second).not.toBe(link);
    expect((await get(second)).status).toBe(200);

    // Past the date with a candidate undecided, the Overview flags the employer (one, however many links).
    expect((await loadOverview(world.db, at(body.dueOn))).lateEmployers).toBe(0);
    expect((await loadOverview(world.db, at(addBusinessDays(body.dueOn, 1)))).lateEmployers).toBe(1);

    // Nothing waits: no reminder.
    const other = await shortlist(jobId);
    await form(`${other.link}/decisions/${intros[0]!.id}`, { decision: 'maybe' });
    expect(await runShortlistReminders(world.db, { now: at(addBusinessDays(other.body.dueOn, -1)) })).toBe(0);
  });

  it('puts no token in the sitemap or the feeds', async () => {
    const { jobId } = await threeAsked();
    const { link } = await shortlist(jobId);
    const token = link.split('/').at(-1)!;
    const context = { site: new URL(ORIGIN) } as unknown as Parameters<typeof sitemap>[0];
    for (const route of [sitemap, jobsFeed, rss]) {
      const text = await (await route(context)).text();
      expect(text).not.toContain(token);
      expect(text).not.toMatch(/\/api\/(shortlists|introductions)\//);
    }
  });
});

describe('Undo of the candidate’s “not for us” email', () => {
  const afterGrace = () => new Date(Date.now() + (UNSUCCESSFUL_MAIL_GRACE_MINUTES + 1) * 60_000);
  const waitingMail = (id: number) =>
    world.db
      .selectFrom('outbox')
      .select(['status', 'recipient'])
      .where('topic', '=', `introduction:${id}`)
      .where('template', '=', INTRODUCTION_UNSUCCESSFUL_TEMPLATE)
      .execute();
  const toldAt = async (id: number) =>
    (await world.db.selectFrom('introductions').select('candidateToldAt').where('id', '=', id).executeTakeFirstOrThrow()).candidateToldAt;

  it('withdraws the waiting email: nothing is sent, the candidate is no longer told, and can be told again', async () => {
    const { introductionId: id, candidateEmail, jobId } = await insertIntroduction(world.db, { status: 'not-for-us' });
    const path = `/api/admin/introductions/${id}/unsuccessful-email`;
    expect((await admin(path)).body).toMatchObject({
      recipient: candidateEmail,
      toldAt: null,
      graceMinutes: UNSUCCESSFUL_MAIL_GRACE_MINUTES,
    });
    expect((await admin(path, { method: 'POST' })).status).toBe(202);
    // The ledger says when it goes while Undo can still withdraw it.
    const ledger = await admin(`/api/admin/introductions?jobId=${jobId}`);
    expect(ledger.body).toEqual([
      expect.objectContaining({ id, candidateToldAt: expect.any(String), candidateMailAt: expect.any(String) }),
    ]);
    expect(new Date(ledger.body[0].candidateMailAt).getTime()).toBeGreaterThan(Date.now());

    expect(await admin(path, { method: 'DELETE' })).toEqual({ status: 200, body: { id, candidateToldAt: null } });
    expect(await waitingMail(id)).toEqual([]);
    expect(await toldAt(id)).toBeNull();
    expect((await admin(`/api/admin/introductions?jobId=${jobId}`)).body).toEqual([
      expect.objectContaining({ id, candidateToldAt: null, candidateMailAt: null }),
    ]);
    await deliverMail(world.db, afterGrace());
    expect(world.smtp.received.filter((m) => m.envelope.to.includes(candidateEmail))).toEqual([]);

    // Nothing left to withdraw: a second Undo says so and changes nothing.
    expect(await admin(path, { method: 'DELETE' })).toEqual({
      status: 409,
      body: expect.objectContaining({ message: NOT_FOR_US_MAIL_TEXT.nothingToWithdraw }),
    });
    // Told again later, it waits its grace period anew.
    expect((await admin(path, { method: 'POST' })).status).toBe(202);
    expect(await waitingMail(id)).toEqual([{ status: 'pending', recipient: candidateEmail }]);
  });

  it('refuses Undo once the email has been sent (409), and for no such introduction (404)', async () => {
    const { introductionId: id, candidateEmail, jobId } = await insertIntroduction(world.db, { status: 'not-for-us' });
    const path = `/api/admin/introductions/${id}/unsuccessful-email`;
    expect((await admin(path, { method: 'POST' })).status).toBe(202);
    await deliverMail(world.db, afterGrace());
    expect(world.smtp.received.filter((m) => m.envelope.to.includes(candidateEmail))).toHaveLength(1);

    const refused = await admin(path, { method: 'DELETE' });
    expect(refused).toEqual({ status: 409, body: expect.objectContaining({ message: NOT_FOR_US_MAIL_TEXT.nothingToWithdraw }) });
    expect(await toldAt(id)).not.toBeNull();
    expect((await admin(`/api/admin/introductions?jobId=${jobId}`)).body).toEqual([
      expect.objectContaining({ id, candidateToldAt: expect.any(String), candidateMailAt: null }),
    ]);
    expect((await admin('/api/admin/introductions/999999/unsuccessful-email', { method: 'DELETE' })).status).toBe(404);
  });
});
