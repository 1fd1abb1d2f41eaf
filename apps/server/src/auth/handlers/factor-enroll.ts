// POST /factors — enrolls an unverified TOTP factor (supabase-js mfa.enroll): the secret, its otpauth URI and
// the QR code as raw SVG markup (auth-js adds the data: prefix itself).
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import QRCode from 'qrcode';
import { optString, readBody, type AuthCtx } from '../context.ts';
import { insufficientAal, mfaFactorNameConflict, tooManyFactors, validationFailed } from '../errors.ts';
import { mfaCaller } from '../mfa/factor-request.ts';
import { newTotpSecret, otpauthUri } from '../mfa/totp.ts';
import { writeAudit } from '../models/audit-log.ts';
import { deleteStaleUnverifiedFactors, insertFactor, listFactors } from '../models/mfa-factors.ts';

const FACTOR_EXPIRY_S = 300;
const MAX_FACTORS = 10;

export function enrollFactor(ctx: AuthCtx) {
  return async (c: Context) => {
    const caller = await mfaCaller(ctx, c);
    const body = await readBody(c);
    const factorType = optString(body, 'factor_type');
    if (factorType === 'phone' || factorType === 'webauthn') {
      throw validationFailed(`MFA enroll is disabled for ${factorType === 'phone' ? 'Phone' : 'WebAuthn'}`);
    }
    if (factorType !== 'totp') throw validationFailed('factor_type needs to be totp, phone, or webauthn');
    const friendlyName = (optString(body, 'friendly_name') ?? '').slice(0, 120);
    const issuer = optString(body, 'issuer') || new URL(ctx.deps.config.siteUrl).host;
    const account = caller.user.email ?? '';
    if (!account) throw validationFailed('An e-mail address is required to enroll a TOTP factor');

    const secret = newTotpSecret();
    const uri = otpauthUri(issuer, account, secret);
    const factor = await ctx.deps.db.transaction(async (tx) => {
      await deleteStaleUnverifiedFactors(tx, caller.user.id, FACTOR_EXPIRY_S);
      const factors = await listFactors(tx, caller.user.id);
      if (factors.some((f) => (f.friendly_name ?? '') === friendlyName))
        throw mfaFactorNameConflict(friendlyName);
      const verified = factors.filter((f) => f.status === 'verified').length;
      if (factors.length >= MAX_FACTORS || verified >= MAX_FACTORS) throw tooManyFactors();
      if (verified > 0 && caller.session.aal !== 'aal2') {
        throw insufficientAal(403, 'AAL2 required to enroll a new factor');
      }
      const row = await insertFactor(tx, { id: randomUUID(), userId: caller.user.id, friendlyName, secret });
      await writeAudit(tx, {
        action: 'factor_in_progress',
        actorId: caller.user.id,
        actorUsername: caller.user.email,
        ip: caller.ip,
        traits: { factor_id: row.id },
      });
      return row;
    });
    // auth-js puts the markup after `data:image/svg+xml;utf-8,` without encoding it, so it must hold no `#`
    // (a URL fragment would cut the image short): colours by name.
    const qrCode = (await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'H', margin: 1 }))
      .replaceAll('"#ffffff"', '"white"')
      .replaceAll('"#000000"', '"black"');
    return c.json({
      id: factor.id,
      type: 'totp',
      friendly_name: factor.friendly_name ?? '',
      totp: { qr_code: qrCode, secret, uri },
    });
  };
}
