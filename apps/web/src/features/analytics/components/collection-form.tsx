import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { NumberInput } from '@/components/ui/number-input';
import { Switch } from '@/components/ui/switch';
import { notify, notifyError } from '@/components/ui/toaster';
import type { AnalyticsSettings } from '../api/get-analytics-settings';
import {
  analyticsSettingsSchema,
  useUpdateAnalyticsSettings,
  type AnalyticsSettingsInput,
} from '../api/update-analytics-settings';

/** Admins: collection on or off, and how long raw events are kept before only daily totals remain. */
export function CollectionForm({ settings }: { settings: AnalyticsSettings }) {
  const values = useMemo(() => ({ ...settings }), [settings]);
  const form = useForm<AnalyticsSettingsInput>({ resolver: zodResolver(analyticsSettingsSchema), values });
  const save = useUpdateAnalyticsSettings();

  const onSubmit = (input: AnalyticsSettingsInput) =>
    save.mutate(input, {
      onSuccess: (saved) =>
        notify('Success', saved.collect ? 'Analytics settings saved' : 'Analytics collection is off'),
      onError: (err) => notifyError('Failed to save settings', err.message),
    });

  return (
    <Form {...form}>
      <form aria-label="Collection" noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
        <FormField
          control={form.control}
          name="collect"
          render={({ field }) => (
            <FormItem className="flex flex-row items-center gap-3">
              <FormControl>
                <Switch ref={field.ref} checked={field.value} onCheckedChange={field.onChange} />
              </FormControl>
              <FormLabel>Collect analytics</FormLabel>
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="retention_days"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Keep raw events for (days)</FormLabel>
              <FormControl>
                <NumberInput field={field} min={1} max={3650} step={1} className="max-w-32" />
              </FormControl>
              <FormDescription>
                Single page views are deleted after this many days (1 to 3650); the daily totals are kept.
              </FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
      </form>
    </Form>
  );
}
