import type * as React from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

type FormFieldProps = Omit<React.ComponentProps<typeof Input>, 'id'> & { id: string; label: string };

/** A labelled, required input: the browser checks presence and e-mail shape (SPEC §5). */
export function FormField({ id, label, ...props }: FormFieldProps) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} name={id} required {...props} />
    </div>
  );
}

/** The named text value of a submitted form ('' when absent). */
export function formValue(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
}
