/**
 * Typical UK graduate salaries by role, written once: the career resources guide lists every role, and
 * each career quiz path's salary range spans the roles it leads to (src/quiz/careerPaths.ts). Figures are
 * base pay outside central London (London usually pays a few thousand more); commission and bonus are
 * extra and vary widely by employer.
 */

/** Kinds of pay on top of base, in the order the pages name them ('commission or bonus'). */
export const EXTRA_PAY = ['commission', 'bonus'] as const;
export type ExtraPay = (typeof EXTRA_PAY)[number];

export interface PayRange {
  min: number;
  max: number;
}

export interface RoleSalary {
  title: string;
  base: PayRange;
  extra?: readonly ExtraPay[];
  /** On-target earnings (base plus commission at target), for commission-led roles. */
  ote?: PayRange;
}

/** In the guide's order. */
export const ROLE_SALARIES = {
  sdr: {
    title: 'Sales Development Representative (SDR) / Business Development Representative (BDR)',
    base: { min: 24_000, max: 30_000 },
    extra: ['commission'],
    ote: { min: 32_000, max: 42_000 },
  },
  businessDevelopmentExecutive: {
    title: 'Business Development Executive',
    base: { min: 24_000, max: 30_000 },
    extra: ['commission', 'bonus'],
  },
  accountManager: {
    title: 'Graduate Account Manager / Customer Success Associate',
    base: { min: 24_000, max: 30_000 },
    extra: ['bonus'],
  },
  marketingExecutive: {
    title: 'Marketing Assistant / Marketing Executive',
    base: { min: 23_000, max: 28_000 },
  },
  digitalMarketingExecutive: {
    title: 'Digital Marketing or CRM Executive',
    base: { min: 24_000, max: 30_000 },
  },
  consumerInsightExecutive: {
    title: 'Consumer Insight / Market Research Executive',
    base: { min: 24_000, max: 30_000 },
  },
  accountExecutive: {
    title: 'Account Executive (after 12 to 24 months as an SDR/BDR)',
    base: { min: 32_000, max: 45_000 },
    extra: ['commission'],
    ote: { min: 55_000, max: 80_000 },
  },
} as const satisfies Record<string, RoleSalary>;

export type RoleId = keyof typeof ROLE_SALARIES;

const poundsFormat = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });

/** Whole pounds as the pages write them: '£24,000'. */
export const pounds = (amount: number) => poundsFormat.format(amount);

/** 'commission', 'commission or bonus'. */
export const extraPayText = (extra: readonly ExtraPay[]) => extra.join(' or ');
