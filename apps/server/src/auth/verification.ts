// Following an e-mailed link or entering its code (GoTrue verify.go): find the user by the stored token
// hash, check it has not expired, apply what the mail was for, and say whether a PKCE flow waits for it.
import type { Queryable } from '../db/types.ts';
import type { AuthCtx } from './context.ts';
import { otpExpired, validationFailed } from './errors.ts';
import { PKCE_PREFIX } from './mail/links.ts';
import { findLatestFlowState, markAuthCodeIssued } from './models/flow-state.ts';
import { updateEmailIdentity } from './models/identities.ts';
import {
  applyEmailChange,
  clearRecoveryToken,
  confirmEmail,
  findUserByToken,
  type TokenColumn,
  type UserRow,
} from './models/users.ts';
import { tokenHash } from './tokens/random.ts';
import type { AmrMethod } from './tokens/session.ts';

export const VERIFY_TYPES = ['signup', 'invite', 'magiclink', 'recovery', 'email_change', 'email'] as const;
export type VerifyKind = (typeof VERIFY_TYPES)[number];

export function parseVerifyType(raw: unknown): VerifyKind {
  if (raw === undefined || raw === null || raw === '') throw validationFailed('Verify requires a verification type');
  if (raw === 'sms' || raw === 'phone_change') throw validationFailed('Unsupported verification type');
  if (typeof raw !== 'string' || !(VERIFY_TYPES as readonly string[]).includes(raw)) {
    throw validationFailed('Unsupported verification type');
  }
  return raw as VerifyKind;
}

const COLUMNS: Record<VerifyKind, TokenColumn[]> = {
  signup: ['confirmation_token'],
  invite: ['confirmation_token'],
  magiclink: ['recovery_token', 'confirmation_token'],
  recovery: ['recovery_token'],
  email_change: ['email_change_token_new'],
  // A code typed in from any e-mail: sign-up confirmation or magic link.
  email: ['confirmation_token', 'recovery_token'],
};

const SENT_AT: Record<TokenColumn, keyof UserRow> = {
  confirmation_token: 'confirmation_sent_at',
  recovery_token: 'recovery_sent_at',
  email_change_token_new: 'email_change_sent_at',
};

const FLOW_METHOD: Record<TokenColumn, string[]> = {
  confirmation_token: ['email/signup', 'magiclink'],
  recovery_token: ['recovery', 'magiclink'],
  email_change_token_new: ['email_change'],
};

export interface Verified {
  user: UserRow;
  amr: AmrMethod;
  /** Set when the link belonged to a PKCE flow: the code to hand to the redirect target. */
  authCode: string | null;
}

export interface VerifyInput {
  type: VerifyKind;
  tokenHash?: string | undefined;
  email?: string | undefined;
  otp?: string | undefined;
}

async function findByAnyForm(q: Queryable, column: TokenColumn, hash: string): Promise<UserRow | null> {
  const direct = await findUserByToken(q, column, hash);
  if (direct || hash.startsWith(PKCE_PREFIX)) return direct;
  return findUserByToken(q, column, PKCE_PREFIX + hash);
}

/** Runs inside the caller's transaction. Throws 403 otp_expired for unknown, used or expired tokens. */
export async function verifyToken(ctx: AuthCtx, q: Queryable, input: VerifyInput): Promise<Verified> {
  const hash = input.tokenHash ?? (input.email && input.otp ? tokenHash(input.email.trim().toLowerCase(), input.otp.trim()) : '');
  if (!hash) throw validationFailed('Verify requires either a token or a token hash');
  for (const column of COLUMNS[input.type]) {
    const user = await findByAnyForm(q, column, hash);
    if (!user) continue;
    if (input.email && !input.tokenHash) {
      const expected = column === 'email_change_token_new' ? user.email_change : user.email;
      if (expected?.toLowerCase() !== input.email.trim().toLowerCase()) continue;
    }
    const sentAt = user[SENT_AT[column]] as Date | null;
    if (!sentAt || Date.now() - sentAt.getTime() > ctx.settings.otpExpiry * 1000) throw otpExpired();
    const stored = (user[column as keyof UserRow] as string | null) ?? '';
    return complete(q, user, column, input.type, stored.startsWith(PKCE_PREFIX));
  }
  throw otpExpired();
}

async function complete(q: Queryable, user: UserRow, column: TokenColumn, type: VerifyKind, pkce: boolean): Promise<Verified> {
  let u = user;
  let amr: AmrMethod;
  if (column === 'confirmation_token') {
    u = (await confirmEmail(q, user.id)) ?? u;
    await updateEmailIdentity(q, user.id, { email_verified: true });
    amr = type === 'invite' ? 'invite' : 'otp';
  } else if (column === 'recovery_token') {
    u = (await clearRecoveryToken(q, user.id)) ?? u;
    // Following a recovery or magic link proves the address too.
    if (!u.email_confirmed_at) u = (await confirmEmail(q, user.id)) ?? u;
    amr = type === 'recovery' ? 'recovery' : 'magiclink';
  } else {
    u = (await applyEmailChange(q, user.id)) ?? u;
    await updateEmailIdentity(q, user.id, { email: u.email, email_verified: true });
    amr = 'email_change';
  }
  let authCode: string | null = null;
  if (pkce) {
    for (const method of FLOW_METHOD[column]) {
      const flow = await findLatestFlowState(q, user.id, method);
      if (flow) {
        await markAuthCodeIssued(q, flow.id);
        authCode = flow.auth_code;
        break;
      }
    }
  }
  return { user: u, amr, authCode };
}
