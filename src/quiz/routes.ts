/** The quiz's questions all on one form, for browsers without JavaScript (src/pages/career-quiz/all-questions.astro). */
export const QUIZ_FORM_PATH = '/career-quiz/all-questions';
