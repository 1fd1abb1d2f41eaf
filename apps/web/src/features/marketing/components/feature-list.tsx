import { CircleCheck } from 'lucide-react';
import { cn } from '@/lib/cn';

/** The bullet list of what a service includes. */
export function FeatureList({ features, className }: { features: readonly string[]; className?: string }) {
  return (
    <ul className={cn('space-y-2 text-sm', className)}>
      {features.map((feature) => (
        <li key={feature} className="flex gap-2">
          <CircleCheck className="mt-0.5 size-4 shrink-0 text-primary-strong" aria-hidden="true" />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}
