import { Badge } from '@/components/ui/badge';
import type { ModuleStatus } from '../lib/progress';

// SPEC §2: the catalogue's short badges and the course page's longer ones.
const LABELS = {
  short: { completed: 'Done', in_progress: 'In Progress', not_started: 'Start' },
  long: { completed: 'Completed', in_progress: 'In Progress', not_started: 'Not Started' },
} as const;

const VARIANT = { completed: 'success', in_progress: 'secondary', not_started: 'outline' } as const;

export function StatusBadge({ status, wording }: { status: ModuleStatus; wording: 'short' | 'long' }) {
  return <Badge variant={VARIANT[status]}>{LABELS[wording][status]}</Badge>;
}
