// Auth-only tunables, read from the environment when the auth routes are built. The shared Config
// holds what other modules need too (site URL, JWT expiry, SMTP); these matter only here.
import { z } from 'zod';
import { MAX_PASSWORD_BYTES, parseRequiredCharacters, type PasswordPolicy } from './passwords/policy.ts';

const int = (def: number, min = 0) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/)
    .transform(Number)
    .refine((n) => n >= min)
    .optional()
    .transform((v) => v ?? def);

const Schema = z.object({
  AUTH_RATE_LIMIT_TOKEN_PER_HOUR: int(1800, 1),
  AUTH_RATE_LIMIT_TOKEN_BURST: int(30, 1),
  AUTH_RATE_LIMIT_VERIFY_PER_HOUR: int(360, 1),
  AUTH_RATE_LIMIT_VERIFY_BURST: int(30, 1),
  AUTH_RATE_LIMIT_EMAIL_PER_HOUR: int(30, 1),
  // GoTrue's MFA limiter: 15 challenge and 15 verify requests a minute per IP, burst 30, each its own bucket.
  AUTH_RATE_LIMIT_MFA_PER_HOUR: int(900, 1),
  AUTH_RATE_LIMIT_MFA_BURST: int(30, 1),
  // GoTrue's RATE_LIMIT_OTP (30 per 5 minutes, burst 30): /signup, /otp, /recover and /resend, per IP, each its own bucket.
  AUTH_RATE_LIMIT_OTP_PER_HOUR: int(360, 1),
  AUTH_RATE_LIMIT_OTP_BURST: int(30, 1),
  // Unset: derived from the overall budget (see emailPerIpDefault).
  AUTH_RATE_LIMIT_EMAIL_PER_IP_PER_HOUR: int(0, 1),
  AUTH_EMAIL_RESEND_INTERVAL: int(60),
  AUTH_REFRESH_TOKEN_REUSE_INTERVAL: int(10),
  AUTH_OTP_EXPIRY: int(3600, 60),
  // GoTrue's GOTRUE_PASSWORD_MIN_LENGTH (its floor is 6; ours defaults to 8) and GOTRUE_PASSWORD_REQUIRED_CHARACTERS
  // (character sets separated by ':', a literal ':' written '\:'). The common-password list stands in for GoTrue's
  // HaveIBeenPwned check (GOTRUE_PASSWORD_HIBP_ENABLED) and reports the same reason, 'pwned'.
  AUTH_PASSWORD_MIN_LENGTH: int(8, 6).refine((n) => n <= MAX_PASSWORD_BYTES),
  AUTH_PASSWORD_REQUIRED_CHARACTERS: z.string().optional(),
  AUTH_PASSWORD_CHECK_COMMON: z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => ['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'].includes(v))
    .transform((v) => ['true', '1', 'yes', 'on'].includes(v))
    .optional()
    .transform((v) => v ?? true),
});

export interface RateRule {
  perHour: number;
  burst: number;
}

export interface AuthSettings {
  tokenLimit: RateRule;
  verifyLimit: RateRule;
  /** Per IP, per endpoint: /signup, /otp, /recover, /resend. */
  otpLimit: RateRule;
  /** Per IP: POST /factors/{id}/challenge and /factors/{id}/verify, each its own bucket. */
  mfaLimit: RateRule;
  emailPerHour: number;
  /** Mails one client IP may cause per hour, so one client cannot spend the whole `emailPerHour`. */
  emailPerIpPerHour: number;
  /** Seconds before the same address may be sent another mail of the same kind. */
  emailResendInterval: number;
  /** Seconds during which a rotated refresh token may still be exchanged (Supabase uses 10). */
  refreshReuseInterval: number;
  /** Lifetime of e-mailed links and codes, in seconds. */
  otpExpiry: number;
  /** What a new password must meet (sign-up, password change, admin create/update, CLI). */
  password: PasswordPolicy;
}

/**
 * One client may cause a tenth of the overall hourly e-mail budget (rounded up), so it takes ten addresses, not a
 * handful, to spend it all (with a third, three did); but at least 3 mails — a sign-up, a resend and a recovery —
 * and never more than the budget itself. The default budget of 30 gives 3 per client.
 */
export function emailPerIpDefault(emailPerHour: number): number {
  return Math.min(emailPerHour, Math.max(3, Math.ceil(emailPerHour / 10)));
}

export class AuthSettingsError extends Error {}

export function loadAuthSettings(env: Record<string, string | undefined> = process.env): AuthSettings {
  const picked = Object.fromEntries(
    Object.keys(Schema.shape)
      .map((k) => [k, env[k]] as const)
      .filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = Schema.safeParse(picked);
  if (!parsed.success) {
    const names = parsed.error.issues.map((i) => String(i.path[0]));
    throw new AuthSettingsError(
      `Invalid auth settings: ${names.join(', ')} (whole numbers expected; AUTH_PASSWORD_MIN_LENGTH between 6 and ${MAX_PASSWORD_BYTES}, AUTH_PASSWORD_CHECK_COMMON true or false)`,
    );
  }
  const s = parsed.data;
  return {
    tokenLimit: { perHour: s.AUTH_RATE_LIMIT_TOKEN_PER_HOUR, burst: s.AUTH_RATE_LIMIT_TOKEN_BURST },
    verifyLimit: { perHour: s.AUTH_RATE_LIMIT_VERIFY_PER_HOUR, burst: s.AUTH_RATE_LIMIT_VERIFY_BURST },
    otpLimit: { perHour: s.AUTH_RATE_LIMIT_OTP_PER_HOUR, burst: s.AUTH_RATE_LIMIT_OTP_BURST },
    mfaLimit: { perHour: s.AUTH_RATE_LIMIT_MFA_PER_HOUR, burst: s.AUTH_RATE_LIMIT_MFA_BURST },
    emailPerHour: s.AUTH_RATE_LIMIT_EMAIL_PER_HOUR,
    emailPerIpPerHour: s.AUTH_RATE_LIMIT_EMAIL_PER_IP_PER_HOUR || emailPerIpDefault(s.AUTH_RATE_LIMIT_EMAIL_PER_HOUR),
    emailResendInterval: s.AUTH_EMAIL_RESEND_INTERVAL,
    refreshReuseInterval: s.AUTH_REFRESH_TOKEN_REUSE_INTERVAL,
    otpExpiry: s.AUTH_OTP_EXPIRY,
    password: {
      minLength: s.AUTH_PASSWORD_MIN_LENGTH,
      requiredCharacters: parseRequiredCharacters(s.AUTH_PASSWORD_REQUIRED_CHARACTERS ?? ''),
      checkCommon: s.AUTH_PASSWORD_CHECK_COMMON,
    },
  };
}
