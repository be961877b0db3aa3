/** When the office answers, Monday to Friday, on the UK's clock (GMT in winter, BST in summer). */
const OFFICE = { opens: '09:00', closes: '17:00' } as const;
/** '09:00' as people write it: '9am'. */
const clock = (time: string) => {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return `${hour % 12 || 12}${minute ? `:${String(minute).padStart(2, '0')}` : ''}${hour < 12 ? 'am' : 'pm'}`;
};

/** The business's identity: the one place its name, contact details and links are kept. */
export const site = {
  name: 'PsychGrad Sales Recruitment',
  legalName: 'PsychGrad Sales Recruitment Ltd',
  tagline: 'Psychology graduates into sales, business development and marketing',
  founder: {
    name: 'Dr Hannah Whitcombe',
    firstName: 'Hannah',
    role: 'Founder & Lead Consultant',
  },
  /** Digits only; use formatPhone() to show it. */
  phone: '01392346120',
  email: 'hello@psychgradsales.co.uk',
  website: 'https://www.psychgradsales.co.uk',
  address: {
    street: '12 Southernhay East',
    locality: 'Exeter',
    region: 'Devon',
    postcode: 'EX1 1QD',
    country: 'United Kingdom',
  },
  /** 'UK time', never 'GMT': the clocks go forward from March to October. */
  officeHours: `Monday to Friday, ${clock(OFFICE.opens)} to ${clock(OFFICE.closes)} UK time`,
  /** The same hours for structured data (schema.org's opens and closes, local time). */
  officeOpens: OFFICE.opens,
  officeCloses: OFFICE.closes,
  /** Dates shown to visitors are in UK time, whatever the zone of the machine that builds the pages. */
  timeZone: 'Europe/London',
  placedClaim: 'hundreds of',
  social: {
    linkedin: 'https://www.linkedin.com/company/psychgrad-sales-recruitment',
    x: 'https://x.com/psychgradsales',
    facebook: 'https://www.facebook.com/psychgradsales',
    instagram: 'https://www.instagram.com/psychgradsales',
  },
  founderLinkedin: 'https://www.linkedin.com/in/hannah-whitcombe-psychgrad',
  recruitmentTeamName: 'PsychGrad Recruitment Team',
} as const;

/**
 * What candidates are promised, in hours: a CV is reviewed within the first, an application answered within
 * the second. Apart from `site`, so an island quoting it carries only these numbers.
 */
export const responseHours = { cvReview: 24, application: 48 } as const;

/** Formats the phone with a space after the first five digits, as the city pages show it. */
export function formatPhone(digits: string = site.phone): string {
  return `${digits.slice(0, 5)} ${digits.slice(5)}`;
}

/** The single-line postal address. */
export const fullAddress = `${site.address.street}, ${site.address.locality}, ${site.address.region} ${site.address.postcode}`;
