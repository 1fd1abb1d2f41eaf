import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth/use-auth';
import { useAdminAccess } from '../api/check-admin-access';

function GateMessage({ title, text }: { title: string; text: string }) {
  return (
    <section role="alert" className="mx-auto max-w-md space-y-2 py-12 text-center">
      <title>{title}</title>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-muted-foreground">{text}</p>
    </section>
  );
}

/**
 * SPEC §2's access gate of Education Management: a spinner while loading, then the server's
 * has_admin_access() answer (cached five minutes; an error counts as no access) decides.
 */
export function AccessGate({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const access = useAdminAccess(user?.id);
  if (loading || (user && access.isPending)) return <Spinner label="Checking your access" />;
  if (!user) {
    return <GateMessage title="Authentication Required" text="Please log in to access the admin panel." />;
  }
  if (access.data !== true) {
    return (
      <GateMessage
        title="Access Denied"
        text="You don't have the necessary permissions to access this area. Admin or Editor role is required."
      />
    );
  }
  return <>{children}</>;
}
