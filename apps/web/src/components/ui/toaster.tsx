import { lazy, Suspense } from 'react';

// Loaded after first paint: no page needs notices before it has rendered. `notify` imports sonner on
// demand, and sonner keeps its queue in its module, so a toast raised early still shows.
const Sonner = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** Notices (SPEC §8): short titled messages; failures use the destructive style. */
export function Toaster() {
  return (
    <Suspense fallback={null}>
      <Sonner position="top-right" richColors closeButton />
    </Suspense>
  );
}

export function notify(title: string, description?: string): void {
  void import('sonner').then(({ toast }) => toast.success(title, { description }));
}

export function notifyError(title: string, description?: string): void {
  void import('sonner').then(({ toast }) => toast.error(title, { description }));
}
