import { ConfirmDialog } from '@/components/confirm-dialog';
import type { Role } from '@/lib/auth/auth-context';
import { ROLE_LABELS } from '../lib/roles';

export interface PendingRoleChange {
  userId: string;
  name: string;
  from: Role;
  to: Role;
}

const EFFECT: Readonly<Record<Role, string>> = {
  admin: 'They will reach every staff screen and manage users and roles.',
  editor: 'They will reach the staff screens: posts, education, redirects, analytics and requests.',
  contributor: 'They will keep only their own drafts, their profile and the courses.',
};

/** Asks before a role changes: a role decides what someone may do with the whole site. */
export function RoleChangeDialog({
  change,
  onConfirm,
  onCancel,
}: {
  change: PendingRoleChange | null;
  onConfirm: (change: PendingRoleChange) => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      subject={change}
      title={() => 'Change role'}
      description={(c) =>
        `Change ${c.name} from ${ROLE_LABELS[c.from]} to ${ROLE_LABELS[c.to]}? ${EFFECT[c.to]}`
      }
      action="Change Role"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
