import { isIPv6 } from 'node:net';

/** An IPv6 address's groups, '::' expanded to zeros and a dotted IPv4 tail counted as its two groups. */
function ipv6Groups(address: string): string[] {
  const groups = (part: string) => (part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : []);
  const gap = address.indexOf('::');
  if (gap < 0) return groups(address);
  const left = groups(address.slice(0, gap));
  const right = groups(address.slice(gap + 2));
  return [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
}

/**
 * The network a client address is counted as: an IPv6 address's /64, since one home or phone is given a
 * whole /64 and may send from any address in it (one per request, if it likes); an IPv4 address, or an
 * IPv4 address written as IPv6 (::ffff:192.0.2.1), as itself.
 */
export function clientNetwork(ip: string): string {
  const address = ip.split('%')[0];
  if (!isIPv6(address)) return ip;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1];
  const prefix = ipv6Groups(address)
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}
