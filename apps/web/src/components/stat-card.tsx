import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/**
 * One figure of the admin screens (dashboard, analytics): a titled card — a group named by its title, so a
 * screen reader (and a test) finds "Page Views" and reads its value and note together.
 */
export function StatCard({
  title,
  value,
  icon: Icon,
  note,
  children,
}: {
  title: string;
  value: string;
  icon: LucideIcon;
  note?: string;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <Card role="group" aria-labelledby={id}>
      <CardHeader className="flex flex-row items-center justify-between pb-2">
        <CardTitle id={id} className="text-sm font-medium">
          {title}
        </CardTitle>
        <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
      </CardHeader>
      <CardContent>
        <p className="text-2xl font-bold" data-slot="stat-value">
          {value}
        </p>
        {children}
        {note && (
          <p className="text-xs text-muted-foreground" data-slot="stat-note">
            {note}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
