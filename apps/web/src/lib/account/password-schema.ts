// Shared by the account screens (sign-in, reset, Settings) — not under lib/auth/, which is bundled into every
// visitor's first load (build/chunks.ts): these pull in zod.
// A new password typed twice (reset page, Settings). The length and strength rules are the server's
// (GoTrue's weak_password answer is shown in its words); here only presence and the match are checked.
import { z } from '@/lib/zod';

export const newPasswordSchema = z
  .object({
    password: z.string().min(1, 'Enter a new password'),
    confirmPassword: z.string().min(1, 'Type the new password again'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'The two passwords do not match',
    path: ['confirmPassword'],
  });
export type NewPasswordInput = z.infer<typeof newPasswordSchema>;

export const emailSchema = z
  .string()
  .trim()
  .min(1, 'Enter an e-mail address')
  .pipe(z.email('Enter a valid e-mail address'));
