import type * as React from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';

interface FormSelectProps extends React.ComponentProps<'select'> {
  options: readonly string[];
  placeholder: string;
}

/**
 * A native select styled like the Input primitive: the platform's own picker is the most usable one on
 * phones and needs no extra script on a public page.
 */
export function FormSelect({ options, placeholder, className, ...props }: FormSelectProps) {
  // A value the list does not have (the list changed since the form was sent, or a hand-made post) stays chosen.
  const kept = props.defaultValue;
  const unlisted = typeof kept === 'string' && kept !== '' && !options.includes(kept) ? kept : null;
  return (
    <div className="relative">
      <select
        className={cn(
          'flex h-10 w-full appearance-none rounded-md border border-input bg-background px-3 py-2 pr-9 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm',
          className,
        )}
        defaultValue=""
        {...props}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
        {unlisted !== null && <option value={unlisted}>{unlisted}</option>}
      </select>
      <ChevronDown
        className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
    </div>
  );
}
