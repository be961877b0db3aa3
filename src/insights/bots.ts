/**
 * Whether a request's User-Agent is a known crawler, monitor or scripted client: their views are not
 * counted. The header is read here and never stored. Browsers that run the site's script and send a
 * beacon are mostly people; this catches the crawlers that run scripts too (Googlebot renders pages).
 */
const BOT =
  /bot\b|bot\/|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|headless|lighthouse|pagespeed|pingdom|uptime|monitor|curl\/|wget\/|python-|httpclient|axios\/|node-fetch|go-http-client|java\/|phantomjs|puppeteer|playwright|selenium/i;

export function isKnownBot(userAgent: string | null): boolean {
  // No User-Agent at all is no browser.
  return !userAgent || BOT.test(userAgent);
}
