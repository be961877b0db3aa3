import { formatPhone, fullAddress, responseHours, site } from './site';

/**
 * What the business submits to online directories (spec 2, Directory Submission Helper; spec 3, Business
 * data record and Directory entry), written once here and derived from the company identity in site.ts.
 */

/** At most 160 characters (the helper's label says so; a unit test holds it to that). */
export const SHORT_DESCRIPTION_MAX_CHARS = 160;
/** At most 250 words. */
export const MEDIUM_DESCRIPTION_MAX_WORDS = 250;

export const businessData = {
  name: site.name,
  website: site.website,
  phone: formatPhone(),
  email: site.email,
  address: fullAddress,
  shortDescription:
    'Exeter recruitment consultancy placing psychology graduates into sales, business development and marketing roles across the UK.',
  mediumDescription: `${site.name} is a specialist recruitment consultancy based in Exeter, Devon, that places psychology graduates into sales, business development and marketing roles across the United Kingdom. We believe a psychology degree is one of the best preparations for a commercial career: graduates understand motivation and behaviour, interpret data with care, build relationships quickly and think strategically about how people decide. We work with ambitious employers, from fast-growing start-ups to established national firms, who want graduates with those strengths in their sales and marketing teams. Candidates get a free CV review within ${responseHours.cvReview} hours, honest advice on the roles that suit them, interview preparation and support through their first months in the job. Employers get a shortlist of pre-screened graduates, a transparent hybrid fee and a replacement guarantee. Whether you are a psychology graduate ready to start a career in sales, or a hiring manager looking for people who understand customers, get in touch by phone or email, or send your CV through our website.`,
  keywords: [
    'psychology graduate jobs',
    'graduate sales jobs',
    'sales recruitment agency',
    'business development graduate jobs',
    'graduate marketing jobs',
    'recruitment agency Exeter',
    'graduate recruitment UK',
    'psychology graduate careers',
  ],
  category: 'Recruitment Agency',
  serviceAreas: ['United Kingdom', 'Exeter', 'London', 'Bristol', 'Birmingham', 'Manchester', 'Leeds', 'Edinburgh', 'Cardiff', 'Belfast'],
} as const;

export interface DirectoryEntry {
  name: string;
  url: string;
  priority: 'High' | 'Medium';
  free: boolean;
  /** What it is, for the card. */
  kind: string;
}

/**
 * Ten UK directories in the spec's mix: a business listing, a second search engine, a reviews site and a
 * maps listing (High, free), two paid directories (Medium), a professional network (High, free) and job or
 * review sites (Medium, free). The spec's list adds up to 11 but says 10: the reviews site is counted as
 * one of the four job or review sites.
 */
export const DIRECTORIES: readonly DirectoryEntry[] = [
  {
    name: 'Google Business Profile',
    url: 'https://www.google.com/business/',
    priority: 'High',
    free: true,
    kind: 'Business listing on Google Search and Maps',
  },
  { name: 'Bing Places for Business', url: 'https://www.bingplaces.com/', priority: 'High', free: true, kind: 'Business listing on Bing' },
  { name: 'Trustpilot', url: 'https://business.trustpilot.com/signup', priority: 'High', free: true, kind: 'Reviews' },
  { name: 'Apple Business Connect', url: 'https://businessconnect.apple.com/', priority: 'High', free: true, kind: 'Apple Maps listing' },
  { name: 'Thomson Local', url: 'https://www.thomsonlocal.com/', priority: 'Medium', free: false, kind: 'Paid UK business directory' },
  {
    name: 'Recruitment & Employment Confederation (REC)',
    url: 'https://www.rec.uk.com/join',
    priority: 'Medium',
    free: false,
    kind: 'Paid membership with its member directory',
  },
  {
    name: 'LinkedIn Company Page',
    url: 'https://www.linkedin.com/company/setup/new/',
    priority: 'High',
    free: true,
    kind: 'Professional network',
  },
  { name: 'Indeed', url: 'https://uk.indeed.com/hire', priority: 'Medium', free: true, kind: 'Job site (employer profile)' },
  { name: 'Glassdoor', url: 'https://www.glassdoor.co.uk/employers/', priority: 'Medium', free: true, kind: 'Employer reviews' },
  { name: 'Yell', url: 'https://www.yell.com/free-listing/', priority: 'Medium', free: true, kind: 'Business directory and reviews' },
];
