import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { JOB_TYPES } from '../../src/config/choices';
import { QUIZ_PATH_SEARCHES } from '../../src/jobs/search/quiz-paths';
import { careerPaths } from '../../src/quiz/careerPaths';
import { PATH_IDS } from '../../src/config/choices';
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT, useBrowser } from '../support/browser';

const browser = useBrowser();

describe('jobs pages, as a visitor sees them', () => {
  it('lists the seeded jobs with their details and links to each', async () => {
    const page = await browser.open('/jobs');
    await expect(page.locator('h1').textContent()).resolves.toContain('Jobs for Psychology Graduates');
    const cards = page.locator('[data-job-card]');
    expect(await cards.count()).toBe(6);
    const first = cards.first();
    await expect(first.locator('h2').textContent()).resolves.toBe('Graduate Business Development Representative');
    const text = await first.textContent();
    expect(text).toContain('Lumen Analytics');
    expect(text).toContain('Bristol');
    expect(text).toContain('£26,000 - £30,000 + uncapped commission');
    expect(text).toContain('Full-time');
    // The relative wording replaces the built date once the browser is idle (RelativeTimeScript.astro).
    await first.locator('time', { hasText: /^1 day ago$/ }).waitFor();
    // Descriptions are cut at 200 characters plus '...'.
    expect(text).toMatch(/\.\.\./);
    await expect(page.locator('a[href="/#application"]').count()).resolves.toBeGreaterThan(0);

    await first.getByRole('link', { name: /View details/i }).click();
    await page.waitForURL(/\/jobs\/\d+\/?$/);
    await expect(page.locator('h1').textContent()).resolves.toBe('Graduate Business Development Representative');
  });

  it('shows a job in full with apply and contact links, quick information and structured data', async () => {
    const page = await browser.open('/jobs');
    const href = await page.locator('[data-job-card] h2 a').first().getAttribute('href');
    await page.goto(href!);
    const apply = page.getByRole('link', { name: /Apply Now/ });
    expect(await apply.getAttribute('href')).toBe('https://careers.example.com/lumen/graduate-bdr');
    const contact = page.getByRole('link', { name: 'Contact Employer' });
    expect(await contact.getAttribute('href')).toBe(
      'mailto:talent@lumen-analytics.example.com?subject=Interest%20in%20Graduate%20Business%20Development%20Representative%20position',
    );
    for (const heading of ['Job Description', 'Requirements', 'Benefits', 'Quick Information', 'Need Help?']) {
      expect(await page.getByRole('heading', { name: heading }).count()).toBe(1);
    }
    const quick = await page.locator('section[aria-labelledby="quick-info"]').textContent();
    expect(quick).toMatch(/Posted\d{1,2} [A-Z][a-z]{2} \d{4}/);
    expect(quick).toContain('Expires');

    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(ld).toMatchObject({ '@type': 'JobPosting', hiringOrganization: { name: 'Lumen Analytics' }, employmentType: 'FULL_TIME' });
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/^https:\/\/www\.psychgradsales\.co\.uk\/jobs\/\d+$/);
  });

  it('leaves out Apply Now, Contact Employer and Benefits when a job has none', async () => {
    const page = await browser.open('/jobs');
    await page.getByRole('link', { name: 'View details: Part-time Market Research Assistant' }).click();
    await page.waitForURL(/\/jobs\/\d+/);
    expect(await page.getByRole('link', { name: /Apply Now/ }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Contact Employer' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Benefits' }).count()).toBe(0);
    expect(await page.locator('section[aria-labelledby="quick-info"]').textContent()).not.toContain('Expires');
  });

  it('shows Job Not Found for an id the build does not know', async () => {
    const page = await browser.open('/jobs');
    const response = await page.goto('/jobs/424242');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1').textContent()).resolves.toBe('Job Not Found');
    expect(await page.textContent('main')).toContain("The job posting you're looking for doesn't exist or may have been removed.");
    await page.getByRole('link', { name: 'Back to Jobs' }).click();
    await page.waitForURL(/\/jobs\/?$/);
  });

  it('without JavaScript, an unknown id shows Job Not Found with the way back', async () => {
    const page = await browser.open('/jobs/424242', { javaScriptEnabled: false });
    expect(await page.locator('h1').textContent()).toBe('Job Not Found');
    expect(await page.getByRole('link', { name: 'Back to Jobs' }).getAttribute('href')).toBe('/jobs');
  });

  describe('a job whose expiry passes after the build', () => {
    // The pages were built with the seeded jobs live; the visitor's clock is a year on.
    const aYearOn = () => new Date(Date.now() + 366 * 24 * 3600 * 1000);

    it('leaves the list; jobs without an expiry date stay', async () => {
      const live = await browser.open('/jobs');
      const withExpiry = await live.locator('[data-job-card][data-expires-at]').count();
      const total = await live.locator('[data-job-card]').count();
      expect(withExpiry).toBeGreaterThan(0);
      const page = await browser.open('/jobs', { beforeLoad: (p) => p.clock.install({ time: aYearOn() }) });
      await page.waitForFunction(() => !document.querySelector('[data-job-card][data-expires-at]'));
      expect(await page.locator('[data-job-card]').count()).toBe(total - withExpiry);
      expect(await page.getByRole('heading', { name: 'No Jobs Available Yet' }).isVisible()).toBe(total === withExpiry);
    });

    it('says so on its own page and no longer offers to apply', async () => {
      const page = await browser.open('/jobs/1', { beforeLoad: (p) => p.clock.install({ time: aYearOn() }) });
      await page.getByText('This job has expired and is no longer taking applications.').waitFor({ state: 'visible' });
      expect(await page.getByRole('link', { name: /Apply Now/ }).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Contact Employer' }).count()).toBe(0);
    });

    it('stays listed and open while it is live', async () => {
      const page = await browser.open('/jobs/1');
      await page.getByRole('link', { name: /Apply Now/ }).waitFor({ state: 'visible' });
      expect(await page.getByText('This job has expired').isVisible()).toBe(false);
    });
  });
});

/** Each job type badge on a page, with how many lines its text takes (the distinct tops of its text's boxes). */
function badgeLines(page: Page) {
  const badge = new RegExp(`^(${JOB_TYPES.map((t) => t.label).join('|')})$`);
  return page.locator('main span', { hasText: badge }).evaluateAll((badges) =>
    badges.map((b) => {
      const range = document.createRange();
      range.selectNodeContents(b);
      return { text: b.textContent, lines: new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size };
    }),
  );
}

describe.each([
  ['phone 390 px', MOBILE_VIEWPORT],
  ['desktop 1280 px', DESKTOP_VIEWPORT],
])('job type badges at %s', (_label, viewport) => {
  it.each(['/jobs', '/jobs/1'])('keep their text on one line on %s', async (path) => {
    const page = await browser.open(path, { viewport });
    const badges = await badgeLines(page);
    expect(badges.length).toBeGreaterThanOrEqual(path === '/jobs' ? 6 : 1);
    expect(badges.filter((b) => b.lines !== 1)).toEqual([]);
  });
});

describe('finding jobs on /jobs', () => {
  // The seeded jobs (src/db/seed-data/jobs.ts): 'sales' finds four (Manchester's and Birmingham's roles
  // named for it, Bristol's business development role, which sells, and the remote one, which works with
  // sales); two are in South West England (Bristol, Exeter); Bristol's is hybrid; the remote job states no
  // salary and Leeds's is paid by the hour.
  const count = (page: Page) => page.locator('[data-job-count]');
  const shown = (page: Page) => page.locator('[data-job-card]:visible');
  const titles = (page: Page) => shown(page).locator('h2').allTextContents();
  const keywords = (page: Page) => page.getByRole('searchbox', { name: 'Keywords' });
  async function showsCount(page: Page, n: number) {
    await count(page)
      .filter({ hasText: new RegExp(`^${n} jobs?$`) })
      .waitFor();
    expect(await shown(page).count()).toBe(n);
  }

  it('filters as the fields change, best match first, keeps the search in the address, and Back restores each step', async () => {
    const page = await browser.open('/jobs');
    expect(await count(page).getAttribute('role')).toBe('status');
    await showsCount(page, 6);
    // Typing is one history entry, whatever the number of letters.
    await keywords(page).pressSequentially('sales');
    await showsCount(page, 4);
    await page.waitForURL(/\/jobs\?q=sales$/);
    const found = await titles(page);
    expect(found.slice(0, 2).sort()).toEqual(['Healthcare Sales Associate', 'Trainee Recruitment Consultant (Sales)']);
    expect(found.slice(2).sort()).toEqual(['Graduate Business Development Representative', 'Remote Customer Success Associate']);
    await page.getByLabel('Job type').selectOption('Full-time');
    await showsCount(page, 3);
    await page.waitForURL(/\/jobs\?q=sales&type=Full-time$/);
    const salary = page.getByLabel('Minimum salary');
    await salary.focus();
    await salary.selectOption('30000');
    await showsCount(page, 2);
    await page.waitForURL(/\/jobs\?q=sales&type=Full-time&salary=30000$/);
    expect(await titles(page)).toEqual(['Healthcare Sales Associate', 'Graduate Business Development Representative']);
    // Focus stays where the visitor was.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('job-search-salary');

    await page.goBack();
    await showsCount(page, 3);
    expect(await page.getByLabel('Minimum salary').inputValue()).toBe('');
    await page.goBack();
    await showsCount(page, 4);
    expect(await page.getByLabel('Job type').inputValue()).toBe('');
    await page.goBack();
    await showsCount(page, 6);
    expect(page.url()).toMatch(/\/jobs$/);
    expect(await keywords(page).inputValue()).toBe('');
    await page.goForward();
    await showsCount(page, 4);
    expect(await keywords(page).inputValue()).toBe('sales');
  });

  it("finds hybrid jobs, shows each card's workplace, and offers Remote once", async () => {
    const page = await browser.open('/jobs');
    await showsCount(page, 6);
    expect(await page.locator('[data-job-card]').first().getByText('Hybrid', { exact: true }).isVisible()).toBe(true);
    await page.getByLabel('Workplace').selectOption('hybrid');
    await showsCount(page, 1);
    await page.waitForURL(/\/jobs\?workplace=hybrid$/);
    expect(await titles(page)).toEqual(['Graduate Business Development Representative']);
    const remotes = await page
      .getByRole('search')
      .locator('option', { hasText: /^Remote$/ })
      .count();
    expect(remotes).toBe(1);
  });

  it('says what a minimum salary leaves out for want of a yearly salary, and shows them on asking', async () => {
    const page = await browser.open('/jobs');
    await page.getByLabel('Minimum salary').selectOption('20000');
    await showsCount(page, 4);
    const note = page.locator('[data-not-comparable]');
    expect(await note.textContent()).toContain('2 more jobs match but state no yearly salary');
    await note.getByRole('link', { name: 'Show them too' }).click();
    await showsCount(page, 6);
    expect(await note.isVisible()).toBe(false);
    await page.waitForURL(/\/jobs$/);
  });

  type Fields = { keywords?: string; location?: string; type?: string; workplace?: string; salary?: string };
  it.each<[string, number, Fields]>([
    ['?q=sales&type=Full-time', 3, { keywords: 'sales', type: 'Full-time' }],
    ['?q=MARKETING', 2, { keywords: 'MARKETING' }],
    ['?location=south-west-england', 2, { location: 'south-west-england' }],
    ['?location=bristol', 1, { location: 'bristol' }],
    ['?workplace=remote', 1, { workplace: 'remote' }],
    ['?workplace=hybrid', 1, { workplace: 'hybrid' }],
    // Hourly pay and a salary not given are not compared with a yearly minimum.
    ['?salary=20000', 4, { salary: '20000' }],
    // A minimum the choices lack is added to them.
    ['?salary=29000', 2, { salary: '29000' }],
  ])('opened at /jobs%s shows the filtered list (%i) with the fields filled', async (query, n, fields) => {
    const page = await browser.open(`/jobs${query}`);
    await showsCount(page, n);
    expect(await keywords(page).inputValue()).toBe(fields.keywords ?? '');
    expect(await page.getByLabel('Location').inputValue()).toBe(fields.location ?? '');
    expect(await page.getByLabel('Job type').inputValue()).toBe(fields.type ?? '');
    expect(await page.getByLabel('Workplace').inputValue()).toBe(fields.workplace ?? '');
    expect(await page.getByLabel('Minimum salary').inputValue()).toBe(fields.salary ?? '');
    expect(await page.getByRole('link', { name: 'Clear filters' }).first().isVisible()).toBe(true);
  });

  it('ignores what is not a filter in the address, and reads Remote as a workplace', async () => {
    const page = await browser.open('/jobs?q=sales&type=Permanent&salary=abc&location=atlantis');
    await page.waitForURL(/\/jobs\?q=sales$/);
    await showsCount(page, 4);
    expect(await page.getByLabel('Job type').inputValue()).toBe('');
    await page.goto('/jobs?location=remote');
    await page.waitForURL(/\/jobs\?workplace=remote$/);
    await showsCount(page, 1);
  });

  it('Clear filters shows every job again, with focus on the keywords', async () => {
    const page = await browser.open('/jobs');
    await page.getByLabel('Location').selectOption('manchester');
    await showsCount(page, 1);
    await page.getByRole('link', { name: 'Clear filters' }).first().click();
    await showsCount(page, 6);
    await page.waitForURL(/\/jobs$/);
    expect(await page.getByRole('link', { name: 'Clear filters' }).first().isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('job-search-q');
  });

  it('says when nothing matches and offers the contact form and a way back', async () => {
    const page = await browser.open('/jobs');
    await keywords(page).fill('astronaut');
    await showsCount(page, 0);
    const panel = page.getByRole('heading', { name: 'No jobs match your search' }).locator('..');
    await panel.waitFor();
    expect(await panel.getByRole('link', { name: 'Tell us what you are looking for' }).getAttribute('href')).toBe('/#contact');
    expect(await page.getByRole('heading', { name: 'No Jobs Available Yet' }).isVisible()).toBe(false);
    await panel.getByRole('link', { name: 'Clear filters' }).click();
    await showsCount(page, 6);
    expect(await panel.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('job-search-q');
  });

  it('without JavaScript, a searched address shows the filtered list and the search form', async () => {
    const page = await browser.open('/jobs?q=sales&type=Full-time', { javaScriptEnabled: false });
    await showsCount(page, 3);
    expect(await page.getByRole('search').isVisible()).toBe(true);
    expect(await keywords(page).inputValue()).toBe('sales');
    const bare = await browser.open('/jobs', { javaScriptEnabled: false });
    expect(await shown(bare).count()).toBe(6);
    expect(await bare.getByRole('search').isVisible()).toBe(true);
  });

  it('fits a 390 px phone', async () => {
    for (const path of ['/jobs', '/jobs?q=sales']) {
      const page = await browser.open(path, { viewport: MOBILE_VIEWPORT });
      await shown(page).first().waitFor();
      expect(await page.getByRole('search').isVisible()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(MOBILE_VIEWPORT.width);
    }
  });
});

describe("the career quiz's View Relevant Jobs", () => {
  it('opens /jobs searched for the path the quiz found', async () => {
    const page = await browser.open('/career-quiz');
    const label = page.getByText(/^Question 1 of \d+$/);
    await label.waitFor();
    const total = Number((await label.textContent())!.split(' of ')[1]);
    for (let q = 1; q <= total; q++) {
      await page.getByText(`Question ${q} of ${total}`).waitFor();
      await page.locator('ul button').first().click();
    }
    await page.getByTestId('quiz-confidence').waitFor();
    const title = await page.getByTestId('quiz-confidence').locator('xpath=..').locator('h2').textContent();
    const path = PATH_IDS.find((id) => careerPaths[id].title === title)!;
    const search: { q?: string } = QUIZ_PATH_SEARCHES[path];
    await page.getByRole('link', { name: 'View Relevant Jobs' }).click();
    await page.waitForURL((url) => url.pathname === '/jobs' && url.searchParams.get('q') === search.q);
    await expect.poll(() => page.getByRole('searchbox', { name: 'Keywords' }).inputValue()).toBe(search.q);
    const n = await page.locator('[data-job-card]:visible').count();
    expect(n).toBeLessThan(6);
    expect(await page.locator('[data-job-count]').textContent()).toBe(n === 1 ? '1 job' : `${n} jobs`);
  });
});

describe('city pages list their open roles', () => {
  it('a city with a role lists it, linked to its page', async () => {
    const page = await browser.open('/areas/bristol');
    const section = page.getByRole('region', { name: 'Open roles in Bristol' });
    const list = section.getByRole('list', { name: 'Open roles in Bristol' });
    expect(await list.getByRole('heading').allTextContents()).toEqual(['Graduate Business Development Representative']);
    await section.getByRole('link', { name: 'View details: Graduate Business Development Representative' }).click();
    await page.waitForURL(/\/jobs\/\d+$/);
  });

  it('a city with none says so and links to all jobs', async () => {
    const page = await browser.open('/areas/london', { viewport: MOBILE_VIEWPORT });
    const section = page.getByRole('region', { name: 'Open roles in London' });
    expect(await section.getByText('There are no open roles in London right now.').isVisible()).toBe(true);
    expect(await section.getByRole('link', { name: 'See all jobs' }).getAttribute('href')).toBe('/jobs');
    expect(await section.locator('[data-job-card]').count()).toBe(0);
  });
});
