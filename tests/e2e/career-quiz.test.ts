import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { QUIZ_TEXT } from '../../src/texts/quiz';
import { useBrowser } from '../support/browser';
import { toastText } from '../support/forms';

/** The career quiz with JavaScript (without: no-javascript.test.ts): its answers go to the API, which keeps nothing. */
const browser = useBrowser();

/** The number of questions, from the quiz in the HTML: its code loads when it is first used, a first click kept. */
async function questionCount(page: Page): Promise<number> {
  const label = page.getByText(/^Question 1 of \d+$/);
  await label.waitFor();
  return Number((await label.textContent())!.split(' of ')[1]);
}

/** Answers every question in turn, with the answer at `pick(question number)` in its list. */
async function answerAll(page: Page, total: number, pick: (q: number) => number) {
  for (let q = 1; q <= total; q++) {
    await page.getByText(`Question ${q} of ${total}`).waitFor();
    await page.locator('ul button').nth(pick(q)).click();
  }
}

describe('career quiz', () => {
  it('goes one question at a time to results, and Retake starts again', async () => {
    const page = await browser.open('/career-quiz');
    const total = await questionCount(page);
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    expect(await page.getByText(`0 of ${total} answered`).count()).toBe(1);

    // Answer the first question, go back, and see the answer kept.
    const firstOption = page.locator('ul button').first();
    await firstOption.click();
    await page.getByText(`Question 2 of ${total}`).waitFor();
    expect(await page.getByText(`${Math.round((2 / total) * 100)}% complete`).count()).toBe(1);
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByText(`Question 1 of ${total}`).waitFor();
    expect(await page.locator('ul button').first().getAttribute('aria-pressed')).toBe('true');

    await answerAll(page, total, (q) => q % 2);
    await page.getByTestId('quiz-confidence').waitFor();
    expect(await page.getByTestId('quiz-confidence').textContent()).toMatch(/^\d{1,3}% match$/);
    for (const heading of [
      'Why this path suits you',
      'Your matched skills',
      'Areas to develop',
      'Target industries',
      'Expected salary range',
    ]) {
      expect(await page.getByRole('heading', { name: heading }).count()).toBe(1);
    }
    // /jobs searched for the path found (src/jobs/search/quiz-paths.ts; tests/e2e/jobs.test.ts follows the link).
    expect(await page.getByRole('link', { name: 'View Relevant Jobs' }).getAttribute('href')).toMatch(/^\/jobs\?q=\w/);
    await page.getByRole('button', { name: 'Retake Assessment' }).click();
    await page.getByText(`Question 1 of ${total}`).waitFor();
    expect(await page.getByText(`0 of ${total} answered`).count()).toBe(1);
  });

  it('by keyboard alone: each answer moves focus to the next question, and the last one to the result', async () => {
    const page = await browser.open('/career-quiz');
    const total = await questionCount(page);
    const focused = () => page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent}`);
    await page.locator('ul button').first().focus();
    for (let q = 1; q <= total; q++) {
      await page.getByText(`Question ${q} of ${total}`).waitFor();
      if (q > 1) {
        await expect.poll(focused).toBe(`H2 ${await page.locator('h2').first().textContent()}`);
        await page.keyboard.press('Tab');
      }
      await page.keyboard.press('Enter');
    }
    await page.getByTestId('quiz-confidence').waitFor();
    const title = await page.getByTestId('quiz-confidence').locator('xpath=..').locator('h2').textContent();
    await expect.poll(focused).toBe(`H2 ${title}`);
  });

  it('shows the analysis error toast, stays on the last question when analysis fails, and Try again sends the same answers', async () => {
    const page = await browser.open('/career-quiz');
    const sent: Array<string | null> = [];
    page.on('request', (r) => r.url().endsWith('/api/career-quiz/analyze') && sent.push(r.postData()));
    // The analysis needs nothing that can fail on the server for a complete set of answers: what fails
    // is the visitor's connection, dropped as the answers go.
    await page.route('**/api/career-quiz/analyze', (route) => route.abort('internetdisconnected'));
    const total = await questionCount(page);
    await answerAll(page, total, (q) => q % 2);
    const text = await toastText(page);
    expect(text).toContain(`[destructive] ${QUIZ_TEXT.analysisFailure.title}`);
    expect(text).toContain(QUIZ_TEXT.analysisFailure.fallback);
    await page.getByText(`Question ${total} of ${total}`).waitFor();

    // The connection is back: one click, not another answer, sends them again.
    await page.unroute('**/api/career-quiz/analyze');
    await page.getByRole('button', { name: QUIZ_TEXT.tryAgain }).click();
    await page.getByTestId('quiz-confidence').waitFor();
    expect(sent).toHaveLength(2);
    expect(sent[1]).toBe(sent[0]);
  });

  it('shows the results error with Retake for a path it does not know', async () => {
    const page = await browser.open('/career-quiz');
    // The only way a visitor meets this: a deploy between loading the page and answering, whose API names
    // a path added since, which the page's own list lacks. The API's real answer, with such a path.
    await page.route('**/api/career-quiz/analyze', async (route) => {
      const answer = await route.fetch();
      await route.fulfill({ response: answer, json: { ...(await answer.json()), careerPath: 'a-path-added-by-a-later-deploy' } });
    });
    const total = await questionCount(page);
    await answerAll(page, total, () => 0);
    await page.getByText(QUIZ_TEXT.unknownPath).waitFor();
    await page.getByRole('button', { name: QUIZ_TEXT.retake }).click();
    await page.getByText(`Question 1 of ${total}`).waitFor();
  });
});
