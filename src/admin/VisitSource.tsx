import type { Attribution } from '../schemas/visit-facts';
import { INSIGHTS_TEXT } from '../texts/insights';
import { Field } from './RecordTable';

/** The attribution columns as the API sends them: null for what was not recorded. */
export type VisitSourceColumns = { [K in keyof Attribution]: string | null };

/** One line of a utm tag: 'source=linkedin, campaign=x'. */
const tags = (row: VisitSourceColumns) =>
  (
    [
      ['source', row.utmSource],
      ['medium', row.utmMedium],
      ['campaign', row.utmCampaign],
    ] as const
  )
    .filter(([, value]) => value)
    .map(([name, value]) => `${name}=${value}`)
    .join(', ');

/** A record panel's field saying which visit an application or enquiry came from, or that none was recorded. */
export function VisitSource({ row }: { row: VisitSourceColumns }) {
  const utm = tags(row);
  return (
    <Field label={INSIGHTS_TEXT.cameFrom} wide>
      {row.landingPath ? (
        <>
          {INSIGHTS_TEXT.landingPage(row.landingPath)}, {row.referrerHost ? INSIGHTS_TEXT.referrer(row.referrerHost) : INSIGHTS_TEXT.direct}
          {utm && `, ${INSIGHTS_TEXT.campaign(utm)}`}
        </>
      ) : (
        INSIGHTS_TEXT.notRecorded
      )}
    </Field>
  );
}
