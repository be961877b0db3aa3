import { describe, expect, it } from 'vitest';
import { clientNetwork } from '../client-network';

describe('clientNetwork', () => {
  it.each([
    ['an IPv4 address is itself', '203.0.113.7', '203.0.113.7'],
    ['an IPv6 address is its /64', '2001:db8:85a3:1234:abcd:ef01:2345:6789', '2001:db8:85a3:1234::/64'],
    ['another address in the same /64 is the same network', '2001:db8:85a3:1234::1', '2001:db8:85a3:1234::/64'],
    ['leading zeros and capitals make no difference', '2001:0DB8:85A3:1234::', '2001:db8:85a3:1234::/64'],
    ['a gap inside the prefix is filled with zeros', '2001:db8::1', '2001:db8:0:0::/64'],
    ['a zone is ignored', 'fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['loopback', '::1', '0:0:0:0::/64'],
    ['an IPv4-mapped address is the IPv4 address', '::ffff:198.51.100.4', '198.51.100.4'],
    ['a dotted IPv4 tail counts as two groups', '64:ff9b:1:2::192.0.2.1', '64:ff9b:1:2::/64'],
    ['something that is not an address is kept as it is', 'not-an-address', 'not-an-address'],
  ])('%s', (_name, ip, expected) => {
    expect(clientNetwork(ip)).toBe(expected);
  });

  it('tells different /64s apart', () => {
    expect(clientNetwork('2001:db8:0:1::1')).not.toBe(clientNetwork('2001:db8:0:2::1'));
  });
});
