import * as OTPAuth from 'otpauth';
import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  matchTotp,
  newTotpSecret,
  otpauthUri,
  stepAt,
  totpCode,
} from './totp.ts';

// RFC 6238 appendix B (SHA1 column), with the RFC's 20-byte ASCII secret; the RFC prints 8 digits, of which
// a 6-digit code is the last six.
const RFC_SECRET = new TextEncoder().encode('12345678901234567890');
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('totp', () => {
  it.each(RFC_VECTORS)('matches RFC 6238 at t=%i', (t, eight) => {
    expect(totpCode(RFC_SECRET, stepAt(t * 1000))).toBe(eight.slice(2));
  });

  it('round-trips base32 and refuses what is not base32', () => {
    const bytes = Uint8Array.from({ length: 20 }, (_, i) => i * 13);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(base32Encode(new TextEncoder().encode('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('not base32!')).toBeNull();
  });

  it('reads base32 as people paste it: lower case, spaces, tabs, line breaks and padding', () => {
    const foobar = new TextEncoder().encode('foobar');
    expect(base32Decode('MZXW6YTBOI======')).toEqual(foobar);
    expect(base32Decode('mzxw 6ytb\toi\n')).toEqual(foobar);
    expect(base32Decode('MZXW=6YTBOI')).toEqual(foobar);
  });

  it('counts a code that matches two steps in the window as the later one, so the replay guard claims that', () => {
    // With the RFC secret, steps 59061240 and 59061241 (2026-02-23 09:00 and 09:00:30 UTC) share one code; a
    // search from the current step outwards would answer the earlier step and leave the later one unclaimed.
    const step = 59061240;
    const code = totpCode(RFC_SECRET, step);
    expect(totpCode(RFC_SECRET, step + 1)).toBe(code);
    const secret = base32Encode(RFC_SECRET);
    expect(matchTotp(secret, code, step * 30_000 + 10_000)).toBe(step + 1);
    expect(matchTotp(secret, code, (step - 1) * 30_000)).toBe(step);
  });

  it('makes 20-byte secrets (32 base32 characters) that an independent implementation agrees with', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const reference = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
    const now = Date.UTC(2026, 10, 28, 12, 0, 0);
    expect(matchTotp(secret, reference.generate({ timestamp: now }), now)).toBe(stepAt(now));
  });

  it('accepts one step of skew either side and nothing further', () => {
    const secret = newTotpSecret();
    const bytes = base32Decode(secret)!;
    const now = Date.UTC(2026, 10, 28, 12, 0, 10);
    const step = stepAt(now);
    expect(matchTotp(secret, totpCode(bytes, step - 1), now)).toBe(step - 1);
    expect(matchTotp(secret, totpCode(bytes, step + 1), now)).toBe(step + 1);
    const far = [step - 2, step + 2].map((s) => totpCode(bytes, s));
    const near = [step - 1, step, step + 1].map((s) => totpCode(bytes, s));
    for (const code of far.filter((c) => !near.includes(c))) expect(matchTotp(secret, code, now)).toBeNull();
    expect(matchTotp(secret, '12345', now)).toBeNull();
    expect(matchTotp(secret, 'abcdef', now)).toBeNull();
  });

  it("writes the otpauth URI as GoTrue does, which authenticator apps (and otpauth's parser) read back", () => {
    const uri = otpauthUri('example.com', 'ana@example.com', 'JBSWY3DPEHPK3PXP');
    expect(uri).toBe(
      'otpauth://totp/example.com:ana%40example.com?algorithm=SHA1&digits=6&issuer=example.com&period=30&secret=JBSWY3DPEHPK3PXP',
    );
    const parsed = OTPAuth.URI.parse(uri) as OTPAuth.TOTP;
    expect(parsed.issuer).toBe('example.com');
    expect(parsed.label).toBe('ana@example.com');
    expect(parsed.secret.base32).toBe('JBSWY3DPEHPK3PXP');
  });
});
