/**
 * The Client Services Agreement as versioned data (docs/decisions/employers.md). Each version is stored
 * in agreement_versions with its text, figures and effective date; this file holds only the facts the
 * code needs before the database is read: the shape of the figures, the notice a change needs, and
 * version 1 (today's agreement when versions began), which migration 0034 stores. Version 1's words
 * never change here: the stored text and its SHA-256 are what clients accepted.
 */

/** The commercial figures of a version: stored with its text, shown in the fees line and the Clients tab. */
export interface AgreementFigures {
  retainedFeePct: number;
  retainedFeeDueDays: number;
  contingencyFeePct: number;
  netContingencyFeePct: number;
  contingencyDueDays: number;
  /** Refund of the contingency fee (%) when the candidate leaves within 4, 8 and 12 weeks of starting. */
  refundPctWithin4Weeks: number;
  refundPctWithin8Weeks: number;
  refundPctWithin12Weeks: number;
  lateInterestPctPerMonth: number;
  submissionResponseBusinessDays: number;
  interviewFeedbackBusinessDays: number;
  candidateProtectionMonths: number;
}

/** The figures in the order forms and tables list them. */
export const AGREEMENT_FIGURE_NAMES = [
  'retainedFeePct',
  'retainedFeeDueDays',
  'contingencyFeePct',
  'netContingencyFeePct',
  'contingencyDueDays',
  'refundPctWithin4Weeks',
  'refundPctWithin8Weeks',
  'refundPctWithin12Weeks',
  'lateInterestPctPerMonth',
  'submissionResponseBusinessDays',
  'interviewFeedbackBusinessDays',
  'candidateProtectionMonths',
] as const satisfies ReadonlyArray<keyof AgreementFigures>;

/** Notice of a change before it takes effect: the agreement promises it ("Updates to these terms"). */
export const AGREEMENT_UPDATE_NOTICE_DAYS = 30;

/** The address of a version's own page (the current one is also at /terms-of-service). */
export const agreementVersionPath = (version: number) => `/terms-of-service/v${version}`;

export const AGREEMENT_V1_FIGURES: AgreementFigures = {
  retainedFeePct: 2,
  retainedFeeDueDays: 7,
  contingencyFeePct: 15,
  netContingencyFeePct: 13,
  contingencyDueDays: 30,
  refundPctWithin4Weeks: 100,
  refundPctWithin8Weeks: 75,
  refundPctWithin12Weeks: 50,
  lateInterestPctPerMonth: 1.5,
  submissionResponseBusinessDays: 5,
  interviewFeedbackBusinessDays: 2,
  candidateProtectionMonths: 12,
};

/** Version 1's effective date: the day the agreement was last updated before versions began. */
export const AGREEMENT_V1_EFFECTIVE = '2026-11-22';

const f = AGREEMENT_V1_FIGURES;

/** Version 1's text (Markdown: headings, paragraphs, lists), as the static page said it. */
export const AGREEMENT_V1_TEXT = `This Client Services Agreement ("these terms") sets out how PsychGrad Sales Recruitment Ltd, of 12 Southernhay East, Exeter, Devon EX1 1QD ("we", "us"), provides recruitment services to employers ("you", "the client"). By engaging us to recruit for a role, or by interviewing or hiring a candidate we introduce, you agree to these terms.

## Services

We find, assess and introduce candidates, mainly psychology graduates, for sales, business-development and marketing roles. For each role we engage on, we will:

- agree the role requirements, salary and hiring process with you;
- advertise the role and search our candidate network;
- screen and interview candidates and share shortlisted profiles with you;
- arrange interviews, collect feedback and help with offer negotiation;
- support the candidate and you through the offer, notice period and start date.

We act as an employment agency introducing candidates for permanent employment with you. We never put a candidate forward without their agreement.

## Hybrid fee model

Our fees combine a small retained fee with a success-based contingency fee:

- **Retained fee: ${f.retainedFeePct}%** of the candidate's anticipated first-year salary for the role, payable upon engagement (when you instruct us to recruit). It is due within ${f.retainedFeeDueDays} days of our invoice and is non-refundable.
- **Contingency fee: ${f.contingencyFeePct}%** of the successful candidate's first-year salary, payable only when a candidate we introduced starts work with you.
- **Credit:** the ${f.retainedFeePct}% retained fee is credited against the contingency fee, so on a successful placement you pay a net contingency fee of ${f.netContingencyFeePct}% of first-year salary.

"First-year salary" means the candidate's guaranteed basic annual salary for their first year of employment. All fees are subject to VAT at the applicable rate.

## Payment terms

- The retained fee is invoiced on engagement and must be paid within ${f.retainedFeeDueDays} days of the invoice.
- The contingency fee (less the credited retained fee) is invoiced when the candidate starts and must be paid within ${f.contingencyDueDays} days of the candidate's start date.
- We may charge interest on overdue amounts at ${f.lateInterestPctPerMonth}% per month, from the due date until payment is received in full.
- If you dispute an invoice, you must tell us in writing within 30 days of the invoice date, explaining why. You must pay any undisputed part of the invoice on time.

## Replacement guarantee

If a candidate we placed leaves, or you end their employment, the following applies, measured from the candidate's start date:

- **Within the first 4 weeks:** Full (${f.refundPctWithin4Weeks}%) refund of the contingency fee.
- **After 4 weeks, within 8 weeks:** ${f.refundPctWithin8Weeks}% refund of the contingency fee.
- **After 8 weeks, within 12 weeks:** ${f.refundPctWithin12Weeks}% refund of the contingency fee.
- **After 12 weeks:** Replacement only (no refund).

The guarantee applies only if all fees for the placement were paid in full and on time; you tell us in writing promptly once you know the candidate is leaving; and the departure is not due to redundancy, restructuring or a material change to the role, salary or working conditions agreed at offer.

The retained fee is non-refundable in all cases. Refunds apply to the contingency fee you have paid. A replacement search is for the same role on substantially the same terms.

## Client obligations

To help us fill your role quickly and fairly, you agree to:

- give us accurate information about the role, salary, benefits and working conditions, and tell us promptly about any changes;
- respond to each candidate submission within ${f.submissionResponseBusinessDays} business days;
- give interview feedback within ${f.interviewFeedbackBusinessDays} business days of each interview;
- tell us immediately if you make an offer to, or hire, any candidate we have introduced;
- carry out your own checks as employer, including right-to-work checks, references and any checks required for the role;
- comply with equality and employment law throughout your recruitment process.

## Candidate protection

Every candidate we introduce to you is protected for ${f.candidateProtectionMonths} months from the date of introduction. If, within that period, you (or any associated company) employ or engage an introduced candidate in any role, directly or through another agency, a fee is due to us equal to the contingency fee of ${f.contingencyFeePct}% of the candidate's first-year salary.

The same fee is due if you pass a candidate's details to a third party who then employs or engages them within the ${f.candidateProtectionMonths}-month period.

## Confidentiality

Both parties will keep confidential any non-public information received from the other, including role details, salaries and business plans, and use it only for the recruitment process.

Candidate CVs and personal data are shared with you only for assessing candidates for the role. You must handle them in line with UK data protection law, must not share them with anyone else without our written agreement, and must delete them when they are no longer needed for that purpose.

## Limitation of liability

We take care to assess candidates, but the decision to hire is yours. We do not guarantee any candidate's suitability, performance or conduct, and we are not liable for any loss arising from your employment of a candidate, beyond the replacement guarantee above.

Our total liability to you under these terms for any placement is limited to the fees you have paid us for that placement. We are not liable for any indirect or consequential loss, or for loss of profit, business or goodwill.

Nothing in these terms limits or excludes liability for death or personal injury caused by negligence, for fraud or fraudulent misrepresentation, or for anything else that cannot be limited or excluded by law.

## Termination

Either party may end this agreement by giving 30 days' written notice to the other.

Termination does not affect fees already due, including the non-refundable retained fee. A contingency fee remains payable for any candidate introduced before termination who is hired, and the candidate protection, confidentiality and payment sections continue to apply after termination.

## Governing law

These terms, and any dispute arising from them, are governed by the law of England and Wales, and the courts of England and Wales have exclusive jurisdiction.

## Updates to these terms

We may update these terms from time to time. We will give you at least 30 days' notice of any change by email before it takes effect. Roles already engaged continue on the terms in force when they were engaged unless we both agree otherwise.
`;
