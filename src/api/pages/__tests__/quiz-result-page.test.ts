import { describe, expect, it } from 'vitest';
import { careerPaths } from '../../../quiz/careerPaths';
import { QUIZ_TEXT } from '../../../texts/quiz';
import { REGISTER_PAGE } from '../../../texts/registration';
import { QUIZ_FORM_PATH } from '../../../quiz/routes';
import type { CareerPath, QuizAnalysis } from '../../../quiz/types';
import { quizResultPage } from '../quiz-result-page';

const [first, second] = Object.keys(careerPaths);
const analysis: QuizAnalysis = {
  careerPath: first,
  confidence: 87,
  reasoning: 'You enjoy <people> & persuasion.',
  matchedSkills: ['Empathy', 'Listening'],
  developmentAreas: ['Negotiation'],
};
const text = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('quizResultPage', () => {
  it('shows everything the island shows, escaped, with Retake and jobs links', () => {
    const html = quizResultPage(analysis, careerPaths);
    const path = careerPaths[first as keyof typeof careerPaths] as CareerPath;
    const shown = text(html);
    for (const part of [
      QUIZ_TEXT.bestFit,
      path.title,
      '87% match',
      path.description,
      QUIZ_TEXT.why,
      'Empathy',
      'Negotiation',
      path.industries[0],
      path.salaryRange,
    ]) {
      expect(shown).toContain(part.replace(/&/g, '&amp;'));
    }
    expect(html).toContain('You enjoy &lt;people&gt; &amp; persuasion.');
    expect(html).not.toContain('<people>');
    expect(html).toContain(`<a href="${QUIZ_FORM_PATH}">${QUIZ_TEXT.retake}</a>`);
    // The jobs the path leads to (src/jobs/search/quiz-paths.ts).
    expect(html).toContain(`<a href="/jobs?q=sales">${QUIZ_TEXT.jobs}</a>`);
    // Registering without a job (docs/decisions/people.md).
    expect(html).toContain(`<a href="/register">${REGISTER_PAGE.link}</a>`);
    expect(html).not.toContain('Alternative path');
  });

  it(`shows the alternative path with at most ${QUIZ_TEXT.alternativeSkills} of its skills`, () => {
    const alternative = careerPaths[second as keyof typeof careerPaths] as CareerPath;
    const html = quizResultPage({ ...analysis, secondaryPath: second }, careerPaths);
    expect(html).toContain(QUIZ_TEXT.alternative(alternative.title).replace(/&/g, '&amp;'));
    const section = html.slice(html.indexOf('Alternative path'));
    const skills = [...section.slice(0, section.indexOf('</section>')).matchAll(/<li>/g)];
    expect(skills).toHaveLength(Math.min(QUIZ_TEXT.alternativeSkills, alternative.skills.length));
  });

  it('says the results could not be loaded for an unknown path, and offers the retake', () => {
    const html = quizResultPage({ ...analysis, careerPath: 'toString' }, careerPaths);
    expect(html).toContain(QUIZ_TEXT.unknownPath);
    expect(html).toContain(`href="${QUIZ_FORM_PATH}"`);
  });
});
