import type { PathId } from '../config/choices';
import type { QuizQuestion } from './types';

export interface WeightedOption {
  /** The text the candidate sees. */
  label: string;
  /** How strongly this answer points to each path, 0-3 (omitted = 0). */
  weights: Partial<Record<PathId, number>>;
  /**
   * A short phrase that completes "you ..." in the result's reasoning,
   * e.g. 'shrug off rejection'.
   */
  signal: string;
  /** Skills this answer shows; they count as matched when they belong to the top path. */
  skills?: string[];
  /** Areas this answer suggests the candidate would need to work on. */
  develops?: string[];
}

export interface WeightedQuestion {
  question: string;
  options: WeightedOption[];
}

/**
 * The quiz, in order. Question numbers in responses are 1-based positions in this array
 * and option indexes are 0-based positions in `options`. Appending a question or option is
 * safe; reordering changes what stored responses mean.
 */
export const questions: WeightedQuestion[] = [
  {
    question: 'Which part of your psychology degree did you enjoy most?',
    options: [
      {
        label: 'Social psychology: persuasion, conformity and how attitudes change',
        weights: { 'b2b-sales': 3, 'business-development': 1 },
        signal: 'were drawn to the psychology of persuasion',
        skills: ['Persuasion and influence'],
      },
      {
        label: 'Research methods and statistics: designing studies and running the analysis',
        weights: { 'marketing-insights': 3, 'business-development': 1 },
        signal: 'enjoyed research methods and statistics',
        skills: ['Research design', 'Statistical analysis'],
      },
      {
        label: 'Cognitive psychology: attention, memory and how people make decisions',
        weights: { 'marketing-insights': 2, 'b2b-sales': 1 },
        signal: 'are fascinated by how people make decisions',
        skills: ['Consumer behaviour insight'],
      },
      {
        label: 'Occupational or organisational psychology: how businesses and teams work',
        weights: { 'business-development': 3, 'account-management': 1 },
        signal: 'are interested in how organisations work',
        skills: ['Commercial awareness'],
      },
      {
        label: 'Counselling or health psychology: building rapport and understanding individual needs',
        weights: { 'account-management': 3, 'b2b-sales': 1 },
        signal: 'value rapport and understanding individual needs',
        skills: ['Empathy', 'Active listening'],
      },
    ],
  },
  {
    question: 'Which working day sounds most like you?',
    options: [
      {
        label: 'Back-to-back calls and video meetings with businesses that might buy from us',
        weights: { 'b2b-sales': 3, 'business-development': 1 },
        signal: 'would enjoy a day full of conversations with prospects',
        skills: ['Consultative questioning'],
      },
      {
        label: 'Digging into survey or campaign data to work out what customers really want',
        weights: { 'marketing-insights': 3 },
        signal: 'like digging into data to find out what customers want',
        skills: ['Statistical analysis', 'Consumer behaviour insight'],
      },
      {
        label: 'Researching a new market and planning how we could break into it',
        weights: { 'business-development': 3, 'marketing-insights': 1 },
        signal: 'like researching new markets and planning how to enter them',
        skills: ['Market research and prospecting', 'Strategic thinking'],
      },
      {
        label: 'Checking in with existing clients and sorting out whatever they need',
        weights: { 'account-management': 3 },
        signal: 'like looking after existing clients',
        skills: ['Relationship building', 'Problem solving'],
      },
    ],
  },
  {
    question: 'How do you feel about working towards a monthly sales target?',
    options: [
      {
        label: 'Bring it on: a clear number to beat motivates me, and I want commission for beating it',
        weights: { 'b2b-sales': 3, 'business-development': 2 },
        signal: 'are motivated by a clear target and commission',
        skills: ['Target and pipeline management'],
      },
      {
        label: "Fine, if it's a longer-term goal and I can plan my own route to it",
        weights: { 'business-development': 3, 'account-management': 1 },
        signal: 'like planning your own route to a longer-term goal',
        skills: ['Strategic thinking'],
      },
      {
        label: "I'd rather be measured on how happy my clients are and whether they stay",
        weights: { 'account-management': 3 },
        signal: 'would rather be judged on client satisfaction and retention',
        skills: ['Relationship building'],
        develops: ['Comfort with commercial targets'],
      },
      {
        label: "I'd prefer goals about the quality of my work, like campaign results or insight accuracy",
        weights: { 'marketing-insights': 3 },
        signal: 'care most about the quality of your work',
        develops: ['Comfort with commercial targets'],
      },
    ],
  },
  {
    question: 'You phone a prospect and they say "not interested" before you have finished your first sentence. What do you do?',
    options: [
      {
        label: "Shrug it off. It's a numbers game: on to the next call",
        weights: { 'b2b-sales': 3 },
        signal: 'shrug off rejection',
        skills: ['Resilience to rejection'],
      },
      {
        label: 'Ask one good question to find out why, then decide whether to follow up',
        weights: { 'b2b-sales': 2, 'business-development': 2 },
        signal: 'turn a "no" into a useful question',
        skills: ['Objection handling', 'Consultative questioning'],
      },
      {
        label: "Make a note and look at whether we're targeting the wrong kind of company",
        weights: { 'marketing-insights': 2, 'business-development': 2 },
        signal: 'look for the pattern behind a rejection',
        skills: ['Strategic thinking', 'Consumer behaviour insight'],
        develops: ['Resilience to rejection'],
      },
      {
        label: "It would knock me a bit. I'd rather work with people who already know us",
        weights: { 'account-management': 3 },
        signal: 'prefer working with people who already know you',
        develops: ['Resilience to rejection'],
      },
    ],
  },
  {
    question: 'Which idea from psychology would you most like to put to work?',
    options: [
      {
        label: "Cialdini's principles of influence: reciprocity, social proof, scarcity",
        weights: { 'b2b-sales': 3, 'marketing-insights': 1 },
        signal: "want to put Cialdini's principles of influence to work",
        skills: ['Persuasion and influence'],
      },
      {
        label: 'Heuristics and biases: framing, anchoring and loss aversion in buying decisions',
        weights: { 'marketing-insights': 3, 'business-development': 1 },
        signal: 'want to apply heuristics and biases to buying decisions',
        skills: ['Consumer behaviour insight'],
      },
      {
        label: 'Negotiation and game theory: finding the deal both sides can accept',
        weights: { 'business-development': 3, 'b2b-sales': 1 },
        signal: 'are drawn to negotiation and finding deals both sides accept',
        skills: ['Negotiation'],
      },
      {
        label: 'Person-centred listening: reflecting back and making people feel understood',
        weights: { 'account-management': 3, 'b2b-sales': 1 },
        signal: 'want to make people feel understood',
        skills: ['Empathy', 'Active listening'],
      },
    ],
  },
  {
    question: 'People or data: where do you sit?',
    options: [
      {
        label: 'Mostly data. I am happiest in a spreadsheet, SPSS or R',
        weights: { 'marketing-insights': 3 },
        signal: 'are happiest working with data',
        skills: ['Statistical analysis', 'Data visualisation'],
        develops: ['Confidence presenting to clients'],
      },
      {
        label: 'People, all day. I get my energy from conversations',
        weights: { 'b2b-sales': 3, 'account-management': 1 },
        signal: 'get your energy from conversations',
      },
      {
        label: 'People, but the same people over time. I like knowing my clients well',
        weights: { 'account-management': 3 },
        signal: 'like knowing the same clients well over time',
        skills: ['Relationship building'],
      },
      {
        label: 'A mix: I want the numbers to decide who I talk to and what I say',
        weights: { 'business-development': 3, 'marketing-insights': 1 },
        signal: 'let the numbers decide who to talk to',
        skills: ['Commercial awareness'],
      },
    ],
  },
  {
    question: 'What pace of work suits you best?',
    options: [
      {
        label: 'Fast: lots of short conversations and quick wins every day',
        weights: { 'b2b-sales': 3 },
        signal: 'like a fast pace with quick wins',
      },
      {
        label: 'Project-paced: campaigns or studies that run for weeks, building to a launch',
        weights: { 'marketing-insights': 3 },
        signal: 'like project work that builds to a launch',
      },
      {
        label: 'The long game: big deals that take months and involve lots of decision-makers',
        weights: { 'business-development': 3, 'account-management': 1 },
        signal: 'are happy to play the long game on big deals',
        skills: ['Strategic thinking'],
      },
      {
        label: 'Steady: a portfolio of clients I look after and grow year on year',
        weights: { 'account-management': 3 },
        signal: 'like steadily growing a portfolio of clients',
        skills: ['Organisation and follow-through'],
      },
    ],
  },
  {
    question: 'Your dissertation supervisor would say your biggest strength was...',
    options: [
      {
        label: 'Recruiting participants: I could get almost anyone to sign up',
        weights: { 'b2b-sales': 3, 'business-development': 1 },
        signal: 'could get almost anyone to take part in your study',
        skills: ['Persuasion and influence'],
      },
      {
        label: 'The analysis: clean data, the right test and a clear results section',
        weights: { 'marketing-insights': 3 },
        signal: 'shone at the analysis in your dissertation',
        skills: ['Statistical analysis', 'Data visualisation'],
      },
      {
        label: 'Seeing the bigger picture and explaining why the research mattered',
        weights: { 'business-development': 3, 'marketing-insights': 1 },
        signal: 'see the bigger picture',
        skills: ['Strategic thinking', 'Proposal writing'],
      },
      {
        label: 'Reliability: organised, on time and kept everyone updated',
        weights: { 'account-management': 3 },
        signal: 'are organised and keep everyone updated',
        skills: ['Organisation and follow-through', 'Stakeholder communication'],
      },
    ],
  },
  {
    question: 'How would you rather influence a buying decision?',
    options: [
      {
        label: "One to one, in the conversation, by really understanding the buyer's needs",
        weights: { 'b2b-sales': 3, 'account-management': 1 },
        signal: 'would rather influence people one to one',
        skills: ['Consultative questioning', 'Active listening'],
      },
      {
        label: 'One to many, with a creative message or campaign tested on thousands of people',
        weights: { 'marketing-insights': 3 },
        signal: 'want to influence people at scale through creative, tested campaigns',
        skills: ['Copywriting and storytelling', 'Campaign testing (A/B)'],
      },
      {
        label: "By putting together a partnership or proposal the decision-maker can't ignore",
        weights: { 'business-development': 3 },
        signal: "like building proposals decision-makers can't ignore",
        skills: ['Proposal writing', 'Negotiation'],
      },
      {
        label: "By being the person the client already trusts when they're ready to buy more",
        weights: { 'account-management': 3, 'b2b-sales': 1 },
        signal: 'want to be the person clients trust',
        skills: ['Upselling and renewals', 'Relationship building'],
      },
    ],
  },
  {
    question: 'Which feedback would please you most after your first six months?',
    options: [
      {
        label: "You're top of the leaderboard for meetings booked",
        weights: { 'b2b-sales': 3 },
        signal: 'want to top the leaderboard',
        skills: ['Target and pipeline management'],
      },
      {
        label: 'Your insight changed how we position the product',
        weights: { 'marketing-insights': 3, 'business-development': 1 },
        signal: 'want your insight to shape the product',
        skills: ['Consumer behaviour insight'],
      },
      {
        label: 'You opened up a whole new sector for us',
        weights: { 'business-development': 3, 'b2b-sales': 1 },
        signal: 'want to open up new sectors',
        skills: ['Market research and prospecting', 'Networking'],
      },
      {
        label: 'Your clients asked by name to keep working with you',
        weights: { 'account-management': 3 },
        signal: 'want clients to ask for you by name',
        skills: ['Relationship building'],
      },
    ],
  },
  {
    question: 'How comfortable are you approaching people you have never met?',
    options: [
      {
        label: "Very. At a networking event I'll walk up to anyone",
        weights: { 'business-development': 3, 'b2b-sales': 2 },
        signal: 'will walk up to anyone at a networking event',
        skills: ['Networking'],
      },
      {
        label: 'Fine on the phone or on LinkedIn, less so in a crowded room',
        weights: { 'b2b-sales': 2, 'marketing-insights': 1 },
        signal: 'are confident reaching out by phone and online',
        develops: ['Networking'],
      },
      {
        label: "I'd rather be introduced first; then I'm great at building the relationship",
        weights: { 'account-management': 3, 'business-development': 1 },
        signal: 'build strong relationships once introduced',
        skills: ['Relationship building'],
        develops: ['Networking'],
      },
      {
        label: "Not really my thing. I'd rather my work spoke for itself",
        weights: { 'marketing-insights': 3 },
        signal: 'would rather let your work speak for itself',
        develops: ['Networking', 'Confidence presenting to clients'],
      },
    ],
  },
  {
    question: 'What would you most like to learn in your first year?',
    options: [
      {
        label: 'A sales method such as SPIN Selling or MEDDIC, and how to run a great discovery call',
        weights: { 'b2b-sales': 3 },
        signal: 'want to learn a proper sales method',
        skills: ['Consultative questioning'],
      },
      {
        label: 'Digital marketing tools: Google Analytics, audience segmentation and A/B testing',
        weights: { 'marketing-insights': 3 },
        signal: 'want to master digital marketing tools',
        skills: ['Campaign testing (A/B)', 'Data visualisation'],
      },
      {
        label: 'Commercial skills: pricing, contracts and negotiating deals',
        weights: { 'business-development': 3, 'account-management': 1 },
        signal: 'want to learn pricing, contracts and negotiation',
        skills: ['Negotiation', 'Commercial awareness'],
      },
      {
        label: 'Client management: onboarding, account planning and renewals',
        weights: { 'account-management': 3 },
        signal: 'want to learn how to manage and grow accounts',
        skills: ['Upselling and renewals', 'Stakeholder communication'],
      },
    ],
  },
];

/** The questions as the API returns them: labels only, no weights or tags. */
export function publicQuestions(): QuizQuestion[] {
  return questions.map((q) => ({
    question: q.question,
    options: q.options.map((o) => o.label),
  }));
}
