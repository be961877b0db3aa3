/**
 * The address to link to, only when it is an http(s) web address: the API accepts nothing else, but a
 * row written some other way (an import, the database itself) must still never become a javascript: link.
 */
export function webAddress(url: string | null | undefined): string | undefined {
  const trimmed = url?.trim();
  return trimmed && /^https?:\/\//i.test(trimmed) ? trimmed : undefined;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether a URL's hostname names this machine. */
export const isLoopbackHost = (hostname: string) => LOOPBACK_HOSTS.has(hostname);
