// Request stage: a JSON request body, or PGRST102 (empty where a body is required, invalid, or nested too deep).
import { JsonDepthError, parseJson } from '../../http/json-body.ts';
import { errors } from '../errors.ts';

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
