import { describe, expect, it } from 'vitest';
import { listItems, textLines } from '../text-lines';

describe('listItems', () => {
  it('drops the bullets typed before each requirement, so the list shows one', () => {
    expect(
      listItems('- A psychology degree\n* Full UK driving licence\n• Confident on the phone\n– Hungry to learn\n  -   Based near Exeter'),
    ).toEqual(['A psychology degree', 'Full UK driving licence', 'Confident on the phone', 'Hungry to learn', 'Based near Exeter']);
  });

  it('keeps plain lines, hyphenated words, numbers and a dash inside a line; drops empty and bullet-only lines', () => {
    expect(listItems('A degree\n\n-\nSelf-motivated\n2 years in sales\n-10% travel - sometimes')).toEqual([
      'A degree',
      'Self-motivated',
      '2 years in sales',
      '-10% travel - sometimes',
    ]);
  });

  it('textLines leaves the text of each line as typed', () => {
    expect(textLines(' - first\n\nsecond ')).toEqual(['- first', 'second']);
  });
});
