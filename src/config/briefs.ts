/** How long a brief waits for its email confirmation before it is deleted, in days (docs/decisions/employers.md). */
export const BRIEF_CONFIRM_DAYS = 7;

/** Records of a client (its contacts, briefs and acceptances) are kept this long after the last service (regulation 29: at least a year). */
export const CLIENT_RECORD_YEARS = 1;
