/**
 * The description of a failed save's notice: the server's message, except for the one refusal whose raw
 * text names an index instead of the problem (usernames are unique regardless of case).
 */
export function saveErrorMessage(err: unknown): string | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (code === '23505' && typeof message === 'string' && message.includes('profiles_username_key')) {
    return 'That username is already taken';
  }
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}
