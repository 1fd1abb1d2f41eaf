import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { notify, notifyError } from '@/components/ui/toaster';
import { useUpdateRequestStatus } from '../api/update-request-status';
import { REQUEST_STATUSES, STATUS_LABELS, type RequestStatus } from '../lib/request-status';

/** Changes a request's status at once; the list (and the dashboard count) refresh from the server. */
export function RequestStatusSelect({
  id,
  status,
  name,
}: {
  id: string;
  status: RequestStatus;
  name: string;
}) {
  const update = useUpdateRequestStatus();
  const onChange = (next: string) =>
    update.mutate(
      { id, status: next as RequestStatus },
      {
        onSuccess: () => notify('Status updated', `${name}: ${STATUS_LABELS[next as RequestStatus]}`),
        onError: (err) => notifyError('Failed to update status', err.message),
      },
    );
  return (
    <Select value={status} onValueChange={onChange} disabled={update.isPending}>
      <SelectTrigger className="w-36" aria-label={`Status of ${name}'s request`}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {REQUEST_STATUSES.map((value) => (
          <SelectItem key={value} value={value}>
            {STATUS_LABELS[value]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
