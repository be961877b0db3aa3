import { QUIZ_FORM_PATH } from '../../src/quiz/routes';

/**
 * The site's pages the browser tests check one by one, in one list: each page as built (`file`, in dist/),
 * an address that serves it (`path`; none for 404.html: it replaces itself with the home page), and
 * `audited` for those tests/e2e/page-audits.test.ts opens at each viewport as first-time and returning
 * visitors (layout shift, axe, structure, and the W3C Nu checker on the DOM once its scripts have run).
 * The audited ones are one page of each type (those the Lighthouse benchmark measures,
 * scripts/bench/lighthouse.ts), the quiz's form and the pages a form leads to, and the not-found page a
 * visitor gets at an address the build did not know (/blog/..., /jobs/...), which asks the API.
 * tests/e2e/html-validity.test.ts checks every built file, and the DOM of the pages not audited.
 */
export const CHECKED_PAGES: ReadonlyArray<{ file?: string; path?: string; audited?: true }> = [
  { file: 'index.html', path: '/', audited: true },
  { file: 'areas/exeter.html', path: '/areas/exeter', audited: true },
  { file: 'areas/milton-keynes.html', path: '/areas/milton-keynes' },
  { file: 'areas/not-found.html', path: '/areas/atlantis' },
  { file: 'team.html', path: '/team', audited: true },
  { file: 'terms-of-service.html', path: '/terms-of-service', audited: true },
  { file: 'employers.html', path: '/employers' },
  { file: 'privacy-notice.html', path: '/privacy-notice', audited: true },
  { file: 'accessibility.html', path: '/accessibility', audited: true },
  { file: 'data-protection-complaint.html', path: '/data-protection-complaint', audited: true },
  { file: 'career-resources.html', path: '/career-resources', audited: true },
  { file: 'career-quiz.html', path: '/career-quiz', audited: true },
  { file: 'career-quiz/all-questions.html', path: QUIZ_FORM_PATH, audited: true },
  { file: 'jobs.html', path: '/jobs', audited: true },
  { file: 'jobs/1.html', path: '/jobs/1', audited: true },
  { file: 'jobs/not-found.html', path: '/jobs/9999', audited: true },
  // A seeded job that expired days before the build (src/db/seed-data/jobs.ts): served with 410.
  { file: 'jobs/closed/7.html', path: '/jobs/7' },
  { file: 'application-received.html', path: '/application-received', audited: true },
  { file: 'application-received/1.html', path: '/application-received/1' },
  { file: 'register.html', path: '/register' },
  { file: 'registration-received.html', path: '/registration-received' },
  { file: 'message-received.html', path: '/message-received' },
  { file: 'comment-received.html', path: '/comment-received' },
  { file: 'blog.html', path: '/blog', audited: true },
  { file: 'blog/category/interview-tips.html', path: '/blog/category/interview-tips' },
  {
    file: 'blog/why-psychology-graduates-make-great-salespeople.html',
    path: '/blog/why-psychology-graduates-make-great-salespeople',
    audited: true,
  },
  { file: 'blog/from-dissertation-to-discovery-call.html', path: '/blog/from-dissertation-to-discovery-call' },
  { file: 'blog/not-found.html', path: '/blog/not-published-yet', audited: true },
  { file: 'my.html', path: '/my' },
  // The admin's sign-in page (the dashboard itself, signed in: html-validity.test.ts's ADMIN_PAGES).
  { path: '/admin', audited: true },
  { file: '404.html' },
];

/** The addresses page-audits.test.ts audits. */
export const AUDITED_PAGES: readonly string[] = CHECKED_PAGES.flatMap(({ path, audited }) => (audited && path ? [path] : []));
