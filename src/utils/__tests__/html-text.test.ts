import { describe, expect, it } from 'vitest';
import { htmlText } from '../html-text';

describe('htmlText', () => {
  it.each([
    [
      'paragraphs stay apart',
      '<p>…spot hesitation early.</p><p>Take our <a href="/career-quiz">career quiz</a> today.</p>',
      '…spot hesitation early. Take our career quiz today.',
    ],
    [
      'a heading and the list after it',
      '<h2>Three signals to watch</h2><ul><li>Crossed arms</li><li>Short answers</li></ul>',
      'Three signals to watch Crossed arms Short answers',
    ],
    [
      'table cells and line breaks',
      '<table><tr><td>Question</td><td>What it tests</td></tr></table><p>One<br>Two</p>',
      'Question What it tests One Two',
    ],
    ['inline tags join their words', '<p>They <strong>read people</strong>, then <em>list</em>en.</p>', 'They read people, then listen.'],
    ['entities decoded', '<p>B &amp; C &lt;3 &#8217; &#x2014;</p>', 'B & C <3 ’ —'],
    ['whitespace one-spaced', '<p>\n  a\n\n b  </p>', 'a b'],
  ])('%s', (_name, html, text) => {
    expect(htmlText(html)).toBe(text);
  });
});
