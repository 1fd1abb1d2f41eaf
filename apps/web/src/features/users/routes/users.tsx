import { useId, useState } from 'react';
import { DataState, EmptyState, failedToLoad } from '@/components/data-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { SearchInput } from '@/components/ui/search-input';
import { notify, notifyError } from '@/components/ui/toaster';
import { useAuth } from '@/lib/auth/use-auth';
import { useUsers } from '../api/get-users';
import { useResetMfa } from '../api/reset-mfa';
import { useSetUserRole } from '../api/set-user-role';
import { ResetMfaDialog, type PendingMfaReset } from '../components/reset-mfa-dialog';
import { RoleChangeDialog, type PendingRoleChange } from '../components/role-change-dialog';
import { UsersTable } from '../components/users-table';
import { displayName, filterUsers } from '../lib/filter-users';
import { roleErrorMessage } from '../lib/role-error';
import { ROLE_LABELS } from '../lib/roles';

/** Admins only (DESIGN.md §3): everyone's name, e-mail, role and joined date; roles change here. */
export function Component() {
  const { user: me, refreshProfile } = useAuth();
  const users = useUsers();
  const setRole = useSetUserRole();
  const [query, setQuery] = useState('');
  const [pending, setPending] = useState<PendingRoleChange | null>(null);
  const resetMfa = useResetMfa();
  const [pendingReset, setPendingReset] = useState<PendingMfaReset | null>(null);
  const searchId = useId();
  const shown = users.data ? filterUsers(users.data, query) : [];

  const confirm = (change: PendingRoleChange) => {
    setPending(null);
    setRole.mutate(
      { user_id: change.userId, role: change.to },
      {
        onSuccess: async () => {
          notify('Role updated', `${change.name} is now ${ROLE_LABELS[change.to]}`);
          // Demoting oneself takes effect on this screen too (the guard then says Access Denied).
          if (change.userId === me?.id) await refreshProfile();
        },
        onError: (err) => notifyError('Failed to change role', roleErrorMessage(err)),
      },
    );
  };

  const confirmReset = (reset: PendingMfaReset) => {
    setPendingReset(null);
    resetMfa.mutate(
      { user_id: reset.userId, email: reset.email },
      {
        onSuccess: ({ mailed }) =>
          notify(
            'Two-factor sign-in reset',
            mailed
              ? `${reset.name} has been signed out; a password-reset e-mail went to ${reset.email}`
              : `${reset.name} has been signed out; the reset e-mail could not be sent now, so they use "Forgot password?"`,
          ),
        onError: (err) => notifyError('Failed to reset two-factor sign-in', roleErrorMessage(err)),
      },
    );
  };

  return (
    <div className="space-y-6">
      <title>Users | Admin</title>
      <div>
        <h1 className="text-2xl font-bold">Users</h1>
        <p className="text-muted-foreground">
          Everyone with an account, and the role that decides what they may do
        </p>
      </div>
      <Card>
        <CardHeader className="gap-4 md:flex-row md:items-end md:justify-between">
          <div className="space-y-1.5">
            <CardTitle>{users.data ? `All Users (${users.data.length})` : 'All Users'}</CardTitle>
            <CardDescription>
              Roles change only here, by an admin; the last admin cannot be removed.
            </CardDescription>
          </div>
          <div className="grid gap-2 md:w-72">
            <Label htmlFor={searchId}>Search users</Label>
            <SearchInput
              id={searchId}
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder="Name, e-mail or role"
            />
          </div>
        </CardHeader>
        <CardContent>
          <DataState
            query={users}
            loading="Loading users"
            error={failedToLoad('users')}
            empty={shown.length === 0 && <EmptyState title="No users match your search" />}
          >
            {() => (
              <UsersTable
                users={shown}
                busy={setRole.isPending || resetMfa.isPending}
                onRoleChange={(user, to) =>
                  setPending({ userId: user.user_id, name: displayName(user), from: user.role, to })
                }
                onResetMfa={(user) =>
                  setPendingReset({ userId: user.user_id, name: displayName(user), email: user.email })
                }
              />
            )}
          </DataState>
        </CardContent>
      </Card>
      <RoleChangeDialog change={pending} onConfirm={confirm} onCancel={() => setPending(null)} />
      <ResetMfaDialog reset={pendingReset} onConfirm={confirmReset} onCancel={() => setPendingReset(null)} />
    </div>
  );
}
