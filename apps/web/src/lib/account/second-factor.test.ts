import { describe, expect, it } from 'vitest';
import { groupedKey, normaliseCode } from './second-factor';

describe('second-factor helpers', () => {
  it('groups the manual key in fours', () => {
    expect(groupedKey('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(groupedKey('ABCDE')).toBe('ABCD E');
  });

  it('accepts six digits as apps show them and nothing else', () => {
    expect(normaliseCode('123 456')).toBe('123456');
    expect(normaliseCode(' 123-456 ')).toBe('123456');
    expect(normaliseCode('12345')).toBeNull();
    expect(normaliseCode('12345a')).toBeNull();
    expect(normaliseCode('1234567')).toBeNull();
  });
});
