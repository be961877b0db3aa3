import { afterAll, expect, it, vi } from 'vitest';
import { useBrowser } from '../support/browser';
import { E2E_ADMIN, openSignedIn, toastText } from '../support/e2e-admin';
import { queryPreviewDatabase } from '../support/e2e-database';

vi.setConfig({ testTimeout: 120_000 });
const browser = useBrowser();
const EMAIL = 'listed.subscriber@example.com';

afterAll(() => queryPreviewDatabase('delete from job_alert_subscriptions where email = $1', [EMAIL]));

it('lists a job alert subscriber on the Overview, and Delete removes them', async () => {
  await queryPreviewDatabase(
    `insert into job_alert_subscriptions (email, q, frequency, status, link_nonce, consent_at, consent_version, consent_source, confirmed_at, active_at)
     values ($1, 'sales', 'weekly', 'confirmed', 'e2e-nonce', now(), 'v1', 'jobs-page', now(), now())`,
    [EMAIL],
  );
  const page = await openSignedIn(browser, '/admin', `Welcome, ${E2E_ADMIN.firstName}`);
  const list = page.getByRole('list', { name: 'Job alert subscribers' });
  const row = list.getByRole('listitem').filter({ hasText: EMAIL });
  await row.getByText('Weekly: "sales"').waitFor();

  await row.getByRole('button', { name: `Delete the job alert for ${EMAIL}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  expect(await toastText(page)).toBe('[default] Job alert deleted: nothing more will be sent to it');
  await row.waitFor({ state: 'detached' });
  expect(await queryPreviewDatabase('select id from job_alert_subscriptions where email = $1', [EMAIL])).toEqual([]);
});
