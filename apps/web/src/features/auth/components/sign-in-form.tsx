import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { notifyError } from '@/components/ui/toaster';
import { prefetchClient } from '@/lib/supabase-loader';
import { useAction } from '@/lib/use-action';
import { signIn as signInCall } from '../api/sign-in';
import { FormField, formValue } from './form-field';

/**
 * SPEC §4 Forms: 'Signing In...' while busy; on error a 'Sign in failed' notice with the service's message
 * and the visitor stays. Success needs no handler here: the screen redirects as soon as a user is signed in.
 * The screen works without supabase-js; the first focus inside the form (a field, or the button) starts
 * fetching it, so it is usually there by the time the visitor submits (React's onFocus bubbles).
 */
export function SignInForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const signIn = useAction(signInCall);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    signIn.run(
      { email: formValue(form, 'signin-email'), password: formValue(form, 'signin-password') },
      { onError: (err) => notifyError('Sign in failed', err.message) },
    );
  };

  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-label="Sign In" onFocus={prefetchClient}>
      <FormField id="signin-email" label="Email" type="email" autoComplete="email" />
      <FormField id="signin-password" label="Password" type="password" autoComplete="current-password" />
      <div className="-mt-2 text-right">
        <Button type="button" variant="link" size="sm" className="h-auto px-0" onClick={onForgotPassword}>
          Forgot password?
        </Button>
      </div>
      <Button type="submit" className="w-full" disabled={signIn.pending}>
        {signIn.pending ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  );
}
