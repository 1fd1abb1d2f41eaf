import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/**
 * A titled card of the admin screens (a region named by its title); `empty` shows a muted empty-state line as its
 * content; `action` sits beside the title.
 */
export function Panel({
  title,
  empty,
  action,
  className,
  children,
}: {
  title: string;
  empty?: string;
  action?: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <Card role="region" aria-labelledby={id} className={cn('min-w-0', className)}>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle id={id}>{title}</CardTitle>
        {action}
      </CardHeader>
      <CardContent>{empty ? <p className="text-sm text-muted-foreground">{empty}</p> : children}</CardContent>
    </Card>
  );
}
