// grant_type=pkce: trades the auth code handed out by a followed e-mail link, plus the verifier only the
// client that started the flow knows, for a session. Each code works once and for five minutes.
import type { Context } from 'hono';
import { clientIp, inetOrNull, readBody, type AuthCtx } from '../context.ts';
import { badCodeVerifier, flowStateExpired, flowStateNotFound, validationFailed } from '../errors.ts';
import { writeAudit } from '../models/audit-log.ts';
import { deleteFlowState, findFlowStateByAuthCode } from '../models/flow-state.ts';
import { findUserById } from '../models/users.ts';
import { s256 } from '../tokens/random.ts';
import { issueSession, type AmrMethod } from '../tokens/session.ts';

const FLOW_STATE_TTL_SECONDS = 300;

const AMR: Record<string, AmrMethod> = {
  'email/signup': 'email/signup',
  recovery: 'recovery',
  magiclink: 'magiclink',
  email_change: 'email_change',
};

export async function pkceGrant(ctx: AuthCtx, c: Context): Promise<Response> {
  const body = await readBody(c);
  const authCode = typeof body.auth_code === 'string' ? body.auth_code : '';
  const verifier = typeof body.code_verifier === 'string' ? body.code_verifier : '';
  if (!authCode || !verifier) throw validationFailed('invalid request: both auth code and code verifier should be non-empty');
  const ip = clientIp(c, ctx.deps.config.trustProxy);

  const session = await ctx.deps.db.transaction(async (tx) => {
    const flow = await findFlowStateByAuthCode(tx, authCode);
    // Only a flow whose link was followed has an issued code.
    if (!flow || !flow.auth_code_issued_at || !flow.user_id) throw flowStateNotFound();
    if (flow.age_seconds > FLOW_STATE_TTL_SECONDS + ctx.settings.otpExpiry) {
      await deleteFlowState(tx, flow.id);
      throw flowStateExpired();
    }
    const expected = flow.code_challenge_method === 's256' ? s256(verifier) : verifier;
    if (expected !== flow.code_challenge) throw badCodeVerifier();
    const user = await findUserById(tx, flow.user_id);
    if (!user) throw flowStateNotFound();
    await deleteFlowState(tx, flow.id);
    await writeAudit(tx, { action: 'login', actorId: user.id, actorUsername: user.email, ip, traits: { provider: 'email', pkce: true } });
    return issueSession(ctx, tx, user, AMR[flow.authentication_method] ?? 'otp', {
      ip: inetOrNull(ip),
      userAgent: c.req.header('user-agent') ?? null,
    });
  });
  return c.json(session);
}
