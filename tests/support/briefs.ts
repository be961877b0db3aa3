import { DEFAULT_HEALTH_AND_SAFETY, type BriefInput } from '../../src/schemas/brief';

/** A brief the form would send, every required field filled. */
export const VALID_BRIEF: BriefInput = {
  company: 'Acme Analytics Ltd',
  companyAddress: '1 High Street, Exeter EX1 1AA',
  contactName: 'Jane Doe',
  contactJobTitle: 'Head of Sales',
  email: 'jane@acme.example',
  phone: '01392 000000',
  roleTitle: 'Graduate Sales Executive',
  typeOfWork: 'Selling analytics software to retailers.',
  engagement: 'permanent',
  startDate: '2027-02-01',
  location: 'Exeter',
  workplace: 'hybrid',
  hours: '37.5 hours a week, Monday to Friday',
  salaryMin: 26000,
  salaryMax: 30000,
  minimumRequirements: 'A psychology degree.',
  healthAndSafetyRisks: DEFAULT_HEALTH_AND_SAFETY,
  vulnerableGroups: false,
  agreementVersion: 1,
  acceptAgreement: true,
  authorityConfirmed: true,
  signatureName: 'Jane Doe',
};
