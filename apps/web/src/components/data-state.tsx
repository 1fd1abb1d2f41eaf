// The three states a screen's data passes through before it is shown — loading, failed, empty — written
// once. Every staff screen had its own copy of each (a status region with skeleton rows, a red alert, a muted
// "No … yet" line), and they had begun to differ: some loading placeholders were not announced.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/cn';

interface LoadingStateProps {
  /** Said to screen readers: 'Loading users'. */
  label: string;
  /** The placeholder: `rows` skeleton blocks of `rowClassName` (or your own `children`), laid out by `className`. */
  rows?: number;
  rowClassName?: string;
  className?: string;
  children?: ReactNode;
}

/** A busy status region: its label for screen readers, skeleton blocks for the eye. */
export function LoadingState({
  label,
  rows = 3,
  rowClassName = 'h-10 w-full',
  className,
  children,
}: LoadingStateProps) {
  return (
    <div className={cn('space-y-2', className)} role="status" aria-busy="true">
      <span className="sr-only">{label}</span>
      {children ?? Array.from({ length: rows }, (_, i) => <Skeleton key={i} className={rowClassName} />)}
    </div>
  );
}

/** A failed read, as an alert. */
export function ErrorState({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p role="alert" className={cn('text-destructive', className)}>
      {children}
    </p>
  );
}

interface EmptyStateProps {
  /** The one line: 'No users match your search'. */
  title: ReactNode;
  /** A level-2 heading rather than a line (a screen whose whole list is empty). */
  heading?: boolean;
  icon?: LucideIcon;
  description?: ReactNode;
  /** What to do about it: a button or link. */
  action?: ReactNode;
  /** In a dashed box, where no card frames the list. */
  boxed?: boolean;
  className?: string;
}

/** Nothing to show: a muted line, or with an icon, a description and an action, a centred block. */
export function EmptyState({
  title,
  heading,
  icon: Icon,
  description,
  action,
  boxed,
  className,
}: EmptyStateProps) {
  const frame = boxed && 'rounded-md border border-dashed';
  if (!Icon && !description && !action && !heading) {
    return (
      <p
        className={cn('text-center text-muted-foreground', boxed ? 'p-8' : 'py-8 text-sm', frame, className)}
      >
        {title}
      </p>
    );
  }
  return (
    <div className={cn('flex flex-col items-center gap-3 py-12 text-center', frame, className)}>
      {Icon && <Icon className="size-12 text-muted-foreground" aria-hidden="true" />}
      {heading ? (
        <h2 className="text-lg font-semibold">{title}</h2>
      ) : (
        <p className={cn('max-w-md', description ? 'font-medium' : 'text-muted-foreground')}>{title}</p>
      )}
      {description && <p className="max-w-md text-muted-foreground">{description}</p>}
      {action}
    </div>
  );
}

/** What DataState reads of a query (TanStack Query's result has it). */
export interface DataQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

interface DataStateProps {
  query: DataQuery;
  /** The loading placeholder: its label, or the whole LoadingState. */
  loading: string | ReactNode;
  /**
   * The alert's words from the error's message: `(m) => \`Failed to load users: ${m}\``; without it,
   * 'Failed to load: <message>'.
   */
  error?: (message: string) => ReactNode;
  /** Shown instead of the data when given (the caller knows what empty means: a search may empty a list). */
  empty?: ReactNode;
  /** The data, once it is there (a function: it runs only then). */
  children: () => ReactNode;
}

/** Loading, then the error or the empty state or the data — in that order, one of them at a time. */
export function DataState({ query, loading, error, empty, children }: DataStateProps) {
  if (query.isPending) return typeof loading === 'string' ? <LoadingState label={loading} /> : loading;
  if (query.isError) {
    const message = query.error ? errorMessage(query.error) : '';
    return (
      <ErrorState>{error ? error(message) : `Failed to load${message ? `: ${message}` : ''}`}</ErrorState>
    );
  }
  if (empty) return empty;
  return children();
}

/** The usual error words: 'Failed to load users: <message>' (no colon when the server gave no message). */
export const failedToLoad = (what: string) => (message: string) =>
  `Failed to load ${what}${message ? `: ${message}` : ''}`;
