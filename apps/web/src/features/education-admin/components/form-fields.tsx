// The field shapes the four education forms repeat, built only from the kit's Form* parts.
import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { NumberInput } from '@/components/ui/number-input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';

interface FieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  description?: ReactNode;
  className?: string;
}

export function TextField<T extends FieldValues>(
  props: FieldProps<T> & { placeholder?: string; multiline?: boolean },
) {
  const { control, name, label, description, className, placeholder, multiline } = props;
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            {multiline ? (
              <Textarea {...field} value={field.value ?? ''} placeholder={placeholder} rows={3} />
            ) : (
              <Input {...field} value={field.value ?? ''} placeholder={placeholder} />
            )}
          </FormControl>
          {description && <FormDescription>{description}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** A number box: the form holds a number, or NaN while the box is empty (the schema says what is wrong). */
export function NumberField<T extends FieldValues>(props: FieldProps<T> & { min?: number; max?: number }) {
  const { control, name, label, description, className, min, max } = props;
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <NumberInput field={field} min={min} max={max} />
          </FormControl>
          {description && <FormDescription>{description}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

export function SelectField<T extends FieldValues>(
  props: FieldProps<T> & {
    options: ReadonlyArray<{ value: string; label: string }>;
    placeholder?: string;
    /** Called after the user picks a value (e.g. to clear a field that depends on it). */
    onPick?: (value: string) => void;
  },
) {
  const { control, name, label, description, className, options, placeholder, onPick } = props;
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          <Select
            value={field.value ?? ''}
            onValueChange={(value) => {
              field.onChange(value);
              onPick?.(value);
            }}
            disabled={field.disabled}
          >
            <FormControl>
              <SelectTrigger onBlur={field.onBlur} ref={field.ref}>
                <SelectValue placeholder={placeholder} />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              {options.map((o) => (
                <SelectItem key={o.value} value={o.value}>
                  {o.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {description && <FormDescription>{description}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

export function SwitchField<T extends FieldValues>(props: FieldProps<T>) {
  const { control, name, label, description, className } = props;
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className ?? 'flex items-center gap-3'}>
          <FormControl>
            <Switch checked={Boolean(field.value)} onCheckedChange={field.onChange} onBlur={field.onBlur} />
          </FormControl>
          <FormLabel>{label}</FormLabel>
          {description && <FormDescription>{description}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
