// DELETE /factors/{id} — removes one of the caller's factors (supabase-js mfa.unenroll). A verified factor
// can be removed only from an aal2 session; the sessions it raised fall back to aal1.
import type { Context } from 'hono';
import type { AuthCtx } from '../context.ts';
import { insufficientAal } from '../errors.ts';
import { loadOwnFactor, mfaCaller } from '../mfa/factor-request.ts';
import { writeAudit } from '../models/audit-log.ts';
import { deleteFactor } from '../models/mfa-factors.ts';

export function unenrollFactor(ctx: AuthCtx) {
  return async (c: Context) => {
    const caller = await mfaCaller(ctx, c);
    const id = await ctx.deps.db.transaction(async (tx) => {
      const factor = await loadOwnFactor(tx, c, caller);
      if (factor.status === 'verified' && caller.session.aal !== 'aal2') {
        throw insufficientAal(422, 'AAL2 required to unenroll verified factor');
      }
      await deleteFactor(tx, factor.id);
      await writeAudit(tx, {
        action: 'factor_unenrolled',
        actorId: caller.user.id,
        actorUsername: caller.user.email,
        ip: caller.ip,
        traits: { factor_id: factor.id, factor_status: factor.status, session_id: caller.session.id },
      });
      return factor.id;
    });
    return c.json({ id });
  };
}
