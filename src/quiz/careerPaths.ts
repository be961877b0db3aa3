import { EXTRA_PAY, extraPayText, pounds, ROLE_SALARIES, type RoleId, type RoleSalary } from '../config/salaries';
import { PATH_IDS, type PathId } from '../config/choices';
import type { CareerPath } from './types';

/**
 * The graduate roles each path starts in (those its description names), from the salary table
 * the career resources guide lists too; the path's salaryRange spans them.
 */
export const PATH_ROLES = {
  'b2b-sales': ['sdr'],
  'marketing-insights': ['marketingExecutive', 'digitalMarketingExecutive', 'consumerInsightExecutive'],
  'business-development': ['businessDevelopmentExecutive'],
  'account-management': ['accountManager'],
} as const satisfies Record<PathId, readonly RoleId[]>;

/** '£23,000 - £30,000', '£24,000 - £30,000 + commission or bonus': lowest to highest base, and any extra pay. */
function salaryRange(roleIds: readonly RoleId[]): string {
  const roles: RoleSalary[] = roleIds.map((id) => ROLE_SALARIES[id]);
  const min = Math.min(...roles.map((role) => role.base.min));
  const max = Math.max(...roles.map((role) => role.base.max));
  const extra = EXTRA_PAY.filter((pay) => roles.some((role) => role.extra?.includes(pay)));
  return `${pounds(min)} - ${pounds(max)}${extra.length > 0 ? ` + ${extraPayText(extra)}` : ''}`;
}

const paths = {
  'b2b-sales': {
    title: 'B2B Sales',
    description:
      'Selling products and services to other businesses. Most graduates start as a Sales Development Representative (SDR) or Graduate Sales Executive, researching prospects, booking meetings and running discovery calls, then move up to closing deals as an Account Executive. Consultative selling is applied psychology: asking good questions, listening properly and influencing decisions ethically.',
    icon: 'Users',
    color: 'bg-indigo-700 text-white',
    industries: [
      'Software and SaaS',
      'Recruitment and staffing',
      'Medical devices and healthcare',
      'Telecoms and IT services',
      'Business services and facilities management',
    ],
    skills: [
      'Consultative questioning',
      'Active listening',
      'Persuasion and influence',
      'Resilience to rejection',
      'Objection handling',
      'Target and pipeline management',
    ],
  },
  'marketing-insights': {
    title: 'Marketing & Consumer Insights',
    description:
      'Using what you know about how people think and decide to shape products, campaigns and messaging. Typical first roles are Graduate Marketing Executive, Digital Marketing Executive, Market Research Executive or Consumer Insight Analyst. Your training in research methods and statistics carries straight over into survey design, A/B testing and campaign analytics.',
    icon: 'Brain',
    color: 'bg-emerald-700 text-white',
    industries: [
      'Market research agencies',
      'Consumer goods (FMCG)',
      'Digital and creative agencies',
      'Retail and e-commerce',
      'Financial services',
      'Charities and the public sector',
    ],
    skills: [
      'Research design',
      'Statistical analysis',
      'Consumer behaviour insight',
      'Copywriting and storytelling',
      'Campaign testing (A/B)',
      'Data visualisation',
    ],
  },
  'business-development': {
    title: 'Business Development',
    description:
      'Opening up new opportunities: new markets, partnerships and major clients. As a Business Development Executive or Partnerships Executive you combine market research and prospecting with longer sales cycles, proposal writing and negotiation. It suits graduates who enjoy strategy as much as conversation and are happy to play a long game.',
    icon: 'TrendingUp',
    color: 'bg-amber-700 text-white',
    industries: [
      'Software and technology',
      'Professional services (legal, accounting, consultancy)',
      'Financial services and insurance',
      'Manufacturing and engineering',
      'Education and training providers',
      'Energy and sustainability',
    ],
    skills: [
      'Market research and prospecting',
      'Strategic thinking',
      'Commercial awareness',
      'Networking',
      'Negotiation',
      'Proposal writing',
    ],
  },
  'account-management': {
    title: 'Account Management & Customer Success',
    description:
      'Looking after existing clients so they stay, grow and recommend you. Graduate Account Manager, Customer Success Executive and Client Services roles are measured on retention and account growth, which rewards rapport, empathy, careful follow-through and noticing when a client needs more from you.',
    icon: 'Briefcase',
    color: 'bg-sky-700 text-white',
    industries: [
      'Software and SaaS',
      'Media and advertising agencies',
      'Recruitment and staffing',
      'Financial services',
      'Healthcare and pharmaceuticals',
      'Logistics and supply chain',
    ],
    skills: [
      'Relationship building',
      'Empathy',
      'Problem solving',
      'Organisation and follow-through',
      'Stakeholder communication',
      'Upselling and renewals',
    ],
  },
} satisfies Record<PathId, Omit<CareerPath, 'salaryRange'>>;

/** All career paths keyed by id (see PATH_IDS for the ids and their fixed order). */
export const careerPaths: Record<string, CareerPath> = Object.fromEntries(
  PATH_IDS.map((id) => [id, { ...paths[id], salaryRange: salaryRange(PATH_ROLES[id]) }]),
);
