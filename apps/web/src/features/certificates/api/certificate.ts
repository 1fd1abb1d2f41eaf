import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicClient } from '@/lib/supabase';

/** What a certificate states: exactly the columns verify_certificate() and issue_certificate() answer. */
export interface Certificate {
  verification_code: string;
  recipient_name: string;
  course_name: string;
  completed_at: string;
  issued_at: string;
  /** Set once an admin revoked it (issue 25): the page then says so instead of confirming it. */
  revoked_at: string | null;
}

/** The code's shape (issue_certificate(): XXXX-XXXX-XXXX); anything else is unknown without a request. */
const CODE = /^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/i;

/** The server renders the PDF (apps/server/src/web/certificates.ts), so nobody can edit the name into it. */
export const certificatePdfUrl = (code: string) => `/certificates/${encodeURIComponent(code)}.pdf`;

/**
 * The certificate with this code, or null: read as a visitor (verify_certificate() is public and never
 * answers an e-mail), so the page reads the same for the learner, an auditor and a search engine.
 */
export async function getCertificate(code: string): Promise<Certificate | null> {
  if (!CODE.test(code.trim())) return null;
  const { data, error } = await publicClient.rpc('verify_certificate', { code: code.trim() });
  if (error) throw error;
  return ((data as Certificate[] | null) ?? [])[0] ?? null;
}

export const certificateQueryOptions = (code: string) =>
  queryOptions({ queryKey: ['certificate', code.toUpperCase()], queryFn: () => getCertificate(code) });

export const useCertificate = (code: string) => useQuery(certificateQueryOptions(code));
