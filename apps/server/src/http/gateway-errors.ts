// PostgREST's error shape (PGRST + 3 digits, grouped by layer as in its Error.hs; every body has exactly the four
// keys {code, message, details, hint}, the status travels with the error) and the refusals the gateway answers
// before a request reaches an API stage: no apikey, a token that does not verify or names no role (Auth/Jwt.hs),
// a spent write budget. They sit here, under rest/ and storage/, because http/ (api-auth.ts, write-budget.ts)
// answers them for both; rest/errors.ts lists them in its catalogue with the stages' own errors.

export type Details = string | null | unknown[];

export class PgrstError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: Details;
  readonly hint: string | null;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    code: string,
    message: string,
    details: Details = null,
    hint: string | null = null,
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'PgrstError';
    this.status = status;
    this.code = code;
    this.details = details;
    this.hint = hint;
    this.headers = headers;
  }

  body(): { code: string; message: string; details: Details; hint: string | null } {
    return { code: this.code, message: this.message, details: this.details, hint: this.hint };
  }
}

/** A token PostgREST refuses (Auth/Jwt.hs): 401, the reason in WWW-Authenticate too (RFC 6750). */
function jwtError(code: 'PGRST301' | 'PGRST303', message: string): PgrstError {
  return new PgrstError(401, code, message, null, null, {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"`,
  });
}

export const gatewayErrors = {
  // Supabase's gateway: no apikey at all.
  noApiKey: () =>
    new PgrstError(
      401,
      'PGRST301',
      'No API key found in request',
      null,
      'No `apikey` request header or url param was found.',
    ),
  /** PGRST301: a token that cannot be decoded or verified. */
  jwtInvalid: (message: string) => jwtError('PGRST301', message),
  /** PGRST303: a verified token whose claims (exp, nbf, iat) refuse it. */
  jwtClaims: (message: string) => jwtError('PGRST303', message),
  /** The token's role claim names no API role (PostgREST: the role does not exist, 22023 answered as 401). */
  unknownRole: (role: string) => new PgrstError(401, '22023', `role "${role}" does not exist`),
  /**
   * PT429 (the house's "too many" code, as the SQL limits raise it): the caller's write budget is spent
   * (http/write-budget.ts). PostgREST has none; Supabase's gateway answers 429 too. Retry-After says when.
   */
  writeBudget: (retryAfterS: number) =>
    new PgrstError(
      429,
      'PT429',
      `Too many writes: try again in ${retryAfterS} seconds`,
      null,
      'This account (or address) has sent more data than the API takes per second.',
      { 'Retry-After': String(retryAfterS) },
    ),
};
