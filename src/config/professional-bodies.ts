/**
 * The UK professional bodies the site refers readers to (career resources, city pages, imported posts), and
 * for careers, Prospects, the UK's graduate careers service (Jisc).
 */
export const PROFESSIONAL_BODIES = {
  psychology: { name: 'British Psychological Society', url: 'https://www.bps.org.uk' },
  careers: { name: 'Prospects', url: 'https://www.prospects.ac.uk/' },
  marketing: { name: 'Chartered Institute of Marketing', url: 'https://www.cim.co.uk' },
  sales: { name: 'Institute of Sales Professionals', url: 'https://www.instituteofsalesprofessionals.com' },
} as const;
