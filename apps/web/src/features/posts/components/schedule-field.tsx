import { useFormContext } from 'react-hook-form';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { utcToZoned, zonedToUtc } from '@/lib/zoned-time';
import { errorMessage } from '@/lib/api-error';
import type { PostInput } from '../api/create-post';
import { useEditorialSettings } from '../api/get-editorial-settings';

/**
 * "Publish on" for a scheduled post: date and time on the site's clock (editorial_settings.time_zone, named
 * beside the field), stored as the UTC instant it means. The form keeps the instant ('' while incomplete).
 */
export function ScheduleField({ readOnly }: { readOnly: boolean }) {
  const { control } = useFormContext<PostInput>();
  const settings = useEditorialSettings();
  const timeZone = settings.data?.time_zone;
  return (
    <FormField
      control={control}
      name="publish_at"
      render={({ field }) => (
        <FormItem className="max-w-xs">
          <FormLabel>Publish on</FormLabel>
          <FormControl>
            <Input
              type="datetime-local"
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              value={timeZone ? utcToZoned(field.value, timeZone) : ''}
              onChange={(e) => field.onChange(timeZone ? (zonedToUtc(e.target.value, timeZone) ?? '') : '')}
              disabled={readOnly || !timeZone}
            />
          </FormControl>
          <FormDescription>
            {timeZone
              ? `Time zone: ${timeZone}`
              : settings.isError
                ? `The site's time zone could not be read (${errorMessage(settings.error)}). Reload the page to schedule.`
                : 'Time zone: loading…'}
          </FormDescription>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
