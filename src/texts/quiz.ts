/** What the career quiz says to the visitor, in the island and on the no-JavaScript results page. */

/** The quiz's words shown both by the island and by the results page sent without JavaScript (spec 4, 8). */
export const QUIZ_TEXT = {
  bestFit: 'Your best-fit career path',
  match: (percent: number) => `${percent}% match`,
  why: 'Why this path suits you',
  matchedSkills: 'Your matched skills',
  developmentAreas: 'Areas to develop',
  industries: 'Target industries',
  salary: 'Expected salary range',
  alternative: (title: string) => `Alternative path: ${title}`,
  /** How many of the alternative path's skills are shown (spec 9). */
  alternativeSkills: 3,
  retake: 'Retake Assessment',
  jobs: 'View Relevant Jobs',
  unknownPath: 'Unable to load career results. Please try again.',
  analysisFailure: { title: 'Analysis Error', fallback: 'Unable to analyze your responses. Please try again.' },
  /** After an analysis failure: sends the same answers again. */
  tryAgain: 'Try again',
  /** The fields a problem page names when the quiz's own form (without JavaScript) was sent incomplete. */
  answersLabel: 'Your answers',
  questionLabel: (n: number) => `Question ${n}`,
} as const;

/** The quiz island's own wording while the visitor answers (spec 4). */
export const QUIZ_PROGRESS_TEXT = {
  unavailable: 'Career assessment is currently unavailable.',
  home: 'Return Home',
  analysing: 'Analyzing Your Responses',
  analysingDetail: 'Matching your answers to sales, marketing and business development paths...',
  questionOf: (n: number, total: number) => `Question ${n} of ${total}`,
  complete: (percent: number) => `${percent}% complete`,
  progress: 'Quiz progress',
  answered: (answered: number, total: number) => `${answered} of ${total} answered`,
  previous: 'Previous',
} as const;
