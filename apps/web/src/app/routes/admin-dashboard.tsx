// The /admin route: the admin shell's dashboard plus, for staff, the analytics feature's real figures and the
// consultation inbox's count of new requests — three features composed here, because features never import
// each other.
import { Dashboard } from '@/features/admin-shell/routes/dashboard';
import { DashboardFigures } from '@/features/analytics/components/dashboard-figures';
import { NewRequestsStat } from '@/features/requests/components/new-requests-stat';
import { roleAllows } from '@/config/routes';
import { useAuth } from '@/lib/auth/use-auth';

export function Component() {
  const { profile } = useAuth();
  // Contributors may read neither analytics nor requests (RLS would refuse or answer 0): they see the
  // dashboard SPEC describes.
  const staff = profile !== null && roleAllows('staff', profile);
  return (
    <Dashboard
      figures={staff ? <DashboardFigures /> : undefined}
      staff={staff ? <NewRequestsStat /> : undefined}
    />
  );
}
