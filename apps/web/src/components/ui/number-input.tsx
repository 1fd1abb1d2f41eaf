import type * as React from 'react';
import type { ControllerRenderProps, FieldValues } from 'react-hook-form';
import { Input } from './input';

/**
 * A whole-number box bound to a react-hook-form field that holds a number, or NaN while the box is empty (the
 * form's schema says what is wrong with that). The forms with a number (retention settings, quiz limits) share it.
 */
export function NumberInput<T extends FieldValues>({
  field: { name, ref, onBlur, disabled, value, onChange },
  ...props
}: { field: ControllerRenderProps<T> } & Omit<
  React.ComponentProps<'input'>,
  'type' | 'value' | 'onChange' | 'onBlur' | 'name' | 'ref' | 'disabled'
>) {
  const n = value as number | null | undefined;
  return (
    <Input
      type="number"
      inputMode="numeric"
      {...props}
      name={name}
      ref={ref}
      onBlur={onBlur}
      disabled={disabled}
      value={n === undefined || n === null || Number.isNaN(n) ? '' : String(n)}
      onChange={(e) => onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
    />
  );
}
