import type { BlogCategory } from '../config/choices';
import { DEFAULT_BLOG_CATEGORY } from '../config/choices';
import { escapeRegExp } from '../utils/regex';

/**
 * The category of an imported post from keywords in its title and text (spec 7): each category's
 * keywords are counted (a title's count double), the highest count of at least MIN_SCORE wins, ties go
 * to the earlier category below; otherwise General.
 */
const CATEGORY_KEYWORDS: ReadonlyArray<{ category: BlogCategory; keywords: readonly string[] }> = [
  {
    category: 'Sales Psychology',
    keywords: ['sales psychology', 'psychology of selling', 'persuasion', 'persuade', 'influence', 'cognitive bias', 'biases', 'buyer behaviour', 'buyer behavior', 'rapport', 'motivation', 'decision-making', 'decision making', 'behavioural science', 'negotiation', 'objection'],
  },
  {
    category: 'Sales Recruitment',
    keywords: ['recruitment', 'recruiter', 'recruiting', 'hiring', 'hire', 'interview', 'vacancy', 'vacancies', 'candidate', 'cv', 'job offer', 'salary', 'assessment centre', 'employer'],
  },
  {
    category: 'Psychology Graduate Careers',
    keywords: ['psychology graduate', 'psychology degree', 'graduate', 'graduates', 'career', 'careers', 'degree', 'university', 'first job', 'career change', 'transferable skills'],
  },
];

const MIN_SCORE = 2;

const count = (text: string, keyword: string) => (text.match(new RegExp(`\\b${escapeRegExp(keyword)}\\b`, 'gi')) ?? []).length;

export function chooseCategory(title: string, text: string): BlogCategory {
  let best: { category: BlogCategory; score: number } = { category: DEFAULT_BLOG_CATEGORY, score: MIN_SCORE - 1 };
  for (const { category, keywords } of CATEGORY_KEYWORDS) {
    const score = keywords.reduce((sum, k) => sum + 2 * count(title, k) + count(text, k), 0);
    if (score > best.score) best = { category, score };
  }
  return best.category;
}
