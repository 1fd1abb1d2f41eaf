// Settings' password and e-mail forms (issue 25): what the user types, checked before any call.
import { emailSchema, newPasswordSchema } from '@/lib/account/password-schema';
import { z } from '@/lib/zod';

export const changePasswordSchema = z
  .object({ currentPassword: z.string().min(1, 'Enter your current password') })
  .and(newPasswordSchema);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** A new address, not the one the account already has (compared as the server stores it: lower case). */
export function changeEmailSchema(currentEmail: string) {
  return z.object({
    email: emailSchema.refine(
      (value) => value.toLowerCase() !== currentEmail.toLowerCase(),
      'That is already your e-mail address',
    ),
  });
}
export type ChangeEmailInput = z.infer<ReturnType<typeof changeEmailSchema>>;
