import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ROLE_SALARIES } from '../../src/config/salaries';
import { cities } from '../../src/data/cities';
import { careerPaths, PATH_ROLES } from '../../src/quiz/careerPaths';
import { PATH_IDS } from '../../src/config/choices';
import { useBrowser } from '../support/browser';
import { expectAtHeaderOffset, HEADER_OFFSET_PX, settledTop } from '../support/scroll';

const browser = useBrowser();
const ORIGIN = 'https://www.psychgradsales.co.uk';
const PHONE_DIGITS = '01392346120';

/** The main content's visible text with runs of whitespace made single spaces. */
async function mainText(page: Page) {
  return (await page.locator('main').innerText()).replace(/\s+/g, ' ');
}

async function expectPageMetadata(page: Page, path: string) {
  const ogTitle = await page.locator('meta[property="og:title"]').getAttribute('content');
  expect(ogTitle?.trim(), `og:title on ${path}`).toBeTruthy();
  expect(await page.locator('link[rel="canonical"]').count(), `one canonical on ${path}`).toBe(1);
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(new URL(path, ORIGIN).href);
}

describe('city pages', () => {
  it.each(['exeter', 'milton-keynes'])('/areas/%s shows the local page for that city', async (key) => {
    const city = cities.find((c) => c.key === key)!;
    const page = await browser.open(`/areas/${key}`);

    expect(await page.locator('h1').allTextContents()).toEqual([`Psychology Recruitment in ${city.name}`]);
    const hero = page.locator('section', { has: page.locator('h1') });
    expect(await hero.innerText()).toContain(city.region);
    const heroLinks = await hero.getByRole('link').evaluateAll((els) => els.map((a) => a.getAttribute('href')));
    expect(heroLinks).toEqual(['#contact', '#local-insights']);
    expect(await page.locator('#contact').count()).toBe(1);
    expect(await page.locator('#local-insights').count()).toBe(1);

    const insights = page.locator('#local-insights');
    expect(await insights.getByRole('heading', { level: 2 }).textContent()).toBe(`Why ${city.name} for Psychology-to-Sales Careers?`);
    for (const [name, href] of [
      ['British Psychological Society', 'https://www.bps.org.uk'],
      ['Chartered Institute of Marketing', 'https://www.cim.co.uk'],
    ]) {
      const link = insights.getByRole('link', { name: new RegExp(name) });
      expect(await link.getAttribute('href')).toBe(href);
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
    }
    const insightsText = (await insights.innerText()).replace(/\s+/g, ' ');
    for (const fact of city.keyFacts) expect(insightsText).toContain(fact);

    const glance = insights.locator('div', { has: page.getByRole('heading', { name: `${city.name} at a Glance`, exact: true }) }).last();
    const glanceText = (await glance.innerText()).replace(/\s+/g, ' ');
    expect(glanceText).toContain(`Population ${city.population}`);
    expect(glanceText).toContain(`Business hub ${city.businessHub}`);
    expect(await glance.locator('dd li').allTextContents()).toEqual([...city.industries]);

    const serviceHeadings = await page.getByRole('heading', { level: 3 }).allTextContents();
    for (const title of ['Local Market Knowledge', 'Industry Connections', 'Career Progression']) {
      expect(serviceHeadings.filter((h) => h === title)).toHaveLength(1);
    }

    const contact = page.locator('#contact');
    const phone = contact.locator('a[href^="tel:"]');
    expect(await phone.getAttribute('href')).toBe(`tel:${PHONE_DIGITS}`);
    expect(await phone.innerText()).toContain(`${PHONE_DIGITS.slice(0, 5)} ${PHONE_DIGITS.slice(5)}`);
    expect(await contact.locator('a[href^="mailto:"]').count()).toBe(1);
    expect(await contact.getByRole('link', { name: 'Submit Your CV' }).getAttribute('href')).toBe('/#apply');
    expect(await contact.getByRole('link', { name: 'Get In Touch' }).getAttribute('href')).toBe('/#contact');

    await expectPageMetadata(page, `/areas/${key}`);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(['EmploymentAgency', 'LocalBusiness']).toContain(ld['@type']);
    expect(ld).toMatchObject({ url: `${ORIGIN}/areas/${key}`, areaServed: { name: city.name } });
  });

  it(`scrolls the hero buttons to their sections, ${HEADER_OFFSET_PX} px below the top`, async () => {
    const page = await browser.open('/areas/exeter');
    await page.getByRole('link', { name: 'Explore Local Insights' }).click();
    await page.waitForURL(/#local-insights$/);
    expectAtHeaderOffset(await settledTop(page, '#local-insights'));

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.getByRole('link', { name: 'Speak to a Consultant' }).click();
    await page.waitForURL(/#contact$/);
    const contactTop = await settledTop(page, '#contact');
    // The contact section is the last one: it lands at the offset, or as close as the end of the page allows.
    const atPageEnd = await page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight);
    expectAtHeaderOffset(contactTop, { atPageEnd });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  it("takes 'Submit Your CV' to the home page's apply section", async () => {
    const page = await browser.open('/areas/milton-keynes');
    await page.locator('#contact').getByRole('link', { name: 'Submit Your CV' }).click();
    await page.waitForURL(/\/#apply$/);
    await expect(page.locator('#apply h2').textContent()).resolves.toBe('Submit Your CV');
  });

  it("shows 'Location Not Found' for a city the site does not cover, and Go Back returns to the last page", async () => {
    // Netlify's local emulation answers this rewrite with 200 (production: 404), so check the content.
    const page = await browser.open('/team');
    const response = await page.goto('/areas/atlantis');
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').allTextContents()).toEqual(['Location Not Found']);
    expect(await mainText(page)).toContain("We're sorry, but we don't have information for this location yet.");
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');

    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL(/\/team\/?$/);
    await expect(page.locator('h1').textContent()).resolves.toBe('Meet the Team');
  });
});

describe('an unknown path', () => {
  // /areas too: it names no city, so it is not a city page that was not found. Nor is a path below a job,
  // post or city (only /jobs/{id}, /blog/{slug} and /areas/{city} have not-found screens).
  const DEEPER = ['/jobs/1/extra', '/blog/a/b', '/blog/category/nope', '/areas/london/extra'];
  it.each(['/no-such-page', '/areas', '/areas/', ...DEEPER])(
    '%s shows nothing while it waits: no header, footer or content, and goes home without JavaScript too',
    async (path) => {
      const res = await fetch(`${browser.baseUrl()}${path}`);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).not.toMatch(/<(header|footer|nav|main)\b/);
      expect(html).toContain("setTimeout(() => location.replace('/'), 100)");
      expect(html).toMatch(/<noscript><meta http-equiv="refresh" content="0; url=\/"/);
    },
  );

  // Its 100 ms timer is read from the HTML above; a time measured here would measure the machine.
  it.each(['/no-such-page', ...DEEPER])('%s answers 404 and replaces itself with the home page', async (path) => {
    const page = await browser.open('/team');
    const base = new URL(page.url()).origin;
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await page.waitForURL(`${base}/`, { waitUntil: 'commit' });
    await expect(page.locator('h1').textContent()).resolves.toBe('Turn Your Psychology Degree into Sales Success');
    // The not-found page was replaced, not stacked: Back leaves it out.
    await page.goBack();
    await page.waitForURL(/\/team\/?$/);
  });
});

describe('static pages', () => {
  it('/team: one h1, the founder profile, expertise and ways to get in touch', async () => {
    const page = await browser.open('/team');
    expect(await page.locator('h1').count()).toBe(1);
    const text = await mainText(page);
    expect(text).toContain('Dr Hannah Whitcombe');
    expect(text).toContain('Areas of expertise');
    expect(text).toContain('Our approach');
    expect(await page.locator('main a[href="mailto:hello@psychgradsales.co.uk"]').count()).toBeGreaterThan(0);
    expect(await page.locator(`main a[href="tel:${PHONE_DIGITS}"]`).innerText()).toContain('01392 346120');
    expect(await page.locator('main a[href*="linkedin.com/in/"]').count()).toBe(1);
    await expectPageMetadata(page, '/team');
  });

  it('/terms-of-service: one h1, the sections and every commercial figure', async () => {
    const page = await browser.open('/terms-of-service');
    expect(await page.locator('h1').allTextContents()).toEqual(['Client Services Agreement']);
    const headings = (await page.locator('main h2').allTextContents()).join(' | ');
    for (const h of [
      'Services',
      'Hybrid fee',
      'Payment terms',
      'Replacement guarantee',
      'Client obligations',
      'Candidate protection',
      'Confidentiality',
      'liability',
      'Termination',
      'Governing law',
      'Updates',
    ]) {
      expect(headings).toContain(h);
    }
    const text = await mainText(page);
    for (const phrase of [
      'Retained fee: 2%',
      'payable upon engagement',
      'due within 7 days of our invoice and is non-refundable',
      'Contingency fee: 15%',
      'net contingency fee of 13%',
      "within 30 days of the candidate's start date",
      '1.5% per month',
      'within 30 days of the invoice date',
      'Full (100%) refund',
      '75% refund',
      '50% refund',
      'Replacement only',
      'within 5 business days',
      'within 2 business days',
      'protected for 12 months',
      "30 days' written notice",
      "at least 30 days' notice",
      'law of England and Wales',
      // The version and, in the product's long date format (spec 9), when it took effect.
      'Version 1 (the current version), in effect from 22 November 2026',
    ]) {
      expect(text).toContain(phrase);
    }
    await expectPageMetadata(page, '/terms-of-service');
  });

  it('/privacy-notice: one h1, the sections and the retention periods', async () => {
    const page = await browser.open('/privacy-notice');
    expect(await page.locator('h1').allTextContents()).toEqual(['Privacy Notice']);
    const headings = (await page.locator('main h2').allTextContents()).join(' | ');
    for (const h of [
      'Who we are',
      'Data we collect',
      'consent',
      'legitimate interests',
      'Sharing',
      'Security',
      'Retention',
      'Your rights',
      'Contact',
      'Changes',
    ]) {
      expect(headings).toContain(h);
    }
    const text = await mainText(page);
    // Changed with the data-protection complaints of the Data (Use and Access) Act 2025.
    expect(text).toContain('Last updated: 28 November 2026');
    expect(text).toContain('Placed candidates: 7 years');
    expect(text).toContain('Unsuccessful or inactive applications: 12 months');
    // As the retention job does: an enquiry is deleted 12 months after it arrives, whatever follows it.
    expect(text).toContain('Enquiries: 12 months from receipt, after which we delete them.');
    // The contact form's fields, and no others.
    expect(text).toContain('When you contact us the name, email, subject and message you enter in our contact form.');
    expect(text).toContain('Exeter');
    // How to complain to us about the way we handle personal data (DPA 2018 s.164A), and the ICO once.
    const complaints = page.getByRole('heading', { name: 'Complaining about how we handle your data' });
    expect(await complaints.evaluate((h) => h.tagName)).toBe('H3');
    for (const phrase of [
      'Head your complaint "Data protection complaint" and send it:',
      'through our complaint form (the contact form with the subject "Data protection complaint" chosen), which sends you an acknowledgement with a reference at once;',
      'by email to hello@psychgradsales.co.uk with the subject "Data protection complaint"; or',
      'by post to PsychGrad Sales Recruitment Ltd, 12 Southernhay East, Exeter, Devon EX1 1QD, marked "Data protection complaint".',
      'We will acknowledge your complaint within 30 days of receiving it. We then look into it, keep you informed of our progress, and tell you the outcome without undue delay.',
      'A complaint about how we handle your data is kept while we deal with it, and then for 12 months from when we told you its outcome.',
    ]) {
      expect(text).toContain(phrase);
    }
    expect(await page.getByRole('link', { name: 'complaint form' }).getAttribute('href')).toBe('/data-protection-complaint');
    expect(await page.getByRole('link', { name: 'hello@psychgradsales.co.uk' }).first().getAttribute('href')).toBe(
      'mailto:hello@psychgradsales.co.uk?subject=Data%20protection%20complaint',
    );
    expect(text.match(/right to complain to the Information Commissioner's Office/g)).toHaveLength(1);
    await expectPageMetadata(page, '/privacy-notice');
  });

  it('/career-resources: one h1 and its guide', async () => {
    const page = await browser.open('/career-resources');
    expect(await page.locator('h1').allTextContents()).toEqual(['Career Resources for Psychology Graduates']);
    expect(await page.locator('main h2').count()).toBeGreaterThanOrEqual(5);
    // The quiz quotes each path from the lowest to the highest figure the guide gives its roles.
    const amount = (text: string) => Number(text.replace(/[£,]/g, ''));
    for (const id of PATH_IDS) {
      const rows = await Promise.all(
        PATH_ROLES[id].map((role) =>
          page
            .locator('main li')
            .filter({ has: page.getByRole('heading', { name: ROLE_SALARIES[role].title, exact: true }) })
            .innerText(),
        ),
      );
      const guide = rows.map((row) => /Typical salary: (£[\d,]+) to (£[\d,]+)/.exec(row)!.slice(1).map(amount));
      const quiz = careerPaths[id].salaryRange.match(/£[\d,]+/g)!.map(amount);
      expect(quiz, id).toEqual([Math.min(...guide.map(([low]) => low)), Math.max(...guide.map(([, high]) => high))]);
    }
    await expectPageMetadata(page, '/career-resources');
  });

  it('/ has og:title and its canonical link', async () => {
    const page = await browser.open('/');
    await expectPageMetadata(page, '/');
  });
});

describe('sitemap and robots', () => {
  it('/sitemap.xml lists every city page and /robots.txt points at it', async () => {
    const page = await browser.open('/');
    const sitemap = await page.request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toMatch(/xml/);
    const xml = await sitemap.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const city of cities) expect(locs).toContain(`${ORIGIN}/areas/${city.key}`);
    for (const path of ['/', '/team', '/privacy-notice', '/terms-of-service', '/career-resources'])
      expect(locs).toContain(`${ORIGIN}${path}`);
    expect(locs.some((loc) => loc.includes('not-found'))).toBe(false);

    const robots = await page.request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    const line = (await robots.text()).split('\n').find((l) => /^Sitemap:/i.test(l));
    expect(line?.replace(/^Sitemap:\s*/i, '').trim()).toBe(`${ORIGIN}/sitemap.xml`);
  });
});
