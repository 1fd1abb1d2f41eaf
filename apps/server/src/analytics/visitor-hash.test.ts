import { describe, expect, it } from 'vitest';
import { utcDay, visitorHash } from './visitor-hash.ts';

describe('visitorHash', () => {
  const salt = Buffer.alloc(32, 1);
  const hash = visitorHash(salt, 'https://advisory.example', '192.0.2.1', 'Mozilla/5.0');

  it('is 16 bytes of hex, the same for the same browser on the same salt', () => {
    expect(hash).toMatch(/^[0-9a-f]{32}$/);
    expect(visitorHash(salt, 'https://advisory.example', '192.0.2.1', 'Mozilla/5.0')).toBe(hash);
  });

  it('differs with the salt (another day), the site, the address or the user agent', () => {
    expect(visitorHash(Buffer.alloc(32, 2), 'https://advisory.example', '192.0.2.1', 'Mozilla/5.0')).not.toBe(
      hash,
    );
    expect(visitorHash(salt, 'https://other.example', '192.0.2.1', 'Mozilla/5.0')).not.toBe(hash);
    expect(visitorHash(salt, 'https://advisory.example', '192.0.2.2', 'Mozilla/5.0')).not.toBe(hash);
    expect(visitorHash(salt, 'https://advisory.example', '192.0.2.1', 'Mozilla/5.1')).not.toBe(hash);
  });

  it('cannot be made equal by moving text between fields', () => {
    expect(visitorHash(salt, 'https://a.example', '1.2.3.4', 'UA')).not.toBe(
      visitorHash(salt, 'https://a.example', '1.2.3.', '4UA'),
    );
  });
});

describe('utcDay', () => {
  it('is the UTC date, whatever the local time zone', () => {
    expect(utcDay(Date.parse('2026-11-28T23:59:59.999Z'))).toBe('2026-11-28');
    expect(utcDay(Date.parse('2026-11-29T00:00:00Z'))).toBe('2026-11-29');
    expect(utcDay(Date.parse('2026-11-28T12:00:00Z'))).toBe('2026-11-28'); // not the day asked for last
    expect(utcDay(Date.parse('1969-12-31T23:00:00Z'))).toBe('1969-12-31');
  });
});
