import { analyzeResponses } from '../../quiz/analyze';
import { careerPaths } from '../../quiz/careerPaths';
import { QUIZ_TEXT } from '../../texts/quiz';
import { publicQuestions, questions } from '../../quiz/questions';
import { QUIZ_FORM_PATH } from '../../quiz/routes';
import { analyzeFormSchema, analyzeRequestSchema } from '../../quiz/schema';
import type { QuizAnalysis } from '../../quiz/types';
import { cdnCached } from '../cdn-cache';
import { json, readJsonOrForm, route } from '../http';
import { answerNativeForms } from '../native-form';
import { quizResultPage } from '../pages/quiz-result-page';

/** GET /api/career-quiz/questions: the questions and their options, without the scoring weights. */
export const quizQuestions = route({ GET: cdnCached(() => json(publicQuestions())) });

/** GET /api/career-quiz/career-paths: every career path keyed by its id. */
export const quizCareerPaths = route({ GET: cdnCached(() => json(careerPaths)) });

/**
 * POST /api/career-quiz/analyze: scores a complete set of answers. The quiz page's own form (without
 * JavaScript) sends them as fields named by question number, and gets the results as a page.
 */
export const quizAnalyze = answerNativeForms(
  route({
    POST: async (req) => json(analyzeResponses((await readJsonOrForm(req, analyzeRequestSchema, { form: analyzeFormSchema })).responses)),
  }),
  {
    success: (analysis) => quizResultPage(analysis as QuizAnalysis, careerPaths),
    formPath: QUIZ_FORM_PATH,
    failure: QUIZ_TEXT.analysisFailure,
    labels: {
      responses: QUIZ_TEXT.answersLabel,
      ...Object.fromEntries(questions.map((_, i) => [`responses.${i + 1}`, QUIZ_TEXT.questionLabel(i + 1)])),
    },
  },
);
