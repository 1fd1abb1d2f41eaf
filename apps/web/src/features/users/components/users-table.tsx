import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { Role } from '@/lib/auth/auth-context';
import { formatShortDate } from '@/lib/format';
import type { UserRow } from '../api/get-users';
import { displayName } from '../lib/filter-users';
import { ROLE_LABELS, ROLES } from '../lib/roles';

/**
 * Name, e-mail, role (a select that asks `onRoleChange`), two-factor sign-in (with a reset for someone who lost
 * their authenticator, `onResetMfa`) and joined date of each user.
 */
export function UsersTable({
  users,
  busy,
  onRoleChange,
  onResetMfa,
}: {
  users: readonly UserRow[];
  busy: boolean;
  onRoleChange: (user: UserRow, to: Role) => void;
  onResetMfa: (user: UserRow) => void;
}) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead className="hidden md:table-cell">Email</TableHead>
          <TableHead>Role</TableHead>
          <TableHead>Two-factor</TableHead>
          <TableHead className="hidden sm:table-cell">Joined</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.map((user) => {
          const name = displayName(user);
          return (
            <TableRow key={user.user_id}>
              <TableCell className="font-medium">
                {name}
                {user.username && user.full_name && (
                  <span className="block text-xs font-normal text-muted-foreground">@{user.username}</span>
                )}
                {/* On a phone the e-mail and joined date go under the name instead of columns of their own. */}
                {name !== user.email && (
                  <span className="block text-xs font-normal break-all text-muted-foreground md:hidden">
                    {user.email}
                  </span>
                )}
                <span className="block text-xs font-normal text-muted-foreground sm:hidden">
                  Joined {formatShortDate(user.created_at)}
                </span>
              </TableCell>
              <TableCell className="hidden md:table-cell">{user.email}</TableCell>
              <TableCell>
                <Select
                  value={user.role}
                  disabled={busy}
                  onValueChange={(to) => to !== user.role && onRoleChange(user, to as Role)}
                >
                  <SelectTrigger className="w-28 sm:w-32 md:w-36" aria-label={`Role of ${name}`}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {ROLES.map((role) => (
                      <SelectItem key={role} value={role}>
                        {ROLE_LABELS[role]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </TableCell>
              <TableCell>
                {user.mfa_enabled ? (
                  <div className="flex flex-col items-start gap-1 sm:flex-row sm:items-center sm:gap-2">
                    <Badge variant="secondary">On</Badge>
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      disabled={busy}
                      onClick={() => onResetMfa(user)}
                      aria-label={`Reset two-factor sign-in for ${name}`}
                    >
                      Reset
                    </Button>
                  </div>
                ) : (
                  <span className="text-sm text-muted-foreground">Off</span>
                )}
              </TableCell>
              <TableCell className="hidden whitespace-nowrap sm:table-cell">
                <time dateTime={user.created_at}>{formatShortDate(user.created_at)}</time>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
