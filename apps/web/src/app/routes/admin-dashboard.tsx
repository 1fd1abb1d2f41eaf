// The /admin route: the admin shell's dashboard plus, for staff, the consultation inbox's count of new
// requests — two features composed here, because features never import each other.
import { Dashboard } from '@/features/admin-shell/routes/dashboard';
import { NewRequestsStat } from '@/features/requests/components/new-requests-stat';
import { roleAllows } from '@/config/routes';
import { useAuth } from '@/lib/auth/use-auth';

export function Component() {
  const { profile } = useAuth();
  // Contributors may not read requests (RLS would answer 0): they see the dashboard SPEC describes.
  const staff = profile !== null && roleAllows('staff', profile);
  return <Dashboard staff={staff ? <NewRequestsStat /> : undefined} />;
}
