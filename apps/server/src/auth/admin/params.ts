// Shared parsing for the admin API bodies (GoTrue AdminUserParams).
import type { Body } from '../context.ts';
import { optObject, optString } from '../context.ts';
import { validationFailed } from '../errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function userIdParam(raw: string | undefined): string {
  if (!raw || !UUID.test(raw)) throw validationFailed('user_id must be an UUID');
  return raw.toLowerCase();
}

/** `ban_duration`: "none" lifts a ban; otherwise a Go-style duration such as "24h", "90m" or "3600s". */
export function parseBanDuration(body: Body): Date | null | undefined {
  const raw = optString(body, 'ban_duration');
  if (raw === undefined) return undefined;
  if (raw === 'none') return null;
  const m = /^(\d+)(h|m|s)$/.exec(raw.trim());
  if (!m) throw validationFailed('invalid format for ban duration: use a number followed by h, m or s, or "none"');
  const seconds = Number(m[1]) * ({ h: 3600, m: 60, s: 1 } as const)[m[2] as 'h' | 'm' | 's'];
  return new Date(Date.now() + seconds * 1000);
}

export interface AdminParams {
  email: string | undefined;
  password: string | undefined;
  emailConfirm: boolean;
  userMetadata: Record<string, unknown> | undefined;
  appMetadata: Record<string, unknown> | undefined;
  bannedUntil: Date | null | undefined;
  role: string | undefined;
}

export function readAdminParams(body: Body): AdminParams {
  if (body.phone !== undefined && body.phone !== null) throw validationFailed('Phone users are not supported on this server');
  const confirm = body.email_confirm;
  if (confirm !== undefined && typeof confirm !== 'boolean') throw validationFailed('email_confirm must be a boolean');
  return {
    email: optString(body, 'email'),
    password: optString(body, 'password'),
    emailConfirm: confirm === true,
    userMetadata: optObject(body, 'user_metadata') ?? optObject(body, 'data'),
    appMetadata: optObject(body, 'app_metadata'),
    bannedUntil: parseBanDuration(body),
    role: optString(body, 'role'),
  };
}
