import { QUIZ_FORM_PATH } from '../../src/quiz/routes';

/**
 * The pages tests/e2e/page-audits.test.ts audits at each viewport, as first-time and returning visitors: one
 * page of each type (those the Lighthouse benchmark measures, scripts/bench/lighthouse.ts), the quiz's form
 * and the pages a form leads to, and the not-found page a visitor gets at an address the build did not know
 * (/blog/..., /jobs/...), which asks the API.
 */
export const AUDITED_PAGES: readonly string[] = [
  '/',
  '/areas/exeter',
  '/jobs',
  '/jobs/1',
  '/blog',
  '/blog/why-psychology-graduates-make-great-salespeople',
  '/career-quiz',
  QUIZ_FORM_PATH,
  '/team',
  '/terms-of-service',
  '/privacy-notice',
  '/accessibility',
  '/data-protection-complaint',
  '/career-resources',
  '/application-received',
  '/admin',
  '/blog/not-published-yet',
  '/jobs/9999',
];
