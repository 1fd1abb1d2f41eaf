import { Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { authErrorMessage } from '@/lib/account/auth-error-message';
import { confirmEnrollment, groupedKey, startEnrollment, type Enrollment } from '@/lib/account/second-factor';
import { CodeField } from './code-field';
import { useCodeSubmit } from './use-code-submit';

/**
 * Sets up an authenticator app: a QR code and the same key to type in, then the app's first code, which
 * turns two-factor sign-in on (and makes this session aal2). Used by Settings and by the admin area's
 * "two-factor sign-in is required" gate.
 */
export function EnrollAuthenticator({ onEnabled }: { onEnabled: () => void }) {
  const [enrollment, setEnrollment] = useState<Enrollment | null>(null);
  const [copied, setCopied] = useState(false);
  const { error, setError, pending, setPending, onSubmit } = useCodeSubmit(async (code) => {
    if (!enrollment) return;
    await confirmEnrollment(enrollment.factorId, code);
    onEnabled();
  });

  const begin = async () => {
    setError(null);
    setPending(true);
    try {
      setEnrollment(await startEnrollment());
    } catch (err) {
      setError(authErrorMessage(err as Error));
    } finally {
      setPending(false);
    }
  };

  const copy = async () => {
    if (!enrollment) return;
    await navigator.clipboard?.writeText(enrollment.secret);
    setCopied(true);
  };

  if (!enrollment) {
    return (
      <div className="space-y-3">
        <p className="text-sm text-muted-foreground">
          You will need an authenticator app on your phone, such as Google Authenticator, Microsoft
          Authenticator, 1Password or Aegis.
        </p>
        {error && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
        <Button type="button" onClick={() => void begin()} disabled={pending}>
          {pending ? 'Preparing...' : 'Set up authenticator app'}
        </Button>
      </div>
    );
  }

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      className="space-y-4"
      aria-label="Set up authenticator app"
    >
      <ol className="list-decimal space-y-4 pl-5 text-sm">
        <li>
          <p>Scan this QR code with your authenticator app.</p>
          <img
            src={enrollment.qrCode}
            alt="QR code to add this account to an authenticator app"
            width={176}
            height={176}
            className="mt-2 size-44 rounded-md border bg-white p-2"
          />
        </li>
        <li>
          <p>Can&apos;t scan it? Enter this key in the app instead:</p>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <code
              data-testid="totp-secret"
              data-secret={enrollment.secret}
              className="rounded bg-muted px-2 py-1 font-mono text-sm break-all"
            >
              {groupedKey(enrollment.secret)}
            </code>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => void copy()}
              aria-label="Copy key"
            >
              <Copy aria-hidden="true" />
              {copied ? 'Copied' : 'Copy'}
            </Button>
          </div>
        </li>
        <li>
          <p className="mb-2">Enter the 6-digit code the app now shows.</p>
          <CodeField id="enroll-code" error={error} />
        </li>
      </ol>
      <Button type="submit" disabled={pending}>
        {pending ? 'Verifying...' : 'Verify and turn on'}
      </Button>
    </form>
  );
}
