/**
 * A LinkedIn profile address in its one canonical form, https://www.linkedin.com/in/<name> (lower-case,
 * no country subdomain, query, fragment or trailing slash), so two ways of writing one profile match.
 * Null when the address is not a LinkedIn profile (docs/decisions/people.md).
 */
export function canonicalLinkedIn(address: string | null | undefined): string | null {
  const trimmed = address?.trim();
  if (!trimmed) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (!/^([a-z]{2,3}\.|www\.|m\.)?linkedin\.com$/.test(url.hostname)) return null;
  const match = /^\/(?:mwlite\/)?in\/([^/]+)\/?$/.exec(url.pathname);
  if (!match) return null;
  let name: string;
  try {
    name = decodeURIComponent(match[1]!).toLowerCase();
  } catch {
    return null;
  }
  return /^[\p{L}\p{N}_-]{3,100}$/u.test(name) ? `https://www.linkedin.com/in/${encodeURIComponent(name)}` : null;
}
