import { describe, expect, it } from 'vitest';
import { chooseCategory } from '../category';

/**
 * Posts as the consultancy writes them: nearly every one mentions psychology graduates and careers,
 * because that is the business, so those words alone must not decide a post's category.
 */
const REALISTIC_POSTS: { title: string; text: string; category: string }[] = [
  {
    title: 'Reading Body Language on Sales Calls',
    text: `Psychology graduates learn early that most of what people say is not in their words. On a video sales call
    that matters more than ever: the camera shows a prospect's face and shoulders, and those tell you when to slow down.
    Three signals to watch. Crossed arms and a leaning-back posture often mean the buyer has an objection they have not
    voiced yet; ask an open question rather than pushing on. Nodding while looking away is politeness, not agreement.
    Mirroring your pace and tone is a sign that rapport is building. None of this is mind reading: treat each signal as
    a hypothesis and test it with a question. Good salespeople spot hesitation early. Take our career quiz to see which
    sales roles suit you, and read our graduate guides for more on starting a career in sales.`,
    category: 'Sales Psychology',
  },
  {
    title: 'Marketing Analytics: Turning Campaign Data into Decisions',
    text: `Marketing teams now collect more data than they can read. Campaign dashboards show clicks, open rates and cost
    per lead, but the useful question is which of those numbers changes what the team does next. Start with attribution:
    decide how credit is shared between the first touch and the last before you compare channels. Run A/B tests with a
    sample size worked out in advance, not stopped when the result looks good. Segment customers by what they do, not only
    by who they are, and report confidence intervals alongside averages. Psychology graduates who have run experiments and
    used SPSS or R will find much of this familiar; the statistics from a degree transfer directly to a marketing analyst
    role. Tools such as Google Analytics and Looker are learnt in weeks; judgement about data takes longer.`,
    category: 'General',
  },
  {
    title: 'Business Development: Opening New Markets in 2026',
    text: `Business development is the long game of sales. Where an account executive closes this quarter's deals, a
    business development manager finds the markets, partnerships and major clients the company will sell to next year.
    The work starts with market research: which sectors are growing, who buys, and who already supplies them. Then comes
    prospecting, often through introductions and events rather than cold lists, and proposals written for a board, not a
    single buyer. Sales cycles run to months, so pipeline reviews and a clear qualification method keep effort where it
    pays. Many of our graduates start as business development representatives, booking meetings for senior colleagues,
    and move into partnership roles within two years. Commercial awareness and patience matter as much as charm.`,
    category: 'General',
  },
  {
    title: 'What Can You Do With a Psychology Degree Besides Clinical Work?',
    text: `Only a small share of psychology graduates go on to become clinical psychologists, yet many students assume
    that is the only route their degree offers. It is not. Research methods, statistics, report writing and an
    understanding of how people think are transferable skills that employers in sales, marketing, HR and user research
    look for. If you are in your final year at university, list the projects where you used those skills, and talk to
    your careers service about graduate schemes outside the NHS. A first job in sales or recruitment is a common start,
    and a career change into people analytics or UX research is open later. Your degree is a foundation, not a fence.`,
    category: 'Psychology Graduate Careers',
  },
  {
    title: 'How to Prepare for a Sales Assessment Centre',
    text: `Most graduate sales employers use an assessment centre before making a job offer. Expect a group exercise, a
    role-play with an assessor acting as a customer, a short presentation and a competency interview. Recruiters are
    watching how you work with other candidates as much as what you say, so invite quieter people into the discussion.
    In the role-play, ask questions before you pitch. Prepare two or three examples from university or part-time work
    for the interview, each with a clear result. Read the vacancy again the night before and know the salary range.
    Psychology graduates often do well here because they listen; make sure the assessors can see it.`,
    category: 'Sales Recruitment',
  },
  {
    title: 'Using Reciprocity and Social Proof Without Losing Trust',
    text: `Cialdini's principles of persuasion are taught on most psychology courses, and every sales team uses them,
    knowingly or not. Reciprocity works when the thing you give is useful to the buyer, not a gimmick. Social proof works
    when the examples are genuinely like the buyer's own situation. Both backfire when the buyer senses pressure: a
    cognitive bias exploited once loses a customer for good. Ethical influence means helping a decision-maker reach a
    choice they will still be happy with in six months. For graduates starting a sales career, that is also the
    quickest way to build a reputation.`,
    category: 'Sales Psychology',
  },
  {
    title: 'Writing a Graduate CV That Hiring Managers Read',
    text: `Hiring managers spend less than a minute on a first read of a CV, so put what matters for the vacancy at the
    top. For a graduate with little experience, that means a two-line profile, then your degree and the modules that
    relate to the role, then work experience written as results. Recruiters for sales roles look for evidence of targets
    met, even in a student job. Leave out photographs and date of birth. Tailor the CV to each employer, and send it as a
    PDF unless the application asks for Word. We review CVs for free before you apply.`,
    category: 'Sales Recruitment',
  },
];

describe('chooseCategory (spec 7)', () => {
  it.each(REALISTIC_POSTS.map((p) => [p.title, p.text, p.category]))('a realistic post: %s', (title, text, category) => {
    expect(chooseCategory(title, text)).toBe(category);
  });

  it.each([
    ['persuasion and bias', 'The Science of Persuasion', 'Cognitive bias and rapport shape buyer behaviour.', 'Sales Psychology'],
    [
      'hiring and interviews',
      'Ace Your Sales Interview',
      'Recruiters and hiring managers look for evidence in an interview.',
      'Sales Recruitment',
    ],
    ['graduate careers', 'Careers for Psychology Graduates', 'Your degree opens many careers.', 'Psychology Graduate Careers'],
    ['nothing matching', 'Office News From Exeter', 'We moved to a new office with a lovely view.', 'General'],
    ['one stray keyword is not enough', 'Office News', 'We hire a new coffee machine.', 'General'],
    ['a title counts double', 'Interview Day', 'Graduates came.', 'Sales Recruitment'],
    // Overlapping forms ("psychology degree", "degree") read the same words once, and a term said often counts once.
    ['one phrase used often is one term', 'Team News', 'Her psychology degree, psychology degree, psychology degree.', 'General'],
    ['a term and its plural are one term', 'Team News', 'One degree, two degrees.', 'General'],
    ['two terms are two', 'Team News', 'Her degree from the university.', 'Psychology Graduate Careers'],
  ])('%s', (_name, title, text, category) => {
    expect(chooseCategory(title, text)).toBe(category);
  });
});
