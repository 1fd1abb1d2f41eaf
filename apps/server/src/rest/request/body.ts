// Request stage: a JSON request body, or PGRST102 (empty where a body is required, invalid, or nested too deep);
// a body that is not UTF-8 (PostgreSQL's 22021) or not sent as JSON (PGRST107, 415) is refused before that.
import { decodeUtf8, InvalidUtf8Error, JsonDepthError, parseJson } from '../../http/json-body.ts';
import { errors } from '../errors.ts';

/** The body's text; bytes that are not UTF-8 are a 400 naming the first bad byte, never replaced and stored. */
export function bodyText(bytes: Uint8Array): string {
  try {
    return decodeUtf8(bytes);
  } catch (err) {
    if (err instanceof InvalidUtf8Error) throw errors.invalidEncoding(err.message);
    throw err;
  }
}

/**
 * PostgREST reads a body as the Content-Type says (JSON when none is sent); of its formats we read JSON only,
 * so anything else is PGRST107 rather than a guess.
 */
export function assertJsonContentType(contentType: string | undefined): void {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === '' || type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type)) return;
  throw errors.contentType(type);
}

/** `emptyAs`: what an empty body stands for; undefined when a body is required. */
export function parseJsonBody(text: string, emptyAs: unknown): unknown {
  if (text.trim() === '') {
    if (emptyAs === undefined) throw errors.invalidBody();
    return emptyAs;
  }
  try {
    return parseJson(text);
  } catch (err) {
    throw errors.invalidBody(err instanceof JsonDepthError ? err.message : undefined);
  }
}
