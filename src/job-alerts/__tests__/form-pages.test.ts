import { describe, expect, it } from 'vitest';
import { alertFormPath } from '../form-pages';
import { QUIZ_FORM_PATH } from '../../quiz/routes';

describe('alertFormPath: the way back from a sign-up problem', () => {
  it.each([
    ['https://www.psychgradsales.co.uk/jobs', '/jobs'],
    ['https://www.psychgradsales.co.uk/jobs?q=sales&location=exeter', '/jobs?q=sales&location=exeter'],
    ['https://www.psychgradsales.co.uk/jobs/12', '/jobs/12'],
    ['https://www.psychgradsales.co.uk/jobs/12#apply', '/jobs/12'],
    ['https://www.psychgradsales.co.uk/career-quiz', '/career-quiz'],
    [`https://www.psychgradsales.co.uk${QUIZ_FORM_PATH}`, QUIZ_FORM_PATH],
    ['https://www.psychgradsales.co.uk/application-received', '/application-received'],
    ['https://www.psychgradsales.co.uk/application-received/3', '/application-received/3'],
    ['https://www.psychgradsales.co.uk/', '/'],
    ['/jobs/4', '/jobs/4'],
  ])('accepts the site’s own form page %s', (referer, path) => {
    expect(alertFormPath(referer)).toBe(path);
  });

  it.each([
    ['https://evil.example//evil.example/phish'],
    ['//evil.example/phish'],
    ['https://www.psychgradsales.co.uk//evil.example/phish'],
    ['https://www.psychgradsales.co.uk/jobs/12/../../admin'],
    ['https://www.psychgradsales.co.uk/jobs/abc'],
    ['https://www.psychgradsales.co.uk/jobs/12/extra'],
    ['https://www.psychgradsales.co.uk/admin'],
    ['https://www.psychgradsales.co.uk/api/career-quiz/analyze'],
    ['javascript:alert(1)'],
    ['data:text/html,<a>'],
    ['not a url at all \u0000'],
    [''],
    [null],
  ])('leads anything else (%s) to /jobs', (referer) => {
    expect(alertFormPath(referer)).toBe('/jobs');
  });

  it('re-encodes the search, so it stays a query of /jobs', () => {
    expect(alertFormPath('https://x.example/jobs?q="><script>')).toBe('/jobs?q=%22%3E%3Cscript%3E');
  });
});
