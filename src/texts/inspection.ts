import { site } from '../config/site';

/**
 * The words of an inspection pack (src/inspection/records-pack.ts): its README.txt and each file's
 * description, citing the paragraph of Schedule 5 (hirers) or 4 (work-seekers) of the Conduct of
 * Employment Agencies and Employment Businesses Regulations 2003 it answers, as amended in 2016
 * (docs/decisions/data-protection.md).
 */
export const PACK_TEXT = {
  clientTitle: (company: string, id: number) => `Records of the hirer ${company} (client ${id}), kept by ${site.legalName}`,
  personTitle: (name: string, id: number) =>
    `Records of the work-seeker ${name || '(no name given)'} (person ${id}), kept by ${site.legalName}`,
  exported: (when: string) => `Exported on ${when} (UK time).`,
  law: 'These are the records regulation 29 of the Conduct of Employment Agencies and Employment Businesses Regulations 2003 asks an employment agency to keep, with the particulars of Schedule 5 (hirers) or Schedule 4 (work-seekers) as amended by the 2016 Amendment Regulations. Records are kept at least one year from their creation and one year after the last service.',
  format: 'Each .csv file is UTF-8 with a header row; dates are UK dates and times. Each file is listed below with what it holds.',
  filesHeading: 'Files',
  rows: (n: number) => (n === 1 ? '1 row' : `${n} rows`),
  notHeldHeading: 'Particulars not in this pack',
  /** The kinds of fee request in fee-requests.csv. */
  fees: {
    retained: 'Retained fee (invoiced when the brief was confirmed; not refundable)',
    retainedDue: (days: number) => `${days} days after its invoice`,
    netBalance: (contingency: string, retained: string) =>
      `Net balance of the contingency fee (£${contingency} less the retained fee of £${retained}), invoiced at the start`,
    refund: (pct: number) => `Refund under the replacement guarantee (${pct}% of the net balance)`,
  },
  client: {
    client: 'The hirer: name, address and website, when first recorded and the last service (Schedule 5, paragraph 2).',
    contacts: "The hirer's contacts who sent briefs, with their job titles (Schedule 5, paragraph 2).",
    briefs:
      "The positions the hirer seeks to fill (the briefs): details of each position, where it is worked, duration, the experience and qualifications required and other conditions, the terms offered, and the hirer's answers to the regulation 18 enquiries (health and safety risks, vulnerable groups refused) (Schedule 5, paragraphs 2, 3, 5, 6 and 9).",
    acceptances:
      'The terms between the agency and the hirer: each acceptance of the Client Services Agreement, its version, who accepted it and when, with the SHA-256 of the text accepted (Schedule 5, paragraph 7).',
    agreement: (version: number) =>
      `A copy of version ${version} of the Client Services Agreement as accepted, in Markdown (Schedule 5, paragraph 7).`,
    introductions:
      "The work-seekers proposed or introduced to the hirer, and when: when each agreed to be put forward, when they were shown to the hirer, the hirer's decision and where each stands (Schedule 5, paragraph 8).",
    interviews:
      'The interviews arranged with the hirer for those introduced: how, where, the times offered and agreed (Schedule 5, paragraph 8).',
    offers:
      'The offers of employment made through the agency, with the terms as sent to the work-seeker (regulation 21; Schedule 5, paragraphs 6 and 10).',
    engagements:
      'The resulting engagements (placements): the start date, the salary, the agreement version and the fee figures computed then, any departure and refund (Schedule 5, paragraph 10).',
    feeRequests:
      'The fee requests of each engagement: the retained fee and the net balance of the contingency fee, each with when it was due and the day it was paid, and any refund (Schedule 5, paragraph 11).',
    notHeld: [
      'Invoices themselves and receipts other than the day a fee was paid (Schedule 5, paragraph 11): kept in the accounts, outside the website.',
    ],
  },
  person: {
    person:
      "The work-seeker's name, email addresses, phone numbers and LinkedIn profiles, and the first contact (Schedule 4, paragraph 2).",
    applications:
      'Their applications: the role, their degree, interest and what they told us of their experience, their CV file, where each stands and when (Schedule 4, paragraph 4).',
    registrations:
      'Their registrations: the roles, places, salary and start date they asked for, and their ways to reach them (Schedule 4, paragraph 4; what they asked for was paragraph 5 before 2016).',
    avoid: 'The employers they asked never to be put forward to (their requirements).',
    consents:
      'The terms agreed with them: each consent, its wording version, where and when given, until when, and any withdrawal (Schedule 4, paragraph 3).',
    introductions:
      'The hirers they were proposed or introduced to, and when, with their answer to being put forward (regulation 19) and where each stands (Schedule 4, paragraphs 6 and 11).',
    interviews: 'The interviews arranged for them with hirers: how, where, the times offered and agreed (Schedule 4, paragraph 6).',
    offers: 'The offers of employment made to them, with the terms as sent (regulation 21; Schedule 4, paragraphs 6 and 7).',
    engagements:
      'The resulting engagements (placements): the role, the employer, the start date, the salary and any departure (Schedule 4, paragraph 7).',
    notHeld: [
      'A date of birth (Schedule 4, paragraph 2, only for those under 22): the website does not ask for one.',
      'Contracts entered into on their behalf (paragraph 8) and fees (paragraph 10): the agency does neither.',
      'Their CVs: downloaded from each application in the dashboard.',
    ],
  },
} as const;
