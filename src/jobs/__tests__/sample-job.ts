import type { Job } from '../../db/schema';

/** A visible job, for the tests of what is made from one. */
export const sampleJob: Job = {
  id: 7,
  title: 'Graduate BDR',
  company: 'Lumen Analytics',
  location: 'Bristol',
  type: 'Full-time',
  workplace: 'on-site',
  description: 'Open doors.\nBook meetings <fast>.',
  requirements: 'Psychology degree',
  salary: '£26,000 - £30,000',
  benefits: null,
  applicationUrl: null,
  contactEmail: null,
  isActive: true,
  postedAt: new Date('2026-11-01T09:00:00Z'),
  expiresAt: null,
  linkedinPosted: false,
  linkedinPostUrl: null,
  blueskyPosted: false,
  blueskyPostUrl: null,
  facebookPosted: false,
  facebookPostUrl: null,
  createdAt: new Date('2026-11-01T09:00:00Z'),
  updatedAt: new Date('2026-11-01T09:00:00Z'),
};
