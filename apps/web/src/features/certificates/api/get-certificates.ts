// The staff list of issued certificates (issue 25): RLS lets staff read every row (certificates_select_staff),
// revoked ones included, with the reason the public page does not show.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';

export interface IssuedCertificate {
  id: string;
  verification_code: string;
  recipient_name: string;
  course_name: string;
  completed_at: string;
  issued_at: string;
  revoked_at: string | null;
  revoked_reason: string | null;
}

export const certificatesKey = ['certificates', 'issued'] as const;

/** Newest first; a screen's worth for any firm's courses (the search filters these on the client). */
export const CERTIFICATES_SHOWN = 1000;

export async function getCertificates(): Promise<IssuedCertificate[]> {
  const { data, error } = await supabase
    .from('certificates')
    .select(
      'id,verification_code,recipient_name,course_name,completed_at,issued_at,revoked_at,revoked_reason',
    )
    .order('issued_at', { ascending: false })
    .limit(CERTIFICATES_SHOWN);
  if (error) throw error;
  return (data ?? []) as IssuedCertificate[];
}

export const certificatesQueryOptions = () =>
  queryOptions({ queryKey: certificatesKey, queryFn: getCertificates });

export const useCertificates = () => useQuery(certificatesQueryOptions());
