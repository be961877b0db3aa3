/**
 * An address shown partly, on a page anyone holding its link may see: the first character of the mailbox
 * and the whole domain, 'j•••@example.com'. Enough for its owner to recognise it, not to read it off.
 */
export function maskedEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${[...address.slice(0, at)][0]}•••${address.slice(at)}`;
}
