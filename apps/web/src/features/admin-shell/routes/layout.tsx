import { RequireAuth } from '@/components/layouts/require-auth';
import { AdminLayout } from '../components/admin-layout';

/** /admin: any signed-in user (DESIGN.md §3); staff-only screens add their own role requirement. */
export function Component() {
  return (
    <RequireAuth>
      <AdminLayout />
    </RequireAuth>
  );
}
