/** What a closed job's address says, for CLOSED_PAGE_MONTHS after it closed (src/jobs/closed.ts). */
export const CLOSED_JOB_TEXT = {
  pageTitle: (title: string, company: string) => `Closed: ${title} at ${company}`,
  pageDescription: (title: string, company: string) => `The ${title} role at ${company} has closed. See open roles like it.`,
  heading: 'This role has closed',
  summary: (title: string, company: string, location: string, date: string) =>
    `${title} at ${company}, ${location}, closed on ${date} and is no longer taking applications.`,
  similarHeading: 'Open roles like this one',
  noneSimilar: 'We have no open roles like this one right now.',
  searchLike: 'Search for roles like this one',
  /** In place of the search when no search would find an open role like it: the alert sign-up on the page. */
  alertLike: 'Get an email when a role like this opens',
  allRoles: 'Browse all open roles',
} as const;
