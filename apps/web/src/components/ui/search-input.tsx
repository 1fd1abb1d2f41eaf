import { Search } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@/lib/cn';
import { Input } from './input';

/**
 * A search box with its magnifier (the staff lists' filter). The icon is decoration: name the box with a
 * <Label htmlFor> or aria-label, as any input. `className` sizes the wrapper; the box fills it.
 */
export function SearchInput({ className, ...props }: Omit<React.ComponentProps<'input'>, 'type'>) {
  return (
    <div className={cn('relative', className)}>
      <Search
        className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input type="search" className="pl-9" {...props} />
    </div>
  );
}
