// POST /factors/{id}/verify — checks a TOTP code against a challenge (supabase-js mfa.verify). Success raises
// the session to aal2 and answers a new session (access token with aal2 and a `totp` amr entry, rotated
// refresh token), as GoTrue's verifyTOTPFactor does. A code is accepted once: a replay is refused like a
// wrong code. Wrong codes are counted per challenge, factor and account (mfa/verify-limits.ts): a challenge that
// took 5 is spent, and a locked factor or account refuses every code, a right one too, until its lock-out ends.
import type { Context } from 'hono';
import { optString, readBody, type AuthCtx } from '../context.ts';
import {
  AuthError,
  mfaChallengeExpired,
  mfaChallengeNotFound,
  mfaIpMismatch,
  mfaVerificationFailed,
  validationFailed,
} from '../errors.ts';
import { loadOwnFactor, mfaCaller } from '../mfa/factor-request.ts';
import { matchTotp } from '../mfa/totp.ts';
import {
  ACCOUNT_RULE,
  afterWrongCode,
  CHALLENGE_MAX_FAILURES,
  FACTOR_RULE,
  refuseWhileLocked,
} from '../mfa/verify-limits.ts';
import { limitRequest } from '../middleware/rate-limit.ts';
import { writeAudit } from '../models/audit-log.ts';
import {
  claimTotpStep,
  countChallengeFailure,
  deleteChallenge,
  findChallengeForUpdate,
  recordVerification,
} from '../models/mfa-factors.ts';
import { clearVerifyWindows, lockVerifyLimits, saveVerifyLimits } from '../models/mfa-verify-limits.ts';
import { insertRefreshToken, revokeTokenFamily } from '../models/refresh-tokens.ts';
import { findUserById } from '../models/users.ts';
import { newRefreshToken } from '../tokens/random.ts';
import { sessionResponse, type SessionResponse } from '../tokens/session.ts';
import { CHALLENGE_EXPIRY_S } from './factor-challenge.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function verifyFactor(ctx: AuthCtx) {
  return async (c: Context) => {
    await limitRequest(ctx, c, 'mfa-verify', ctx.settings.mfaLimit);
    const caller = await mfaCaller(ctx, c);
    const body = await readBody(c);
    const code = (optString(body, 'code') ?? '').trim();
    const challengeId = optString(body, 'challenge_id') ?? '';
    if (!code) throw validationFailed('Code needs to be non-empty');
    if (!UUID.test(challengeId)) throw validationFailed('challenge_id must be an UUID');

    const now = ctx.deps.now?.() ?? Date.now();
    // Failures that spend something (an expired challenge is deleted, a wrong code counted) commit and are
    // thrown afterwards.
    const outcome = await ctx.deps.db.transaction(async (tx): Promise<SessionResponse | AuthError> => {
      const factor = await loadOwnFactor(tx, c, caller);
      const limits = await lockVerifyLimits(tx, caller.user.id, factor.id);
      refuseWhileLocked(c, limits, now);
      const challenge = await findChallengeForUpdate(tx, factor.id, challengeId.toLowerCase());
      if (!challenge) throw mfaChallengeNotFound();
      if (challenge.verified_at || challenge.ip_address !== caller.ip) throw mfaIpMismatch();
      if (challenge.age_seconds > CHALLENGE_EXPIRY_S) {
        await deleteChallenge(tx, challenge.id);
        return mfaChallengeExpired(challenge.id);
      }
      // Spent by wrong codes: refused as GoTrue refuses a challenge that can no longer be verified.
      if (challenge.failed_attempts >= CHALLENGE_MAX_FAILURES) throw mfaChallengeExpired(challenge.id);
      const step = factor.secret ? matchTotp(factor.secret, code, now) : null;
      if (step === null || !(await claimTotpStep(tx, factor.id, step))) {
        await countChallengeFailure(tx, challenge.id);
        await saveVerifyLimits(tx, caller.user.id, factor.id, {
          account: afterWrongCode(limits.account, now, ACCOUNT_RULE),
          factor: afterWrongCode(limits.factor, now, FACTOR_RULE),
        });
        return mfaVerificationFailed();
      }
      await clearVerifyWindows(tx, caller.user.id, factor.id);

      await recordVerification(tx, {
        userId: caller.user.id,
        factorId: factor.id,
        challengeId: challenge.id,
        sessionId: caller.session.id,
      });
      // A new refresh token for the raised session; the old ones can no longer mint an aal1 token for it.
      await revokeTokenFamily(tx, caller.session.id);
      const refreshToken = newRefreshToken();
      await insertRefreshToken(tx, {
        token: refreshToken,
        userId: caller.user.id,
        sessionId: caller.session.id,
        parent: null,
      });
      await writeAudit(tx, {
        action: 'verification_attempted',
        actorId: caller.user.id,
        actorUsername: caller.user.email,
        ip: caller.ip,
        traits: { factor_id: factor.id, challenge_id: challenge.id, factor_type: 'totp' },
      });
      const user = (await findUserById(tx, caller.user.id)) ?? caller.user;
      return sessionResponse(ctx, tx, user, caller.session.id, refreshToken);
    });
    if (outcome instanceof AuthError) throw outcome;
    c.header('sb-auth-user-id', outcome.user.id);
    return c.json(outcome);
  };
}
