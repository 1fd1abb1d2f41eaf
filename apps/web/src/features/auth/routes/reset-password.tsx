import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { RoutePageMeta } from '@/components/route-page-meta';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { SecondFactorForm } from '@/components/second-factor/second-factor-form';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { secondFactorPending } from '@/lib/account/assurance';
import { authErrorMessage } from '@/lib/account/auth-error-message';
import { newPasswordSchema, type NewPasswordInput } from '@/lib/account/password-schema';
import { useAuth } from '@/lib/auth/use-auth';
import { Link, useNavigate } from '@/lib/router';
import { useAction } from '@/lib/use-action';
import { setNewPassword } from '../api/set-new-password';
import { readRecoveryLink } from '../lib/recovery-link';

/**
 * Where the e-mailed recovery link lands (issue 25). supabase-js takes the link's session out of the URL;
 * with it the user sets a new password (twice; the server's rules answer in words) and goes on to /admin,
 * signed in. An account with two-factor sign-in gives its code first: the server sets a password only from an
 * aal2 session of such an account, a recovery link's included (issue 37, GoTrue's rule). An expired, used or
 * missing link says so and offers to ask for a new one.
 */
export function Component() {
  const [link] = useState(() => readRecoveryLink(typeof window === 'undefined' ? '' : window.location.hash));
  const { user, session, loading, signOut } = useAuth();

  let body;
  if (link.kind === 'session' && loading) {
    body = <Spinner label="Checking your link" />;
  } else if (link.kind === 'session' && user && secondFactorPending(session)) {
    body = (
      <Card>
        <CardContent className="pt-6">
          <SecondFactorForm onCancel={() => void signOut()} />
        </CardContent>
      </Card>
    );
  } else if (link.kind === 'session' && user) {
    body = <NewPasswordCard />;
  } else {
    body = <InvalidLinkCard kind={link.kind} message={link.message} />;
  }

  return (
    <main
      id="main"
      className="flex min-h-screen items-center justify-center bg-gradient-to-br from-accent via-background to-accent px-4 py-12"
    >
      <RoutePageMeta route={paths.authResetPassword.path} path={paths.authResetPassword.href()} />
      <div className="w-full max-w-md space-y-6">
        <div className="text-center">
          <KeyRound className="mx-auto size-12 text-primary-strong" aria-hidden="true" />
          <h1 className="mt-4 text-3xl font-bold tracking-tight">Reset Password</h1>
        </div>
        {body}
      </div>
    </main>
  );
}

function NewPasswordCard() {
  const navigate = useNavigate();
  const save = useAction(setNewPassword);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<NewPasswordInput>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = (input: NewPasswordInput) => {
    setError(null);
    save.run(input.password, {
      onSuccess: () => {
        notify(
          'Password updated',
          'You are signed in with your new password. Your other sessions have been signed out.',
        );
        void navigate(paths.admin.href(), { replace: true });
      },
      onError: (err) => setError(authErrorMessage(err)),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Choose a new password</CardTitle>
        <CardDescription>Type it twice. You will be signed in with it.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form
            onSubmit={form.handleSubmit(onSubmit)}
            noValidate
            className="space-y-4"
            aria-label="New password"
          >
            <FormField
              control={form.control}
              name="password"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>New password</FormLabel>
                  <FormControl>
                    <Input type="password" autoComplete="new-password" {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="confirmPassword"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Confirm new password</FormLabel>
                  <FormControl>
                    <Input type="password" autoComplete="new-password" {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <div role="alert">
              {error ? (
                <p className="rounded-md border border-destructive p-3 text-sm text-destructive">{error}</p>
              ) : null}
            </div>
            <Button type="submit" className="w-full" disabled={save.pending}>
              {save.pending ? 'Saving...' : 'Set new password'}
            </Button>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}

function InvalidLinkCard({
  kind,
  message,
}: {
  kind: 'session' | 'expired' | 'error' | 'none';
  message: string | null;
}) {
  const title = kind === 'none' ? 'Open the link from your e-mail' : 'This link is invalid or has expired';
  const text =
    kind === 'none'
      ? 'To set a new password, open the link in the password reset e-mail we sent you, or ask for a new one.'
      : kind === 'error' && message
        ? `${message}. Links can be used once and expire after a while; ask for a new one.`
        : 'Password reset links can be used once and expire after a while. Ask for a new one.';
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{text}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <Button asChild>
          <Link to={paths.auth.href()} state={{ forgotPassword: true }}>
            Request a new link
          </Link>
        </Button>
        <Button asChild variant="link">
          <Link to={paths.auth.href()}>Back to Sign In</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
