import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { authErrorMessage } from '@/lib/account/auth-error-message';
import { changePasswordSchema, useChangePassword, type ChangePasswordInput } from '../api/change-password';

const EMPTY: ChangePasswordInput = { currentPassword: '', password: '', confirmPassword: '' };

export const PASSWORD_CHANGED = 'Your password has been changed. Your other sessions have been signed out.';

const FIELDS = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { name: 'password', label: 'New password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm new password', autoComplete: 'new-password' },
] as const;

/** Settings → Change password (issue 25): current password again, the new one twice; outcome said in place. */
export function ChangePasswordForm() {
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
  });
  const change = useChangePassword();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const onSubmit = (input: ChangePasswordInput) => {
    setOutcome(null);
    change.mutate(input, {
      onSuccess: () => {
        form.reset(EMPTY);
        setOutcome({ ok: true, text: PASSWORD_CHANGED });
      },
      onError: (err) => {
        const text = authErrorMessage(err);
        // Said once, under the field it is about (and focused there); other failures below the form.
        if (err.name === 'WrongCurrentPasswordError')
          form.setError('currentPassword', { message: text }, { shouldFocus: true });
        else setOutcome({ ok: false, text });
      },
    });
  };

  return (
    <Form {...form}>
      <form
        id="change-password"
        onSubmit={form.handleSubmit(onSubmit)}
        noValidate
        className="space-y-4"
        aria-label="Change password"
      >
        <h3 className="font-semibold">Change password</h3>
        {FIELDS.map((f) => (
          <FormField
            key={f.name}
            control={form.control}
            name={f.name}
            render={({ field }) => (
              <FormItem>
                <FormLabel>{f.label}</FormLabel>
                <FormControl>
                  <Input type="password" autoComplete={f.autoComplete} {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        ))}
        <Outcome outcome={outcome} />
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Changing...' : 'Change password'}
        </Button>
      </form>
    </Form>
  );
}

/** A form's result in words: success as a status, failure as an alert (both announced). */
export function Outcome({ outcome }: { outcome: { ok: boolean; text: string } | null }) {
  return (
    <>
      <div role="status">
        {outcome?.ok ? <p className="rounded-md border bg-accent p-3 text-sm">{outcome.text}</p> : null}
      </div>
      <div role="alert">
        {outcome && !outcome.ok ? (
          <p className="rounded-md border border-destructive p-3 text-sm text-destructive">{outcome.text}</p>
        ) : null}
      </div>
    </>
  );
}
