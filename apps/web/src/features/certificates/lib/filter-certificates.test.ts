import { describe, expect, it } from 'vitest';
import type { IssuedCertificate } from '../api/get-certificates';
import { filterCertificates } from './filter-certificates';

const cert = (code: string, name: string, course: string): IssuedCertificate => ({
  id: code,
  verification_code: code,
  recipient_name: name,
  course_name: course,
  completed_at: '2026-01-05T00:00:00Z',
  issued_at: '2026-01-06T00:00:00Z',
  revoked_at: null,
  revoked_reason: null,
});

const ALL = [
  cert('ABCD-EFGH-IJKL', 'Zoë Łukasiewicz 王小明', 'Bitcoin Basics'),
  cert('MNOP-QRST-UVWX', 'Ada Lovelace', 'Lightning'),
];
const codes = (query: string) => filterCertificates(ALL, query).map((c) => c.verification_code);

describe('filterCertificates', () => {
  it('an empty query keeps every certificate', () => {
    expect(codes('  ')).toEqual(['ABCD-EFGH-IJKL', 'MNOP-QRST-UVWX']);
  });

  it.each([
    ['the code in any case', 'abcd-efgh-ijkl', ['ABCD-EFGH-IJKL']],
    ['the code without its dashes', 'ABCDEFGH', ['ABCD-EFGH-IJKL']],
    ['part of the name, whatever its script', '王小明', ['ABCD-EFGH-IJKL']],
    ['a name in any case', 'LOVELACE', ['MNOP-QRST-UVWX']],
    ['the course', 'lightning', ['MNOP-QRST-UVWX']],
    ['every word must match', 'ada basics', []],
  ])('finds by %s', (_, query, expected) => {
    expect(codes(query)).toEqual(expected);
  });
});
