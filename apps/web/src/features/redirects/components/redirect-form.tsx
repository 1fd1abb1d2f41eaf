import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { notify, notifyError } from '@/components/ui/toaster';
import { useCreateRedirect } from '../api/create-redirect';
import { redirectSchema, SOURCE_PATH_MESSAGE, type RedirectInput } from '../api/redirect-schema';
import { REDIRECT_TYPE_LABELS, REDIRECT_TYPES } from '../api/types';
import { useUpdateRedirect } from '../api/update-redirect';
import { serverError } from '../lib/server-error';

interface RedirectFormProps {
  /** The row being edited; without one the form creates a redirect. */
  id?: string;
  defaultValues: RedirectInput;
  /** Called after a successful save (the dialog closes). */
  onSaved(): void;
}

/** The create/edit form inside the redirect dialog (SPEC §2 URL Redirects). */
export function RedirectForm({ id, defaultValues, onSaved }: RedirectFormProps) {
  const form = useForm<RedirectInput>({ resolver: zodResolver(redirectSchema), defaultValues });
  const create = useCreateRedirect();
  const update = useUpdateRedirect();
  // The server's refusal stays in the dialog (a notice fades); cleared on the next attempt.
  const [refusal, setRefusal] = useState<string | null>(null);
  const saving = create.isPending || update.isPending;

  const save = (input: RedirectInput) => {
    setRefusal(null);
    const callbacks = {
      onSuccess: () => {
        notify(id ? 'Redirect updated successfully' : 'Redirect created successfully');
        onSaved();
      },
      // A refusal (a loop, a duplicate source) keeps the dialog open with what the server said.
      onError: (err: unknown) => {
        const { message, details } = serverError(err);
        setRefusal([message, details].filter(Boolean).join(' ') || 'Failed to save redirect');
        notifyError(message ?? 'Failed to save redirect', details ?? undefined);
      },
    };
    if (id) update.mutate({ id, input }, callbacks);
    else create.mutate(input, callbacks);
  };

  // SPEC §5/§8: a source path without the leading '/' is also announced as a notice.
  const refuse = (errors: FieldErrors<RedirectInput>) => {
    if (errors.source_path?.message === SOURCE_PATH_MESSAGE) {
      notifyError('Invalid source path', SOURCE_PATH_MESSAGE);
    }
  };

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(save, refuse)} noValidate className="grid gap-4">
        <FormField
          control={form.control}
          name="source_path"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Source Path</FormLabel>
              <FormControl>
                <Input placeholder="/old-page" autoComplete="off" {...field} />
              </FormControl>
              <FormDescription>Must start with / (e.g., /shop/)</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="destination_url"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Destination URL</FormLabel>
              <FormControl>
                <Input placeholder="/new-page or https://example.com/page" autoComplete="off" {...field} />
              </FormControl>
              <FormDescription>
                A page of this site (/new-page) or another website (https://…, shown as External)
              </FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="redirect_type"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Type</FormLabel>
              <Select value={field.value} onValueChange={field.onChange}>
                <FormControl>
                  <SelectTrigger ref={field.ref} onBlur={field.onBlur}>
                    <SelectValue />
                  </SelectTrigger>
                </FormControl>
                <SelectContent>
                  {REDIRECT_TYPES.map((type) => (
                    <SelectItem key={type} value={type}>
                      {REDIRECT_TYPE_LABELS[type]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="is_active"
          render={({ field }) => (
            <FormItem className="flex items-center gap-3">
              <FormControl>
                <Switch ref={field.ref} checked={field.value} onCheckedChange={field.onChange} />
              </FormControl>
              <FormLabel>Active</FormLabel>
            </FormItem>
          )}
        />
        {refusal && (
          <p
            role="alert"
            className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
          >
            {refusal}
          </p>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={saving}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving...' : id ? 'Update Redirect' : 'Create Redirect'}
          </Button>
        </DialogFooter>
      </form>
    </Form>
  );
}
