// The archive's filter: a range of whole days (inclusive, on the site's calendar) and which posts.
import { z } from '@/lib/zod';
import { isDay, lastTwelveMonths } from '@/lib/zoned-time';

export const archiveFilterSchema = z
  .object({
    from: z.string().refine(isDay, 'Choose the first day (From)'),
    to: z.string().refine(isDay, 'Choose the last day (To)'),
    scope: z.enum(['all', 'deleted']),
  })
  .refine((f) => !isDay(f.from) || !isDay(f.to) || f.from <= f.to, {
    message: 'The last day (To) must not be before the first (From)',
    path: ['to'],
  });
export type ArchiveFilterInput = z.infer<typeof archiveFilterSchema>;

export const SCOPE_LABELS = {
  all: 'All published versions',
  deleted: 'Deleted posts only',
} as const satisfies Record<ArchiveFilterInput['scope'], string>;

/** The last twelve months of every published version. */
export function defaultArchiveFilter(now: Date, timeZone: string): ArchiveFilterInput {
  return { ...lastTwelveMonths(now, timeZone), scope: 'all' };
}
