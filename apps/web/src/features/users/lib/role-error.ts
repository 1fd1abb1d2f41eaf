/** The notice text of a refused role change: the server's message and its hint (e.g. the last admin). */
export function roleErrorMessage(err: unknown): string | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const { message, hint } = err as { message?: unknown; hint?: unknown };
  const parts = [message, hint]
    .filter((p): p is string => typeof p === 'string' && p.trim() !== '')
    .map((p) => p.trim().replace(/([^.!?])$/, '$1.'));
  return parts.length > 0 ? parts.join(' ') : undefined;
}
