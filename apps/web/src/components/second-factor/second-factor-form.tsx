import { Button } from '@/components/ui/button';
import { verifySecondFactor } from '@/lib/account/second-factor';
import { CodeField } from './code-field';
import { useCodeSubmit } from './use-code-submit';

/**
 * "Two-factor authentication": the code step after a password sign-in (and in front of the admin area for a
 * session that has not given it yet). On success supabase-js swaps in the aal2 session (MFA_CHALLENGE_VERIFIED)
 * and whoever rendered this moves on; nothing to do here.
 */
export function SecondFactorForm({ onCancel }: { onCancel: () => void }) {
  const { error, pending, onSubmit } = useCodeSubmit(verifySecondFactor);

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      className="space-y-4"
      aria-labelledby="second-factor-title"
    >
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
