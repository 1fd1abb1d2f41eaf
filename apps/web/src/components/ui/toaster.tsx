import { lazy, Suspense, type CSSProperties } from 'react';

// Loaded after first paint: no page needs notices before it has rendered. `notify` imports sonner on
// demand, and sonner keeps its queue in its module, so a toast raised early still shows.
const Sonner = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

// sonner's rich colours put success and error text at about 4.3:1 on their tinted backgrounds, under WCAG
// AA's 4.5:1 (axe fails any screen while such a notice shows); these darker shades reach about 5.9:1.
const ACCESSIBLE_COLOURS = {
  '--success-text': 'hsl(140, 100%, 22%)',
  '--error-text': 'hsl(360, 100%, 38%)',
} as CSSProperties;

/** Notices (SPEC §8): short titled messages; failures use the destructive style. */
export function Toaster() {
  return (
    <Suspense fallback={null}>
      <Sonner position="top-right" richColors closeButton style={ACCESSIBLE_COLOURS} />
    </Suspense>
  );
}

export function notify(title: string, description?: string): void {
  void import('sonner').then(({ toast }) => toast.success(title, { description }));
}

export function notifyError(title: string, description?: string): void {
  void import('sonner').then(({ toast }) => toast.error(title, { description }));
}
