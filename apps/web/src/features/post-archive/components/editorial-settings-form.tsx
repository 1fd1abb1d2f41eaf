import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
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
import { Input } from '@/components/ui/input';
import { NumberInput } from '@/components/ui/number-input';
import { notify, notifyError } from '@/components/ui/toaster';
import { timeZoneNames } from '@/lib/zoned-time';
import type { EditorialSettings } from '../api/get-editorial-settings';
import {
  editorialSettingsSchema,
  RETENTION_MAX_YEARS,
  RETENTION_MIN_YEARS,
  useUpdateEditorialSettings,
  type EditorialSettingsInput,
} from '../api/update-editorial-settings';
import { settingsError } from '../lib/settings-error';

const toValues = (s: EditorialSettings): EditorialSettingsInput => ({
  archive_retention_years: s.archive_retention_years,
  time_zone: s.time_zone,
});

const years = (n: number) => (Number.isFinite(n) && n > 0 ? `${n} ${n === 1 ? 'year' : 'years'}` : 'N years');

/** Archive retention and the site's time zone (admins; the database refuses what it cannot keep). */
export function EditorialSettingsForm({ settings }: { settings: EditorialSettings }) {
  const values = useMemo(() => toValues(settings), [settings]);
  const form = useForm<EditorialSettingsInput>({ resolver: zodResolver(editorialSettingsSchema), values });
  const retention = useWatch({ control: form.control, name: 'archive_retention_years' });
  const zones = useMemo(() => timeZoneNames(), []);
  const zoneListId = useId();
  const save = useUpdateEditorialSettings();

  const onSubmit = (input: EditorialSettingsInput) =>
    save.mutate(input, {
      onSuccess: () => notify('Success', 'Settings saved'),
      onError: (err) => {
        const { field, message } = settingsError(err);
        if (field) form.setError(field, { type: 'server', message }, { shouldFocus: true });
        notifyError('Failed to save settings', message);
      },
    });

  return (
    <Form {...form}>
      <form
        aria-label="Editorial settings"
        noValidate
        onSubmit={form.handleSubmit(onSubmit)}
        className="grid gap-6 md:grid-cols-2"
      >
        <FormField
          control={form.control}
          name="archive_retention_years"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Archive retention (years)</FormLabel>
              <FormControl>
                <NumberInput
                  field={field}
                  min={RETENTION_MIN_YEARS}
                  max={RETENTION_MAX_YEARS}
                  step={1}
                  className="max-w-32"
                />
              </FormControl>
              <FormDescription>
                The published versions of a deleted post are kept for {years(retention)} after the post is
                deleted, then removed. Published versions of existing posts are kept as long as the post
                exists.
              </FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="time_zone"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Site time zone</FormLabel>
              <FormControl>
                <Input list={zoneListId} autoComplete="off" spellCheck={false} {...field} />
              </FormControl>
              <datalist id={zoneListId}>
                {zones.map((zone) => (
                  <option key={zone} value={zone} />
                ))}
              </datalist>
              <FormDescription>
                An IANA name such as Europe/Zurich (type to search). Scheduled posts go live at times in this
                zone, and the archive&apos;s days and times read in it.
              </FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <div className="md:col-span-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save'}
          </Button>
        </div>
      </form>
    </Form>
  );
}
