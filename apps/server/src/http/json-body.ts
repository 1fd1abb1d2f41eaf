// A JSON reader for request bodies with a nesting cap, shared by /rest/v1 and /auth/v1 (each maps the
// failure to its own error shape). V8's JSON.parse is not recursive and happily builds a value nested
// 100,000 deep, but everything after it (JSON.stringify, structured clone to the PGlite worker, our own
// walks) recurses and dies with a RangeError, which surfaced as a 500. So the depth is measured on the
// text first, in one iterative pass, and a body over the cap is refused before anything is built.

/** Ruby's JSON default (max_nesting 100): far beyond any body our screens send, far below any stack. */
export const MAX_JSON_DEPTH = 100;

export class JsonDepthError extends Error {
  constructor(readonly maxDepth: number) {
    super(`The JSON body is nested more than ${maxDepth} levels deep`);
    this.name = 'JsonDepthError';
  }
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/**
 * The deepest nesting of arrays and objects in `text`, ignoring brackets inside strings; stops counting
 * as soon as `limit` is passed. Malformed text gets some number here; JSON.parse rejects it afterwards.
 */
export function jsonDepth(text: string, limit = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === BACKSLASH) i++; // the escaped character can be a quote
      else if (ch === QUOTE) inString = false;
    } else if (ch === QUOTE) {
      inString = true;
    } else if (ch === OPEN_ARRAY || ch === OPEN_OBJECT) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if ((ch === CLOSE_ARRAY || ch === CLOSE_OBJECT) && depth > 0) {
      depth--;
    }
  }
  return deepest;
}

/** JSON.parse behind the depth cap: throws JsonDepthError when too deep, SyntaxError when malformed. */
export function parseJson(text: string, maxDepth = MAX_JSON_DEPTH): unknown {
  if (jsonDepth(text, maxDepth) > maxDepth) throw new JsonDepthError(maxDepth);
  return JSON.parse(text) as unknown;
}

export class InvalidUtf8Error extends Error {
  constructor(readonly byte: number) {
    super(`invalid byte sequence for encoding "UTF8": 0x${byte.toString(16).padStart(2, '0')}`);
    this.name = 'InvalidUtf8Error';
  }
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A request body as text, refusing bytes that are not UTF-8 (the lenient decoder would store them as U+FFFD,
 * a change the sender never asked for). The error names the first bad byte, as PostgreSQL's 22021 does.
 */
export function decodeUtf8(bytes: Uint8Array): string {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    throw new InvalidUtf8Error(firstInvalidByte(bytes));
  }
}

/** The first byte where `bytes` stops being well-formed UTF-8 (the lead byte of the bad sequence). */
export function firstInvalidByte(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    const len = b < 0x80 ? 1 : b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
    if (len === 0) return b;
    if (len > 1) {
      try {
        strictUtf8.decode(bytes.subarray(i, i + len));
      } catch {
        return b;
      }
    }
    i += len;
  }
  return bytes[bytes.length - 1] ?? 0;
}
