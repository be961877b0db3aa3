import { describe, expect, it } from 'vitest';
import { isNativeFormSubmission, problemPage } from '../native-form';

const req = (headers: Record<string, string>) => new Request('http://x/api/contacts', { method: 'POST', headers });

describe('isNativeFormSubmission', () => {
  it.each([
    [{ 'sec-fetch-mode': 'navigate', accept: 'text/html' }, true],
    [{ 'sec-fetch-mode': 'cors', accept: 'text/html' }, false],
    [{ 'sec-fetch-mode': 'same-origin', accept: '*/*' }, false],
    [{ accept: 'text/html,application/xhtml+xml' }, true],
    [{ accept: 'application/json' }, false],
    [{}, false],
  ])('%j → %s', (headers, expected) => {
    expect(isNativeFormSubmission(req(headers))).toBe(expected);
  });
});

describe('problemPage', () => {
  const answers = {
    success: '/done',
    formPath: '/#form',
    failure: { title: 'Failed', fallback: 'Something failed' },
    labels: { name: 'Your <Name>' },
  };

  it('names each field by its label, escaped, and ignores fields the form does not have', () => {
    const html = problemPage(answers, { message: 'Invalid', errors: { name: ['Name <required>'], secret: ['x'] } });
    expect(html).toContain('<li><strong>Your &lt;Name&gt;</strong>: Name &lt;required&gt;</li>');
    expect(html).not.toContain('secret');
  });

  it('shows the message when no field is named, and the fallback when there is none', () => {
    expect(problemPage(answers, { message: 'Too many <messages>' })).toContain('<p>Too many &lt;messages&gt;</p>');
    expect(problemPage(answers, {})).toContain('<p>Something failed</p>');
  });
});
