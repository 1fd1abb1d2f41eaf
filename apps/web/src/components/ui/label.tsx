import type * as React from 'react';
import { cn } from '@/lib/cn';

// A plain <label> with the one behaviour Radix's Label adds: a double click on the label's text does not
// select it (a click on a control inside the label is left alone). Ours keeps Radix's Primitive, Slot and
// compose-refs (1.7 KB gzip) off the public forms (contact, glossary search, sign-in).
const CONTROLS = 'button, input, select, textarea';

export function Label({ className, onMouseDown, ...props }: React.ComponentProps<'label'>) {
  return (
    // The label's control is named by htmlFor (or nested), so the label needs no role or key handling.
    <label
      data-slot="label"
      className={cn(
        'text-sm font-medium leading-none peer-disabled:cursor-not-allowed peer-disabled:opacity-70',
        className,
      )}
      onMouseDown={(event) => {
        if (event.target instanceof Element && event.target.closest(CONTROLS)) return;
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
      {...props}
    />
  );
}
