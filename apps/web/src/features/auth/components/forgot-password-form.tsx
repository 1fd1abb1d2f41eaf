import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { authErrorMessage } from '@/lib/account/auth-error-message';
import { prefetchClient } from '@/lib/supabase-loader';
import { useAction } from '@/lib/use-action';
import { requestPasswordReset } from '../api/request-password-reset';
import { FormField, formValue } from './form-field';

export const RESET_SENT = 'If an account exists for that address, we have sent a link to reset the password.';

/**
 * "Forgot password?" (issue 25): asks the e-mail and always answers the same neutral confirmation, so the
 * form never tells who has an account. A refusal (too many e-mails, a malformed address) is said in words.
 */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const request = useAction(requestPasswordReset);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The form replaced the one holding focus ("Forgot password?"): the keyboard continues in its field.
  useEffect(() => document.getElementById('reset-email')?.focus(), []);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setError(null);
    setSent(false);
    request.run(formValue(e.currentTarget, 'reset-email'), {
      onSuccess: () => setSent(true),
      onError: (err) => setError(authErrorMessage(err)),
    });
  };

  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-label="Reset password" onFocus={prefetchClient}>
      <div className="space-y-1">
        <h2 className="text-lg font-semibold">Reset your password</h2>
        <p className="text-sm text-muted-foreground">
          Enter the e-mail address you sign in with and we will send you a link to choose a new password.
        </p>
      </div>
      <FormField id="reset-email" label="Email" type="email" autoComplete="email" />
      <div role="status" aria-live="polite">
        {sent ? <p className="rounded-md border bg-accent p-3 text-sm">{RESET_SENT}</p> : null}
      </div>
      <div role="alert">
        {error ? (
          <p className="rounded-md border border-destructive p-3 text-sm text-destructive">{error}</p>
        ) : null}
      </div>
      <Button type="submit" className="w-full" disabled={request.pending}>
        {request.pending ? 'Sending...' : 'Send reset link'}
      </Button>
      <Button type="button" variant="link" className="w-full" onClick={onBack}>
        Back to Sign In
      </Button>
    </form>
  );
}
