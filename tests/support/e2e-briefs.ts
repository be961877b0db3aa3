import { randomBytes } from 'node:crypto';
import { expect, inject } from 'vitest';
import { BRIEF_CONFIRM_PATH } from '../../src/briefs/pending';
import { hashToken } from '../../src/job-alerts/tokens';
import { VALID_BRIEF } from './briefs';
import { queryPreviewDatabase } from './e2e-database';

/**
 * A brief waiting for its confirmation in preview's database, with a link token made here (the real one is
 * only in the email): the confirmation page's path. The form and the email are tests/e2e/employers.test.ts's.
 */
export async function pendingBrief(company: string, email: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await queryPreviewDatabase('insert into pending_briefs (email, fields, agreement_version, confirm_token_hash) values ($1, $2, $3, $4)', [
    email,
    JSON.stringify({ ...VALID_BRIEF, company, email }),
    VALID_BRIEF.agreementVersion,
    hashToken(token),
  ]);
  return `${BRIEF_CONFIRM_PATH}?token=${token}`;
}

/** A confirmed brief (its client, contact and acceptance) as the link's button makes it: the brief's id. */
export async function confirmedBrief(company: string, email: string): Promise<number> {
  const path = await pendingBrief(company, email);
  const res = await fetch(`${inject('baseUrl')}${path}`, { method: 'POST', headers: { origin: inject('baseUrl') } });
  expect(res.status).toBe(200);
  const [brief] = await queryPreviewDatabase<{ id: number }>(
    'select b.id from briefs b join clients c on c.id = b.client_id where c.company = $1 order by b.id desc limit 1',
    [company],
  );
  return brief.id;
}
