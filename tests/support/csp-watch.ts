import type { Page } from 'playwright-core';

/**
 * Records every Content-Security-Policy violation a page reports, from the moment it starts loading: the
 * `securitypolicyviolation` events (in every document of the page) and Chromium's console messages about
 * the policy. browser.open watches every page it opens; read `violations()` at the end.
 */
export async function watchContentSecurityPolicy(page: Page): Promise<{ violations: () => Promise<string[]> }> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber} (${event.sample})`,
      );
    });
  });
  return {
    // A page already closed has only Chromium's console messages left, which report every violation too.
    violations: async () => {
      const events = page.isClosed()
        ? []
        : await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []).catch(() => []);
      return [...events, ...console];
    },
  };
}
