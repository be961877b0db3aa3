import { expect, inject } from 'vitest';
import { hashToken } from '../../src/job-alerts/tokens';
import { consentPath, shortlistPath } from '../../src/config/introductions';
import { sessionCookies } from './e2e-admin';
import { queryPreviewDatabase } from './e2e-database';

/**
 * Introductions through preview's API (docs/decisions/introductions.md): the e2e admin's writes, people and
 * a job on an authority note made in its database, and links with known tokens for the audits (the real
 * ones are only in the emails).
 */

/** An admin write through preview, as the signed-in e2e admin; the answer's status and JSON body. */
export async function adminWrite(method: string, path: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const cookie = (await sessionCookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const base = inject('baseUrl');
  const res = await fetch(base + path, {
    method,
    headers: { cookie, origin: base, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: res.headers.get('content-type')?.includes('json') ? await res.json() : {} };
}

/** A person as the People records hold them (a name and an address). */
export async function insertPerson(name: string, email: string): Promise<number> {
  const [row] = await queryPreviewDatabase<{ id: number }>(`insert into people (primary_email, name) values ($1, $2) returning id`, [
    email,
    name,
  ]);
  return row.id;
}

/**
 * A job on an authority note (no brief): the employer is the company on it. Not advertised (inactive): the
 * built site has no page for it, and other files take the first advertised job as one with a page.
 */
export async function insertJob(title: string, company: string): Promise<number> {
  const [row] = await queryPreviewDatabase<{ id: number }>(
    `insert into jobs (title, company, location, type, description, requirements, engagement, is_active)
     values ($1, $2, 'Exeter', 'Full-time', 'Selling software to retailers.', 'A degree', 'permanent', false) returning id`,
    [title, company],
  );
  return row.id;
}

/** Asks the person about the job through the API; the introduction's id. */
export async function askAbout(personId: number, jobId: number): Promise<number> {
  const asked = await adminWrite('POST', '/api/admin/introductions', { personId, jobId, summary: 'A clear, patient communicator.' });
  expect(asked.status).toBe(201);
  return asked.json.id as number;
}

/**
 * A consent question's page and a shortlist's page with known tokens, for the Nu checker and axe: a person
 * asked (the question's path), another who said yes, and a reviewer's link showing them.
 */
export async function knownIntroductionLinks(label: string, consentToken: string, shortlistToken: string) {
  const stamp = `${label} ${Date.now()}`;
  const jobId = await insertJob('Graduate Sales Executive', `Audit Employer ${stamp}`);
  const asked = await askAbout(await insertPerson('Asha Patel', `asha.${Date.now()}@example.com`), jobId);
  await queryPreviewDatabase('update introductions set consent_token_hash = $1 where id = $2', [hashToken(consentToken), asked]);
  const agreed = await askAbout(await insertPerson('Amelia Hughes', `amelia.${Date.now()}@example.com`), jobId);
  await queryPreviewDatabase(`update introductions set status = 'agreed', answered_at = now() where id = $1`, [agreed]);
  const made = await adminWrite('POST', '/api/admin/shortlists', {
    jobId,
    reviewerName: 'Sam Reviewer',
    reviewerEmail: 'sam.reviewer@example.com',
    blind: false,
  });
  expect(made.status).toBe(201);
  await queryPreviewDatabase('update shortlists set token_hash = $1 where id = $2', [hashToken(shortlistToken), made.json.id]);
  return { consent: consentPath(consentToken), shortlist: shortlistPath(shortlistToken) };
}
