import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser, waitForIsland } from '../support/browser';
import { queryPreviewDatabase } from '../support/e2e-database';
import { toastText } from '../support/forms';

const browser = useBrowser();
const ORIGIN = 'https://www.psychgradsales.co.uk';
const MARKDOWN_POST = '/blog/why-psychology-graduates-make-great-salespeople';
const BULLET_POST = '/blog/five-interview-questions-graduate-sales';
const HTML_POST = '/blog/from-dissertation-to-discovery-call';
const PUBLISHED = [
  'Why Psychology Graduates Make Great Salespeople',
  'Five Interview Questions Every Graduate Sales Candidate Should Prepare For',
  'From Dissertation to Discovery Call: A Graduate Career Guide',
  'What Employers Look For in Graduate Business Development Hires',
];

// Every request of these tests comes from 127.0.0.1: start each run with the comment limit unused.
beforeAll(() => queryPreviewDatabase('delete from rate_limits'));
afterAll(async () => {
  await queryPreviewDatabase('delete from rate_limits');
  // Leave the shared database as seeded for the other test files: no post added here, no comment made here.
  await queryPreviewDatabase("delete from blog_posts where slug = 'fresh-off-the-press'");
  await queryPreviewDatabase("delete from comments where author_email like '%.e2e@example.com'");
});

const visibleTitles = (page: Page) => page.locator('[data-post-card]:visible h2').allTextContents();

/** The comments island of a post, hydrated and with its list loaded. */
async function comments(page: Page) {
  const section = page.locator('section[aria-labelledby="comments-heading"]');
  await waitForIsland(section);
  await section.locator('#comments-heading', { hasText: /\d+ Comments?/ }).waitFor();
  return section;
}

/** Fills a comment form's fields (the website only when given). */
async function fillComment(form: Locator, fields: { name: string; email: string; content: string; website?: string }) {
  await form.getByLabel('Name').fill(fields.name);
  await form.getByLabel('Email').fill(fields.email);
  if (fields.website) await form.getByLabel('Website (optional)').fill(fields.website);
  await form.getByLabel(/^Comment/).fill(fields.content);
}

describe('/blog', () => {
  it('lists the published posts newest first, as cards, and no drafts or future posts', async () => {
    const page = await browser.open('/blog');
    expect(await page.locator('h1').textContent()).toBe('Career Insights Blog');
    expect(await visibleTitles(page)).toEqual(PUBLISHED);
    const first = page.locator('[data-post-card]').first();
    expect(await first.textContent()).toContain('Sales Psychology');
    expect(await first.textContent()).toContain('Dr Hannah Whitcombe');
    expect(await first.textContent()).toContain('Understanding motivation, reading behaviour');
    // The relative wording replaces the built date once the browser is idle (RelativeTimeScript.astro).
    await first.locator('time', { hasText: /^2 days ago$/ }).waitFor();
    // No excerpt: the body's text cut at 200 characters, with '...'.
    const fallback = (await page.locator('[data-post-card]').nth(1).locator('p').first().textContent())!;
    expect(fallback).toMatch(/^Graduate sales interviews follow a pattern\..*\.\.\.$/);
    expect(fallback.length).toBe(203);
    expect(await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute('href')).toBe('/rss.xml');
  });

  it('filters by category without a page reload, and Back returns to all', async () => {
    const page = await browser.open('/blog');
    const filters = page.getByRole('navigation', { name: 'Blog categories' });
    expect(await filters.getByRole('link').allTextContents()).toEqual([
      'All Categories',
      'Career Guidance',
      'Sales Psychology',
      'Industry Insights',
      'Interview Tips',
    ]);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));

    await filters.getByRole('link', { name: 'Interview Tips' }).click();
    await page.waitForURL(/\/blog\/category\/interview-tips$/);
    expect(await visibleTitles(page)).toEqual([PUBLISHED[1]]);
    expect(await filters.getByRole('link', { name: 'Interview Tips' }).getAttribute('aria-current')).toBe('page');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);

    await filters.getByRole('link', { name: 'All Categories' }).click();
    await page.waitForURL(/\/blog$/);
    expect(await visibleTitles(page)).toEqual(PUBLISHED);

    await page.goBack();
    await page.waitForURL(/\/interview-tips$/);
    await expect.poll(() => visibleTitles(page)).toEqual([PUBLISHED[1]]);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  });

  it('filters by category without JavaScript: each category is its own page', async () => {
    const page = await browser.open('/blog', { javaScriptEnabled: false });
    await page.getByRole('link', { name: 'Career Guidance' }).click();
    await page.waitForURL(/\/blog\/category\/career-guidance\/?$/);
    expect(await visibleTitles(page)).toEqual([PUBLISHED[2]]);
    expect(await page.getByRole('link', { name: 'Career Guidance' }).getAttribute('aria-current')).toBe('page');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${ORIGIN}/blog/category/career-guidance`);
    await page.getByRole('link', { name: 'All Categories' }).click();
    await page.waitForURL(/\/blog\/?$/);
    expect(await visibleTitles(page)).toEqual(PUBLISHED);
  });
});

describe('a post page', () => {
  it('renders a markdown post with its details, metadata and BlogPosting data', async () => {
    const page = await browser.open(MARKDOWN_POST);
    const article = page.locator('article');
    expect(await page.locator('h1').allTextContents()).toEqual([PUBLISHED[0]]);
    const header = (await article.locator('header').textContent())!;
    expect(header).toContain('Sales Psychology');
    expect(header).toContain('By Dr Hannah Whitcombe');
    expect(header).toMatch(/\d{1,2} [A-Z][a-z]+ \d{4}/);
    expect(header).toContain('1 min read');
    const body = article.locator('[data-post-body]');
    expect(await body.locator('h2').allTextContents()).toContain('You already know how people decide');
    expect(await body.locator('table th').allTextContents()).toEqual(['Skill from your degree', 'Where it shows up in sales']);
    expect(await body.locator('strong').first().textContent()).toBe('cognition and decision-making');

    const meta = (selector: string) => page.locator(selector).getAttribute('content');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${ORIGIN}${MARKDOWN_POST}`);
    expect(await meta('meta[property="og:type"]')).toBe('article');
    expect(await meta('meta[name="description"]')).toMatch(/^Understanding motivation/);
    expect(await meta('meta[name="keywords"]')).toContain('Sales Psychology');
    expect(await meta('meta[property="article:published_time"]')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(await meta('meta[property="article:modified_time"]')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(await meta('meta[property="article:author"]')).toBe('Dr Hannah Whitcombe');
    expect(await meta('meta[property="article:section"]')).toBe('Sales Psychology');
    expect(await meta('meta[property="article:tag"]')).toBe('Sales Psychology');
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(ld).toMatchObject({
      '@type': 'BlogPosting',
      headline: PUBLISHED[0],
      mainEntityOfPage: { '@id': `${ORIGIN}${MARKDOWN_POST}` },
      author: [{ name: 'Dr Hannah Whitcombe' }],
    });
    expect(ld.datePublished).toBe(await meta('meta[property="article:published_time"]'));

    expect(await page.getByRole('link', { name: 'Submit Your CV', exact: true }).getAttribute('href')).toBe('/#application');
    expect(await page.getByRole('link', { name: 'Get in Touch' }).getAttribute('href')).toBe('/#contact');
  });

  it('turns literal \\n sequences and • bullets of a markdown post into paragraphs and list items', async () => {
    const page = await browser.open(BULLET_POST);
    const body = page.locator('[data-post-body]');
    expect(await body.locator('li').allTextContents()).toEqual([
      'When did you last use a pen?',
      'What do you usually write?',
      'What frustrates you about the pens you have?',
    ]);
    expect(await body.locator('h3').count()).toBe(5);
    expect(await body.textContent()).not.toContain('\\n');
  });

  it('renders an HTML post as HTML', async () => {
    const page = await browser.open(HTML_POST);
    const body = page.locator('[data-post-body]');
    expect(await body.locator('h2').first().textContent()).toBe('Start with the roles that value your degree');
    expect(await body.locator('li strong').allTextContents()).toEqual(['Research', 'Communication', 'Data']);
    expect(await body.getByRole('link', { name: 'British Psychological Society' }).getAttribute('href')).toBe('https://www.bps.org.uk/');
  });

  it('shares: network links, and Copy link copies the address with a toast', async () => {
    const page = await browser.open(MARKDOWN_POST, { permissions: ['clipboard-read', 'clipboard-write'] });
    const share = page.locator('section[aria-labelledby="share-heading"]');
    const url = encodeURIComponent(`${ORIGIN}${MARKDOWN_POST}`);
    expect(await share.getByRole('link', { name: /Twitter/ }).getAttribute('href')).toMatch(
      new RegExp(`^https://twitter\\.com/intent/tweet\\?url=${url}&text=`),
    );
    expect(await share.getByRole('link', { name: /Facebook/ }).getAttribute('href')).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    );
    expect(await share.getByRole('link', { name: /LinkedIn/ }).getAttribute('href')).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
    );
    expect(await share.getByRole('link', { name: 'Email' }).getAttribute('href')).toMatch(/^mailto:\?subject=Why%20Psychology/);

    const copy = share.getByRole('button', { name: 'Copy link' });
    await waitForIsland(copy);
    await copy.click();
    expect(await toastText(page)).toBe('[default] Link copied!The article link has been copied to your clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${ORIGIN}${MARKDOWN_POST}`);
  });

  it('shows the approved comments only, replies nested, with the count', async () => {
    const page = await browser.open(MARKDOWN_POST);
    const section = await comments(page);
    expect(await section.locator('#comments-heading').textContent()).toBe('4 Comments');
    const roots = section.locator(':scope > div > ul > li');
    expect(await roots.count()).toBe(2);
    const sophie = roots.first();
    expect(await sophie.locator('[aria-hidden="true"]').first().textContent()).toBe('ST');
    const james = sophie.getByRole('list', { name: 'Replies to Sophie Turner' }).locator(':scope > li').first();
    expect(await james.getByRole('link', { name: 'James Okafor' }).getAttribute('rel')).toBe('nofollow ugc noopener');
    expect(await james.getByRole('list', { name: 'Replies to James Okafor' }).textContent()).toContain('Good point about anchoring');
    expect(await section.textContent()).not.toContain('Waiting for review');
    expect(await section.textContent()).not.toContain('@example.com');
  });
});

describe('comments', () => {
  it('validates, then posts a comment that waits for approval', async () => {
    const page = await browser.open(HTML_POST);
    const section = await comments(page);
    expect(await section.locator('#comments-heading').textContent()).toBe('1 Comment');
    await section.getByRole('button', { name: 'Leave a Comment' }).click();
    const form = section.getByRole('form', { name: 'Leave a Comment' });
    await form.getByRole('button', { name: 'Post Comment' }).click();
    for (const message of ['Name is required', 'Valid email is required', 'Comment must be at least 10 characters']) {
      await form.getByText(message).waitFor();
    }
    await form.getByRole('button', { name: 'Cancel' }).click();
    await form.waitFor({ state: 'detached' });

    await section.getByRole('button', { name: 'Leave a Comment' }).click();
    await fillComment(form, {
      name: 'Grace Hopper',
      email: 'grace.e2e@example.com',
      website: 'https://grace.example.com',
      content: 'First line of my comment.\nSecond line, kept apart.',
    });
    await form.getByRole('button', { name: 'Post Comment' }).click();
    expect(await toastText(page)).toBe(
      '[default] Comment submitted!Your comment has been submitted for review and will appear once approved.',
    );
    await form.waitFor({ state: 'detached' });

    const [row] = await queryPreviewDatabase<{ is_approved: boolean; parent_id: number | null; author_website: string }>(
      "select is_approved, parent_id, author_website from comments where author_email = 'grace.e2e@example.com'",
    );
    expect(row).toEqual({ is_approved: false, parent_id: null, author_website: 'https://grace.example.com' });
    expect(await section.textContent()).not.toContain('First line of my comment.');

    // Approved in the database, it shows on the next visit: as text, with its line break, linking the site.
    await queryPreviewDatabase("update comments set is_approved = true where author_email = 'grace.e2e@example.com'");
    await page.reload();
    const after = await comments(page);
    expect(await after.locator('#comments-heading').textContent()).toBe('2 Comments');
    const grace = after.locator('li', { hasText: 'Grace Hopper' });
    expect(await grace.locator('p.whitespace-pre-line').innerText()).toBe('First line of my comment.\nSecond line, kept apart.');
    expect(await grace.getByRole('link', { name: 'Grace Hopper' }).getAttribute('rel')).toBe('nofollow ugc noopener');
  });

  it('posts a reply under its parent, pending, and a server refusal keeps the text', async () => {
    const page = await browser.open(MARKDOWN_POST);
    const section = await comments(page);
    await section.getByRole('button', { name: 'Reply to Priya Desai' }).click();
    const form = section.getByRole('form', { name: 'Reply to Priya Desai' });
    await fillComment(form, { name: 'Ravi Patel', email: 'ravi.e2e@example.com', content: 'Marketing teams value research skills too.' });
    await form.getByRole('button', { name: 'Post Reply' }).click();
    expect(await toastText(page)).toContain('Comment submitted!');
    await form.waitFor({ state: 'detached' });
    const [row] = await queryPreviewDatabase<{ is_approved: boolean; parent: string }>(
      "select c.is_approved, p.author_name as parent from comments c join comments p on p.id = c.parent_id where c.author_email = 'ravi.e2e@example.com'",
    );
    expect(row).toEqual({ is_approved: false, parent: 'Priya Desai' });
    expect(await section.textContent()).not.toContain('Marketing teams value research skills too.');

    // The post is unpublished meanwhile: the API refuses, the form says why, the text stays.
    await queryPreviewDatabase("update blog_posts set published_at = null where slug = 'why-psychology-graduates-make-great-salespeople'");
    try {
      await section.getByRole('button', { name: 'Leave a Comment' }).click();
      const again = section.getByRole('form', { name: 'Leave a Comment' });
      await fillComment(again, { name: 'Ravi Patel', email: 'ravi.e2e@example.com', content: 'This one cannot be stored.' });
      await again.getByRole('button', { name: 'Post Comment' }).click();
      // (The reply's toast may still be showing: wait for this one.)
      await expect.poll(() => toastText(page)).toBe('[destructive] ErrorFailed to submit comment');
      expect(await again.getByRole('alert').textContent()).toBe('Blog post not found');
      expect(await again.getByLabel(/^Comment/).inputValue()).toBe('This one cannot be stored.');
    } finally {
      await queryPreviewDatabase(
        "update blog_posts set published_at = now() - interval '2 days' where slug = 'why-psychology-graduates-make-great-salespeople'",
      );
    }
  });
});

// What the comment forms do with drafts, a slow answer and a refused reply: Comments.test.tsx (component tier).
describe('published after the build', () => {
  it('a new post opens from its URL (404 for crawlers), rendered from the API and sanitised', async () => {
    await queryPreviewDatabase(
      `insert into blog_posts (title, slug, content, author, category, published_at)
       values ('Fresh Off The Press', 'fresh-off-the-press', $1, 'PsychGrad Recruitment Team', 'General', now() - interval '1 hour')
       on conflict (slug) do nothing`,
      ['## New section\n\nA fresh post. <img src=x onerror="window.__xss = 1">\n\n• first point\n• second point'],
    );
    const page = await browser.open('/blog');
    const response = await page.goto('/blog/fresh-off-the-press');
    expect(response?.status()).toBe(404);
    await page.locator('h1', { hasText: 'Fresh Off The Press' }).waitFor();
    expect(await page.title()).toMatch(/^Fresh Off The Press \|/);
    const body = page.locator('[data-post-body]');
    expect(await body.locator('h2').textContent()).toBe('New section');
    expect(await body.locator('li').allTextContents()).toEqual(['first point', 'second point']);
    expect(await body.innerHTML()).not.toContain('onerror');
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    const section = await comments(page);
    expect(await section.textContent()).toContain('No comments yet. Be the first to share your thoughts!');
  });

  it('a new job opens from its URL', async () => {
    const [{ id }] = await queryPreviewDatabase<{ id: number }>(
      `insert into jobs (title, company, location, type, description, requirements, salary)
       values ('Graduate Insight Analyst', 'Fresh Co', 'Leeds', 'Full-time', 'Analyse customer research.', 'Psychology degree', '£27,000') returning id`,
    );
    try {
      const page = await browser.open('/jobs');
      const response = await page.goto(`/jobs/${id}`);
      expect(response?.status()).toBe(404);
      await page.locator('h1', { hasText: 'Graduate Insight Analyst' }).waitFor();
      const text = await page.textContent('main');
      expect(text).toContain('Fresh Co');
      expect(text).toContain('£27,000');
      expect(await page.getByRole('heading', { name: 'Quick Information' }).count()).toBe(1);
    } finally {
      // Other test files count the seeded jobs.
      await queryPreviewDatabase('delete from jobs where id = $1', [id]);
    }
  });

  it.each([
    ['an unknown slug', '/blog/no-such-post'],
    ['a draft', '/blog/graduate-sales-salaries-2026'],
    ['a post dated in the future', '/blog/spring-graduate-assessment-day'],
  ])('%s shows Post Not Found with a way back', async (_name, path) => {
    const page = await browser.open('/blog');
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await page.locator('h1', { hasText: 'Post Not Found' }).waitFor();
    expect(await page.textContent('main')).toContain("The blog post you're looking for doesn't exist.");
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await page.waitForURL(/\/blog\/?$/);
  });

  it('without JavaScript, an unknown slug shows Post Not Found', async () => {
    const page = await browser.open('/blog/no-such-post', { javaScriptEnabled: false });
    expect(await page.locator('h1').textContent()).toBe('Post Not Found');
  });
});

describe('feeds', () => {
  it('/rss.xml is RSS 2.0 of the published posts, and the sitemap lists the blog', async () => {
    const page = await browser.open('/');
    const rss = await page.request.get('/rss.xml');
    expect(rss.status()).toBe(200);
    expect(rss.headers()['content-type']).toMatch(/xml/);
    const xml = await rss.text();
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        version: doc.documentElement.getAttribute('version'),
        titles: [...doc.querySelectorAll('item > title')].map((t) => t.textContent),
        links: [...doc.querySelectorAll('item > link')].map((t) => t.textContent),
      };
    }, xml);
    expect(parsed.error).toBeNull();
    expect(parsed.version).toBe('2.0');
    expect(parsed.titles).toEqual(PUBLISHED);
    expect(parsed.links[0]).toBe(`${ORIGIN}${MARKDOWN_POST}`);

    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of ['/blog', MARKDOWN_POST, HTML_POST, '/blog/category/interview-tips']) expect(locs).toContain(`${ORIGIN}${path}`);
    expect(locs.filter((l) => /graduate-sales-salaries-2026|spring-graduate-assessment-day|not-found/.test(l))).toEqual([]);
  });
});
