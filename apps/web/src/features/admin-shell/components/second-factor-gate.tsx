import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { EnrollAuthenticator } from '@/components/second-factor/enroll-authenticator';
import { SecondFactorForm } from '@/components/second-factor/second-factor-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { currentAal, secondFactorPending } from '@/lib/account/assurance';
import { useAuth } from '@/lib/auth/use-auth';
import { staffNeedsSecondFactor, staffSecondFactorKey } from '../api/get-staff-second-factor';

/**
 * In front of the admin area (issue 25): a session that still owes its authenticator code gives it here; and
 * when the firm requires two-factor sign-in for staff (Settings → Security), a staff member without an
 * authenticator sets one up before anything else — the database would treat them as a contributor until then.
 */
export function SecondFactorGate({ children }: { children: ReactNode }) {
  const { session, signOut } = useAuth();
  const owed = secondFactorPending(session);
  const aal = currentAal(session);
  // Asked of every aal1 session (the database knows the role and the setting; a learner gets false), in
  // parallel with the profile read rather than after it.
  const required = useQuery({
    queryKey: staffSecondFactorKey(session?.user.id, aal),
    queryFn: staffNeedsSecondFactor,
    enabled: aal === 'aal1' && !owed,
  });

  if (owed) {
    return (
      <GateFrame>
        <SecondFactorForm onCancel={() => void signOut()} />
      </GateFrame>
    );
  }
  if (required.isPending && required.fetchStatus !== 'idle') {
    return <Spinner label="Checking your access" />;
  }
  if (required.data === true) {
    return (
      <GateFrame>
        <CardHeader className="p-0">
          <CardTitle>Set up two-factor sign-in</CardTitle>
          <CardDescription>
            This site requires staff to confirm each sign-in with a code from an authenticator app. Set it up
            to continue to the admin area.
          </CardDescription>
        </CardHeader>
        <EnrollAuthenticator onEnabled={() => void required.refetch()} />
        <p className="text-sm text-muted-foreground">
          Not now?{' '}
          <Button
            type="button"
            variant="link"
            size="sm"
            className="h-auto px-0"
            onClick={() => void signOut()}
          >
            Sign out
          </Button>
        </p>
      </GateFrame>
    );
  }
  return <>{children}</>;
}

function GateFrame({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-muted/40 px-4 py-12">
      <title>Two-factor authentication | Admin</title>
      <div className="w-full max-w-md space-y-6">
        <ShieldCheck className="mx-auto size-12 text-primary-strong" aria-hidden="true" />
        <Card>
          <CardContent className="space-y-4 pt-6">{children}</CardContent>
        </Card>
      </div>
    </main>
  );
}
