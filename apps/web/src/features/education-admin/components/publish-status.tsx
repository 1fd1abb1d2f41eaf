import { Eye, EyeOff } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { PublishStatus } from '../api/types';

/** "Draft" (staff only) or "Published" (learners see it). */
export function PublishBadge({ status }: { status: PublishStatus }) {
  return status === 'published' ? (
    <Badge variant="success">Published</Badge>
  ) : (
    <Badge variant="outline">Draft</Badge>
  );
}

interface PublishToggleProps {
  kind: 'course' | 'module';
  name: string;
  status: PublishStatus;
  busy: boolean;
  onToggle: (next: PublishStatus) => void;
}

/** "Publish" a draft or "Unpublish" a published course or module; named "Publish course: Custody basics". */
export function PublishToggle({ kind, name, status, busy, onToggle }: PublishToggleProps) {
  const publish = status === 'draft';
  const verb = publish ? 'Publish' : 'Unpublish';
  return (
    <Button
      variant={publish ? 'default' : 'outline'}
      size="sm"
      disabled={busy}
      aria-label={`${verb} ${kind}: ${name}`}
      onClick={() => onToggle(publish ? 'published' : 'draft')}
    >
      {publish ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
      {verb}
    </Button>
  );
}
