// POST /factors/{id}/challenge — a challenge for a TOTP factor, bound to the caller's IP, valid 300 s. None while
// the factor or its account is locked by wrong codes (mfa/verify-limits.ts): it could not be verified anyway.
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { AuthCtx } from '../context.ts';
import { loadOwnFactor, mfaCaller } from '../mfa/factor-request.ts';
import { refuseWhileLocked } from '../mfa/verify-limits.ts';
import { limitRequest } from '../middleware/rate-limit.ts';
import { writeAudit } from '../models/audit-log.ts';
import { insertChallenge } from '../models/mfa-factors.ts';
import { readVerifyLimits } from '../models/mfa-verify-limits.ts';

export const CHALLENGE_EXPIRY_S = 300;

export function challengeFactor(ctx: AuthCtx) {
  return async (c: Context) => {
    await limitRequest(ctx, c, 'mfa-challenge', ctx.settings.mfaLimit);
    const caller = await mfaCaller(ctx, c);
    const challenge = await ctx.deps.db.transaction(async (tx) => {
      const factor = await loadOwnFactor(tx, c, caller);
      refuseWhileLocked(c, await readVerifyLimits(tx, caller.user.id, factor.id), ctx.deps.now?.() ?? Date.now());
      const row = await insertChallenge(tx, randomUUID(), factor.id, caller.ip);
      await writeAudit(tx, {
        action: 'challenge_created',
        actorId: caller.user.id,
        actorUsername: caller.user.email,
        ip: caller.ip,
        traits: { factor_id: factor.id, factor_status: factor.status },
      });
      return row;
    });
    return c.json({
      id: challenge.id,
      type: 'totp',
      expires_at: Math.floor(challenge.created_at.getTime() / 1000) + CHALLENGE_EXPIRY_S,
    });
  };
}
