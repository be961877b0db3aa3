import { describe, expect, it } from 'vitest';
import { chooseCategory } from '../category';

describe('chooseCategory (spec 7)', () => {
  it.each([
    ['persuasion and bias', 'The Science of Persuasion', 'Cognitive bias and rapport shape buyer behaviour.', 'Sales Psychology'],
    ['hiring and interviews', 'Ace Your Sales Interview', 'Recruiters and hiring managers look for evidence in an interview.', 'Sales Recruitment'],
    ['graduate careers', 'Careers for Psychology Graduates', 'Your degree opens many careers.', 'Psychology Graduate Careers'],
    ['nothing matching', 'Office News From Exeter', 'We moved to a new office with a lovely view.', 'General'],
    ['one stray keyword is not enough', 'Office News', 'We hire a new coffee machine.', 'General'],
    ['a title counts double', 'Interview Day', 'Graduates came.', 'Sales Recruitment'],
  ])('%s', (_name, title, text, category) => {
    expect(chooseCategory(title, text)).toBe(category);
  });
});
