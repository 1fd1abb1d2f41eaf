// The exposed schema a request works in (Accept-Profile / Content-Profile). Planning and SQL building are
// synchronous, so the schema is scoped around them instead of threaded through every builder and message:
// no other request can run between setting and restoring it.
let current = 'public';

/** Runs the synchronous `fn` with `schema` as the schema that names are qualified with. */
export function inSchema<T>(schema: string, fn: () => T): T {
  const previous = current;
  current = schema;
  try {
    return fn();
  } finally {
    current = previous;
  }
}

export function currentSchema(): string {
  return current;
}
