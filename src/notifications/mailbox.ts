import { normaliseEmail } from '../utils/email';

/** Domains whose mailboxes ignore dots in the local part (and are one another's aliases). */
const DOTLESS_DOMAINS = ['gmail.com', 'googlemail.com'];

/** The domains an address's mail may have been sent under for the same inbox. */
export function mailboxDomains(address: string): string[] {
  const domain = normaliseEmail(address).split('@').pop() ?? '';
  return DOTLESS_DOMAINS.includes(domain) ? DOTLESS_DOMAINS : [domain];
}

/**
 * The inbox an address delivers to, as far as can be told from the address: case and spaces ignored, a
 * "+tag" dropped, and Gmail's dots and googlemail alias. So 'Ann.Lee+1@googlemail.com' and
 * 'annlee@gmail.com' are one inbox, and a cap per inbox cannot be dodged by writing it another way.
 */
export function canonicalMailbox(address: string): string {
  const normal = normaliseEmail(address);
  const at = normal.lastIndexOf('@');
  if (at < 0) return normal;
  let local = normal.slice(0, at).split('+')[0];
  const domain = mailboxDomains(normal)[0];
  if (DOTLESS_DOMAINS.includes(domain)) local = local.replaceAll('.', '');
  return `${local}@${domain}`;
}
