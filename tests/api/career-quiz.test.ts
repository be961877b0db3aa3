import { describe, expect, it } from 'vitest';
import { QUIZ_TEXT } from '../../src/texts/quiz';
import { QUIZ_FORM_PATH } from '../../src/quiz/routes';
import { callApi } from '../support/call-api';

const analyze = (json: unknown) => callApi('/api/career-quiz/analyze', { method: 'POST', json });

async function questions(): Promise<Array<{ question: string; options: string[] }>> {
  return (await callApi('/api/career-quiz/questions')).json();
}

describe('career quiz API', () => {
  it('lists the questions with their options and no scoring weights', async () => {
    const list = await questions();
    expect(list.length).toBeGreaterThanOrEqual(10);
    for (const q of list) {
      expect(Object.keys(q).sort()).toEqual(['options', 'question']);
      expect(q.options.every((o) => typeof o === 'string')).toBe(true);
    }
  });

  it('lists career paths keyed by id with every field', async () => {
    const paths = await (await callApi('/api/career-quiz/career-paths')).json();
    expect(Object.keys(paths).length).toBeGreaterThanOrEqual(4);
    for (const path of Object.values(paths) as Array<Record<string, unknown>>) {
      expect(path).toEqual({
        title: expect.any(String),
        description: expect.any(String),
        icon: expect.stringMatching(/^(Users|Brain|TrendingUp|Briefcase)$/),
        color: expect.any(String),
        industries: expect.arrayContaining([expect.any(String)]),
        salaryRange: expect.stringContaining('£'),
        skills: expect.arrayContaining([expect.any(String)]),
      });
    }
  });

  it('analyses a complete set of answers into a known path', async () => {
    const list = await questions();
    const responses = Object.fromEntries(list.map((_, i) => [String(i + 1), 0]));
    const res = await analyze({ responses });
    expect(res.status).toBe(200);
    const result = await res.json();
    const paths = await (await callApi('/api/career-quiz/career-paths')).json();
    expect(Object.keys(paths)).toContain(result.careerPath);
    expect(result.confidence).toBeGreaterThanOrEqual(0);
    expect(result.confidence).toBeLessThanOrEqual(100);
    expect(result.reasoning).toEqual(expect.any(String));
    expect(result.matchedSkills.length).toBeGreaterThan(0);
    expect(Array.isArray(result.developmentAreas)).toBe(true);
  });

  it.each([
    ['an incomplete set', { responses: { '1': 0 } }, /Answer every question \(missing 2, 3/],
    ['an out-of-range option', 'out-of-range', /has no option 9/],
    ['a missing responses field', {}, /responses is required/],
  ])('refuses %s with 400', async (_name, body, message) => {
    let payload = body;
    if (body === 'out-of-range') {
      const list = await questions();
      payload = { responses: Object.fromEntries(list.map((_, i) => [String(i + 1), i === 0 ? 9 : 0])) };
    }
    const res = await analyze(payload);
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toMatch(message);
  });

  describe('the page’s own form, without JavaScript', () => {
    const submit = (fields: Record<string, string>) =>
      callApi('/api/career-quiz/analyze', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-mode': 'navigate', accept: 'text/html' },
        body: new URLSearchParams(fields),
      });

    it('answers a complete form with the results as a page', async () => {
      const list = await questions();
      const res = await submit(Object.fromEntries(list.map((_, i) => [String(i + 1), '1'])));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await res.text();
      expect(html).toMatch(/<p class="[^"]*">\d{1,3}% match<\/p>/);
      expect(html).toContain(QUIZ_TEXT.jobs);
      // Retake goes back to the form this visitor used, every question on one page.
      expect(html).toContain(`<a href="${QUIZ_FORM_PATH}">${QUIZ_TEXT.retake}</a>`);
    });

    it('answers an incomplete form with the problem page, status 400', async () => {
      const res = await submit({ '1': '0' });
      expect(res.status).toBe(400);
      const html = await res.text();
      expect(html).toContain(`<h1>${QUIZ_TEXT.analysisFailure.title}</h1>`);
      expect(html).toMatch(/Your answers<\/strong>: Answer every question \(missing 2, 3/);
      expect(html).toContain(`href="${QUIZ_FORM_PATH}"`);
    });
  });
});
