// The redirect form's rules (SPEC §5 'Source path must start with /'). The database refuses the same
// things (constraints in supabase/migrations/20261123000300_redirects.sql, destinations as in
// 20261126000200_redirect_destinations.sql), so the API cannot be talked past them; a loop through other
// redirects is left to its trigger, whose message reaches the notice.
import { z } from '@/lib/zod';
import { refusedDestination } from '@advisory/site/redirect-destination';
import { REDIRECT_TYPES } from './types';

export const SOURCE_PATH_MESSAGE = 'Source path must start with /';

/** '/a' and '/a/' are the same page to a visitor (the database compares them the same way). */
export const withoutTrailingSlashes = (path: string) => path.replace(/\/+$/, '');

export const redirectSchema = z
  .object({
    source_path: z
      .string()
      .trim()
      .startsWith('/', SOURCE_PATH_MESSAGE)
      .regex(/^\S*$/, 'Source path cannot contain spaces'),
    destination_url: z
      .string()
      .trim()
      .min(1, 'Destination URL is required')
      .superRefine((value, ctx) => {
        const problem = refusedDestination(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    redirect_type: z.enum(REDIRECT_TYPES),
    is_active: z.boolean(),
  })
  .refine((r) => withoutTrailingSlashes(r.destination_url) !== withoutTrailingSlashes(r.source_path), {
    message: 'A redirect cannot point to its own source path',
    path: ['destination_url'],
  });

export type RedirectInput = z.infer<typeof redirectSchema>;

/** A new redirect's form: SPEC's default type is 301, and a new redirect is active. */
export const emptyRedirect = (source_path = ''): RedirectInput => ({
  source_path,
  destination_url: '',
  redirect_type: '301',
  is_active: true,
});
