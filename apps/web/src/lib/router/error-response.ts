// React Router's shape for an HTTP-like error a route throws (`{ status, statusText, data, internal }`),
// told apart from a crash by isRouteErrorResponse: error screens log crashes only.

export interface ErrorResponse {
  status: number;
  statusText: string;
  data: unknown;
  internal: boolean;
}

export function isRouteErrorResponse(error: unknown): error is ErrorResponse {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as Partial<ErrorResponse>;
  return (
    typeof e.status === 'number' &&
    typeof e.statusText === 'string' &&
    typeof e.internal === 'boolean' &&
    'data' in e
  );
}
