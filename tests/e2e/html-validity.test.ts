import { readFileSync } from 'node:fs';
import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';

const dist = new URL('../../dist/', import.meta.url);
const validator = new HtmlValidate({ extends: ['html-validate:standard'] });

/**
 * The cookie dialog hides itself from visitors without JavaScript by a <noscript><style> beside it in
 * <body> (src/components/CookieConsent.astro). The standard permits <style> only in <head>; browsers
 * apply it anywhere, and it keeps the component whole.
 */
const noscriptStyle = (m: { ruleId: string; message: string }) => m.ruleId === 'element-permitted-content' && m.message.startsWith('<style> element');

describe.each([
  'index.html',
  'areas/exeter.html',
  'areas/milton-keynes.html',
  'areas/not-found.html',
  'team.html',
  'terms-of-service.html',
  'privacy-notice.html',
  'career-resources.html',
  'career-quiz.html',
  'jobs.html',
  'jobs/1.html',
  'jobs/not-found.html',
  'application-received.html',
  'message-received.html',
  'comment-received.html',
  'blog.html',
  'blog/category/interview-tips.html',
  'blog/why-psychology-graduates-make-great-salespeople.html',
  'blog/from-dissertation-to-discovery-call.html',
  'blog/not-found.html',
  '404.html',
])('the built %s', (file) => {
  it('is valid HTML', async () => {
    const report = await validator.validateString(readFileSync(new URL(file, dist), 'utf8'), file);
    const problems = report.results.flatMap((r) => r.messages).filter((m) => !noscriptStyle(m));
    expect(problems.map((m) => `${m.ruleId}: ${m.message} (${m.line}:${m.column})`)).toEqual([]);
  });
});
