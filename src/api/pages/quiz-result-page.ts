import { QUIZ_TEXT } from '../../texts/quiz';
import { REGISTER_PAGE } from '../../texts/registration';
import { QUIZ_FORM_PATH } from '../../quiz/routes';
import type { CareerPath, QuizAnalysis } from '../../quiz/types';
import { jobsHrefForPath } from '../../jobs/search/quiz-paths';
import { escapeHtml } from '../../utils/html';
import { htmlPage } from '../html-page';
import { jobAlertFormHtml } from '../../components/job-alerts/form-html';

const list = (title: string, items: readonly string[]) =>
  `<section><h2>${escapeHtml(title)}</h2><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul></section>`;

/**
 * The quiz's results as a page of their own, for a visitor who answered the quiz without JavaScript:
 * everything the island's results show (spec 4), with Retake Assessment as a link back to the quiz's form.
 */
export function quizResultPage(analysis: QuizAnalysis, paths: Readonly<Record<string, CareerPath>>): string {
  const retake = `<a href="${QUIZ_FORM_PATH}">${escapeHtml(QUIZ_TEXT.retake)}</a>`;
  const path = Object.hasOwn(paths, analysis.careerPath) ? paths[analysis.careerPath] : undefined;
  if (!path) return htmlPage({ title: QUIZ_TEXT.retake, body: `<p role="alert">${escapeHtml(QUIZ_TEXT.unknownPath)}</p><p>${retake}</p>` });
  const alternative = analysis.secondaryPath && Object.hasOwn(paths, analysis.secondaryPath) ? paths[analysis.secondaryPath] : undefined;
  return htmlPage({
    title: path.title,
    body: `<p>${escapeHtml(QUIZ_TEXT.bestFit)}</p>
<h1>${escapeHtml(path.title)}</h1>
<p class="text-xl font-bold text-indigo-800">${escapeHtml(QUIZ_TEXT.match(analysis.confidence))}</p>
<p>${escapeHtml(path.description)}</p>
<section><h2>${escapeHtml(QUIZ_TEXT.why)}</h2><p>${escapeHtml(analysis.reasoning)}</p></section>
${list(QUIZ_TEXT.matchedSkills, analysis.matchedSkills)}
${list(QUIZ_TEXT.developmentAreas, analysis.developmentAreas)}
${list(QUIZ_TEXT.industries, path.industries)}
<section><h2>${escapeHtml(QUIZ_TEXT.salary)}</h2><p>${escapeHtml(path.salaryRange)}</p></section>
${alternative ? list(QUIZ_TEXT.alternative(alternative.title), alternative.skills.slice(0, QUIZ_TEXT.alternativeSkills)) : ''}
<p class="flex flex-wrap gap-x-6 gap-y-2">${retake} <a href="${escapeHtml(jobsHrefForPath(analysis.careerPath))}">${escapeHtml(QUIZ_TEXT.jobs)}</a> <a href="/register">${escapeHtml(REGISTER_PAGE.link)}</a></p>
${jobAlertFormHtml({ source: 'quiz-results', criteria: { interest: analysis.careerPath }, describe: path.title })}`,
  });
}
