/** Where the quiz lives: the page with the island, and all its questions on one form for browsers without JavaScript. */
export const QUIZ_ROUTES = { page: '/career-quiz', form: '/career-quiz/all-questions' } as const;
