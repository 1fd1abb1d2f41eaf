import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { SCOPE_LABELS, type ArchiveFilterInput } from '../lib/archive-filter';

const SCOPES = Object.entries(SCOPE_LABELS) as Array<[ArchiveFilterInput['scope'], string]>;

/** From / To (inclusive days) and which posts; the list follows as soon as the values are valid. */
export function ArchiveFilterForm({
  form,
  actions,
}: {
  form: UseFormReturn<ArchiveFilterInput>;
  /** Shown at the end of the row (the Export button). */
  actions: ReactNode;
}) {
  return (
    <Form {...form}>
      <form
        aria-label="Archive filter"
        noValidate
        onSubmit={(e) => e.preventDefault()}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,12rem))_1fr] lg:items-start"
      >
        <FormField
          control={form.control}
          name="from"
          render={({ field }) => (
            <FormItem>
              <FormLabel>From</FormLabel>
              <FormControl>
                <Input type="date" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="to"
          render={({ field }) => (
            <FormItem>
              <FormLabel>To</FormLabel>
              <FormControl>
                <Input type="date" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="scope"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Show</FormLabel>
              <Select value={field.value} onValueChange={field.onChange} disabled={field.disabled}>
                <FormControl>
                  <SelectTrigger onBlur={field.onBlur} ref={field.ref}>
                    <SelectValue />
                  </SelectTrigger>
                </FormControl>
                <SelectContent>
                  {SCOPES.map(([value, label]) => (
                    <SelectItem key={value} value={value}>
                      {label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <FormMessage />
            </FormItem>
          )}
        />
        <div className="flex sm:col-span-2 lg:col-span-1 lg:justify-end lg:pt-[1.625rem]">{actions}</div>
      </form>
    </Form>
  );
}
