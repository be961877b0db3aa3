import { describe, expect, it } from 'vitest';
import { thankYou } from '../greeting';

describe('thankYou', () => {
  it.each([
    ['Priya Shah', 'Thank you, Priya'],
    ['Amelia', 'Thank you, Amelia'],
    ['  Zoë   Brontë ', 'Thank you, Zoë'],
    ['Anne-Marie Jones', 'Thank you, Anne-Marie'],
    ["O'Brien", "Thank you, O'Brien"],
    ['Siobhán', 'Thank you, Siobhán'],
    ['Иван Петров', 'Thank you, Иван'],
    ['李小龍', 'Thank you, 李小龍'],
  ])('greets %j by the first word of the name', (name, greeting) => {
    expect(thankYou(name)).toBe(greeting);
  });

  it.each([
    'http://evil.example verify your account',
    'evil.example',
    '0800 123 456 call now',
    '<b>Urgent</b>',
    '£500 refund',
    'Dear-customer-your-account-is-suspended-now',
    '',
    '   ',
    '-Anne',
  ])('says a plain "Thank you" to %j', (name) => {
    expect(thankYou(name)).toBe('Thank you');
  });
});
