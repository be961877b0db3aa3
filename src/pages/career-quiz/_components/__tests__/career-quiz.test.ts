import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { careerPaths } from '../../../../quiz/careerPaths';
import { publicQuestions } from '../../../../quiz/questions';
import CareerQuiz from '../CareerQuiz';

/** The quiz as the built page's HTML holds it, before any JavaScript runs. */
const html = (questions = publicQuestions()) => renderToString(createElement(CareerQuiz, { questions, paths: careerPaths }));

describe('the career quiz in the page HTML', () => {
  it('shows the first question with its options, progress and a disabled Previous', () => {
    const [first] = publicQuestions();
    const total = publicQuestions().length;
    const page = html();
    expect(page).toContain(`Question 1 of ${total}`);
    expect(page).toContain(first.question.replaceAll("'", '&#x27;'));
    for (const option of first.options) expect(page).toContain(option.replaceAll("'", '&#x27;').replaceAll('&', '&amp;'));
    expect(page).toMatch(/<button type="button" disabled=""[^>]*>Previous<\/button>/);
  });

  it('says the assessment is unavailable, with Return Home, when there are no questions', () => {
    const page = html([]);
    expect(page).toContain('Career assessment is currently unavailable.');
    expect(page).toContain('<a href="/"');
    expect(page).toContain('Return Home');
  });
});
