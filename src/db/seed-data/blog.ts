import { site } from '../../config/site';
import type { NewBlogPost, NewComment } from '../schema';

const day = 24 * 60 * 60 * 1000;

/**
 * Demo posts for a new local database, in both body styles the renderer knows: markdown (two of them,
 * one written with literal "\n" sequences and • bullets as the Word import produces) and HTML. One draft
 * and one post dated in the future show that unpublished posts stay private.
 */
export function demoPosts(now = new Date()): NewBlogPost[] {
  const daysAgo = (n: number) => new Date(now.getTime() - n * day);
  return [
    {
      title: 'Why Psychology Graduates Make Great Salespeople',
      slug: 'why-psychology-graduates-make-great-salespeople',
      category: 'Sales Psychology',
      author: site.founder.name,
      excerpt:
        'Understanding motivation, reading behaviour and interpreting data: the skills of a psychology degree are the skills of modern selling.',
      publishedAt: daysAgo(2),
      content: `Modern B2B selling is less about persuasion and more about understanding. That is exactly what a psychology degree trains you to do.

## You already know how people decide

Your modules on **cognition and decision-making** covered anchoring, loss aversion and social proof. Sales teams spend thousands on training to learn what you studied for three years. Knowing *why* a buyer hesitates lets you ask better questions instead of pushing harder.

## Research methods are discovery calls

A good discovery call is a semi-structured interview:

- open questions that let the buyer talk,
- careful listening for the problem behind the request,
- a summary that checks you understood.

If you ran interviews for your dissertation, you have done this before.

## Data interpretation sets you apart

Sales teams live in dashboards. Graduates who can read a conversion funnel, spot a confound and explain a trend to a manager move up quickly.

| Skill from your degree | Where it shows up in sales |
| --- | --- |
| Experimental design | A/B testing outreach messages |
| Statistics | Forecasting and pipeline reviews |
| Qualitative analysis | Understanding lost deals |

Ready to put your degree to work? [Submit your CV](/#application) and we will call you within 48 hours.`,
    },
    {
      title: 'Five Interview Questions Every Graduate Sales Candidate Should Prepare For',
      slug: 'five-interview-questions-graduate-sales',
      category: 'Interview Tips',
      author: site.recruitmentTeamName,
      excerpt: null,
      publishedAt: daysAgo(9),
      // Written as the Word import stores it: literal \n sequences and • bullets.
      content:
        'Graduate sales interviews follow a pattern. Prepare for these five questions and you will walk in with confidence.\\n\\n' +
        '### 1. Why sales, with a psychology degree?\\n' +
        'Link what fascinated you in your degree to what a salesperson does every day: understanding what drives people.\\n\\n' +
        '### 2. Sell me this pen\\n' +
        'Do not start with features. Ask questions first:\\n' +
        '• When did you last use a pen?\\n' +
        '• What do you usually write?\\n' +
        '• What frustrates you about the pens you have?\\n\\n' +
        '### 3. Tell me about a time you were rejected\\n' +
        'Resilience matters more than any script. Use the STAR method and end with what you learned.\\n\\n' +
        '### 4. How do you organise your week?\\n' +
        'Show that you plan your activity and measure it, just as you planned your dissertation.\\n\\n' +
        '### 5. What questions do you have for us?\\n' +
        'Ask about training, how success is measured in the first six months, and what top performers do differently.\\n\\n' +
        'Want a practice interview? [Get in touch](/#contact) with our consultants.',
    },
    {
      title: 'From Dissertation to Discovery Call: A Graduate Career Guide',
      slug: 'from-dissertation-to-discovery-call',
      category: 'Career Guidance',
      author: site.founder.name,
      excerpt: 'A step-by-step guide to moving from a psychology degree into a first sales or business development role.',
      publishedAt: daysAgo(16),
      content: `<h2>Start with the roles that value your degree</h2>
<p>Business development representative, sales development representative and account coordinator roles are the most common first steps. They reward curiosity, structure and resilience more than experience.</p>
<h2>Rewrite your CV for sales</h2>
<p>Hiring managers skim. Put outcomes first:</p>
<ul>
<li><strong>Research</strong>: "Recruited and interviewed 40 participants to a deadline".</li>
<li><strong>Communication</strong>: "Presented findings to a panel of academics and practitioners".</li>
<li><strong>Data</strong>: "Analysed survey data in SPSS and R".</li>
</ul>
<h2>Use your network</h2>
<p>Alumni from your course already work in sales. A short, specific message on LinkedIn asking for fifteen minutes of advice is answered more often than you think. The <a href="https://www.bps.org.uk/">British Psychological Society</a> also lists careers events.</p>
<h2>Prepare for the first ninety days</h2>
<p>Your first quarter is about learning the product and building habits. Keep a log of calls, what worked and what did not: treat it as an experiment.</p>`,
    },
    {
      title: 'What Employers Look For in Graduate Business Development Hires',
      slug: 'what-employers-look-for-graduate-bd-hires',
      category: 'Industry Insights',
      author: site.recruitmentTeamName,
      excerpt: null,
      publishedAt: daysAgo(30),
      content: `<p>We asked hiring managers across the South West and beyond what makes a graduate business development hire succeed. Three answers came up again and again.</p>
<h2>Coachability</h2>
<p>Managers would rather hire someone who takes feedback well than someone who arrives with habits to unlearn. Psychology graduates who understand <em>how</em> people learn tend to show this in interviews.</p>
<h2>Structured curiosity</h2>
<p>Asking questions is easy; asking the right questions in the right order is a skill. Employers value candidates who can explain how they would research an account before calling it.</p>
<h2>Commercial awareness</h2>
<p>You do not need an MBA. Read the company's annual report, know who its competitors are and have a view on the market. Our <a href="/jobs">current vacancies</a> are a good place to start researching.</p>`,
    },
    {
      title: 'Salary Expectations for Graduate Sales Roles in 2026',
      slug: 'graduate-sales-salaries-2026',
      category: 'Graduate Resources',
      author: site.recruitmentTeamName,
      excerpt: null,
      publishedAt: null,
      content: 'Draft: salary survey results to follow.',
    },
    {
      title: 'Announcing Our Spring Graduate Assessment Day',
      slug: 'spring-graduate-assessment-day',
      category: 'General',
      author: site.recruitmentTeamName,
      excerpt: 'Scheduled for publication next month.',
      publishedAt: new Date(now.getTime() + 30 * day),
      content: 'Details of the spring assessment day will be published soon.',
    },
  ];
}

/** A comment to seed, attached by its post's slug; `replyTo` names the index of its parent in this list. */
export interface DemoComment extends Omit<NewComment, 'blogPostId' | 'parentId'> {
  postSlug: string;
  replyTo?: number;
}

/** Demo comments: approved ones with replies, and some pending review. */
export function demoComments(now = new Date()): DemoComment[] {
  const hoursAgo = (n: number) => new Date(now.getTime() - n * 3600 * 1000);
  const post = 'why-psychology-graduates-make-great-salespeople';
  return [
    {
      postSlug: post,
      authorName: 'Sophie Turner',
      authorEmail: 'sophie.turner@example.com',
      content: 'This is spot on. My dissertation interviews were the best preparation for discovery calls I could have had.',
      isApproved: true,
      createdAt: hoursAgo(40),
    },
    {
      postSlug: post,
      authorName: 'James Okafor',
      authorEmail: 'james.okafor@example.com',
      authorWebsite: 'https://james-okafor.example.com',
      content:
        'Agreed! I would add that understanding cognitive biases helps in negotiation too.\nAnchoring comes up in almost every pricing conversation.',
      isApproved: true,
      replyTo: 0,
      createdAt: hoursAgo(30),
    },
    {
      postSlug: post,
      authorName: 'Sophie Turner',
      authorEmail: 'sophie.turner@example.com',
      content: 'Good point about anchoring, I will look out for it in my next pricing call.',
      isApproved: true,
      replyTo: 1,
      createdAt: hoursAgo(20),
    },
    {
      postSlug: post,
      authorName: 'Priya Desai',
      authorEmail: 'priya.desai@example.com',
      content: 'Does this apply to marketing roles as well, or mainly to sales?',
      isApproved: true,
      createdAt: hoursAgo(10),
    },
    {
      postSlug: post,
      authorName: 'Tom Walsh',
      authorEmail: 'tom.walsh@example.com',
      content: 'Waiting for review: is there a graduate scheme in Exeter this year?',
      isApproved: false,
      createdAt: hoursAgo(5),
    },
    {
      postSlug: post,
      authorName: 'Ella Brooks',
      authorEmail: 'ella.brooks@example.com',
      content: 'A pending reply to Priya: marketing teams love research skills too.',
      isApproved: false,
      replyTo: 3,
      createdAt: hoursAgo(3),
    },
    {
      postSlug: 'from-dissertation-to-discovery-call',
      authorName: 'Liam Harper',
      authorEmail: 'liam.harper@example.com',
      content: 'The CV section helped me rewrite my research experience. Thank you!',
      isApproved: true,
      createdAt: hoursAgo(50),
    },
    {
      postSlug: 'from-dissertation-to-discovery-call',
      authorName: 'Aisha Rahman',
      authorEmail: 'aisha.rahman@example.com',
      content: 'Could you write a follow-up on LinkedIn messages to alumni?',
      isApproved: false,
      createdAt: hoursAgo(4),
    },
  ];
}
