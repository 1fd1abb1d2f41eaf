import type { IssuedCertificate } from '../api/get-certificates';

/**
 * Certificates whose code, learner name or course contains every word of the query (any case); a code
 * matches with or without its dashes ("abcd efgh" and "ABCDEFGH" both find ABCD-EFGH-IJKL).
 */
export function filterCertificates(
  certificates: readonly IssuedCertificate[],
  query: string,
): IssuedCertificate[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...certificates];
  return certificates.filter((cert) => {
    const code = cert.verification_code.toLowerCase();
    const haystack = [code, code.replaceAll('-', ''), cert.recipient_name, cert.course_name]
      .join(' ')
      .toLowerCase();
    return words.every((word) => haystack.includes(word) || haystack.includes(word.replaceAll('-', '')));
  });
}
