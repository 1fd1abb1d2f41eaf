import { Toaster as Sonner, toast } from 'sonner';

/** Notices (SPEC §8): short titled messages; failures use the destructive style. */
export function Toaster() {
  return <Sonner position="top-right" richColors closeButton />;
}

export function notify(title: string, description?: string): void {
  toast.success(title, { description });
}

export function notifyError(title: string, description?: string): void {
  toast.error(title, { description });
}
