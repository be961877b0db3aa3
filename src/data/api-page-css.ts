/**
 * The site's stylesheet as the pages the API writes carry it, inline: a linked file was one more round trip
 * before their first paint on a phone (BENCHMARKS.md, "Pages"). The build trims the site's stylesheet to
 * what those pages can use (src/build/api-page-styles.ts) and the functions' bundler writes it here
 * (scripts/build-functions.mjs), so the bundled function carries it. Where the functions run from their
 * sources (the API tests) no build has made it, and the pages are unstyled.
 */
export const API_PAGE_CSS: string = '';
