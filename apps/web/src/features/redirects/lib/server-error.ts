/** What a failed call says: the server's message and, when it gave one, its detail (PostgREST's `details`). */
export interface ServerError {
  message: string | null;
  details: string | null;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * supabase-js rejects with PostgREST's error object ({ message, details, hint, code }); a network failure
 * or our own checks throw an Error. Anything else has no message worth showing.
 */
export function serverError(err: unknown): ServerError {
  if (typeof err !== 'object' || err === null) return { message: null, details: null };
  const { message, details } = err as { message?: unknown; details?: unknown };
  return { message: text(message), details: text(details) };
}
