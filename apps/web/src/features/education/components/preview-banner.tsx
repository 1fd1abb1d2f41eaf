import { Eye } from 'lucide-react';

/** Shown on a staff preview of content learners can't see (lib/lifecycle.ts says why). */
export function PreviewBanner({ notice }: { notice: string }) {
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-md border border-amber-500 bg-amber-50 px-4 py-3 font-medium text-amber-950"
    >
      <Eye className="size-5 shrink-0" aria-hidden="true" />
      {notice}
    </p>
  );
}
