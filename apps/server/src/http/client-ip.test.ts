// The client IP behind trusted proxies, as Express's `trust proxy` with a number of hops (proxy-addr): the socket
// peer is hop 0, each trusted proxy appended the address it received from, so the client is the entry that many
// places from the right of X-Forwarded-For — never a left-most entry the client wrote itself.
import { describe, expect, it } from 'vitest';
import { clientIpOf, rateLimitKey, UNKNOWN_IP } from './client-ip.ts';

const SOCKET = '10.0.0.2';

describe('clientIpOf', () => {
  it.each([
    // hops, X-Forwarded-For, expected
    [0, '203.0.113.9', SOCKET],
    [0, undefined, SOCKET],
    [1, undefined, SOCKET],
    [1, '203.0.113.9', '203.0.113.9'],
    [1, '6.6.6.6, 203.0.113.9', '203.0.113.9'],
    [1, '6.6.6.6,203.0.113.9', '203.0.113.9'],
    [2, '6.6.6.6, 203.0.113.9, 10.0.0.1', '203.0.113.9'],
    [3, '6.6.6.6, 203.0.113.9, 10.0.0.1', '6.6.6.6'],
    // Fewer entries than hops: the left-most (proxy-addr ends at the last address there is).
    [5, '203.0.113.9, 10.0.0.1', '203.0.113.9'],
    [1, ' 2001:db8::9 ', '2001:db8::9'],
    [1, '::ffff:203.0.113.9', '203.0.113.9'],
    // The chosen entry is not an address: the next one to its right, else the socket.
    [2, '6.6.6.6, nonsense, 10.0.0.1', '10.0.0.1'],
    [1, '203.0.113.9, nonsense', SOCKET],
    [1, '', SOCKET],
  ] as const)('%i hop(s), X-Forwarded-For %j → %s', (hops, header, expected) => {
    expect(clientIpOf(header, () => SOCKET, hops)).toBe(expected);
  });

  it('asks for the socket address only when it needs it', () => {
    let asked = 0;
    const socket = () => {
      asked += 1;
      return SOCKET;
    };
    expect(clientIpOf('203.0.113.9', socket, 1)).toBe('203.0.113.9');
    expect(asked).toBe(0);
  });
});

// Per-IP limits count an IPv6 client by its /64 (one subscriber's usual allocation), an IPv4-mapped one as IPv4.
describe('rateLimitKey', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['::FFFF:cb00:7109', '203.0.113.9'],
    ['0:0:0:0:0:ffff:cb00:7109', '203.0.113.9'],
    ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:db8:0:0:1::', '2001:db8::/64'],
    ['2001:0:0:1::1', '2001:0:0:1::/64'],
    ['fe80::1', 'fe80::/64'],
    ['::1', '::/64'],
    ['2001:db8:1:2:3:4:1.2.3.4', '2001:db8:1:2::/64'],
    [UNKNOWN_IP, UNKNOWN_IP],
    [':::', ':::'],
  ] as const)('%s → %s', (ip, key) => {
    expect(rateLimitKey(ip)).toBe(key);
  });

  it('puts two addresses of one /64 in one bucket and of neighbouring /64s in two', () => {
    expect(rateLimitKey('2001:db8:aa:bb::1')).toBe(rateLimitKey('2001:db8:aa:bb:ffff:1234:5678:9abc'));
    expect(rateLimitKey('2001:db8:aa:bb::1')).not.toBe(rateLimitKey('2001:db8:aa:bc::1'));
  });
});
