import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { QUIZ_FORM_PATH } from '../../src/quiz/routes';
import { defaultCard, jobCardPath, postCardPath, SHARE_CARD_SIZE } from '../../src/share-cards/cards';
import { useBrowser } from '../support/browser';
import { pngSize } from '../support/png';

const browser = useBrowser();
const ORIGIN = 'https://www.psychgradsales.co.uk';
const POST_SLUG = 'why-psychology-graduates-make-great-salespeople';

/** One page of each type, and the card it should show (the site-wide one unless a job's or a post's). */
const PAGES: Array<[path: string, card: string]> = [
  ['/', defaultCard.path],
  ['/areas/exeter', defaultCard.path],
  ['/areas/atlantis', defaultCard.path],
  ['/team', defaultCard.path],
  ['/terms-of-service', defaultCard.path],
  ['/privacy-notice', defaultCard.path],
  ['/career-resources', defaultCard.path],
  ['/career-quiz', defaultCard.path],
  [QUIZ_FORM_PATH, defaultCard.path],
  ['/jobs', defaultCard.path],
  ['/jobs/1', jobCardPath(1)],
  ['/jobs/424242', defaultCard.path],
  ['/application-received', defaultCard.path],
  ['/message-received', defaultCard.path],
  ['/comment-received', defaultCard.path],
  ['/blog', defaultCard.path],
  ['/blog/category/interview-tips', defaultCard.path],
  [`/blog/${POST_SLUG}`, postCardPath(POST_SLUG)],
  ['/blog/no-such-post', defaultCard.path],
];

const meta = (page: Page, selector: string) => page.locator(`head > meta[${selector}]`).getAttribute('content');

/** The image as Chromium draws it, loaded by the page itself (so under the site's Content-Security-Policy). */
const drawnSize = (page: Page, src: string) =>
  page.evaluate(async (url) => {
    const img = new Image();
    img.src = url;
    await img.decode();
    return { width: img.naturalWidth, height: img.naturalHeight };
  }, src);

describe('share images', () => {
  it.each(PAGES)('%s declares its 1200x630 card as og:image and twitter:image, and the card is there at that size', async (path, card) => {
    const page = await browser.open(path);
    const image = await meta(page, 'property="og:image"');
    expect(image).toBe(`${ORIGIN}${card}`);
    expect(await meta(page, 'name="twitter:image"')).toBe(image);
    expect(await meta(page, 'name="twitter:card"')).toBe('summary_large_image');
    expect(await meta(page, 'property="og:image:type"')).toBe('image/png');
    const declared = {
      width: Number(await meta(page, 'property="og:image:width"')),
      height: Number(await meta(page, 'property="og:image:height"')),
    };
    expect(declared).toEqual(SHARE_CARD_SIZE);
    const alt = await meta(page, 'property="og:image:alt"');
    expect(alt?.trim()).toBeTruthy();
    expect(await meta(page, 'name="twitter:image:alt"')).toBe(alt);

    const res = await page.request.get(card);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
    expect(pngSize(await res.body())).toEqual(declared);
    expect(await drawnSize(page, card)).toEqual(declared);
  });

  it("a job's card says its title and company, and its alt text says so too", async () => {
    const page = await browser.open('/jobs/1');
    const title = (await page.locator('h1').textContent())!.trim();
    const alt = (await meta(page, 'property="og:image:alt"'))!;
    expect(alt.startsWith(`${title}, `)).toBe(true);
  });

  it("a post's BlogPosting names its card as its image", async () => {
    const page = await browser.open(`/blog/${POST_SLUG}`);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(ld.image).toEqual([{ '@type': 'ImageObject', url: await meta(page, 'property="og:image"'), ...SHARE_CARD_SIZE }]);
    expect((await meta(page, 'property="og:image:alt"'))!.startsWith(`${(await page.locator('h1').textContent())!.trim()}, `)).toBe(true);
  });

  it('the blank 404 page, which replaces itself with the home page, names the site-wide card too', async () => {
    const page = await browser.open('/');
    const res = await page.request.get('/no-such-page-at-all');
    expect(res.status()).toBe(404);
    expect(await res.text()).toContain(`<meta property="og:image" content="${ORIGIN}${defaultCard.path}">`);
  });
});
