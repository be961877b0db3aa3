/**
 * Keywords as PostgreSQL's full-text search reads them (to_tsquery with the 'english' configuration, which
 * stems each word: 'sales' -> 'sale', 'selling' -> 'sell'). Every word must be found; a word or phrase of
 * SEARCH_SYNONYMS is found as itself or any of its synonyms; the last word typed is also found as the start
 * of a word ('mark' finds 'marketing'), as the search runs while it is typed. Plain, so the tests read it.
 */
import { searchTerms } from './filters';
import { SEARCH_SYNONYMS } from './quiz-paths';

/** Words of a search beyond this many are ignored (a pasted paragraph is not a search). */
export const MAX_KEYWORDS = 12;
/** The longest synonym phrase, in words. */
const LONGEST_PHRASE = Math.max(...Object.keys(SEARCH_SYNONYMS).map((key) => key.split(' ').length));

/** 'business development' -> 'business <-> development' (the words next to each other, in that order). */
const phrase = (words: string) => words.split(' ').join(' <-> ');

/**
 * The to_tsquery text of some keywords ('' for none): 'sales exeter' ->
 * '(sales | sell | business <-> development | ...) & exeter:*'. Only letters and digits reach it
 * (searchTerms), so nothing typed can change the query's syntax.
 */
export function keywordQuery(q: string): string {
  const words = searchTerms(q).slice(0, MAX_KEYWORDS);
  const groups: string[] = [];
  for (let i = 0; i < words.length;) {
    // The longest phrase of the table that starts here, if any.
    let length = 0;
    for (let n = Math.min(LONGEST_PHRASE, words.length - i); n >= 1 && !length; n--)
      if (Object.hasOwn(SEARCH_SYNONYMS, words.slice(i, i + n).join(' '))) length = n;
    if (length) {
      const key = words.slice(i, i + length).join(' ');
      groups.push(`(${[key, ...SEARCH_SYNONYMS[key]].map(phrase).join(' | ')})`);
      i += length;
    } else {
      groups.push(i === words.length - 1 ? `${words[i]}:*` : words[i]);
      i += 1;
    }
  }
  return groups.join(' & ');
}

/**
 * The words as typed, any of them ('' for none), each also as the start of a word: what ranks a job that
 * says the words themselves above one that only says a synonym ('sales' puts a Sales Associate before a
 * Business Development Representative).
 */
export function typedWordsQuery(q: string): string {
  return searchTerms(q)
    .slice(0, MAX_KEYWORDS)
    .map((word) => `${word}:*`)
    .join(' | ');
}
