import { lazy, Suspense, useSyncExternalStore, type CSSProperties } from 'react';

// Notices are mounted by the first notice, not by the page: a visitor who is never notified downloads no
// sonner and pays for none of its styles or DOM while the page starts. sonner keeps its queue in its module
// and replays what is still showing to a Toaster that subscribes late, so the first notice is not lost.
const Sonner = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

let wanted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const isWanted = () => wanted;

function want(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

// sonner's rich colours put success and error text at about 4.3:1 on their tinted backgrounds, under WCAG
// AA's 4.5:1 (axe fails any screen while such a notice shows); these darker shades reach about 5.9:1.
const ACCESSIBLE_COLOURS = {
  '--success-text': 'hsl(140, 100%, 22%)',
  '--error-text': 'hsl(360, 100%, 38%)',
} as CSSProperties;

/** Notices (SPEC §8): short titled messages; failures use the destructive style. */
export function Toaster() {
  const shown = useSyncExternalStore(subscribe, isWanted, () => false);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <Sonner position="top-right" richColors closeButton style={ACCESSIBLE_COLOURS} />
    </Suspense>
  );
}

export function notify(title: string, description?: string): void {
  want();
  void import('sonner').then(({ toast }) => toast.success(title, { description }));
}

export function notifyError(title: string, description?: string): void {
  want();
  void import('sonner').then(({ toast }) => toast.error(title, { description }));
}
