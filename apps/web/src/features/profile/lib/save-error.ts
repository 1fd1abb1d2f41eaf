import { readApiError } from '@/lib/api-error';

/**
 * The description of a failed save's notice: the server's message, except for the one refusal whose raw
 * text names an index instead of the problem (usernames are unique regardless of case).
 */
export function saveErrorMessage(err: unknown): string | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const { code, constraint, message } = readApiError(err);
  if (code === '23505' && constraint === 'profiles_username_key') return 'That username is already taken';
  return typeof (err as { message?: unknown }).message === 'string' && message.trim() !== ''
    ? message
    : undefined;
}
