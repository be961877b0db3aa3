/** The dashboard's insights (src/insights): the Overview's figures, the record panels' "came from", the tabs' counts. */
export const INSIGHTS_TEXT = {
  /** A record panel's "where it came from" (only with the visitor's Analytics consent). */
  cameFrom: 'Came from',
  notRecorded: 'Not recorded (the visitor did not accept Analytics cookies)',
  landingPage: (path: string) => `Landed on ${path}`,
  referrer: (host: string) => `via ${host}`,
  campaign: (tags: string) => `campaign tags: ${tags}`,
  direct: 'no referring site',
} as const;
