import { analyzeResponses } from '../quiz/analyze';
import { careerPaths } from '../quiz/careerPaths';
import { publicQuestions } from '../quiz/questions';
import { analyzeRequestSchema } from '../quiz/schema';
import { json, readJson, route } from './http';

/** GET /api/career-quiz/questions: the questions and their options, without the scoring weights. */
export const quizQuestions = route({ GET: () => json(publicQuestions()) });

/** GET /api/career-quiz/career-paths: every career path keyed by its id. */
export const quizCareerPaths = route({ GET: () => json(careerPaths) });

/** POST /api/career-quiz/analyze: scores a complete set of answers. */
export const quizAnalyze = route({
  POST: async (req) => json(analyzeResponses((await readJson(req, analyzeRequestSchema)).responses)),
});
