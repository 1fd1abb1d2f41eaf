// An admin undoes a revocation, only through reinstate_certificate() (admins only, checked by the database):
// the certificate's page says it is valid again and its PDF can be downloaded.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { z } from '@/lib/zod';
import { certificatesKey } from './get-certificates';

const reinstateCertificateSchema = z.object({ certificate_id: z.uuid() });

export async function reinstateCertificate(input: { certificate_id: string }): Promise<void> {
  const { certificate_id } = reinstateCertificateSchema.parse(input);
  const { error } = await supabase.rpc('reinstate_certificate', { certificate_id });
  if (error) throw error;
}

export function useReinstateCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reinstateCertificate,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: certificatesKey }),
        queryClient.invalidateQueries({ queryKey: ['certificate'] }),
      ]),
  });
}
