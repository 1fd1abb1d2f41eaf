import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { authErrorMessage } from '@/lib/account/auth-error-message';
import { normaliseCode, verifySecondFactor } from '@/lib/account/second-factor';
import { CODE_FORMAT_ERROR, CodeField } from './code-field';

/**
 * "Two-factor authentication": the code step after a password sign-in (and in front of the admin area for a
 * session that has not given it yet). On success supabase-js swaps in the aal2 session (MFA_CHALLENGE_VERIFIED)
 * and whoever rendered this moves on; nothing to do here.
 */
export function SecondFactorForm({ onCancel }: { onCancel: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const input = e.currentTarget.elements.namedItem('code') as HTMLInputElement;
    const code = normaliseCode(input.value);
    if (!code) {
      setError(CODE_FORMAT_ERROR);
      input.focus();
      return;
    }
    setError(null);
    setPending(true);
    try {
      await verifySecondFactor(code);
    } catch (err) {
      setError(authErrorMessage(err as Error));
      input.select();
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-labelledby="second-factor-title">
      <div className="space-y-1">
        <h2 id="second-factor-title" className="text-xl font-semibold">
          Two-factor authentication
        </h2>
        <p className="text-sm text-muted-foreground">
          Open your authenticator app and enter the 6-digit code it shows for this site.
        </p>
      </div>
      <CodeField id="second-factor-code" error={error} autoFocus />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? 'Verifying...' : 'Verify'}
      </Button>
      <p className="text-sm text-muted-foreground">
        Lost your phone? Ask an administrator to reset two-factor sign-in for your account.{' '}
        <Button type="button" variant="link" size="sm" className="h-auto px-0" onClick={onCancel}>
          Sign out
        </Button>
      </p>
    </form>
  );
}
