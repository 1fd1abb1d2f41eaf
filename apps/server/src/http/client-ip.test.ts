// The client IP behind trusted proxies, as Express's `trust proxy` with a number of hops (proxy-addr): the socket
// peer is hop 0, each trusted proxy appended the address it received from, so the client is the entry that many
// places from the right of X-Forwarded-For — never a left-most entry the client wrote itself.
import { describe, expect, it } from 'vitest';
import { clientIpOf } from './client-ip.ts';

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
