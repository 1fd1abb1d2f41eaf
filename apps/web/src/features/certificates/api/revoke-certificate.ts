// An admin revokes one certificate, only through revoke_certificate(): the database checks that the caller
// is an admin, requires the reason and keeps the first date if it is asked twice.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { supabase } from '@/lib/supabase';
import { certificatesKey } from './get-certificates';

/** The database's bound (certificates_revoked_reason_max_length). */
export const REASON_MAX = 500;

export const revokeCertificateSchema = z.object({
  certificate_id: z.uuid(),
  reason: z
    .string()
    .trim()
    .min(1, 'A reason is required')
    .max(REASON_MAX, `The reason must be at most ${REASON_MAX} characters`),
});
export type RevokeCertificateInput = z.infer<typeof revokeCertificateSchema>;

export async function revokeCertificate(input: RevokeCertificateInput): Promise<void> {
  const { certificate_id, reason } = revokeCertificateSchema.parse(input);
  const { error } = await supabase.rpc('revoke_certificate', { certificate_id, reason });
  if (error) throw error;
}

export function useRevokeCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCertificate,
    // The staff list and any verification page already read (its query key starts with 'certificate').
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: certificatesKey }),
        queryClient.invalidateQueries({ queryKey: ['certificate'] }),
      ]),
  });
}
