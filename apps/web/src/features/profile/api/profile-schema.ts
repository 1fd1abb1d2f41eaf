// The profile form's schema and the row it saves (no client here, so it is testable in plain Node).
import type { Tables } from '@/lib/database-types';
import { z } from '@/lib/zod';

/** SPEC §5 profile form; the database refuses the same (profiles constraints, migration 20261124000600). */
export const profileSchema = z.object({
  full_name: z.string().trim().min(1, 'Full name is required'),
  username: z
    .string()
    .trim()
    .refine((value) => value === '' || value.length >= 3, 'Username must be at least 3 characters'),
  bio: z.string().trim().max(500, 'Bio must be less than 500 characters'),
  // Not editable while avatar upload is disabled; kept so an existing picture survives a save.
  avatar_url: z.string().trim(),
});
export type ProfileInput = z.infer<typeof profileSchema>;

/** The profiles columns the form writes; a full name is required (the form and the database refuse a blank). */
export type ProfileUpdate = Pick<Tables<'profiles'>, 'username' | 'bio' | 'avatar_url' | 'updated_at'> & {
  full_name: string;
};

/** The row SPEC §7 sends: empty username, bio and avatar_url as null, and the save's timestamp. */
export function toProfileUpdate(input: ProfileInput, now: Date = new Date()): ProfileUpdate {
  const parsed = profileSchema.parse(input);
  return {
    full_name: parsed.full_name,
    username: parsed.username || null,
    bio: parsed.bio || null,
    avatar_url: parsed.avatar_url || null,
    updated_at: now.toISOString(),
  };
}
