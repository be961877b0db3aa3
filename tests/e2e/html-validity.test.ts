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
  'areas/exeter/index.html',
  'areas/milton-keynes/index.html',
  'areas/not-found/index.html',
  'team/index.html',
  'terms-of-service/index.html',
  'privacy-notice/index.html',
  'career-resources/index.html',
  'career-quiz/index.html',
  'jobs/index.html',
  'jobs/1/index.html',
  'jobs/not-found/index.html',
  'application-received/index.html',
  'message-received/index.html',
  'comment-received/index.html',
  'blog/index.html',
  'blog/category/interview-tips/index.html',
  'blog/why-psychology-graduates-make-great-salespeople/index.html',
  'blog/from-dissertation-to-discovery-call/index.html',
  'blog/not-found/index.html',
  '404.html',
])('the built %s', (file) => {
  it('is valid HTML', async () => {
    const report = await validator.validateString(readFileSync(new URL(file, dist), 'utf8'), file);
    const problems = report.results.flatMap((r) => r.messages).filter((m) => !noscriptStyle(m));
    expect(problems.map((m) => `${m.ruleId}: ${m.message} (${m.line}:${m.column})`)).toEqual([]);
  });
});
