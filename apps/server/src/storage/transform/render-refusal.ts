// A render turned away before it started, with when to come back: too many renders from this client (429), or every
// render slot busy and the queue full (503). Both answer in Storage's error shape with code `SlowDown`, as Supabase
// Storage's render rate limiter does (`src/http/plugins/rate-limiter.ts`: "Rate limit exceeded, retry in …"), and with
// `Retry-After` in seconds.

export class RenderRefusal extends Error {
  readonly code = 'SlowDown';

  constructor(
    readonly httpStatus: 429 | 503,
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super(message);
    this.name = 'RenderRefusal';
  }

  toBody(): { statusCode: string; error: string; code: string; message: string } {
    return {
      statusCode: String(this.httpStatus),
      error: this.httpStatus === 429 ? 'Too Many Requests' : 'Service Unavailable',
      code: this.code,
      message: this.message,
    };
  }
}

const seconds = (n: number) => (n === 1 ? '1 second' : `${n} seconds`);

export const tooManyRenders = (retryAfterSeconds: number) =>
  new RenderRefusal(429, retryAfterSeconds, `Rate limit exceeded, retry in ${seconds(retryAfterSeconds)}`);

export const rendersBusy = (retryAfterSeconds: number) =>
  new RenderRefusal(
    503,
    retryAfterSeconds,
    `Too many images are being rendered, retry in ${seconds(retryAfterSeconds)}`,
  );
