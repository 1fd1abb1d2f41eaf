import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { buttonVariants } from '@/components/ui/button';
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
    <AlertDialog open={change !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Change role</AlertDialogTitle>
          <AlertDialogDescription>
            {change &&
              `Change ${change.name} from ${ROLE_LABELS[change.from]} to ${ROLE_LABELS[change.to]}? ${EFFECT[change.to]}`}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: 'default' })}
            onClick={() => change && onConfirm(change)}
          >
            Change Role
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
