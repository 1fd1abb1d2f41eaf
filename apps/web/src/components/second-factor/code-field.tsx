import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** The one-time code input: numeric keyboard on phones, the OS's code autofill, the error tied to it. */
export function CodeField({
  id,
  error,
  autoFocus,
}: {
  id: string;
  error: string | null;
  autoFocus?: boolean;
}) {
  const errorId = `${id}-error`;
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>Authentication code</Label>
      <Input
        id={id}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9 \-]*"
        maxLength={9}
        placeholder="123 456"
        className="font-mono text-lg tracking-widest"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        autoFocus={autoFocus}
      />
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

export const CODE_FORMAT_ERROR = 'Enter the 6-digit code from your authenticator app.';
