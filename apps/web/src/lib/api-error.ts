// One reader for what a failed call rejected with. supabase-js hands back PostgREST's error body
// ({ code, message, details, hint }); a network failure or our own checks throw an Error; a few paths throw a
// string. Screens recognise a refusal by its `code` — the database raises `PTxxx` for every refusal the UI
// must tell apart (supabase/migrations/20261208000100_refusal_errcodes.sql), never by its sentence — or by the
// constraint it names; the message is for people.

export interface ApiError {
  /** PostgREST's code: a SQLSTATE ('23505', 'PT409') or its own ('PGRST116'); '' when there is none. */
  code: string;
  /** The words to show; for a value that is not an error, the value as text. */
  message: string;
  details: string | null;
  hint: string | null;
  /**
   * The constraint a violation names. PostgREST sends no field for it: Postgres puts it in the message
   * ('… violates unique constraint "blog_posts_slug_key"'), sometimes in the details.
   */
  constraint: string | null;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

const CONSTRAINT = /\bconstraint "([^"]+)"/;

export function readApiError(error: unknown): ApiError {
  if (typeof error !== 'object' || error === null) {
    return { code: '', message: String(error), details: null, hint: null, constraint: null };
  }
  const { code, message, details, hint } = error as Record<string, unknown>;
  const said =
    typeof message === 'string' ? message : message === undefined ? String(error) : String(message);
  const named = CONSTRAINT.exec(said) ?? (typeof details === 'string' ? CONSTRAINT.exec(details) : null);
  return {
    code: typeof code === 'string' ? code : '',
    message: said,
    details: text(details),
    hint: text(hint),
    constraint: named?.[1] ?? null,
  };
}

/** Whether a failed call carries this code (PostgREST's, or SQLSTATE). */
export function hasErrorCode(error: unknown, code: string): boolean {
  return readApiError(error).code === code;
}

/** Whether a failed call is a violation of this constraint (a unique key, a check, a foreign key). */
export function violates(error: unknown, constraint: string): boolean {
  return readApiError(error).constraint === constraint;
}

/** The server's (or the client's) message of a failed call, for the description of a notice. */
export function errorMessage(error: unknown): string {
  return readApiError(error).message;
}
