/** What a visitor is told for a job that does not exist, is not active or has expired (spec 2). */
export const JOB_NOT_FOUND_TEXT = {
  title: 'Job Not Found',
  description: "The job posting you're looking for doesn't exist or may have been removed.",
  /** The page's meta description. */
  pageDescription: "This job posting doesn't exist or may have been removed.",
} as const;
