import type { Engagement } from '../config/choices';

/**
 * What every job advert says to satisfy regulation 27 of the Conduct of Employment Agencies and Employment
 * Businesses Regulations 2003, and what the job form and API say of it (src/schemas/job-advert.ts).
 */
export const JOB_ADVERT_TEXT = {
  advertisedBy: (agency: string) => `Advertised by ${agency}.`,
  engagement: {
    permanent: 'This is a permanent position.',
    temporary: 'This is a temporary position.',
    'fixed-term': 'This is a fixed-term position (temporary work).',
  } satisfies Record<Engagement, string>,
  location: (location: string, workplace: string) => `Location: ${location} (${workplace.toLowerCase()}).`,
  minimumRequirements: (text: string) => `Minimum experience, training or qualifications: ${text}`,
  /** The job form's explanation, above the fields it concerns. */
  formRule:
    'The law on agency adverts (regulation 27 of the Conduct of Employment Agencies and Employment Businesses Regulations 2003) asks every advert to say whether the work is permanent or temporary, and every advert that gives pay to state the minimum experience, training or qualifications. The site adds our full name and the location itself. An active job must have them; an inactive one can be saved as a draft.',
  engagementMissing:
    'An active job’s advert must say whether the work is permanent, temporary or fixed-term (regulation 27). Choose one, or untick Active to save a draft.',
  minimumMissing:
    'An active job’s advert that gives a salary must state the minimum experience, training or qualifications (regulation 27). Fill it in, or untick Active to save a draft.',
  authorityMissing:
    'An agency may advertise a job only with the employer’s authority (regulation 27(2)). Make the job from the employer’s confirmed brief, or note here who instructed us, how and when (e.g. “Instructed by phone by Jane Doe, Head of Sales, 3 Dec 2026”), or untick Active to save a draft.',
  authorityHint: 'Who instructed us to advertise, how and when, when the job was not made from a confirmed brief.',
  incomplete: {
    heading: 'Adverts to complete',
    body: 'These active jobs were added before adverts had to carry what regulation 27 asks, or before each had to rest on the employer’s authority. Their pages still show: edit each to add what is missing.',
    missing: {
      engagement: 'permanent or temporary',
      minimumRequirements: 'minimum experience or qualifications',
      authorityNote: 'the employer’s authority (regulation 27(2))',
    },
    /** The button that opens a listed job's form, and its accessible name. */
    complete: 'Complete',
    completeLabel: (title: string) => `Complete ${title}`,
  },
} as const;
