import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { authErrorMessage } from '@/lib/account/auth-error-message';
import { changeEmailSchema, useChangeEmail, type ChangeEmailInput } from '../api/change-email';
import { Outcome } from './change-password-form';

/** Settings → Change e-mail (issue 25): the server mails a confirmation link to the new address. */
export function ChangeEmailForm({ email }: { email: string }) {
  const schema = useMemo(() => changeEmailSchema(email), [email]);
  const form = useForm<ChangeEmailInput>({ resolver: zodResolver(schema), defaultValues: { email: '' } });
  const change = useChangeEmail();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const onSubmit = (input: ChangeEmailInput) => {
    setOutcome(null);
    change.mutate(input, {
      onSuccess: (result) => {
        form.reset({ email: '' });
        setOutcome({
          ok: true,
          text:
            result.status === 'confirm'
              ? `Check the inbox of ${result.email} for a confirmation link. Your e-mail address changes when you open it; until then you sign in with ${email}.`
              : `Your e-mail address is now ${result.email}.`,
        });
      },
      onError: (err) => setOutcome({ ok: false, text: authErrorMessage(err) }),
    });
  };

  return (
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit(onSubmit)}
        noValidate
        className="space-y-4"
        aria-label="Change e-mail"
      >
        <h3 className="font-semibold">Change e-mail</h3>
        <p className="text-sm text-muted-foreground">
          You sign in with <span className="font-medium text-foreground">{email}</span>.
        </p>
        <FormField
          control={form.control}
          name="email"
          render={({ field }) => (
            <FormItem>
              <FormLabel>New e-mail address</FormLabel>
              <FormControl>
                <Input type="email" autoComplete="email" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Outcome outcome={outcome} />
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Sending...' : 'Change e-mail'}
        </Button>
      </form>
    </Form>
  );
}
