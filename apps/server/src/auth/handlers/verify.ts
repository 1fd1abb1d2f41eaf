// POST /verify (verifyOtp: session in the body) and GET /verify (the e-mailed link: 303 to redirect_to
// with the session in the fragment, or `?code=` for a PKCE flow; failures as #error=… parameters).
import type { Context } from 'hono';
import { clientIp, inetOrNull, optString, readBody, type AuthCtx } from '../context.ts';
import { redirectTarget } from '../redirect-target.ts';
import { AuthError } from '../errors.ts';
import { limitRequest } from '../middleware/rate-limit.ts';
import { writeAudit } from '../models/audit-log.ts';
import { issueSession } from '../tokens/session.ts';
import { parseVerifyType, verifyToken, type VerifyInput } from '../verification.ts';

export function verifyPost(ctx: AuthCtx) {
  return async (c: Context) => {
    await limitRequest(ctx, c, 'verify', ctx.settings.verifyLimit);
    const body = await readBody(c);
    const type = parseVerifyType(body.type);
    const input: VerifyInput = {
      type,
      tokenHash: optString(body, 'token_hash') || undefined,
      email: optString(body, 'email'),
      otp: optString(body, 'token'),
    };
    const ip = clientIp(c, ctx.deps.config.trustProxy);
    const session = await ctx.deps.db.transaction(async (tx) => {
      const v = await verifyToken(ctx, tx, input);
      await writeAudit(tx, { action: 'login', actorId: v.user.id, actorUsername: v.user.email, ip, traits: { provider: 'email', type } });
      return issueSession(ctx, tx, v.user, v.amr, { ip: inetOrNull(ip), userAgent: c.req.header('user-agent') ?? null });
    });
    return c.json(session);
  };
}

export function verifyGet(ctx: AuthCtx) {
  return async (c: Context) => {
    // Checked when followed, not only when mailed: a redirect from that page may have been made since.
    const redirectTo = await redirectTarget(ctx, c.req.query('redirect_to'));
    const fail = (err: AuthError) => {
      const params = new URLSearchParams({
        error: err.status === 429 ? 'too_many_requests' : 'access_denied',
        error_code: err.code,
        error_description: err.code === 'otp_expired' ? 'Email link is invalid or has expired' : err.message,
        sb: '',
      });
      return c.redirect(`${redirectTo.split('#')[0] ?? redirectTo}#${params.toString()}`, 303);
    };
    try {
      await limitRequest(ctx, c, 'verify', ctx.settings.verifyLimit);
      const type = parseVerifyType(c.req.query('type'));
      const token = c.req.query('token') ?? '';
      if (!token) throw new AuthError(400, 'validation_failed', 'Verify requires either a token or a token hash');
      const ip = clientIp(c, ctx.deps.config.trustProxy);
      const outcome = await ctx.deps.db.transaction(async (tx) => {
        const v = await verifyToken(ctx, tx, { type, tokenHash: token });
        if (v.authCode) return { code: v.authCode, session: null };
        await writeAudit(tx, { action: 'login', actorId: v.user.id, actorUsername: v.user.email, ip, traits: { provider: 'email', type } });
        return { code: null, session: await issueSession(ctx, tx, v.user, v.amr, { ip: inetOrNull(ip), userAgent: c.req.header('user-agent') ?? null }) };
      });
      if (outcome.code !== null) {
        const url = new URL(redirectTo);
        url.searchParams.set('code', outcome.code);
        return c.redirect(url.toString(), 303);
      }
      const s = outcome.session;
      if (!s) throw new AuthError(500, 'unexpected_failure', 'Unexpected failure');
      const fragment = new URLSearchParams({
        access_token: s.access_token,
        expires_at: String(s.expires_at),
        expires_in: String(s.expires_in),
        refresh_token: s.refresh_token,
        token_type: 'bearer',
        type,
        sb: '',
      });
      return c.redirect(`${redirectTo.split('#')[0] ?? redirectTo}#${fragment.toString()}`, 303);
    } catch (err) {
      if (err instanceof AuthError) return fail(err);
      throw err;
    }
  };
}
