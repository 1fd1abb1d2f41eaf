import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A decorative icon on a soft orange tile; hidden from assistive technology (the text beside it says it all). */
export function IconBadge({ icon: Icon, className }: { icon: LucideIcon; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex size-12 shrink-0 items-center justify-center rounded-lg bg-accent text-primary-strong',
        className,
      )}
    >
      <Icon className="size-6" aria-hidden="true" />
    </span>
  );
}
