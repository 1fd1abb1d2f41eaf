import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { notify, notifyError } from '@/components/ui/toaster';
import { prefetchClient } from '@/lib/supabase-loader';
import { useAction } from '@/lib/use-action';
import { signUp as signUpCall } from '../api/sign-up';
import { FormField, formValue } from './form-field';

/**
 * SPEC §4 Forms: 'Creating Account...' while busy; the request is made only when the two passwords match
 * (otherwise nothing happens and no message appears — the spec's silent rule). The password length rule
 * is the server's: its message is shown in the 'Sign up failed' notice. supabase-js is fetched on the
 * first focus inside the form, as for sign-in.
 */
export function SignUpForm() {
  const signUp = useAction(signUpCall);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const password = formValue(form, 'signup-password');
    if (password !== formValue(form, 'signup-confirm-password')) return;
    signUp.run(
      { fullName: formValue(form, 'signup-full-name'), email: formValue(form, 'signup-email'), password },
      {
        onError: (err) => notifyError('Sign up failed', err.message),
        // With a session (autoconfirm) the screen redirects on its own once the user is signed in.
        onSuccess: ({ signedIn }) => {
          if (signedIn) return;
          form.reset();
          notify('Check your email', "We've sent you a confirmation link to complete your registration.");
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-label="Sign Up" onFocus={prefetchClient}>
      <FormField id="signup-full-name" label="Full Name" type="text" autoComplete="name" />
      <FormField id="signup-email" label="Email" type="email" autoComplete="email" />
      <FormField id="signup-password" label="Password" type="password" autoComplete="new-password" />
      <FormField
        id="signup-confirm-password"
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
      />
      <Button type="submit" className="w-full" disabled={signUp.pending}>
        {signUp.pending ? 'Creating Account...' : 'Create Account'}
      </Button>
    </form>
  );
}
