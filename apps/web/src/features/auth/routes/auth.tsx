import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate, useLocation } from '@/lib/router';
import { RoutePageMeta } from '@/components/route-page-meta';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { SecondFactorForm } from '@/components/second-factor/second-factor-form';
import { paths } from '@/config/paths';
import { secondFactorPending } from '@/lib/account/assurance';
import { useAuth } from '@/lib/auth/use-auth';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { SignInForm } from '../components/sign-in-form';
import { SignUpForm } from '../components/sign-up-form';
import { originPath } from '../lib/origin-path';

const termsLinkClass = 'font-medium text-primary-strong underline-offset-4 hover:underline';

/**
 * The sign-in screen (SPEC §2 /auth). A signed-in user — already, or just now through either form — is
 * sent on (replacing history) to the path they came from, or to '/' — once they have also given the code of
 * their authenticator app, when their account has two-factor sign-in (issue 25).
 */
export function Component() {
  const { user, session, loading, signOut } = useAuth();
  const location = useLocation();
  // "Forgot password?" replaces the Sign In form in its tab; a reset page's "ask again" opens it directly.
  const [forgot, setForgot] = useState(() => isForgotState(location.state));

  const codeOwed = secondFactorPending(session);
  if (user && !codeOwed) return <Navigate to={originPath(location.state)} replace />;

  return (
    <main
      id="main"
      className="flex min-h-screen items-center justify-center bg-gradient-to-br from-accent via-background to-accent px-4 py-12"
    >
      <RoutePageMeta route={paths.auth.path} path={paths.auth.href()} />
      <div className="w-full max-w-md space-y-6">
        <Button asChild variant="ghost" size="sm">
          <Link to={paths.home.href()}>
            <ArrowLeft aria-hidden="true" />
            Back to Home
          </Link>
        </Button>
        <div className="text-center">
          <ShieldCheck className="mx-auto size-12 text-primary-strong" aria-hidden="true" />
          <h1 className="mt-4 text-3xl font-bold tracking-tight">Admin Portal</h1>
          <p className="mt-2 text-muted-foreground">Access your content management system</p>
        </div>
        {loading ? (
          <Spinner label="Checking your session" />
        ) : codeOwed ? (
          <Card>
            <CardContent className="pt-6">
              <SecondFactorForm onCancel={() => void signOut()} />
            </CardContent>
          </Card>
        ) : (
          <Card>
            <Tabs defaultValue="signin">
              <CardHeader className="pb-0">
                <TabsList>
                  <TabsTrigger value="signin">Sign In</TabsTrigger>
                  <TabsTrigger value="signup">Sign Up</TabsTrigger>
                </TabsList>
              </CardHeader>
              <CardContent className="pt-2">
                <TabsContent value="signin">
                  {forgot ? (
                    <ForgotPasswordForm onBack={() => setForgot(false)} />
                  ) : (
                    <SignInForm onForgotPassword={() => setForgot(true)} />
                  )}
                </TabsContent>
                <TabsContent value="signup">
                  <SignUpForm />
                </TabsContent>
              </CardContent>
            </Tabs>
            <CardFooter>
              <p className="w-full text-center text-sm text-muted-foreground">
                By signing up, you agree to our{' '}
                <Link to={paths.terms.href()} className={termsLinkClass}>
                  Terms of Service
                </Link>{' '}
                and{' '}
                <Link to={paths.privacy.href()} className={termsLinkClass}>
                  Privacy Policy
                </Link>
                .
              </p>
            </CardFooter>
          </Card>
        )}
      </div>
    </main>
  );
}

/** `navigate(paths.auth.href(), { state: { forgotPassword: true } })` opens the reset request form. */
function isForgotState(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { forgotPassword?: unknown }).forgotPassword === true
  );
}
