import type { BlogCategory } from '../config/choices';
import { DEFAULT_BLOG_CATEGORY } from '../config/choices';
import { escapeRegExp } from '../utils/regex';

/**
 * The category of an imported post from the terms in its title and text (spec 7). A term is one idea in
 * the forms it is written in (a plural with -s or -es matches too). Each category scores each of its terms
 * once, however often it is used: 2 when the title has it, else 1 when the text has it. The highest score of
 * at least MIN_SCORE wins, ties going to the earlier category below; otherwise General. Words are read once:
 * where terms overlap ("psychology degree", "degree") the longest one found there is the one counted.
 */
interface CategoryTerms {
  category: BlogCategory;
  terms: readonly (readonly string[])[];
  /**
   * The site's own subject: every post is written for psychology graduates about their careers, so these
   * words in a post's text say nothing about its topic (they made every post a graduate-careers one); in
   * its title they do.
   */
  titleOnlyTerms?: readonly (readonly string[])[];
}

const CATEGORY_TERMS: readonly CategoryTerms[] = [
  {
    category: 'Sales Psychology',
    terms: [
      ['sales psychology', 'psychology of selling', 'psychology of sales'],
      ['persuasion', 'persuade', 'persuasive'],
      ['influence', 'influencing'],
      ['cognitive bias', 'bias'],
      ['buyer behaviour', 'buyer behavior', 'buyer psychology'],
      ['rapport'],
      ['motivation'],
      ['decision-making', 'decision making', 'decision-maker', 'decision maker'],
      ['behavioural science', 'behavioral science', 'behavioural economics', 'behavioral economics'],
      ['negotiation', 'negotiate'],
      ['objection'],
      ['body language', 'non-verbal', 'nonverbal', 'posture', 'mirroring'],
      ['active listening'],
      ['empathy', 'emotional intelligence'],
      ['reciprocity', 'social proof', 'scarcity', 'anchoring', 'framing effect'],
    ],
  },
  {
    category: 'Sales Recruitment',
    terms: [
      ['recruitment', 'recruiter', 'recruiting'],
      ['hiring', 'hire'],
      ['interview'],
      ['vacancy', 'vacancies'],
      ['candidate'],
      ['cv'],
      ['job offer'],
      ['salary', 'salaries'],
      ['assessment centre', 'assessment center'],
      ['employer'],
    ],
  },
  {
    category: 'Psychology Graduate Careers',
    terms: [
      ['degree'],
      ['university', 'universities'],
      ['first job'],
      ['career change', 'change careers'],
      ['career path', 'career options'],
      ['transferable skills'],
      ['graduate scheme', 'graduate programme', 'graduate program'],
      ['careers service', 'careers adviser', 'careers advisor'],
      ['clinical psychologist', 'clinical psychology', 'clinical'],
      ['final year', 'postgraduate', "master's", 'masters'],
    ],
    titleOnlyTerms: [['graduate'], ['career']],
  },
];

const MIN_SCORE = 2;

const formKey = (form: string) => form.toLowerCase().replace(/\s+/g, ' ');

/** Every written form (and its plurals) to the term it belongs to; a term is named by its first form. */
const TERM_OF = new Map<string, string>();
for (const { terms, titleOnlyTerms = [] } of CATEGORY_TERMS) {
  for (const forms of [...terms, ...titleOnlyTerms]) {
    for (const form of forms) for (const written of [form, `${form}s`, `${form}es`]) TERM_OF.set(formKey(written), forms[0]);
  }
}

/** All forms at once, longest first, so each stretch of words is read as one term (the longest there). */
const ANY_TERM = new RegExp(
  `\\b(?:${[...TERM_OF.keys()]
    .sort((a, b) => b.length - a.length)
    .map((form) => escapeRegExp(form).replace(/ /g, '\\s+'))
    .join('|')})\\b`,
  'gi',
);

/** The terms a text uses, each once. */
const termsIn = (text: string) => new Set(Array.from(text.matchAll(ANY_TERM), (m) => TERM_OF.get(formKey(m[0]))));

export function chooseCategory(title: string, text: string): BlogCategory {
  const inTitle = termsIn(title);
  const inText = termsIn(text);
  const weight = (forms: readonly string[], textCounts: boolean) =>
    inTitle.has(forms[0]) ? 2 : textCounts && inText.has(forms[0]) ? 1 : 0;
  let best: { category: BlogCategory; score: number } = { category: DEFAULT_BLOG_CATEGORY, score: MIN_SCORE - 1 };
  for (const { category, terms, titleOnlyTerms = [] } of CATEGORY_TERMS) {
    const score =
      terms.reduce((sum, forms) => sum + weight(forms, true), 0) + titleOnlyTerms.reduce((sum, forms) => sum + weight(forms, false), 0);
    if (score > best.score) best = { category, score };
  }
  return best.category;
}
