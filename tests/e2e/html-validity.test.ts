import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { HtmlValidate } from 'html-validate';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { hydrateIslands, useBrowser } from '../support/browser';
import { CHECKED_PAGES } from '../support/audited-pages';
import { E2E_ADMIN, openSignedIn } from '../support/e2e-admin';
import { TAB_LOADED } from '../support/e2e-dashboard';
import { queryPreviewDatabase } from '../support/e2e-database';
import { inParallel } from '../support/in-parallel';
import { nuErrors } from '../support/nu-html-checker';
import { realPdf } from '../support/files';
import { validApplication } from '../support/application-request';
import { statusTokenHash } from '../../src/candidates/status-link';
import { statusPagePath, withdrawalPath } from '../../src/config/status-paths';
import { RESET_LINK_PATH } from '../../src/auth/password-reset';
import { hashToken, linkToken } from '../../src/job-alerts/tokens';
import { confirmedBrief, pendingBrief } from '../support/e2e-briefs';
import { TABLE_TEXT } from '../../src/texts/admin';
import { MY_LINK_PATH } from '../../src/people/sign-in';
import { shortlistPath } from '../../src/config/introductions';
import { knownIntroductionLinks } from '../support/e2e-introductions';

const dist = new URL('../../dist/', import.meta.url);
const validator = new HtmlValidate({ extends: ['html-validate:standard'] });
const browser = useBrowser();

/**
 * The cookie dialog hides itself from visitors without JavaScript by a <noscript><style> beside it in
 * <body> (src/components/CookieConsent.astro). The standard permits <style> only in <head>; browsers
 * apply it anywhere, and it keeps the component whole.
 */
const noscriptStyle = (m: { ruleId: string; message: string }) =>
  m.ruleId === 'element-permitted-content' && m.message.startsWith('<style> element');

/** The admin pages signed in, by their heading and what shows once their data has come: all of it is drawn by the admin bundle. */
const ADMIN_PAGES: Array<[path: string, heading: string, loaded: string | RegExp]> = [
  ['/admin', `Welcome, ${E2E_ADMIN.firstName}`, TAB_LOADED.Overview],
  ['/admin/blog-upload', 'Blog Management', 'Blog Management'],
  ['/admin/directory-helper', 'Directory Submission Helper', 'Download Complete Business Data'],
];

/** The Clients tab, open on a brief confirmed for this file (the consultant's email links there). */
const CLIENTS_TAB = 'the dashboard’s Clients tab open on a brief';
const BRIEF_COMPANY = 'Validity Brief Ltd';

/** A candidate's status link, made for this file: the pages the API writes from it (docs/decisions/application-status.md). */
const STATUS_TOKEN = randomBytes(32).toString('base64url');
/** A password reset link of the e2e admin, made for this file (docs/decisions/admin.md): it is only opened, never used. */
const RESET_TOKEN = randomBytes(32).toString('base64url');
/** A job alert's confirmation link and a confirmed one's manage link, made for this file (the API's pages in the site's shell). */
const ALERT_CONFIRM_TOKEN = randomBytes(32).toString('base64url');
const ALERT_ID = 900_043;
const ALERT_NONCE = randomBytes(16).toString('base64url');
/** A brief's confirmation link, made for this file. */
let briefLink = '';
/** A "My data" sign-in link, made for this file (docs/decisions/people.md): only opened, never used. */
const MY_TOKEN = randomBytes(32).toString('base64url');
/** A keep-my-details renewal link, made for this file (docs/decisions/people.md): it is only opened, never used. */
const RENEWAL_TOKEN = randomBytes(32).toString('base64url');
/** A candidate's question and a reviewer's shortlist, with tokens made for this file (docs/decisions/introductions.md). */
let introductionLinks = { consent: '', shortlist: '' };
const API_PAGES: Array<[name: string, path: string | (() => string)]> = [
  ['a brief’s confirmation page', () => briefLink],
  ['an application’s status page', statusPagePath(STATUS_TOKEN)],
  ['its withdrawal’s confirmation', withdrawalPath(STATUS_TOKEN)],
  ['a status link that opens nothing', statusPagePath(randomBytes(32).toString('base64url'))],
  ['a password reset link’s page', `${RESET_LINK_PATH}?token=${RESET_TOKEN}`],
  ['a password reset link that no longer works', `${RESET_LINK_PATH}?token=${randomBytes(32).toString('base64url')}`],
  ['a job alert’s confirmation page', `/api/job-alerts/confirm?token=${ALERT_CONFIRM_TOKEN}`],
  [
    'a job alert’s manage page',
    () =>
      `/api/job-alerts/manage?token=${linkToken({ id: ALERT_ID, linkNonce: ALERT_NONCE }, { SESSION_SECRET: inject('sessionSecret') })}`,
  ],
  ['a job alert link that no longer works', `/api/job-alerts/manage?token=${ALERT_ID + 1}.${randomBytes(32).toString('base64url')}`],
  ['a post’s comments page without JavaScript', '/api/comments/1/page'],
  ['a My data sign-in link’s page', `${MY_LINK_PATH}?token=${MY_TOKEN}`],
  ['a My data sign-in link that no longer works', `${MY_LINK_PATH}?token=${randomBytes(32).toString('base64url')}`],
  ['a keep-my-details renewal page', `/api/keep-details/renew?token=${RENEWAL_TOKEN}`],
  ['a renewal link that no longer works', `/api/keep-details/renew?token=${randomBytes(32).toString('base64url')}`],
  ['a candidate’s question (may we put you forward?)', () => introductionLinks.consent],
  ['a reviewer’s shortlist page', () => introductionLinks.shortlist],
  ['a shortlist link that opens nothing', shortlistPath(randomBytes(32).toString('base64url'))],
];

/** Sends an application and gives it STATUS_TOKEN as its status link (the real one is only in the receipt). */
async function applicationWithKnownLink(baseUrl: string) {
  const email = `status.validity.${Date.now()}@example.com`;
  const form = new FormData();
  form.set('applicationData', JSON.stringify({ ...validApplication, email }));
  form.set('cv', new Blob([new Uint8Array(realPdf('Status Validity'))], { type: 'application/pdf' }), 'CV.pdf');
  expect((await fetch(`${baseUrl}/api/applications`, { method: 'POST', body: form })).status).toBe(201);
  await queryPreviewDatabase(
    'update application_status_links set token_hash = $1 where application_id = (select id from applications where email = $2)',
    [statusTokenHash(STATUS_TOKEN), email],
  );
}

/** Every built page (tests/support/audited-pages.ts). */
const FILES = CHECKED_PAGES.flatMap(({ file }) => file ?? []);
/** Registers someone who asked to keep their details, and gives their consent RENEWAL_TOKEN as its renewal link. */
async function registrationWithKnownRenewalLink(baseUrl: string) {
  const email = `renewal.validity.${Date.now()}@example.com`;
  const registration = {
    firstName: 'Ola',
    lastName: 'Nowak',
    email,
    phone: '07700 900321',
    consentFindWork: true,
    consentKeepDetails: true,
  };
  const res = await fetch(`${baseUrl}/api/registrations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(registration),
  });
  expect(res.status).toBe(201);
  await queryPreviewDatabase(
    `update person_consents set renewal_token_hash = $1, reminded_at = now()
     where kind = 'keep-details' and person_id = (select person_id from person_emails where email = $2)`,
    [hashToken(RENEWAL_TOKEN), email],
  );
}

/**
 * The pages whose DOM once their scripts have run is checked here: those page-audits.test.ts does not
 * open (it checks the DOM of those it does, on the same load as its other checks).
 */
const HYDRATED = CHECKED_PAGES.flatMap(({ path, audited }) => (path && !audited ? [path] : []));

/**
 * The W3C Nu checker's errors in every built page and in pages' DOM once their scripts have run (their
 * islands hydrated), serialized by Chromium: what scripts add or change is in no built file.
 */
let nu: Map<string, string[]>;
beforeAll(async () => {
  const documents = new Map<string, string>();
  /** The page's DOM as Chromium serializes it, its islands hydrated when `hydrate`. */
  const opened = async (path: string, hydrate: boolean) => {
    const page = await browser.open(path);
    if (hydrate) await hydrateIslands(page);
    const html = await page.content();
    await page.close();
    return html;
  };
  const OPEN_AT_ONCE = 3;
  for (const file of FILES) documents.set(file, readFileSync(new URL(file, dist), 'utf8'));
  const hydrated = await inParallel(HYDRATED, OPEN_AT_ONCE, (path) => opened(path, true));
  HYDRATED.forEach((path, i) => documents.set(path, hydrated[i]));
  // Earlier files' sign-ins and posts from 127.0.0.1 count against the same throttles.
  await queryPreviewDatabase('delete from login_failures');
  await queryPreviewDatabase('delete from rate_limits');
  await applicationWithKnownLink(browser.baseUrl());
  await queryPreviewDatabase(
    `insert into person_sign_in_links (token_hash, person_id, email, expires_at)
     select $1, person_id, email, now() + interval '30 minutes' from person_emails order by created_at desc limit 1`,
    [createHash('sha256').update(MY_TOKEN).digest('hex')],
  );
  await queryPreviewDatabase(
    `insert into password_reset_tokens (token_hash, user_id, expires_at)
     select $1, id, now() + interval '30 minutes' from auth_users where email = $2`,
    [createHash('sha256').update(RESET_TOKEN).digest('hex'), E2E_ADMIN.email],
  );
  await queryPreviewDatabase('delete from job_alert_subscriptions where id = $1 or confirm_token_hash = $2', [
    ALERT_ID,
    hashToken(ALERT_CONFIRM_TOKEN),
  ]);
  await queryPreviewDatabase(
    `insert into job_alert_subscriptions (email, q, location, frequency, confirm_token_hash, link_nonce, consent_at, consent_version, consent_source)
     values ('validity.alert@example.com', 'sales', 'exeter', 'daily', $1, 'n', now(), 'v', 'jobs-page')`,
    [hashToken(ALERT_CONFIRM_TOKEN)],
  );
  await queryPreviewDatabase(
    `insert into job_alert_subscriptions (id, email, q, frequency, status, link_nonce, consent_at, consent_version, consent_source, confirmed_at, active_at)
     values ($1, 'validity.manage@example.com', 'marketing', 'weekly', 'confirmed', $2, now(), 'v', 'jobs-page', now(), now())`,
    [ALERT_ID, ALERT_NONCE],
  );
  briefLink = await pendingBrief('Validity Pending Ltd', 'validity.pending@example.com');
  introductionLinks = await knownIntroductionLinks(
    'Validity',
    randomBytes(32).toString('base64url'),
    randomBytes(32).toString('base64url'),
  );
  await registrationWithKnownRenewalLink(browser.baseUrl());
  const written = await inParallel(API_PAGES, OPEN_AT_ONCE, ([, path]) => opened(typeof path === 'string' ? path : path(), false));
  API_PAGES.forEach(([name], i) => documents.set(name, written[i]));
  const admin = await openSignedIn(browser, ADMIN_PAGES[0][0], ADMIN_PAGES[0][1]);
  for (const [path, heading, loaded] of ADMIN_PAGES) {
    if (path !== ADMIN_PAGES[0][0]) await admin.goto(path);
    await admin.getByRole('heading', { name: heading }).waitFor();
    await admin.getByText(loaded).first().waitFor();
    documents.set(path, await admin.content());
  }
  await admin.goto(`/admin#clients/brief-${await confirmedBrief(BRIEF_COMPANY, 'validity.brief@example.com')}`);
  await admin.getByRole('region', { name: TABLE_TEXT.detailsOf(BRIEF_COMPANY) }).waitFor();
  documents.set(CLIENTS_TAB, await admin.content());
  nu = await nuErrors(documents);
}, 600_000);

describe.each(FILES)('the built %s', (file) => {
  it('is valid HTML', async () => {
    const report = await validator.validateString(readFileSync(new URL(file, dist), 'utf8'), file);
    const problems = report.results.flatMap((r) => r.messages).filter((m) => !noscriptStyle(m));
    expect(problems.map((m) => `${m.ruleId}: ${m.message} (${m.line}:${m.column})`)).toEqual([]);
  });

  it('has no errors by the W3C Nu checker', () => expect(nu.get(file)).toEqual([]));
});

describe.each([...HYDRATED, ...ADMIN_PAGES.map(([path]) => path), CLIENTS_TAB, ...API_PAGES.map(([name]) => name)])(
  '%s once its scripts have run',
  (path) => {
    it('has no errors by the W3C Nu checker', () => expect(nu.get(path)).toEqual([]));
  },
);
