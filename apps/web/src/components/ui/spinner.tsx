import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <div role="status" className={cn('flex items-center justify-center p-8', className)}>
      <LoaderCircle className="size-8 animate-spin text-primary-strong" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
