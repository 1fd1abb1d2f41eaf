// E-mailed verification: a fresh code, its stored hash (prefixed `pkce_` when a PKCE flow waits for it,
// as GoTrue does) and the /verify link on the site's own origin.
import type { AuthCtx } from '../context.ts';
import { redirectTarget } from '../redirect-target.ts';
import { newOtp, tokenHash } from '../tokens/random.ts';
import { buildMail } from './templates.ts';
import type { AuthMailKind } from './mailer.ts';

export type VerifyType = 'signup' | 'recovery' | 'magiclink' | 'email_change' | 'invite';

export const PKCE_PREFIX = 'pkce_';

export interface PreparedToken {
  otp: string;
  /** Stored in the user's token column and carried by the link. */
  stored: string;
}

export function prepareToken(email: string, pkce: boolean): PreparedToken {
  const otp = newOtp();
  const hash = tokenHash(email, otp);
  return { otp, stored: pkce ? PKCE_PREFIX + hash : hash };
}

export function verifyLink(ctx: AuthCtx, stored: string, type: VerifyType, redirectTo: string): string {
  const url = new URL(`${ctx.deps.config.siteUrl}/auth/v1/verify`);
  url.searchParams.set('token', stored);
  url.searchParams.set('type', type);
  url.searchParams.set('redirect_to', redirectTo);
  return url.toString();
}

const KIND: Record<VerifyType, AuthMailKind> = {
  signup: 'confirmation',
  recovery: 'recovery',
  magiclink: 'magiclink',
  email_change: 'email_change',
  invite: 'invite',
};

/** Sends the mail (outbox + SMTP or log). Call after the transaction that stored the token committed. */
export async function sendVerification(
  ctx: AuthCtx,
  to: string,
  type: VerifyType,
  token: PreparedToken,
  redirectTo: string,
): Promise<void> {
  // The link names no page a redirect answers (checked again when it is followed: a redirect may be made later).
  const link = verifyLink(ctx, token.stored, type, await redirectTarget(ctx, redirectTo));
  await ctx.mailer.send(buildMail(KIND[type], to, link, token.otp, ctx.deps.config.siteName));
}
