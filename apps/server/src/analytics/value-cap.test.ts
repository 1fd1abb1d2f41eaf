import { describe, expect, it } from 'vitest';
import { OTHER, REFERRER, UTM_CAMPAIGN, UTM_SOURCE, valueCap } from './value-cap.ts';

const DAY = '2026-12-07';

describe('valueCap', () => {
  it('admits a client’s first new values of a day, then stores the rest as (other)', () => {
    const cap = valueCap(100, 2);
    const got = ['a', 'b', 'c', 'd'].map((v) => cap.admit(UTM_CAMPAIGN, v, '192.0.2.1', DAY));
    expect(got).toEqual(['a', 'b', OTHER, OTHER]);
    // A value already admitted is free for everyone, the client that brought it too.
    expect(cap.admit(UTM_CAMPAIGN, 'a', '192.0.2.1', DAY)).toBe('a');
    expect(cap.admit(UTM_CAMPAIGN, 'b', '192.0.2.2', DAY)).toBe('b');
    // Another client, and another dimension, have their own allowance; no value stays no value.
    expect(cap.admit(UTM_CAMPAIGN, 'c', '192.0.2.2', DAY)).toBe('c');
    expect(cap.admit(UTM_SOURCE, 'x', '192.0.2.1', DAY)).toBe('x');
    expect(cap.admit(REFERRER, null, '192.0.2.1', DAY)).toBeNull();
  });

  it('admits at most `perDay` new values a day from all clients together, and starts over the next day', () => {
    const cap = valueCap(3, 10);
    const got = Array.from({ length: 5 }, (_, i) =>
      cap.admit(REFERRER, `r${i}.example`, `198.51.100.${i}`, DAY),
    );
    expect(got).toEqual(['r0.example', 'r1.example', 'r2.example', OTHER, OTHER]);
    expect(cap.admit(REFERRER, 'r0.example', '203.0.113.9', DAY)).toBe('r0.example');
    expect(cap.admit(REFERRER, 'r4.example', '198.51.100.4', '2026-12-08')).toBe('r4.example');
  });
});
