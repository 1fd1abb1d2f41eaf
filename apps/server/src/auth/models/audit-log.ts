// SQL for auth.audit_log_entries, in GoTrue's payload shape (actor, action, log_type, traits).
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/types.ts';

export type AuditAction =
  | 'user_signedup'
  | 'user_confirmation_requested'
  | 'login'
  | 'login_failed'
  | 'logout'
  | 'token_refreshed'
  | 'token_revoked'
  | 'user_modified'
  | 'user_updated_password'
  | 'user_recovery_requested'
  | 'user_reauthenticate_requested'
  | 'user_invited'
  | 'user_deleted'
  | 'factor_in_progress'
  | 'challenge_created'
  | 'verification_attempted'
  | 'factor_unenrolled';

export interface AuditEntry {
  action: AuditAction;
  actorId: string | null;
  actorUsername: string | null;
  ip: string | null;
  traits?: Record<string, unknown>;
}

/** GoTrue's audit payload for an entry. */
export function auditPayload(e: AuditEntry): Record<string, unknown> {
  const logType = e.action.startsWith('token') ? 'token' : ['login', 'login_failed', 'logout'].includes(e.action) ? 'account' : 'user';
  return {
    action: e.action,
    actor_id: e.actorId ?? '00000000-0000-0000-0000-000000000000',
    actor_username: e.actorUsername ?? '',
    log_type: logType,
    traits: e.traits ?? {},
  };
}

export async function writeAudit(q: Queryable, e: AuditEntry): Promise<void> {
  await q.query(
    `insert into auth.audit_log_entries (instance_id, id, payload, ip_address)
     values ('00000000-0000-0000-0000-000000000000', $1, $2::json, $3)`,
    [randomUUID(), JSON.stringify(auditPayload(e)), (e.ip ?? '').slice(0, 64)],
  );
}
