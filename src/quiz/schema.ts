/**
 * Request body for POST /api/career-quiz/analyze:
 *   { "responses": { "1": 0, "2": 3, ..., "N": 1 } }
 * JSON object keys are strings; they are checked and converted to question numbers, so the
 * parsed value's `responses` is a QuizResponses (question number -> option index).
 * Every question 1..N must be answered with a whole-number option index that exists for
 * that question; any other key, in the body or in responses, is rejected.
 */
import { z } from 'zod';
import { questions } from './questions';
import type { QuizResponses } from './types';

const QUESTION_KEY = /^[1-9]\d*$/;

const responsesSchema = z
  .record(z.string(), z.unknown(), {
    error: (issue) =>
      issue.input === undefined ? 'responses is required' : 'responses must be an object mapping question numbers to option indexes',
  })
  .superRefine((record, ctx) => {
    const total = questions.length;
    for (const [key, value] of Object.entries(record)) {
      const n = QUESTION_KEY.test(key) ? Number(key) : NaN;
      if (!(n >= 1 && n <= total)) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `"${key}" is not a question number (questions are 1-${total})`,
        });
        continue;
      }
      if (typeof value !== 'number' || !Number.isInteger(value)) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `Question ${n} answer must be a whole-number option index`,
        });
        continue;
      }
      const optionCount = questions[n - 1].options.length;
      if (value < 0 || value >= optionCount) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `Question ${n} has no option ${value} (options are 0-${optionCount - 1})`,
        });
      }
    }
    const missing: number[] = [];
    for (let n = 1; n <= total; n++) {
      if (!Object.hasOwn(record, String(n))) missing.push(n);
    }
    if (missing.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `Answer every question (missing ${missing.join(', ')})`,
      });
    }
  })
  .transform((record): QuizResponses => {
    const responses: QuizResponses = {};
    for (const [key, value] of Object.entries(record)) responses[Number(key)] = value as number;
    return responses;
  });

export const analyzeRequestSchema = z.strictObject(
  { responses: responsesSchema },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unexpected field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`
        : 'Request body must be a JSON object',
  },
);

/** The body as sent (string keys). */
export type AnalyzeRequestInput = z.input<typeof analyzeRequestSchema>;

/**
 * The quiz as a browser's own form sends it (no JavaScript): one field per question number, the chosen
 * option's index as text. Turned into the JSON body's shape, then checked by the same rules.
 */
export const analyzeFormSchema = z
  .record(z.string(), z.string(), { error: 'Expected the quiz form' })
  .transform((fields): AnalyzeRequestInput => ({
    responses: Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, /^\d{1,4}$/.test(value) ? Number(value) : value])),
  }))
  .pipe(analyzeRequestSchema);
