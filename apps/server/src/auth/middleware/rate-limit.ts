// Request and e-mail rate limits, counted in server.rate_limits so they hold across instances, keyed on the
// real client IP (http/client-ip.ts: X-Forwarded-For only as far as TRUST_PROXY says proxies are trusted), an
// IPv6 client by its /64 (rateLimitKey).
// GoTrue's limiter is a token bucket (rate perHour/3600 per second, `burst` deep); we approximate it with
// two fixed windows: `perHour` per hour and `burst` per the time the bucket takes to refill.
import type { Context } from 'hono';
import { clientRateLimitKey, rateLimitKey, UNKNOWN_IP } from '../../http/client-ip.ts';
import type { AuthCtx } from '../context.ts';
import { overEmailSendRateLimit, overRequestRateLimit } from '../errors.ts';
import { hitWindow, hitWindows, pruneWindows } from '../models/rate-limits.ts';
import type { RateRule } from '../settings.ts';

let hitsSincePrune = 0;

async function maybePrune(ctx: AuthCtx): Promise<void> {
  if (++hitsSincePrune < 500) return;
  hitsSincePrune = 0;
  await pruneWindows(ctx.deps.db);
}

export function burstWindowSeconds(rule: RateRule): number {
  return Math.min(3600, Math.max(1, Math.ceil((rule.burst * 3600) / rule.perHour)));
}

/** Counts this request against `name` for the client's IP; throws 429 over_request_rate_limit when over. */
export async function limitRequest(ctx: AuthCtx, c: Context, name: string, rule: RateRule): Promise<void> {
  const ip = clientRateLimitKey(c, ctx.deps.config.trustProxy);
  const { db } = ctx.deps;
  const hourKey = `auth:${name}:hour:${ip}`;
  const burstKey = `auth:${name}:burst:${ip}`;
  const burstWindow = burstWindowSeconds(rule);
  const windows = [{ bucket: hourKey, seconds: 3600 }];
  if (burstWindow < 3600) windows.push({ bucket: burstKey, seconds: burstWindow });
  const hits = await hitWindows(db, windows);
  const hourly = hits.get(hourKey) ?? 0;
  const burst = burstWindow < 3600 ? (hits.get(burstKey) ?? 0) : hourly;
  await maybePrune(ctx);
  if (hourly > rule.perHour || burst > rule.burst) throw overRequestRateLimit();
}

/**
 * Counts one outgoing mail, first against the client's own hourly share (when its IP is given) so that one
 * client cannot spend the whole budget — a client over its share spends none of it — then against the
 * overall hourly budget. Either throws 429 over_email_send_rate_limit.
 */
export async function limitEmailSend(ctx: AuthCtx, ip?: string | null): Promise<void> {
  if (ip !== undefined) {
    const mine = await hitWindow(ctx.deps.db, `auth:email:ip:${ip ? rateLimitKey(ip) : UNKNOWN_IP}`, 3600);
    if (mine > ctx.settings.emailPerIpPerHour) throw overEmailSendRateLimit();
  }
  const sent = await hitWindow(ctx.deps.db, 'auth:email:hour', 3600);
  if (sent > ctx.settings.emailPerHour) throw overEmailSendRateLimit();
}

/** One mail of a kind per address per interval, judged by the user's `*_sent_at` column as GoTrue does. */
export function limitResend(ctx: AuthCtx, lastSentAt: Date | null): void {
  if (!lastSentAt) return;
  const waited = (Date.now() - lastSentAt.getTime()) / 1000;
  const left = Math.ceil(ctx.settings.emailResendInterval - waited);
  if (left > 0) throw overEmailSendRateLimit(`For security purposes, you can only request this after ${left} seconds.`);
}
