import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { AGREEMENT_V1_FIGURES } from '../../src/config/agreement';
import { hashToken } from '../../src/job-alerts/tokens';
import { placementFigures } from '../../src/placements/fees';
import { PLACEMENTS_TEXT } from '../../src/texts/admin';
import { SLOT_PAGE_TEXT } from '../../src/texts/placements';
import { axeViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { openDashboard } from '../support/e2e-dashboard';
import { queryPreviewDatabase } from '../support/e2e-database';
import { nuErrors } from '../support/nu-html-checker';

const browser = useBrowser();
const TOKEN = randomBytes(32).toString('base64url');
const EMAIL = `slot.page.${Date.now()}@example.com`;

/** An introduction, its interview (slots either side of the clock change) and a placement, made for this file. */
beforeAll(async () => {
  const [person] = await queryPreviewDatabase<{ id: number }>(
    `insert into people (primary_email, name) values ($1, 'Sam Slot') returning id`,
    [EMAIL],
  );
  const [intro] = await queryPreviewDatabase<{ id: number }>(
    `insert into introductions (person_id, role_title, employer_name, status) values ($1, 'Graduate Sales Executive', 'Acme Analytics Ltd', 'interview') returning id`,
    [person!.id],
  );
  await queryPreviewDatabase(
    `insert into interviews (introduction_id, slots, mode, location, uid, slot_token_hash) values ($1, $2, 'in-person', '1 High Street, Exeter', $3, $4)`,
    [
      intro!.id,
      JSON.stringify(['2027-03-26T10:00', '2027-03-29T10:00']),
      `interview-e2e-${Date.now()}@psychgradsales.co.uk`,
      hashToken(TOKEN),
    ],
  );
  const figures = placementFigures({
    agreementVersion: 1,
    figures: AGREEMENT_V1_FIGURES,
    startDate: '2027-01-04',
    firstYearSalaryPence: 30_000_00,
  });
  await queryPreviewDatabase(
    `insert into placements (introduction_id, start_date, first_year_salary, anticipated_salary, agreement_version, figures, net_balance_due)
     values ($1, '2027-01-04', 30000, 30000, 1, $2, $3)`,
    [intro!.id, JSON.stringify(figures), figures.netBalanceDue],
  );
  await queryPreviewDatabase('delete from rate_limits');
});

describe("the candidate's slot page", () => {
  it('has no errors by the Nu checker and no axe violations', async () => {
    const page = await browser.open(`/api/interviews/slots?token=${TOKEN}`);
    await page.getByRole('heading', { name: SLOT_PAGE_TEXT.title }).waitFor();
    expect(await page.getByRole('button', { name: /^Choose 26 Mar 2027, 10:00 GMT$/ }).count()).toBe(1);
    expect(await page.getByRole('button', { name: /^Choose 29 Mar 2027, 10:00 BST$/ }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    const nu = await nuErrors(new Map([['slot page', await page.content()]]));
    expect(nu.get('slot page')).toEqual([]);
  });
});

describe('the Placements tab', () => {
  it('has no errors by the Nu checker and no axe violations', async () => {
    const page = await openDashboard(browser, '#placements');
    await page.getByRole('heading', { name: PLACEMENTS_TEXT.all }).waitFor();
    await page.getByRole('cell', { name: 'Sam Slot' }).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const nu = await nuErrors(new Map([['placements tab', await page.content()]]));
    expect(nu.get('placements tab')).toEqual([]);
  });
});
