import { RequireAuth } from '@/components/layouts/require-auth';
import { AdminLayout } from '../components/admin-layout';
import { SecondFactorGate } from '../components/second-factor-gate';

/**
 * /admin: any signed-in user (DESIGN.md §3); staff-only screens add their own role requirement. A session that
 * owes its second factor, or staff who must set one up, are stopped at the SecondFactorGate (issue 25).
 */
export function Component() {
  return (
    <RequireAuth>
      <SecondFactorGate>
        <AdminLayout />
      </SecondFactorGate>
    </RequireAuth>
  );
}
