import type { NewJob } from '../schema';

const day = 24 * 60 * 60 * 1000;

/** Every demo advert rests on the employer's authority (regulation 27(2), docs/decisions/employers.md): a note of the instruction. */
const withInstructions = (jobs: NewJob[]): NewJob[] =>
  jobs.map((job) => ({ ...job, authorityNote: job.authorityNote ?? `Instructed by email by the hiring manager at ${job.company}` }));

/** Demo vacancies for a new local database: the kinds of roles the agency fills. */
export function demoJobs(now = new Date()): NewJob[] {
  const daysAgo = (n: number) => new Date(now.getTime() - n * day);
  const daysAhead = (n: number) => new Date(now.getTime() + n * day);
  return withInstructions([
    {
      title: 'Graduate Business Development Representative',
      company: 'Lumen Analytics',
      location: 'Bristol',
      type: 'Full-time',
      workplace: 'hybrid',
      salary: '£26,000 - £30,000 + uncapped commission',
      engagement: 'permanent',
      minimumRequirements: 'A 2:1 degree in Psychology; no sales experience needed',
      description:
        'Join a fast-growing B2B SaaS company that sells behavioural analytics to retailers. You will research target accounts, open conversations with heads of customer experience by phone, email and LinkedIn, and book qualified meetings for the account executives. Your psychology training in understanding motivation and designing questions will help you uncover what prospects really need.',
      requirements:
        '2:1 or above in Psychology (BSc or MSc)\nConfident on the phone and comfortable with daily activity targets\nCurious about data and how customers make decisions\nFull right to work in the UK',
      benefits:
        'Structured 12-week sales academy\nClear promotion path to Account Executive within 12-18 months\nHybrid working: three days in the Temple Quay office\n25 days holiday plus your birthday off',
      applicationUrl: 'https://careers.example.com/lumen/graduate-bdr',
      contactEmail: 'talent@lumen-analytics.example.com',
      postedAt: daysAgo(1),
      expiresAt: daysAhead(30),
    },
    {
      title: 'Consumer Insights & Marketing Executive',
      company: 'Harbourside Brands',
      location: 'Exeter',
      type: 'Full-time',
      salary: '£25,000 - £28,000',
      engagement: 'permanent',
      minimumRequirements: 'A degree in Psychology or a related subject',
      description:
        'A Devon-based food and drink group is looking for a psychology graduate to turn shopper research into campaigns. You will run surveys and focus groups, analyse the results in Excel and SPSS, and work with the brand team to test messages across social, email and in-store promotions.',
      requirements:
        'Degree in Psychology with a strong research-methods module\nComfortable with statistics and presenting findings to non-specialists\nExcellent written English\nSome experience of social media marketing (university societies count)',
      benefits: 'Hybrid working\nProfessional qualification funded (CIM Certificate in Marketing)\nStaff discount on the whole range',
      contactEmail: 'people@harbourside-brands.example.com',
      postedAt: daysAgo(3),
      expiresAt: daysAhead(21),
    },
    {
      title: 'Trainee Recruitment Consultant (Sales)',
      company: 'Northern Talent Partners',
      location: 'Manchester',
      type: 'Full-time',
      salary: '£24,000 base, OTE £35,000',
      engagement: 'permanent',
      minimumRequirements: 'A degree in Psychology; no recruitment experience needed',
      description:
        'Learn the full 360 recruitment cycle in a consultancy specialising in technology sales hires. You will build relationships with hiring managers, screen and interview candidates, and negotiate offers. Ideal for graduates who enjoy people, pace and persuasion.',
      requirements:
        'Psychology degree (any class considered with the right attitude)\nResilient and target-driven\nExcellent listening and questioning skills',
      benefits: 'Monthly commission and quarterly incentive trips\nOffice in Spinningfields\nMentoring from a senior director',
      applicationUrl: 'https://careers.example.com/ntp/trainee-consultant',
      postedAt: daysAgo(6),
    },
    {
      title: 'Healthcare Sales Associate',
      company: 'Meridian MedTech',
      location: 'Birmingham',
      type: 'Full-time',
      salary: '£28,000 - £32,000 + bonus + car',
      engagement: 'permanent',
      minimumRequirements: 'A degree in Psychology and a full UK driving licence',
      description:
        'Represent a range of digital mental-health tools to NHS trusts and private clinics across the Midlands. You will learn the clinical evidence behind each product, present to practitioners and procurement teams, and manage a growing territory.',
      requirements:
        'BSc Psychology; an interest in clinical or health psychology is a plus\nFull UK driving licence\nAble to explain research evidence clearly and credibly',
      benefits: 'Company car or allowance\nPrivate medical insurance\nAnnual bonus of up to 20%',
      contactEmail: 'recruitment@meridian-medtech.example.com',
      postedAt: daysAgo(9),
      expiresAt: daysAhead(14),
    },
    {
      title: 'Part-time Market Research Assistant',
      company: 'Insight Quarter',
      location: 'Leeds',
      type: 'Part-time',
      salary: '£13.50 per hour',
      engagement: 'temporary',
      minimumRequirements: 'Studying for or holding a Psychology degree',
      description:
        'Three days a week supporting a behavioural-science research agency: recruiting participants, moderating online interviews and coding qualitative data for brand clients. A good fit alongside postgraduate study.',
      requirements:
        'Psychology undergraduate or postgraduate\nExperience of qualitative coding (e.g. thematic analysis)\nReliable and organised',
      postedAt: daysAgo(12),
    },
    {
      title: 'Remote Customer Success Associate',
      company: 'Brightpath Learning',
      location: 'Remote (UK)',
      type: 'Remote',
      workplace: 'remote',
      engagement: 'permanent',
      description:
        'Help schools and colleges get the most from a learning-analytics platform. You will onboard new customers, run training webinars, spot accounts at risk and work with sales on renewals and upsells. Your understanding of learning and behaviour change will make you a trusted adviser.',
      requirements:
        'Psychology or Education-Psychology degree\nClear communicator on video calls\nComfortable learning new software quickly',
      benefits: 'Fully remote with a home-office allowance\nQuarterly team meet-ups in London',
      applicationUrl: 'https://careers.example.com/brightpath/customer-success',
      postedAt: daysAgo(15),
    },
  ]);
}

/**
 * Demo jobs that have closed (docs/decisions/jobs.md): one expired and one deactivated within CLOSED_PAGE_MONTHS, whose
 * addresses say so with open roles like them, and one expired long before, whose address is unknown.
 */
export function demoClosedJobs(now = new Date()): NewJob[] {
  const daysAgo = (n: number) => new Date(now.getTime() - n * day);
  const closed = {
    type: 'Full-time',
    engagement: 'permanent',
    requirements: 'A degree in Psychology\nFull right to work in the UK',
  } as const;
  return withInstructions([
    {
      ...closed,
      title: 'Graduate Sales Executive',
      company: 'Northgate Software',
      location: 'Bristol',
      salary: '£24,000 + commission',
      minimumRequirements: 'A degree in Psychology',
      description: 'Sell scheduling software to dental practices across the South West, from first call to signed contract.',
      postedAt: daysAgo(50),
      expiresAt: daysAgo(10),
    },
    {
      ...closed,
      title: 'Behavioural Marketing Assistant',
      company: 'Harbourside Brands',
      location: 'Exeter',
      description: 'Support the brand team with shopper surveys and campaign tests. The role was filled early.',
      isActive: false,
      deactivatedAt: daysAgo(30),
      postedAt: daysAgo(60),
    },
    {
      ...closed,
      title: 'Trainee Talent Consultant',
      company: 'Pennine Talent',
      location: 'Manchester',
      description: 'Find and place graduates in sales roles across the North West.',
      postedAt: daysAgo(300),
      expiresAt: daysAgo(240),
    },
  ]);
}
