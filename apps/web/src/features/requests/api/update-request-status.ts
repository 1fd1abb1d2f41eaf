import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { supabase } from '@/lib/supabase';
import { REQUEST_STATUSES } from '../lib/request-status';
import { contactRequestsKey } from './get-contact-requests';

export const requestStatusSchema = z.object({
  id: z.uuid(),
  status: z.enum(REQUEST_STATUSES, 'Status must be New, Contacted or Closed'),
});
export type RequestStatusInput = z.infer<typeof requestStatusSchema>;

export async function updateRequestStatus(input: RequestStatusInput): Promise<void> {
  const { id, status } = requestStatusSchema.parse(input);
  const { data, error } = await supabase
    .from('contact_requests')
    .update({ status })
    .eq('id', id)
    .select('id');
  if (error) throw error;
  // RLS answers a request the caller may not change with zero rows, not an error.
  if (data.length === 0) throw new Error('This request no longer exists or you may not change it');
}

export function useUpdateRequestStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRequestStatus,
    // The list and the dashboard's count of new requests both start with this key.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactRequestsKey }),
  });
}
